"""The tables of the cards' names in each edition (a fenced block `skull-king-names`, empty, or
`skull-king-names edition="2013"`): drawn from cards.EDITIONS (or EDITIONS_2013) in every language, each name
marked with the language it is printed in."""
from __future__ import annotations

import dataclasses
import shlex

from site_builder.game import ContentError, Fence, Problem

from .cards import EDITION_LANGUAGES, EDITIONS, EDITIONS_2013

FENCE_WORD = "skull-king-names"
TABLES = {"2021": EDITIONS, "2013": EDITIONS_2013}


@dataclasses.dataclass(frozen=True)
class EditionRow:
    card: str  # a key of cards.EDITIONS or EDITIONS_2013
    names: tuple[tuple[str, str], ...]  # (language, printed name), in EDITION_LANGUAGES order


@dataclasses.dataclass(frozen=True)
class NamesTable:
    edition: str
    rows: tuple[EditionRow, ...]


def read_table(fence: Fence, path: str) -> NamesTable:
    words = shlex.split(fence.info)
    edition = "2021"
    if len(words) == 2 and words[1] in ('edition=2013', 'edition=2021'):
        edition = words[1].partition("=")[2]
    elif len(words) != 1 or fence.text.strip():
        text = f'a {FENCE_WORD} block takes only edition="2013" or "2021" and holds nothing'
        raise ContentError(Problem(text, path, fence.line))
    rows = tuple(EditionRow(card, tuple(zip(EDITION_LANGUAGES, names, strict=True)))
                 for card, names in TABLES[edition].items())
    return NamesTable(edition, rows)
