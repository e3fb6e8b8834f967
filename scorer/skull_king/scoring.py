"""The points of one player's round of Skull King (facts file, section 3), with the computation a page
shows. Trusted input: a round already checked.

Every points line comes with its factors as data, never as a sentence::

    {"line": "bid", "rule": "zero_made", "factor": 10, "times": 7, "divisor": 1, "points": 70}
    {"line": "black_14", "rule": "not_counted", "factor": 20, "times": 1, "divisor": 1, "points": 0}

``points`` is ``factor × times ÷ divisor`` unless the rule says the line does not count (0).

Rules of the ``bid`` line: "made" (20 × bid), "missed" (−10 × tricks off), "zero_made" (10 × cards),
"zero_missed" (−10 × cards); under Rascal's scoring "rascal_hit" (10 × cards), "rascal_glancing"
(10 × cards ÷ 2: off by one), "rascal_miss" (off by two or more: 0), "cannonball_hit" (15 × cards),
"cannonball_miss" (off by one or more: 0).

Rules of a capture line (``times`` = the captures, ``factor`` = the edition's points a capture):
"counted", "halved" (Rascal, off by one with Grapeshot: ÷ 2), "not_counted" (the bid missed).

The ``loot`` line: ``times`` = the alliances whose two players both made their bid, ``factor`` 20,
rule "counted", "not_counted" (no alliance made) or "none" (no alliance), and ``alliances``: each of
this player's alliances ``{"loot_player": name, "captor": name, "made": bool}`` (made: both bids
made). Never halved.

The ``wager`` line: ``factor`` = the amount (+w), ``times`` 1 when the bid was made, −1 when missed
(Rascal's scoring too: off by one loses it), rule "won" or "lost" ("none": no wager or 0). Never halved.
"""

from __future__ import annotations

from .cards import (
    BID_MADE,
    BID_MISSED,
    CANNONBALL_POTENTIAL,
    CAPTURE_POINTS,
    CAPTURES,
    LOOT_POINTS,
    RASCAL_POTENTIAL,
    ZERO_BID,
)
from .validation import Round

#: The eight points lines, in display order.
LINES: tuple[str, ...] = ("bid", *CAPTURES, "loot", "wager")


def line(name: str, rule: str, factor: int, times: int, divisor: int = 1, counts: bool = True) -> dict:
    points = factor * times // divisor if counts else 0
    return {"line": name, "rule": rule, "factor": factor, "times": times, "divisor": divisor,
            "points": points}


def bid_line(found: Round, cards: int, rascal: bool) -> dict:
    bid, off = found.bid_scored, abs(found.tricks - found.bid_scored)
    if rascal and found.cannonball:
        return line("bid", "cannonball_hit" if off == 0 else "cannonball_miss", CANNONBALL_POTENTIAL, cards,
                    counts=off == 0)  # fmt: skip
    if rascal:
        if off == 0:
            return line("bid", "rascal_hit", RASCAL_POTENTIAL, cards)
        if off == 1:
            return line("bid", "rascal_glancing", RASCAL_POTENTIAL, cards, divisor=2)
        return line("bid", "rascal_miss", RASCAL_POTENTIAL, cards, counts=False)
    if bid == 0:
        if off == 0:
            return line("bid", "zero_made", ZERO_BID, cards)
        return line("bid", "zero_missed", -ZERO_BID, cards)
    if off == 0:
        return line("bid", "made", BID_MADE, bid)
    return line("bid", "missed", BID_MISSED, off)


def bonus_share(found: Round, rascal: bool) -> int:
    """The divisor of the bonuses: 1 (all), 2 (half) or 0 (none)."""
    off = abs(found.tricks - found.bid_scored)
    if off == 0:
        return 1
    if rascal and off == 1 and not found.cannonball:
        return 2
    return 0


def capture_lines(found: Round, edition: str, share: int) -> list[dict]:
    rule = {1: "counted", 2: "halved", 0: "not_counted"}[share]
    points = CAPTURE_POINTS[edition]
    return [line(kind, rule, points[kind], found.captures[kind], divisor=share or 1, counts=share > 0)
            for kind in CAPTURES]  # fmt: skip


def loot_line(alliances: list[dict]) -> dict:
    made = sum(alliance["made"] for alliance in alliances)
    rule = "counted" if made else "not_counted" if alliances else "none"
    found = line("loot", rule, LOOT_POINTS, made)
    found["alliances"] = alliances
    return found


def wager_line(found: Round) -> dict:
    if not found.wager:
        return line("wager", "none", 0, 0)
    made = found.tricks == found.bid_scored
    return line("wager", "won" if made else "lost", found.wager, 1 if made else -1)


def round_lines(found: Round, cards: int, edition: str, rascal: bool, alliances: list[dict]) -> list[dict]:
    """The eight lines of one player's round (``alliances``: this player's Loot alliances)."""
    share = bonus_share(found, rascal)
    return [bid_line(found, cards, rascal), *capture_lines(found, edition, share), loot_line(alliances),
            wager_line(found)]  # fmt: skip
