"""Problems as data: the constructors of the problems several games share (their codes stand in each of
those games' ERROR_CODES), and a value or key read from a game file written as a short JSON text for
their params."""

from __future__ import annotations

import json
from typing import Any

TEXT_LIMIT = 40
LONGEST_INTEGER_BITS = 4000  # about 1200 digits: far below the interpreter's int-to-text limit


def problem(code: str, **params: Any) -> dict:
    return {"code": code, "params": params}


def value_text(value: Any) -> str:
    """A short JSON text for any value, safe for huge numbers and deep nesting."""
    if isinstance(value, list | tuple):
        return "[…]" if value else "[]"
    if isinstance(value, dict):
        return "{…}" if value else "{}"
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > LONGEST_INTEGER_BITS:
        digits = int(value.bit_length() * 0.30103)  # at most the number of decimal digits
        head = abs(value) // 10 ** (digits - TEXT_LIMIT)
        sign = "-" if value < 0 else ""
        return sign + str(head)[: TEXT_LIMIT - 1 - len(sign)] + "…"
    if isinstance(value, str) and len(value) > TEXT_LIMIT:
        value = value[:TEXT_LIMIT]  # the text of a prefix is the prefix of the text: no need to write it all
    if value is None or isinstance(value, bool | int | float | str):
        return shorten(json.dumps(value, ensure_ascii=False))
    return shorten(type(value).__name__)


def shorten(text: str) -> str:
    return text if len(text) <= TEXT_LIMIT else text[: TEXT_LIMIT - 1] + "…"


def key_text(key: Any) -> str:
    """An object's key as given: the string itself (cut), or JSON-like text for anything else."""
    return shorten(key) if isinstance(key, str) else value_text(key)


def plain(text: str) -> str:
    """The text on one line, for a terminal: line breaks, escape characters and every other character
    that is not printable written as Python-style escapes (``\\n``, ``\\x1b``, ``\\u2028``, ``\\ud800``).
    Every game's English words quote names and values read from a file through this."""
    if text.isprintable():
        return text
    return "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text)


def wrong_type(place: dict, expected: str) -> dict:
    return problem("wrong_type", where=place, expected=expected)


def missing_key(place: dict, key: str) -> dict:
    return problem("missing_key", where=place, key=key)


def empty_name(place: dict) -> dict:
    return problem("empty_name", where=place)


def duplicate_name(name: str) -> dict:
    return problem("duplicate_name", name=name)


def not_json(line: int, column: int) -> dict:
    return problem("not_json", line=line, column=column)


def wrong_game(game: str) -> dict:
    return problem("wrong_game", game=shorten(game))


def player_count(count: int) -> dict:
    return problem("player_count", count=count)


def round_counts(counts: list[int | None]) -> dict:
    return problem("round_counts", counts=counts)
