"""The right to score a species, decided by the cards of that species left in the hands.

Each player adds the values of the species in their hand. A player's 8 counts 0 when an opponent
holds the 1 of that species (their own 1 does not cancel it). The highest sum gets the right; every
tied player gets it; when nobody holds the species every sum is 0, so everybody has the right.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import HIGHEST, LOWEST


@dataclass(frozen=True, slots=True)
class Claim:
    """One player's hand for one species and what it earns."""

    values: tuple[int, ...]
    total: int
    eight_cancelled_by: str | None
    right: bool


def hand_total(values: Sequence[int], opponent_with_one: str | None) -> int:
    return sum(0 if value == HIGHEST and opponent_with_one is not None else value for value in values)


def claims(hands: Sequence[tuple[str, Sequence[int]]]) -> list[Claim]:
    """The claims of every player for one species, given (name, values of that species in hand)."""
    holder_of_one = next((name for name, values in hands if LOWEST in values), None)
    sums = []
    cancellers = []
    for name, values in hands:
        canceller = holder_of_one if holder_of_one != name and HIGHEST in values else None
        cancellers.append(canceller)
        sums.append(hand_total(values, canceller))
    best = max(sums, default=0)
    return [
        Claim(values=tuple(sorted(values)), total=total, eight_cancelled_by=canceller, right=total == best)
        for (_, values), total, canceller in zip(hands, sums, cancellers, strict=True)
    ]
