"""Games of Skull King played at random (seeded) and the way a table enters one in the scorer page: the
set-up, then each round the bids (one tap per player), the tricks (one tap per player) and, for those
who have any, their bonuses after a tap on their "+". Shared by the Skull King page's browser tests
and its entry benchmark; not a test module itself. The taps are the kit's (pages.scorer_table.Taps)."""
from __future__ import annotations

import json
import random

from pages.scorer_table import Taps
from scorer.skull_king import STRUCTURES, score

NAMES = ["Léa", "Tom", "Zoé", "Ana", "Bo", "Inès", "Yūki", "Dai"]


def cards_dealt(players: int, structure: str = "standard", edition: str = "2021") -> list[int]:
    """The cards of each round, as the scorer deals them (its answer to a one-round game)."""
    first = STRUCTURES[structure][0]
    for tricks in range(first, 0, -1):
        rounds = [[{"bid": 0, "tricks": tricks if i == 0 else 0}] for i in range(players)]
        game = {"game": "skull-king", "edition": edition, "structure": structure,
                "players": [{"name": f"p{i}", "rounds": rounds[i]} for i in range(players)]}
        envelope = score(game)
        if envelope["ok"]:
            return envelope["result"]["cards_dealt"]
    raise AssertionError("no plan")


def played_game(players: int, seed: int, names: list[str] | None = None, bonuses: bool = True) -> dict:
    """A whole standard game (2021, Skull King's scoring, no advanced card): each round the cards'
    tricks shared at random, bids near them, and now and then a capture for a player who made tricks."""
    rng = random.Random(seed)
    names = names or NAMES[:players]
    rounds: list[list[dict]] = [[] for _ in range(players)]
    for cards in cards_dealt(players):
        tricks = [0] * players
        for _ in range(cards):
            tricks[rng.randrange(players)] += 1
        for index in range(players):
            off = 0 if rng.random() < 0.5 else rng.choice((-1, 1))
            bid = max(0, min(cards, tricks[index] + off))
            entry = {"bid": bid, "tricks": tricks[index]}
            if bonuses and tricks[index] and rng.random() < 0.25:
                entry["captures"] = {rng.choice(("standard_14", "pirates_by_skull_king")): 1}
            rounds[index].append(entry)
    # One Skull King a round: a second player's Skull King capture in the same round is dropped.
    for r in range(len(rounds[0])):
        seen = False
        for index in range(players):
            captures = rounds[index][r].get("captures", {})
            if "pirates_by_skull_king" in captures:
                if seen:
                    captures.pop("pirates_by_skull_king")
                    captures["standard_14"] = 1
                seen = True
        taken = sum(rounds[index][r].get("captures", {}).get("standard_14", 0) for index in range(players))
        for index in range(players):
            if taken > 3 and rounds[index][r].get("captures", {}).get("standard_14"):
                rounds[index][r].pop("captures")
                taken -= 1
    game = {"game": "skull-king", "edition": "2021", "scoring": "skull-king",
            "advanced": {"loot": False, "kraken": False, "white_whale": False, "pirate_abilities": False},
            "structure": "standard",
            "players": [{"name": name, "rounds": held} for name, held in zip(names, rounds, strict=True)]}
    assert score(json.loads(json.dumps(game)))["ok"], score(game)
    return game


def scored_after(game: dict, rounds: int) -> dict:
    """CPython's result of the game's first `rounds` rounds."""
    players = [{**player, "rounds": player["rounds"][:rounds]} for player in game["players"]]
    given = {**game, "players": players}
    envelope = score(json.loads(json.dumps(given)))
    assert envelope["ok"], envelope
    return envelope["result"]


class SkullKingPage(Taps):
    """Taps on the Skull King scorer page, as a table enters its evening."""

    def at(self) -> tuple[int, str]:
        entry = self.page.locator("[data-entry]")
        return int(entry.get_attribute("data-round")), entry.get_attribute("data-phase")

    def key(self, kind: str, player: int, value: int) -> str:
        return f"[data-row='{kind}-{player}'] [data-value='{value}']"

    def bonus(self, player: int, entry: dict) -> None:
        """The player's "+", then a + per capture (the panel stays open until another "+" or the next
        round)."""
        self.tap(f"[data-plus='{player}']")
        for kind, count in entry.get("captures", {}).items():
            for _ in range(count):
                self.tap(f"[data-bonus='{player}'] [data-capture='{kind}'] [data-step='1']")

    def enter_round(self, game: dict, round_index: int) -> None:
        """Every bid, then every player's bonuses (if any) and tricks, as a table would."""
        assert self.at() == (round_index, "bids"), self.at()
        players = game["players"]
        for index, player in enumerate(players):
            self.tap(self.key("bid", index, player["rounds"][round_index]["bid"]))
        assert self.at() == (round_index, "tricks"), self.at()
        for index, player in enumerate(players):
            entry = player["rounds"][round_index]
            if entry.get("captures"):
                self.bonus(index, entry)
            self.tap(self.key("tricks", index, entry["tricks"]))

    def total(self, index: int) -> int:
        return int(self.page.locator(f"[data-sticky='{index}']").get_attribute("data-points"))

    def table_total(self, index: int) -> int:
        return int(self.page.locator(f"[data-totals] td[data-total='{index}']").get_attribute("data-points"))
