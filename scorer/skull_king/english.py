"""English words for Skull King problems, one line each (for the command line).

The command line prints ``"error: " + describe(problem)`` / ``"warning: " + describe(problem)`` per
problem. Names and values read from the file are written through
:func:`scorer.common.json_text.plain` (no line break or escape character reaches the terminal).
"""

from __future__ import annotations

from ..common.english import FileWords, describer, players_words
from ..common.json_text import plain
from .cards import ADVANCED, FEWEST_PLAYERS, MOST_PLAYERS

EXPECTED_WORDS = {"object": "an object {...}", "list": "a list [...]", "string": "a string",
                  "boolean": "true or false", "names": "a list of players' names"}  # fmt: skip
FIELD_WORDS = {
    "game": '"game"', "edition": '"edition"', "scoring": '"scoring"', "advanced": '"advanced"',
    "structure": '"structure"', "cards_dealt": '"cards_dealt"', "players": '"players"', "trick": '"trick"',
    "name": "the name", "rounds": "the rounds", "bid": "the bid", "tricks": "the tricks",
    "captures": "the captures", "loot": "the Loot", "wager": "the wager", "harry": "Harry's change",
    "cannonball": "the Cannonball",
}  # fmt: skip
CAPTURE_WORDS = {
    "standard_14": "green, yellow or purple 14s", "black_14": "black 14s",
    "mermaids_by_pirate": "mermaids taken by a pirate",
    "pirates_by_skull_king": "pirates taken by the Skull King",
    "skull_king_by_mermaid": "Skull Kings taken by a mermaid",
}  # fmt: skip
ADVANCED_WORDS = {f"advanced.{name}": f'"advanced": "{name}"' for name in ADVANCED}
FIELD_WORDS = {**FIELD_WORDS, **CAPTURE_WORDS, **ADVANCED_WORDS}
OPTION_WORDS = {"loot": "the Loot cards are not in play (advanced.loot)",
                "pirate_abilities": "pirate abilities are not in play (advanced.pirate_abilities)",
                "rascal": "the game does not use Rascal's scoring"}  # fmt: skip
ABILITY_WORDS = {"wager": "Rascal's wager", "harry": "Harry's change"}


def field_words(field: str) -> str:
    return FIELD_WORDS.get(field, f'"{field}"')


def place_words(place: dict) -> str:
    """`Léa, round 2, the bid` style words for a `where` (counting from 1)."""
    parts = []
    if place["player_name"] is not None:
        parts.append(plain(place["player_name"]))
    elif place["player"] is not None:
        parts.append(f"player {place['player'] + 1}")
    if place["round"] is not None:
        parts.append(f"round {place['round'] + 1}")
    if place["field"] not in (None, "name", "rounds"):  # the shared words name these themselves
        parts.append(field_words(place["field"]))
    return ", ".join(parts) if parts else "the game"


def round_words(index: int) -> str:
    return f"round {index + 1}"


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def own_words(code: str, params: dict) -> str | None:
    """Words for the codes this game words its own way (None for the others)."""
    words = GAME_WORDS.get(code) or ROUND_WORDS.get(code) or TRICK_WORDS.get(code)
    return None if words is None else words(params)  # None: the shared words


GAME_WORDS = {
    "over_limit": lambda p: (
        f'"cards_dealt": more than {p["limit"]} rounds' if (p["where"] or {}).get("field") == "cards_dealt"
        else None),
    "player_count": lambda p: (
        f"the game has {players_words(p['count'])}; Skull King is played by {FEWEST_PLAYERS} to "
        f"{MOST_PLAYERS} (2013 edition: up to 6)"),
    "edition_players": lambda p: (
        f"the game has {players_words(p['count'])}; "
        f"the {p['edition']} edition is played by at most {p['most']}"),
    "unknown_key": lambda p: (
        f'{place_words(p["where"])}: "{plain(p["key"])}" is not a key of a Skull King file'),
    "unknown_option": lambda p: f"{place_words(p['where'])}: {plain(p['value'])} is not one of its values",
    "not_in_edition": lambda p: f"{place_words(p['where'])}: not in the {p['edition']} edition",
    "option_off": lambda p: f"{place_words(p['where'])}: {OPTION_WORDS[p['option']]}",
    "structure_and_cards_dealt": lambda p: '"structure" and "cards_dealt" are both given: give one',
    "bad_value": lambda p: (
        f"{place_words(p['where'])}: {plain(p['value'])} is not one of {', '.join(p['allowed'])}"),
    "bad_count": lambda p: (
        f"{place_words(p['where'])}: {plain(p['value'])} is not a whole number from "
        f"{1 if p['where']['field'] == 'cards_dealt' else 0} to {p['most']}"),
    "round_count": lambda p: (
        f'"cards_dealt" is empty: it plans 1 to {p["planned"]} rounds' if p["where"]["field"] == "cards_dealt"
        else f"{place_words({**p['where'], 'field': None})} has {plural(p['count'], 'round')}; "
        f"the game plans 1 to {p['planned']}"),
    "deck_too_small": lambda p: (
        f"{round_words(p['round'])}: {p['cards']} cards to each of {p['hands']} hands is more than the "
        f"{p['deck']} cards of the deck"),
}
ROUND_WORDS = {
    "tricks_above_cards": lambda p: (
        f"{round_words(p['round'])}: the players won {plural(p['tricks'], 'trick')} but only "
        f"{plural(p['cards'], 'card')} were dealt"),
    "tricks_missing": lambda p: (
        f"{round_words(p['round'])}: the players won {plural(p['tricks'], 'trick')} of {p['cards']}; "
        + ("every trick is won by someone" if p["lost"] == 0
           else f"the leviathans in play destroy at most {p['lost']}")),
    "capture_without_trick": lambda p: f"{place_words(p['where'])}: captured, but no trick was won",
    "captures_above_tricks": lambda p: (
        f"{place_words(p['where'])}: {plural(p['count'], 'card')} captured, more than the {p['most']} "
        "in the tricks won"),
    "pirates_above_trick": lambda p: (
        f"{place_words(p['where'])}: {p['count']}, but one trick holds at most {p['most']} pirates "
        "beside the Skull King"),
    "captures_above_deck": lambda p: (
        f"{round_words(p['round'])}: {p['count']} {CAPTURE_WORDS[p['kind']]} captured in all, "
        f"but the deck holds {p['deck']}"),
    "one_skull_king": lambda p: (
        f"{round_words(p['round'])}: there is one Skull King, but he took pirates for two players, "
        "or took pirates and was taken by a mermaid"),
    "two_mermaids": lambda p: (
        f"{round_words(p['round'])}: {p['count']} mermaids captured or capturing, but the deck holds 2"),
    "loot_to_self": lambda p: f"{place_words(p['where'])}: an alliance with oneself",
    "loot_unknown_player": lambda p: f'{place_words(p["where"])}: "{plain(p["name"])}" is not a player',
    "loot_without_trick": lambda p: (
        f'{place_words(p["where"])}: "{plain(p["name"])}" won no trick, so captured no Loot'),
    "loot_count": lambda p: (
        f"{round_words(p['round'])}: {p['count']} Loot alliances, but the deck holds 2 Loot cards"),
    "ability_without_trick": lambda p: (
        f"{place_words(p['where'])}: only a player who won a trick with that pirate uses it"),
    "wager_last_trick": lambda p: (
        f"{place_words(p['where'])}: a 1-card round has only the last trick, after which only Harry acts"),
    "two_abilities": lambda p: (
        f"{round_words(p['round'])}: {ABILITY_WORDS[p['ability']]} made by two players, "
        "but there is one such pirate"),
    "harry_out_of_range": lambda p: (
        f"{place_words(p['where'])}: the bid becomes {p['bid']}, outside 0 to {p['cards']}"),
    "tricks_lost": lambda p: (
        f"{round_words(p['round'])}: {plural(p['count'], 'trick')} won by nobody (Kraken or White Whale?)"),
    "over_eight_cards": lambda p: (
        f"{round_words(p['round'])}: {p['cards']} cards dealt at 8 players, above the publisher's 8"),
}
TRICK_WORDS = {
    "trick_size": lambda p: (
        f"a trick of {plural(p['count'], 'card')}: a trick has {p['fewest']} to {p['most']}"),
    "unknown_card": lambda p: f'card {p["index"] + 1}: "{plain(p["card"])}" is not a card',
    "other_edition_card": lambda p: (
        f'card {p["index"] + 1}: "{plain(p["card"])}" is a card of the {p["edition"]} edition only'),
    "too_many_copies": lambda p: (
        f'{p["count"]} cards "{p["card"]}" in one trick, but the deck holds {p["deck"]}'),
}

#: One English line for a problem or warning.
describe = describer(place_words, own_words, FileWords("skull-king", FIELD_WORDS, EXPECTED_WORDS))
