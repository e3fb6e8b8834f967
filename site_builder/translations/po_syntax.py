"""A line scanner of `.po` text, run before Babel reads a catalog.

Babel's parser is lenient: it reads `msgstr "Contents` (no closing quote) as "Content", keeps the last
of two identical messages, and fails with a traceback on a plural form too many. GNU msgfmt rejects all
of these. This scanner finds them first and names each as `file:line: what is wrong`: quoting of every
string (the `#|` previous-msgid and `#~` obsolete lines too), the order of the keywords, duplicate
messages, and the msgstr[N] of each plural message against the header's Plural-Forms nplurals.

It also returns the previous msgids (`#| msgid ...` lines) by the line of the message they precede:
Babel reads them as plain comments, which would then linger after the fuzzy flag is gone.
"""
from __future__ import annotations

import dataclasses
import gettext
import re

KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)(?=[\s\"]|$)\s*(.*)$")
PREVIOUS_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid)(?=[\s\"]|$)\s*(.*)$")
ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "a": "\a", "b": "\b", "f": "\f",
           "v": "\v", "?": "?", "'": "'"}
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
    forms: list[tuple[int, int]] = dataclasses.field(default_factory=list)  # (index, line) of msgstr[N]
    previous: tuple[str, ...] = ()
    current: list[str] | None = None  # the string continuation lines add to

    @property
    def has_msgstr(self) -> bool:
        return self.msgstr is not None or bool(self.forms)


@dataclasses.dataclass(frozen=True)
class Scan:
    problems: list[str]
    previous_ids: dict[int, tuple[str, ...]]  # msgid line -> (previous msgid[, previous msgid_plural])
    nplurals: int | None  # from the header's Plural-Forms


def parse_string(text: str) -> tuple[str | None, str | None]:
    """(value, None) for one well-formed C string literal, else (None, what is wrong)."""
    text = text.strip()
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
    return None, "unterminated string (no closing quote on this line)"


def decode(data: bytes, where: str) -> tuple[str | None, list[str]]:
    """The file's text, or a `file:line:` problem naming the first byte that is not UTF-8."""
    try:
        return data.decode("utf-8"), []
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        column = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        return None, [f"{where}:{line}: not UTF-8 text (byte 0x{data[error.start]:02x} at column {column})"]


def _short(parts: list[str] | None) -> str:
    text = "".join(parts or [])
    return repr(text if len(text) <= 50 else text[:47] + "...")


def _plural_forms(header: Entry, where: str, problems: list[str]) -> int | None:
    text = "".join(header.msgstr or [])
    for field in text.split("\n"):
        name, _, value = field.partition(":")
        if name.strip().lower() != "plural-forms":
            continue
        count, expression = NPLURALS.search(value), PLURAL.search(value)
        if not count or not expression:
            problems.append(f"{where}:{header.line}: Plural-Forms header is not `nplurals=N; plural=EXPR;`")
            return None
        try:
            gettext.c2py(expression.group(1).strip())
        except (ValueError, SyntaxError) as error:
            problems.append(f"{where}:{header.line}: Plural-Forms header: bad plural expression ({error})")
        return int(count.group(1))
    return None


def scan_po(text: str, where: str, nplurals: int | None = None) -> Scan:
    """Problems of a .po file's text, each `where:line: what is wrong`. nplurals is used when the
    header has no Plural-Forms (Babel then takes the language's own)."""
    problems: list[str] = []
    entries: list[Entry] = []
    entry: Entry | None = None
    previous_lines: list[tuple[int, str]] = []  # the `#|` lines before the next msgid

    def problem(line: int, message: str) -> None:
        problems.append(f"{where}:{line}: {message}")

    def finish() -> None:
        nonlocal entry
        if entry is not None:
            if entry.msgid is None:
                problem(entry.line, "msgctxt without msgid")
            elif not entry.has_msgstr:
                problem(entry.msgid_line, "msgid without msgstr")
            entries.append(entry)
        entry = None

    def string_of(line: int, raw: str) -> str | None:
        value, error = parse_string(raw)
        if error:
            problem(line, error)
        return value

    for number, raw_line in enumerate(text.splitlines(), start=1):
        line = raw_line.strip()
        if not line:
            continue
        obsolete = False
        if line.startswith("#~"):
            obsolete = True
            line = line[2:].strip()
            if line.startswith("|"):
                _previous_line(number, line[1:].strip(), problem)
                continue
            if not line:
                continue
        elif line.startswith("#|"):
            if entry is not None and entry.has_msgstr:
                finish()
            if _previous_line(number, line[2:].strip(), problem):
                previous_lines.append((number, line[2:].strip()))
            continue
        elif line.startswith("#"):
            if entry is not None and (entry.has_msgstr or not entry.obsolete):
                finish()
            continue
        if entry is not None and entry.obsolete != obsolete and not line.startswith('"'):
            finish()
        if line.startswith('"'):
            if entry is None or entry.current is None:
                problem(number, "string outside of a message (no msgid or msgstr before it)")
                continue
            value = string_of(number, line)
            if value is not None:
                entry.current.append(value)
            continue
        match = KEYWORD.match(line)
        if not match:
            problem(number, f"unknown keyword: {line.split()[0][:30]!r}")
            if entry is not None:
                entry.current = None
            continue
        keyword, index, rest = match.groups()
        value = string_of(number, rest)
        parts = [value] if value is not None else []
        if keyword in ("msgctxt", "msgid"):
            if entry is not None and (entry.has_msgstr or keyword == "msgctxt" or entry.msgid is not None):
                finish()
            if entry is None:
                entry = Entry(number, obsolete)
            if keyword == "msgctxt":
                entry.context = entry.current = parts
            else:
                entry.msgid, entry.msgid_line, entry.current = parts, number, parts
                if previous_lines and not obsolete:
                    entry.previous = _previous_id(previous_lines)
                previous_lines = []
        elif entry is None or entry.msgid is None:
            problem(number, f"{keyword} without msgid")
        elif keyword == "msgid_plural":
            if entry.plural is not None or entry.has_msgstr:
                problem(number, "msgid_plural out of place (one, after msgid, before msgstr)")
            entry.plural = entry.current = parts
        elif index is None:
            if entry.plural is not None:
                problem(number, "a message with msgid_plural takes msgstr[0], msgstr[1]..., not msgstr")
            elif entry.msgstr is not None:
                problem(number, f"msgstr without msgid (msgid {_short(entry.msgid)} above has its msgstr)")
            entry.msgstr = entry.current = parts
        else:
            if entry.plural is None:
                problem(number, f"msgstr[{index}] in a message without msgid_plural")
            elif entry.msgstr is not None:
                problem(number, "msgstr[N] after msgstr")
            entry.forms.append((int(index), number))
            entry.current = parts
    finish()

    header = next((e for e in entries if not e.obsolete and e.context is None and e.msgid == [""]), None)
    if header is not None:
        nplurals = _plural_forms(header, where, problems) or nplurals
    seen: dict[tuple, int] = {}
    for item in entries:
        if item.obsolete or item.msgid is None:
            continue
        key = ("".join(item.context) if item.context is not None else None, "".join(item.msgid))
        if key in seen:
            context = f" (msgctxt {key[0]!r})" if key[0] is not None else ""
            problem(item.msgid_line,
                    f"duplicate message: msgid {_short(item.msgid)}{context} is already on line {seen[key]}")
        else:
            seen[key] = item.msgid_line
        if item.plural is not None and item.msgstr is None:
            _check_forms(item, nplurals, problem)
    previous_ids = {e.msgid_line: e.previous for e in entries if e.previous}
    problems.sort(key=lambda text: int(text[len(where) + 1 :].split(":", 1)[0]))
    return Scan(problems, previous_ids, nplurals)


def _check_forms(item: Entry, nplurals: int | None, problem) -> None:
    indexes = [index for index, _ in item.forms]
    for position, (index, line) in enumerate(item.forms):
        if nplurals is not None and index >= nplurals:
            problem(line, f"too many plural forms: msgstr[{index}], Plural-Forms says nplurals={nplurals} "
                          f"(msgstr[0] to msgstr[{nplurals - 1}])")
        elif index in indexes[:position]:
            problem(line, f"msgstr[{index}] given twice")
        elif index != position:
            problem(line, f"msgstr[{index}] out of order (expected msgstr[{position}])")
    if nplurals is not None:
        missing = [index for index in range(nplurals) if index not in indexes]
        if missing:
            names = ", ".join(f"msgstr[{index}]" for index in missing)
            problem(item.msgid_line, f"too few plural forms: {names} missing, Plural-Forms says "
                                     f"nplurals={nplurals} (msgid {_short(item.msgid)})")


def _previous_line(number: int, line: str, problem) -> bool:
    """Check one `#|` line (without its `#|`): a keyword and a string, or a string."""
    match = PREVIOUS_KEYWORD.match(line)
    rest = match.group(2) if match else line
    _, error = parse_string(rest)
    if error:
        problem(number, f"previous msgid (#|): {error}")
        return False
    return True


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
