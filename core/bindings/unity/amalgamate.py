#!/usr/bin/env python3
"""The core's sources as one C++ file, and zlib's as one C file each, for
Unity's WebGL and iOS players.

Unity compiles C and C++ files found under a plugin folder with its own
toolchain for those players (a prebuilt library from our emscripten would not
link with Unity's), and lets a package add no include directories: so every
project header is pasted in, as are stb (its implementation, static so that
it never clashes with another plugin's stb), nlohmann-json (the Tiled and
LDtk readers use it, and astar_grid_load reads those maps too) and zlib's
header. System and standard headers stay #includes.

zlib's library files cannot share one file (trees.c's old-style parameter
`code` meets inftrees.h's typedef `code`), so each becomes a C file of its
own with its headers pasted in. All are compiled with Z_PREFIX, which names
zlib's functions z_inflate and so on: they never clash with the libz an iOS
app or another plugin links.

  amalgamate.py SOURCE_DIR VERSION ZLIB_SOURCE OUT_DIR
SOURCE_DIR is the repository's root; the sources are what libastar.so is
built from (astar_search on posix, and the C API). ZLIB_SOURCE is Debian's
zlib source (app/zlib-source). Writes OUT_DIR/astar_amalgamated.cpp and
OUT_DIR/zlib_NAME.c for each of zlib's library files.
"""
import pathlib
import re
import sys

SOURCE_GROUPS = ["core/src/grid", "core/src/search", "core/src/path",
                 "core/src/replan", "core/src/crowd", "core/src/field",
                 "core/src/io", "core/src/jobs", "core/src/platform/posix",
                 "core/bindings/c"]
# zlib's library: its files but the gz* file layer, which the core does
# not use.
ZLIB_FILES = ["adler32", "compress", "crc32", "deflate", "infback", "inffast",
              "inflate", "inftrees", "trees", "uncompr", "zutil"]
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
PRAGMA_ONCE = re.compile(r"^\s*#\s*pragma\s+once\b")
# Helpers in anonymous namespaces are private to their .cpp file, but here
# all files are one: two helpers of the same name would clash. The core
# keeps such names apart (its sanitizer and fuzz trees compile it in batches
# of files too), so they are pasted as they are.


class Amalgamation:
    def __init__(self, root, version, zlib):
        self.root = root
        self.zlib = zlib
        self.version = version
        self.version_pasted = False
        # Where a project header may be: the core's include dirs, then the
        # third-party libraries that get pasted in.
        self.search = [root / "core/include", root / "core/src",
                       root / "core/bindings/c"]
        self.third_party = {"stb_image.h": pathlib.Path("/usr/include/stb"),
                            "stb_image_write.h": pathlib.Path("/usr/include/stb"),
                            "zlib.h": zlib, "zconf.h": zlib}
        self.done = set()
        self.out = []

    def resolve(self, name, quoted, here):
        candidates = [here / name] if quoted else []
        candidates += [d / name for d in self.search]
        if name in self.third_party:
            candidates.append(self.third_party[name] / name)
        if name.startswith("nlohmann/"):
            candidates.append(pathlib.Path("/usr/include") / name)
        for path in candidates:
            if path.is_file():
                return path.resolve()
        return None

    def label(self, path):
        for base, prefix in ((self.root, ""), (self.zlib, "zlib/")):
            if path.is_relative_to(base):
                return prefix + str(path.relative_to(base))
        return str(path)

    def paste_version(self, label, number):
        """astar/version.hpp, which CMake generates into its build tree."""
        if self.version_pasted:
            return
        self.version_pasted = True
        self.out += [f'#define ASTAR_VERSION_STRING "{self.version}"',
                     "namespace astar {",
                     f'inline constexpr char kVersion[] = "{self.version}";',
                     "}  // namespace astar",
                     f'#line {number + 1} "{label}"']

    def paste(self, path):
        if path in self.done:
            return
        self.done.add(path)
        label = self.label(path)
        self.out.append(f'#line 1 "{label}"')
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, start=1):
            if PRAGMA_ONCE.match(line):
                self.out.append("")
                continue
            match = INCLUDE.match(line)
            if match and match[2] == "astar/version.hpp":
                self.paste_version(label, number)
                continue
            target = match and self.resolve(match[2], match[1] == '"',
                                            path.parent)
            if not target:
                self.out.append(line)
                continue
            self.paste(target)
            self.out.append(f'#line {number + 1} "{label}"')


def sources(root):
    files = []
    for group in SOURCE_GROUPS:
        found = sorted((root / group).glob("*.cpp"))
        if not found:
            sys.exit(f"amalgamate.py: no .cpp files in {root / group}")
        files += found
    return files


def core_file(root, version, zlib):
    work = Amalgamation(root, version, zlib)
    work.out += [
        "// astar-studio's core and C API (astar.h) in one file, generated by",
        "// core/bindings/unity/amalgamate.py: do not edit. MIT licensed; stb",
        "// (public domain/MIT), nlohmann-json (MIT) and zlib's header (zlib",
        "// licence) are pasted in: see Third Party Notices.md. Compile as",
        "// C++20, with the zlib_*.c files beside it.",
        "#if !defined(__cplusplus) || __cplusplus < 201709L",
        '#error "astar_amalgamated.cpp is C++20: compile it with -std=c++20"',
        "#endif",
        "#define ASTAR_BUILDING_LIBRARY 1",
        "#define STB_IMAGE_IMPLEMENTATION",
        "#define STB_IMAGE_WRITE_IMPLEMENTATION",
        "#define STB_IMAGE_STATIC",
        "#define STB_IMAGE_WRITE_STATIC",
        "#define Z_PREFIX",
    ]
    for path in sources(root):
        work.paste(path.resolve())
    missing = [n for n in ("stb_image.h", "stb_image_write.h", "json.hpp",
                           "zlib.h")
               if not any(p.name == n for p in work.done)]
    if missing:
        sys.exit(f"amalgamate.py: {', '.join(missing)} not found (install "
                 "libstb-dev and nlohmann-json3-dev: ./app/install-deps)")
    return work.out


def zlib_file(root, zlib, name):
    work = Amalgamation(root, "", zlib)
    work.search = [zlib]
    work.out += [
        f"// zlib's {name}.c with its headers pasted in, generated by",
        "// core/bindings/unity/amalgamate.py from Debian's zlib source: do",
        "// not edit. zlib licence (Jean-loup Gailly and Mark Adler): see",
        "// Third Party Notices.md. Compiled with Z_PREFIX (z_inflate, ...).",
        "#define Z_PREFIX",
    ]
    work.paste((zlib / f"{name}.c").resolve())
    return work.out


def main():
    if len(sys.argv) != 5:
        sys.exit("usage: amalgamate.py SOURCE_DIR VERSION ZLIB_SOURCE OUT_DIR")
    root = pathlib.Path(sys.argv[1]).resolve()
    version, zlib = sys.argv[2], pathlib.Path(sys.argv[3]).resolve()
    out_dir = pathlib.Path(sys.argv[4])
    missing = [n for n in ZLIB_FILES if not (zlib / f"{n}.c").is_file()]
    if missing:
        sys.exit(f"amalgamate.py: {zlib} is not zlib's source (no "
                 f"{missing[0]}.c): see app/zlib-source")
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs = {"astar_amalgamated.cpp": core_file(root, version, zlib)}
    for name in ZLIB_FILES:
        outputs[f"zlib_{name}.c"] = zlib_file(root, zlib, name)
    for name, lines in outputs.items():
        (out_dir / name).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
