"""The problem constructors and texts every game's problems module offers beside its own: a game's
``problems`` module starts with ``from ..common.problems import *``, so that its validation and its
tests build any problem as ``problems.<name>(...)``. The constructors live by theme in
:mod:`.json_text` (the data read, the names, the rounds) and :mod:`.limits` (the limits, the cap on
problems, a scorer bug)."""

from __future__ import annotations

from .json_text import (
    TEXT_LIMIT,
    duplicate_name,
    empty_name,
    key_text,
    missing_key,
    not_json,
    player_count,
    problem,
    round_counts,
    shorten,
    value_text,
    wrong_game,
    wrong_type,
)
from .limits import SHARED_CODES, file_too_large, internal_error, more_problems, over_limit

#: The codes of the problems above that a game reports among its own ERROR_CODES (the data read, the
#: players' names and count); SHARED_CODES (the limits...) stand apart.
READING_CODES = ("not_json", "wrong_type", "missing_key", "wrong_game", "player_count", "empty_name",
                 "duplicate_name")

__all__ = [
    "READING_CODES",
    "SHARED_CODES",
    "TEXT_LIMIT",
    "duplicate_name",
    "empty_name",
    "file_too_large",
    "internal_error",
    "key_text",
    "missing_key",
    "more_problems",
    "not_json",
    "over_limit",
    "player_count",
    "problem",
    "round_counts",
    "shorten",
    "value_text",
    "wrong_game",
    "wrong_type",
]
