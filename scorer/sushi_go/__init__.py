"""Sushi Go! scorer: pure Python, standard library only (CPython 3.11+, Pyodide).

``score(data)`` scores a game of 2 to 5 players, finished (3 rounds) or in progress (1 or 2 rounds),
given as counts of kinds per player and round; it returns a JSON-like envelope and never raises.
Problem codes are documented in :mod:`scorer.sushi_go.problems`, the input format in
:mod:`scorer.sushi_go.validation`, the result in :func:`scorer.sushi_go.score`, English wording in
:mod:`scorer.sushi_go.english`. The constants below are what a page builds its keys and checks from.
"""

from .cards import (
    CARDS_OF_KIND,
    DECK,
    DUMPLING_POINTS,
    FEWEST_PLAYERS,
    HAND_SIZES,
    KINDS,
    LARGEST_HAND,
    MAKI_ICONS,
    MAKI_PLACES,
    MOST_PLAYERS,
    NIGIRI_POINTS,
    PUDDING_POINTS,
    ROUNDS,
    SASHIMI_POINTS,
    SASHIMI_SET,
    TEMPURA_POINTS,
    TEMPURA_SET,
    WASABI_FACTOR,
)
from .english import describe
from .game import score
from .problems import ERROR_CODES, SHARED_CODES, WARNING_CODES
from .validation import GAME_ID, LIMITS

PLAYER_COUNTS = tuple(range(FEWEST_PLAYERS, MOST_PLAYERS + 1))  # the numbers of players it scores

__all__ = [
    "CARDS_OF_KIND",
    "DECK",
    "DUMPLING_POINTS",
    "ERROR_CODES",
    "FEWEST_PLAYERS",
    "GAME_ID",
    "HAND_SIZES",
    "KINDS",
    "LARGEST_HAND",
    "LIMITS",
    "MAKI_ICONS",
    "MAKI_PLACES",
    "MOST_PLAYERS",
    "PLAYER_COUNTS",
    "NIGIRI_POINTS",
    "PUDDING_POINTS",
    "ROUNDS",
    "SASHIMI_POINTS",
    "SASHIMI_SET",
    "TEMPURA_POINTS",
    "TEMPURA_SET",
    "SHARED_CODES",
    "WARNING_CODES",
    "WASABI_FACTOR",
    "describe",
    "score",
]
