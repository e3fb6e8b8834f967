"""A line scanner of `.po` text, run before Babel reads a catalog.

Babel's parser is lenient: it reads `msgstr "Contents` (no closing quote) as "Content", keeps the last
of two identical messages, and fails with a traceback on a plural form too many. GNU msgfmt rejects all
of these. This scanner finds them first and names each as `file:line: what is wrong`: quoting of every
string (the `#|` previous-msgid and `#~` obsolete lines too), the order of the keywords, duplicate
messages, and the msgstr[N] of each plural message against the header's Plural-Forms nplurals. Each
problem is data (exceptions.Problem: the file, the line, the text), at the line GNU msgfmt gives it
(tests/site_builder/test_catalog_files.py runs msgfmt on broken catalogs and compares): a string with no
closing quote at the line after it (msgfmt finds the end of the line first), a problem of the header at
its msgstr line, a plural message with too few or too many forms at its msgstr[0] line, a duplicate at
its msgid line (the first definition named by its msgstr line, as msgfmt names it).

It also returns the previous msgids (`#| msgid ...` lines) by the line of the message they precede:
Babel reads them as plain comments, which would then linger after the fuzzy flag is gone.
"""
from __future__ import annotations

import dataclasses
import gettext
import re

from ..exceptions import Problem

KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)(?=[\s\"]|$)\s*(.*)$")
PREVIOUS_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid)(?=[\s\"]|$)\s*(.*)$")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "a": "\a", "b": "\b", "f": "\f",
           "v": "\v", "?": "?", "'": "'"}
UNTERMINATED = "unterminated string"
NPLURALS = re.compile(r"\bnplurals\s*=\s*(\d+)\s*;?")
PLURAL = re.compile(r"\bplural\s*=\s*([^;]+)")


@dataclasses.dataclass
class Entry:
    """One message as written in the file."""

    line: int  # the msgid line (or the first keyword line)
    obsolete: bool
    context: list[str] | None = None
    msgid: list[str] | None = None
    msgid_line: int = 0
    plural: list[str] | None = None
    msgstr: list[str] | None = None  # the singular msgstr, or the header's
    msgstr_line: int = 0  # the line of msgstr, or of msgstr[0]: where msgfmt reports a translation's fault
    forms: list[tuple[int, int]] = dataclasses.field(default_factory=list)  # (index, line) of msgstr[N]
    previous: tuple[str, ...] = ()
    current: list[str] | None = None  # the string continuation lines add to
    id_unread: bool = False  # a string of its msgctxt or msgid is not well formed (reported): no key

    @property
    def has_msgstr(self) -> bool:
        return self.msgstr is not None or bool(self.forms)


@dataclasses.dataclass(frozen=True)
class Scan:
    problems: list[Problem]  # sorted by line
    previous_ids: dict[int, tuple[str, ...]]  # msgid line -> (previous msgid[, previous msgid_plural])
    nplurals: int | None  # from the header's Plural-Forms
    msgstr_lines: dict[int, int] = dataclasses.field(default_factory=dict)  # msgid line -> msgstr line


# A well-formed string whose escapes are all one character long (nearly every string of a catalog):
# read by one match, the same value as the character-by-character reading of _parse_string gives.
SIMPLE_STRING = re.compile(r'"((?:[^"\\]|\\[ntr\\"abfv?\'])*)"')
SIMPLE_ESCAPE = re.compile(r"\\(.)")


def parse_string(text: str) -> tuple[str | None, str | None]:
    """(value, None) for one well-formed C string literal, else (None, what is wrong)."""
    text = text.strip()
    simple = SIMPLE_STRING.fullmatch(text)
    if not simple:
        return _parse_string(text)
    value = simple.group(1)
    if "\\" in value:
        value = SIMPLE_ESCAPE.sub(lambda match: ESCAPES[match.group(1)], value)
    return value, None


def _parse_string(text: str) -> tuple[str | None, str | None]:
    """parse_string of a stripped text, one character at a time: octal and hexadecimal escapes, and
    what is wrong with a string that is not well formed."""
    if not text.startswith('"'):
        return None, f"expected a quoted string, found {text[:20]!r}" if text else "expected a quoted string"
    out = []
    index = 1
    while index < len(text):
        char = text[index]
        if char == "\\":
            if index + 1 >= len(text):
                break
            escaped = text[index + 1]
            if escaped in ESCAPES:
                out.append(ESCAPES[escaped])
                index += 2
                continue
            octal = re.match(r"[0-7]{1,3}", text[index + 1 :])
            if octal:
                out.append(chr(int(octal.group(0), 8)))
                index += 1 + len(octal.group(0))
                continue
            hexa = re.match(r"x([0-9A-Fa-f]{1,2})", text[index + 1 :])
            if hexa:
                out.append(chr(int(hexa.group(1), 16)))
                index += 1 + len(hexa.group(0))
                continue
            return None, f"unknown escape sequence \\{escaped}"
        if char == '"':
            rest = text[index + 1 :].strip()
            if rest:
                return None, f"text after the closing quote: {rest[:20]!r}"
            return "".join(out), None
        out.append(char)
        index += 1
    return None, UNTERMINATED


def decode(data: bytes, where: str) -> tuple[str | None, list[Problem]]:
    """The file's text, or a problem naming the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        text = f"not UTF-8 text (byte 0x{data[error.start]:02x} at column {column})"
        return None, [Problem(text, where, line)]


def quoted(text: str) -> str:
    """A message as a problem cites it: between quotes, its French as written (no \\u202f or \\xa0
    escapes, unlike repr()); only quotes, backslashes and control characters escaped."""
    escaped = text.replace("\\", "\\\\").replace("'", "\\'")
    escaped = re.sub(r"[\x00-\x1f\x7f]", lambda match: repr(match.group(0))[1:-1], escaped)
    return f"'{escaped}'"


def _short(parts: list[str] | None) -> str:
    text = "".join(parts or [])
    return quoted(text if len(text) <= 50 else text[:47] + "...")


def scan_po(text: str, where: str, nplurals: int | None = None) -> Scan:
    """Problems of a .po file's text, each at its file and line. nplurals is used when the header has
    no Plural-Forms (Babel then takes the language's own)."""
    lines = text.splitlines()
    # a last line with no line break after it: a string left open there ends at the end of the file
    scanner = PoScanner(where, len(lines) if lines and not text.endswith(("\n", "\r")) else None)
    for number, raw_line in enumerate(lines, start=1):
        scanner.read_line(number, raw_line.strip())
    scanner.finish()
    return scanner.result(nplurals)


class PoScanner:
    """Reads a .po file line by line into entries, noting each problem at its line."""

    def __init__(self, where: str, open_last_line: int | None = None):
        self.where = where
        self.open_last_line = open_last_line  # the last line, when no line break ends it
        self.problems: list[Problem] = []
        self.entries: list[Entry] = []
        self.entry: Entry | None = None
        self.previous_lines: list[tuple[int, str]] = []  # the `#|` lines before the next msgid

    def problem(self, line: int, text: str) -> None:
        self.problems.append(Problem(text, self.where, line))

    def string_problem(self, line: int, error: str, prefix: str = "") -> None:
        """A string that is not well formed. One with no closing quote is reported where msgfmt reports
        it: at the next line (msgfmt's reader has gone past the line break), or at the end of the file."""
        if error != UNTERMINATED:
            self.problem(line, prefix + error)
        elif line == self.open_last_line:
            self.problem(line, f"{prefix}{UNTERMINATED}: no closing quote before the end of the file")
        else:
            self.problem(line + 1, f"{prefix}{UNTERMINATED}: no closing quote at the end of line {line}")

    # ------------------------------------------------------------ lines

    def read_line(self, number: int, line: str) -> None:
        if not line:
            return
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
            if line.startswith("|"):
                self.previous_line(number, line[1:].strip())
                return
            if not line:
                return
        elif line.startswith("#|"):
            self.previous_comment(number, line[2:].strip())
            return
        elif line.startswith("#"):
            if self.entry is not None and (self.entry.has_msgstr or not self.entry.obsolete):
                self.finish()
            return
        if self.entry is not None and self.entry.obsolete != obsolete and not line.startswith('"'):
            self.finish()
        if line.startswith('"'):
            self.continuation(number, line)
        else:
            self.keyword_line(number, line, obsolete)

    def previous_comment(self, number: int, line: str) -> None:
        """A `#|` line: the previous msgid of the fuzzy message that follows."""
        if self.entry is not None and self.entry.has_msgstr:
            self.finish()
        if self.previous_line(number, line):
            self.previous_lines.append((number, line))

    def previous_line(self, number: int, line: str) -> bool:
        """Check one `#|` line (without its `#|`): a keyword and a string, or a string."""
        match = PREVIOUS_KEYWORD.match(line)
        _, error = parse_string(match.group(2) if match else line)
        if error:
            self.string_problem(number, error, "previous msgid (#|): ")
            return False
        return True

    def continuation(self, number: int, line: str) -> None:
        """A string line that continues the keyword above it."""
        if self.entry is None or self.entry.current is None:
            self.problem(number, "string outside of a message (no msgid or msgstr before it)")
            return
        value = self.string_of(number, line)
        if value is not None:
            self.entry.current.append(value)
        elif self.entry.current is self.entry.msgid or self.entry.current is self.entry.context:
            self.entry.id_unread = True

    def keyword_line(self, number: int, line: str, obsolete: bool) -> None:
        match = KEYWORD.match(line)
        if not match:
            self.problem(number, f"unknown keyword: {line.split()[0][:30]!r}")
            if self.entry is not None:
                self.entry.current = None
            return
        keyword, index, rest = match.groups()
        value = self.string_of(number, rest)
        parts = [value] if value is not None else []
        if keyword in ("msgctxt", "msgid"):
            self.start_message(number, keyword, parts, obsolete)
            self.entry.id_unread = self.entry.id_unread or value is None
        elif self.entry is None or self.entry.msgid is None:
            self.problem(number, f"{keyword} without msgid")
        elif keyword == "msgid_plural":
            self.plural_id(number, parts)
        elif index is None:
            self.singular_msgstr(number, parts)
        else:
            self.plural_msgstr(number, int(index), parts)

    def string_of(self, line: int, raw: str) -> str | None:
        value, error = parse_string(raw)
        if error:
            self.string_problem(line, error)
        return value

    # ------------------------------------------------------------ keywords

    def start_message(self, number: int, keyword: str, parts: list[str], obsolete: bool) -> None:
        entry = self.entry
        if entry is not None and (entry.has_msgstr or keyword == "msgctxt" or entry.msgid is not None):
            self.finish()
        if self.entry is None:
            self.entry = Entry(number, obsolete)
        entry = self.entry
        if keyword == "msgctxt":
            entry.context = entry.current = parts
            return
        entry.msgid, entry.msgid_line, entry.current = parts, number, parts
        if self.previous_lines and not obsolete:
            entry.previous = _previous_id(self.previous_lines)
        self.previous_lines = []

    def plural_id(self, number: int, parts: list[str]) -> None:
        entry = self.entry
        if entry.plural is not None or entry.has_msgstr:
            self.problem(number, "msgid_plural out of place (one, after msgid, before msgstr)")
        entry.plural = entry.current = parts

    def singular_msgstr(self, number: int, parts: list[str]) -> None:
        entry = self.entry
        if entry.plural is not None:
            self.problem(number, "a message with msgid_plural takes msgstr[0], msgstr[1]..., not msgstr")
        elif entry.msgstr is not None:
            self.problem(number, f"msgstr without msgid (msgid {_short(entry.msgid)} above has its msgstr)")
        entry.msgstr = entry.current = parts
        entry.msgstr_line = entry.msgstr_line or number

    def plural_msgstr(self, number: int, index: int, parts: list[str]) -> None:
        entry = self.entry
        if entry.plural is None:  # at the msgid, once, as msgfmt says it: its msgid_plural is missing
            if not entry.forms:
                self.problem(entry.msgid_line, f"msgstr[{index}] in a message without msgid_plural")
        elif entry.msgstr is not None:
            self.problem(number, "msgstr[N] after msgstr")
        entry.forms.append((index, number))
        entry.msgstr_line = entry.msgstr_line or number
        entry.current = parts

    def finish(self) -> None:
        """The message being read is complete."""
        entry = self.entry
        if entry is not None:
            if entry.msgid is None:
                self.problem(entry.line, "msgctxt without msgid")
            elif not entry.has_msgstr:
                self.problem(entry.msgid_line, "msgid without msgstr")
            self.entries.append(entry)
        self.entry = None

    # ------------------------------------------------------------ the whole file

    def result(self, nplurals: int | None) -> Scan:
        header = next(
            (e for e in self.entries if not e.obsolete and e.context is None and e.msgid == [""]), None
        )
        if header is not None:
            nplurals = self.plural_forms(header) or nplurals
        self.check_messages(nplurals, header)
        previous_ids = {e.msgid_line: e.previous for e in self.entries if e.previous}
        msgstr_lines = {e.msgid_line: e.msgstr_line for e in self.entries if not e.obsolete and e.msgstr_line}
        return Scan(sorted(self.problems, key=Problem.sort_key), previous_ids, nplurals, msgstr_lines)

    def plural_forms(self, header: Entry) -> int | None:
        line = header.msgstr_line or header.line  # where msgfmt reports a problem of the header
        for field in "".join(header.msgstr or []).split("\n"):
            name, _, value = field.partition(":")
            if name.strip().lower() != "plural-forms":
                continue
            count, expression = NPLURALS.search(value), PLURAL.search(value)
            if not count or not expression:
                self.problem(line, "Plural-Forms header is not `nplurals=N; plural=EXPR;`")
                return None
            try:
                gettext.c2py(expression.group(1).strip())
            except (ValueError, SyntaxError) as error:
                self.problem(line, f"Plural-Forms header: bad plural expression ({error})")
            return int(count.group(1))
        return None

    def check_messages(self, nplurals: int | None, header: Entry | None = None) -> None:
        """Duplicates, and the plural forms of each plural message."""
        seen: dict[tuple, Entry] = {}
        for item in self.entries:
            if item.obsolete or item.msgid is None or item.id_unread:
                continue
            key = ("".join(item.context) if item.context is not None else None, "".join(item.msgid))
            if key in seen:
                context = f" (msgctxt {key[0]!r})" if key[0] is not None else ""
                first = seen[key]
                self.problem(item.msgid_line, f"duplicate message: msgid {_short(item.msgid)}{context} "
                                              f"is already defined, its msgstr on line "
                                              f"{first.msgstr_line or first.msgid_line}")
            else:
                seen[key] = item
            if item.plural is not None and item.msgstr is None:
                self.check_forms(item, nplurals, header)

    def check_forms(self, item: Entry, nplurals: int | None, header: Entry | None = None) -> None:
        """Each msgstr[N] in order, once, at its line; then, the order right, as many as the header's
        nplurals, or one problem at the message's msgstr[0] line (where msgfmt reports too few or too
        many forms, once it has read the forms in order)."""
        indexes = [index for index, _ in item.forms]
        in_order = True
        for position, (index, line) in enumerate(item.forms):
            if index in indexes[:position]:
                self.problem(line, f"msgstr[{index}] given twice")
            elif index != position:
                self.problem(line, f"msgstr[{index}] out of order (expected msgstr[{position}])")
            else:
                continue
            in_order = False
        if nplurals is None or not in_order:
            return
        says = f"Plural-Forms says nplurals={nplurals}"
        if header is not None and (header.msgstr_line or header.line):
            says += f" (header, line {header.msgstr_line or header.line})"
        line = item.msgstr_line or item.msgid_line
        if len(indexes) > nplurals:
            names = ", ".join(f"msgstr[{index}]" for index in indexes[nplurals:])
            self.problem(line, f"too many plural forms: {names}, {says} (msgstr[0] to "
                               f"msgstr[{nplurals - 1}]; msgid {_short(item.msgid)})")
        elif len(indexes) < nplurals:
            names = ", ".join(f"msgstr[{index}]" for index in range(len(indexes), nplurals))
            self.problem(line, f"too few plural forms: {names} missing, {says} (msgid {_short(item.msgid)})")


def _previous_id(lines: list[tuple[int, str]]) -> tuple[str, ...]:
    """(msgid[, msgid_plural]) of well-formed `#|` lines; the previous msgctxt is not kept."""
    parts: dict[str, list[str]] = {}
    current: list[str] | None = None
    for _, line in lines:
        match = PREVIOUS_KEYWORD.match(line)
        if match:
            current = parts.setdefault(match.group(1), [])
            line = match.group(2)
        value, _ = parse_string(line)
        if current is not None and value is not None:
            current.append(value)
    if "msgid" not in parts:
        return ()
    found = ["".join(parts["msgid"])]
    if "msgid_plural" in parts:
        found.append("".join(parts["msgid_plural"]))
    return tuple(found)
