"""Lost Cities expeditions drawn in the rules (fenced blocks `lost-cities points="-10"`).

Each line of the block is one expedition: `W` for a wager card, numbers for expedition cards, in any
order (the scorer sorts them), e.g. `W W 2 3 5 7 8 10`. A line holding only `-` is an expedition never
started. A line may start with its colour's id and a colon (`red: W W 2 3`): the page then names the
colour, in the reader's language. `points=` is the block's total: one expedition's points, or the sum
of its lines (a round).
The scorer checks every line (a card out of 2..10, a value twice, more than 3 wagers: refused at the
Markdown line of that expedition) and computes its points; `points=` must agree with the scorer, or
the build fails, whatever its strictness.
"""
from __future__ import annotations

import dataclasses
import re

from scorer.lost_cities import LONG_GAME_COLOURS, describe, score_expedition
from site_builder.game import ContentError, Fence, Problem, fence_options

from .scorer_page import COLOUR_NAMES

FENCE_WORD = "lost-cities"
POINTS = re.compile(r"^-?\d+$")
COLOUR_PREFIX = re.compile(r"^\s*([a-z]+)\s*:")
MINUS = "\u2212"


def signed(number: int) -> str:
    """A number with a real minus sign (U+2212)."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


@dataclasses.dataclass(frozen=True)
class Expedition:
    line: int  # its line in the Markdown file
    wagers: int
    cards: tuple[int, ...]
    started: bool
    points: int
    sum: int
    cost: int
    multiplier: int
    bonus: int
    count: int
    colour: str | None = None  # a colour id of scorer.lost_cities, when the line names one

    @property
    def computation(self) -> str:
        """`(23 − 20) × 2 + 20 = 46`; empty for an unstarted expedition (it costs nothing)."""
        if not self.started:
            return ""
        text = f"{self.sum} {MINUS} {self.cost}"
        if self.multiplier > 1:
            text = f"({text}) × {self.multiplier}"
        if self.bonus:
            text += f" + {self.bonus}"
        return f"{text} = {signed(self.points)}"


@dataclasses.dataclass(frozen=True)
class LostCitiesExample:
    path: str
    line: int
    expeditions: tuple[Expedition, ...]
    points: int

    @property
    def is_round(self) -> bool:
        return len(self.expeditions) > 1

    @property
    def total_computation(self) -> str:
        """`3 + 0 − 40 − 10 + 65 = 18` for a round."""
        parts = []
        for index, expedition in enumerate(self.expeditions):
            value = expedition.points
            if index == 0:
                parts.append(signed(value))
            else:
                parts.append(f"{MINUS} {-value}" if value < 0 else f"+ {value}")
        return f"{' '.join(parts)} = {signed(self.points)}"


def parse_points(info: str, path: str, line: int) -> int:
    value = fence_options(info, path, line, ("points",)).get("points")
    if value is None:
        raise ContentError(Problem('a lost-cities block needs points="..." (its total)', path, line))
    if not POINTS.match(value):
        raise ContentError(Problem(f"points={value!r} is not a whole number", path, line))
    return int(value)


def split_colour(text: str, path: str, line: int) -> tuple[str | None, str]:
    """(colour id or None, the rest of the line) of `red: W 2 3` or `W 2 3`."""
    match = COLOUR_PREFIX.match(text)
    if match is None:
        return None, text
    colour = match.group(1)
    if colour not in LONG_GAME_COLOURS:
        known = ", ".join(LONG_GAME_COLOURS)
        raise ContentError(Problem(f"{colour!r} is not a Lost Cities colour (one of {known})", path, line))
    return colour, text[match.end():]


def parse_line(text: str, path: str, line: int) -> tuple[int, list]:
    """(wagers, cards as written): the cards are the scorer's to check."""
    wagers, cards = 0, []
    words = text.split()
    if words == ["-"]:
        return 0, []
    for word in words:
        if word.upper() == "W":
            wagers += 1
        elif re.fullmatch(r"-?\d+", word):
            cards.append(int(word))
        else:
            raise ContentError(Problem(f"{word!r} is neither W (a wager card) nor a card number", path, line))
    return wagers, cards


def read_example(fence: Fence, path: str) -> LostCitiesExample:
    """Read one lost-cities block and check `points=` against the scorer; ContentError otherwise."""
    expected = parse_points(fence.info, path, fence.line)
    expeditions = []
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        if not text.strip():
            continue
        line = fence.line + 1 + offset
        colour, text = split_colour(text, path, line)
        wagers, cards = parse_line(text, path, line)
        outcome = score_expedition(wagers, cards)
        if not outcome["ok"]:
            words = "; ".join(describe(problem) for problem in outcome["errors"])
            raise ContentError(Problem(f"the scorer refuses this expedition: {words}", path, line))
        result = outcome["result"]
        expeditions.append(
            Expedition(
                line=line,
                wagers=result["wagers"],
                cards=tuple(result["cards"]),
                started=result["started"],
                points=result["points"],
                sum=result["sum"],
                cost=result["cost"],
                multiplier=result["multiplier"],
                bonus=result["bonus"],
                count=result["count"],
                colour=colour,
            )
        )
    if not expeditions:
        raise ContentError(Problem("a lost-cities block holds no expedition", path, fence.line))
    total = sum(expedition.points for expedition in expeditions)
    if total != expected:
        if len(expeditions) == 1:
            text = f"points= says {expected} but this expedition scores {total}"
            raise ContentError(Problem(text, path, expeditions[0].line))
        detail = ", ".join(f"line {e.line}: {e.points}" for e in expeditions)
        text = f"points= says {expected} but the expeditions score {total} ({detail})"
        raise ContentError(Problem(text, path, fence.line))
    return LostCitiesExample(path, fence.line, tuple(expeditions), total)


def example_context(render, example: LostCitiesExample) -> dict:
    """The names of the colours the example's lines give, in the page's language
    (render: site_builder.rendering.page_context.PageRender)."""
    colours = {expedition.colour for expedition in example.expeditions if expedition.colour}
    return {"colour_names": {colour: render.term(COLOUR_NAMES[colour]) for colour in sorted(colours)}}
