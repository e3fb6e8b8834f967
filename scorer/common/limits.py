"""The sizes past which a game file is refused before it is read, and the cap on the problems listed.

A real game is a few kilobytes; a scorer runs in a phone's browser. Each game declares its
:class:`Limits` (``scorer.<game>.LIMITS``); its reader checks them first, and when one is passed it
reports only that (``over_limit``, or the game's own ``player_count`` / ``round_count``) and reads no
further, so that any input is answered in linear time and little memory. The list of problems is
capped: past ``Limits.problems`` one last problem, ``more_problems`` {count}, says how many were left out.

Shared problems (every game documents them with its own):

``file_too_large`` {size, limit}
    The file has more than ``limit`` bytes (command line only; ``size`` counts at most limit + 1).
``over_limit`` {what, limit, where}
    ``what`` is "name" (characters), "rounds" (of one player), "cards" (of one player, or of one
    player's round for games by round) or "coordinate" (the largest distance from 0 of a row or
    column); ``where`` is the game's own place (see its problems module).
``more_problems`` {count}
    ``count`` more problems were found and not listed (always the last problem, never a warning).
``internal_error`` {error}
    The scorer itself failed (a bug, never expected): ``error`` is the exception's class name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .json_text import problem

#: The codes of the problems above, which every game may report beside its own ERROR_CODES.
SHARED_CODES = ("file_too_large", "over_limit", "more_problems", "internal_error")

#: The most problems (errors, and separately warnings) listed before ``more_problems``.
PROBLEMS = 50

#: No game file is read past this many bytes (the command line refuses larger files unparsed).
LARGEST_FILE = 1_000_000


@dataclass(frozen=True, slots=True)
class Limits:
    """A game's limits: most players, rounds per player, cards per player (or per player's round),
    characters of a name, bytes of a file, problems listed."""

    players: int
    rounds: int
    cards: int
    name: int
    file: int
    problems: int = PROBLEMS


def over_limit(what: str, limit: int, place: dict | None) -> dict:
    return problem("over_limit", what=what, limit=limit, where=place)


def file_too_large(size: int, limit: int) -> dict:
    return problem("file_too_large", size=size, limit=limit)


def more_problems(count: int) -> dict:
    return problem("more_problems", count=count)


def internal_error(error: BaseException) -> dict:
    return problem("internal_error", error=type(error).__name__)
