"""Skull King rounds drawn in the rules (fenced blocks `skull-king cards="5" points="60 -20 30"`), scored
by scorer.skull_king at build time.

One line per player, `Name: bid/tricks` then what the round's contract (the facts file's "Proposed
contract") takes for that player: captures as `standard_14=1`, `black_14=1`, `mermaids_by_pirate=1`,
`pirates_by_skull_king=2`, `skull_king_by_mermaid=1`; `loot=Ben` (this player's Loot was captured by Ben);
`wager=20` (Rascal of Roatan's); `harry=-1` (the bid changed by Harry the Giant: `2/1 harry=-1` is a bid of 2
changed to 1); `cannonball` (Rascal's scoring). Options:

- `cards=`: the cards dealt to each player this round (required);
- `points=`: each player's points for the round, in line order (required);
- `edition=` (`2021`, default, or `2013`), `scoring=` (`skull-king`, default, or `rascal`), `advanced=` (the
  advanced rules in play, among `loot kraken white_whale pirate_abilities`).

The block is scored by the scorer itself as one round of a game: in 2021 a game of one planned round of
`cards=` cards (`cards_dealt`); in 2013, whose rounds deal as many cards as their number, as round
`cards=` of a standard game whose earlier rounds are dealt and all won by the first player (their points
are not shown). A line or a round the scorer refuses, or `points=` differing from its result, fails the
build at the block's line (or the player's), whatever its strictness.
"""
from __future__ import annotations

import dataclasses
import re

from scorer.skull_king import describe, score
from scorer.skull_king.cards import ADVANCED, CAPTURES, SCORINGS
from site_builder.game import ContentError, Fence, Problem, fence_options, pgettext, scored_example

FENCE_WORD = "skull-king"
OPTIONS = ("cards", "points", "edition", "scoring", "advanced")
EDITION_IDS = ("2021", "2013")
BID = re.compile(r"^(\d+)/(\d+)$")
POINTS = re.compile(r"^[-\u2212]?\d+$")
MINUS = "\u2212"
WARNED = "tricks_lost"  # a round whose tricks add up to less than the cards: expected with a leviathan
#: What each capture line of a worked round counts, in the page's language.
CAPTURE_NAMES = {
    # Translators: a line of a worked Skull King round: the 14s of the three plain suits captured.
    "standard_14": pgettext("skull-king capture", "14 ordinaire"),
    # Translators: a line of a worked Skull King round: the black 14 (the trump suit's) captured.
    "black_14": pgettext("skull-king capture", "14 de Drapeau pirate"),
    # Translators: a line of a worked Skull King round: a mermaid captured by a pirate.
    "mermaids_by_pirate": pgettext("skull-king capture", "Sirène prise par un pirate"),
    # Translators: a line of a worked Skull King round: a pirate captured by the Skull King.
    "pirates_by_skull_king": pgettext("skull-king capture", "Pirate pris par le Skull King"),
    # Translators: a line of a worked Skull King round: the Skull King captured by a mermaid.
    "skull_king_by_mermaid": pgettext("skull-king capture", "Skull King pris par une Sirène"),
}


def minus(number: int) -> str:
    """A number with a real minus sign (U+2212)."""
    return f"{MINUS}{-number}" if number < 0 else str(number)


@dataclasses.dataclass(frozen=True)
class PlayerRound:
    name: str
    line: int
    given: dict  # the round as the scorer takes it
    entry: dict  # the scorer's round entry: its points lines with their factors (scorer.skull_king.scoring)

    @property
    def shown(self) -> list[dict]:
        """The lines a reader needs, in the scorer's order: the bid's always, the others when they hold
        something (a capture, an alliance or a wager, counted or not)."""
        return [found for found in self.entry["lines"] if found["line"] == "bid"
                or (found["rule"] != "none" and (found["times"] or found["line"] == "loot"))]

    @property
    def computation(self) -> str:
        """`40 + 10 + 30 = 80` of the lines that score (the total alone when one does)."""
        parts = [found["points"] for found in self.entry["lines"] if found["points"]]
        shown = minus(self.entry["total"])
        if len(parts) < 2:
            return shown
        text = " ".join(f"{'+' if points > 0 else MINUS} {abs(points)}" for points in parts)
        text = text[2:] if parts[0] > 0 else f"{MINUS}{text[2:]}"
        return f"{text} = {shown}"


@dataclasses.dataclass(frozen=True)
class RoundExample:
    path: str
    line: int
    edition: str
    scoring: str
    cards: int
    players: tuple[PlayerRound, ...]


def problem(text: str, path: str, line: int) -> ContentError:
    return ContentError(Problem(text, path, line))


def parse_options(info: str, path: str, line: int) -> dict:
    options: dict = fence_options(info, path, line, OPTIONS)
    for key in ("cards", "points"):
        if key not in options:
            raise problem(f'a {FENCE_WORD} block needs {key}="..."', path, line)
    if not options["cards"].isdigit() or int(options["cards"]) < 1:
        raise problem(f"cards={options['cards']!r} is not a whole number of cards, 1 or more", path, line)
    values = options["points"].split()
    if not values or not all(POINTS.match(value) for value in values):
        text = f"points={options['points']!r} is not a list of whole numbers, one per player"
        raise problem(text, path, line)
    options["points"] = [int(value.replace(MINUS, "-")) for value in values]
    options.setdefault("edition", "2021")
    options.setdefault("scoring", "skull-king")
    if options["edition"] not in EDITION_IDS:
        raise problem(f"edition={options['edition']!r} is not one of {', '.join(EDITION_IDS)}", path, line)
    if options["scoring"] not in SCORINGS:
        raise problem(f"scoring={options['scoring']!r} is not one of {', '.join(SCORINGS)}", path, line)
    advanced = options.get("advanced", "").split()
    unknown = [name for name in advanced if name not in ADVANCED]
    if unknown:
        raise problem(f"advanced= names {', '.join(unknown)}: not one of {', '.join(ADVANCED)}", path, line)
    options["advanced"] = advanced
    return options


def parse_player(text: str, path: str, line: int) -> tuple[str, dict]:
    """(name, the scorer's round) of `Léa: 2/2 standard_14=1 loot=Ben`."""
    name, colon, rest = (part.strip() for part in text.partition(":"))
    words = rest.split()
    match = BID.match(words[0]) if words else None
    if not colon or not name or not match:
        raise problem(f"{text.strip()!r} is not `Name: bid/tricks ...`", path, line)
    given: dict = {"bid": int(match.group(1)), "tricks": int(match.group(2))}
    for word in words[1:]:
        key, equals, value = word.partition("=")
        if key == "cannonball" and not equals:
            given["cannonball"] = True
        elif key in CAPTURES and value.isdigit():
            given.setdefault("captures", {})[key] = int(value)
        elif key == "loot" and value:
            given.setdefault("loot", []).append(value)
        elif key in ("wager", "harry") and re.fullmatch(r"[-+]?\d+", value):
            given[key] = int(value)
        else:
            text = f"{word!r} is not a capture (kind=count), loot=Name, wager=N, harry=±1 or cannonball"
            raise problem(text, path, line)
    return name, given


def game_data(options: dict, hands: list[tuple[str, dict]]) -> dict:
    """The scorer's input: the round written, alone (2021) or after blank earlier rounds (2013)."""
    cards = int(options["cards"])
    data: dict = {"game": FENCE_WORD, "edition": options["edition"]}
    if options["edition"] == "2021":
        data |= {"scoring": options["scoring"], "cards_dealt": [cards],
                 "advanced": {name: True for name in options["advanced"]}}
    players = []
    for index, (name, given) in enumerate(hands):
        earlier = [] if options["edition"] == "2021" else [
            {"bid": r if index == 0 else 0, "tricks": r if index == 0 else 0} for r in range(1, cards)]
        players.append({"name": name, "rounds": [*earlier, given]})
    data["players"] = players
    return data


def read_example(fence: Fence, path: str) -> RoundExample:
    """Read one round and check `points=` against the scorer; ContentError otherwise."""
    options = parse_options(fence.info, path, fence.line)
    hands, lines = [], []
    for offset, text in enumerate(fence.text.rstrip("\n").split("\n")):
        if text.strip():
            lines.append(fence.line + 1 + offset)
            hands.append(parse_player(text, path, lines[-1]))
    if len(options["points"]) != len(hands):
        text = f"points= gives {len(options['points'])} numbers for {len(hands)} players"
        raise problem(text, path, fence.line)
    result = scored_example(score(game_data(options, hands)), describe=describe, what="round", lines=lines,
                            path=path, fence_line=fence.line, allowed=(WARNED,))
    players = []
    rows = zip(hands, lines, options["points"], result["players"], strict=True)
    for (name, given), line, wanted, entry in rows:
        got = entry["rounds"][-1]
        if got["total"] != wanted:
            raise problem(f"points= says {wanted} for {name} but the scorer gives {got['total']}", path, line)
        players.append(PlayerRound(name, line, given, got))
    return RoundExample(path, fence.line, options["edition"], options["scoring"], int(options["cards"]),
                        tuple(players))


def example_context(render, example: RoundExample) -> dict:
    """The capture lines' names in the page's language (render: the page's PageRender)."""
    names = {kind: render.pgettext(name.context, name.text) for kind, name in CAPTURE_NAMES.items()}
    return {"minus": minus, "capture_names": names}
