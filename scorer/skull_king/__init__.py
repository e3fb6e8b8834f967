"""Skull King scorer: pure Python, standard library only (CPython 3.11+, Pyodide).

``score(data)`` scores a game (2021 or 2013 edition) given round by round as each player's bid, tricks
and captures; ``resolve_trick(cards, edition)`` says which card wins a trick. Both return a JSON-like
envelope and never raise. Problem codes are documented in :mod:`scorer.skull_king.problems`, the trick
rules in :mod:`scorer.skull_king.tricks`, the English wording in :mod:`scorer.skull_king.english`.
"""

from .cards import card_ids
from .english import describe
from .problems import ERROR_CODES, SHARED_CODES, WARNING_CODES
from .tricks import resolve_trick, resolve_trick_file

__all__ = [
    "ERROR_CODES",
    "SHARED_CODES",
    "WARNING_CODES",
    "card_ids",
    "describe",
    "resolve_trick",
    "resolve_trick_file",
]
