#!/usr/bin/env python3
"""The Unity package's source plugin (Plugins/Source: astar_amalgamated.cpp
and zlib's files) compiled by Debian's emcc, as a stand-in for Unity's
WebGL toolchain:

  check_webgl_source.py TARBALL ASTAR_H WORK_DIR

compiles each file with emcc at -O0 (the question is whether it compiles
and what it defines; Unity optimises it when it builds a player, and -O2
here takes about three times as long), the C++ one as C++20, and checks
with emnm that the objects define every function astar.h declares
(ASTAR_API), which the player's scripts call as "__Internal", and every
zlib function the core calls, all of them under Z_PREFIX's names. A
missing emcc fails the test.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile

SOURCE_DIR = "package/Plugins/Source/"
CORE = "astar_amalgamated.cpp"


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: check_webgl_source.py TARBALL ASTAR_H WORK_DIR")
    tarball, header, work = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    for tool in ("emcc", "emnm"):
        if not shutil.which(tool):
            sys.exit(f"FAIL: {tool} is missing: install the Debian package "
                     "emscripten (./app/install-deps does)")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as tar:
        names = [m.name for m in tar.getmembers()
                 if m.name.startswith(SOURCE_DIR)
                 and m.name.endswith((".c", ".cpp"))]
        for name in names:
            (work / name[len(SOURCE_DIR):]).write_bytes(
                tar.extractfile(name).read())
    objects = {name: compile_source(work, name) for name in
               (full[len(SOURCE_DIR):] for full in names)}
    if CORE not in objects or len(objects) < 2:
        sys.exit(f"FAIL: {tarball}: {SOURCE_DIR} holds {sorted(objects)}, "
                 f"not {CORE} and zlib's files")
    defined, undefined = symbols(objects)
    declared = set(re.findall(r"^ASTAR_API\b[^(]*?\b(astar_\w+)\s*\(",
                              pathlib.Path(header).read_text(), re.M))
    missing = sorted(declared - defined)
    if len(declared) < 20 or missing:
        sys.exit(f"FAIL: {len(declared)} functions in {header}; not defined "
                 f"by the compiled source: {missing}")
    zlib_calls = {s for s in undefined[CORE] if s.startswith("z_")}
    unresolved = sorted(zlib_calls - defined)
    unprefixed = sorted(s for s in defined
                        if re.fullmatch(r"(in|de)flate\w*|adler32|crc32", s))
    if not zlib_calls or unresolved or unprefixed:
        sys.exit(f"FAIL: zlib in the source plugin: the core calls "
                 f"{sorted(zlib_calls)}; not defined: {unresolved}; defined "
                 f"without Z_PREFIX: {unprefixed}")
    size = sum(path.stat().st_size for path in objects.values())
    print(f"webgl source: {len(objects)} files compiled by emcc ({size} "
          f"bytes), defining all {len(declared)} functions of astar.h and "
          f"the {len(zlib_calls)} zlib functions the core calls")
    shutil.rmtree(work)


def compile_source(work, name):
    source = work / name
    obj = source.with_suffix(".o")
    flags = ["-std=c++20"] if name.endswith(".cpp") else []
    result = subprocess.run(["emcc", *flags, "-O0", "-c", str(source),
                             "-o", str(obj)], capture_output=True, text=True)
    if result.returncode != 0:
        hint = ("\n(a 'redefinition' of a helper: two .cpp files of the core "
                "have one of the same name in their anonymous namespaces; "
                "rename one)" if "redefinition" in result.stderr else "")
        sys.exit(f"FAIL: emcc could not compile {SOURCE_DIR}{name}:\n"
                 f"{result.stderr[-4000:]}{hint}")
    return obj


def symbols(objects):
    """(names any object defines, {source file: names its object uses})."""
    defined, undefined = set(), {}
    for name, obj in objects.items():
        out = subprocess.run(["emnm", str(obj)], capture_output=True,
                             text=True, check=True).stdout
        defined |= set(re.findall(r"^\S*\s+[TDRB] (\w+)$", out, re.M))
        undefined[name] = set(re.findall(r"^\s+U (\w+)$", out, re.M))
    return defined, undefined


if __name__ == "__main__":
    main()
