#!/usr/bin/env python3
"""The Unity package's source plugin (Plugins/Source: astar_amalgamated.cpp
and zlib's files), compiled as each platform it names would:

  check_source_plugin.py TARBALL ASTAR_H WORK_DIR

1. Each file with the flags its .meta gives for each platform it is enabled
   for: iOS with clang and its CompileFlags (for the host: there is no iOS
   SDK here, and the question is the flags and the language), WebGL with
   emcc and no flags (Unity's WebGL importer has none). A flag its language
   refuses (-std=c++20 on a C file) or a missing one fails.
2. The WebGL archive the package's README has the user build, with
   Debian's emcc as a stand-in for Unity's: the README's commands at -O0
   (the question is whether it compiles and what it defines; -O2 takes
   about three times as long), then emnm: the objects define every
   function astar.h declares (ASTAR_API), which the player's scripts call
   as "__Internal", and every zlib function the core calls, all of them
   under Z_PREFIX's names.
A missing clang, emcc or emnm fails the test.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile

SOURCE_DIR = "package/Plugins/Source/"
CORE = "astar_amalgamated.cpp"
# The README's WebGL recipe, as it spells the commands (-O2 there).
README_COMMANDS = ["emcc -std=c++20 -O2 -c astar_amalgamated.cpp",
                   "emcc -O2 -c zlib_*.c", "emar rcs libastar.a *.o"]
# A .meta's platform entry -> the compiler that platform uses.
COMPILERS = {"iPhone: iOS": "clang", "WebGL: WebGL": "emcc"}


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: check_source_plugin.py TARBALL ASTAR_H WORK_DIR")
    tarball, header, work = sys.argv[1], sys.argv[2], pathlib.Path(sys.argv[3])
    for tool in ("clang", "emcc", "emnm"):
        if not shutil.which(tool):
            sys.exit(f"FAIL: {tool} is missing: install the Debian packages "
                     "clang and emscripten (./app/install-deps does)")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    with tarfile.open(tarball, "r:gz") as tar:
        names = [m.name[len(SOURCE_DIR):] for m in tar.getmembers()
                 if m.name.startswith(SOURCE_DIR)
                 and m.name.endswith((".c", ".cpp", ".meta"))]
        for name in names:
            (work / name).write_bytes(
                tar.extractfile(SOURCE_DIR + name).read())
        readme = tar.extractfile("package/README.md").read().decode()
    sources = sorted(n for n in names if not n.endswith(".meta"))
    if CORE not in sources or len(sources) < 2:
        sys.exit(f"FAIL: {tarball}: {SOURCE_DIR} holds {sources}, not {CORE} "
                 f"and zlib's files")
    compiled = sum(compile_as_meta_says(work, name) for name in sources)
    print(f"source plugin: {compiled} compiles with the flags of the .meta "
          f"files ({len(sources)} files)")
    missing = [c for c in README_COMMANDS if c not in readme]
    if missing:
        sys.exit(f"FAIL: README.md no longer gives the WebGL recipe {missing}")
    objects = {name: compile_source(work, name) for name in sources}
    check_symbols(objects, header)
    shutil.rmtree(work)


def meta_flags(meta):
    """{platform entry: CompileFlags} of each platform a .meta enables."""
    enabled = {}
    entries = re.split(r"\n  - first:\n", meta.split("  platformData:\n", 1)[-1])
    for entry in entries[1:]:
        first = entry.split("\n", 1)[0].strip()
        if re.search(r"\n      enabled: 1\n", entry):
            flags = re.search(r"\n        CompileFlags: ?(.*)\n", entry)
            enabled[first] = flags[1].strip() if flags else ""
    return enabled


def compile_as_meta_says(work, name):
    """Compiles `name` for each platform of its .meta; the number done."""
    meta = work / (name + ".meta")
    if not meta.exists():
        sys.exit(f"FAIL: {SOURCE_DIR}{name} has no .meta")
    done = 0
    for platform, flags in sorted(meta_flags(meta.read_text()).items()):
        compiler = COMPILERS.get(platform)
        if compiler is None:
            continue
        command = [compiler, *flags.split(), "-fsyntax-only", name]
        result = subprocess.run(command, cwd=work, capture_output=True, text=True)
        print(f"  {platform}: {' '.join(command)}: "
              f"{'ok' if result.returncode == 0 else 'FAILED'}")
        if result.returncode != 0:
            sys.exit(f"FAIL: {SOURCE_DIR}{name} with its .meta's flags for "
                     f"{platform}:\n{result.stderr[-3000:]}")
        done += 1
    return done


def check_symbols(objects, header):
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
    print(f"webgl archive: {len(objects)} files compiled by emcc as the "
          f"README says ({size} bytes), defining all {len(declared)} "
          f"functions of astar.h and the {len(zlib_calls)} zlib functions "
          f"the core calls")


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
