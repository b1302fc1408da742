#!/usr/bin/env python3
"""house_limits.py fails when App or the layout names a feature, and
names the line: on a copy of the studio with one name planted at a time
(an include of a feature's header in the layout, a feature's mode type in
app.cpp, a feature's command in app.hpp). The registration list,
application/mode_list.cpp, may name them all.

    house_limits_test.py ROOT
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("house_limits.py")
PLANTS = (
    ("app/studio/layout/main_window.cpp",
     '#include "features/measure/measure_commands.hpp"\n', "measure"),
    ("app/studio/application/app.cpp",
     "void planted(astar::studio::FilesMode& files);\n", "FilesMode"),
    ("app/studio/application/app.hpp",
     "inline const auto& planted = astar::studio::cmd::ToggleCompare;\n",
     "cmd::ToggleCompare"),
)


def check(root):
    return subprocess.run([sys.executable, str(SCRIPT), str(root)],
                          capture_output=True, text=True)


def main():
    project = Path(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        copy = Path(folder)
        shutil.copytree(project / "app/studio", copy / "app/studio")
        clean = check(copy)
        if clean.returncode != 0:
            print("FAILED: the copy as it is fails\n" + clean.stdout)
            return 1
        for path, line, name in PLANTS:
            target = copy / path
            before = target.read_text()
            target.write_text(before + line)
            result = check(copy)
            target.write_text(before)
            if result.returncode == 0 or f"{path}:" not in result.stdout \
                    or name not in result.stdout:
                print(f"FAILED: {name} planted in {path} passed or went "
                      "unnamed\n" + result.stdout)
                return 1
        registration = copy / "app/studio/application/mode_list.cpp"
        if "features/" not in registration.read_text() or check(copy).returncode:
            print("FAILED: the registration list may name the features")
            return 1
    print("house_limits.py fails on each of %d feature names planted in App "
          "and the layout" % len(PLANTS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
