"""Reading JSON-like data: what counts as a list and as a whole number, and the problems found."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .json_text import duplicate_name, empty_name, missing_key, wrong_type


@dataclass
class Report:
    errors: list[dict] = field(default_factory=list)
    warnings: list[dict] = field(default_factory=list)


def is_list(value: Any) -> bool:
    return isinstance(value, list | tuple)


def is_integer(value: Any) -> bool:
    """A whole number: an int, never a bool (True is not 1 in a game file)."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_name(data: dict, place: dict, report: Report) -> str | None:
    """A player's name (a string with more than spaces), or None with the problem reported at `place`."""
    if "name" not in data:
        report.errors.append(missing_key(place, "name"))
        return None
    name = data["name"]
    if not isinstance(name, str):
        report.errors.append(wrong_type(place, "string"))
        return None
    if not name.strip():
        report.errors.append(empty_name(place))
        return None
    return name


def check_names(names: list[str | None], report: Report) -> None:
    """Two players may not share a name (spaces at the ends and letter case ignored); None: unreadable."""
    seen: set[str] = set()
    for name in names:
        if name is None:
            continue
        key = name.strip().casefold()
        if key in seen:
            report.errors.append(duplicate_name(name))
        seen.add(key)
