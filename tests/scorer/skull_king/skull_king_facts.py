"""Reads the Skull King facts file, ``../shared/skull-king-facts.md``, at test time: the worked tricks of
section 2 (a sentence of `cards → outcome` pairs), the scored player-rounds and the games of section 7
(fenced blocks in a small notation, explained in that section). The data stays in the shared file; this
module only parses it into what the tests compare the scorer with.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from shared_files import shared_path

SUIT_WORDS = ("green", "yellow", "purple", "black", "red", "blue")
SPECIAL_WORDS = {
    "escape": "escape", "pirate": "pirate", "mermaid": "mermaid", "skull king": "skull-king",
    "white whale": "white-whale", "kraken": "kraken",
}  # fmt: skip


def facts_text() -> str:
    return shared_path("skull-king-facts.md").read_text(encoding="utf-8")


def section(text: str, heading: str) -> str:
    """The text under a heading that starts with `heading` (``## 7.``, ``### Which card``), up to the
    next heading of the same level or above (lines inside fenced blocks are no headings)."""
    level = len(heading.split(" ", 1)[0])
    lines = text.splitlines()
    starts = [number for number, line in enumerate(lines) if line.startswith(heading)]
    assert starts, f"{heading!r} not found in the Skull King facts file"
    found, fenced = [], False
    for line in lines[starts[0] + 1:]:
        fenced = fenced != line.startswith("```")
        if not fenced and re.match(rf"#{{1,{level}}} ", line):
            break
        found.append(line)
    return "\n".join(found) + "\n"


def blocks(text: str) -> list[str]:
    return re.findall(r"^```\w*\n(.*?)^```", text, flags=re.M | re.S)


# --- section 2: worked tricks ----------------------------------------------------------------------


@dataclass(frozen=True)
class WorkedTrick:
    source: str  # the pair as written
    cards: tuple[str, ...]
    winner: int | None
    next_leader: int
    bonus: int | None  # when the sentence gives it


def card_ids(phrase: str) -> list[str]:
    """`escape, 4 × 14, mermaid` -> ["escape", "green-14", "yellow-14", "purple-14", "black-14",
    "mermaid"]."""
    cards: list[str] = []
    for word in (part.strip() for part in phrase.split(",")):
        if re.fullmatch(r"4 × 14", word):
            cards += [f"{suit}-14" for suit in ("green", "yellow", "purple", "black")]
        else:
            cards.append(card_id(word))
    return cards


def card_id(word: str) -> str:
    word = re.sub(r"^(the )?(first )?", "", word.strip()).lower()
    if match := re.fullmatch(rf"({'|'.join(SUIT_WORDS)}) (\d+)", word):
        return f"{match.group(1)}-{match.group(2)}"
    assert word in SPECIAL_WORDS, f"unknown card {word!r} in the facts' worked tricks"
    return SPECIAL_WORDS[word]


def bonus_of(text: str) -> int | None:
    """`+10 × 3 +20 +20` -> 70; None when no points are written."""
    terms = re.findall(r"\+(\d+)(?: × (\d+))?", text)
    return sum(int(points) * int(times or 1) for points, times in terms) if terms else None


def worked_tricks() -> list[WorkedTrick]:
    text = " ".join(section(facts_text(), "### Which card wins a trick").split())
    match = re.search(r"and 2 with the Tigress\): (.*?)\.(?: |$)", text)
    assert match, "the worked tricks' sentence was not found in section 2"
    found = []
    for pair in match.group(1).split(";"):
        cards_text, outcome = (part.strip() for part in pair.split("→"))
        cards = card_ids(cards_text)
        if outcome.startswith("nobody"):
            leader = card_id(re.search(r"the (.*) leads", outcome).group(1))
            found.append(WorkedTrick(pair.strip(), tuple(cards), None, cards.index(leader), None))
            continue
        winner = cards.index(card_id(re.split(r"[,(]", outcome)[0]))
        found.append(WorkedTrick(pair.strip(), tuple(cards), winner, winner, bonus_of(outcome)))
    return found


# --- section 7: scored player-rounds --------------------------------------------------------------

CAPTURE_SYMBOLS = {"s14": "standard_14", "b14": "black_14", "mp": "mermaids_by_pirate",
                   "ps": "pirates_by_skull_king", "sm": "skull_king_by_mermaid"}  # fmt: skip
#: The reason an IMPOSSIBLE case gives, and the code the scorer refuses it with.
IMPOSSIBLE_CODES = {
    "a capture needs a trick won": "capture_without_trick",
    "bid or tricks above the cards dealt": "bad_count",
    "one Skull King cannot both take pirates and be taken": "one_skull_king",
    "a wager needs a trick won with Rascal of Roatan": "ability_without_trick",
}


@dataclass(frozen=True)
class Case:
    """One scored player-round: `c5 3/3 s14 b14 R -> 90`."""

    line: str
    source: str  # the comment line above it
    edition: str
    cards: int
    bid: int
    tricks: int
    captures: dict
    loot: int
    wager: int
    rascal: bool
    cannonball: bool
    points: int  # the rules' value (the formula's, for an impossible case)
    peer_value: int | None  # the peer's value when it DISAGREES or is IMPOSSIBLE
    disagrees: bool
    refused_codes: tuple[str, ...]  # what the scorer must say of an impossible case


def reference_blocks() -> list[str]:
    found = blocks(section(facts_text(), "## 7."))
    assert len(found) == 2, "section 7 should hold the player-rounds block and the full games' block"
    return found


def cases() -> list[Case]:
    found, source = [], ""
    for raw in reference_blocks()[0].splitlines():
        line = raw.strip()
        if line.startswith("#"):
            source = line.lstrip("# ")
        elif re.match(r"(2013 )?c\d+ ", line):
            found.append(case(line, source))
    return found


def case(line: str, source: str) -> Case:
    head, outcome = line.split(" -> ", 1)
    words = head.split()
    edition = "2013" if words[0] == "2013" else "2021"
    words = words[1:] if edition == "2013" else words
    cards = int(words[0][1:])
    bid, tricks = (int(part) for part in words[1].split("/"))
    captures, loot, wager, rascal, cannonball = {}, 0, 0, False, False
    for word in words[2:]:
        symbol, _, repeat = word.partition("x")
        if symbol in CAPTURE_SYMBOLS:
            captures[CAPTURE_SYMBOLS[symbol]] = int(repeat or 1)
        elif word == "loot":
            loot += 1
        elif re.fullmatch(r"w\d+", word):
            wager = int(word[1:])
        elif word in ("R", "R-cb"):
            rascal, cannonball = True, word == "R-cb"
        else:
            raise AssertionError(f"unknown word {word!r} in {line!r}")
    outcome = outcome.split("  (")[0]
    peer = re.match(r"test (-?\d+)", outcome)
    rules = re.search(r"rules (-?\d+)", outcome)
    formula = re.search(r"formula alone gives (-?\d+)", outcome)
    refused = tuple(code for reason, code in IMPOSSIBLE_CODES.items() if reason in outcome)
    if "IMPOSSIBLE" in outcome:
        assert refused, f"no known reason in {line!r}"
    points = int((rules or formula).group(1)) if (rules or formula) else int(outcome.split()[0])
    return Case(line, source, edition, cards, bid, tricks, captures, loot, wager, rascal, cannonball, points,
                int(peer.group(1)) if peer else None, "DISAGREES" in outcome, refused)


# --- section 7: games ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One player's round in a game line: `É 4-1/2 s14 loot>Iñaki = -10`."""

    bid: int
    harry: int
    tricks: int
    captures: dict
    loot: tuple[str, ...]
    wager: int
    cannonball: bool
    points: int


@dataclass(frozen=True)
class GameRound:
    cards: int
    entries: tuple[Entry, ...]
    lost: int


@dataclass(frozen=True)
class ReferenceGame:
    name: str
    options: dict
    players: tuple[str, ...]
    rounds: tuple[GameRound, ...]
    totals: dict
    winners: tuple[str, ...]


def full_games() -> list[ReferenceGame]:
    """The games of section 7's second block (blank lines between them)."""
    return [reference_game(chunk) for chunk in reference_blocks()[1].strip().split("\n\n")]


def reference_game(chunk: str) -> ReferenceGame:
    lines = chunk.strip().splitlines()
    name, header = lines[0].split(": ", 1)
    options, players = game_options(header)
    initials = {player[0]: player for player in players}
    assert len(initials) == len(players), f"{name}: initials repeat"
    rounds = tuple(game_round(line, initials) for line in lines[1:] if line.startswith("R"))
    totals_line = lines[-1]
    assert totals_line.startswith("totals "), totals_line
    totals_text, winners_text = totals_line[len("totals "):].split("; winners ")
    totals = {}
    for part in totals_text.split(", "):
        player, value = part.rsplit(" ", 1)
        totals[player] = int(value)
    return ReferenceGame(name, options, players, rounds, totals, tuple(winners_text.split(", ")))


def game_options(header: str) -> tuple[dict, tuple[str, ...]]:
    """`edition 2021, rascal scoring, structure standard, advanced kraken+white_whale; players A, B`."""
    settings, players = header.split("; players ")
    options: dict = {}
    for part in settings.split(", "):
        if part.startswith("edition "):
            options["edition"] = part.split()[1]
        elif part.endswith(" scoring"):
            options["scoring"] = part.split()[0]
        elif part.startswith("structure "):
            options["structure"] = part.split()[1]
        elif part.startswith("advanced "):
            options["advanced"] = {name: True for name in part.split()[1].split("+")}
        else:
            raise AssertionError(f"unknown option {part!r}")
    return options, tuple(players.split(", "))


def game_round(line: str, initials: dict[str, str]) -> GameRound:
    lost_match = re.search(r"\[(\d+) lost\]", line)
    body = re.sub(r"\s*\[\d+ lost\]", "", line)
    head, cards_text, rest = body.split(None, 2)
    entries = []
    for part in rest.split(" | "):
        words, points = part.split(" = ")
        initial, *details = words.split()
        assert initial in initials, f"unknown initial {initial!r} in {line!r}"
        entries.append(entry(details, int(points)))
    return GameRound(int(cards_text[1:]), tuple(entries), int(lost_match.group(1)) if lost_match else 0)


def entry(words: list[str], points: int) -> Entry:
    bids = re.fullmatch(r"(\d+)([+-]\d+)?/(\d+)", words[0])
    assert bids, words
    captures, loot, wager, cannonball = {}, [], 0, False
    for word in words[1:]:
        symbol, _, repeat = word.partition("x")
        if symbol in CAPTURE_SYMBOLS:
            captures[CAPTURE_SYMBOLS[symbol]] = int(repeat or 1)
        elif word.startswith("loot>"):
            loot.append(word[len("loot>"):])
        elif re.fullmatch(r"w\d+", word):
            wager = int(word[1:])
        elif word == "cb":
            cannonball = True
        else:
            raise AssertionError(f"unknown word {word!r}")
    return Entry(int(bids.group(1)), int(bids.group(2) or 0), int(bids.group(3)), captures, tuple(loot),
                 wager, cannonball, points)


# --- section 7: games of peers' tests ----------------------------------------------------------------


def samlhunter_lines() -> list[tuple[list[tuple[int, int]], int]]:
    """`0/0, 1/1 -> 10 + 20 = 30`: one player's rounds 1, 2... (cards = round) and the total."""
    found = []
    for line in reference_blocks()[0].splitlines():
        if match := re.fullmatch(r"((?:\d+/\d+, )*\d+/\d+) -> .* = (-?\d+)", line.strip()):
            rounds = [tuple(int(n) for n in part.split("/")) for part in match.group(1).split(", ")]
            found.append((rounds, int(match.group(2))))
    return found


def three_round_game() -> tuple[list[dict], dict]:
    """The `R1 c1 Anne 1/1 +20 | Bob 0/0 +10 | ...` game: each round's entries by name, and the totals."""
    rounds, totals = [], {}
    for line in reference_blocks()[0].splitlines():
        if match := re.fullmatch(r"R\d+ c(\d+) (.*)", line.strip()):
            entries = {}
            for part in match.group(2).split(" | "):
                name, bids, points = part.split()
                bid, tricks = (int(n) for n in bids.split("/"))
                entries[name] = (bid, tricks, int(points))
            rounds.append({"cards": int(match.group(1)), "entries": entries})
        elif line.startswith("totals ") and rounds and not totals:
            for part in line[len("totals "):].split(", "):
                name, value = part.split()
                totals[name] = int(value)
    return rounds, totals


@dataclass(frozen=True)
class PeerRound:
    """One round of a peer's game-total line: `c2 2/2 b14 +60`."""

    cards: int
    bid: int
    tricks: int
    words: tuple[str, ...]  # captures and options in the facts' notation
    points: int


@dataclass(frozen=True)
class PeerGameLine:
    """A peer's game-total line (`Anne c1 1/1 +20, c2 0/2 -20 -> 0 ; Blackbeard ...`): each player's
    rounds and total; whether it says the game as a whole is impossible."""

    text: str
    rascal: bool
    players: tuple[tuple[str, tuple[PeerRound, ...], int], ...]
    impossible: bool


def peer_game_lines() -> list[PeerGameLine]:
    """The game-total lines of the block that follow `# gabrielctn ... game totals` (the Loot game, in
    another notation, is left to :func:`peer_loot_game`)."""
    block = reference_blocks()[0]
    text = block[block.index("game totals\n") + len("game totals\n"):]
    logical = re.sub(r"\n\s+", " ", text.strip()).splitlines()  # a continued line joined
    found = []
    for line in logical:
        if line.startswith("Loot game"):
            continue
        rascal = line.startswith("Rascal game:")
        body = line.split(":", 1)[1] if rascal else line
        players = []
        for part in body.split(" ; "):
            match = re.match(r"\s*([A-Z][a-z]+):? (c\d+ .*?) -> (-?\d+)", part)
            if not match:
                continue
            rounds = tuple(
                PeerRound(int(cards), int(bid), int(tricks), tuple(words.split()), int(points))
                for cards, bid, tricks, words, points in re.findall(
                    r"c(\d+) (\d+)/(\d+)((?: [a-z]\w*)*) ([+-]?\d+)", match.group(2))
            )
            players.append((match.group(1), rounds, int(match.group(3))))
        found.append(PeerGameLine(line, rascal, tuple(players), "IMPOSSIBLE" in line))
    return found


def peer_loot_game() -> str:
    """The Loot game's line, its continuation joined."""
    block = re.sub(r"\n\s+", " ", reference_blocks()[0])
    (line,) = [line for line in block.splitlines() if line.startswith("Loot game")]
    return line
