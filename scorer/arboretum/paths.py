"""Paths in an arboretum and their points.

A path of a species is a run of side-joined cards with strictly rising values that starts and ends on
that species (cards between may be of any species), 2 to 8 cards long. It is worth 1 point a card, 2 a
card when it has at least 4 cards all of the species, plus 1 if it starts on a 1 and 2 if it ends on an 8.

The best paths of all species are found in one pass of dynamic programming over the cards taken by
rising value (every path climbs, so this order is topological). For each card and each state (species
of the first card, all cards so far of that species, first card is a 1) it keeps the longest route
reaching the card, the lexicographically smallest cell list on a tie. For a fixed end card and state
the points only grow with the length, so the best path is among the routes kept. Among paths worth the
same, the longest and then the smallest cell list is chosen.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import HIGHEST, LOWEST, Cell, PlantedCard, neighbour_cells

DOUBLING_LENGTH = 4
START_BONUS = 1
END_BONUS = 2


@dataclass(frozen=True, slots=True)
class Path:
    cells: tuple[Cell, ...]
    all_of_species: bool
    starts_on_one: bool
    ends_on_eight: bool

    @property
    def cards(self) -> int:
        return len(self.cells)

    @property
    def doubled(self) -> bool:
        return self.all_of_species and self.cards >= DOUBLING_LENGTH

    @property
    def card_points(self) -> int:
        return self.cards * (2 if self.doubled else 1)

    @property
    def start_bonus(self) -> int:
        return START_BONUS if self.starts_on_one else 0

    @property
    def end_bonus(self) -> int:
        return END_BONUS if self.ends_on_eight else 0

    @property
    def points(self) -> int:
        return self.card_points + self.start_bonus + self.end_bonus


# A route kept into a card: (number of cards, cells in rising order), for a state
# (species of the first card, every card so far of that species, first card is a 1).
Route = tuple[int, tuple[Cell, ...]]
State = tuple[str, bool, bool]
# The best path of a species so far: (points, cards, cells, all of the species, starts on 1, ends on 8).
Best = tuple[int, int, tuple[Cell, ...], bool, bool, bool]


def best_paths(arboretum: Iterable[PlantedCard]) -> dict[str, Path]:
    """The best path of every species that has one in the arboretum, in one pass over the cards."""
    cards = sorted(arboretum, key=lambda card: card.value)
    value_at = {card.cell: card.value for card in cards}
    routes: dict[Cell, dict[State, Route]] = {}
    best: dict[str, Best] = {}
    for card in cards:
        cell, species, value = card.cell, card.species, card.value
        here: dict[State, Route] = {(species, True, value == LOWEST): (1, (cell,))}
        for near in neighbour_cells(cell):
            if value_at.get(near, HIGHEST) >= value:
                continue
            for (first, same, one), (length, cells) in routes[near].items():
                state = (first, same and first == species, one)
                kept = here.get(state)
                if kept is None or length + 1 > kept[0] or (length + 1 == kept[0] and cells < kept[1][:-1]):
                    here[state] = (length + 1, (*cells, cell))
        routes[cell] = here
        for (first, same, one), (length, cells) in here.items():
            if first != species or length < 2:
                continue
            doubled = same and length >= DOUBLING_LENGTH
            points = length * (2 if doubled else 1) + (START_BONUS if one else 0)
            points += END_BONUS if value == HIGHEST else 0
            kept = best.get(species)
            if (
                kept is None
                or (points, length) > kept[:2]
                or ((points, length) == kept[:2] and cells < kept[2])
            ):
                best[species] = (points, length, cells, same, one, value == HIGHEST)
    return {
        species: Path(cells=cells, all_of_species=same, starts_on_one=one, ends_on_eight=eight)
        for species, (_, _, cells, same, one, eight) in best.items()
    }


def best_path(arboretum: Iterable[PlantedCard], species: str) -> Path | None:
    """The best path of `species` in the arboretum, or None when there is none."""
    return best_paths(arboretum).get(species)


def path_entry(path: Path | None) -> dict:
    """The JSON-like PATH_ENTRY of a best path (all zero for no path)."""
    if path is None:
        return {
            "path": [],
            "path_points": 0,
            "cards": 0,
            "all_of_species": False,
            "doubled": False,
            "card_points": 0,
            "start_bonus": 0,
            "end_bonus": 0,
        }
    return {
        "path": [list(cell) for cell in path.cells],
        "path_points": path.points,
        "cards": path.cards,
        "all_of_species": path.all_of_species,
        "doubled": path.doubled,
        "card_points": path.card_points,
        "start_bonus": path.start_bonus,
        "end_bonus": path.end_bonus,
    }
