"""Builds the astar-studio wheel: the package astar_studio/ with the C
library beside its __init__.py.

The library is the file the environment variable ASTAR_PREBUILT_LIBRARY
names (a libastar.so or an astar.dll built from this tree; build-wheels
sets it), else libastar.so built here by CMake (target astar_capi_bundled,
without the app and the tests), which needs CMake and a C++20 compiler. The
wheel is tagged py3-none-PLATFORM, PLATFORM read from the library's own header:
the module is ctypes over the library, so no CPython ABI is involved. A
Linux wheel's tag is manylinux_2_M_ARCH, 2.M the newest glibc symbol
version the library asks for, so pip refuses it where it cannot load.

Everything setuptools and CMake write goes to a temporary folder, removed
when this script ends: nothing is written into the source tree. Metadata
is in pyproject.toml; the version and the project's address are the
top-level CMakeLists.txt's.
"""

import atexit
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
# The source tree's top: this file sits in core/bindings/python.
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
BUILD_BASE = tempfile.mkdtemp(prefix="astar-studio-setup-")
atexit.register(shutil.rmtree, BUILD_BASE, ignore_errors=True)
NEEDS = ("building astar-studio from source needs CMake (3.25 or later) and a "
         "C++20 compiler (g++ 12, clang 15), plus the packages setuptools and "
         "wheel; or set ASTAR_PREBUILT_LIBRARY to a libastar.so built from "
         "this tree; or install a prebuilt wheel, "
         "astar_studio-VERSION-py3-none-linux_x86_64.whl")
# The library's name inside the wheel, per platform tag.
LIBRARY_NAMES = {"linux_x86_64": "libastar.so", "linux_aarch64": "libastar.so",
                 "win_amd64": "astar.dll"}
# The library put into this build, once build_py has run.
_library = {}


def fail(message):
    sys.exit("astar-studio: " + message)


def project_field(pattern, what):
    """A field of the top-level CMakeLists.txt's project() call."""
    path = os.path.join(ROOT, "CMakeLists.txt")
    with open(path, encoding="utf-8") as f:
        found = re.search(r"project\(\s*\w+\s+[^)]*?" + pattern, f.read())
    if not found:
        fail("%s: no project(... %s)" % (path, what))
    return found.group(1)


def glibc_tag(path, tag):
    """linux_ARCH as manylinux_2_M_ARCH, 2.M the newest GLIBC_2.M version
    the library's symbols need (their names are in its string table)."""
    with open(path, "rb") as f:
        minors = [int(m) for m in re.findall(rb"GLIBC_2\.([0-9]+)", f.read())]
    if not minors:
        fail("%s asks for no GLIBC_2.x symbol version: not a glibc library" % path)
    return tag.replace("linux_", "manylinux_2_%d_" % max(minors), 1)


def library_platform(path):
    """The wheel platform tag of the shared library at path, from its ELF or
    PE header; an error naming the file for anything else."""
    with open(path, "rb") as f:
        header = f.read(4096)
    if header[:4] == b"\x7fELF" and len(header) >= 20 and header[4] == 2:
        machine = struct.unpack_from("<H", header, 18)[0]
        tag = {0x3E: "linux_x86_64", 0xB7: "linux_aarch64"}.get(machine)
    elif header[:2] == b"MZ" and len(header) >= 0x40:
        offset = struct.unpack_from("<I", header, 0x3C)[0]
        is_pe = header[offset:offset + 4] == b"PE\0\0"
        machine = struct.unpack_from("<H", header, offset + 4)[0] if is_pe else None
        tag = "win_amd64" if machine == 0x8664 else None
    else:
        tag = None
    if tag is None:
        fail("%s is not a 64-bit shared library for Linux (x86_64, aarch64) or "
             "Windows (x86_64)" % path)
    return tag


def build_library():
    """libastar.so built by CMake from this tree; returns its path."""
    if not sys.platform.startswith("linux"):
        fail("building the library from source is only set up on Linux; " + NEEDS)
    if shutil.which("cmake") is None:
        fail("cmake is not on PATH: " + NEEDS)
    build_dir = os.path.join(BUILD_BASE, "cmake")
    steps = [["cmake", "-S", ROOT, "-B", build_dir, "-DCMAKE_BUILD_TYPE=Release",
              "-DASTAR_BUILD_APP=OFF", "-DASTAR_BUILD_TESTS=OFF"],
             ["cmake", "--build", build_dir, "--target", "astar_capi_bundled",
              "-j", str(min(os.cpu_count() or 1, 2))]]
    for step in steps:
        if subprocess.call(step) != 0:
            fail("%s failed (see above); %s" % (" ".join(step[:2]), NEEDS))
    # SONAME libastar.so: a program linked with -lastar against the wheel's
    # copy finds it by that name.
    return os.path.join(build_dir, "core", "bindings", "bundled", "libastar.so")


class BuildWithLibrary(build_py):
    """build_py, then the library beside astar_studio/__init__.py, where the
    module looks first."""

    def run(self):
        super().run()
        library = os.environ.get("ASTAR_PREBUILT_LIBRARY") or build_library()
        if not os.path.isfile(library):
            fail("ASTAR_PREBUILT_LIBRARY: no file %r" % library)
        platform = library_platform(library)
        _library["platform"] = (glibc_tag(library, platform)
                                if platform.startswith("linux_") else platform)
        shutil.copyfile(library, os.path.join(self.build_lib, "astar_studio",
                                              LIBRARY_NAMES[platform]))


class BinaryDistribution(Distribution):
    """A wheel for one platform, since it holds a native library."""

    def has_ext_modules(self):
        return True


def wheel_command():
    """bdist_wheel tagged py3-none-<the library's platform>. Without the
    package wheel, says what is missing rather than setuptools' "invalid
    command 'bdist_wheel'" (or an AttributeError from its metadata step)."""
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:
        fail("the Python package 'wheel' is missing (Debian: python3-wheel; a "
             "venv sees it when made with --system-site-packages); " + NEEDS)

    class PlatformWheel(bdist_wheel):
        def get_tag(self):
            return "py3", "none", _library["platform"]
    return PlatformWheel


setup(version=project_field(r"VERSION\s+([0-9.]+)", "VERSION x.y.z"),
      project_urls={"Homepage": project_field(r"HOMEPAGE_URL\s+\"([^\"]+)\"",
                                              "HOMEPAGE_URL \"...\"")},
      cmdclass={"build_py": BuildWithLibrary, "bdist_wheel": wheel_command()},
      distclass=BinaryDistribution,
      options={"build": {"build_base": BUILD_BASE},
               "egg_info": {"egg_base": BUILD_BASE}})
