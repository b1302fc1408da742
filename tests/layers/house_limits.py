#!/usr/bin/env python3
"""Three of the house's limits (issue 55): App holds at most 12 data
members; at most 2 studio files name particular algorithms
(Algorithm::AStar, ...): the rest read the core's table (AlgorithmInfo) so
that a new algorithm touches none of them; and App and the layout
(application/, layout/) name no feature: no include of features/, no type
or command a feature's folder declares, no mode of the list by name. Only
the registration list, application/mode_list.cpp, names the features.

  house_limits.py PROJECT_ROOT [--max-members N] [--max-naming N]
                               [--max-feature-uses N]

Prints what it counted; exits 1 naming what is over its limit."""

import argparse
import pathlib
import re
import sys

MEMBER = re.compile(r"^  (?!using |static |friend |enum |struct |class )"
                    r"[\w:<>, *&]+?[ *&](\w+_)(?: = [^;]*| ?\{[^;]*\})?;\s*(//.*)?$")
NAMED_ALGORITHM = re.compile(r"\bAlgorithm::[A-Z]\w*")
FEATURE_DECL = re.compile(r"^(?:class|struct|enum(?: class)?) (\w+)(?! *;)", re.M)
FEATURE_COMMAND = re.compile(r"inline constexpr CommandSpec (\w+)")
FEATURE_INCLUDE = re.compile(r'#include "features/(\w+)/')
NAMED_MODE = re.compile(r"^  (\w+)& (\w+) = add<", re.M)
MODE_MEMBER = re.compile(r"\bmodes(?:_|\(\))\.(\w+)\b")
WORD = re.compile(r"\b(?:cmd::)?\w+\b")


def feature_names(root):
    """Every type and command a feature's folder declares, with its folder."""
    names = {}
    for header in (root / "app/studio/features").rglob("*.hpp"):
        folder = header.relative_to(root / "app/studio/features").parts[0]
        text = header.read_text()
        for m in FEATURE_DECL.finditer(text):
            names[m.group(1)] = folder
        for m in FEATURE_COMMAND.finditer(text):
            names["cmd::" + m.group(1)] = folder
    return names


def files_that_name_no_feature(root):
    """App and the layout: they reach features only through the Mode
    interface, the registry and the board (the one registration list,
    mode_list.cpp, names them all)."""
    studio = root / "app/studio"
    files = sorted((studio / "application").glob("*.[ch]pp"))
    files += sorted((studio / "layout").glob("*.[ch]pp"))
    return [f for f in files if f.name != "mode_list.cpp"]


def feature_uses(root):
    """(file:line, name, feature) for each feature named where none may be."""
    names = feature_names(root)
    members = {}  # a Modes member named after its mode: modes_.files
    mode_list = root / "app/studio/application/mode_list.hpp"
    for m in NAMED_MODE.finditer(mode_list.read_text()):
        if m.group(1) in names:
            members[m.group(2)] = names[m.group(1)]
    uses = []
    for path in files_that_name_no_feature(root):
        where = str(path.relative_to(root))
        for number, line in enumerate(path.read_text().splitlines(), 1):
            found = [(m.group(1), m.group(1)) for m in FEATURE_INCLUDE.finditer(line)]
            found += [(m.group(0), members[m.group(1)])
                      for m in MODE_MEMBER.finditer(line) if m.group(1) in members]
            if not line.lstrip().startswith("#include"):
                found += [(w, names[w]) for w in WORD.findall(line) if w in names]
            uses += [("%s:%d" % (where, number), name, feature)
                     for name, feature in found]
    return uses


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
    parser.add_argument("--max-feature-uses", type=int, default=0)
    args = parser.parse_args()
    members = app_members(args.root)
    naming = files_naming_algorithms(args.root)
    print("App's data members (%d): %s" % (len(members), ", ".join(members)))
    print("studio files naming algorithms (%d): %s" % (len(naming), ", ".join(naming)))
    uses = feature_uses(args.root)
    features = sorted({feature for _, _, feature in uses})
    print("features App and the layout name (%d): %s; uses (%d):"
          % (len(features), ", ".join(features), len(uses)))
    for where, name, feature in uses:
        print("  %s: %s (features/%s)" % (where, name, feature))
    over = []
    if not members:
        over.append("no data member of App found: the pattern no longer reads app.hpp")
    if len(members) > args.max_members:
        over.append("App has %d data members, over %d" % (len(members), args.max_members))
    if len(naming) > args.max_naming:
        over.append("%d studio files name algorithms, over %d" % (len(naming), args.max_naming))
    if len(uses) > args.max_feature_uses:
        over.append("App and the layout name features %d times, over %d"
                    % (len(uses), args.max_feature_uses))
    if not feature_names(args.root):
        over.append("no feature's type found: the pattern no longer reads features/")
    for problem in over:
        print("FAIL: " + problem)
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
