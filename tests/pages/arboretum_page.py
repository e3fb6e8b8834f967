"""Entering a game in the scorer page the way a person does (taps and typing), and games to enter.

Shared by the scorer page's browser tests and the benchmark; not a test module itself.
"""
from __future__ import annotations

import random

VIEWPORT = {"width": 360, "height": 740}
BOOT_TIMEOUT = 90_000
SPECIES = (
    "cassia", "dogwood", "jacaranda", "olive", "lilac",
    "magnolia", "maple", "royal-poinciana", "oak", "willow",
)


def as_entered(game: dict) -> dict:
    """The game as the page sends it once entered: arboretums moved to the start cell."""
    return {
        "players": [
            {
                "name": player["name"],
                "arboretum": reading_order(player["arboretum"]),
                "hand": list(player["hand"]),
            }
            for player in game["players"]
        ]
    }


def random_game(players: int, planted, seed: int) -> dict:
    """A finished game with `players` players, each with `planted` cards planted (a number, or one
    per player) and 7 in hand, drawn from the species a game of that size plays with."""
    rng = random.Random(seed)
    species = list(SPECIES[: {2: 6, 3: 8, 4: 10}[players]])
    deck = [(name, value) for name in species for value in range(1, 9)]
    rng.shuffle(deck)
    game = {"players": []}
    names = ["Alice", "Bruno", "Chloé", "Diego"]
    for index in range(players):
        cells = [(0, 0)]
        count = planted if isinstance(planted, int) else planted[index]
        while len(cells) < count:
            row, col = rng.choice(cells)
            near = rng.choice(((row - 1, col), (row, col - 1), (row, col + 1), (row + 1, col)))
            if near not in cells:
                cells.append(near)
        arboretum = []
        for row, col in cells:
            name, value = deck.pop()
            arboretum.append({"row": row, "col": col, "species": name, "value": value})
        hand = [{"species": name, "value": value} for name, value in (deck.pop() for _ in range(7))]
        game["players"].append({"name": names[index], "arboretum": arboretum, "hand": hand})
    return game


def reading_order(arboretum: list[dict]) -> list[dict]:
    """The cards moved so that the first in reading order (top row, leftmost) sits on the start cell
    (0, 0), then listed in the order a person enters them row by row: at each step the next card in
    reading order that touches one already planted."""
    if not arboretum:
        return []
    top = min(arboretum, key=lambda card: (card["row"], card["col"]))
    moved = [{**card, "row": card["row"] - top["row"], "col": card["col"] - top["col"]} for card in arboretum]
    left = sorted(moved, key=lambda card: (card["row"], card["col"]))
    planted: set[tuple[int, int]] = set()
    order = []
    while left:
        card = next(
            (c for c in left if not planted or any(
                near in planted for near in ((c["row"] - 1, c["col"]), (c["row"], c["col"] - 1),
                                             (c["row"], c["col"] + 1), (c["row"] + 1, c["col"])))),
            None,
        )
        if card is None:
            raise ValueError("the arboretum is not connected: it cannot be entered card by card")
        left.remove(card)
        planted.add((card["row"], card["col"]))
        order.append(card)
    return order


# Whether a person must scroll before tapping `el`: its box is not wholly on the screen, or something
# else is drawn over its middle, or a fixed or sticky bar (Undo/Score, the dock) overlaps it.
OFF_SCREEN = """el => {
  const r = el.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return true;
  const hit = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
  if (!hit || !(hit === el || el.contains(hit))) return true;
  for (const bar of document.querySelectorAll("body *")) {
    const position = getComputedStyle(bar).position;
    if ((position !== "fixed" && position !== "sticky") || bar.contains(el)) continue;
    const b = bar.getBoundingClientRect();
    const overlaps = b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
    if (b.width && b.height && overlaps) return true;
  }
  return false;
}"""


class ScorerPage:
    """Taps and typing on the scorer page (a Playwright Page). Every tap goes through tap(), which
    counts them: entering a game taps a cell only where the selection is not already there. While
    `self.watching`, each tap whose target was off the screen when it was needed (a scroll a person
    must make first, see OFF_SCREEN) is listed in `self.off_screen`."""

    def __init__(self, page):
        self.page = page
        self.taps = 0
        self.watching = False
        self.off_screen: list[str] = []

    def tap(self, locator) -> None:
        if self.watching and locator.evaluate(OFF_SCREEN):
            self.off_screen.append(locator.evaluate("el => el.getAttribute('aria-label') || el.textContent"))
        locator.tap()
        self.taps += 1

    def set_player_count(self, count: int) -> None:
        self.tap(self.page.locator(f".player-count label:has(input[value='{count}'])"))

    def type_name(self, index: int, name: str) -> None:
        field = self.page.locator(f"#name-{index}")
        self.tap(field)
        field.fill("")
        field.press_sequentially(name)

    def cell(self, player: int, row: int, col: int):
        return self.page.locator(f"[data-arboretum='{player}'] [data-row='{row}'][data-col='{col}']")

    def slot(self, player: int, slot: int):
        return self.page.locator(f"[data-hand='{player}'] [data-slot='{slot}']")

    def deck_card(self, card: dict):
        return self.page.locator(f"[data-deck] [data-card='{card['species']}:{card['value']}']")

    def selected(self, target) -> bool:
        return target.count() == 1 and target.get_attribute("aria-pressed") == "true"

    def play(self, card: dict) -> None:
        """One tap on the deck: the card goes where the selection is."""
        self.tap(self.deck_card(card))

    def plant(self, player: int, card: dict) -> None:
        target = self.cell(player, card["row"], card["col"])
        if not self.selected(target):
            self.tap(target)
        self.play(card)

    def set_hand(self, player: int, slot: int, card: dict) -> None:
        target = self.slot(player, slot)
        if not self.selected(target):
            self.tap(target)
        self.play(card)

    def start_entry(self) -> None:
        """The one scroll a person makes from the form down to the first garden; from there on, the
        taps whose target is off the screen are counted."""
        self.page.locator("section.player").first.evaluate("el => el.scrollIntoView({block: 'start'})")
        self.off_screen = []
        self.watching = True

    def new_game(self) -> None:
        self.tap(self.page.locator("[data-new-game]"))

    def enter(self, game: dict, names: bool = True) -> dict:
        """Taps (and types, unless names=False) the whole game in; returns the game as entered (see
        as_entered), with the page's "Joueur 1"... where names were left blank."""
        entered = as_entered(game)
        self.new_game()
        if len(entered["players"]) != 2:
            self.set_player_count(len(entered["players"]))
        if names:
            for index, player in enumerate(entered["players"]):
                self.type_name(index, player["name"])
        self.start_entry()
        for index, player in enumerate(entered["players"]):
            for card in player["arboretum"]:
                self.plant(index, card)
            for slot, card in enumerate(player["hand"]):
                self.set_hand(index, slot, card)
        return entered

    def score(self) -> None:
        results = self.page.locator("[data-results]")
        previous = results.get_attribute("data-stamp")
        self.watching = False
        self.tap(self.page.locator("[data-score]"))
        self.page.wait_for_function(
            "previous => { const r = document.querySelector('[data-results]');"
            " return r.dataset.stamp && r.dataset.stamp !== previous; }",
            arg=previous,
            timeout=60_000,
        )

    def total(self, name: str) -> int:
        return int(self.page.locator(f"td[data-total='{name}'] .points").inner_text())

    def winners(self) -> list[str]:
        cells = self.page.locator("td.winner[data-total]")
        return cells.evaluate_all("cells => cells.map(c => c.dataset.total)")


class Session:
    """One page for the whole module: Pyodide boots once; every request and CSP report is kept."""

    def __init__(self, browser, origin: str, lang: str):
        self.origin = origin
        self.context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
        self.page = self.context.new_page()
        self.requests: list[str] = []
        self.problems: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        self.page.on(
            "console",
            lambda message: self.problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" or "Content Security Policy" in message.text
            else None,
        )
        self.context.on("weberror", lambda error: self.problems.append(f"web error: {error.error}"))
        self.url = f"{origin}/{lang}/arboretum/score/"
        self.page.goto(self.url)
        self.wait_ready()
        self.ui = ScorerPage(self.page)

    def wait_ready(self) -> None:
        self.page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
        assert self.page.locator("[data-status]").get_attribute("data-status") == "ready", self.problems
