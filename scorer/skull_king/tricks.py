"""Which card wins a trick of Skull King (facts file, section 2, "Which card wins a trick"), usable on
its own: :func:`resolve_trick` never raises and answers an envelope::

    {"ok": True, "result": {"winner": int | None, "next_leader": int, "rule": str,
                            "led_suit": str | None, "captures": {kind: count}, "bonus": int},
     "warnings": []}
    {"ok": False, "errors": [problem, ...], "warnings": []}

``cards`` are card ids in play order (the first was led; see :mod:`.cards`); ``winner`` and
``next_leader`` are indexes into them. ``winner`` is None when the trick is destroyed: a Kraken acts, or
a White Whale acts on special cards only. After a Kraken, the next leader is the player who would have
won had neither beast been played (the publisher's FAQ); after a White Whale on special cards only, the
White Whale's player; when the Kraken and the White Whale are the only cards, the one that acts.

``rule`` names the rule that decided, in the order they apply: "kraken", "white_whale",
"white_whale_specials_only", "mermaid_over_skull_king", "skull_king", "pirate", "mermaid", "trump",
"led_suit", "escapes", "loot_lead".

``led_suit`` is the suit set for the trick: 2021, the first number card when only escapes, Tigress
escapes and Loot came before it (a character or a beast led: no suit); 2013, the first number card
played whatever came before it.

``captures`` counts what the winner takes, with the contract's kinds: ``standard_14`` and ``black_14``
(the 14s in the trick, White Whale tricks included), ``mermaids_by_pirate`` (a pirate won),
``pirates_by_skull_king`` (the Skull King won: pirates and the two-faced card as a pirate; 2013: Scary
Mary whichever face), ``skull_king_by_mermaid`` (a mermaid won over the Skull King). A kind the edition
does not score is 0 (2013: the first three). ``bonus`` is the points those captures give the winner in
that edition if the winner's bid is made.

Refused (problems of :mod:`.problems`): ``cards`` not a list (``wrong_type``), an ``edition`` other than
"2021" or "2013" (``unknown_option``), fewer than 2 or more than 8 cards (``trick_size``), an id that
is no card (``unknown_card``) or a card of the other edition only (``other_edition_card``), more copies
of a card than the deck holds (``too_many_copies``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..common.envelope import never_raises, refused
from ..common.reading import Report, check_game_id, is_list
from . import problems
from .cards import (
    CAPTURE_POINTS,
    CAPTURES,
    DEFAULT_EDITION,
    EDITIONS,
    GAME_ID,
    HIGHEST,
    TRUMP,
    Card,
    deck_copies,
    read_card,
)

FEWEST_CARDS, MOST_CARDS = 2, 8
#: The cards that play as an escape (a lead of one lets the next player set the suit, 2021).
ESCAPE_KINDS = ("escape", "loot")
BEASTS = ("kraken", "white_whale")


@never_raises
def resolve_trick(cards: list[str], edition: str = DEFAULT_EDITION) -> dict:
    """The winner of a trick and what it captures, or the problems of the cards given."""
    played, errors = read_trick(cards, edition)
    if errors:
        return refused(errors, [])
    return {"ok": True, "result": trick_result(played, edition), "warnings": []}


def read_trick(cards: Any, edition: Any) -> tuple[list[Card], list[dict]]:
    """The cards read, or the problems found (the edition and the size first, then each card)."""
    if not isinstance(edition, str) or edition not in EDITIONS:
        return [], [problems.unknown_option(problems.where(field="edition"), edition)]
    if not is_list(cards):
        return [], [problems.wrong_type(problems.where(field="trick"), "list")]
    if not FEWEST_CARDS <= len(cards) <= MOST_CARDS:
        return [], [problems.trick_size(len(cards), FEWEST_CARDS, MOST_CARDS)]
    errors: list[dict] = []
    played: list[Card] = []
    for index, card_id in enumerate(cards):
        card = read_card(card_id, edition) if isinstance(card_id, str) else None
        if card is not None:
            played.append(card)
            continue
        other = next((name for name in EDITIONS if name != edition), edition)
        if isinstance(card_id, str) and read_card(card_id, other) is not None:
            errors.append(problems.other_edition_card(index, card_id, other))
        else:
            errors.append(problems.unknown_card(index, card_id))
    errors += copies_problems(played, edition)
    return played, errors


def copies_problems(played: list[Card], edition: str) -> list[dict]:
    counts: dict[str, int] = {}
    for card in played:
        counts[card.deck_card] = counts.get(card.deck_card, 0) + 1
    found = []
    for card in played:
        count = counts.pop(card.deck_card, 0)
        if count > deck_copies(card, edition):
            found.append(problems.too_many_copies(card.deck_card, count, deck_copies(card, edition)))
    return found


# --- deciding ----------------------------------------------------------------------------------------


def trick_result(played: list[Card], edition: str) -> dict:
    winner, next_leader, rule = decide(played, edition)
    captures = captures_of(played, winner, rule, edition)
    points = CAPTURE_POINTS[edition]
    return {
        "winner": winner,
        "next_leader": next_leader,
        "rule": rule,
        "led_suit": led_suit(played, edition),
        "captures": captures,
        "bonus": sum(points[kind] * count for kind, count in captures.items()),
    }


def decide(played: Sequence[Card], edition: str) -> tuple[int | None, int, str]:
    """(winner, next leader, rule): the beasts first, then the cards that remain."""
    beasts = [index for index, card in enumerate(played) if card.kind in BEASTS]
    if beasts:
        acting = beasts[-1]  # when both are in, the later beast decides and the earlier counts as an escape
        if played[acting].kind == "kraken":
            return kraken(played, acting, edition)
        return white_whale(played, acting)
    winner, rule = ordinary_winner(played, list(range(len(played))), edition)
    return winner, winner, rule


def kraken(played: Sequence[Card], acting: int, edition: str) -> tuple[None, int, str]:
    """The trick is destroyed; the next leader would have won had no beast been played."""
    others = [index for index, card in enumerate(played) if card.kind not in BEASTS]
    if not others:
        return None, acting, "kraken"
    would_win, _ = ordinary_winner(played, others, edition)
    return None, would_win, "kraken"


def white_whale(played: Sequence[Card], acting: int) -> tuple[int | None, int, str]:
    """Specials cannot win: the highest number wins (the first played of equal numbers)."""
    numbers = [index for index, card in enumerate(played) if card.kind == "number"]
    if not numbers:
        return None, acting, "white_whale_specials_only"
    winner = max(numbers, key=lambda index: (played[index].number, -index))
    return winner, winner, "white_whale"


def ordinary_winner(played: Sequence[Card], order: list[int], edition: str) -> tuple[int, str]:
    """The winner among the cards at `order` (indexes in play order; no beast acts among them)."""
    kinds = {kind: [index for index in order if played[index].kind == kind] for kind in
             ("skull_king", "mermaid", "pirate")}  # fmt: skip
    if kinds["skull_king"] and kinds["mermaid"]:
        return kinds["mermaid"][0], "mermaid_over_skull_king"
    for kind in ("skull_king", "pirate", "mermaid"):
        if kinds[kind]:
            return kinds[kind][0], kind
    trumps = [index for index in order if played[index].suit == TRUMP]
    if trumps:
        return highest(played, trumps), "trump"
    suit = led_suit([played[index] for index in order], edition)
    if suit is not None:
        return highest(played, [index for index in order if played[index].suit == suit]), "led_suit"
    first = order[0]
    if edition == "2021" and played[first].kind == "loot":
        return first, "loot_lead"
    return first, "escapes"


def highest(played: Sequence[Card], indexes: list[int]) -> int:
    return max(indexes, key=lambda index: played[index].number or 0)


def led_suit(played: Sequence[Card], edition: str) -> str | None:
    """The suit to follow: see the module's docstring."""
    for card in played:
        if card.kind == "number":
            return card.suit
        if edition == "2021" and card.kind not in ESCAPE_KINDS:
            return None
    return None


# --- captures ------------------------------------------------------------------------------------


def captures_of(played: Sequence[Card], winner: int | None, rule: str, edition: str) -> dict[str, int]:
    """What the winner takes, by capture kind (all 0 when nobody wins)."""
    captures = dict.fromkeys(CAPTURES, 0)
    if winner is None:
        return captures
    if edition == "2021":
        fourteens = [card for card in played if card.kind == "number" and card.number == HIGHEST[edition]]
        captures["black_14"] = sum(card.suit == TRUMP for card in fourteens)
        captures["standard_14"] = len(fourteens) - captures["black_14"]
        if rule == "pirate":
            captures["mermaids_by_pirate"] = sum(card.kind == "mermaid" for card in played)
    if rule == "skull_king":
        captures["pirates_by_skull_king"] = sum(
            card.kind == "pirate" or (edition == "2013" and card.two_faced) for card in played
        )
    if rule == "mermaid_over_skull_king":
        captures["skull_king_by_mermaid"] = 1
    return captures


@never_raises
def resolve_trick_file(data: Any) -> dict:
    """A trick file, ``{"game"?: "skull-king", "trick": [card ids], "edition"?: "2021" | "2013"}``,
    resolved: the command line's second entry point (:data:`scorer.skull_king.FILE_KINDS`)."""
    report = Report()
    if not isinstance(data, dict):
        return refused([problems.wrong_type(problems.where(), "object")], [])
    check_game_id(data, GAME_ID, problems.where(field="game"), report)
    for key in data:
        if key not in TRICK_FILE_KEYS:
            report.error_of(problems.unknown_key, problems.where(), key)
    if "trick" not in data:
        report.error(problems.missing_key(problems.where(), "trick"))
    if report.failed:
        return refused(report.errors, [])
    return resolve_trick(data["trick"], data.get("edition", DEFAULT_EDITION))


TRICK_FILE_KEYS = ("game", "trick", "edition")
