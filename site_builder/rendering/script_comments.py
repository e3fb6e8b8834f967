"""The site's own scripts published without their comment lines: a line that holds only a comment
(`// ...`, or a `/* ... */` block with nothing else on its lines) is left out; every other line is
published as written, a comment after code included. The sources keep their comments for the people
who read them; a phone downloads and parses a fifth less of each module.

The scan knows where a comment can be: not inside a string, a template literal (with `${...}`
expressions nested in it) or a regular expression literal (a `/` where an operand may start).
"""
from __future__ import annotations

import pathlib
import re

from ..structure.build_cache import cache_key, kept, source_of

# After these, a `/` starts a regular expression; after anything else (a name, a number, `)`, `]`),
# it divides.
BEFORE_EXPRESSION = set("(,=:[!&|?{};+-*%<>~^") | {""}
KEYWORDS_BEFORE_EXPRESSION = {"return", "typeof", "case", "do", "else", "in", "of", "new", "delete",
                              "void", "throw", "yield", "await", "instanceof"}
WORD = re.compile(r"[A-Za-z_$][\w$]*")


def comment_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of every comment of a script: `//` to the end of its line, `/*` to `*/`."""
    spans: list[tuple[int, int]] = []
    braces: list[int] = []  # for each template literal whose `${` we are in: the `{` opened since
    previous = ""  # the last significant character, or keyword, before this point in code
    index, size = 0, len(text)
    while index < size:
        char = text[index]
        following = text[index + 1] if index + 1 < size else ""
        if char in " \t\r\n":
            index += 1
        elif char == "/" and following == "/":
            end = text.find("\n", index)
            end = size if end < 0 else end
            spans.append((index, end))
            index = end
        elif char == "/" and following == "*":
            end = text.find("*/", index + 2)
            end = size if end < 0 else end + 2
            spans.append((index, end))
            index = end
        elif char == "/" and previous in BEFORE_EXPRESSION | KEYWORDS_BEFORE_EXPRESSION:
            index = _after_regex(text, index)
            previous = "regex"
        elif char in "'\"":
            index = _after_string(text, index)
            previous = "string"
        elif char == "`":
            index = _after_template_text(text, index + 1, braces)
            previous = "template"
        elif char == "}" and braces and braces[-1] == 0:  # the end of a template's `${...}`
            braces.pop()
            index = _after_template_text(text, index + 1, braces)
            previous = "template"
        else:
            word = WORD.match(text, index)
            if word:
                previous = word.group(0)
                index = word.end()
                continue
            if char == "{" and braces:
                braces[-1] += 1
            elif char == "}" and braces:
                braces[-1] -= 1
            previous = char
            index += 1
    return spans


def _after_string(text: str, index: int) -> int:
    quote, index = text[index], index + 1
    while index < len(text) and text[index] not in (quote, "\n"):
        index += 2 if text[index] == "\\" else 1
    return index + 1


def _after_template_text(text: str, index: int, braces: list[int]) -> int:
    """From inside a template literal's text: past its closing backtick, or past a `${` (then in code,
    with a new entry on `braces`)."""
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
        elif char == "`":
            return index + 1
        elif char == "$" and text[index + 1:index + 2] == "{":
            braces.append(0)
            return index + 2
        else:
            index += 1
    return index


def _after_regex(text: str, index: int) -> int:
    index += 1
    in_class = False
    while index < len(text) and text[index] != "\n":
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if char == "[":
            in_class = True
        elif char == "]":
            in_class = False
        elif char == "/" and not in_class:
            index += 1
            while index < len(text) and (text[index].isalnum() or text[index] == "_"):
                index += 1  # the flags
            return index
        index += 1
    return index


def without_comment_lines(text: str, cache_dir: pathlib.Path | None = None) -> str:
    """The script without the lines that hold nothing but a comment (a block comment's every line), as
    an earlier build found it for the same text and code (kept in the build cache's scripts/: the scan
    is the slow part of publishing sixty files; no cache_dir keeps nothing)."""
    key = cache_key(text, source_of(__file__))
    kept_text = kept(cache_dir, "scripts", key, lambda: scanned_without_comment_lines(text).encode("utf-8"))
    return kept_text.decode("utf-8")


def scanned_without_comment_lines(text: str) -> str:
    dropped: set[int] = set()  # line numbers, from 0
    for start, end in comment_spans(text):
        line_start = text.rfind("\n", 0, start) + 1
        line_end = text.find("\n", end)
        line_end = len(text) if line_end < 0 else line_end
        if text[line_start:start].strip() or text[end:line_end].strip():
            continue  # code before or after it on its lines: kept as written
        first = text.count("\n", 0, start)
        dropped.update(range(first, first + text.count("\n", start, end) + 1))
    if not dropped:
        return text
    lines = text.splitlines(keepends=True)
    return "".join(line for number, line in enumerate(lines) if number not in dropped)
