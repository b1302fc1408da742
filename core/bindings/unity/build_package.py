#!/usr/bin/env python3
"""Builds the Unity package com.astar-studio.astar-VERSION.tgz: the layout
Unity's Package Manager takes from "Add package from tarball" (everything
under package/), with a .meta file beside every file and folder.

  build_package.py SOURCE_DIR OUTDIR --linux LIBASTAR_SO
                   (--windows ASTAR_DLL | --no-windows) --zlib-source DIR

Run through core/bindings/unity/build-package. GUIDs are an MD5 of the
package name and the file's path in the package, and the tarball's entries
are sorted with fixed times and owners, so a rebuild from the same inputs
gives the same bytes.
"""
import argparse
import gzip
import hashlib
import io
import json
import pathlib
import re
import subprocess
import sys
import tarfile
import tempfile

NAME = "com.astar-studio.astar"
# 2026-01-01: the time every entry of the tarball carries.
MTIME = 1767225600
# The iOS source plugin: astar_amalgamated.cpp and zlib's files. (WebGL
# takes an archive the user builds from them: see the package's README.)
SOURCE_PLUGIN_DIR = "Plugins/Source"

# Plugin importer settings. Each platform entry is (first, enabled,
# settings); an entry not listed is disabled.
FOLDER_META = "folderAsset: yes\nDefaultImporter:\n"
IMPORTERS = {
    ".cs": "MonoImporter:\n  serializedVersion: 2\n  defaultReferences: []\n"
           "  executionOrder: 0\n  icon: {instanceID: 0}\n",
    ".asmdef": "AssemblyDefinitionImporter:\n",
    ".md": "TextScriptImporter:\n",
    ".json": "PackageManifestImporter:\n",
}
TRAILER = ("  externalObjects: {}\n  userData: \n  assetBundleName: \n"
           "  assetBundleVariant: \n")


def plugin_platforms(kind, path=""):
    """The platform entries for a plugin: 'linux', 'windows' or 'source' (a
    source file at `path`)."""
    editor_os = {"linux": "Linux", "windows": "Windows"}.get(kind)
    standalone = {"linux": "Linux64", "windows": "Win64"}.get(kind)
    entries = [("Any: ", 0, {}),
               ("Editor: Editor", int(editor_os is not None),
                {"CPU": "x86_64" if editor_os else "AnyCPU",
                 "DefaultValueInitialized": "true",
                 "OS": editor_os or "AnyOS"})]
    for target in ("Linux64", "OSXUniversal", "Win", "Win64"):
        on = target == standalone
        entries.append((f"Standalone: {target}", int(on),
                        {"CPU": "x86_64" if on else "None"}))
    source = kind == "source"
    # Unity's WebGL importer passes a source file no flags of its own, and
    # the core is C++20: WebGL links an archive the user builds (README).
    entries.append(("WebGL: WebGL", 0, {}))
    # Xcode compiles the source for iOS, each file with its CompileFlags:
    # the core is C++20; zlib's files are C, where clang refuses
    # -std=c++20.
    cpp = path.endswith(".cpp")
    entries.append(("iPhone: iOS", int(source),
                    {"AddToEmbeddedBinaries": "false", "CPU": "AnyCPU",
                     "CompileFlags": "-std=c++20" if source and cpp else "",
                     "FrameworkDependencies": ""}))
    entries.append(("Android: Android", 0, {"CPU": "ARMv7"}))
    return entries


def plugin_meta(kind, path):
    lines = ["PluginImporter:", "  serializedVersion: 2", "  iconMap: {}",
             "  executionOrder: {}", "  defineConstraints: []",
             "  isPreloaded: 0", "  isOverridable: 0",
             "  isExplicitlyReferenced: 0", "  validateReferences: 1",
             "  platformData:"]
    for first, enabled, settings in plugin_platforms(kind, path):
        lines += ["  - first:", f"      {first}", "    second:",
                  f"      enabled: {enabled}"]
        if settings:
            lines.append("      settings:")
            lines += [f"        {k}: {v}" for k, v in sorted(settings.items())]
        else:
            lines.append("      settings: {}")
    return "\n".join(lines) + "\n"


def guid(path):
    return hashlib.md5(f"{NAME}/{path}".encode()).hexdigest()


def meta_text(path, kind=None, folder=False):
    head = f"fileFormatVersion: 2\nguid: {guid(path)}\n"
    if folder:
        return head + FOLDER_META + TRAILER
    if kind:
        return head + plugin_meta(kind, path) + TRAILER
    suffix = pathlib.PurePosixPath(path).suffix
    return head + IMPORTERS.get(suffix, "DefaultImporter:\n") + TRAILER


def project_version(root):
    text = (root / "CMakeLists.txt").read_text(encoding="utf-8")
    match = re.search(r"project\(astar_studio VERSION (\d+\.\d+\.\d+)", text)
    if not match:
        sys.exit(f"build-package: no 'project(astar_studio VERSION X.Y.Z' in "
                 f"{root / 'CMakeLists.txt'}")
    return match[1]


def read_input(path, what):
    try:
        return pathlib.Path(path).read_bytes()
    except OSError as error:
        sys.exit(f"build-package: {what} {path}: {error.strerror}")


def check_binary(data, path, magic, what):
    if not data.startswith(magic):
        sys.exit(f"build-package: {path} is not {what}")


def package_files(root, args, version):
    """{path in the package: (bytes, mode, plugin kind or None)}."""
    unity = root / "core/bindings/unity"
    manifest = json.loads((unity / "package.json").read_text(encoding="utf-8"))
    manifest["version"] = version
    files = {
        "package.json": (json.dumps(manifest, indent=2) + "\n").encode(),
        "README.md": (unity / "README.md").read_bytes(),
        "LICENSE.md": (root / "LICENSE").read_bytes(),
        "Third Party Notices.md": (root / "THIRD_PARTY.md").read_bytes(),
        "Runtime/Astar.Runtime.asmdef":
            (unity / "Runtime/Astar.Runtime.asmdef").read_bytes(),
        "Runtime/Astar.cs": (root / "core/bindings/csharp/Astar.cs").read_bytes(),
    }
    for source in sorted((unity / "Runtime").glob("*.cs")):
        files[f"Runtime/{source.name}"] = source.read_bytes()
    files = {path: (data, 0o644, None) for path, data in files.items()}
    linux = read_input(args.linux, "--linux")
    check_binary(linux, args.linux, b"\x7fELF", "an ELF shared library")
    files["Plugins/Linux/x86_64/libastar.so"] = (linux, 0o755, "linux")
    if args.windows:
        dll = read_input(args.windows, "--windows")
        check_binary(dll, args.windows, b"MZ", "a Windows DLL")
        files["Plugins/Windows/x86_64/astar.dll"] = (dll, 0o755, "windows")
    for name, data in amalgamate(root, version, args.zlib_source).items():
        files[f"{SOURCE_PLUGIN_DIR}/{name}"] = (data, 0o644, "source")
    return files


def amalgamate(root, version, zlib_source):
    """{file name: bytes} of the source plugin."""
    script = root / "core/bindings/unity/amalgamate.py"
    with tempfile.TemporaryDirectory() as out:
        result = subprocess.run([sys.executable, str(script), str(root),
                                 version, zlib_source, out])
        if result.returncode != 0:
            sys.exit(f"build-package: {script} failed ({result.returncode})")
        return {path.name: path.read_bytes()
                for path in sorted(pathlib.Path(out).iterdir())}


def with_metas(files):
    """Every file and every folder with its .meta beside it."""
    entries = dict(files)
    folders = set()
    for path in files:
        parent = pathlib.PurePosixPath(path).parent
        while str(parent) != ".":
            folders.add(str(parent))
            parent = parent.parent
    for path, (_, _, kind) in files.items():
        entries[path + ".meta"] = (meta_text(path, kind).encode(), 0o644, None)
    for folder in folders:
        entries[folder + ".meta"] = (meta_text(folder, folder=True).encode(),
                                     0o644, None)
    return entries, folders


def tar_info(name, size, mode, directory=False):
    info = tarfile.TarInfo("package/" + name if name else "package")
    info.size, info.mode, info.mtime = size, mode, MTIME
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    if directory:
        info.type = tarfile.DIRTYPE
    return info


def write_tarball(path, entries, folders):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.PAX_FORMAT) as tar:
        tar.addfile(tar_info("", 0, 0o755, directory=True))
        for name in sorted(set(entries) | folders):
            if name in folders:
                tar.addfile(tar_info(name, 0, 0o755, directory=True))
                continue
            data, mode, _ = entries[name]
            tar.addfile(tar_info(name, len(data), mode), io.BytesIO(data))
    with open(path, "wb") as out:
        with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0) as gz:
            gz.write(raw.getvalue())


def main():
    parser = argparse.ArgumentParser(prog="build-package",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("source_dir")
    parser.add_argument("outdir")
    parser.add_argument("--linux", required=True, metavar="LIBASTAR_SO")
    windows = parser.add_mutually_exclusive_group(required=True)
    windows.add_argument("--windows", metavar="ASTAR_DLL")
    windows.add_argument("--no-windows", action="store_true",
                         help="leave the Windows plugin out (for tests)")
    parser.add_argument("--zlib-source", required=True, metavar="DIR",
                        help="Debian's zlib source (app/zlib-source)")
    args = parser.parse_args()
    root = pathlib.Path(args.source_dir).resolve()
    version = project_version(root)
    entries, folders = with_metas(package_files(root, args, version))
    outdir = pathlib.Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    tarball = outdir / f"{NAME}-{version}.tgz"
    write_tarball(tarball, entries, folders)
    print(tarball)


if __name__ == "__main__":
    main()
