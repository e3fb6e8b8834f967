"""Games of Lost Cities to score (from the shared facts file's cases, drawn at random, refused ones) and
the way a person enters one in the scorer page (taps). Shared by the Lost Cities page's browser and
Node tests and its benchmark; not a test module itself."""
from __future__ import annotations

import copy
import importlib.util
import pathlib
import random
import sys

from pages.scorer_table import NEXT_FRAME, Taps
from scorer.lost_cities import COLOURS, LONG_GAME_COLOURS, MAX_WAGERS, VALUES

TESTS = pathlib.Path(__file__).resolve().parents[1]
BOOT_TIMEOUT = 90_000
VIEWPORT = {"width": 360, "height": 740}


def facts_module():
    """tests/scorer/lost_cities/lost_cities_facts.py (it reads ../shared/lost-cities-facts.md)."""
    if "lost_cities_facts" in sys.modules:  # already imported by the scorer's tests
        return sys.modules["lost_cities_facts"]
    path = TESTS / "scorer" / "lost_cities" / "lost_cities_facts.py"
    spec = importlib.util.spec_from_file_location("lost_cities_facts", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["lost_cities_facts"] = module
    spec.loader.exec_module(module)
    return module


def as_round(columns: list[tuple[int, tuple[int, ...]]], colours=None) -> dict:
    colours = colours or (COLOURS if len(columns) <= len(COLOURS) else LONG_GAME_COLOURS)
    return {
        colour: {"wagers": wagers, "cards": list(cards)}
        for colour, (wagers, cards) in zip(colours, columns, strict=False)
        if wagers or cards
    }


def game(rounds_a: list[dict], rounds_b: list[dict], names=("Ana", "Ben"), long_game=False) -> dict:
    return {
        "game": "lost-cities",
        "long_game": long_game,
        "players": [{"name": names[0], "rounds": rounds_a}, {"name": names[1], "rounds": rounds_b}],
    }


def official_round() -> tuple[dict, dict]:
    """A typical round, both players' columns: the official example round (section 4's sheet) for one
    player, and for the other the play report's round sheet less the cards the first one holds (the two
    sheets come from different games)."""
    facts = facts_module()
    _, sheet = facts.worked_table()
    columns, _, _ = facts.play_report_round()
    first = as_round(sheet.columns, sheet.colours)
    second = {}
    for colour, (wagers, cards) in columns.items():
        held = first.get(colour, {"wagers": 0, "cards": []})
        column = {
            "wagers": min(wagers, MAX_WAGERS - held["wagers"]),
            "cards": [card for card in cards if card not in held["cards"]],
        }
        if column["wagers"] or column["cards"]:
            second[colour] = column
    return first, second


def reference_games() -> list[dict]:
    """Every reference case of the facts file (section 6) and its worked examples (section 4) as
    games: each case is one player's round, the other player's round is the next case."""
    facts = facts_module()
    table, sheet = facts.worked_table()
    rounds = [as_round(case.columns) for case in facts.reference_cases() + table]
    rounds.append(as_round(sheet.columns, sheet.colours))
    games = []
    for index in range(0, len(rounds) - 1, 2):
        a, b = rounds[index], rounds[index + 1]
        long_game = "purple" in a or "purple" in b
        games.append(game([a, {}], [{}, b], long_game=long_game))
    return games


def refused_games(base: dict) -> list[tuple[dict, str]]:
    """(game, the code the scorer refuses it with), made from a valid game."""
    def changed(edit):
        variant = copy.deepcopy(base)
        edit(variant)
        return variant

    def same_card(g):
        g["players"][1]["rounds"][0]["yellow"] = {"wagers": 0, "cards": [2]}
        g["players"][0]["rounds"][0]["yellow"] = {"wagers": 0, "cards": [2]}

    def wagers(g):
        g["players"][0]["rounds"][0]["blue"] = {"wagers": 2, "cards": []}
        g["players"][1]["rounds"][0]["blue"] = {"wagers": 2, "cards": []}

    return [
        (changed(lambda g: g["players"][1].update(name=" ana ")), "duplicate_name"),
        (changed(lambda g: g["players"][0]["rounds"][0].update(purple={"cards": [4]})), "long_game_colour"),
        (changed(lambda g: g["players"][0]["rounds"].append({})), "round_counts"),
        (changed(lambda g: g["players"].append({"name": "Cy", "rounds": [{}]})), "player_count"),
        (changed(lambda g: g["players"][0]["rounds"][0].update(red={"cards": [11]})), "bad_value"),
        (changed(wagers), "too_many_wagers"),
        (changed(same_card), "duplicate_card"),
        (changed(lambda g: g["players"][0].update(name="")), "empty_name"),
    ]


def random_game(seed: int, rounds: int = 3, long_game: bool = False, names=("Ana", "Ben")) -> dict:
    """A plausible finished game: each card of each colour and round goes to one player or to nobody."""
    rng = random.Random(seed)
    colours = LONG_GAME_COLOURS if long_game else COLOURS
    played: list[list[dict]] = [[], []]
    for _ in range(rounds):
        columns: list[dict] = [{}, {}]
        for colour in colours:
            for card in [("w", n) for n in range(MAX_WAGERS)] + [("v", v) for v in VALUES]:
                owner = rng.choice((0, 1, None, None))
                if owner is None:
                    continue
                column = columns[owner].setdefault(colour, {"wagers": 0, "cards": []})
                if card[0] == "w":
                    column["wagers"] += 1
                else:
                    column["cards"].append(card[1])
        for player in (0, 1):
            played[player].append(columns[player])
    return game(played[0], played[1], names=names, long_game=long_game)


# Whether a person can tap the element where it is now: its centre on the screen and not under the
# docked bar or the action bar (the element hit there is it or inside it).
IN_REACH = """(el) => { const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y); return Boolean(hit) && (hit === el || el.contains(hit)); }"""
# Whether the element of a CSS selector is in reach once the page has drawn twice more (null: none yet).
REACH_WHEN_DRAWN = f"""async (selector) => {{
  await ({NEXT_FRAME})();
  const found = document.querySelector(selector);
  return found ? ({IN_REACH})(found) : null; }}"""
# The scroll a person makes to reach it: the board (and its dock) brought under the top of the screen,
# anything else to the middle.
PERSON_SCROLL = """(el) => { const board = document.querySelector('[data-board]');
  const dock = document.querySelector('[data-dock]');
  const onBoard = board.contains(el) || dock.contains(el);
  if (onBoard) window.scrollBy(0, board.getBoundingClientRect().top - dock.offsetHeight);
  else el.scrollIntoView({ block: 'center' }); }"""


class LostCitiesPage(Taps):
    """Taps on the Lost Cities scorer page (a Playwright Page), names typed and the score waited for as
    the kit's Taps do. `taps` counts every tap; `out_of_reach` the taps whose target was off the screen
    or covered when it was needed (a scroll a person must make first, made as a person would:
    PERSON_SCROLL), each noted in `scrolls` with its selector."""

    def __init__(self, page):
        super().__init__(page)
        self.out_of_reach = 0
        self.scrolls: list[str] = []

    def tap(self, selector: str) -> None:
        target = self.page.locator(selector)
        # The screen as drawn, as a person sees it, then the element found there: one call to the page.
        in_reach = self.page.evaluate(REACH_WHEN_DRAWN, selector)
        if in_reach is None:  # not on the page yet: wait for it as Playwright does
            in_reach = target.evaluate(IN_REACH)
        if not in_reach:
            self.out_of_reach += 1
            self.scrolls.append(selector)
            target.evaluate(PERSON_SCROLL)
        target.tap()
        self.taps += 1

    def new_game(self) -> None:
        self.tap("[data-new-game]")

    def choose(self, round_index: int, player: int) -> None:
        """Taps the round's tab and the player's, each only when not chosen already."""
        for selector in (
            f"[data-round-tabs] [data-round='{round_index}']",
            f"[data-player-tabs] [data-player='{player}']",
        ):
            if self.page.locator(selector).get_attribute("aria-pressed") != "true":
                self.tap(selector)

    def card(self, colour: str, key: str):
        return self.page.locator(f"[data-board] [data-colour='{colour}'] [data-card='{key}']")

    def enter_round(self, round_index: int, player: int, columns: dict) -> None:
        self.choose(round_index, player)
        for colour, column in columns.items():
            free = [
                number for number in range(1, MAX_WAGERS + 1) if self.card(colour, f"w{number}").is_enabled()
            ]
            for number in free[: column.get("wagers", 0)]:  # the wager cards the other player left
                self.tap(f"[data-board] [data-colour='{colour}'] [data-card='w{number}']")
            for value in column.get("cards", []):
                self.tap(f"[data-board] [data-colour='{colour}'] [data-card='{value}']")

    def enter(self, data: dict, names=None) -> None:
        """A new game, then names, the long-game switch and every card of every round, by taps."""
        self.new_game()
        for index, player in enumerate(data["players"]):
            self.type_name(index, player["name"] if names is None else names[index])
        if data.get("long_game"):
            self.tap("label[for='long-game']")
        rounds = len(data["players"][0]["rounds"])
        while self.page.locator("[data-round-tabs] button").count() < rounds:
            self.tap("[data-add-round]")
        while self.page.locator("[data-round-tabs] button").count() > rounds:
            self.tap("[data-remove-round]")
        for round_index in range(rounds):
            for player_index, player in enumerate(data["players"]):
                self.enter_round(round_index, player_index, player["rounds"][round_index])
        self.settled()

    def total(self, player: int) -> int:
        return int(self.page.locator(f"[data-totals] td[data-total='{player}']").get_attribute("data-points"))

    def shown_number(self, selector: str) -> int:
        """A number as the page writes it (a real minus sign, the language's grouping)."""
        text = self.page.locator(selector).inner_text().split("\n")[0].strip()
        return int(text.replace("\u2212", "-").replace("\u202f", "").replace("\u00a0", "").replace(",", ""))
