"""The cards of Skull King in its two editions, and the numbers of its scoring (facts file, sections 1
to 3). Card ids are the strings the trick resolver reads: ``"green-7"``, ``"black-14"``, ``"escape"``,
``"tigress-pirate"``... The two-faced card (2021 Tigress, 2013 Scary Mary) has one id per face and is
one card of the deck.
"""

from __future__ import annotations

from dataclasses import dataclass

GAME_ID = "skull-king"
EDITIONS: tuple[str, ...] = ("2021", "2013")
DEFAULT_EDITION = "2021"

#: The suits of each edition, trump last, and the highest number of a suit.
SUITS: dict[str, tuple[str, ...]] = {
    "2021": ("green", "yellow", "purple", "black"),
    "2013": ("yellow", "red", "blue", "black"),
}
TRUMP = "black"
HIGHEST: dict[str, int] = {"2021": 14, "2013": 13}

#: The special cards of each edition and how many the deck holds (the two-faced card counted once, by
#: its own name). The 2021 Loot, Kraken and White Whale are the optional (advanced) cards.
SPECIALS: dict[str, dict[str, int]] = {
    "2021": {"escape": 5, "pirate": 5, "tigress": 1, "skull-king": 1, "mermaid": 2,
             "loot": 2, "kraken": 1, "white-whale": 1},
    "2013": {"escape": 5, "pirate": 5, "scary-mary": 1, "skull-king": 1, "mermaid": 2},
}  # fmt: skip
TWO_FACED: dict[str, str] = {"2021": "tigress", "2013": "scary-mary"}
FACES = ("pirate", "escape")

#: The cards of the base deck (70 and 66); the optional cards add one each (Loot two).
BASE_DECK: dict[str, int] = {"2021": 70, "2013": 66}
OPTIONAL_CARDS: dict[str, int] = {"loot": 2, "kraken": 1, "white_whale": 1}

#: The capture kinds (the contract's ids), in display order, and their points per capture by edition
#: (a kind worth nothing does not exist in that edition).
CAPTURES: tuple[str, ...] = (
    "standard_14", "black_14", "mermaids_by_pirate", "pirates_by_skull_king", "skull_king_by_mermaid",
)  # fmt: skip
CAPTURE_POINTS: dict[str, dict[str, int]] = {
    "2021": {"standard_14": 10, "black_14": 20, "mermaids_by_pirate": 20, "pirates_by_skull_king": 30,
             "skull_king_by_mermaid": 40},
    "2013": {"standard_14": 0, "black_14": 0, "mermaids_by_pirate": 0, "pirates_by_skull_king": 30,
             "skull_king_by_mermaid": 50},
}  # fmt: skip
#: The captures each edition has (2013: only the Skull King's and the mermaid's).
EDITION_CAPTURES: dict[str, tuple[str, ...]] = {
    edition: tuple(kind for kind in CAPTURES if points[kind]) for edition, points in CAPTURE_POINTS.items()
}
#: How many cards of a capture kind the deck holds (pirates: the five and the two-faced card).
CAPTURE_DECK: dict[str, int] = {
    "standard_14": 3, "black_14": 1, "mermaids_by_pirate": 2, "pirates_by_skull_king": 6,
    "skull_king_by_mermaid": 1,
}  # fmt: skip

#: Points: a made bid of 1 or more earns BID_MADE a trick; a missed one loses BID_MISSED a trick off;
#: a zero bid earns or loses ZERO_BID a card dealt (2013: a round number, the same there).
BID_MADE, BID_MISSED, ZERO_BID = 20, -10, 10
#: Rascal's scoring: the potential a card dealt, the Cannonball's; Loot alliance; wagers; Harry's changes.
RASCAL_POTENTIAL, CANNONBALL_POTENTIAL = 10, 15
LOOT_POINTS = 20
WAGERS: tuple[int, ...] = (0, 10, 20)
HARRY_CHANGES: tuple[int, ...] = (-1, 0, 1)


@dataclass(frozen=True, slots=True)
class Card:
    """One card as played: ``kind`` is "number", "escape", "pirate", "skull_king", "mermaid", "loot",
    "kraken" or "white_whale" (the two-faced card is a pirate or an escape, as declared); ``deck_card``
    is the deck's card it is (a DECK key or a number card's id), for counting copies."""

    id: str
    kind: str
    deck_card: str
    suit: str | None = None
    number: int | None = None
    two_faced: bool = False


SPECIAL_KINDS: dict[str, str] = {
    "escape": "escape", "pirate": "pirate", "skull-king": "skull_king", "mermaid": "mermaid",
    "loot": "loot", "kraken": "kraken", "white-whale": "white_whale",
}  # fmt: skip


def card_ids(edition: str) -> tuple[str, ...]:
    """Every card id of an edition, number cards first (suit by suit), then the specials."""
    numbers = [f"{suit}-{n}" for suit in SUITS[edition] for n in range(1, HIGHEST[edition] + 1)]
    specials = []
    for name in SPECIALS[edition]:
        if name == TWO_FACED[edition]:
            specials += [f"{name}-{face}" for face in FACES]
        else:
            specials.append(name)
    return (*numbers, *specials)


def read_card(card_id: str, edition: str) -> Card | None:
    """The card an id names in `edition`, or None when the edition has no such card."""
    special = SPECIALS[edition]
    if card_id in special and card_id != TWO_FACED[edition]:
        return Card(card_id, SPECIAL_KINDS[card_id], card_id)
    two_faced = TWO_FACED[edition]
    for face in FACES:
        if card_id == f"{two_faced}-{face}":
            return Card(card_id, face, two_faced, two_faced=True)
    suit, dash, digits = card_id.rpartition("-")
    if dash and suit in SUITS[edition] and digits.isascii() and digits.isdigit() and digits[0] != "0":
        number = int(digits)
        if number <= HIGHEST[edition]:
            return Card(card_id, "number", card_id, suit=suit, number=number)
    return None


def deck_copies(card: Card, edition: str) -> int:
    """How many copies of the card the deck holds."""
    return SPECIALS[edition].get(card.deck_card, 1)


def deck_size(edition: str, optional: tuple[str, ...] = ()) -> int:
    """The cards of the deck in play: the base deck and the optional cards added (2021)."""
    return BASE_DECK[edition] + sum(OPTIONAL_CARDS[name] for name in optional)

#: Players: 2 to 8 (2021; Graybeard's ghost hand at 2), 2 to 6 (2013).
MOST_PLAYERS_OF: dict[str, int] = {"2021": 8, "2013": 6}
FEWEST_PLAYERS, MOST_PLAYERS = 2, 8

#: The round structures (2021; 2013 plays only the standard one): the cards dealt in each planned
#: round, before the cap of what the deck deals every hand.
STRUCTURES: dict[str, tuple[int, ...]] = {
    "standard": (1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
    "even-keeled": (2, 2, 4, 4, 6, 6, 8, 8, 10, 10),
    "skip-to-the-brawl": (6, 7, 8, 9, 10),
    "swift-n-salty-skirmish": (5, 5, 5, 5, 5),
    "broadside-barrage": (10,) * 10,
    "whirlpool": (9, 9, 7, 7, 5, 5, 3, 3, 1, 1),
    "past-your-bedtime": (1,),
}
DEFAULT_STRUCTURE = "standard"
SCORINGS: tuple[str, ...] = ("skull-king", "rascal")
DEFAULT_SCORING = "skull-king"
#: The advanced options (2021): the optional cards, and the pirates' abilities.
ADVANCED: tuple[str, ...] = ("loot", "kraken", "white_whale", "pirate_abilities")
#: The publisher's largest hand at 8 players.
LARGEST_HAND_AT_EIGHT = 8


def hands(edition: str, players: int) -> int:
    """The hands dealt: the players, and Graybeard's at 2 players in 2021."""
    return players + (1 if edition == "2021" and players == 2 else 0)


def has_graybeard(edition: str, players: int) -> bool:
    return hands(edition, players) > players
