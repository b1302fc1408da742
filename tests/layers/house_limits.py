#!/usr/bin/env python3
"""Two of the house's limits that slipped before (issue 55): App holds at
most 12 data members, and at most 2 studio files name particular
algorithms (Algorithm::AStar, ...): the rest read the core's table
(AlgorithmInfo) so that a new algorithm touches none of them.

  house_limits.py PROJECT_ROOT [--max-members N] [--max-naming N]

Prints what it counted; exits 1 naming what is over its limit."""

import argparse
import pathlib
import re
import sys

MEMBER = re.compile(r"^  (?!using |static |friend |enum |struct |class )"
                    r"[\w:<>, *&]+?[ *&](\w+_)(?: = [^;]*| ?\{[^;]*\})?;\s*(//.*)?$")
NAMED_ALGORITHM = re.compile(r"\bAlgorithm::[A-Z]\w*")


def app_members(root):
    text = (root / "app/studio/application/app.hpp").read_text()
    body = text[text.index("class App "):]
    return [m.group(1) for line in body.splitlines()
            if (m := MEMBER.match(line))]


def files_naming_algorithms(root):
    studio = root / "app/studio"
    return sorted(str(p.relative_to(root)) for p in studio.rglob("*.[ch]pp")
                  if NAMED_ALGORITHM.search(p.read_text()))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("root", type=pathlib.Path)
    parser.add_argument("--max-members", type=int, default=12)
    parser.add_argument("--max-naming", type=int, default=2)
    args = parser.parse_args()
    members = app_members(args.root)
    naming = files_naming_algorithms(args.root)
    print("App's data members (%d): %s" % (len(members), ", ".join(members)))
    print("studio files naming algorithms (%d): %s" % (len(naming), ", ".join(naming)))
    over = []
    if not members:
        over.append("no data member of App found: the pattern no longer reads app.hpp")
    if len(members) > args.max_members:
        over.append("App has %d data members, over %d" % (len(members), args.max_members))
    if len(naming) > args.max_naming:
        over.append("%d studio files name algorithms, over %d" % (len(naming), args.max_naming))
    for problem in over:
        print("FAIL: " + problem)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
