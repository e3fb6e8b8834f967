"""The table of the cards' names in each edition (a fenced block `sushi-go-names`, empty): drawn from
cards.EDITIONS in every language, each name marked with the language it is printed in."""
from __future__ import annotations

import dataclasses

from site_builder.game import ContentError, Fence, Problem

from .cards import EDITION_LANGUAGES, EDITIONS, NAMES

FENCE_WORD = "sushi-go-names"


@dataclasses.dataclass(frozen=True)
class EditionRow:
    card: str  # a key of cards.NAMES
    names: tuple[tuple[str, str], ...]  # (language, printed name), in EDITION_LANGUAGES order


def read_table(fence: Fence, path: str) -> tuple[EditionRow, ...]:
    if fence.info.split() != [FENCE_WORD] or fence.text.strip():
        text = f"a {FENCE_WORD} block takes no option and holds nothing"
        raise ContentError(Problem(text, path, fence.line))
    return tuple(EditionRow(card, tuple(zip(EDITION_LANGUAGES, EDITIONS[card], strict=True)))
                 for card in NAMES)


