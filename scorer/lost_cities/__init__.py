"""Lost Cities scorer: pure Python, standard library only (CPython 3.11+, Pyodide).

``score(data)`` scores a game, ``score_round(round_data, long_game=False)`` one player's round and
``score_expedition(wagers, cards)`` one column; all return JSON-like envelopes and never raise on
JSON-like input. Problem codes are documented in :mod:`scorer.lost_cities.problems`, the input format
in :mod:`scorer.lost_cities.validation`, English wording in :mod:`scorer.lost_cities.english`.
"""

from .cards import BONUS, BONUS_CARDS, COST, MAX_WAGERS, VALUES
from .colours import COLOURS, LONG_GAME_COLOURS
from .english import describe
from .game import score, score_expedition, score_round
from .problems import ERROR_CODES, SHARED_CODES, WARNING_CODES
from .validation import LIMITS, PLAYERS

PLAYER_COUNTS = (PLAYERS,)  # the numbers of players it scores

__all__ = [
    "BONUS",
    "BONUS_CARDS",
    "COLOURS",
    "COST",
    "ERROR_CODES",
    "LIMITS",
    "LONG_GAME_COLOURS",
    "MAX_WAGERS",
    "PLAYER_COUNTS",
    "VALUES",
    "SHARED_CODES",
    "WARNING_CODES",
    "describe",
    "score",
    "score_expedition",
    "score_round",
]
