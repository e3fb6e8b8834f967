"""English words for the command line: how every game's ``english.describe`` goes about a problem
(:func:`describe_problem`), the words of the problems several games share and word alike (limits, the
cap on problems, a scorer bug, a file that is not JSON, a player's name, the rounds' counts), and the
plural of players."""

from __future__ import annotations

import json
from collections.abc import Callable

from .json_text import plain
from .limits import SHARED_CODES

#: A game's words for a ``where`` (its place in the game file).
PlaceWords = Callable[[dict], str]
#: A game's words for a problem of its own: (code, params) -> one line, or None for a code it leaves to
#: the shared words.
OwnWords = Callable[[str, dict], str | None]

WHAT_WORDS = {
    "name": ("the name", "characters"),
    "rounds": ("the rounds", "rounds"),
    "cards": ("the cards", "cards"),
    "coordinate": ("a row or column", "from 0"),
}


def players_words(count: int) -> str:
    return f"{count} player{'' if count == 1 else 's'}"


def describe_problem(problem: dict, place_words: PlaceWords, own_words: OwnWords) -> str:
    """One English line for a problem or warning: the game's own words for its code if it has some,
    else the shared words below, else (a code no one words) the code and its params as JSON."""
    code, params = problem["code"], problem["params"]
    words = own_words(code, params)
    if words is None:
        words = shared_words(problem, place_words)
    if words is None:
        words = f"{code} {json.dumps(params, ensure_ascii=True)}"
    return words


def shared_words(problem: dict, place_words: PlaceWords) -> str | None:
    """Words for the shared codes (see :func:`limit_words`) and for the problems of
    :mod:`.json_text` worded the same in every game, with the game's `place_words`; None for others."""
    code, params = problem["code"], problem["params"]
    if code in SHARED_CODES:
        return limit_words(problem, place_words)
    if code == "not_json":
        return f"not valid JSON (line {params['line']}, column {params['column']})"
    if code == "missing_key":
        return f'{place_words(params["where"])}: "{params["key"]}" is missing'
    if code == "empty_name":
        return f"{place_words(params['where'])}: the name is empty"
    if code == "duplicate_name":
        return f'two players are called "{plain(params["name"])}"'
    if code == "round_counts":
        counts = ", ".join("?" if count is None else str(count) for count in params["counts"])
        return f"the players do not have the same number of rounds ({counts})"
    return None


def limit_words(problem: dict, place_words: PlaceWords) -> str:
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
