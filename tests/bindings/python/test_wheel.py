"""The astar-studio wheel, as a user gets it: core/bindings/python/build-wheels
builds the Linux wheel from this build's libastar.so; it installs offline
into a bare venv (no system site-packages) and answers a query like
astar-cli from another folder, with no variable naming the library; the
wheel holds what it should (no top-level astar module, a name another
distribution holds), its metadata is complete and its tag names the
glibc its library needs; the source tree is left as it was. Installing from the source tree says what a
source build needs, and works offline with a prebuilt library.

Run by CTest (tests/bindings/CMakeLists.txt) with ASTAR_SOURCE_DIR
(core/bindings/python), ASTAR_CAPI_LIBRARY (this build's libastar.so),
ASTAR_CLI and ASTAR_BENCHMARKS set. Needs Debian's python3 with
python3-venv, -pip, -setuptools and -wheel (app/install-deps).

`test_wheel.py --windows ASTAR_DLL` instead builds the win_amd64 wheel from
a cross-built astar.dll (app/windows/build) and checks its contents and
that its astar.dll is that one; ASTAR_SOURCE_DIR defaults to this tree's.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import zipfile

PYTHON = "/usr/bin/python3"  # Debian's, with venv, setuptools and wheel
VERSION_LINE = re.compile(r"^project\(\s*\w+\s+VERSION\s+([0-9.]+)", re.M)


def env(name):
    value = os.environ.get(name)
    if not value:
        raise SystemExit("test_wheel.py: the environment variable %s is not set" % name)
    return value


def clean_env(**extra):
    """The environment without anything that points Python at a library or
    a module."""
    drop = ("ASTAR_LIBRARY", "ASTAR_PREBUILT_LIBRARY", "LD_LIBRARY_PATH",
            "PYTHONPATH", "PYTHONHOME", "PYTHONWARNINGS", "VIRTUAL_ENV")
    result = {k: v for k, v in os.environ.items() if k not in drop}
    result.update(extra)
    return result


def tree_version(source):
    """The version in the source tree's top CMakeLists.txt."""
    top = os.path.normpath(os.path.join(source, "..", "..", ".."))
    with open(os.path.join(top, "CMakeLists.txt"), encoding="utf-8") as f:
        return VERSION_LINE.search(f.read()).group(1)


def tree_homepage():
    """The project's address, HOMEPAGE_URL in the top CMakeLists.txt."""
    top = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
    with open(os.path.join(top, "CMakeLists.txt"), encoding="utf-8") as f:
        return re.search(r'HOMEPAGE_URL\s+"([^"]+)"', f.read()).group(1)


def glibc_needs(library):
    """The newest GLIBC_2.M the library's symbols need, as (2, M), from
    readelf's version needs; and the libraries it needs."""
    dynamic = subprocess.run(["readelf", "-d", "-V", "--wide", library],
                             capture_output=True, text=True, check=True).stdout
    minors = [int(m) for m in re.findall(r"Name: GLIBC_2\.([0-9]+)", dynamic)]
    needed = re.findall(r"\(NEEDED\)\s+Shared library: \[([^]]+)\]", dynamic)
    return (2, max(minors)), sorted(needed)


def build_wheel(source, outdir, option, library):
    """Runs build-wheels; returns the wheel's path."""
    run = subprocess.run([os.path.join(source, "build-wheels"), outdir, option,
                          library], capture_output=True, text=True, env=clean_env())
    if run.returncode != 0:
        raise AssertionError("build-wheels failed:\n" + run.stdout + run.stderr)
    return run.stdout.strip()


def check_wheel(test, wheel, version, platform, library_name, library):
    """The wheel's name, files, metadata and licence, and its library
    byte for byte."""
    expected = "astar_studio-%s-py3-none-%s.whl" % (version, platform)
    test.assertEqual(os.path.basename(wheel), expected)
    info = "astar_studio-%s.dist-info/" % version
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        test.assertEqual(names, {"astar_studio/__init__.py",
                                 "astar_studio/" + library_name} |
                         {info + n for n in ("LICENSE", "THIRD_PARTY.md", "METADATA",
                                             "WHEEL", "top_level.txt", "RECORD")})
        metadata = archive.read(info + "METADATA").decode("utf-8").splitlines()
        wheel_info = archive.read(info + "WHEEL").decode("utf-8").splitlines()
        packed = archive.read("astar_studio/" + library_name)
    for line in ("Name: astar-studio", "Version: " + version, "License: MIT",
                 "License-File: LICENSE", "License-File: THIRD_PARTY.md",
                 "Description-Content-Type: text/markdown",
                 "Project-URL: Homepage, " + tree_homepage()):
        test.assertIn(line, metadata)
    test.assertEqual([l for l in metadata if l.startswith("License-File:")],
                     ["License-File: LICENSE", "License-File: THIRD_PARTY.md"])
    # The long description follows the headers: the package's README.
    test.assertIn("# astar-studio for Python", metadata)
    test.assertIn("Tag: py3-none-" + platform, wheel_info)
    with open(library, "rb") as f:
        test.assertTrue(packed == f.read(), "the wheel's %s differs from %s"
                        % (library_name, library))


def snapshot(folder):
    """Every file under `folder` with its modification time, and every
    folder, but __pycache__ (ignored by git; python_binding, running at the
    same time, imports the module from the source tree and writes it)."""
    found = {}
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        found.update((os.path.join(root, d), None) for d in dirs)
        found.update((os.path.join(root, f), os.lstat(os.path.join(root, f)).st_mtime_ns)
                     for f in files)
    return found


# Run in a venv from a folder of its own: the installed package and library.
PROBE = """
import json, sys
import astar_studio
start, goal = (1, 7), (47, 46)
grid = astar_studio.load_map(sys.argv[1])
path = astar_studio.find_path(grid, start, goal, algo="jps")
print(json.dumps({"module": astar_studio.__file__, "version": astar_studio.__version__,
                  "library": astar_studio._library_path(), "path": sys.path,
                  "cost": path.cost, "length": len(path.cells)}))
"""

# The wheel installs no module named astar: that is another distribution's.
NO_OLD_NAME_PROBE = """
import importlib.util
print(importlib.util.find_spec("astar"))
"""


class LinuxWheelTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.source = env("ASTAR_SOURCE_DIR")
        cls.library = os.path.realpath(env("ASTAR_CAPI_LIBRARY"))
        cls.cli = env("ASTAR_CLI")
        cls.arena = os.path.join(env("ASTAR_BENCHMARKS"), "arena.map")
        cls.version = tree_version(cls.source)
        cls.folder = tempfile.TemporaryDirectory()
        cls.addClassCleanup(cls.folder.cleanup)
        before = snapshot(cls.source)
        cls.wheel = build_wheel(cls.source, os.path.join(cls.folder.name, "dist"),
                                "--linux", cls.library)
        cls.source_changes = set(snapshot(cls.source).items()) ^ set(before.items())

    def test_the_wheel_holds_the_package_the_library_and_the_licence(self):
        # manylinux_2_M: the glibc the library needs, and nothing but glibc's
        # own libraries (auditwheel's two checks, done with readelf).
        (major, minor), needed = glibc_needs(self.library)
        self.assertEqual(needed, ["ld-linux-x86-64.so.2", "libc.so.6", "libm.so.6"])
        check_wheel(self, self.wheel, self.version,
                    "manylinux_%d_%d_x86_64" % (major, minor), "libastar.so",
                    self.library)

    def test_building_it_writes_nothing_into_the_source_tree(self):
        self.assertEqual(self.source_changes, set())

    def test_a_bare_venv_installs_it_offline_and_queries_from_elsewhere(self):
        venv = os.path.join(self.folder.name, "fresh")
        subprocess.run([PYTHON, "-m", "venv", venv], check=True, env=clean_env())
        with open(os.path.join(venv, "pyvenv.cfg"), encoding="utf-8") as f:
            self.assertIn("include-system-site-packages = false", f.read())
        python = os.path.join(venv, "bin", "python")
        subprocess.run([os.path.join(venv, "bin", "pip"), "install", "--no-index",
                        "--no-cache-dir", "--quiet", self.wheel], check=True,
                       env=clean_env())
        elsewhere = os.path.join(self.folder.name, "elsewhere")
        os.mkdir(elsewhere)
        got = json.loads(self.run_python(python, elsewhere, PROBE, self.arena))
        package = os.path.dirname(got["module"])
        self.assertTrue(package.startswith(venv + os.sep), got["module"])
        self.assertEqual(got["library"], os.path.join(package, "libastar.so"))
        self.assertFalse([p for p in got["path"] if "dist-packages" in p], got["path"])
        self.assertEqual(got["version"], self.version)
        expected = json.loads(subprocess.run(
            [self.cli, "path", self.arena, "--from", "1,7", "--to", "47,46", "--algo",
             "jps", "--json"], capture_output=True, text=True, check=True).stdout)
        self.assertEqual(got["cost"], expected["cost"])
        self.assertEqual(got["length"], len(expected["path"]))
        self.assertEqual(self.run_python(python, elsewhere, NO_OLD_NAME_PROBE).strip(),
                         "None")

    def test_a_c_program_linked_by_name_against_its_library_runs(self):
        # The wheel's libastar.so has the SONAME libastar.so: a C program
        # linked with -lastar against it loads it by that name.
        target = os.path.join(self.folder.name, "by-name")
        subprocess.run([PYTHON, "-m", "pip", "install", "--no-index", "--no-cache-dir",
                        "--quiet", "--no-deps", "--root-user-action=ignore", "--target",
                        target, self.wheel], check=True, env=clean_env())
        package = os.path.join(target, "astar_studio")
        tests = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        header = os.path.join(tests, "..", "..", "core", "bindings", "c")
        program = os.path.join(self.folder.name, "by_name")
        subprocess.run(["cc", "-std=c99", "-Wall", "-Werror", "-I", header,
                        os.path.join(tests, "capi_by_name.c"), "-L", package, "-lastar",
                        "-o", program], check=True)
        run = subprocess.run([program], env=clean_env(LD_LIBRARY_PATH=package),
                             capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertIn("linked by name: astar " + self.version, run.stdout)

    def run_python(self, python, cwd, code, *args):
        run = subprocess.run([python, "-c", code] + list(args), cwd=cwd,
                             env=clean_env(), capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr)
        return run.stdout

    def test_a_library_for_another_platform_is_refused(self):
        run = subprocess.run([os.path.join(self.source, "build-wheels"),
                              os.path.join(self.folder.name, "wrong"), "--windows",
                              self.library], capture_output=True, text=True,
                             env=clean_env())
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("not a library for that platform", run.stderr)
        run = subprocess.run([os.path.join(self.source, "build-wheels"),
                              os.path.join(self.folder.name, "wrong"), "--linux",
                              os.path.join(self.source, "pyproject.toml")],
                             capture_output=True, text=True, env=clean_env())
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("pyproject.toml is not a 64-bit shared library",
                      run.stdout + run.stderr)


class SourceInstallTest(unittest.TestCase):
    """pip install of the source tree, as the bindings manual shows it."""

    def pip_install(self, target, **extra):
        return subprocess.run([PYTHON, "-m", "pip", "install", "--no-index",
                               "--no-build-isolation", "--no-cache-dir", "--quiet",
                               "--root-user-action=ignore", "--target", target,
                               env("ASTAR_SOURCE_DIR")],
                              env=clean_env(**extra), capture_output=True, text=True)

    def test_with_a_prebuilt_library_it_installs_offline(self):
        library = os.path.realpath(env("ASTAR_CAPI_LIBRARY"))
        with tempfile.TemporaryDirectory() as target:
            run = self.pip_install(target, ASTAR_PREBUILT_LIBRARY=library)
            self.assertEqual(run.returncode, 0, run.stderr)
            probe = subprocess.run(
                [PYTHON, "-c", "import astar_studio as a; print(a._library_path())"],
                cwd=target, env=clean_env(PYTHONPATH=target), capture_output=True,
                text=True)
            self.assertEqual(probe.returncode, 0, probe.stderr)
            self.assertEqual(probe.stdout.strip(),
                             os.path.join(target, "astar_studio", "libastar.so"))

    def test_without_cmake_it_says_what_a_source_build_needs(self):
        with tempfile.TemporaryDirectory() as target:
            run = self.pip_install(target, PATH="/nonexistent")
        self.assertNotEqual(run.returncode, 0)
        self.assertIn("astar-studio: cmake is not on PATH: building astar-studio from "
                      "source needs CMake", run.stdout + run.stderr)
        self.assertIn("ASTAR_PREBUILT_LIBRARY", run.stdout + run.stderr)


class WindowsWheelTest(unittest.TestCase):
    dll = None  # set by --windows

    def test_the_wheel_holds_the_package_the_dll_and_the_licence(self):
        source = env("ASTAR_SOURCE_DIR")
        with tempfile.TemporaryDirectory() as folder:
            wheel = build_wheel(source, folder, "--windows", self.dll)
            check_wheel(self, wheel, tree_version(source), "win_amd64", "astar.dll",
                        self.dll)
            # pip takes it as a Windows x86_64 wheel, as pip on Windows would.
            target = os.path.join(folder, "target")
            subprocess.run([PYTHON, "-m", "pip", "install", "--quiet", "--no-index",
                            "--no-cache-dir", "--root-user-action=ignore",
                            "--platform", "win_amd64", "--only-binary=:all:",
                            "--no-deps", "--target", target, wheel],
                           check=True, env=clean_env())
            self.assertTrue(os.path.isfile(os.path.join(target, "astar_studio",
                                                        "astar.dll")))


if __name__ == "__main__":
    if sys.argv[1:2] == ["--windows"] and len(sys.argv) == 3:
        WindowsWheelTest.dll = os.path.realpath(sys.argv.pop())
        sys.argv.pop()
        # Run from tests/windows/run: the bindings of this script's tree.
        os.environ.setdefault("ASTAR_SOURCE_DIR", os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "core",
            "bindings", "python"))
        unittest.main(defaultTest="WindowsWheelTest", verbosity=2)
    unittest.main(defaultTest=["LinuxWheelTest", "SourceInstallTest"], verbosity=2)
