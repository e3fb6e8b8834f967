"""The Skull King scorer page at the table, in Debian's Chromium on a 360 x 740 touch screen: a reload
and a screen lock in the middle of a round lose nothing (the screen's wake lock asked while a round is
open, asked again when the page comes back, released once the last round is in); a past round corrected
and every later total following, as CPython's scorer says; two names alike said beside the field; the
leviathans' warning beside the round's keys; Rascal's scoring and the pirates' abilities; eight players
at 360 px and at 200 % text without sideways scroll; axe finds nothing."""
from __future__ import annotations

import copy
import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.scorer_table import NEXT_FRAME, on_scorer_page
from pages.skull_king_page import SkullKingPage, played_game, scored_after

from scorer.skull_king import score

from .test_skull_king_page import check_totals, on_page

pytestmark = pytest.mark.browser
# The screen's wake lock as the page asks for it: every sentinel it was given, kept for the test, which
# releases them as the browser does when the screen locks.
WAKE_SPY = """(() => { if (!('wakeLock' in navigator)) return;
  const real = navigator.wakeLock.request.bind(navigator.wakeLock);
  window.__wake = [];
  navigator.wakeLock.request = async (type) => {
    const lock = await real(type); window.__wake.push(lock); return lock; };
})();"""
HELD = "() => window.__wake.filter((lock) => !lock.released).length"
ASKED = "() => window.__wake.length"
# The screen locked then unlocked: the page hidden (the browser releases its wake lock), then visible.
LOCK_SCREEN = """async () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
  await Promise.all(window.__wake.filter((lock) => !lock.released).map((lock) => lock.release()));
}"""
UNLOCK_SCREEN = """() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  document.dispatchEvent(new Event('visibilitychange')); }"""


def spied_page(browser, origin, lang="fr"):
    return on_scorer_page(browser, origin, "skull-king", lang, init_script=WAKE_SPY)


def checked(page, kind: str, player: int) -> int | None:
    key = page.locator(f"[data-row='{kind}-{player}'] [aria-checked='true']")
    return int(key.get_attribute("data-value")) if key.count() else None


def test_a_reload_and_a_screen_lock_in_the_middle_of_a_round_lose_nothing(browser, origin):
    with spied_page(browser, origin) as page:
        ui = SkullKingPage(page)
        game = played_game(3, seed=5, bonuses=False)
        ui.start(3, [player["name"] for player in game["players"]])
        for round_index in range(2):
            ui.enter_round(game, round_index)
        ui.settled()
        bids = [player["rounds"][2]["bid"] for player in game["players"]]
        ui.tap(ui.key("bid", 0, bids[0]))
        ui.tap(ui.key("bid", 1, bids[1]))
        page.wait_for_function(HELD)  # a round is open: the screen stays on
        ui.page.reload()
        page.wait_for_selector("[data-status='ready']", timeout=90_000)
        assert ui.at() == (2, "bids")
        assert [checked(page, "bid", p) for p in range(3)] == [bids[0], bids[1], None]
        ui.tap(ui.key("bid", 2, bids[2]))
        assert ui.at() == (2, "tricks")
        tricks = [player["rounds"][2]["tricks"] for player in game["players"]]
        ui.tap(ui.key("tricks", 0, tricks[0]))
        ui.tap("[data-plus='1']")
        ui.tap("[data-bonus='1'] [data-capture='standard_14'] [data-step='1']")
        page.wait_for_function(HELD)
        asked = page.evaluate(ASKED)
        page.evaluate(LOCK_SCREEN)
        assert page.evaluate(HELD) == 0
        page.evaluate(UNLOCK_SCREEN)
        page.wait_for_function(HELD)  # asked again once the page is back
        assert page.evaluate(ASKED) == asked + 1
        assert ui.at() == (2, "tricks") and checked(page, "tricks", 0) == tricks[0]
        assert page.locator("[data-bonus='1'] [data-capture='standard_14'] output").inner_text() == "1"
        ui.page.reload()  # the open bonuses come back too
        page.wait_for_selector("[data-status='ready']", timeout=90_000)
        assert page.locator("[data-bonus='1'] [data-capture='standard_14'] output").inner_text() == "1"
        game["players"][1]["rounds"][2]["captures"] = {"standard_14": 1}
        if not tricks[1]:  # a capture needs a trick: this test's player 1 took one from player 0
            game["players"][1]["rounds"][2]["tricks"] = 1
            game["players"][0]["rounds"][2]["tricks"] -= 1
            tricks = [player["rounds"][2]["tricks"] for player in game["players"]]
            ui.tap(ui.key("tricks", 0, tricks[0]))
        ui.tap(ui.key("tricks", 1, tricks[1]))
        ui.tap(ui.key("tricks", 2, tricks[2]))
        ui.settled()
        check_totals(page, scored_after(game, 3))
        assert ui.at() == (3, "bids")


def test_a_past_round_corrected_and_every_later_total_follows(browser, origin):
    with on_page(browser, origin, "en") as page:
        ui = SkullKingPage(page)
        game = played_game(3, seed=11, bonuses=False)
        ui.start(3, [player["name"] for player in game["players"]])
        for round_index in range(5):
            ui.enter_round(game, round_index)
        ui.settled()
        before = [ui.total(index) for index in range(3)]
        # Round 3 (3 cards) was wrong: player 0 made one trick more and player 1 one less.
        fixed = copy.deepcopy(game)
        rounds = [player["rounds"][2] for player in fixed["players"]]
        giver = 1 if rounds[1]["tricks"] else 2 if rounds[2]["tricks"] else 0
        taker = 0 if giver else 1
        rounds[giver]["tricks"] -= 1
        rounds[taker]["tricks"] += 1
        ui.tap("[data-round-tabs] [data-round='2']")
        assert ui.at() == (2, "tricks")
        ui.tap(ui.key("tricks", taker, rounds[taker]["tricks"]))  # 4 tricks for 3 cards for a moment
        ui.settled()
        assert page.locator("[data-round-problems] li").count() == 1  # said beside the round's keys
        assert "Round 3" in page.locator("[data-round-problems]").inner_text()
        ui.tap(ui.key("tricks", giver, rounds[giver]["tricks"]))
        ui.settled()
        assert ui.at() == (2, "tricks")  # a corrected round stays open
        expected = scored_after(fixed, 5)
        check_totals(page, expected)
        assert [ui.total(index) for index in range(3)] != before
        assert page.locator("[data-round-problems] li").count() == 0
        ui.tap("[data-round-tabs] [data-round='5']")  # back to the round being played
        assert ui.at() == (5, "bids")


def test_two_names_alike_are_said_beside_the_field(browser, origin):
    with on_page(browser, origin, "es") as page:
        ui = SkullKingPage(page)
        ui.start(3, ["Léa", "Tom", " léa"])
        note = page.locator("#name-2-alike")
        assert note.is_visible() and "Otro jugador ya tiene este nombre" in note.inner_text()
        assert page.locator("#name-2").get_attribute("aria-describedby") == "name-2-alike"
        assert page.locator("#name-0-alike").is_visible()
        assert not page.locator("#name-1-alike").count()
        ui.type_name(2, "Zoé")
        assert not note.is_visible() and page.locator("#name-2").get_attribute("aria-invalid") is None


def test_the_leviathans_warning_and_the_pirates_abilities(browser, origin):
    with on_page(browser, origin, "fr") as page:
        ui = SkullKingPage(page)
        ui.start(3, ["Léa", "Tom", "Zoé"])  # at 2 players, Graybeard may have won a trick
        ui.tap("details.sk-options summary")
        for option in ("kraken", "pirate_abilities", "loot"):
            ui.tap(f"[data-advanced='{option}']")
        ui.tap("[data-structure='even-keeled']")
        assert "2 cartes" in page.locator("[data-entry-heading]").inner_text()
        ui.tap(ui.key("bid", 0, 0))
        ui.tap(ui.key("bid", 1, 1))
        ui.tap(ui.key("bid", 2, 0))
        ui.tap("[data-plus='0']")
        ui.tap("[data-bonus='0'] [data-loot='Tom']")  # Léa's Loot, won by Tom
        ui.tap("[data-plus='1']")
        ui.tap("[data-bonus='1'] [data-wager='20']")
        ui.tap(ui.key("tricks", 0, 0))
        ui.tap(ui.key("tricks", 1, 1))
        ui.tap(ui.key("tricks", 2, 0))  # the other trick destroyed by the Kraken
        ui.settled()
        warning = page.locator("[data-round-problems]")
        listed = page.locator("[data-problems]").inner_text()
        said = "Manche 1 : 1 pli gagné par personne (Kraken ou Baleine blanche ?)."
        assert warning.inner_text() == said, listed
        assert ui.at() == (0, "tricks") and page.locator("[data-next]").is_visible()
        sent = {"game": "skull-king", "edition": "2021", "scoring": "skull-king", "structure": "even-keeled",
                "advanced": {"loot": True, "kraken": True, "white_whale": False, "pirate_abilities": True},
                "players": [{"name": "Léa", "rounds": [{"bid": 0, "tricks": 0, "loot": ["Tom"]}]},
                            {"name": "Tom", "rounds": [{"bid": 1, "tricks": 1, "wager": 20}]},
                            {"name": "Zoé", "rounds": [{"bid": 0, "tricks": 0}]}]}
        envelope = score(json.loads(json.dumps(sent)))
        assert envelope["ok"] and [w["code"] for w in envelope["warnings"]] == ["tricks_lost"]
        check_totals(page, envelope["result"])
        lines = page.locator("[data-detail='0:1'] li").all_text_contents()
        assert "Pari de Rascal le Flambeur gagné : 20" in lines
        assert "Butin avec Léa : 1 alliance réussie, 20 × 1 = 20" in lines, lines
        ui.tap("[data-next]")
        assert ui.at() == (1, "bids")


def test_rascal_scoring_and_the_winner_once_the_last_round_is_in(browser, origin):
    with spied_page(browser, origin, "fr") as page:
        ui = SkullKingPage(page)
        ui.start(2, ["Ana", "Bo"])
        ui.tap("details.sk-options summary")
        ui.tap("[data-scoring='rascal']")
        ui.tap("[data-structure='past-your-bedtime']")
        ui.tap(ui.key("bid", 0, 1))
        ui.tap(ui.key("bid", 1, 0))
        page.wait_for_function(HELD)
        ui.tap("[data-plus='0']")
        ui.tap("[data-bonus='0'] [data-cannonball]")
        ui.tap(ui.key("tricks", 0, 1))
        ui.tap(ui.key("tricks", 1, 0))
        ui.settled()
        verdict = page.locator("[data-verdict]")
        assert verdict.get_attribute("data-finished") == "true"
        assert "Ana gagne avec un total de 15" in verdict.inner_text()
        line = "Boulet de canon, coup direct avec 1 carte : 15 × 1 = 15"
        assert line in page.locator("[data-detail='0:0']").inner_text()
        page.wait_for_function("() => window.__wake.every((lock) => lock.released)")  # the evening is over


def test_eight_players_at_360_px_and_at_200_percent_text(browser, origin):
    with on_page(browser, origin, "es") as page:
        ui = SkullKingPage(page)
        game = played_game(8, seed=3, names=["Bartolomé", "Guillermina", "Maximiliano", "Inmaculada",
                                              "Francisco", "Esperanza", "Bienvenido", "Concepción"])
        ui.start(8, [player["name"] for player in game["players"]])
        ui.tap("details.sk-options summary")
        ui.tap("[data-structure='broadside-barrage']")  # eight cards a round at eight: nine keys a row
        page.evaluate(NEXT_FRAME)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        page.evaluate("() => { document.documentElement.style.fontSize = '200%'; }")  # text at 200 %
        page.evaluate(NEXT_FRAME)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        for index in range(8):
            ui.tap(ui.key("bid", index, 1))
        for index in range(8):
            ui.tap(ui.key("tricks", index, 1))
        ui.settled()
        page.evaluate(NEXT_FRAME)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        assert [ui.total(index) for index in range(8)] == [20] * 8
        results = Axe().run(page)
        assert results.violations_count == 0, results.generate_report()


def test_keyboard_alone_one_tab_stop_a_row_and_the_arrows_inside(browser, origin):
    with on_page(browser, origin, "en") as page:
        ui = SkullKingPage(page)
        ui.start(3, ["Léa", "Tom", "Zoé"])
        ui.tap("details.sk-options summary")
        ui.tap("[data-structure='broadside-barrage']")
        page.locator("[data-phase='tricks']").focus()
        page.keyboard.press("Tab")  # into Léa's row: one stop, on its first key
        assert page.evaluate("() => document.activeElement.dataset.key") == "bid-0-0"
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        assert page.evaluate("() => document.activeElement.dataset.key") == "bid-0-2"
        assert page.locator("[data-row='bid-0'] [aria-checked='true']").get_attribute("data-value") == "2"
        page.keyboard.press("Tab")  # the next row, not the next key
        assert page.evaluate("() => document.activeElement.dataset.key") == "bid-1-0"
        page.keyboard.press("End")
        assert page.locator("[data-row='bid-1'] [aria-checked='true']").get_attribute("data-value") == "10"
        page.keyboard.press("Shift+Tab")  # back on Léa's chosen key
        assert page.evaluate("() => document.activeElement.dataset.key") == "bid-0-2"
