"""English words for the command line: how every game's ``english.describe`` goes about a problem
(:func:`describe_problem`), the words of the problems several games share and word alike (limits, the
cap on problems, a scorer bug, a file that is not JSON, a player's name, the rounds' counts), and the
plural of players."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Mapping

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


@dataclasses.dataclass(frozen=True)
class FileWords:
    """The words of a game's file for ``wrong_type`` and ``wrong_game``: its id, its fields' names and
    the types its fields hold (by the ``expected`` of wrong_type)."""

    game_id: str
    fields: Mapping[str, str]
    expected: Mapping[str, str]


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


def describer(place_words: PlaceWords, own_words: OwnWords, file_words: FileWords | None = None):
    """A game's ``describe(problem)``: :func:`describe_problem` with its words, and with `file_words`
    also the shared words of ``wrong_type`` and ``wrong_game`` (:func:`file_problem_words`)."""

    def own_or_file_words(code: str, params: dict) -> str | None:
        found = own_words(code, params)
        if found is None and file_words is not None:
            found = file_problem_words(code, params, place_words, file_words)
        return found

    def describe(problem: dict) -> str:
        """One English line for a problem or warning."""
        return describe_problem(problem, place_words, own_or_file_words)

    return describe


def thing_words(place: dict, place_words: PlaceWords, fields: Mapping[str, str]) -> str:
    """The thing a `where` points at: its field if any (a place with a card's index is the card),
    else the place itself."""
    field = place["field"]
    if field is None or place.get("index") is not None:
        return place_words(place)
    holder = {**place, "field": None}
    if all(value is None for value in holder.values()):
        return fields[field]
    return f"{place_words(holder)}: {fields[field]}"


def file_problem_words(code: str, params: dict, place_words: PlaceWords, file_words: FileWords) -> str | None:
    """Words for ``wrong_type`` (the thing at `where` and the type it should hold) and ``wrong_game``."""
    if code == "wrong_type":
        thing = thing_words(params["where"], place_words, file_words.fields)
        return f"{thing} should be {file_words.expected[params['expected']]}"
    if code == "wrong_game":
        return f'"game" is "{plain(params["game"])}", not "{file_words.game_id}"'
    return None


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
