#!/usr/bin/env python3
"""The Unity package's source plugin (Plugins/Source/astar_amalgamated.cpp)
compiled by Debian's emcc, as a stand-in for Unity's WebGL toolchain:

  check_webgl_source.py TARBALL ASTAR_H WORK_DIR

compiles it with `emcc -std=c++20 -O0 -c` (the question is whether it
compiles and what it defines; Unity optimises it when it builds a player,
and -O2 here takes about three times as long) and checks with emnm that the
object defines every function astar.h declares (ASTAR_API), which the
player's scripts call as "__Internal". A missing emcc fails the test.
"""
import pathlib
import re
import shutil
import subprocess
import sys
import tarfile

SOURCE = "package/Plugins/Source/astar_amalgamated.cpp"


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
    source, obj = work / "astar_amalgamated.cpp", work / "astar_amalgamated.o"
    with tarfile.open(tarball, "r:gz") as tar:
        source.write_bytes(tar.extractfile(SOURCE).read())
    result = subprocess.run(["emcc", "-std=c++20", "-O0", "-c", str(source),
                             "-o", str(obj)], capture_output=True, text=True)
    if result.returncode != 0:
        hint = ("\n(a 'redefinition' of a helper: two .cpp files of the core "
                "have one of the same name in their anonymous namespaces; "
                "rename one)" if "redefinition" in result.stderr else "")
        sys.exit(f"FAIL: emcc could not compile {SOURCE}:\n"
                 f"{result.stderr[-4000:]}{hint}")
    declared = set(re.findall(r"^ASTAR_API\b[^(]*?\b(astar_\w+)\s*\(",
                              pathlib.Path(header).read_text(), re.M))
    symbols = subprocess.run(["emnm", str(obj)], capture_output=True,
                             text=True, check=True).stdout
    defined = set(re.findall(r"^\S*\s+T (astar_\w+)$", symbols, re.M))
    missing = sorted(declared - defined)
    if len(declared) < 20 or missing:
        sys.exit(f"FAIL: {len(declared)} functions in {header}; not defined "
                 f"by the compiled source: {missing}")
    print(f"webgl source: compiled by emcc ({obj.stat().st_size} bytes), "
          f"defines all {len(declared)} functions of astar.h")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
