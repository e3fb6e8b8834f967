"""English words for the problems every game shares (limits, the cap on problems, a scorer bug), and
the plural of players, for each game's ``english.describe``."""

from __future__ import annotations

from collections.abc import Callable

WHAT_WORDS = {
    "name": ("the name", "characters"),
    "rounds": ("the rounds", "rounds"),
    "cards": ("the cards", "cards"),
    "coordinate": ("a row or column", "from 0"),
}


def players_words(count: int) -> str:
    return f"{count} player{'' if count == 1 else 's'}"


def limit_words(problem: dict, place_words: Callable[[dict], str]) -> str:
    """Words for ``file_too_large``, ``over_limit``, ``more_problems`` and ``internal_error``;
    `place_words` words the game's own ``where``."""
    code, params = problem["code"], problem["params"]
    if code == "file_too_large":
        return f"the file is larger than {params['limit']:,} bytes: it is not a game this scorer reads"
    if code == "more_problems":
        count = params["count"]
        return f"and {count:,} more problem{'' if count == 1 else 's'}"
    if code == "internal_error":
        return f"the scorer failed ({params['error']}): please report this game"
    thing, unit = WHAT_WORDS[params["what"]]
    where = params["where"]
    owner = f"{place_words({**where, 'field': None})}: " if where is not None else ""
    if params["what"] == "coordinate":
        return f"{owner}{thing} is more than {params['limit']:,} {unit}"
    return f"{owner}{thing}: more than {params['limit']:,} {unit}"
