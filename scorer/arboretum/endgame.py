"""A finished game as checked input: the players, each with an arboretum and a hand."""

from __future__ import annotations

from dataclasses import dataclass
from operator import attrgetter

from .cards import Card, PlantedCard

by_value = attrgetter("value")


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    arboretum: tuple[PlantedCard, ...]
    hand: tuple[Card, ...]

    def hand_values(self) -> dict[str, list[int]]:
        """The values in the hand of each species held, smallest first."""
        found: dict[str, list[int]] = {}
        for species, value in sorted(self.hand, key=by_value):
            found.setdefault(species, []).append(value)
        return found

    def planted_counts(self) -> dict[str, int]:
        """How many cards of each planted species the arboretum holds."""
        counts: dict[str, int] = {}
        for card in self.arboretum:
            counts[card.species] = counts.get(card.species, 0) + 1
        return counts


@dataclass(frozen=True, slots=True)
class Endgame:
    players: tuple[Player, ...]
