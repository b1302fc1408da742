"""Builds the Python package: astar.py and libastar.so beside it.

The library is built by CMake from this source tree (target astar_capi,
without the app and the tests) into build/python, unless the environment
variable ASTAR_PREBUILT_LIBRARY names a libastar.so already built from it.
Metadata is in pyproject.toml.
"""

import os
import re
import shutil
import subprocess

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = os.path.dirname(os.path.abspath(__file__))
# The source tree's top: this file sits in core/bindings/python.
ROOT = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
# Build files go under the tree's build/, never beside the sources.
BUILD_BASE = os.path.join(ROOT, "build", "python")


def project_version():
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as f:
        found = re.search(r"project\(\s*\w+\s+VERSION\s+([0-9.]+)", f.read())
    if not found:
        raise RuntimeError("CMakeLists.txt: no project(... VERSION x.y.z)")
    return found.group(1)


def build_library():
    """libastar.so built by CMake; returns its path."""
    build_dir = os.path.join(BUILD_BASE, "cmake")
    subprocess.check_call(["cmake", "-S", ROOT, "-B", build_dir,
                           "-DCMAKE_BUILD_TYPE=Release", "-DASTAR_BUILD_APP=OFF",
                           "-DASTAR_BUILD_TESTS=OFF"])
    subprocess.check_call(["cmake", "--build", build_dir, "--target", "astar_capi",
                           "-j", str(min(os.cpu_count() or 1, 2))])
    return os.path.join(build_dir, "core", "bindings", "libastar.so")


class BuildWithLibrary(build_py):
    """build_py, then libastar.so beside astar.py, where astar.py looks first."""

    def run(self):
        super().run()
        library = os.environ.get("ASTAR_PREBUILT_LIBRARY") or build_library()
        if not os.path.isfile(library):
            raise RuntimeError("astar: no library at %r" % library)
        # copyfile follows the libastar.so -> libastar.so.0 symlinks.
        shutil.copyfile(library, os.path.join(self.build_lib, "libastar.so"))


class BinaryDistribution(Distribution):
    """A wheel for this platform, since it holds a native library."""

    def has_ext_modules(self):
        return True


os.makedirs(BUILD_BASE, exist_ok=True)
setup(version=project_version(),
      cmdclass={"build_py": BuildWithLibrary},
      distclass=BinaryDistribution,
      options={"build": {"build_base": BUILD_BASE},
               "egg_info": {"egg_base": BUILD_BASE}})
