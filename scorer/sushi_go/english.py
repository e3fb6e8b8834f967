"""English words for Sushi Go! problems, one line each (for the command line).

The command line calls :func:`scorer.sushi_go.score` and prints ``"error: " + describe(problem)`` /
``"warning: " + describe(problem)`` per problem. Names and values read from the file are written
through :func:`scorer.common.json_text.plain` (no line break or escape character reaches the terminal).
"""

from __future__ import annotations

from ..common.english import FileWords, describer, players_words
from ..common.json_text import plain
from .cards import FEWEST_PLAYERS, MOST_PLAYERS, ROUNDS

EXPECTED_WORDS = {"object": "an object {...}", "list": "a list [...]", "string": "a string"}
FIELD_WORDS = {"game": '"game"', "players": '"players"', "name": "the name", "rounds": "the rounds"}


def place_words(place: dict) -> str:
    """`Léa, round 2, tempura` style words for a `where` (counting from 1)."""
    parts = []
    if place["player_name"] is not None:
        parts.append(plain(place["player_name"]))
    elif place["player"] is not None:
        parts.append(f"player {place['player'] + 1}")
    if place["round"] is not None:
        parts.append(f"round {place['round'] + 1}")
    if place["kind"] is not None:
        parts.append(place["kind"])
    return ", ".join(parts) if parts else "the game"


def cards_words(count: int) -> str:
    return f"{count} card{'' if count == 1 else 's'}"


def own_words(code: str, params: dict) -> str | None:
    """Words for the codes this game words its own way (None for the others)."""
    place = params.get("where")
    if code == "player_count":
        return (
            f"the game has {players_words(params['count'])}; "
            f"Sushi Go! is played by {FEWEST_PLAYERS} to {MOST_PLAYERS}"
        )
    if code == "round_count":
        count = params["count"]
        return (
            f"{place_words({**place, 'field': None})} has {count} round{'' if count == 1 else 's'}; "
            f"a game has 1 to {ROUNDS}"
        )
    if code == "unknown_kind":
        return f'{place_words(place)}: "{plain(params["kind"])}" is not a kind of card'
    if code == "bad_count":
        value = plain(params["value"])
        return f"{place_words(place)}: {value} is not a whole number from 0 to {params['most']}"
    if code == "too_many_cards":
        return (
            f"{place_words(place)}: {cards_words(params['count'])}, "
            f"more than a hand of {params['hand_size']}"
        )
    if code == "deck_exceeded":
        scope = "over the whole game" if params["round"] is None else f"in round {params['round'] + 1}"
        return (
            f"{params['count']} {params['card']} cards {scope}, "
            f"but the deck holds {params['deck']}"
        )
    if code == "short_round":
        return (
            f"{place_words(place)}: {cards_words(params['count'])}, "
            f"fewer than a hand of {params['hand_size']} (a card forgotten?)"
        )
    return None


#: One English line for a problem or warning.
describe = describer(place_words, own_words, FileWords("sushi-go", FIELD_WORDS, EXPECTED_WORDS))
