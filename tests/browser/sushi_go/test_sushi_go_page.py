"""The Sushi Go! scorer page in Debian's Chromium on a 360 x 740 touch screen, served with the site's
real headers (CSP included): three-round games for 2 and for 5 players entered by taps in French,
English and Spanish show the totals CPython's scorer.sushi_go gives, each line's computation, the
leader "so far" until the third round is in and the winner after; the page moves on to the next player
and round by itself; no sideways scroll at 320 px; axe finds nothing."""
from __future__ import annotations

import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.scorer_table import NEXT_FRAME, VIEWPORT, on_scorer_page, round_table
from pages.screen_reading import MISSING_MESSAGES
from pages.sushi_go_page import SushiGoPage, dealt_game

from scorer.sushi_go import HAND_SIZES, score

pytestmark = pytest.mark.browser
MINUS = "\u2212"
WORDS = {
    "fr": {"fallback": "Joueur", "leader": "En tête après 2 manches", "wins": " gagne avec",
           "left": "Encore 10 cartes"},
    "en": {"fallback": "Player", "leader": "Leading after 2 rounds", "wins": " wins with",
           "left": "10 more cards"},
    "es": {"fallback": "Jugador", "leader": "En cabeza tras 2 rondas", "wins": " gana con",
           "left": "Faltan 10 cartas"},
}
NAMES = ["Léa", "", "Tom", "Ana", "Inès"]


def on_page(browser, origin: str, lang: str, viewport=VIEWPORT):
    return on_scorer_page(browser, origin, "sushi-go", lang, viewport)


def scored(game: dict) -> dict:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"] and not envelope["warnings"], envelope
    return envelope["result"]


def signed(n: int) -> str:
    return f"{MINUS}{-n}" if n < 0 else str(n)


def maki_computation(line: dict, points: int) -> str:
    """The end of the maki line the page must write, from CPython's line and points."""
    if line["tied"]:
        return f"{line['place_points']} ÷ {line['shares']} = {signed(points)}"
    return f": {signed(points)}"


def pudding_computation(pudding: dict) -> str:
    if pudding["tied"] and pudding["place_points"] and not pudding["all_equal"]:
        return f"{signed(pudding['place_points'])} ÷ {pudding['shares']} = {signed(pudding['points'])}"
    return f": {signed(pudding['points'])}"


def check_result(page, expected: dict) -> None:
    names = [player["name"] for player in expected["players"]]
    shown = round_table(page)
    assert shown["rows"] == names
    for index, player in enumerate(expected["players"]):
        total = shown["totals"][str(index)]
        assert total["points"] == player["total"]
        assert total["strong"] == signed(player["total"])
        for round_index, entry in enumerate(player["rounds"]):
            assert shown["cells"][f"{round_index}:{index}"]["text"] == signed(entry["total"])
            lines = [line["text"] for line in shown["details"][f"{round_index}:{index}"]]
            maki = entry["lines"]["maki"]
            if maki["icons"]:
                end = maki_computation(maki, entry["points"]["maki"])
                icons = f" {maki['icons']} "
                assert any(icons in line and line.endswith(end) for line in lines), (lines, maki)
            for category in ("tempura", "sashimi", "dumpling", "nigiri"):
                if entry["points"][category]:
                    end = f"= {entry['points'][category]}"
                    assert any(line.endswith(end) for line in lines), (category, lines)
        pudding = page.locator(f"[data-totals] td[data-pudding='{index}']").inner_text()
        if expected["finished"]:
            assert pudding == signed(player["pudding"]["points"])
            line = page.locator(f"[data-detail] [data-pudding='{index}'] li").text_content()
            assert line.endswith(pudding_computation(player["pudding"])), (line, player["pudding"])


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_three_rounds_entered_by_taps(browser, origin, lang, players):
    with on_page(browser, origin, lang) as page:
        ui = SushiGoPage(page)
        typed = NAMES[:players]
        names = [name or f"{WORDS[lang]['fallback']} {index + 1}" for index, name in enumerate(typed)]
        game = dealt_game(players, seed=len(lang) * 10 + players, names=names)
        ui.start(players, typed)
        hand = page.locator("[data-hand]")
        assert page.locator("[data-keys] [data-kind]").count() == 15
        for round_index in range(3):
            ui.enter_round(game, round_index)
            ui.settled()
            given = [{**p, "rounds": p["rounds"][:round_index + 1]} for p in game["players"]]
            partial = {**game, "players": given}
            expected = scored(partial)
            check_result(page, expected)
            verdict = page.locator("[data-verdict]")
            if round_index == 1:  # before the third round: the leader so far, never a winner
                assert verdict.get_attribute("data-finished") == "false"
                assert WORDS[lang]["leader"] in verdict.inner_text()
                assert WORDS[lang]["wins"] not in verdict.inner_text()
            if round_index < 2:  # the next round came by itself: its first player, a full hand to enter
                assert ui.at() == (round_index + 1, 0)
                assert int(hand.get_attribute("data-left")) == HAND_SIZES[players]
        assert verdict.get_attribute("data-finished") == "true"
        assert json.loads(verdict.get_attribute("data-winners")) == expected["winners"]
        assert all(winner in verdict.inner_text() for winner in expected["winners"])
        assert ui.taps <= 1 + sum(sum(r.values()) for p in game["players"] for r in p["rounds"]) + 1
        if players == 5:
            results = Axe().run(page)
            assert results.violations_count == 0, results.generate_report()
            page.set_viewport_size({"width": 320, "height": 740})
            page.wait_for_function("() => window.innerWidth === 320")
            page.evaluate(NEXT_FRAME)  # the page drawn again at its new width
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 320
        assert page.evaluate(MISSING_MESSAGES) == []  # every message the game's paths asked for was there


def test_the_hand_counts_down_and_a_key_that_does_not_fit_is_disabled(browser, origin):
    with on_page(browser, origin, "fr") as page:
        ui = SushiGoPage(page)
        ui.start(2, ["Léa", "Tom"])
        hand = page.locator("[data-hand]")
        assert WORDS["fr"]["left"] in hand.inner_text()
        for _ in range(9):
            ui.tap("[data-keys] [data-kind='tempura']")
        assert hand.get_attribute("data-left") == "1"
        assert page.locator("[data-keys] [data-kind='wasabi-squid']").is_disabled()  # two cards: no room
        ui.tap("[data-keys] [data-kind='egg']")
        assert ui.at() == (0, 1)  # Tom's turn, by itself
        ui.tap("[data-undo]")
        assert ui.at() == (0, 0) and hand.get_attribute("data-left") == "1"
        ui.tap("[data-remove-mode]")
        ui.tap("[data-keys] [data-kind='tempura']")
        assert hand.get_attribute("data-left") == "2"
        ui.settled()
        assert page.locator("[data-standings] table").count() == 1
