#!/usr/bin/env python3
"""The folder graph of the studio and the core, derived from their includes.

A folder uses another when one of its files includes a header there. The
folders must form layers: no cycle, so each folder uses only folders below
it. On a cycle this prints the include lines that close it and fails.

    folder_graph.py ROOT                 check (exit 1 on a cycle)
    folder_graph.py ROOT --layers        also print the layers, lowest first
    folder_graph.py ROOT --dot           the graph for Graphviz

ROOT is the project. Folders: each folder under app/studio/, nested ones
on their own ("features/search", "shell/posix"; main.cpp, at the top, is
the folder "studio"), and each concern of the core (core/include/astar/X
and core/src/X are one folder, "core/X"; result.hpp at the top is "core").
"""

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
SOURCE_SUFFIXES = {".cpp", ".hpp", ".h"}


class Tree:
    """Where a file or an include lies: (folder, path from the project)."""

    def __init__(self, root):
        self.root = root
        self.studio = root / "app" / "studio"
        self.core_include = root / "core" / "include" / "astar"
        self.core_src = root / "core" / "src"

    def files(self):
        for base in (self.studio, self.core_include, self.core_src):
            if base.is_dir():
                for path in sorted(base.rglob("*")):
                    if path.suffix in SOURCE_SUFFIXES and path.is_file():
                        yield path

    def folder_of(self, path):
        """The folder a file belongs to, or None outside the checked tree."""
        for base, prefix, top, depth in (
            (self.studio, "", "studio", None),
            (self.core_include, "core/", "core", 1),
            (self.core_src, "core/", "core", 1),
        ):
            try:
                parts = path.relative_to(base).parts[:-1]
            except ValueError:
                continue
            return prefix + "/".join(parts[:depth]) if parts else top
        return None

    def resolve(self, including, name):
        """The file an include names, as the compiler looks for it: beside
        the including file, then from the studio's, the core's private and
        the core's public roots."""
        candidates = [including.parent / name, self.studio / name,
                      self.core_src / name]
        if name.startswith("astar/"):
            candidates.append(self.core_include / name[len("astar/"):])
        for candidate in candidates:
            if candidate.is_file():
                return candidate.resolve()
        return None


def read_graph(tree):
    """edges[a][b] = the include lines by which folder a uses folder b."""
    edges = defaultdict(lambda: defaultdict(list))
    folders = set()
    for path in tree.files():
        source = tree.folder_of(path)
        folders.add(source)
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target_file = tree.resolve(path, match.group(1))
            if target_file is None:
                continue
            target = tree.folder_of(target_file)
            if target is not None and target != source:
                where = path.relative_to(tree.root)
                edges[source][target].append(f"{where}:{number}: {line.strip()}")
    return folders, edges


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--layers", action="store_true")
    parser.add_argument("--dot", action="store_true")
    args = parser.parse_args()
    tree = Tree(args.root.resolve())
    if not tree.studio.is_dir() and not tree.core_src.is_dir():
        print(f"error: {args.root}: no app/studio/ or core/src/ here")
        return 2
    folders, edges = read_graph(tree)
    cycle = find_cycle(folders, edges)
    if cycle:
        print_cycle(cycle, edges)
        return 1
    if args.dot:
        print_dot(folders, edges)
    elif args.layers:
        for number, names in enumerate(layers(folders, edges)):
            print(f"layer {number}: {' '.join(names)}")
    count = sum(len(t) for t in edges.values())
    print(f"{len(folders)} folders, {count} folder-to-folder uses, no cycle",
          file=sys.stderr if args.dot else sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
