"""The right to score a species, decided by the cards of that species left in the hands.

Each player adds the values of the species in their hand. A player's 8 counts 0 when an opponent
holds the 1 of that species (their own 1 does not cancel it). The highest sum gets the right; every
tied player gets it; when nobody holds the species every sum is 0, so everybody has the right.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import HIGHEST, LOWEST

#: An 8 cancelled: (the index of the player holding it, the name of the opponent holding the 1).
Cancelled = tuple[int, str]


def hand_totals(
    names: Sequence[str], hands: Sequence[Mapping[str, Sequence[int]]]
) -> tuple[list[dict[str, int]], dict[str, int], dict[str, Cancelled]]:
    """For the players of a checked game (one card of each species and value), given by name and by the
    values held of each species (smallest first): each player's sum of each species held, an 8 counting
    0 when cancelled; the highest sum of each species held; and the 8s cancelled, by species.

    Sums are never negative, so a species held by nobody, absent from the highest sums, has a highest
    sum of 0; a player whose sum equals the highest has the right to score.
    """
    holders_of_one: dict[str, int] = {}
    holders_of_eight: dict[str, int] = {}
    totals = []
    for index, hand in enumerate(hands):
        sums = {}
        for species, values in hand.items():
            sums[species] = sum(values)
            if values[0] == LOWEST:
                holders_of_one[species] = index
            if values[-1] == HIGHEST:
                holders_of_eight[species] = index
        totals.append(sums)
    cancelled = cancel_eights(names, totals, holders_of_one, holders_of_eight)
    top: dict[str, int] = {}
    for sums in totals:
        for species, total in sums.items():
            if total > top.get(species, 0):
                top[species] = total
    return totals, top, cancelled


def cancel_eights(
    names: Sequence[str],
    totals: list[dict[str, int]],
    holders_of_one: dict[str, int],
    holders_of_eight: dict[str, int],
) -> dict[str, Cancelled]:
    """Take out of the sums in `totals` each 8 whose 1 an opponent holds (players by index), and say
    which were cancelled."""
    cancelled = {}
    for species, index in holders_of_eight.items():
        holder = holders_of_one.get(species)
        if holder is not None and holder != index:
            totals[index][species] -= HIGHEST
            cancelled[species] = (index, names[holder])
    return cancelled
