"""Reads the reference cases of the shared facts file, ``<checkout>/../shared/sushi-go-facts.md``, at
test time (section 7, with section 2's draw piles and section 3's worked examples and splits): the
data stays in the shared file. A missing file fails every test that reads it, naming the path.

Hands are written in play order (`W Sq`: the squid sits on that wasabi); :func:`counts_of` turns one
into the counts the scorer reads, placing each nigiri on the oldest empty wasabi, as the rules do.
"""

from __future__ import annotations

import pathlib
import re
from dataclasses import dataclass, field

FACTS = pathlib.Path(__file__).resolve().parents[4] / "shared" / "sushi-go-facts.md"

#: The notation of section 7 and the kind each stands for.
SYMBOLS = {
    "T": "tempura", "S": "sashimi", "D": "dumpling", "M1": "maki-1", "M2": "maki-2", "M3": "maki-3",
    "Eg": "egg", "Sa": "salmon", "Sq": "squid", "W": "wasabi", "C": "chopsticks", "P": "pudding",
}  # fmt: skip
NIGIRI = ("egg", "salmon", "squid")


def facts_text() -> str:
    if not FACTS.is_file():
        raise AssertionError(f"the shared facts file is missing: {FACTS} (../shared beside the checkout)")
    return FACTS.read_text(encoding="utf-8")


def section(text: str, number: int) -> str:
    match = re.search(rf"^## {number}\..*?(?=^## |\Z)", text, flags=re.S | re.M)
    assert match, f"section {number} not found in {FACTS}"
    return match.group(0)


def number(text: str) -> int:
    return int(text.strip().replace("−", "-").replace("+", ""))


def numbers(text: str) -> list[int]:
    return [number(found) for found in re.findall(r"[+−-]?\d+", text)]


# --- hands --------------------------------------------------------------------------------------


def play_order(text: str) -> list[str]:
    """`T x7 W Sq` -> ["tempura" * 7, "wasabi", "squid"] (kinds of single cards, in play order)."""
    cards: list[str] = []
    for word in text.split():
        if repeat := re.fullmatch(r"x(\d+)", word):
            cards.extend([cards[-1]] * (int(repeat.group(1)) - 1))
        else:
            assert word in SYMBOLS, f"unknown card {word!r} in {text!r}"
            cards.append(SYMBOLS[word])
    return cards


def counts_of(cards: list[str]) -> dict[str, int]:
    """The scorer's counts for cards in play order: a nigiri played while a wasabi waits empty goes on it."""
    counts: dict[str, int] = {}
    empty_wasabi = 0
    for card in cards:
        if card == "wasabi":
            empty_wasabi += 1
            continue
        if card in NIGIRI and empty_wasabi:
            empty_wasabi -= 1
            card = f"wasabi-{card}"
        counts[card] = counts.get(card, 0) + 1
    if empty_wasabi:
        counts["wasabi"] = empty_wasabi
    return counts


# --- section 7 ----------------------------------------------------------------------------------


@dataclass
class Case:
    kind: str  # "own" | "nigiri" | "maki" | "pud"
    source: str
    text: str
    given: list  # own/nigiri: the cards in play order; maki/pud: icons or puddings per player
    expected: list[int]  # own/nigiri: [points]; maki/pud: points per player
    wrong: list[int] | None = None  # the peer's value the rules disagree with


@dataclass
class RoundCase:
    source: str
    text: str
    hands: list[list[str]]
    own: list[int]
    icons: list[int]
    maki: list[int]
    totals: list[int]


@dataclass
class FinalCase:
    source: str
    text: str
    rounds: list[int]
    puddings: list[int]
    pudding_points: list[int]
    totals: list[int]


@dataclass
class GameCase:
    title: str
    players: int
    hands: list[list[list[str]]] = field(default_factory=list)  # [round][player] -> cards
    own: list[list[int]] = field(default_factory=list)
    maki: list[list[int]] = field(default_factory=list)
    round_totals: list[list[int]] = field(default_factory=list)
    puddings: list[int] = field(default_factory=list)
    pudding_points: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    winners: list[str] = field(default_factory=list)


@dataclass
class Reference:
    cases: list[Case] = field(default_factory=list)
    rounds: list[RoundCase] = field(default_factory=list)
    finals: list[FinalCase] = field(default_factory=list)
    games: list[GameCase] = field(default_factory=list)
    draw_piles: dict[int, int] = field(default_factory=dict)
    tie_on_points: list[str] = field(default_factory=list)
    refusals: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # comment lines, each said


def reference_block(text: str) -> list[str]:
    match = re.search(r"```\n(.*?)```", section(text, 7), flags=re.S)
    assert match, "the reference cases block of section 7 is missing"
    return match.group(1).splitlines()


def strip_note(text: str) -> str:
    """A statement without its trailing `(...)` notes."""
    return re.sub(r"\s*\([^()]*\)\s*$", "", text.strip()).strip()


def own_case(kind: str, text: str, source: str) -> Case:
    """`W Eg W Sq = 3+9 = 12`, `M3 M3 M3 = 0 before maki`, `W Sq -> test 6 DISAGREES; rules 9`."""
    body = strip_note(text)
    if "DISAGREES" in body:
        found = re.fullmatch(r"(.*?)->\s*test (-?\d+) DISAGREES;\s*rules (.*)", body)
        assert found, f"{source}: {text!r}"
        return Case(
            kind,
            source,
            text,
            play_order(found.group(1)),
            [numbers(found.group(3))[-1]],
            [int(found.group(2))],
        )
    hand, _, points = body.partition("=")
    assert points, f"{source}: not an own-points case: {text!r}"
    return Case(kind, source, text, play_order(hand), [numbers(points.split("before")[0])[-1]])


def standing_case(kind: str, text: str, source: str) -> Case:
    """`[5,3,3,2] -> [6,1,1,0]`, `2 players [1,1] -> test [3,3] DISAGREES; rules [0,0]`."""
    body = strip_note(text)
    lists = [numbers(found) for found in re.findall(r"\[([^\]]*)\]", body)]
    if "DISAGREES" in body:
        given, wrong, expected = lists
        return Case(kind, source, text, given, expected, wrong)
    given, expected = lists
    return Case(kind, source, text, given, expected)


def round_case(text: str, source: str) -> RoundCase:
    """`round H | H | H -> own 5|10|3, maki 3|2|2 -> 6|1|1 ; 11 | 11 | 4`."""
    found = re.fullmatch(
        r"round (?:\([^)]*\) )?(.*?) -> own ([\d| ]+), maki ([\d| ]+?)(?: icons)? -> ([\d| ]+) ; ([\d| ]+)",
        text,
    )
    assert found, f"{source}: not a round case: {text!r}"
    hands = [play_order(hand) for hand in found.group(1).split("|")]
    return RoundCase(source, text, hands, *(numbers(found.group(n)) for n in range(2, 6)))


def final_case(text: str, source: str) -> FinalCase:
    """`final rounds 30|28|27, puddings 3|1|1 -> +6|-3|-3 ; 36 | 25 | 24`."""
    found = re.fullmatch(r"final rounds ([\d|]+), puddings ([\d|]+) -> ([-+\d|]+) ; ([\d| ]+)", text)
    assert found, f"{source}: not a final case: {text!r}"
    return FinalCase(source, text, *(numbers(found.group(n)) for n in range(1, 5)))


def default_kind(header: str) -> str | None:
    if "maki" in header:
        return "maki"
    if "pudding" in header:
        return "pud"
    if "own points" in header:
        return "own"
    return None


def reference(text: str | None = None) -> Reference:
    """Every case of section 7's block, by family; a line that fits no family fails the parse."""
    text = facts_text() if text is None else text
    found = Reference()
    source = header_kind = None
    lines = reference_block(text)
    index = 0
    in_header = False
    while index < len(lines):
        raw = lines[index].rstrip()
        index += 1
        if not raw.strip():
            continue
        if raw.startswith("#"):
            comment = raw.lstrip("# ").strip()
            source = f"{source} {comment}" if in_header else comment  # a header of several lines
            in_header = True
            header_kind = default_kind(source)
            if "inputs the scorer refuses" in source:
                found.refusals = [line for line in lines[index:] if line.strip()]
                break
            continue
        in_header = False
        if raw.startswith("("):
            found.skipped.append(raw)
            continue
        if re.match(r"G\d+, \d players", raw):
            index = read_game(lines, index - 1, found)
            continue
        read_line(raw, source or "", header_kind, found)
    return found


def read_line(raw: str, source: str, header_kind: str | None, found: Reference) -> None:
    if raw.startswith("round "):
        found.rounds.append(round_case(raw, source))
        return
    if raw.startswith("final rounds"):
        found.finals.append(final_case(raw, source))
        return
    if raw.startswith("draw pile after the first deal:"):
        for players, left in re.findall(r"(\d)p (\d+)", raw):
            found.draw_piles[int(players)] = int(left)
        return
    if raw.startswith("tie on points"):
        found.tie_on_points.append(raw)
        return
    kind = header_kind
    for statement in re.split(r"\s+;\s+", raw):
        prefix = re.match(r"(own|maki|pud|nigiri part:|\dp:)\s+", statement)
        if prefix:
            word = prefix.group(1)
            kind = {"nigiri part:": "nigiri"}.get(word, kind if word.endswith("p:") else word)
            statement = statement[prefix.end() :]
        assert kind is not None, f"{source}: a statement of no known family: {statement!r}"
        maker = standing_case if kind in ("maki", "pud") else own_case
        found.cases.append(maker(kind, statement, source))


def hand_and_notes(text: str) -> tuple[list[str], str]:
    """`T T S S S D D W Sq M3     T2 5 + ... = 27; 3 icons -> 3; round 30` -> (cards, the notes)."""
    parts = re.split(r"\s{2,}", text.strip(), maxsplit=1)
    return play_order(parts[0]), parts[1]


def read_game(lines: list[str], index: int, found: Reference) -> int:
    """One `G1, 2 players` block; returns the index of the line after it."""
    title = lines[index]
    game = GameCase(title, int(re.match(r"G\d+, (\d) players", title).group(1)))
    same = re.search(r"same R1, R2 as (G\d+)", title)
    if same:
        earlier = next(g for g in found.games if g.title.startswith(same.group(1) + ","))
        for name in ("hands", "own", "maki", "round_totals"):
            setattr(game, name, [list(row) for row in getattr(earlier, name)[:2]])
    index += 1
    while index < len(lines) and not re.match(r"G\d+, |#", lines[index]):
        line = lines[index].rstrip()
        index += 1
        if round_line := re.match(r"(R\d )?\s*[A-E]: (.*)", line):
            if round_line.group(1):
                for name in ("hands", "own", "maki", "round_totals"):
                    getattr(game, name).append([])
            cards, notes = hand_and_notes(round_line.group(2))
            game.hands[-1].append(cards)
            game.own[-1].append(numbers(notes.split(";")[0])[-1])
            icons = re.search(r"(\d+) icons? -> (\d+)", notes)
            game.maki[-1].append(int(icons.group(2)) if icons else 0)
            game.round_totals[-1].append(int(re.search(r"round (\d+)", notes).group(1)))
        if puddings := re.search(r"puddings (.*?) -> (.*)", line):
            game.puddings = [int(n) for n in re.findall(r"[A-E] (\d+)", puddings.group(1))]
            points = strip_note(puddings.group(2)).split("->")[-1]
            game.pudding_points = numbers(points)
        if line.startswith("final "):
            game.totals = [int(n) for n in re.findall(r"[A-E] (\d+)", line.split(";")[0])]
            verdict = strip_note(line.split(";", 1)[1])
            if shared := re.search(r"([A-E](?:, [A-E])*(?: and [A-E])) share the win", verdict):
                game.winners = re.findall(r"[A-E]", shared.group(1))
            else:
                game.winners = [re.findall(r"([A-E]) wins", verdict)[-1]]
    found.games.append(game)
    return index


# --- sections 2 and 3 ---------------------------------------------------------------------------


def draw_piles(text: str | None = None) -> dict[int, list[int]]:
    """Section 2: the draw pile after each round's deal, by number of players."""
    text = facts_text() if text is None else text
    found = re.search(r"Draw pile after the deals of rounds 1/2/3:(.*?)\. Those", section(text, 2), re.S)
    assert found, "section 2's draw piles are missing"
    return {
        int(n): [int(x) for x in piles.split("/")]
        for n, piles in re.findall(r"(\d) players\s+([\d/]+)", found.group(1))
    }


def whole_game_cards(text: str | None = None) -> list[int]:
    text = facts_text() if text is None else text
    found = re.search(r"A whole game uses\s+([\d, or]+?) cards", section(text, 2))
    assert found, "section 2's cards of a whole game are missing"
    return numbers(found.group(1))


def splits(text: str | None = None) -> tuple[list[int], list[int]]:
    """Section 3: the maki shares of first place for 1..5 tied and of second place for 1..4 tied."""
    text = facts_text() if text is None else text
    found = re.search(
        r"first place ([\d / ]+) for 1 to 5 tied; second place ([\d / ]+) for 1 to 4 tied", section(text, 3)
    )
    assert found, "section 3's maki splits are missing"
    return numbers(found.group(1)), numbers(found.group(2))


def worked_examples(text: str | None = None) -> dict[str, tuple[list[int], list[int]]]:
    """Section 3's table: the rulebook's maki and pudding examples as (given, points)."""
    text = facts_text() if text is None else text
    found = {}
    for row in section(text, 3).splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) != 3 or not re.match(r"(maki|pudding) example", cells[0]):
            continue
        given = [int(n) for n in re.findall(r"[A-Z][a-z]+ (\d+)", cells[0])]
        found[cells[0].split()[0]] = (given, numbers(cells[2]))
    assert set(found) == {"maki", "pudding"}, "section 3's maki and pudding examples are missing"
    return found


def nigiri_examples(text: str | None = None) -> list[tuple[str, int, int]]:
    """Section 3's table: (nigiri, points, on a wasabi)."""
    text = facts_text() if text is None else text
    row = r"\| (squid|salmon|egg) / on wasabi \[GW\] \| [^|]* \| (\d+) / (\d+) \|"
    found = re.findall(row, section(text, 3))
    assert len(found) == 3, "section 3's nigiri examples are missing"
    return [(kind, int(bare), int(on)) for kind, bare, on in found]


def dumpling_table(text: str | None = None) -> list[int]:
    text = facts_text() if text is None else text
    found = re.search(r"\| dumplings 1\.\.5, 5\+ \[GW\] \| table \| ([\d, ]+) \|", section(text, 3))
    assert found, "section 3's dumpling table is missing"
    return numbers(found.group(1))
