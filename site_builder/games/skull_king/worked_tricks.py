"""Skull King tricks drawn in the rules (fenced blocks `skull-king-trick winner="Chloé"`), resolved by
scorer.skull_king.tricks at build time.

One line per card, in the order played, `Name: card`, the card written with the scorer's ids (`green-7`,
`black-14`, `pirate`, `tigress-escape`, `skull-king`, `mermaid`, `loot`, `kraken`, `white-whale`; in the
2013 edition `yellow-12`, `scary-mary-pirate`...). Options:

- `winner=`: the name of the player who wins the trick, or `none` when nobody does (the Kraken, or a White
  Whale among special cards only): required;
- `edition=`: `2021` (default) or `2013`;
- `bonus=`: the points the winner's captures in this trick are worth if the bid is made (optional).

A card the resolver refuses, or a winner or a bonus differing from its answer, fails the build at the
block's line (or the card's), whatever its strictness.
"""
from __future__ import annotations

import dataclasses

from scorer.skull_king import describe
from scorer.skull_king.tricks import resolve_trick
from site_builder.game import ContentError, Fence, Problem, fence_options

from .cards import kind, known, label

FENCE_WORD = "skull-king-trick"
OPTIONS = ("winner", "edition", "bonus")
EDITION_IDS = ("2021", "2013")
NOBODY = "none"
#: The resolver's rules, each said by the template in the page's language (trick.html).
RULES = ("kraken", "white_whale", "white_whale_specials_only", "mermaid_over_skull_king", "skull_king",
         "pirate", "mermaid", "trump", "led_suit", "escapes", "loot_lead")


@dataclasses.dataclass(frozen=True)
class Play:
    name: str
    card: str  # the scorer's card id
    line: int  # its line in the Markdown file

    @property
    def kind(self) -> str:
        return kind(self.card)


@dataclasses.dataclass(frozen=True)
class TrickExample:
    path: str
    line: int
    edition: str
    plays: tuple[Play, ...]
    winner: int | None  # the index of the winning play, None when nobody wins
    next_leader: int
    rule: str  # the resolver's rule id
    led_suit: str | None
    bonus: int

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else self.plays[self.winner].name

    @property
    def leader_name(self) -> str:
        return self.plays[self.next_leader].name


def problem(text: str, path: str, line: int) -> ContentError:
    return ContentError(Problem(text, path, line))


def parse_options(info: str, path: str, line: int) -> dict[str, str]:
    options = fence_options(info, path, line, OPTIONS)
    if not options.get("winner"):
        raise problem(f'a {FENCE_WORD} block needs winner="..." (a player\'s name, or {NOBODY})', path, line)
    options.setdefault("edition", "2021")
    if options["edition"] not in EDITION_IDS:
        raise problem(f"edition={options['edition']!r} is not one of {', '.join(EDITION_IDS)}", path, line)
    if "bonus" in options and not options["bonus"].isdigit():
        raise problem(f"bonus={options['bonus']!r} is not a whole number", path, line)
    return options


def read_plays(fence: Fence, path: str, edition: str) -> tuple[Play, ...]:
    plays = []
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        if not text.strip():
            continue
        line = fence.line + 1 + offset
        name, colon, card = (part.strip() for part in text.partition(":"))
        if not colon or not name or len(card.split()) != 1:
            raise problem(f"{text.strip()!r} is not `Name: card`", path, line)
        if not known(card, edition):
            text = f"{card!r} is not a card id of the {edition} edition (green-7, pirate, ...)"
            raise problem(text, path, line)
        plays.append(Play(name, card, line))
    if len(plays) < 2:
        raise problem(f"a {FENCE_WORD} block has one line per card played, at least 2", path, fence.line)
    names = [play.name for play in plays]
    if len(set(names)) != len(names):
        raise problem("a player plays one card per trick: a name is repeated", path, fence.line)
    return tuple(plays)


def card_line(error: dict, plays: tuple[Play, ...], line: int) -> int:
    """The line of the card a resolver's problem names (by its index), else the block's."""
    index = error.get("params", {}).get("index")
    return plays[index].line if isinstance(index, int) and 0 <= index < len(plays) else line


def resolved(plays: tuple[Play, ...], edition: str, path: str, line: int) -> dict:
    """The resolver's result; ContentError with each problem it reports (code and parameters)."""
    outcome = resolve_trick([play.card for play in plays], edition=edition)
    if not outcome.get("ok"):
        raise ContentError([Problem(f"the trick resolver refuses this trick: {describe(error)}", path,
                                    card_line(error, plays, line)) for error in outcome["errors"]])
    return outcome["result"]


def read_example(fence: Fence, path: str) -> TrickExample:
    """Read one trick and check `winner=` (and `bonus=`) against the resolver; ContentError otherwise."""
    options = parse_options(fence.info, path, fence.line)
    edition = options["edition"]
    plays = read_plays(fence, path, edition)
    result = resolved(plays, edition, path, fence.line)
    if result["rule"] not in RULES:
        raise problem(f"the resolver gives the rule {result['rule']!r}, which the page cannot say", path,
                      fence.line)
    winner = result["winner"]
    got = NOBODY if winner is None else plays[winner].name
    if got != options["winner"]:
        raise problem(f"winner= says {options['winner']} but the resolver gives {got} ({result['rule']})",
                      path, fence.line)
    if "bonus" in options and int(options["bonus"]) != result["bonus"]:
        text = f"bonus= says {options['bonus']} but the resolver gives {result['bonus']}"
        raise problem(text, path, fence.line)
    return TrickExample(path, fence.line, edition, plays, winner, result["next_leader"], result["rule"],
                        result["led_suit"], result["bonus"])


def example_context(render, example: TrickExample) -> dict:
    """The cards' names in the page's language (render: the page's PageRender)."""
    return {
        "labels": [label(play.card, example.edition, render) for play in example.plays],
        "led_suit": label(f"{example.led_suit}-1", example.edition, render).rsplit(" ", 1)[0]
        if example.led_suit else None,
    }
