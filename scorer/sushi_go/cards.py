"""The cards of Sushi Go! and the numbers of its scoring (facts file, sections 1 to 4).

Two vocabularies: the *kinds* a round is entered in (``KINDS``: a nigiri on a wasabi is one kind, two
cards), and the *cards* of the 108-card deck (``DECK``), which the deck limits count.
"""

from __future__ import annotations

#: The kinds a round maps to counts, in display order.
KINDS: tuple[str, ...] = (
    "tempura",
    "sashimi",
    "dumpling",
    "maki-1",
    "maki-2",
    "maki-3",
    "egg",
    "salmon",
    "squid",
    "wasabi-egg",
    "wasabi-salmon",
    "wasabi-squid",
    "wasabi",
    "chopsticks",
    "pudding",
)

#: The cards of the deck and how many of each it holds (108 in all).
DECK: dict[str, int] = {
    "tempura": 14,
    "sashimi": 14,
    "dumpling": 14,
    "maki-1": 6,
    "maki-2": 12,
    "maki-3": 8,
    "egg": 5,
    "salmon": 10,
    "squid": 5,
    "wasabi": 6,
    "chopsticks": 4,
    "pudding": 10,
}

#: The deck cards a kind is made of (a nigiri on a wasabi is the nigiri and the wasabi).
CARDS_OF_KIND: dict[str, tuple[str, ...]] = {
    **{kind: (kind,) for kind in DECK},
    "wasabi-egg": ("egg", "wasabi"),
    "wasabi-salmon": ("salmon", "wasabi"),
    "wasabi-squid": ("squid", "wasabi"),
}

#: The cards each player is dealt every round, by number of players.
HAND_SIZES: dict[int, int] = {2: 10, 3: 9, 4: 8, 5: 7}
FEWEST_PLAYERS, MOST_PLAYERS = min(HAND_SIZES), max(HAND_SIZES)
LARGEST_HAND = max(HAND_SIZES.values())

#: Rounds in a game; a file may give 1 to ROUNDS (a game in progress until all are given).
ROUNDS = 3

#: Tempura: points per complete set of SET cards; sashimi likewise.
TEMPURA_SET, TEMPURA_POINTS = 2, 5
SASHIMI_SET, SASHIMI_POINTS = 3, 10

#: Dumpling points for 0, 1, 2, 3, 4 and 5 or more dumplings.
DUMPLING_POINTS: tuple[int, ...] = (0, 1, 3, 6, 10, 15)

#: Nigiri points, and the factor of a nigiri on a wasabi.
NIGIRI: tuple[str, ...] = ("egg", "salmon", "squid")
NIGIRI_POINTS: dict[str, int] = {"egg": 1, "salmon": 2, "squid": 3}
WASABI_FACTOR = 3

#: Maki icons of each maki kind; the points of the most and of the second most icons (split evenly
#: among the tied, remainder dropped; no second place after a tie for first).
MAKI_ICONS: dict[str, int] = {"maki-1": 1, "maki-2": 2, "maki-3": 3}
MAKI_PLACES: tuple[int, int] = (6, 3)

#: Pudding at the end of the game: the most gain this, the fewest lose it (split evenly, remainder
#: dropped); nobody scores when everyone has the same; nobody loses at 2 players.
PUDDING_POINTS = 6


def card_count(kind: str) -> int:
    """How many cards one unit of a kind is (2 for a nigiri on a wasabi)."""
    return len(CARDS_OF_KIND[kind])


def dumpling_points(count: int) -> int:
    return DUMPLING_POINTS[min(count, len(DUMPLING_POINTS) - 1)]
