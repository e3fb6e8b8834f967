"""English words for Lost Cities problems, one line each (for the command line).

The generic command line calls :func:`scorer.lost_cities.score` on the data and prints
``"error: " + describe(problem)`` / ``"warning: " + describe(problem)`` per problem.
"""

from __future__ import annotations

from ..common.english import FileWords, describer, players_words
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


def round_colour_words(round_index: int | None, colour: str | None) -> str:
    parts = []
    if round_index is not None:
        parts.append(f"round {round_index + 1}")
    if colour is not None:
        parts.append(colour)
    return ", ".join(parts) if parts else "the column"


def own_words(code: str, params: dict) -> str | None:
    """Words for the codes this game words its own way (None for the others)."""
    place = params.get("where")
    if code == "player_count":
        return f"the game has {players_words(params['count'])}; Lost Cities is played by 2"
    if code == "no_rounds":
        return f"{place_words({**place, 'field': None})} has no rounds"
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
    return None


#: One English line for a problem or warning.
describe = describer(place_words, own_words, FileWords("lost-cities", FIELD_WORDS, EXPECTED_WORDS))
