"""Skull King scorer: pure Python, standard library only (CPython 3.11+, Pyodide).

``score(data)`` scores a game (2021 or 2013 edition) given round by round as each player's bid, tricks
and captures; ``resolve_trick(cards, edition)`` says which card wins a trick. Both return a JSON-like
envelope and never raise. Problem codes are documented in :mod:`scorer.skull_king.problems`, the trick
rules in :mod:`scorer.skull_king.tricks`, the English wording in :mod:`scorer.skull_king.english`.
"""

from .cards import (
    ADVANCED,
    CAPTURE_DECK,
    CAPTURE_POINTS,
    CAPTURES,
    EDITION_CAPTURES,
    EDITIONS,
    FEWEST_PLAYERS,
    HARRY_CHANGES,
    MOST_PLAYERS,
    MOST_PLAYERS_OF,
    SCORINGS,
    STRUCTURES,
    WAGERS,
    card_ids,
)
from .english import describe
from .game import score
from .problems import ERROR_CODES, SHARED_CODES, WARNING_CODES
from .scoring import LINES
from .tricks import resolve_trick, resolve_trick_file
from .validation import GAME_ID, LIMITS

PLAYER_COUNTS = tuple(range(FEWEST_PLAYERS, MOST_PLAYERS + 1))  # the numbers of players it scores (2021)

#: Other kinds of file it reads (see :mod:`scorer`): a file holding "trick" is one trick.
FILE_KINDS = {"trick": resolve_trick_file}

__all__ = [
    "ADVANCED",
    "CAPTURES",
    "CAPTURE_DECK",
    "CAPTURE_POINTS",
    "EDITIONS",
    "EDITION_CAPTURES",
    "ERROR_CODES",
    "FEWEST_PLAYERS",
    "FILE_KINDS",
    "GAME_ID",
    "HARRY_CHANGES",
    "LIMITS",
    "LINES",
    "MOST_PLAYERS",
    "MOST_PLAYERS_OF",
    "PLAYER_COUNTS",
    "SCORINGS",
    "SHARED_CODES",
    "STRUCTURES",
    "WAGERS",
    "WARNING_CODES",
    "card_ids",
    "describe",
    "resolve_trick",
    "resolve_trick_file",
    "score",
]
