"""The right to score a species, decided by the cards of that species left in the hands.

Each player adds the values of the species in their hand. A player's 8 counts 0 when an opponent
holds the 1 of that species (their own 1 does not cancel it). The highest sum gets the right; every
tied player gets it; when nobody holds the species every sum is 0, so everybody has the right.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import HIGHEST, LOWEST

#: What a player's hand of one species is worth: (the sum, an 8 counting 0; the opponent holding the
#: 1 who cancels the player's 8, or None).
HandTotal = tuple[int, str | None]


def hand_totals(hands: Sequence[tuple[str, Mapping[str, Sequence[int]]]]) -> list[dict[str, HandTotal]]:
    """For each player, given as (name, values held of each species), the HandTotal of each species held."""
    holders_of_one = {  # read backwards, so the first holder wins (a checked game has one 1 a species)
        species: name
        for name, hand in reversed(hands)
        for species, values in hand.items()
        if LOWEST in values
    }
    return [player_totals(name, hand, holders_of_one) for name, hand in hands]


def player_totals(
    name: str, hand: Mapping[str, Sequence[int]], holders_of_one: dict[str, str]
) -> dict[str, HandTotal]:
    """The HandTotal of each species `name` holds, given who holds the 1 of each species."""
    totals = {}
    for species, values in hand.items():
        holder = holders_of_one.get(species)
        if holder is None or holder == name or HIGHEST not in values:
            totals[species] = (sum(values), None)
        else:
            totals[species] = (sum(values) - HIGHEST * values.count(HIGHEST), holder)
    return totals


def top_totals(totals: Sequence[Mapping[str, HandTotal]]) -> dict[str, int]:
    """The highest sum of each species held (totals are never negative, so a species held by nobody,
    absent here, has a highest sum of 0). A player whose sum equals it has the right to score."""
    top: dict[str, int] = {}
    for held in totals:
        for species, (total, _) in held.items():
            if total > top.get(species, 0):
                top[species] = total
    return top
