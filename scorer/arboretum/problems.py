"""Problems found in a game file, as JSON-like data: ``{"code": str, "params": {...}}``.

The library never words a problem: the web page words it from its catalogs (fr/en/es) and the command
line in English (``scorer.cli``). Params hold numbers, ids, names, ``null`` and the small structures below;
never an English word.

``where`` (in several params) says where a problem sits in the game data::

    {"player": index or null, "player_name": str or null, "zone": "arboretum" | "hand" | null,
     "index": card index in that zone or null, "field": "row" | "col" | "species" | "value" | "name" | null}

Indexes count from 0, in input order. ``player_name`` is the player's name when it was readable.
For :func:`scorer.score_arboretum`, ``player`` and ``player_name`` are null and ``zone`` is "arboretum".

Errors (the game is not scored):

``not_json`` {line, column}
    The text is not JSON (command line only); line and column count from 1.
``file_too_large`` {size, limit}
    The file has more than LIMITS.file bytes (command line only).
``over_limit`` {what, limit, where}
    A name longer than LIMITS.name characters ("name") or a player with more cards than the deck
    ("cards"; ``where`` the player, or the arboretum for :func:`scorer.score_arboretum`): reported
    alone, before anything else is read (see :mod:`scorer.common.limits`); a row or column farther
    than LARGEST_COORDINATE from 0 ("coordinate"; ``where`` the card's field). More than 4 players is
    ``player_count``, reported alone too.
``more_problems`` {count}, ``internal_error`` {error}
    Shared by every game, described in :mod:`scorer.common.limits` (the last error; a scorer bug).
``wrong_type`` {where, expected}
    The thing at ``where`` has the wrong JSON type; ``expected`` is "object", "list", "string" or
    "integer". Nothing deeper in that thing is checked.
``missing_key`` {where, key}
    An object lacks ``key``; ``where`` points at the missing thing (its field or zone).
``bad_value`` {where, value}
    A card value is not an integer from 1 to 8. A string "3", a float 3.0 or a boolean is not a value.
    ``value`` is the value as given, written as JSON text (``"\\"3\\""``, ``"3.0"``, ``"true"``, ``"9"``),
    cut to 40 characters with "…"; a list or object is written ``[…]`` or ``{…}``.
``unknown_species`` {where, species}
    A card's species is not one of ``scorer.SPECIES`` (the string as given, cut to 40 characters).
``empty_name`` {where}
    A player's name is empty or only spaces.
``duplicate_name`` {name}
    Two players have the same name (spaces at the ends and letter case ignored); ``name`` is the
    later one as given.
``player_count`` {count}
    The game does not have 2, 3 or 4 players.
``duplicate_card`` {species, value, places}
    The same card appears more than once in the whole game; ``places`` lists a ``where`` per copy.
``same_cell`` {player, player_name, row, col}
    Two or more cards of one arboretum sit on the same cell.
``disconnected`` {player, player_name, cells}
    Cards not joined by sides to the arboretum's largest group of cards (on a tie, the group holding
    the card that comes first in input order); ``cells`` lists them as ``[row, col]`` in input order.
``too_many_species`` {count, allowed, players, species}
    The game holds ``count`` species while ``players`` players play with ``allowed``; ``species``
    lists the species found, in canonical order.

Warnings (the game is still scored):

``hand_size`` {player, player_name, count}
    A hand does not hold 7 cards.
"""

from __future__ import annotations

from typing import Any

from ..common.json_text import problem, shorten, value_text
from ..common.problems import *  # noqa: F403 - the shared constructors, part of this module's API

#: The game's own codes; the codes every game shares (over_limit, ...) are SHARED_CODES.
ERROR_CODES = (
    "not_json",
    "wrong_type",
    "missing_key",
    "bad_value",
    "unknown_species",
    "empty_name",
    "duplicate_name",
    "player_count",
    "duplicate_card",
    "same_cell",
    "disconnected",
    "too_many_species",
)
WARNING_CODES = ("hand_size",)
EXPECTED_TYPES = ("object", "list", "string", "integer")
ZONES = ("arboretum", "hand")
FIELDS = ("row", "col", "species", "value", "name")


def where(
    player: int | None = None,
    player_name: str | None = None,
    zone: str | None = None,
    index: int | None = None,
    field: str | None = None,
) -> dict:
    return {"player": player, "player_name": player_name, "zone": zone, "index": index, "field": field}


def bad_value(place: dict, value: Any) -> dict:
    return problem("bad_value", where=place, value=value_text(value))


def unknown_species(place: dict, species: str) -> dict:
    return problem("unknown_species", where=place, species=shorten(species))


def duplicate_card(species: str, value: int, places: list[dict]) -> dict:
    return problem("duplicate_card", species=species, value=value, places=places)


def same_cell(player: int | None, player_name: str | None, row: int, col: int) -> dict:
    return problem("same_cell", player=player, player_name=player_name, row=row, col=col)


def disconnected(player: int | None, player_name: str | None, cells: list[list[int]]) -> dict:
    return problem("disconnected", player=player, player_name=player_name, cells=cells)


def too_many_species(count: int, allowed: int, players: int, species: list[str]) -> dict:
    return problem("too_many_species", count=count, allowed=allowed, players=players, species=species)


def hand_size(player: int, player_name: str | None, count: int) -> dict:
    return problem("hand_size", player=player, player_name=player_name, count=count)
