"""The cards of one arboretum laid out once, for both the connection check and the path search: by rising
value, with the index of the card at each cell."""

from __future__ import annotations

from collections.abc import Collection, Iterable
from operator import itemgetter
from typing import NamedTuple

from .cards import Cell, Planted

by_value = itemgetter(3)  # the value of a (row, col, species, value) card


class Grid(NamedTuple):
    """An arboretum laid out: its cards by rising value, and the index in `cards` of the card at each cell."""

    cards: tuple[Planted, ...]
    index: dict[Cell, int]

    @property
    def connected(self) -> bool:
        """Whether every card is joined to every other by sides (true for no card)."""
        return is_one_group(self.index)


def lay_out(arboretum: Iterable[Planted]) -> Grid | None:
    """The Grid of planted cards, or None when two cards share a cell."""
    cards = tuple(sorted(arboretum, key=by_value))
    index = {(row, col): i for i, (row, col, _, _) in enumerate(cards)}
    if len(index) < len(cards):
        return None
    return Grid(cards, index)


def is_one_group(cells: Collection[Cell]) -> bool:
    """Whether the cells are all joined by sides (true for no cell).

    A walk from one cell that stops as soon as every cell is reached: in a joined arboretum most
    neighbours of the last cells are never looked at.
    """
    free = set(cells)
    if len(free) < 2:
        return True
    frontier = [free.pop()]
    while frontier:
        row, col = frontier.pop()
        for neighbour in ((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)):
            if neighbour in free:
                free.remove(neighbour)
                if not free:
                    return True
                frontier.append(neighbour)
    return False
