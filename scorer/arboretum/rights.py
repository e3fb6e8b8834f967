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


def hand_totals(
    hands: Sequence[tuple[str, Mapping[str, Sequence[int]]]],
) -> tuple[list[dict[str, HandTotal]], dict[str, int]]:
    """For each player, given as (name, values held of each species, smallest first), the HandTotal of
    each species held; and the highest sum of each species held.

    Sums are never negative, so a species held by nobody, absent from the highest sums, has a highest
    sum of 0; a player whose sum equals the highest has the right to score.
    """
    holders_of_one = {  # read backwards, so the first holder wins (a checked game has one 1 a species)
        species: name
        for name, hand in reversed(hands)
        for species, values in hand.items()
        if values[0] == LOWEST
    }
    top: dict[str, int] = {}
    totals = []
    for name, hand in hands:
        held = player_totals(name, hand, holders_of_one)
        for species, (total, _) in held.items():
            if total > top.get(species, 0):
                top[species] = total
        totals.append(held)
    return totals, top


def player_totals(
    name: str, hand: Mapping[str, Sequence[int]], holders_of_one: dict[str, str]
) -> dict[str, HandTotal]:
    """The HandTotal of each species `name` holds (values smallest first), given who holds each 1."""
    totals = {}
    for species, values in hand.items():
        total = sum(values)
        holder = holders_of_one.get(species) if values[-1] == HIGHEST else None
        if holder is None or holder == name:
            totals[species] = (total, None)
        else:
            totals[species] = (total - HIGHEST * values.count(HIGHEST), holder)
    return totals
