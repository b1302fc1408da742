"""`pip install` of the source tree (core/bindings/python), offline, into a
fresh folder; then the
installed module, with no variable naming the library, finds the
libastar.so installed beside it and answers like astar-cli.

Run by CTest (tests/bindings/CMakeLists.txt) with ASTAR_SOURCE_DIR,
ASTAR_PREBUILT_LIBRARY (this build's libastar.so, so the test does not
build the core a second time; setup.py builds it with CMake without it),
ASTAR_CLI and ASTAR_BENCHMARKS set. Needs pip, setuptools and wheel (Debian:
python3-pip, python3-setuptools, python3-wheel, from app/install-deps).
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest


def env(name):
    value = os.environ.get(name)
    if not value:
        raise SystemExit("test_pip_install.py: the environment variable %s is not set" % name)
    return value


SOURCE = env("ASTAR_SOURCE_DIR")
env("ASTAR_PREBUILT_LIBRARY")
CLI = env("ASTAR_CLI")
ARENA = os.path.join(env("ASTAR_BENCHMARKS"), "arena.map")

# Run in the installed folder, with nothing else pointing at a library.
PROBE = """
import astar, json, os, sys
start, goal = (1, 7), (47, 46)
path = astar.find_path(astar.load_map(sys.argv[1]), start, goal, algorithm="jps")
print(json.dumps({"module": astar.__file__, "library": astar._library_path(),
                  "cost": path.cost, "length": len(path.cells)}))
"""


class PipInstallTest(unittest.TestCase):
    def test_offline_install_finds_its_library(self):
        with tempfile.TemporaryDirectory() as target:
            subprocess.run([sys.executable, "-m", "pip", "install", "--no-index",
                            "--no-build-isolation", "--no-cache-dir", "--quiet",
                            "--root-user-action=ignore",
                            "--target", target, SOURCE], check=True)
            self.assertTrue(os.path.isfile(os.path.join(target, "libastar.so")))
            self.assert_licence_installed(target)
            clean = {k: v for k, v in os.environ.items()
                     if k not in ("ASTAR_LIBRARY", "LD_LIBRARY_PATH", "PYTHONPATH")}
            clean["PYTHONPATH"] = target
            run = subprocess.run([sys.executable, "-c", PROBE, ARENA], env=clean,
                                 cwd=target, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            got = json.loads(run.stdout)
        self.assertEqual(os.path.dirname(got["module"]), target)
        self.assertEqual(got["library"], os.path.join(target, "libastar.so"))
        expected = json.loads(subprocess.run(
            [CLI, "path", ARENA, "--from", "1,7", "--to", "47,46", "--algo", "jps",
             "--json"], capture_output=True, text=True, check=True).stdout)
        self.assertEqual(got["cost"], expected["cost"])
        self.assertEqual(got["length"], len(expected["path"]))

    def assert_licence_installed(self, target):
        """The wheel's metadata names MIT and carries LICENSE and the notices."""
        infos = [d for d in os.listdir(target) if d.endswith(".dist-info")]
        self.assertEqual(len(infos), 1, os.listdir(target))
        info = os.path.join(target, infos[0])
        with open(os.path.join(info, "METADATA"), encoding="utf-8") as f:
            self.assertIn("License: MIT", f.read().splitlines())
        for name in ("LICENSE", "THIRD_PARTY.md"):
            self.assertTrue(os.path.isfile(os.path.join(info, name)), name)


if __name__ == "__main__":
    unittest.main(verbosity=2)
