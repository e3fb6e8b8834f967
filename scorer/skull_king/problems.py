"""Problems found in Skull King data, as JSON-like data: ``{"code": str, "params": {...}}``.

The library never words a problem: pages word it from their catalogs and the command line in English
(:func:`scorer.skull_king.english.describe`). Params hold numbers, ids, names, ``null`` and the small
structures below; never an English word.

``where`` (in several params) says where a problem sits::

    {"player": index or null, "player_name": str or null, "round": index or null, "field": str or null}

Indexes count from 0, in input order; ``player_name`` is the player's name when it was readable;
``field`` is the key concerned: a top-level key ("game", "edition", "scoring", "advanced", "structure",
"cards_dealt", "players", "trick"), a player's ("name", "rounds") or a round's ("bid", "tricks",
"captures", "loot", "wager", "harry", "cannonball"), a capture kind inside ``captures``
("standard_14", ...) or an advanced option ("advanced.kraken", ...). A problem of a whole round names
the round and no player.

Errors (nothing is scored):

``not_json`` {line, column}, ``file_too_large`` {size, limit}
    The text is not JSON; the file is too large (command line only).
``wrong_type`` {where, expected}
    The thing at ``where`` has the wrong JSON type: ``expected`` "object", "list", "string",
    "boolean" or "names" (a round's ``loot``: a list of strings). Nothing deeper in it is checked.
``missing_key`` {where, key}
    An object lacks ``key`` ("players", "name", "rounds", "bid", "tricks"; a trick file's "trick").
``unknown_key`` {where, key}
    An object holds a key the format does not have (``key`` as given, cut to 40 characters).
``wrong_game`` {game}
    ``game`` is not "skull-king".
``unknown_option`` {where, value}
    ``edition``, ``scoring`` or ``structure`` (``where.field``) is not one of its values, or
    ``advanced`` names a card that is not an advanced card (``where.field`` "advanced", ``value`` the
    key). ``value`` is written as JSON text.
``not_in_edition`` {where, edition}
    What ``where`` names does not exist in the 2013 edition (``edition`` "2013"): Rascal scoring, a
    round structure, an advanced card set to true, a ``cards_dealt`` other than 1, 2, 3..., a capture of
    a 14 or of a mermaid by a pirate, a round's ``loot``, ``wager``, ``harry`` or ``cannonball``.
``option_off`` {where, option}
    A round uses what the game has not switched on: ``loot`` without ``advanced.loot`` (``option``
    "loot"), ``wager`` or ``harry`` without ``advanced.pirate_abilities`` ("pirate_abilities"),
    ``cannonball`` outside Rascal scoring ("rascal").
``structure_and_cards_dealt`` {}
    Both ``structure`` and ``cards_dealt`` are given.
``bad_value`` {where, value, allowed}
    A value is not one of ``allowed`` (a list of JSON texts): a wager (0, 10, 20) or Harry's change
    (-1, 0, 1); ``true`` is not 1. ``value`` as JSON text. (A Cannonball or an advanced option that is
    not true or false is a ``wrong_type`` "boolean".)
``bad_count`` {where, value, most}
    A count is not a whole number from 0 to ``most`` (a bid or tricks: 0 to the cards dealt; a capture:
    0 to what the deck holds of it; a number of ``cards_dealt``: 1 to ``most``, ``where.round`` naming
    its place). Booleans, ``2.0`` and ``"2"`` are not counts.
``player_count`` {count}
    More than 8 or fewer than 2 players. Above 8, nothing else is read.
``edition_players`` {count, edition, most}
    The 2013 edition is played by at most 6 (``most``).
``over_limit`` {what, limit, where}
    A name longer than 40 characters, more than 20 rounds for a player or 20 numbers in
    ``cards_dealt`` (``what`` "name" or "rounds"). Nothing else is read.
``empty_name`` {where}, ``duplicate_name`` {name}
    A name empty or spaces only; two players with one name (ends' spaces and letter case ignored).
``round_count`` {where, count, planned}
    A player has no rounds, or more rounds than the ``planned`` ones (10, 5 or 1 by the structure, or
    the length of ``cards_dealt``).
``round_counts`` {counts}
    The players do not have the same number of rounds (null: a player whose rounds were unreadable).
``deck_too_small`` {round, cards, hands, deck}
    ``cards_dealt`` deals ``cards`` to each of ``hands`` hands (the players, and Graybeard at 2 players
    in 2021): more than the ``deck`` in play holds.
``tricks_above_cards`` {round, tricks, cards}
    The players' tricks add up to more than the cards dealt.
``tricks_missing`` {round, tricks, cards, lost}
    Without Graybeard, the tricks add up to fewer than the cards dealt minus ``lost``, the most tricks
    the leviathans in play can destroy (0, 1 or 2).
``capture_without_trick`` {where}
    A player who won no trick captured something (``where.field`` the capture kind).
``captures_above_tricks`` {where, count, most}
    A player's round holds ``count`` captured cards, more than the ``most`` that fit in the tricks won
    (tricks × hands).
``pirates_above_trick`` {where, count, most}
    The Skull King took ``count`` pirates: one trick holds at most ``most`` (hands − 1).
``captures_above_deck`` {round, kind, count, deck}
    All players together captured more of a kind in a round than the deck holds.
``one_skull_king`` {round}
    The one Skull King took pirates for two players, or took pirates and was taken by a mermaid.
``two_mermaids`` {round, count}
    The mermaids captured by pirates and the one that captured the Skull King add up to ``count``;
    the deck has 2.
``loot_to_self`` {where}, ``loot_unknown_player`` {where, name}, ``loot_without_trick`` {where, name}
    A Loot alliance with oneself, with a name that is no player's, or with a captor who won no trick.
``loot_count`` {round, count}
    More than 2 Loot alliances in a round (2 Loot cards).
``ability_without_trick`` {where}
    A non-zero wager or Harry change (``where.field``) by a player who won no trick (a wager of 0, or a
    change of 0, changes nothing and is accepted anywhere pirate abilities are on).
``wager_last_trick`` {where}
    A non-zero wager when one card is dealt: that round's one trick is its final one, after which
    Harry alone may act.
``two_abilities`` {round, ability}
    Two players made a non-zero ``ability`` ("wager" or "harry") in one round: the card is single.
``harry_out_of_range`` {where, bid, cards}
    Harry's change makes the bid ``bid``, outside 0 to the ``cards`` dealt.
``more_problems`` {count}, ``internal_error`` {error}
    Shared by every game (:mod:`scorer.common.limits`).

Trick problems (:func:`scorer.skull_king.resolve_trick`; ``unknown_option`` and ``wrong_type`` too):

``trick_size`` {count, fewest, most}
    A trick holds ``count`` cards, not 2 to 8.
``unknown_card`` {index, card}
    The card at ``index`` is no card's id (``card``: a string as given, cut to 40 characters; anything
    else as JSON text).
``other_edition_card`` {index, card, edition}
    The card at ``index`` belongs only to the other ``edition``.
``too_many_copies`` {card, count, deck}
    The trick holds ``count`` of a card the deck holds ``deck`` of (``card``: the Tigress and Scary Mary
    by their names, whichever face).

Warnings (the game is scored):

``tricks_lost`` {round, count}
    Without Graybeard, ``count`` tricks were won by nobody (a Kraken or White Whale, or a trick
    forgotten).
``over_eight_cards`` {round, cards}
    Eight players were each dealt ``cards`` cards: the publisher never deals them more than 8.

Order: the top-level keys (game, edition, scoring, advanced, structure, cards_dealt, players, unknown
keys), then each player in input order (name, rounds, each round's keys in a fixed order), then the
checks across players (names, round counts), then each round's checks across its players.
"""

from __future__ import annotations

from typing import Any

from ..common.json_text import key_text, problem, value_text
from ..common.problems import *  # noqa: F403 - the shared constructors, part of this module's API

ERROR_CODES = (  # the game's codes; those every game shares (over_limit, ...) are SHARED_CODES
    *READING_CODES,  # noqa: F405 - from common.problems
    "unknown_key",
    "unknown_option",
    "not_in_edition",
    "option_off",
    "structure_and_cards_dealt",
    "bad_value",
    "bad_count",
    "edition_players",
    "round_count",
    "round_counts",
    "deck_too_small",
    "tricks_above_cards",
    "tricks_missing",
    "capture_without_trick",
    "captures_above_tricks",
    "pirates_above_trick",
    "captures_above_deck",
    "one_skull_king",
    "two_mermaids",
    "loot_to_self",
    "loot_unknown_player",
    "loot_without_trick",
    "loot_count",
    "ability_without_trick",
    "wager_last_trick",
    "two_abilities",
    "harry_out_of_range",
    "trick_size",
    "unknown_card",
    "other_edition_card",
    "too_many_copies",
)
WARNING_CODES = ("tricks_lost", "over_eight_cards")
EXPECTED_TYPES = ("object", "list", "string", "boolean", "names")


def where(
    player: int | None = None,
    player_name: str | None = None,
    round: int | None = None,  # the key in the data; shadows the builtin here only
    field: str | None = None,
) -> dict:
    return {"player": player, "player_name": player_name, "round": round, "field": field}


def unknown_key(place: dict, key: Any) -> dict:
    return problem("unknown_key", where=place, key=key_text(key))


def unknown_option(place: dict, value: Any) -> dict:
    return problem("unknown_option", where=place, value=value_text(value))


def not_in_edition(place: dict, edition: str) -> dict:
    return problem("not_in_edition", where=place, edition=edition)


def option_off(place: dict, option: str) -> dict:
    return problem("option_off", where=place, option=option)


def structure_and_cards_dealt() -> dict:
    return problem("structure_and_cards_dealt")


def bad_value(place: dict, value: Any, allowed: tuple) -> dict:
    allowed_texts = [value_text(choice) for choice in allowed]
    return problem("bad_value", where=place, value=value_text(value), allowed=allowed_texts)


def bad_count(place: dict, value: Any, most: int) -> dict:
    return problem("bad_count", where=place, value=value_text(value), most=most)


def edition_players(count: int, edition: str, most: int) -> dict:
    return problem("edition_players", count=count, edition=edition, most=most)


def round_count(place: dict, count: int, planned: int) -> dict:
    return problem("round_count", where=place, count=count, planned=planned)


def deck_too_small(round_index: int, cards: int, hands: int, deck: int) -> dict:
    return problem("deck_too_small", round=round_index, cards=cards, hands=hands, deck=deck)


def tricks_above_cards(round_index: int, tricks: int, cards: int) -> dict:
    return problem("tricks_above_cards", round=round_index, tricks=tricks, cards=cards)


def tricks_missing(round_index: int, tricks: int, cards: int, lost: int) -> dict:
    return problem("tricks_missing", round=round_index, tricks=tricks, cards=cards, lost=lost)


def capture_without_trick(place: dict) -> dict:
    return problem("capture_without_trick", where=place)


def captures_above_tricks(place: dict, count: int, most: int) -> dict:
    return problem("captures_above_tricks", where=place, count=count, most=most)


def pirates_above_trick(place: dict, count: int, most: int) -> dict:
    return problem("pirates_above_trick", where=place, count=count, most=most)


def captures_above_deck(round_index: int, kind: str, count: int, deck: int) -> dict:
    return problem("captures_above_deck", round=round_index, kind=kind, count=count, deck=deck)


def one_skull_king(round_index: int) -> dict:
    return problem("one_skull_king", round=round_index)


def two_mermaids(round_index: int, count: int) -> dict:
    return problem("two_mermaids", round=round_index, count=count)


def loot_to_self(place: dict) -> dict:
    return problem("loot_to_self", where=place)


def loot_unknown_player(place: dict, name: str) -> dict:
    return problem("loot_unknown_player", where=place, name=shorten(name))  # noqa: F405


def loot_without_trick(place: dict, name: str) -> dict:
    return problem("loot_without_trick", where=place, name=name)


def loot_count(round_index: int, count: int) -> dict:
    return problem("loot_count", round=round_index, count=count)


def ability_without_trick(place: dict) -> dict:
    return problem("ability_without_trick", where=place)


def wager_last_trick(place: dict) -> dict:
    return problem("wager_last_trick", where=place)


def two_abilities(round_index: int, ability: str) -> dict:
    return problem("two_abilities", round=round_index, ability=ability)


def harry_out_of_range(place: dict, bid: int, cards: int) -> dict:
    return problem("harry_out_of_range", where=place, bid=bid, cards=cards)


def trick_size(count: int, fewest: int, most: int) -> dict:
    return problem("trick_size", count=count, fewest=fewest, most=most)


def unknown_card(index: int, card: Any) -> dict:
    return problem("unknown_card", index=index, card=key_text(card))


def other_edition_card(index: int, card: str, edition: str) -> dict:
    return problem("other_edition_card", index=index, card=card, edition=edition)


def too_many_copies(card: str, count: int, deck: int) -> dict:
    return problem("too_many_copies", card=card, count=count, deck=deck)


def tricks_lost(round_index: int, count: int) -> dict:
    return problem("tricks_lost", round=round_index, count=count)


def over_eight_cards(round_index: int, cards: int) -> dict:
    return problem("over_eight_cards", round=round_index, cards=cards)
