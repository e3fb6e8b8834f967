"""English words for Arboretum's problems, used by the command line (``python -m scorer``).

The web page words the same problems in each language from its catalogs; this module is only for the
terminal.
"""

from __future__ import annotations

from ..common.english import describer, players_words
from ..common.json_text import plain

EXPECTED_WORDS = {
    "object": "an object {...}",
    "list": "a list [...]",
    "string": "a string",
    "integer": "a whole number",
}
FIELD_WORDS = {"row": "row", "col": "column", "species": "species", "value": "value", "name": "name"}


def player_words(index: int | None, name: str | None) -> str:
    if name is not None:
        return plain(name)
    if index is not None:
        return f"player {index + 1}"
    return "the arboretum"


def place_words(place: dict) -> str:
    """`Léa's arboretum, card 4, value` style words for a `where` (counting from 1)."""
    zone, index = place["zone"], place["index"]
    if place["player"] is None and zone is None:
        return "the game"
    owner = player_words(place["player"], place["player_name"])
    if zone is None:
        words = owner
    elif place["player"] is None and place["player_name"] is None:
        words = f"the {zone}"
    else:
        words = f"{owner}'s {zone}"
    if index is not None:
        words += f", card {index + 1}"
    return words


def own_words(code: str, params: dict) -> str | None:
    """Words for the codes this game words its own way (None for the others)."""
    place = params.get("where")
    if code == "wrong_type":
        expected = EXPECTED_WORDS[params["expected"]]
        if place["field"] is not None:
            return f"{place_words(place)}: the {FIELD_WORDS[place['field']]} should be {expected}"
        if place["player"] is None and place["zone"] is None:
            return f"{'the game' if params['expected'] == 'object' else 'players'} should be {expected}"
        return f"{place_words(place)} should be {expected}"
    if code == "missing_key":
        holder = place if place["index"] is not None else {**place, "zone": None}  # a missing zone
        return f'{place_words(holder)}: "{params["key"]}" is missing'
    if code == "bad_value":
        return f"{place_words(place)}: value {plain(params['value'])} is not a whole number from 1 to 8"
    if code == "unknown_species":
        return f'{place_words(place)}: "{plain(params["species"])}" is not a species'
    if code == "player_count":
        return f"the game has {players_words(params['count'])}; Arboretum is played by 2, 3 or 4"
    if code == "duplicate_card":
        places = "; ".join(place_words(found) for found in params["places"])
        return f"the {params['species']} {params['value']} appears {len(params['places'])} times: {places}"
    if code == "same_cell":
        owner = player_words(params["player"], params["player_name"])
        return f"{owner}: several cards on row {params['row']}, column {params['col']}"
    if code == "disconnected":
        owner = player_words(params["player"], params["player_name"])
        cells = ", ".join(f"(row {row}, column {col})" for row, col in params["cells"])
        return f"{owner}: cards not joined by a side to the rest of the arboretum: {cells}"
    if code == "too_many_species":
        return (
            f"{params['count']} species in the game but {params['players']} players play with "
            f"{params['allowed']}: {', '.join(params['species'])}"
        )
    if code == "hand_size":
        owner = player_words(params["player"], params["player_name"])
        count = params["count"]
        return f"{owner} holds {count} card{'' if count == 1 else 's'} in hand, not 7"
    return None


#: One English line for a problem or warning.
describe = describer(place_words, own_words)
