"""Sushi Go! tables drawn in the rules (fenced blocks `sushi-go points="9 3"`), scored by scorer.sushi_go.

One line per player, `Name: cards`, the cards written with the codes of cards.CODES in any order, e.g.
`Léa: T T W+Sq M3` (two tempura, a squid on a wasabi, a maki of 3 icons). `points=` gives each player's
points in line order:

- by default (`scoring="round"`), the round's total of the cards written (maki compared between the
  lines, as at the table);
- with `scoring="pudding"`, the pudding points at the end of the game: the lines then hold only `P`,
  the desserts each player kept over the three rounds.

The block is scored by the scorer itself, as a game of as many players as lines (a round with fewer cards
than a hand is scored as it stands); a card the scorer refuses, or `points=` differing from its result,
fails the build at the block's line (or the player's), whatever its strictness.
"""
from __future__ import annotations

import dataclasses
import re

from scorer.sushi_go import HAND_SIZES, MAKI_ICONS, NIGIRI_POINTS, ROUNDS, describe, score
from site_builder.game import ContentError, Fence, Problem, fence_options, scored_example

from .cards import CODES, NAMES, NIGIRI, card_of, on_wasabi

FENCE_WORD = "sushi-go"
SCORINGS = ("round", "pudding")
POINTS = re.compile(r"^[-\u2212]?\d+$")
MINUS = "\u2212"
SHORT_ROUND = "short_round"  # the scorer's warning for a hand of fewer cards than dealt: expected here


def signed(number: int) -> str:
    """A number with a real minus sign (U+2212)."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


@dataclasses.dataclass(frozen=True)
class PlayerScore:
    name: str
    line: int  # its line in the Markdown file
    kinds: tuple[str, ...]  # the scorer's kinds, in the order written
    points: int  # the round's total, or the pudding points
    entry: dict  # the scorer's round entry (scoring "round") or pudding line (scoring "pudding")

    @property
    def cards(self) -> tuple[tuple[str, bool, int], ...]:
        """(card name key, on a wasabi, maki icons or 0) of each card written, for the chips."""
        return tuple((card_of(kind), on_wasabi(kind), MAKI_ICONS.get(kind, 0)) for kind in self.kinds)

    @property
    def computation(self) -> str:
        """`5 + 9 + 3 = 17` of a round's scoring lines that score (`0` when none does)."""
        parts = [points for points in self.entry["points"].values() if points]
        if len(parts) < 2:
            return str(self.points)
        return f"{' + '.join(str(part) for part in parts)} = {self.points}"


@dataclasses.dataclass(frozen=True)
class SushiGoExample:
    path: str
    line: int
    scoring: str  # "round" or "pudding"
    players: tuple[PlayerScore, ...]

    @property
    def has_maki(self) -> bool:
        return any(player.entry["lines"]["maki"]["icons"] for player in self.players) \
            if self.scoring == "round" else False

    def tied_names(self, player: PlayerScore) -> str:
        """The other players at this player's place, joined by commas."""
        line = player.entry if self.scoring == "pudding" else player.entry["lines"]["maki"]
        return ", ".join(line["tied"])


def parse_options(info: str, path: str, line: int) -> tuple[str, list[int]]:
    """(scoring, points) of the fence's info string."""
    options = fence_options(info, path, line, ("points", "scoring"))
    scoring = options.get("scoring", "round")
    if scoring not in SCORINGS:
        raise ContentError(Problem(f"scoring={scoring!r} is not one of {', '.join(SCORINGS)}", path, line))
    if "points" not in options:
        raise ContentError(Problem('a sushi-go block needs points="..." (each player\'s points)', path, line))
    values = options["points"].split()
    if not values or not all(POINTS.match(value) for value in values):
        text = f"points={options['points']!r} is not a list of whole numbers, one per player"
        raise ContentError(Problem(text, path, line))
    return scoring, [int(value.replace(MINUS, "-")) for value in values]


def parse_player(text: str, path: str, line: int) -> tuple[str, list[str]]:
    """(name, kinds) of `Léa: T T W+Sq`."""
    name, colon, cards = text.partition(":")
    if not colon or not name.strip():
        raise ContentError(Problem(f"{text.strip()!r} is not `Name: cards`", path, line))
    kinds = []
    for word in cards.split():
        if word not in CODES:
            known = " ".join(CODES)
            raise ContentError(Problem(f"{word!r} is not a card code (one of {known})", path, line))
        kinds.append(CODES[word])
    return name.strip(), kinds


def counts(kinds: list[str]) -> dict[str, int]:
    found: dict[str, int] = {}
    for kind in kinds:
        found[kind] = found.get(kind, 0) + 1
    return found


def game_data(scoring: str, hands: list[tuple[str, list[str]]]) -> dict:
    """The scorer's input: one round of the cards written, or the desserts kept over a whole game."""
    later: list[dict] = [{} for _ in range(ROUNDS - 1)] if scoring == "pudding" else []
    players = [{"name": name, "rounds": [counts(kinds), *later]} for name, kinds in hands]
    return {"game": FENCE_WORD, "players": players}


def read_hands(fence: Fence, path: str, scoring: str) -> tuple[list[tuple[str, list[str]]], list[int]]:
    """(name, kinds) of each player's line, and the lines' numbers in the Markdown file."""
    hands, lines = [], []
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        if text.strip():
            lines.append(fence.line + 1 + offset)
            hands.append(parse_player(text, path, lines[-1]))
    if len(hands) not in HAND_SIZES:
        low, high = min(HAND_SIZES), max(HAND_SIZES)
        text = f"a sushi-go block has one line per player, {low} to {high}, not {len(hands)}"
        raise ContentError(Problem(text, path, fence.line))
    for (_name, kinds), line in zip(hands, lines, strict=True):
        if scoring == "pudding" and set(kinds) - {"pudding"}:
            text = 'a scoring="pudding" block holds only P (the desserts kept)'
            raise ContentError(Problem(text, path, line))
    return hands, lines


def read_example(fence: Fence, path: str) -> SushiGoExample:
    """Read one sushi-go block and check `points=` against the scorer; ContentError otherwise."""
    scoring, expected = parse_options(fence.info, path, fence.line)
    hands, lines = read_hands(fence, path, scoring)
    if len(expected) != len(hands):
        text = f"points= gives {len(expected)} numbers for {len(hands)} players"
        raise ContentError(Problem(text, path, fence.line))
    result = scored_example(score(game_data(scoring, hands)), describe=describe, what="table", lines=lines,
                            path=path, fence_line=fence.line, allowed=(SHORT_ROUND,))
    players = []
    for (name, kinds), line, wanted, entry in zip(hands, lines, expected, result["players"], strict=True):
        got = entry["pudding"] if scoring == "pudding" else entry["rounds"][0]
        points = got["points"] if scoring == "pudding" else got["total"]
        if points != wanted:
            text = f"points= says {wanted} for {name} but the scorer gives {points}"
            raise ContentError(Problem(text, path, line))
        players.append(PlayerScore(name, line, tuple(kinds), points, got))
    return SushiGoExample(path, fence.line, scoring, tuple(players))


def example_context(render, example: SushiGoExample) -> dict:
    """The cards' names in the page's language (render: site_builder.rendering.page_context.PageRender)."""
    return {
        "card_names": {card: render.term(name) for card, name in NAMES.items()},
        "nigiri": NIGIRI,
        "nigiri_points": NIGIRI_POINTS,
        "signed": signed,
    }
