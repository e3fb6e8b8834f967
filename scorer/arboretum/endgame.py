"""A finished game as checked input: the players, each with an arboretum and a hand."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, PlantedCard


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    arboretum: tuple[PlantedCard, ...]
    hand: tuple[Card, ...]

    def hand_values(self, species: str) -> list[int]:
        """Values of `species` in the hand, smallest first."""
        return sorted(card.value for card in self.hand if card.species == species)

    def planted_species(self) -> set[str]:
        return {card.species for card in self.arboretum}


@dataclass(frozen=True, slots=True)
class Endgame:
    players: tuple[Player, ...]

    def species_in_play(self) -> set[str]:
        """Every species found in some arboretum or hand."""
        found: set[str] = set()
        for player in self.players:
            found.update(player.planted_species())
            found.update(card.species for card in player.hand)
        return found
