#!/usr/bin/env python3
"""folder_graph.py fails on every use against tests/layers/LAYERS and
names the line: on a small tree made here (a back edge, an edge within a
layer, a folder LAYERS misses, an entry no file holds), and on a copy of
the project with one use added against the order at a time (a cycle, an
upward include that closes no cycle, the CLI reaching into serve/, a core
script naming app/), and CONTRIBUTING.md's diagram out of step.

    folder_graph_test.py ROOT
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

SCRIPT = Path(__file__).with_name("folder_graph.py")
PARTS = ("app/studio", "app/cli", "app/cmake", "core/include", "core/src",
         "core/bindings", "tests/layers/LAYERS", ".github/CONTRIBUTING.md")


def check(root, *options):
    return subprocess.run([sys.executable, str(SCRIPT), str(root), *options],
                          capture_output=True, text=True)


def write(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def expect(condition, message, result):
    if not condition:
        print(f"FAILED: {message}\n--- stdout\n{result.stdout}"
              f"--- stderr\n{result.stderr}")
        sys.exit(1)


def expect_fails(root, message, *printed):
    result = check(root)
    expect(result.returncode == 1, message + " fails", result)
    for line in printed:
        expect(line in result.stdout, f"{message}: '{line}' is printed",
               result)


def small_tree(work):
    root = work / "small"
    studio = root / "app" / "studio"
    layers = root / "tests" / "layers" / "LAYERS"
    write(layers, "# lowest first\nstudio/low: the bottom\nstudio/high\n")
    write(studio / "low" / "a.hpp", "#pragma once\n")
    write(studio / "high" / "b.hpp", '#pragma once\n#include "low/a.hpp"\n')
    result = check(root)
    expect(result.returncode == 0, "a tree with one way up passes", result)
    write(studio / "low" / "a.cpp", '#include "low/a.hpp"\n'
                                    '#include "high/b.hpp"\n')
    expect_fails(root, "a back edge", "studio/low -> studio/high",
                 "error: studio/low uses studio/high, above it",
                 'app/studio/low/a.cpp:2: #include "high/b.hpp"')
    (studio / "low" / "a.cpp").unlink()
    write(layers, "studio/low studio/high\n")
    expect_fails(root, "an edge within one layer",
                 "error: studio/high uses studio/low, on the same line")
    write(layers, "studio/low\nstudio/high\nstudio/gone\n")
    expect_fails(root, "an entry no file holds",
                 "LAYERS lists studio/gone, which holds no source file")
    write(layers, "studio/low\nstudio/high\n")
    write(studio / "jobs" / "c.hpp", '#include "low/a.hpp"\n')
    expect_fails(root, "a folder LAYERS misses",
                 "error: the folder studio/jobs is not in tests/layers/LAYERS")


def plant(copy, name, text):
    """Adds a line before the first include of a file in the copy; gives
    back the line as the check prints it and a way to take it out."""
    target = copy / name
    original = target.read_text()
    lines = original.splitlines()
    at = next(i for i, line in enumerate(lines)
              if line.startswith(("#include", "exec", "set ")))
    lines.insert(at, text)
    target.write_text("\n".join(lines) + "\n")
    return f"{name}:{at + 1}: {text}", lambda: target.write_text(original)


def project_copy(root, work):
    copy = work / "project"
    for part in PARTS:
        if (root / part).is_dir():
            shutil.copytree(root / part, copy / part)
        else:
            write(copy / part, (root / part).read_text())
    for script in (root / "app").iterdir():
        if script.is_file():
            shutil.copy2(script, copy / "app" / script.name)
    result = check(copy)
    expect(result.returncode == 0, "the project's copy passes as it is", result)
    cases = [
        # The lowest studio folder reaching for the app: a cycle.
        ("app/studio/ui/ui_util.hpp", '#include "application/app.hpp"',
         "studio/ui -> studio/application"),
        # Upward without a cycle: what the old check let through.
        ("core/src/io/map_io.cpp", '#include "astar/teach/algorithm_text.hpp"',
         "error: core/io uses core/teach, above it"),
        ("app/cli/cli_options.hpp", '#include "serve_options.hpp"',
         "error: cli uses cli/serve, above it"),
        ("core/bindings/unity/build-package", 'z=$("$here/../../../app/run")',
         "error: core/bindings uses app, above it"),
    ]
    for name, text, message in cases:
        line, undo = plant(copy, name, text)
        expect_fails(copy, f"{name} with {text}", message, line)
        undo()
    result = check(copy, "--check-diagram")
    expect(result.returncode == 0, "CONTRIBUTING.md's diagram matches", result)
    layers = copy / "tests/layers/LAYERS"
    layers.write_text(layers.read_text().replace("studio/canvas:",
                                                 "studio/canvas: moved:"))
    result = check(copy, "--check-diagram")
    expect(result.returncode == 1 and "studio/canvas" in result.stdout,
           "a diagram out of step with LAYERS fails", result)


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    root = Path(sys.argv[1]).resolve()
    with tempfile.TemporaryDirectory() as temp:
        small_tree(Path(temp))
        project_copy(root, Path(temp))
    print("folder_graph.py passes the project and fails on each use against "
          "tests/layers/LAYERS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
