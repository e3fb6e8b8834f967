"""The tables of a game's card names as each edition prints them, for its rules: a fenced block
(`<word>`, empty; or `<word> edition="<key>"` for a game of more than one edition, the first one by
default) drawn by the game's template with the core's `names_table` macro (templates/names_table.html),
one column per language, each name marked with the language it is printed in."""
from __future__ import annotations

import dataclasses
import shlex
from collections.abc import Mapping

from ..exceptions import ContentError, Problem
from ..plugins.interface import FenceHandler
from .markdown_blocks import Fence


@dataclasses.dataclass(frozen=True)
class NamesRow:
    card: str  # a key of the edition's table
    names: tuple[tuple[str, str], ...]  # (language, printed name), in the game's languages' order


@dataclasses.dataclass(frozen=True)
class NamesTable:
    edition: str
    rows: tuple[NamesRow, ...]


def names_fence(word: str, languages: tuple[str, ...], editions: Mapping[str, Mapping[str, tuple[str, ...]]],
                template: str) -> FenceHandler:
    """The fence `word` of a game's names tables: `editions` maps each edition (the first is the default)
    to its cards' printed names, one per language of `languages`; `template` draws a NamesTable."""

    def read(fence: Fence, path: str) -> NamesTable:
        words = shlex.split(fence.info)
        options = {f"edition={key}": key for key in editions} if len(editions) > 1 else {}
        if fence.text.strip() or len(words) > 2 or (len(words) == 2 and words[1] not in options):
            raise ContentError(Problem(_refusal(word, editions), path, fence.line))
        edition = options[words[1]] if len(words) == 2 else next(iter(editions))
        rows = tuple(NamesRow(card, tuple(zip(languages, names, strict=True)))
                     for card, names in editions[edition].items())
        return NamesTable(edition, rows)

    return FenceHandler(word=word, read=read, template=template)


def _refusal(word: str, editions: Mapping) -> str:
    if len(editions) == 1:
        return f"a {word} block takes no option and holds nothing"
    keys = " or ".join(f'"{key}"' for key in sorted(editions))
    return f"a {word} block takes only edition={keys} and holds nothing"
