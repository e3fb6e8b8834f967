"""The score of one column (one player's expedition of one colour), with the parts of its computation.

``points = (sum − COST) × (1 + wagers) + (BONUS if wagers + len(cards) ≥ BONUS_CARDS else 0)`` for a
started column (at least one card, wager or number); an unstarted column scores 0 and costs nothing.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import BONUS, BONUS_CARDS, COST


def column_entry(wagers: int, values: Iterable[int]) -> dict:
    """The score of a column of `wagers` wager cards and the number cards `values` (trusted input).

    The entry::

        {"started": bool, "points": int, "sum": sum of the numbers, "wagers": int,
         "cards": the numbers, sorted, "count": wagers + numbers, "cost": 20 or 0 (unstarted),
         "multiplier": 1 + wagers, "bonus": 20 or 0}

    so that ``points == (sum - cost) * multiplier + bonus`` always holds.
    """
    cards = sorted(values)
    count = wagers + len(cards)
    started = count > 0
    total = sum(cards)
    cost = COST if started else 0
    multiplier = 1 + wagers
    bonus = BONUS if count >= BONUS_CARDS else 0
    return {
        "started": started,
        "points": (total - cost) * multiplier + bonus,
        "sum": total,
        "wagers": wagers,
        "cards": cards,
        "count": count,
        "cost": cost,
        "multiplier": multiplier,
        "bonus": bonus,
    }
