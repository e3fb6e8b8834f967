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
    next heading of the same level or above."""
    level = heading.split(" ", 1)[0]
    start = re.search(rf"^{re.escape(heading)}.*$", text, flags=re.M)
    assert start, f"{heading!r} not found in the Skull King facts file"
    stop = re.compile(rf"^#{{1,{len(level)}}} ", flags=re.M).search(text, start.end())
    return text[start.end(): stop.start() if stop else len(text)]


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
