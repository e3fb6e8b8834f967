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
    holder_of_one = next((name for name, values in hands if LOWEST in values), None)
    totals = [sum(values) for _, values in hands]
    cancellers: list[str | None] = [None] * len(hands)
    if holder_of_one is not None:
        for index, (name, values) in enumerate(hands):
            if name != holder_of_one and HIGHEST in values:
                cancellers[index] = holder_of_one
                totals[index] -= HIGHEST * values.count(HIGHEST)
    best = max(totals, default=0)
    return [
        Claim(values, total, canceller, total == best)
        for (_, values), total, canceller in zip(hands, totals, cancellers, strict=True)
    ]
