#!/usr/bin/env python3
"""The folders of the core, the CLI and the studio, checked against the
order written in tests/layers/LAYERS.

A folder uses another when one of its files includes a header there, or
when one of its scripts names a file there by a relative path
("$here/../../../app/x"). LAYERS lists the folders lowest first, one layer
a line; a folder may use only folders on lines above its own (below it in
the order), never one on its own line or a later one. The check fails on
any use against that order, on a cycle, on a folder LAYERS does not list
and on a LAYERS entry no files hold, printing the include lines.

    folder_graph.py ROOT                  check (exit 1 on any of those)
    folder_graph.py ROOT --layers         also print the layers the
                                          includes alone would give
    folder_graph.py ROOT --dot            the graph for Graphviz
    folder_graph.py ROOT --diagram        the Layers diagram of
                                          CONTRIBUTING.md, made from LAYERS
    folder_graph.py ROOT --check-diagram  fail unless CONTRIBUTING.md shows
                                          that diagram

ROOT is the project. Folders: each folder under app/studio/ ("studio/ui",
"studio/features/search"; main.cpp is "studio"), app/cli/ ("cli",
"cli/serve"), each concern of the core (core/include/astar/X and
core/src/X are one folder, "core/X"; result.hpp is "core"), the C API and
the packages on it ("core/bindings"), the CMake helpers of the programs
("app/cmake") and the scripts at app/'s top ("app": run, install-deps).
"""

import argparse
import re
import sys
import textwrap
from collections import defaultdict
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SCRIPT_PATH = re.compile(r"(?<![\w.])((?:\.\./)+[\w.-]+(?:/[\w.-]+)*)")
SOURCE_SUFFIXES = {".cpp", ".hpp", ".h"}
SCRIPT_SUFFIXES = {".py", ".sh", ".cmake"}
LAYERS_FILE = Path("tests/layers/LAYERS")
CONTRIBUTING = Path(".github/CONTRIBUTING.md")


class Tree:
    """Where a file or an include lies: (folder, path from the project)."""

    def __init__(self, root):
        self.root = root
        self.studio = root / "app" / "studio"
        self.cli = root / "app" / "cli"
        self.core_include = root / "core" / "include" / "astar"
        self.core_src = root / "core" / "src"
        self.bindings = root / "core" / "bindings"
        # (base, name of its folders, name of its top, depth kept), the
        # first that holds a file wins.
        self.bases = [
            (self.studio, "studio/", "studio", None),
            (self.cli, "cli/", "cli", None),
            (self.core_include, "core/", "core", 1),
            (self.core_src, "core/", "core", 1),
            (self.bindings, "core/bindings", "core/bindings", 0),
            (root / "app" / "cmake", "app/cmake", "app/cmake", 0),
            # Only app/'s own scripts: the packaging under it (web/,
            # windows/, release/) stands on everything and is not checked.
            (root / "app", "app", "app", -1),
        ]

    def files(self):
        seen = set()
        for base, *_ in self.bases:
            if base.is_dir():
                for path in sorted(base.rglob("*")):
                    if path.is_file() and path not in seen:
                        seen.add(path)
                        yield path

    def folder_of(self, path):
        """The folder a file belongs to, or None outside the checked tree."""
        for base, prefix, top, depth in self.bases:
            try:
                parts = path.relative_to(base).parts[:-1]
            except ValueError:
                continue
            if depth == -1:
                return None if parts else top
            if depth == 0 or not parts:
                return top
            return prefix + "/".join(parts[:depth])
        return None

    def roots_for(self, including):
        """The folders the compiler searches for a file's includes, after
        the file's own: each program's include directories."""
        if self.cli in including.parents:
            return [self.cli, self.cli / "serve"]
        if self.studio in including.parents:
            return [self.studio]
        return [self.core_src]

    def resolve(self, including, name):
        """The file an include names, as the compiler looks for it."""
        candidates = [including.parent / name]
        candidates += [root / name for root in self.roots_for(including)]
        if name.startswith("astar/"):
            candidates.append(self.core_include / name[len("astar/"):])
        for candidate in candidates:
            if candidate.is_file():
                return candidate.resolve()
        return None


def is_script(path):
    if path.suffix in SCRIPT_SUFFIXES or path.name == "CMakeLists.txt":
        return True
    if path.suffix:
        return False
    with path.open("rb") as stream:
        return stream.read(2) == b"#!"


def uses_in(tree, path):
    """(line number, line, file used) for each include or script path."""
    text = path.read_text(encoding="utf-8", errors="replace")
    source = path.suffix in SOURCE_SUFFIXES
    if not source and not is_script(path):
        return
    for number, line in enumerate(text.splitlines(), 1):
        if source:
            match = INCLUDE.match(line)
            names = [match.group(1)] if match else []
            targets = [tree.resolve(path, name) for name in names]
        else:
            targets = [(path.parent / name).resolve()
                       for name in SCRIPT_PATH.findall(line)]
        for target in targets:
            if target is not None and target.exists():
                yield number, line.strip(), target


def read_graph(tree):
    """edges[a][b] = the lines by which folder a uses folder b."""
    edges = defaultdict(lambda: defaultdict(list))
    folders = set()
    for path in tree.files():
        source = tree.folder_of(path)
        if source is None:
            continue
        if path.suffix in SOURCE_SUFFIXES or is_script(path):
            folders.add(source)
        for number, line, target_file in uses_in(tree, path):
            target = tree.folder_of(target_file)
            if target is not None and target != source:
                where = path.relative_to(tree.root)
                edges[source][target].append(f"{where}:{number}: {line}")
    return folders, edges


class LayersError(Exception):
    pass


def read_layers(path):
    """[(folders, what they hold)], lowest first, from the LAYERS file."""
    rows, seen = [], {}
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        names, _, note = line.partition(":")
        folders = names.split()
        if not folders:
            raise LayersError(f"{path}:{number}: no folder before ':'")
        for folder in folders:
            if folder in seen:
                raise LayersError(f"{path}:{number}: {folder} is already on "
                                  f"line {seen[folder]}")
            seen[folder] = number
        rows.append((folders, note.strip()))
    return rows


def find_cycle(folders, edges):
    """One cycle as a list of folders [a, b, ..., a], or None."""
    state = {}  # 1: on the current path, 2: done
    path = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, {})):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(folders):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def layers(folders, edges):
    """Each folder's layer: 0 uses nothing, else one above what it uses."""
    level = {}

    def depth(node):
        if node not in level:
            level[node] = 1 + max((depth(n) for n in edges.get(node, {})),
                                  default=-1)
        return level[node]

    for node in folders:
        depth(node)
    by_level = defaultdict(list)
    for node, number in level.items():
        by_level[number].append(node)
    return [sorted(by_level[n]) for n in sorted(by_level)]


def unlisted(rows, folders, layers_path):
    """Messages for folders LAYERS misses and entries no file holds."""
    listed = {f for names, _ in rows for f in names}
    messages = [f"error: the folder {f} is not in {layers_path}: add it to "
                f"the line of its layer (above every folder it uses, below "
                f"every folder that uses it)" for f in sorted(folders - listed)]
    messages += [f"error: {layers_path} lists {f}, which holds no source "
                 f"file: remove or rename it" for f in sorted(listed - folders)]
    return messages


def against_order(rows, edges):
    """[(source, target, lines)] for each use of a folder not below."""
    level = {f: n for n, (names, _) in enumerate(rows) for f in names}
    found = []
    for source in sorted(edges):
        for target in sorted(edges[source]):
            if source in level and target in level \
                    and level[source] <= level[target]:
                found.append((source, target, edges[source][target]))
    return found


def print_against(found, rows, layers_path):
    level = {f: n for n, (names, _) in enumerate(rows) for f in names}
    for source, target, lines in found:
        where = "on the same line" if level[source] == level[target] \
            else "above it"
        print(f"error: {source} uses {target}, {where} in {layers_path} "
              f"({len(lines)} lines):")
        for line in lines:
            print(f"    {line}")


def print_cycle(cycle, edges):
    print("error: the folders use each other in a cycle: "
          + " -> ".join(cycle))
    for source, target in zip(cycle, cycle[1:]):
        lines = edges[source][target]
        print(f"  {source} -> {target} ({len(lines)} include lines):")
        for line in lines:
            print(f"    {line}")


def print_dot(folders, edges):
    print("digraph folders {\n  rankdir=BT; node [shape=box];")
    for source in sorted(folders):
        for target in sorted(edges.get(source, {})):
            print(f'  "{source}" -> "{target}";')
    print("}")


def diagram(rows, width=34):
    """The Layers diagram of CONTRIBUTING.md: the top first, each layer's
    folders, wrapped when long, then what they hold."""
    lines = []
    for folders, note in reversed(rows):
        names = textwrap.wrap(" ".join(folders), 76,
                              subsequent_indent="  ", break_on_hyphens=False)
        if len(names[-1]) >= width:
            names.append("")
        names[-1] = (names[-1].ljust(width) + note).rstrip()
        lines += names
    return "\n".join(lines) + "\n"


def shown_diagram(root):
    """The first fenced block after CONTRIBUTING.md's "## Layers"."""
    text = (root / CONTRIBUTING).read_text()
    _, _, section = text.partition("\n## Layers\n")
    match = re.search(r"^```\n(.*?)^```$", section, re.S | re.M)
    return match.group(1) if match else None


def check_diagram(root, rows):
    want = diagram(rows)
    shown = shown_diagram(root)
    if shown == want:
        print(f"{CONTRIBUTING}'s Layers diagram matches {LAYERS_FILE}")
        return 0
    print(f"error: {CONTRIBUTING}'s Layers diagram differs from "
          f"{LAYERS_FILE}; replace its first block under '## Layers' with "
          f"the output of tests/layers/folder_graph.py . --diagram:\n{want}")
    return 1


def check(tree, rows, layers_path, args):
    folders, edges = read_graph(tree)
    problems = unlisted(rows, folders, layers_path)
    for message in problems:
        print(message)
    cycle = find_cycle(folders, edges)
    if cycle:
        print_cycle(cycle, edges)
    found = against_order(rows, edges)
    print_against(found, rows, layers_path)
    if problems or cycle or found:
        return 1
    if args.dot:
        print_dot(folders, edges)
    elif args.layers:
        for number, names in enumerate(layers(folders, edges)):
            print(f"layer {number}: {' '.join(names)}")
    count = sum(len(t) for t in edges.values())
    print(f"{len(folders)} folders, {count} folder-to-folder uses, each "
          f"down the order of {layers_path}, no cycle",
          file=sys.stderr if args.dot else sys.stdout)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--layers", action="store_true")
    parser.add_argument("--dot", action="store_true")
    parser.add_argument("--diagram", action="store_true")
    parser.add_argument("--check-diagram", action="store_true")
    args = parser.parse_args()
    root = args.root.resolve()
    tree = Tree(root)
    if not tree.studio.is_dir() and not tree.core_src.is_dir():
        print(f"error: {args.root}: no app/studio/ or core/src/ here")
        return 2
    try:
        rows = read_layers(root / LAYERS_FILE)
    except (OSError, LayersError) as error:
        print(f"error: {error}")
        return 2
    if args.diagram:
        print(diagram(rows), end="")
        return 0
    if args.check_diagram:
        return check_diagram(root, rows)
    return check(tree, rows, LAYERS_FILE, args)


if __name__ == "__main__":
    sys.exit(main())
