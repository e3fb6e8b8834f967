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

    values: tuple[int, ...]
    total: int
    eight_cancelled_by: str | None
    right: bool


def hand_total(values: Sequence[int], opponent_with_one: str | None) -> int:
    total = sum(values)
    return total if opponent_with_one is None else total - HIGHEST * values.count(HIGHEST)


def claims(hands: Sequence[tuple[str, Sequence[int]]]) -> list[Claim]:
    """The claims of every player for one species, given (name, values of that species in hand, smallest
    first)."""
    holder_of_one = next((name for name, values in hands if LOWEST in values), None)
    drafts = []
    for name, values in hands:
        canceller = holder_of_one if holder_of_one != name and HIGHEST in values else None
        drafts.append((tuple(values), hand_total(values, canceller), canceller))
    best = max((total for _, total, _ in drafts), default=0)
    return [Claim(values, total, canceller, total == best) for values, total, canceller in drafts]
