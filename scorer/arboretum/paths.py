"""Paths in an arboretum and their points.

A path of a species is a run of side-joined cards with strictly rising values that starts and ends on
that species (cards between may be of any species), 2 to 8 cards long. It is worth 1 point a card, 2 a
card when it has at least 4 cards all of the species, plus 1 if it starts on a 1 and 2 if it ends on an 8.

The best paths of all species are found in one pass of dynamic programming over the cards taken by
rising value (every path climbs, so this order is topological). For each card and each state (species
of the first card, all cards so far of that species, first card is a 1) it keeps the longest route
reaching the card, the lexicographically smallest cell list on a tie. For a fixed end card and state
the points only grow with the length, so the best path is among the routes kept. Among paths worth the
same, the longest and then the smallest cell list is chosen. Each route is weighed as a path when it is
pushed into a card of its first species (the routes kept there are among those weighed, and beat the
others of their state), and kept only while a card of that species lies higher.
"""

from __future__ import annotations

from collections.abc import Iterable
from operator import itemgetter
from typing import NamedTuple

from .cards import HIGHEST, LOWEST, Cell, Planted
from .grid import Grid, lay_out

species_and_value = itemgetter(2, 3)  # of a (row, col, species, value) card

DOUBLING_LENGTH = 4
START_BONUS = 1
END_BONUS = 2


class Path(NamedTuple):
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


# A route kept into a card: its cells in rising order (as many as its cards), for a state (species of
# the first card, every card so far of that species, first card is a 1).
Route = tuple[Cell, ...]
State = tuple[str, bool, bool]
# The best path of a species (so far, during the search), a plain tuple, quicker made than a Path:
# (points, cards, cells, all of the species, starts on 1, ends on 8).
Best = tuple[int, int, Route, bool, bool, bool]


def best_paths(arboretum: Iterable[Planted]) -> dict[str, Path]:
    """The best path of every species that has one in the arboretum (whose cells must be distinct)."""
    grid = lay_out(arboretum)
    if grid is None:
        raise ValueError("two cards share a cell")
    return {species: Path(*best[2:]) for species, best in search(grid).items()}


def search(grid: Grid) -> dict[str, Best]:
    """The best path of every species that has one in the laid-out arboretum, in one pass over the cards.

    Routes are pushed from each card into its higher neighbours before those are reached. A route is
    only started, or pushed on, while a card of its first species with a higher value lies ahead: in a
    sparse arboretum most cards then carry no route at all.
    """
    cards, links = grid.cards, grid.links
    highest = dict(map(species_and_value, cards))  # values rise: the last one of each species stays
    routes: list[dict[State, Route] | None] = [None] * len(cards)  # the routes pushed into each card
    best: dict[str, Best] = {}
    for i, (row, col, species, value) in enumerate(cards):
        here = routes[i]
        if value < highest[species]:
            if here is None:
                here = {}
            here.setdefault((species, True, value == LOWEST), ((row, col),))
        elif not here:
            continue
        for j in links[i]:
            up = cards[j]
            if up[3] > value:
                into = routes[j]
                if into is None:
                    routes[j] = into = {}
                extend_routes(into, here, up, highest, best)
    return best


def extend_routes(
    into: dict[State, Route],
    here: dict[State, Route],
    card: Planted,
    highest: dict[str, int],
    best: dict[str, Best],
) -> None:
    """Extend into `card` the routes of a lower neighbour that can still end on their first species (up
    to its `highest` value): a route ending on its species there is weighed as a path (see keep_best);
    one that may go on is kept, per state the longest, the smallest cell list on a tie."""
    row, col, species, value = card
    cell = (row, col)
    for (first, same, one), cells in here.items():
        last = highest[first]
        if last < value:
            continue
        cells = (*cells, cell)
        if first == species:
            keep_best(best, species, cells, same, one, value == HIGHEST)
        else:
            same = False
        if last > value:
            state = (first, same, one)
            kept = into.get(state)
            if kept is None or len(cells) > len(kept) or (len(cells) == len(kept) and cells < kept):
                into[state] = cells


def keep_best(best: dict[str, Best], species: str, cells: Route, same: bool, one: bool, eight: bool) -> None:
    """Keep a path of `species` (its cells, whether all of the species, starts on a 1, ends on an 8) if it
    is the best so far: the most points, then the longest, then the smallest cell list."""
    length = len(cells)
    points = length * (2 if same and length >= DOUBLING_LENGTH else 1) + (START_BONUS if one else 0)
    points += END_BONUS if eight else 0
    kept = best.get(species)
    if (
        kept is None
        or points > kept[0]
        or (points == kept[0] and (length > kept[1] or (length == kept[1] and cells < kept[2])))
    ):
        best[species] = (points, length, cells, same, one, eight)


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
    cells, all_of_species, starts_on_one, ends_on_eight = path
    cards = len(cells)
    doubled = all_of_species and cards >= DOUBLING_LENGTH
    card_points = cards * (2 if doubled else 1)
    start_bonus = START_BONUS if starts_on_one else 0
    end_bonus = END_BONUS if ends_on_eight else 0
    return {
        "path": list(map(list, cells)),
        "path_points": card_points + start_bonus + end_bonus,
        "cards": cards,
        "all_of_species": all_of_species,
        "doubled": doubled,
        "card_points": card_points,
        "start_bonus": start_bonus,
        "end_bonus": end_bonus,
    }


def fill_path_entry(entry: dict, best: Best) -> None:
    """Set in `entry` (an ENTRY holding every key of a PATH_ENTRY) the figures of a best path."""
    points, cards, cells, all_of_species, starts_on_one, ends_on_eight = best
    entry["path"] = list(map(list, cells))
    entry["path_points"] = points
    entry["cards"] = cards
    entry["all_of_species"] = all_of_species
    entry["doubled"] = doubled = all_of_species and cards >= DOUBLING_LENGTH
    entry["card_points"] = cards * (2 if doubled else 1)
    entry["start_bonus"] = START_BONUS if starts_on_one else 0
    entry["end_bonus"] = END_BONUS if ends_on_eight else 0
