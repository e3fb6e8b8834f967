"""A finished game as checked input: the players, each with an arboretum and a hand."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import itemgetter

from .grid import Grid

second = itemgetter(1)


@dataclass(slots=True)
class Player:
    """One player of a checked game. Not frozen: a frozen dataclass is made through object.__setattr__, a
    cost paid for every player of every game scored; nothing changes a Player once read."""

    name: str
    grid: Grid  # the arboretum, laid out
    hand: dict[str, list[int]]  # the values held of each species, smallest first (see hand_values)

    planted: dict[str, int]  # how many cards of each planted species the arboretum holds


def planted_counts(cards: Iterable[tuple[int, int, str, int]]) -> dict[str, int]:
    """How many cards of each species there are among planted (row, col, species, value) cards."""
    counts: dict[str, int] = {}
    for _, _, species, _ in cards:
        counts[species] = counts.get(species, 0) + 1
    return counts


def hand_values(cards: Iterable[tuple[str, int]]) -> dict[str, list[int]]:
    """The values of each species held, smallest first, from the (species, value) of the cards in a hand."""
    found: dict[str, list[int]] = {}
    for species, value in sorted(cards, key=second):
        found.setdefault(species, []).append(value)
    return found


@dataclass(slots=True)
class Endgame:
    """A checked game: its players in input order (not frozen, as Player)."""

    players: tuple[Player, ...]
