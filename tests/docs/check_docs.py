#!/usr/bin/env python3
"""Keeps the manuals true to the programs (standard library only).

  check_docs.py examples SOURCE --cli ASTAR_CLI --studio ASTAR_STUDIO
                [--library LIBASTAR_SO]
      Runs every example of README.md, .github/CONTRIBUTING.md and each MANUAL.md
      and compares what it prints with what the manual shows (--only FILE:
      one document, while writing it).
  check_docs.py options SOURCE --cli ASTAR_CLI --studio ASTAR_STUDIO
      Every --option of `astar-cli help all` appears in app/cli/MANUAL.md,
      and every one of `astar-studio --help` in app/studio/MANUAL.md.
  check_docs.py contributing SOURCE
      Every repository path .github/CONTRIBUTING.md names in backticks exists, and
      its source tree lists every folder there is.
  check_docs.py links SOURCE
      Every relative link of the documents leads to a file that exists, and
      every #anchor to a heading of its document.

The convention (CONTRIBUTING.md, "Examples that are run"):
  - A fenced block whose info string is `console` holds examples. A line
    starting with "$ " is a command; a command line ending in "\\" or "|"
    goes on on the next line. The lines after it, up to the next command,
    are what it prints (standard output and standard error together).
  - In a shown line, "..." stands for any text; a line that is only "..."
    stands for any number of lines. Trailing spaces and trailing empty
    lines do not count.
  - The command must exit 0, unless its output ends with a line
    "(exit status N)".
  - A fenced block whose first line is "# file: NAME" is written to NAME in
    the working folder, for the examples after it (a script, a map).
  - A "$ " line in any other fenced block is an error, so that no example
    can be skipped by mistake.
Each manual's examples run in order, with bash, in a fresh temporary folder
that holds a copy of assets/ and links to tests/data/ and
core/bindings/python/ (so that `assets/demo.png` and
`tests/data/movingai/arena.map` resolve), and where `astar-cli`,
`astar-studio` and $ASTAR_LIBRARY are the programs under test.
"""

import argparse
import functools
import os
import re
import shutil
import subprocess
import sys
import tempfile

TIMEOUT_SECONDS = 300
FENCE = re.compile(r"^(\s*)(`{3,}|~{3,})\s*([^`\s]*)")
FILE_BLOCK = re.compile(r"^# file: (\S+)$")
EXIT_LINE = re.compile(r"^\(exit status (\d+)\)$")
OPTION = re.compile(r"--[a-z][a-z0-9-]*")
# What the examples find in their working folder, by the source tree's paths.
COPIED = ["assets"]
LINKED = ["tests/data", "core/bindings/python"]


class Block:
    """A fenced block: its info string, where it opens, its lines."""

    def __init__(self, info, line, lines):
        self.info = info
        self.line = line  # 1-based line number of the opening fence
        self.lines = lines  # without the fence's own indentation


def fenced_blocks(text, name):
    """Every fenced block of document `name`, in order."""
    blocks = []
    open_fence = None
    for number, line in enumerate(text.splitlines(), start=1):
        if open_fence is None:
            match = FENCE.match(line)
            if match:
                indent, fence, info = match.groups()
                open_fence = (len(indent), fence, Block(info, number, []))
            continue
        indent, fence, block = open_fence
        stripped = line.strip()
        if stripped.startswith(fence[0] * len(fence)) and set(stripped) == {fence[0]}:
            blocks.append(block)
            open_fence = None
            continue
        # Content is indented like its fence inside a list item.
        cut = len(line) - len(line.lstrip(" "))
        block.lines.append(line[min(indent, cut):])
    if open_fence is not None:
        raise DocError(f"{name}:{open_fence[2].line}: a fenced block never closes")
    return blocks


class DocError(Exception):
    pass


class Example:
    def __init__(self, line, command):
        self.line = line
        self.command = command
        self.expected = []
        self.exit_status = 0


def examples_of(block, name):
    """The examples of a ```console block of document `name`."""
    examples = []
    continued = False  # the last command line ended in "\\" or "|"
    for offset, line in enumerate(block.lines, start=1):
        number = block.line + offset
        if continued:
            examples[-1].command += "\n" + line
        elif line.startswith("$ "):
            examples.append(Example(number, line[2:]))
        elif not examples:
            raise DocError(f"{name}:{number}: a console block starts with "
                           "output; its first line must be a '$ ' command")
        else:
            examples[-1].expected.append(line.rstrip())
            continue
        continued = line.rstrip().endswith(("\\", "|"))
    for example in examples:
        while example.expected and not example.expected[-1]:
            example.expected.pop()
        if example.expected:
            status = EXIT_LINE.match(example.expected[-1])
            if status:
                example.exit_status = int(status.group(1))
                example.expected.pop()
    return examples


def line_matches(pattern, actual):
    """`pattern` with each "..." standing for any text. Taking every middle
    part at its leftmost place is right for such patterns, and linear (a
    regular expression would backtrack for ages on a long line that fails)."""
    parts = pattern.split("...")
    if len(parts) == 1:
        return pattern == actual
    first, *middle, last = parts
    if not actual.startswith(first) or len(actual) < len(first) + len(last):
        return False
    at, end = len(first), len(actual) - len(last)
    if not actual.endswith(last):
        return False
    for part in middle:
        found = actual.find(part, at, end)
        if found < 0:
            return False
        at = found + len(part)
    return True


def output_matches(expected, actual):
    @functools.lru_cache(maxsize=None)
    def match(i, j):
        if i == len(expected):
            return j == len(actual)
        if expected[i] == "...":
            return match(i + 1, j) or (j < len(actual) and match(i, j + 1))
        return (j < len(actual) and line_matches(expected[i], actual[j])
                and match(i + 1, j + 1))

    return match(0, 0)


def first_difference(expected, actual):
    """What to show first of a mismatch: where a line-by-line reading goes
    wrong before any "..." line, else the first shown line that no printed
    line matches."""
    for index, pattern in enumerate(expected):
        if pattern == "...":
            break
        got = actual[index] if index < len(actual) else "(no more lines)"
        if not line_matches(pattern, got):
            return f"line {index + 1} of the output", pattern, got
    for pattern in expected:
        if pattern != "..." and not any(line_matches(pattern, got) for got in actual):
            return "a shown line", pattern, "(no printed line matches it)"
    return None


class Workspace:
    """A temporary working folder where the manuals' paths resolve."""

    def __init__(self, source, cli, studio, library):
        self.root = tempfile.mkdtemp(prefix="astar-docs-")
        # Copies where a program may write beside its input (the studio's
        # file dialog saves a relative name beside the document); the test
        # data only by a link, as it is large and nothing writes there.
        for name in COPIED:
            shutil.copytree(os.path.join(source, name), os.path.join(self.root, name))
        for name in LINKED:
            os.makedirs(os.path.dirname(os.path.join(self.root, name)), exist_ok=True)
            os.symlink(os.path.join(source, name), os.path.join(self.root, name))
        self.bin = os.path.join(self.root, ".bin")
        os.mkdir(self.bin)
        for name, program in (("astar-cli", cli), ("astar-studio", studio)):
            if program:
                os.symlink(os.path.abspath(program), os.path.join(self.bin, name))
        # An example's `python3` is the interpreter running this check (the
        # system's, which has numpy), not whichever comes first on PATH.
        os.symlink(sys.executable, os.path.join(self.bin, "python3"))
        self.env = dict(os.environ)
        self.env["PATH"] = self.bin + os.pathsep + self.env.get("PATH", "")
        self.env["SDL_VIDEODRIVER"] = "offscreen"
        self.env["LC_ALL"] = "C.UTF-8"
        # The Python binding's examples load the library under test and
        # leave no __pycache__ in the source tree.
        if library:
            self.env["ASTAR_LIBRARY"] = os.path.abspath(library)
        self.env["PYTHONDONTWRITEBYTECODE"] = "1"
        for variable in ("XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            self.env[variable] = os.path.join(self.root, ".xdg", variable.lower())
            os.makedirs(self.env[variable])

    def write(self, name, lines, where):
        if os.path.isabs(name) or ".." in name.split("/"):
            raise DocError(f"{where}: '# file: {name}' must name a file inside "
                           "the working folder")
        path = os.path.join(self.root, name)
        if any(name == link or name.startswith(link + "/") for link in LINKED):
            raise DocError(f"{where}: '# file: {name}' would write into the "
                           "source tree")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")

    def run(self, command):
        try:
            done = subprocess.run(
                ["bash", "-o", "pipefail", "-c", command], cwd=self.root,
                env=self.env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT, timeout=TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired as timeout:
            output = (timeout.stdout or b"").decode("utf-8", "replace")
            return None, output
        return done.returncode, done.stdout.decode("utf-8", "replace")

    def close(self):
        shutil.rmtree(self.root, ignore_errors=True)


def report(name, example, status, output):
    actual = [line.rstrip() for line in output.splitlines()]
    while actual and not actual[-1]:
        actual.pop()
    problems = []
    if status is None:
        problems.append(f"did not finish within {TIMEOUT_SECONDS} s")
    elif status != example.exit_status:
        problems.append(f"exit status {status}, the manual shows "
                        f"{example.exit_status}")
    if not output_matches(tuple(example.expected), tuple(actual)):
        problems.append("its output differs from the manual's")
    if not problems:
        return True
    print(f"FAIL {name}:{example.line}: {'; '.join(problems)}")
    print(f"  command: {example.command}")
    difference = first_difference(example.expected, actual)
    if difference:
        where, pattern, got = difference
        print(f"  first difference ({where}):")
        print(f"    manual:  {pattern}")
        print(f"    printed: {got}")
    print("  the manual shows:")
    for line in example.expected or ["(no output)"]:
        print(f"    | {line}")
    print("  the program printed:")
    for line in actual[:80] or ["(no output)"]:
        print(f"    | {line}")
    if len(actual) > 80:
        print(f"    | ... ({len(actual) - 80} more lines)")
    return False


def documents(source):
    """README.md, CONTRIBUTING.md and every MANUAL.md, by relative path."""
    found = ["README.md", ".github/CONTRIBUTING.md"]
    for folder, dirs, files in os.walk(source):
        dirs[:] = sorted(d for d in dirs if not d.startswith((".", "build"))
                         and d != "__pycache__")
        if "MANUAL.md" in files:
            found.append(os.path.relpath(os.path.join(folder, "MANUAL.md"), source))
    return found


def check_document(source, name, cli, studio, library):
    """(examples checked, examples failed) for one document."""
    with open(os.path.join(source, name), encoding="utf-8") as file:
        blocks = fenced_blocks(file.read(), name)
    has_console = any(block.info == "console" for block in blocks)
    workspace = Workspace(source, cli, studio, library)
    checked = failed = 0
    try:
        for block in blocks:
            where = f"{name}:{block.line}"
            if block.lines and FILE_BLOCK.match(block.lines[0]):
                workspace.write(FILE_BLOCK.match(block.lines[0]).group(1),
                                block.lines[1:], where)
                continue
            if block.info != "console":
                for offset, line in enumerate(block.lines, start=1):
                    if line.startswith("$ "):
                        raise DocError(
                            f"{name}:{block.line + offset}: a '$ ' command in a "
                            f"'{block.info or 'plain'}' block is never run; "
                            "put examples in a ```console block")
                continue
            for example in examples_of(block, name):
                status, output = workspace.run(example.command)
                checked += 1
                if not report(name, example, status, output):
                    failed += 1
    finally:
        workspace.close()
    print(f"{name}: {checked} examples checked, {failed} failed")
    if has_console and checked == 0:
        raise DocError(f"{name} has console blocks but no example was found "
                       "in them")
    return checked, failed


def check_examples(args):
    total = failures = 0
    for name in args.only or documents(args.source):
        path = os.path.join(args.source, name)
        if not os.path.isfile(path):
            raise DocError(f"{name} is missing")
        checked, failed = check_document(args.source, name, args.cli, args.studio,
                                         args.library)
        total += checked
        failures += failed
    print(f"{total} examples checked, {failures} failed")
    if total == 0:
        raise DocError("no example found at all")
    return failures == 0


def options_of(program, *arguments):
    done = subprocess.run([program, *arguments], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, timeout=60,
                          env=dict(os.environ, SDL_VIDEODRIVER="offscreen"))
    return done.returncode, set(OPTION.findall(done.stdout.decode("utf-8", "replace")))


def missing_options(options, manual_path):
    with open(manual_path, encoding="utf-8") as file:
        text = file.read()
    return sorted(option for option in options
                  if not re.search(re.escape(option) + r"(?![a-z0-9-])", text))


def check_options(args):
    status, cli_options = options_of(args.cli, "help", "all")
    asked = "astar-cli help all"
    if status != 0:
        status, cli_options = options_of(args.cli, "--help")
        asked = "astar-cli --help"
    if status != 0 or len(cli_options) < 10:
        raise DocError(f"{asked} exited {status} and named "
                       f"{len(cli_options)} options")
    checks = [(asked, cli_options, "app/cli/MANUAL.md")]
    status, studio_options = options_of(args.studio, "--help")
    if status != 0 or len(studio_options) < 10:
        raise DocError(f"astar-studio --help exited {status} and named "
                       f"{len(studio_options)} options")
    checks.append(("astar-studio --help", studio_options, "app/studio/MANUAL.md"))
    good = True
    for asked, options, manual in checks:
        missing = missing_options(options, os.path.join(args.source, manual))
        print(f"{asked}: {len(options)} options, {len(missing)} missing from {manual}")
        for option in missing:
            print(f"FAIL {manual} never mentions {option} (from {asked})")
            good = False
    return good


def expand_braces(text):
    match = re.search(r"\{([^{}]*)\}", text)
    if not match:
        return [text]
    head, tail = text[:match.start()], text[match.end():]
    return [path for choice in match.group(1).split(",")
            for path in expand_braces(head + choice + tail)]


def top_level_names(source):
    return {name for name in os.listdir(source)
            if not name.startswith("build") and name not in (".git",)}


def backticked_paths(text, top):
    """Repository paths named in `backticks` outside fenced blocks."""
    paths = []
    in_fence = False
    for number, line in enumerate(text.splitlines(), start=1):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        if in_fence:
            continue
        for span in re.findall(r"`([^`\s]+)`", line):
            if "<" in span or "*" in span:
                continue
            first = span.split("/")[0]
            if first in top and ("/" in span or "." in span):
                paths.extend((number, path) for path in expand_braces(span))
    return paths


def tree_entries(text):
    """(line, path, is_folder) of each entry of the ```tree block."""
    blocks = [block for block in fenced_blocks(text, ".github/CONTRIBUTING.md")
              if block.info == "tree"]
    if len(blocks) != 1:
        raise DocError(f".github/CONTRIBUTING.md needs one ```tree block, it has {len(blocks)}")
    entries, parents = [], []  # parents: (indent, path) of open folders
    for offset, line in enumerate(blocks[0].lines, start=1):
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        name = line.split()[0]
        while parents and parents[-1][0] >= indent:
            parents.pop()
        path = (parents[-1][1] if parents else "") + name
        entries.append((blocks[0].line + offset, path.rstrip("/"), name.endswith("/")))
        if name.endswith("/"):
            parents.append((indent, path))
    return entries


def folders_under(source, root, depth):
    found = []
    base = os.path.join(source, root)
    for folder, dirs, _ in os.walk(base):
        dirs[:] = [d for d in dirs if not d.startswith(".") and d != "__pycache__"]
        relative = os.path.relpath(folder, source)
        if folder != base and relative.count("/") - root.rstrip("/").count("/") <= depth:
            found.append(relative)
    return sorted(found)


def check_contributing(args):
    name = ".github/CONTRIBUTING.md"
    with open(os.path.join(args.source, name), encoding="utf-8") as file:
        text = file.read()
    good = True
    named = backticked_paths(text, top_level_names(args.source))
    for number, path in named:
        if not os.path.exists(os.path.join(args.source, path)):
            print(f"FAIL {name}:{number}: `{path}` does not exist")
            good = False
    entries = tree_entries(text)
    listed = set()
    for number, path, is_folder in entries:
        full = os.path.join(args.source, path)
        if not (os.path.isdir(full) if is_folder else os.path.isfile(full)):
            kind = "folder" if is_folder else "file"
            print(f"FAIL {name}:{number}: the tree lists the {kind} {path}, "
                  "which does not exist")
            good = False
        if is_folder:
            listed.add(path)
    roots = ["app/studio", "core/src", "core/include/astar", "tests"]
    required = [folder for root in roots for folder in folders_under(args.source, root, 2)]
    for folder in sorted(set(required)):
        if folder not in listed:
            print(f"FAIL {name}: the source tree leaves out {folder}/")
            good = False
    print(f"{name}: {len(named)} backticked paths, {len(entries)} tree entries, "
          f"{len(set(required))} folders that must be listed")
    return good


def heading_anchors(text):
    """The anchors GitHub gives the headings of a document."""
    anchors = set()
    in_fence = False
    for line in text.splitlines():
        if FENCE.match(line):
            in_fence = not in_fence
        elif not in_fence and re.match(r"^#{1,6} ", line):
            title = line.lstrip("#").strip().lower()
            anchors.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return anchors


def check_links(args):
    good, count = True, 0
    for name in documents(args.source):
        with open(os.path.join(args.source, name), encoding="utf-8") as file:
            text = file.read()
        for number, line in enumerate(text.splitlines(), start=1):
            for link in re.findall(r"\]\(([^)\s]+)\)", line):
                if re.match(r"^[a-z]+:", link):
                    continue
                count += 1
                target, _, anchor = link.partition("#")
                path = os.path.normpath(os.path.join(
                    args.source, os.path.dirname(name), target)) if target else \
                    os.path.join(args.source, name)
                if not os.path.exists(path):
                    print(f"FAIL {name}:{number}: the link {link} leads nowhere")
                    good = False
                elif anchor and path.endswith(".md"):
                    with open(path, encoding="utf-8") as file:
                        anchors = heading_anchors(file.read())
                    if anchor not in anchors:
                        print(f"FAIL {name}:{number}: no heading of {target or name} "
                              f"has the anchor #{anchor}")
                        good = False
    print(f"{count} links checked")
    return good


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("check", choices=["examples", "options", "contributing", "links"])
    parser.add_argument("source", help="the source tree")
    parser.add_argument("--cli", help="the astar-cli under test")
    parser.add_argument("--studio", help="the astar-studio under test")
    parser.add_argument("--library", help="the libastar.so under test (ASTAR_LIBRARY)")
    parser.add_argument("--only", action="append", default=[],
                        help="examples: check this document only (repeatable)")
    args = parser.parse_args()
    args.source = os.path.abspath(args.source)
    if args.check in ("examples", "options") and not (args.cli and args.studio):
        parser.error(f"{args.check} needs --cli and --studio")
    try:
        for flag, program in (("--cli", args.cli), ("--studio", args.studio),
                              ("--library", args.library)):
            if program and not os.path.isfile(program):
                raise DocError(f"{flag} {program}: no such file (build it first)")
        good = {"examples": check_examples, "options": check_options,
                "contributing": check_contributing, "links": check_links}[args.check](args)
    except DocError as error:
        print(f"FAIL {error}")
        return 1
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
