"""The cards of one arboretum laid out once, for both the connection check and the path search: by rising
value, with the side neighbours of each card.

The neighbours are found with two look-ups a card (the cell to its right and the cell below), each pair
of neighbours then linked both ways; the connection check and the path search walk those links instead
of looking up four cells around every card each. A cell is looked up by a whole number, its key,
``row * width + col``, with `width` more than twice the largest column away from 0, so that no two
cells share a key and the neighbours of a cell are at ``key + 1`` and ``key + width``: adding two numbers
costs less than making and hashing a (row, col) pair.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import itemgetter

from .cards import Planted

by_value = itemgetter(3)  # the value of a (row, col, species, value) card
by_col = itemgetter(1)


@dataclass(slots=True)
class Grid:
    """An arboretum laid out: its cards by rising value, and for each card (by its index in `cards`) the
    indexes of the cards sharing a side with it. A slotted dataclass made by position: half the cost of
    making a NamedTuple, paid for every player of every game."""

    cards: list[Planted]
    links: list[list[int]]

    @property
    def connected(self) -> bool:
        """Whether every card is joined to every other by sides (true for no card)."""
        return is_one_group(self.links)


def lay_out(arboretum: Iterable[Planted]) -> Grid | None:
    """The Grid of planted cards, or None when two cards share a cell.

    Plain loops rather than comprehensions: before Python 3.12 each comprehension is a function call."""
    cards = sorted(arboretum, key=by_value)
    width = 2 * max(map(abs, map(by_col, cards))) + 3 if cards else 3  # max(default=) costs more
    index: dict[int, int] = {}  # the index of the card at each key
    links: list[list[int]] = []
    for i, (row, col, _, _) in enumerate(cards):
        index[row * width + col] = i
        links.append([])
    if len(index) < len(cards):
        return None
    for key, i in index.items():
        j = index.get(key + 1)
        if j is not None:
            links[i].append(j)
            links[j].append(i)
        j = index.get(key + width)
        if j is not None:
            links[i].append(j)
            links[j].append(i)
    return Grid(cards, links)


def is_one_group(links: list[list[int]]) -> bool:
    """Whether the linked cards are all joined (true for none): a walk from the first one, over a list
    of the cards reached that grows as it is read."""
    count = len(links)
    if count < 2:
        return True
    seen = [False] * count
    seen[0] = True
    reached = [0]
    for i in reached:
        for j in links[i]:
            if not seen[j]:
                seen[j] = True
                reached.append(j)
    return len(reached) == count
