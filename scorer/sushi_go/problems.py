"""Problems found in Sushi Go! data, as JSON-like data: ``{"code": str, "params": {...}}``.

The library never words a problem: pages word it from their catalogs and the command line in English
(:func:`scorer.sushi_go.english.describe`). Params hold numbers, ids, names, ``null`` and the small
structures below; never an English word.

``where`` (in several params) says where a problem sits::

    {"player": index or null, "player_name": str or null, "round": index or null,
     "kind": kind id or null, "field": "game" | "players" | "name" | "rounds" | null}

Indexes count from 0, in input order. ``player_name`` is the player's name when it was readable.

Errors (nothing is scored):

``not_json`` {line, column}
    The text is not JSON (command line only); line and column count from 1.
``file_too_large`` {size, limit}
    The file has more than LIMITS.file bytes (command line only).
``wrong_type`` {where, expected}
    The thing at ``where`` has the wrong JSON type; ``expected`` is "object", "list" or "string".
    Nothing deeper in that thing is checked.
``missing_key`` {where, key}
    An object lacks ``key`` ("players", "name" or "rounds").
``wrong_game`` {game}
    ``game`` is given but is not "sushi-go" (the string as given, cut to 40 characters).
``player_count`` {count}
    The game does not have 2 to 5 players. Above 5, nothing else is read.
``over_limit`` {what, limit, where}
    A name longer than LIMITS.name characters (``what`` "name"). Nothing else is read.
``empty_name`` {where}
    A player's name is empty or only spaces.
``duplicate_name`` {name}
    Two players have the same name (spaces at the ends and letter case ignored); ``name`` is the later
    one as given.
``round_count`` {where, count}
    A player's ``rounds`` holds ``count`` rounds, not 1 to 3. Above 3, nothing else is read.
``round_counts`` {counts}
    The players do not have the same number of rounds; ``counts`` lists each player's count in input
    order (null for a player whose rounds could not be read).
``unknown_kind`` {where, kind}
    A round names a kind that is not one of KINDS (``kind`` as given, cut to 40 characters; a key that
    is not a string written as JSON text).
``bad_count`` {where, value, most}
    A count is not a whole number from 0 to ``most`` (the hand size; 10 when the number of players
    is wrong). A boolean, ``2.0`` or ``"2"`` is not a count. ``value`` is the value as given, written
    as JSON text and cut to 40 characters (``"\\"2\\""``, ``"2.0"``, ``"true"``, ``"11"``); a list or
    object is written ``[…]`` or ``{…}``.
``too_many_cards`` {where, count, hand_size}
    A player's round holds ``count`` cards (each ``wasabi-*`` counting two), more than the hand size.
``deck_exceeded`` {card, count, deck, round}
    All players together hold ``count`` cards of the deck card ``card`` (a DECK id: a
    ``wasabi-salmon`` is a salmon and a wasabi), more than the ``deck`` the deck holds: in round
    ``round`` (an index), or over the whole game (``round`` null: discards are never reshuffled; said
    only for cards no single round exceeds).
``more_problems`` {count}, ``internal_error`` {error}
    Shared by every game, described in :mod:`scorer.common.limits` (the last error; a scorer bug).

Warnings (the game is still scored):

``short_round`` {where, count, hand_size}
    A player's round holds ``count`` cards, fewer than the hand size (a card forgotten?). Said only
    of a round whose counts could all be read.

Order: the game's own fields (game, players), then each player in input order (name, rounds, each
round in input order: its kinds in key order, then its card count), then the checks across players:
duplicate names, round counts, then each round's deck limits (deck order), then the whole game's.
"""

from __future__ import annotations

from typing import Any

from ..common.json_text import key_text, problem, value_text
from ..common.problems import *  # noqa: F403 - the shared constructors, part of this module's API

ERROR_CODES = (  # the game's codes; those every game shares (over_limit, ...) are SHARED_CODES
    *READING_CODES,  # noqa: F405 - from common.problems
    "round_count",
    "round_counts",
    "unknown_kind",
    "bad_count",
    "too_many_cards",
    "deck_exceeded",
)
WARNING_CODES = ("short_round",)
EXPECTED_TYPES = ("object", "list", "string")
FIELDS = ("game", "players", "name", "rounds")


def where(
    player: int | None = None,
    player_name: str | None = None,
    round: int | None = None,  # the key in the data; shadows the builtin here only
    kind: str | None = None,
    field: str | None = None,
) -> dict:
    return {"player": player, "player_name": player_name, "round": round, "kind": kind, "field": field}


def round_count(place: dict, count: int) -> dict:
    return problem("round_count", where=place, count=count)


def unknown_kind(place: dict, kind: Any) -> dict:
    return problem("unknown_kind", where=place, kind=key_text(kind))


def bad_count(place: dict, value: Any, most: int) -> dict:
    return problem("bad_count", where=place, value=value_text(value), most=most)


def too_many_cards(place: dict, count: int, hand_size: int) -> dict:
    return problem("too_many_cards", where=place, count=count, hand_size=hand_size)


def deck_exceeded(card: str, count: int, deck: int, round_index: int | None) -> dict:
    return problem("deck_exceeded", card=card, count=count, deck=deck, round=round_index)


def short_round(place: dict, count: int, hand_size: int) -> dict:
    return problem("short_round", where=place, count=count, hand_size=hand_size)
