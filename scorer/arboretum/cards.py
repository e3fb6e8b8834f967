"""The cards of Arboretum: the ten species, the eight values, and a planted card."""

from __future__ import annotations

from typing import NamedTuple

#: The species ids in the canonical order used for every listing and every result.
SPECIES: tuple[str, ...] = (
    "cassia",
    "dogwood",
    "jacaranda",
    "olive",
    "lilac",
    "magnolia",
    "maple",
    "royal-poinciana",
    "oak",
    "willow",
)

#: The values a card may carry.
VALUES = range(1, 9)
#: The 1 (a path starting on it earns a bonus; held, it cancels an opponent's 8) and the 8.
LOWEST, HIGHEST = VALUES[0], VALUES[-1]

#: How many species are in play for each allowed number of players (read only by convention).
SPECIES_BY_PLAYERS = {2: 6, 3: 8, 4: 10}
#: The cards each player holds at the end of the game.
HAND_SIZE = 7

Cell = tuple[int, int]


class PlantedCard(NamedTuple):
    """A card planted in an arboretum, at (row, col); rows grow downwards (a named tuple)."""

    row: int
    col: int
    species: str
    value: int

    @property
    def cell(self) -> Cell:
        return (self.row, self.col)


#: A planted card as the scoring reads it, (row, col, species, value): a PlantedCard or a plain tuple.
Planted = tuple[int, int, str, int]


def species_order(species: set[str] | frozenset[str]) -> list[str]:
    """The given species ids in canonical order (unknown ids are left out)."""
    return [name for name in SPECIES if name in species]


def neighbour_cells(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    """The four cells sharing a side with `cell`."""
    row, col = cell
    return ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col))
