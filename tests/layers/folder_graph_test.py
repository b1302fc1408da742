#!/usr/bin/env python3
"""folder_graph.py fails on a back edge and names the include that closes
the cycle: on a small tree made here, and on a copy of the project's own
studio and core with one include added against the layers.

    folder_graph_test.py ROOT
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("folder_graph.py")


def check(root):
    return subprocess.run([sys.executable, str(SCRIPT), str(root)],
                          capture_output=True, text=True)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def expect(condition, message, result):
    if not condition:
        print(f"FAILED: {message}\n--- stdout\n{result.stdout}"
              f"--- stderr\n{result.stderr}")
        sys.exit(1)


def small_tree(work):
    studio = work / "small" / "app" / "studio"
    write(studio / "low" / "a.hpp", "#pragma once\n")
    write(studio / "high" / "b.hpp", '#pragma once\n#include "low/a.hpp"\n')
    result = check(work / "small")
    expect(result.returncode == 0, "a tree with one way up passes", result)
    write(studio / "low" / "a.cpp", '#include "low/a.hpp"\n'
                                    '#include "high/b.hpp"\n')
    result = check(work / "small")
    expect(result.returncode == 1, "a back edge fails", result)
    expect("high -> low -> high" in result.stdout
           or "low -> high -> low" in result.stdout,
           "the cycle is named", result)
    expect('app/studio/low/a.cpp:2: #include "high/b.hpp"' in result.stdout,
           "the include that closes it is printed", result)


def project_copy(root, work):
    copy = work / "project"
    for part in ("app/studio", "core/include", "core/src"):
        shutil.copytree(root / part, copy / part)
    result = check(copy)
    expect(result.returncode == 0, "the project's copy passes as it is", result)
    # The lowest studio folder reaching for the app: the kind of include
    # that made all nineteen folders one cycle before.
    target = copy / "app/studio/ui/ui_util.hpp"
    lines = target.read_text().splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("#include"))
    lines.insert(at, '#include "application/app.hpp"')
    target.write_text("\n".join(lines) + "\n")
    result = check(copy)
    expect(result.returncode == 1, "ui including the app fails", result)
    line = f'app/studio/ui/ui_util.hpp:{at + 1}: #include "application/app.hpp"'
    expect(line in result.stdout, "the added include is printed", result)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    root = Path(sys.argv[1]).resolve()
    with tempfile.TemporaryDirectory() as temp:
        small_tree(Path(temp))
        project_copy(root, Path(temp))
    print("folder_graph.py passes a layered tree and fails on a back edge")
    return 0


if __name__ == "__main__":
    sys.exit(main())
