"""Reading JSON-like data: what counts as a list and as a whole number, and the problems found."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .json_text import duplicate_name, empty_name, missing_key, wrong_type
from .limits import PROBLEMS, more_problems, over_limit


@dataclass
class Report:
    """The problems found so far: at most `cap` errors and `cap` warnings are kept, the others counted.

    ``errors`` ends with one ``more_problems`` {count} when errors were left out (warnings past the cap
    are dropped: the errors matter more)."""

    cap: int = PROBLEMS
    kept_errors: list[dict] = field(default_factory=list)
    warnings: list[dict] = field(default_factory=list)
    left_out: int = 0

    def error(self, found: dict) -> None:
        if len(self.kept_errors) < self.cap:
            self.kept_errors.append(found)
        else:
            self.left_out += 1

    def error_of(self, make: Callable[..., dict], *args: Any) -> None:
        """Report ``make(*args)``, made only when there is room for it (loops over many keys or cards)."""
        if len(self.kept_errors) < self.cap:
            self.kept_errors.append(make(*args))
        else:
            self.left_out += 1

    def warn(self, found: dict) -> None:
        if len(self.warnings) < self.cap:
            self.warnings.append(found)

    @property
    def errors(self) -> list[dict]:
        if self.left_out:
            return [*self.kept_errors, more_problems(self.left_out)]
        return list(self.kept_errors)

    @property
    def failed(self) -> bool:
        return bool(self.kept_errors)


def is_list(value: Any) -> bool:
    return isinstance(value, list | tuple)


def is_integer(value: Any) -> bool:
    """A whole number: an int, never a bool (True is not 1 in a game file)."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_name(data: dict, place: dict, report: Report) -> str | None:
    """A player's name (a string with more than spaces), or None with the problem reported at `place`."""
    if "name" not in data:
        report.error(missing_key(place, "name"))
        return None
    name = data["name"]
    if not isinstance(name, str):
        report.error(wrong_type(place, "string"))
        return None
    if not name.strip():
        report.error(empty_name(place))
        return None
    return name


def name_too_long(data: Any, longest: int, place: dict) -> dict | None:
    """The ``over_limit`` problem of a player object whose name has more than `longest` characters."""
    if isinstance(data, dict) and isinstance(data.get("name"), str) and len(data["name"]) > longest:
        return over_limit("name", longest, place)
    return None


def check_names(names: list[str | None], report: Report) -> None:
    """Two players may not share a name (spaces at the ends and letter case ignored); None: unreadable."""
    seen: set[str] = set()
    for name in names:
        if name is None:
            continue
        key = name.strip().casefold()
        if key in seen:
            report.error(duplicate_name(name))
        seen.add(key)
