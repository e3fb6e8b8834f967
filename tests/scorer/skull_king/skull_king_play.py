"""Plays whole Skull King games at random, trick by trick, for the property tests: one shuffled deck per
round, each hand playing its cards in a random order (following suit does not change what a score can
be), every trick resolved by :func:`scorer.skull_king.resolve_trick`, the captures, Loot alliances and
lost tricks taken from the tricks. Bids, Rascal's wagers, Harry's changes and Cannonballs are drawn
where the rules allow them. The same seed plays the same game."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from scorer import skull_king as sk
from scorer.skull_king.cards import BASE_DECK, HIGHEST, SPECIALS, SUITS, TWO_FACED, hands

NAMES = ("Léa", "Tom", "Zoé", "Iñaki", "Ana", "Ben", "Chloé", "Dai")


@dataclass
class PlayedRound:
    """One player's round as played, the facts the scorer is given."""

    bid: int = 0
    tricks: int = 0
    captures: dict = field(default_factory=lambda: dict.fromkeys(sk.CAPTURES, 0))
    loot: list = field(default_factory=list)
    wager: int = 0
    harry: int = 0
    cannonball: bool = False

    def data(self) -> dict:
        found: dict = {"bid": self.bid, "tricks": self.tricks}
        captures = {kind: count for kind, count in self.captures.items() if count}
        if captures:
            found["captures"] = captures
        if self.loot:
            found["loot"] = list(self.loot)
        for key in ("wager", "harry", "cannonball"):
            if getattr(self, key):
                found[key] = getattr(self, key)
        return found


def deck(edition: str, advanced: set[str]) -> list[str]:
    cards = [f"{suit}-{n}" for suit in SUITS[edition] for n in range(1, HIGHEST[edition] + 1)]
    for name, count in SPECIALS[edition].items():
        if name in ("loot", "kraken", "white-whale") and name.replace("-", "_") not in advanced:
            continue
        cards += [name] * count
    return cards


def play_round(rng: random.Random, edition: str, advanced: set[str], players: int, cards: int,
               leader: int) -> tuple[list[PlayedRound], int]:
    """Every player's round (Graybeard's hand, at 2 players in 2021, plays and scores nothing), and the
    tricks won by nobody."""
    dealt = hands(edition, players)
    pack = deck(edition, advanced)
    rng.shuffle(pack)
    hands_cards = [pack[i * cards:(i + 1) * cards] for i in range(dealt)]
    rounds = [PlayedRound() for _ in range(players)]
    lost = 0
    for _ in range(cards):
        order = [(leader + i) % dealt for i in range(dealt)]
        played = []
        for hand in order:
            card = hands_cards[hand].pop(rng.randrange(len(hands_cards[hand])))
            if card == TWO_FACED[edition]:
                card = f"{card}-{rng.choice(['pirate', 'escape'])}"
            played.append(card)
        result = sk.resolve_trick(played, edition)["result"]
        leader = order[result["next_leader"]]
        if result["winner"] is None:
            lost += 1
            continue
        winner = order[result["winner"]]
        if winner >= players:
            continue  # Graybeard's trick
        rounds[winner].tricks += 1
        for kind, count in result["captures"].items():
            rounds[winner].captures[kind] += count
        if result["rule"] not in ("white_whale", "loot_lead"):
            for position, card in enumerate(played):
                if card == "loot" and order[position] != winner and order[position] < players:
                    rounds[order[position]].loot.append(NAMES[winner])
    return rounds, lost


def draw_choices(rng: random.Random, rounds: list[PlayedRound], cards: int, abilities: bool,
                 rascal: bool) -> None:
    """Bids (often exact), one wager and one Harry change at most, Cannonballs."""
    for found in rounds:
        found.bid = found.tricks if rng.random() < 0.5 else rng.randint(0, cards)
        found.cannonball = rascal and rng.random() < 0.3
    winners = [found for found in rounds if found.tricks]
    if abilities and winners and cards >= 2 and rng.random() < 0.5:
        rng.choice(winners).wager = rng.choice(sk.WAGERS)
    if abilities and winners and rng.random() < 0.5:
        chosen = rng.choice(winners)
        change = rng.choice(sk.HARRY_CHANGES)
        if 0 <= chosen.bid - change <= cards:
            chosen.harry, chosen.bid = change, chosen.bid - change  # the bid scored stays the bid drawn


def random_game(seed: int) -> tuple[dict, list[list[PlayedRound]], list[int]]:
    """A game file played at random, each round's PlayedRounds and each round's lost tricks."""
    rng = random.Random(seed)
    edition = rng.choice(sk.EDITIONS)
    players = rng.randint(2, sk.MOST_PLAYERS_OF[edition])
    data: dict = {"game": "skull-king", "edition": edition}
    advanced: set[str] = set()
    structure = "standard"
    if edition == "2021":
        advanced = {name for name in sk.ADVANCED if rng.random() < 0.4}
        data["advanced"] = {name: name in advanced for name in sk.ADVANCED}
        data["scoring"] = rng.choice(sk.SCORINGS)
        structure = rng.choice(list(sk.STRUCTURES))
        data["structure"] = structure
    cap = BASE_DECK[edition] // hands(edition, players)
    plan = [min(cards, cap) for cards in sk.STRUCTURES[structure]]
    given = rng.randint(1, len(plan))
    by_round, lost_by_round = [], []
    rascal = data.get("scoring") == "rascal"
    for number in range(given):
        rounds, lost = play_round(rng, edition, advanced, players, plan[number], number % players)
        draw_choices(rng, rounds, plan[number], "pirate_abilities" in advanced, rascal)
        by_round.append(rounds)
        lost_by_round.append(lost)
    data["players"] = [{"name": NAMES[index], "rounds": [rounds[index].data() for rounds in by_round]}
                       for index in range(players)]  # fmt: skip
    return data, by_round, lost_by_round
