"""English words for Lost Cities problems, one line each (for the command line).

The generic command line calls :func:`scorer.lost_cities.score` on the data and prints
``"error: " + describe(problem)`` / ``"warning: " + describe(problem)`` per problem.
"""

from __future__ import annotations

import json

from ..common.english import limit_words, players_words
from ..common.json_text import plain
from .cards import MAX_WAGERS, VALUES

EXPECTED_WORDS = {
    "object": "an object {...}",
    "list": "a list [...]",
    "string": "a string",
    "boolean": "true or false",
}
FIELD_WORDS = {
    "game": '"game"',
    "long_game": '"long_game"',
    "players": '"players"',
    "name": "the name",
    "rounds": "the rounds",
    "wagers": "the wagers",
    "cards": "the cards",
}
LOWEST, HIGHEST = VALUES[0], VALUES[-1]


def player_words(index: int | None, name: str | None) -> str | None:
    if name is not None:
        return plain(name)
    if index is not None:
        return f"player {index + 1}"
    return None


def place_words(place: dict) -> str:
    """`Ana, round 2, red, card 3` style words for a `where` (counting from 1)."""
    parts = []
    owner = player_words(place["player"], place["player_name"])
    if owner is not None:
        parts.append(owner)
    if place["round"] is not None:
        parts.append(f"round {place['round'] + 1}")
    if place["colour"] is not None:
        parts.append(place["colour"])
    if place["index"] is not None:
        parts.append(f"card {place['index'] + 1}")
    return ", ".join(parts) if parts else "the game"


def thing_words(place: dict) -> str:
    """The thing a `where` points at: its field if any, else the place itself."""
    field = place["field"]
    if field is None or place["index"] is not None:
        return place_words(place)
    holder = {**place, "field": None}
    if all(value is None for value in holder.values()):
        return FIELD_WORDS[field]
    return f"{place_words(holder)}: {FIELD_WORDS[field]}"


def round_colour_words(round_index: int | None, colour: str | None) -> str:
    parts = []
    if round_index is not None:
        parts.append(f"round {round_index + 1}")
    if colour is not None:
        parts.append(colour)
    return ", ".join(parts) if parts else "the column"


def describe(problem: dict) -> str:
    """One English line for a problem or warning."""
    code, params = problem["code"], problem["params"]
    place = params.get("where")
    if code == "not_json":
        return f"not valid JSON (line {params['line']}, column {params['column']})"
    if code in ("file_too_large", "over_limit", "more_problems", "internal_error"):
        return limit_words(problem, place_words)
    if code == "wrong_type":
        return f"{thing_words(place)} should be {EXPECTED_WORDS[params['expected']]}"
    if code == "missing_key":
        holder = {**place, "field": None}
        return f'{place_words(holder)}: "{params["key"]}" is missing'
    if code == "wrong_game":
        return f'"game" is "{plain(params["game"])}", not "lost-cities"'
    if code == "player_count":
        return f"the game has {players_words(params['count'])}; Lost Cities is played by 2"
    if code == "empty_name":
        return f"{place_words({**place, 'field': None})}: the name is empty"
    if code == "duplicate_name":
        return f'two players are called "{plain(params["name"])}"'
    if code == "no_rounds":
        return f"{place_words({**place, 'field': None})} has no rounds"
    if code == "round_counts":
        counts = ", ".join("?" if count is None else str(count) for count in params["counts"])
        return f"the players do not have the same number of rounds ({counts})"
    if code == "unknown_colour":
        return f'{place_words(place)}: "{plain(params["colour"])}" is not a colour'
    if code == "long_game_colour":
        colour = plain(params["colour"])
        return f'{place_words(place)}: {colour} is only played in the long game ("long_game": true)'
    if code == "bad_value":
        value = plain(params["value"])
        return f"{place_words(place)}: {value} is not a whole number from {LOWEST} to {HIGHEST}"
    if code == "bad_wagers":
        value = plain(params["value"])
        return f"{place_words(place)}: wagers {value} is not a whole number from 0 to {MAX_WAGERS}"
    if code == "duplicate_card":
        where_words = "; ".join(place_words(found) for found in params["places"])
        return (
            f"{round_colour_words(params['round'], params['colour'])}: the {params['value']} appears "
            f"{len(params['places'])} times ({where_words})"
        )
    if code == "too_many_wagers":
        where_words = "; ".join(place_words(found) for found in params["places"])
        return (
            f"{round_colour_words(params['round'], params['colour'])}: {params['count']} wagers in all, "
            f"but the colour has {MAX_WAGERS} ({where_words})"
        )
    return f"{code} {json.dumps(params, ensure_ascii=True)}"
