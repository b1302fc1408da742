#!/usr/bin/env python3
"""Writes a man page (roff, man macros) from a program's own help text.

Run at build time by astar_man_page() (man_page.cmake) on the built
program, so the page says what the program says and cannot drift:

    man_page.py --output astar-cli.1 --source "astar-studio 0.1.0" \\
        --see-also astar-studio -- build/app/cli/astar-cli help all

The help text follows the layout both programs print:

    PROG: what it is                    -> NAME
                                           (a blank line)
    Unindented paragraphs               -> DESCRIPTION (before any heading),
                                           NOTES (after one)
    usage: PROG [ARGS]                  -> SYNOPSIS (continuation lines
           [MORE]                          start with '[')
    heading (a note):                   -> a section HEADING, the note its
                                           first paragraph; 'usage:' makes
                                           SYNOPSIS and COMMANDS instead
      TERM    description               -> an entry: TERM at two spaces,
              more description             then its description, on the
                deeper lines kept as is    same line after two spaces or
                                           below; deeper lines keep their
                                           layout

Anything else is an error that stops the build, so a change of layout in
the help is noticed rather than rendered wrongly. Only the Python 3
standard library is used.
"""

import argparse
import re
import subprocess
import sys

OPTION = r"(?<![\w-])--?[A-Za-z][A-Za-z0-9-]*"
# Placeholders in a usage or option term: MAP, X,Y, FILE.scen, OUT.
PLACEHOLDER = r"(?<![\w'])[A-Z][A-Z0-9_]*(?![\w'])"


class HelpError(Exception):
    pass


class Entry:
    def __init__(self, term, line_number):
        self.term = term
        self.line_number = line_number
        self.description = []  # (indent, text)


class Section:
    def __init__(self, name, note=""):
        self.name = name
        self.note = note
        self.entries = []


# Where join() glued two lines at a '|': roff may break the line there.
BREAK_POINT = "\0"
# A space inside [...] in a synopsis: the line does not break there.
KEEP_SPACE = "\1"


def escape(text):
    """Text for a roff text line: backslashes and dashes made literal."""
    return (text.replace("\\", "\\e").replace("-", "\\-")
            .replace(BREAK_POINT, "\\:").replace(KEEP_SPACE, "\\ "))


def styled(text, placeholders):
    """Options in bold and, in terms, placeholders in italics."""
    pattern = OPTION + ("|" + PLACEHOLDER if placeholders else "")
    out, at = [], 0
    for match in re.finditer(pattern, text):
        out.append(escape(text[at:match.start()]))
        font = "B" if match.group(0).startswith("-") else "I"
        out.append("\\f" + font + escape(match.group(0)) + "\\fR")
        at = match.end()
    out.append(escape(text[at:]))
    return "".join(out)


def text_line(roff):
    """A roff text line; one starting with '.' or ' would be a request."""
    return "\\&" + roff if roff[:1] in (".", "'") else roff


def indent_of(line):
    return len(line) - len(line.lstrip(" "))


class Parser:
    def __init__(self, text):
        self.lines = text.rstrip("\n").split("\n")
        self.name = self.summary = None
        self.synopsis = []
        self.description = []
        self.notes = []
        self.sections = []
        self.commands = None  # the 'usage:' section, when there is one
        self.entry = None
        self.paragraph = None

    def fail(self, number, why):
        raise HelpError("help line %d: %s: '%s'" %
                        (number + 1, why, self.lines[number]))

    def parse(self):
        title = re.fullmatch(r"(\S+): (.+)", self.lines[0])
        if not title:
            self.fail(0, "expected 'PROGRAM: what it is'")
        self.name, self.summary = title.groups()
        number = 1
        while number < len(self.lines):
            number = self.parse_line(number)
        return self

    def parse_line(self, number):
        line = self.lines[number]
        if not line.strip():
            self.entry = self.paragraph = None
            return number + 1
        if indent_of(line) == 0:
            self.entry = None
            return self.parse_unindented(number)
        if indent_of(line) == 2:
            return self.parse_entry(number)
        if self.entry is None:
            self.fail(number, "an indented line outside an entry")
        self.entry.description.append((indent_of(line), line.strip()))
        return number + 1

    def parse_unindented(self, number):
        line = self.lines[number]
        after_blank = not self.lines[number - 1].strip()
        if line.startswith("usage: "):
            term, number = self.term_lines(line[len("usage: "):], number + 1)
            self.synopsis.append(term)
            self.sections.append(Section("OPTIONS"))
            return number
        if line.endswith(":") and after_blank and self.paragraph is None:
            self.start_section(line[:-1], number)
            return number + 1
        if self.paragraph is None:
            self.paragraph = []
            (self.notes if self.sections else self.description).append(
                self.paragraph)
        self.paragraph.append(line)
        return number + 1

    def start_section(self, heading, number):
        found = re.fullmatch(r"([^(]+?)(?: \((.+)\))?", heading)
        if not found:
            self.fail(number, "a heading must be 'heading (a note):'")
        title, note = found.group(1), found.group(2) or ""
        section = Section(title.upper(), note)
        if title == "usage":
            if self.commands is not None:
                self.fail(number, "a second 'usage:'")
            self.commands = section
        else:
            self.sections.append(section)

    def term_lines(self, first, number):
        """A term and the lines continuing it: those starting with '['."""
        term = first.strip()
        while (number < len(self.lines) and
               self.lines[number].strip().startswith("[") and
               indent_of(self.lines[number]) > 2):
            term += " " + self.lines[number].strip()
            number += 1
        return term, number

    def parse_entry(self, number):
        line = self.lines[number]
        section = self.commands if self.commands and not self.sections \
            else (self.sections[-1] if self.sections else None)
        if section is None:
            self.fail(number, "an entry before any heading or usage line")
        split = re.match(r"  (\S.*?)( {2,})(\S.*)$", line)
        if split:
            self.entry = Entry(split.group(1), number)
            self.entry.description.append(
                (len(line) - len(split.group(3)), split.group(3)))
            number += 1
        else:
            term, after = self.term_lines(line, number + 1)
            self.entry = Entry(term, number)
            number = after
        section.entries.append(self.entry)
        return number


def described(description):
    """roff lines for an entry's description: lines at its first line's
    indent (or less) are filled as a paragraph; deeper lines, as the gen
    command's table of generators, keep their layout, pulled a little to the
    left so that they fit in 80 columns as they do in the help."""
    if not description:
        return []
    base = description[0][0]
    out, words, block = [], [], []
    for indent, text in description + [(base, None)]:
        if indent > base:
            if words:
                out.append(text_line(styled(join(words), False)))
                words = []
            block.append((indent, text))
            continue
        if block:
            out += kept(block)
            block = []
        if text is not None:
            words.append(text)
    if words:
        out.append(text_line(styled(join(words), False)))
    return out


def kept(block):
    """A block of lines in no-fill mode, indented as in the help."""
    least = min(indent for indent, _ in block)
    return ([".in -2n", ".nf"] +
            [text_line(" " * (indent - least) + styled(text, False))
             for indent, text in block] + [".fi", ".in +2n"])


def join(lines):
    """Lines of one paragraph as one; a line ending in '|' continues a list
    of choices, so no space is put after it (but a line may break there)."""
    text = ""
    for line in lines:
        if not text:
            text = line
        elif text.endswith("|"):
            text += BREAK_POINT + line
        else:
            text += " " + line
    return text


def command_name(term, program):
    """'astar-cli scen-gen MAP N ...' -> 'scen-gen'; 'astar-cli --version'
    -> '--version' (an option that stands alone, as a command does)."""
    words = term.split()
    if not words or words[0] != program:
        return None
    if len(words) == 2 and re.fullmatch(r"--[a-z][a-z0-9-]*", words[1]):
        return words[1]
    name = []
    for word in words[1:]:
        if not re.fullmatch(r"[a-z][a-z0-9-]*", word):
            break
        name.append(word)
    return " ".join(name) or None


def bracketed_spaces_kept(term):
    """'[--goal X,Y]' stays on one line of the synopsis."""
    out, depth = [], 0
    for char in term:
        depth += {"[": 1, "]": -1}.get(char, 0)
        out.append(KEEP_SPACE if char == " " and depth > 0 else char)
    return "".join(out)


def synopsis_line(term, program):
    term = bracketed_spaces_kept(term)
    command = command_name(term, program)
    lead = program + (" " + command if command else "")
    return text_line("\\fB" + escape(lead) + "\\fR" +
                     styled(term[len(lead):], True))


def render(page, source, see_also):
    out = [".TH %s 1 \"\" \"%s\" \"User Commands\"" %
           (escape(page.name.upper()), escape(source)),
           ".nh", ".ad l",
           ".SH NAME", "%s \\- %s" % (escape(page.name), escape(page.summary)),
           ".SH SYNOPSIS", ".in +4n"]
    terms = page.synopsis + [e.term for e in
                             (page.commands.entries if page.commands else [])]
    if not terms:
        raise HelpError("the help has no usage")
    for term in terms:
        out += [".ti -4n", synopsis_line(term, page.name), ".br"]
    out.append(".in")
    if page.description:
        out.append(".SH DESCRIPTION")
        for paragraph in page.description:
            out += [".PP", text_line(styled(join(paragraph), False))]
    if page.commands:
        out.append(".SH COMMANDS")
        for entry in page.commands.entries:
            name = command_name(entry.term, page.name)
            if name is None:
                raise HelpError("help line %d: no command in '%s'" %
                                (entry.line_number + 1, entry.term))
            out += [".TP", "\\fB" + escape(name) + "\\fR"]
            out += described(entry.description)
    for section in page.sections:
        out += render_section(section)
    if page.notes:
        out.append(".SH NOTES")
        for paragraph in page.notes:
            out += [".PP", text_line(styled(join(paragraph), False))]
    if see_also:
        out += [".SH SEE ALSO",
                ", ".join("\\fB%s\\fR(1)" % escape(s) for s in see_also)]
    return "\n".join(out) + "\n"


def render_section(section):
    if not section.entries:
        raise HelpError("the section %s has no entries" % section.name)
    out = [".SH " + escape(section.name)]
    if section.note:
        out += [".PP", text_line(styled("(" + section.note + ")", False))]
    for entry in section.entries:
        out += [".TP", text_line(styled(entry.term, True))]
        out += described(entry.description)
    return out


def main():
    arguments = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    arguments.add_argument("--output", required=True)
    arguments.add_argument("--source", required=True,
                           help="the package and version, for the footer")
    arguments.add_argument("--see-also", action="append", default=[])
    arguments.add_argument("command", nargs="+",
                           help="the program and the arguments that make it "
                                "print its whole help")
    options = arguments.parse_args()
    run = subprocess.run(options.command, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True)
    if run.returncode != 0 or not run.stdout:
        sys.exit("man_page.py: '%s' exited %d: %s" %
                 (" ".join(options.command), run.returncode, run.stderr))
    try:
        page = Parser(run.stdout).parse()
        roff = render(page, options.source, options.see_also)
    except HelpError as error:
        sys.exit("man_page.py: %s: %s" % (" ".join(options.command), error))
    with open(options.output, "w", encoding="utf-8") as file:
        file.write(roff)


if __name__ == "__main__":
    main()
