"""Arboretum scorer: pure Python, standard library only (CPython 3.11+, Pyodide).

``score(data)`` scores a finished game, ``score_arboretum(cards)`` finds the best path of each
species in one arboretum; both return JSON-like envelopes and never raise on JSON-like input.
Error and warning codes are documented in :mod:`scorer.arboretum.problems`.
"""

from .cards import HAND_SIZE, SPECIES, SPECIES_BY_PLAYERS, VALUES
from .english import describe
from .game import score, score_arboretum
from .problems import ERROR_CODES, SHARED_CODES, WARNING_CODES
from .validation import LARGEST_COORDINATE, LIMITS

PLAYER_COUNTS = tuple(sorted(SPECIES_BY_PLAYERS))  # the numbers of players it scores

__all__ = [
    "ERROR_CODES",
    "HAND_SIZE",
    "LARGEST_COORDINATE",
    "LIMITS",
    "PLAYER_COUNTS",
    "SPECIES",
    "SPECIES_BY_PLAYERS",
    "VALUES",
    "SHARED_CODES",
    "WARNING_CODES",
    "describe",
    "score",
    "score_arboretum",
]
