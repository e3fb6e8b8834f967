"""Games of Sushi Go! to score (dealt at random from the 108-card deck, seeded) and the way a person
enters one in the scorer page (taps: the number of players, the names, then one tap per card, player
after player and round after round, the page moving on by itself). Shared by the Sushi Go! page's
browser tests and its entry benchmark; not a test module itself."""
from __future__ import annotations

import random

from pages.scorer_table import Taps
from scorer.sushi_go import DECK, HAND_SIZES, ROUNDS

NIGIRI = ("egg", "salmon", "squid")
# Whether an element is wholly on the screen, without scrolling, and not under the sticky action bar
# (the benchmark's "off the screen").
ON_SCREEN = """(node) => { const r = node.getBoundingClientRect();
  const bar = document.querySelector(".actionbar");
  const covered = bar && !bar.contains(node);
  const bottom = covered ? Math.min(innerHeight, bar.getBoundingClientRect().top) : innerHeight;
  return r.top >= 0 && r.left >= 0 && r.bottom <= bottom && r.right <= innerWidth; }"""


def played_kinds(cards: list[str], rng: random.Random) -> dict[str, int]:
    """A hand's cards as the page's kinds: in a random play order, each nigiri goes on a wasabi played
    before it when there is one."""
    order = cards[:]
    rng.shuffle(order)
    kinds: dict[str, int] = {}
    for card in order:
        if card in NIGIRI and kinds.get("wasabi"):
            kinds["wasabi"] -= 1
            card = f"wasabi-{card}"
        kinds[card] = kinds.get(card, 0) + 1
    return {kind: count for kind, count in kinds.items() if count}


def dealt_game(players: int, seed: int, names: list[str] | None = None) -> dict:
    """A finished game: each round every player keeps a full hand drawn from the deck (no reshuffle)."""
    rng = random.Random(seed)
    deck = [card for card, count in DECK.items() for _ in range(count)]
    rng.shuffle(deck)
    hand = HAND_SIZES[players]
    rounds: list[list[dict]] = [[] for _ in range(players)]
    for _ in range(ROUNDS):
        for player in range(players):
            cards, deck = deck[:hand], deck[hand:]
            rounds[player].append(played_kinds(cards, rng))
    names = names or [f"P{index + 1}" for index in range(players)]
    players_ = [{"name": name, "rounds": held} for name, held in zip(names, rounds, strict=True)]
    return {"game": "sushi-go", "players": players_}


class SushiGoPage(Taps):
    """Taps on the Sushi Go! scorer page (a Playwright Page): counts the taps and those whose target was
    not wholly on the screen before the tap (Playwright then scrolls it in, as a person would), those
    within a round apart (the keys below the sticky action bar: its own ON_SCREEN)."""

    def __init__(self, page):
        super().__init__(page)
        self.off_screen_in_round = 0

    def tap(self, selector: str, *, in_round: bool = False) -> None:
        target = self.page.locator(selector)
        if not target.evaluate(ON_SCREEN):
            self.off_screen += 1
            self.off_screen_in_round += in_round
        target.tap()
        self.taps += 1

    def at(self) -> tuple[int, int]:
        """The (round, player) being entered, from the pressed tabs."""
        pressed = "[data-{}-tabs] [aria-pressed='true']"
        round_tab = self.page.locator(pressed.format("round")).get_attribute("data-round")
        player_tab = self.page.locator(pressed.format("player")).get_attribute("data-player")
        return int(round_tab), int(player_tab)

    def enter_hand(self, round_index: int, player: int, kinds: dict[str, int]) -> None:
        """One player's round: the page must already be there (it moves on by itself). Taps after the
        first one of the round count as `in_round` (the first may need the keys brought in)."""
        assert self.at() == (round_index, player), (self.at(), round_index, player)
        taps = [kind for kind, count in kinds.items() for _ in range(count)]
        for index, kind in enumerate(taps):
            self.tap(f"[data-keys] [data-kind='{kind}']", in_round=index > 0)

    def enter_round(self, data: dict, round_index: int) -> None:
        for player, entry in enumerate(data["players"]):
            self.enter_hand(round_index, player, entry["rounds"][round_index])

    def total(self, index: int) -> int:
        return int(self.page.locator(f"[data-totals] td[data-total='{index}']").get_attribute("data-points"))
