#!/usr/bin/env python3
"""Checks the Unity package tarball that core/bindings/unity/build-package
writes (standard library only):

  check_package.py TARBALL VERSION [--windows] [--extract DIR]

- every entry is under package/; the files are exactly the expected ones
  (with the Windows plugin when --windows is given);
- every file and folder has a .meta and every .meta an asset; each .meta
  has a GUID of 32 hex digits, unique in the package;
- each plugin's .meta enables exactly its platforms (and the editor on the
  plugin's OS and CPU); no other .meta is a plugin's; a source file's iOS
  CompileFlags suit its language (-std=c++20 for C++ only: clang refuses
  it for C);
- the asmdef's includePlatforms are the editor and the platforms the
  README's table names, shipped or built by the user, and no other;
- package.json's name and version, and the notices of what is pasted in.
--extract DIR also unpacks the tarball into DIR (for the tests after).
Prints one line per failure and exits 1 on any.
"""
import json
import re
import sys
import tarfile

FILES = ["package.json", "README.md", "LICENSE.md", "Third Party Notices.md",
         "Runtime/Astar.Runtime.asmdef", "Runtime/Astar.cs",
         "Runtime/TextureMaps.cs", "Plugins/Linux/x86_64/libastar.so",
         "Plugins/Source/astar_amalgamated.cpp"]
# zlib's library files, each a C file of its own beside the core's.
ZLIB_SOURCES = [f"Plugins/Source/zlib_{name}.c" for name in
                ("adler32", "compress", "crc32", "deflate", "infback",
                 "inffast", "inflate", "inftrees", "trees", "uncompr", "zutil")]
FILES += ZLIB_SOURCES
WINDOWS_DLL = "Plugins/Windows/x86_64/astar.dll"
# Each plugin: the platforms it is enabled for; "Editor" with its OS, CPU.
PLUGINS = {
    "Plugins/Linux/x86_64/libastar.so":
        {("Standalone", "Linux64"), ("Editor", "Linux", "x86_64")},
    WINDOWS_DLL: {("Standalone", "Win64"), ("Editor", "Windows", "x86_64")},
    **{source: {("iPhone", "iOS")}
       for source in ["Plugins/Source/astar_amalgamated.cpp"] + ZLIB_SOURCES},
}
# Each source file's iOS CompileFlags, by its language.
COMPILE_FLAGS = {".cpp": "-std=c++20", ".c": ""}
# The README's platforms as the asmdef names them.
README_PLATFORMS = {"Linux": "LinuxStandalone64", "Windows": "WindowsStandalone64",
                    "macOS": "macOSStandalone", "Android": "Android",
                    "WebGL": "WebGL", "iOS": "iOS"}
failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message)


def enabled_platforms(meta):
    """The (first key, value[, OS, CPU]) of each enabled platformData entry
    of a PluginImporter .meta, read line by line (its YAML is regular)."""
    enabled = set()
    entries = re.split(r"\n  - first:\n", meta.split("  platformData:\n", 1)[-1])
    for entry in entries[1:]:
        key = re.match(r"\s+(\w+): ?(\S*)\n", entry)
        on = re.search(r"\n      enabled: (\d)\n", entry)
        if not key or not on:
            fail(f"a platformData entry without 'first' or 'enabled': {entry[:80]}")
            continue
        if on[1] != "1":
            continue
        if key[1] == "Editor":
            os_ = re.search(r"\n        OS: (\S+)", entry)
            cpu = re.search(r"\n        CPU: (\S+)", entry)
            enabled.add(("Editor", os_ and os_[1], cpu and cpu[1]))
        else:
            enabled.add((key[1], key[2]))
    return enabled


def check_layout(names, with_windows):
    outside = [n for n in names if n != "package" and not n.startswith("package/")]
    if outside:
        fail(f"entries outside package/: {outside}")
    files = {n[len("package/"):]: kind for n, kind in names.items()
             if n.startswith("package/") and kind == "file"}
    folders = {n[len("package/"):] for n, kind in names.items()
               if n.startswith("package/") and kind == "dir"}
    assets = {f for f in files if not f.endswith(".meta")}
    expected = set(FILES) | ({WINDOWS_DLL} if with_windows else set())
    if assets != expected:
        fail(f"files: missing {sorted(expected - assets)}, "
             f"unexpected {sorted(assets - expected)}")
    for asset in sorted(assets | folders):
        if asset + ".meta" not in files:
            fail(f"{asset} has no .meta")
    for meta in sorted(f for f in files if f.endswith(".meta")):
        if meta[:-len(".meta")] not in assets | folders:
            fail(f"{meta} belongs to nothing")
    return files


def check_metas(read, files):
    guids = {}
    for meta in sorted(f for f in files if f.endswith(".meta")):
        text = read(meta)
        guid = re.search(r"^guid: ([0-9a-f]{32})$", text, re.M)
        if not text.startswith("fileFormatVersion: 2\n") or not guid:
            fail(f"{meta}: no 'fileFormatVersion: 2' and 32-digit guid")
            continue
        if guid[1] in guids:
            fail(f"{meta} and {guids[guid[1]]} share the guid {guid[1]}")
        guids[guid[1]] = meta
        asset = meta[:-len(".meta")]
        is_plugin = "\nPluginImporter:\n" in text
        if asset in PLUGINS:
            if not is_plugin:
                fail(f"{meta} is not a PluginImporter's")
                continue
            got = enabled_platforms(text)
            if got != PLUGINS[asset]:
                fail(f"{meta} enables {sorted(got)}, expected "
                     f"{sorted(PLUGINS[asset])}")
            check_compile_flags(meta, text)
        elif is_plugin:
            fail(f"{meta} makes {asset} a plugin")
    print(f"unity package: {len(guids)} .meta files, their guids unique")


def check_compile_flags(meta, text):
    """A source file's iOS CompileFlags are its language's."""
    suffix = "." + meta[:-len(".meta")].rsplit(".", 1)[-1]
    if suffix not in COMPILE_FLAGS:
        return
    flags = re.search(r"\n        CompileFlags: ?(.*)\n", text)
    got = flags[1].strip() if flags else None
    if got != COMPILE_FLAGS[suffix]:
        fail(f"{meta}: iOS CompileFlags {got!r}, expected "
             f"{COMPILE_FLAGS[suffix]!r} for a {suffix} file")


def readme_platforms(readme):
    """The asmdef names of the platforms the README's table has a row for."""
    table = readme.split("## Platforms", 1)[-1].split("\n\n", 2)[1]
    rows = [line.split("|")[1] for line in table.splitlines()
            if line.startswith("| ") and not line.startswith("| platform")]
    return {asmdef for name, asmdef in README_PLATFORMS.items()
            if any(re.search(r"\b" + name + r"\b", row) for row in rows)}


def check_contents(read, version):
    asmdef = json.loads(read("Runtime/Astar.Runtime.asmdef"))
    platforms = asmdef.get("includePlatforms") or []
    expected = {"Editor"} | readme_platforms(read("README.md"))
    if set(platforms) != expected or len(platforms) != len(expected):
        fail(f"the asmdef's includePlatforms are {platforms}; the README's "
             f"table and the editor make {sorted(expected)}")
    manifest = json.loads(read("package.json"))
    if (manifest.get("name"), manifest.get("version"), manifest.get("license")) \
            != ("com.astar-studio.astar", version, "MIT"):
        fail(f"package.json: name {manifest.get('name')}, version "
             f"{manifest.get('version')}, licence {manifest.get('license')}; "
             f"expected com.astar-studio.astar, {version}, MIT")
    notices = read("Third Party Notices.md")
    for component in ("stb", "JSON for Modern C++", "zlib"):
        if component not in notices:
            fail(f"Third Party Notices.md does not name {component}")
    readme = read("README.md")
    for platform in ("macOS", "Android", "WebGL"):
        if not re.search(platform + r".*not shipped|not shipped.*" + platform,
                         readme, re.S | re.I):
            fail(f"README.md does not say that {platform} is not shipped yet")
    for path in ["Plugins/Source/astar_amalgamated.cpp"] + ZLIB_SOURCES:
        source = read(path)
        if '#include "' in source or "#include <astar/" in source:
            fail(f"{path} still includes a project header")
        if "#define Z_PREFIX" not in source:
            fail(f"{path} does not name zlib's functions with Z_PREFIX")
    if "DllImport(Library)" not in read("Runtime/Astar.cs"):
        fail("Runtime/Astar.cs does not import through its Library constant")


def main():
    args = sys.argv[1:]
    if len(args) < 2:
        sys.exit("usage: check_package.py TARBALL VERSION [--windows] "
                 "[--extract DIR]")
    tarball, version = args[0], args[1]
    extract = args[args.index("--extract") + 1] if "--extract" in args else None
    try:
        tar = tarfile.open(tarball, "r:gz")
    except (OSError, tarfile.TarError) as error:
        sys.exit(f"check_package.py: {tarball}: {error}")
    with tar:
        names = {m.name.rstrip("/"): "dir" if m.isdir() else "file"
                 for m in tar.getmembers()}

        def read(path):
            return tar.extractfile("package/" + path).read().decode("utf-8")

        files = check_layout(names, "--windows" in args)
        check_metas(read, files)
        check_contents(read, version)
        if extract:
            tar.extractall(extract)
    if failures:
        sys.exit(f"unity package: {len(failures)} failed")
    print(f"unity package: {tarball} checked")


if __name__ == "__main__":
    main()
