"""Problems found in Lost Cities data, as JSON-like data: ``{"code": str, "params": {...}}``.

The library never words a problem: pages word it from their catalogs and the command line in English
(:func:`scorer.lost_cities.english.describe`). Params hold numbers, ids, names, ``null`` and the small
structures below; never an English word.

``where`` (in several params) says where a problem sits::

    {"player": index or null, "player_name": str or null, "round": index or null,
     "colour": colour id or null, "index": index in "cards" or null,
     "field": "game" | "long_game" | "players" | "name" | "rounds" | "wagers" | "cards" | null}

Indexes count from 0, in input order. ``player_name`` is the player's name when it was readable.
For :func:`scorer.lost_cities.score_round` ``player``, ``player_name`` and ``round`` are null; for
:func:`scorer.lost_cities.score_expedition` ``colour`` is null too.

Errors (nothing is scored):

``not_json`` {line, column}
    The text is not JSON (command line only); line and column count from 1.
``file_too_large`` {size, limit}
    The file has more than LIMITS.file bytes (command line only).
``over_limit`` {what, limit, where}
    Refused before anything else is read (see :mod:`scorer.common.limits`): a name longer than
    LIMITS.name characters ("name"), more than LIMITS.rounds rounds for a player ("rounds"), a player's
    round listing more than LIMITS.cards numbers, or a lone column more than 12 ("cards"). More than 2
    players is ``player_count``, reported alone too.
``more_problems`` {count}, ``internal_error`` {error}
    Shared by every game, described in :mod:`scorer.common.limits` (the last error; a scorer bug).
``wrong_type`` {where, expected}
    The thing at ``where`` has the wrong JSON type; ``expected`` is "object", "list", "string" or
    "boolean". Nothing deeper in that thing is checked.
``missing_key`` {where, key}
    An object lacks ``key`` ("players", "name" or "rounds"); ``where`` points at the missing thing.
``wrong_game`` {game}
    ``game`` is given but is not "lost-cities" (the string as given, cut to 40 characters).
``player_count`` {count}
    The game does not have 2 players.
``empty_name`` {where}
    A player's name is empty or only spaces.
``duplicate_name`` {name}
    Two players have the same name (spaces at the ends and letter case ignored); ``name`` is the
    later one as given.
``no_rounds`` {where}
    A player's ``rounds`` is an empty list.
``round_counts`` {counts}
    The players do not have the same number of rounds; ``counts`` lists each readable player's count
    in input order (null for a player whose rounds could not be read).
``unknown_colour`` {where, colour}
    A round names a colour that is not one of LONG_GAME_COLOURS (``colour`` as given, written as in
    ``bad_value`` when it is not a string; ``where["colour"]`` is null).
``long_game_colour`` {where, colour}
    A round of a game without ``"long_game": true`` has a column of a long-game colour (purple).
    That column is not looked into.
``bad_value`` {where, value}
    A card is not an integer from 2 to 10. A string "3", a float 3.0 or a boolean is not a card.
    ``value`` is the value as given, written as JSON text (``"\\"3\\""``, ``"3.0"``, ``"true"``, ``"11"``),
    cut to 40 characters with "…"; a list or object is written ``[…]`` or ``{…}``.
``bad_wagers`` {where, value}
    ``wagers`` is not an integer from 0 to 3 (``value`` written as in ``bad_value``).
``duplicate_card`` {round, colour, value, places}
    The same card (colour and value) appears more than once in one round, in one column or in both
    players' columns; ``places`` lists a ``where`` per copy. ``round`` is null for a lone round and
    ``colour`` null for a lone column.
``too_many_wagers`` {round, colour, count, places}
    The two players' columns of one colour in one round hold ``count`` wagers, more than 3;
    ``places`` lists the ``where`` of each column holding wagers.

Warnings: none so far (WARNING_CODES is empty); the envelopes always carry a ``warnings`` list.

Order: the game's own fields (game, long_game, players), then each player in input order (name,
rounds, each round in input order, each column in the round's key order, wagers then cards), then the
checks across players: duplicate names, round counts, then for each round and colour (display order)
the duplicate cards (by value) and the wagers.
"""

from __future__ import annotations

from typing import Any

from ..common.json_text import key_text, problem, value_text
from ..common.problems import *  # noqa: F403 - the shared constructors, part of this module's API

ERROR_CODES = (  # the game's codes; those every game shares (over_limit, ...) are SHARED_CODES
    *READING_CODES,  # noqa: F405 - from common.problems
    "no_rounds",
    "round_counts",
    "unknown_colour",
    "long_game_colour",
    "bad_value",
    "bad_wagers",
    "duplicate_card",
    "too_many_wagers",
)
WARNING_CODES: tuple[str, ...] = ()
EXPECTED_TYPES = ("object", "list", "string", "boolean")
FIELDS = ("game", "long_game", "players", "name", "rounds", "wagers", "cards")


def where(
    player: int | None = None,
    player_name: str | None = None,
    round: int | None = None,  # the key in the data; shadows the builtin here only
    colour: str | None = None,
    index: int | None = None,
    field: str | None = None,
) -> dict:
    return {
        "player": player,
        "player_name": player_name,
        "round": round,
        "colour": colour,
        "index": index,
        "field": field,
    }


def no_rounds(place: dict) -> dict:
    return problem("no_rounds", where=place)


def unknown_colour(place: dict, colour: Any) -> dict:
    return problem("unknown_colour", where=place, colour=key_text(colour))


def long_game_colour(place: dict, colour: str) -> dict:
    return problem("long_game_colour", where=place, colour=colour)


def bad_value(place: dict, value: Any) -> dict:
    return problem("bad_value", where=place, value=value_text(value))


def bad_wagers(place: dict, value: Any) -> dict:
    return problem("bad_wagers", where=place, value=value_text(value))


def duplicate_card(round_index: int | None, colour: str | None, value: int, places: list[dict]) -> dict:
    return problem("duplicate_card", round=round_index, colour=colour, value=value, places=places)


def too_many_wagers(round_index: int | None, colour: str, count: int, places: list[dict]) -> dict:
    return problem("too_many_wagers", round=round_index, colour=colour, count=count, places=places)
