"""The right to score a species, decided by the cards of that species left in the hands.

Each player adds the values of the species in their hand. A player's 8 counts 0 when an opponent
holds the 1 of that species (their own 1 does not cancel it). The highest sum gets the right; every
tied player gets it; when nobody holds the species every sum is 0, so everybody has the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .cards import HIGHEST, LOWEST


class Claim(NamedTuple):
    """One player's hand for one species and what it earns."""

    values: Sequence[int]
    total: int
    eight_cancelled_by: str | None
    right: bool


def claims(hands: Sequence[tuple[str, Sequence[int]]]) -> list[Claim]:
    """The claims of every player for one species, given (name, values of that species in hand)."""
    holder_of_one = None
    for name, values in hands:
        if LOWEST in values:
            holder_of_one = name
            break
    totals = [hand_total(name, values, holder_of_one) for name, values in hands]
    best = max(totals, default=0)
    return [
        Claim(values, total, None if total == sum(values) else holder_of_one, total == best)
        for (_, values), total in zip(hands, totals, strict=True)
    ]


def hand_total(name: str, values: Sequence[int], holder_of_one: str | None) -> int:
    """The sum of the values, an 8 counting 0 when an opponent holds the 1."""
    total = sum(values)
    if holder_of_one is None or holder_of_one == name or HIGHEST not in values:
        return total
    return total - HIGHEST * values.count(HIGHEST)
