"""The Skull King scorer page in Debian's Chromium on a 360 x 740 touch screen, served with the site's
real headers (CSP included): ten-round games for 3 and for 8 players entered by taps as a table would
(the bids, then the tricks, some bonuses), the totals shown after every round equal to CPython's
scorer.skull_king, each round's computation worded; the leader "so far" until the last round, then the
winner; a past round corrected and every later total following; in French, English and Spanish."""
from __future__ import annotations

import json

import pytest
from pages.scorer_table import NEXT_FRAME, VIEWPORT, on_scorer_page, round_table
from pages.skull_king_page import SkullKingPage, played_game, scored_after

pytestmark = pytest.mark.browser
MINUS = "\u2212"
WORDS = {
    "fr": {"leader": "En tête après", "wins": " gagne avec", "zero": "Mise 0 avec"},
    "en": {"leader": "Leading after", "wins": " wins with", "zero": "Bid 0 with"},
    "es": {"leader": "En cabeza tras", "wins": " gana con", "zero": "Envite 0 con"},
}


def on_page(browser, origin: str, lang: str, viewport=VIEWPORT):
    return on_scorer_page(browser, origin, "skull-king", lang, viewport)


def signed(n: int) -> str:
    return f"{MINUS}{-n}" if n < 0 else str(n)


def check_totals(page, expected: dict) -> None:
    """The sticky line, the round-by-round table and each round's detail against CPython's result."""
    shown = round_table(page)
    for index, player in enumerate(expected["players"]):
        sticky = shown["sticky"][str(index)]
        assert sticky["points"] == player["total"]
        assert sticky["strong"] == signed(player["total"])
        assert shown["totals"][str(index)]["points"] == player["total"]
        for round_index, entry in enumerate(player["rounds"]):
            cell = shown["cells"][f"{round_index}:{index}"]
            assert cell["points"] == entry["total"]
            assert cell["running"] == entry["running_total"]
            lines = [line["text"] for line in shown["details"][f"{round_index}:{index}"]]
            for line in entry["lines"]:
                if line["line"] == "bid":
                    assert any(text.endswith(f"= {signed(line['points'])}") or text.endswith(": 0")
                               for text in lines), (lines, line)
                elif line["times"] and line["rule"] == "counted":
                    assert any(f"{line['factor']} × {line['times']} = {signed(line['points'])}" in text
                               for text in lines), (lines, line)


def play(ui: SkullKingPage, game: dict, lang: str, check_every: bool = True) -> dict:
    page = ui.page
    rounds = len(game["players"][0]["rounds"])
    expected = None
    for round_index in range(rounds):
        ui.enter_round(game, round_index)
        ui.settled()
        if check_every or round_index == rounds - 1:
            expected = scored_after(game, round_index + 1)
            check_totals(page, expected)
        verdict = page.locator("[data-verdict]")
        if round_index < rounds - 1:
            assert verdict.get_attribute("data-finished") == "false"
            assert WORDS[lang]["leader"] in verdict.inner_text()
            assert WORDS[lang]["wins"] not in verdict.inner_text()
            assert ui.at() == (round_index + 1, "bids")  # the next round came by itself
    return expected


@pytest.mark.parametrize(("lang", "players"), [("fr", 3), ("en", 8), ("es", 3)])
def test_a_ten_round_game_entered_by_taps(browser, origin, lang, players):
    with on_page(browser, origin, lang) as page:
        ui = SkullKingPage(page)
        game = played_game(players, seed=players * 7 + len(lang))
        names = [player["name"] for player in game["players"]]
        ui.start(players, names)
        taps_before, off_before = ui.taps, ui.off_screen
        expected = play(ui, game, lang, check_every=True)
        verdict = page.locator("[data-verdict]")
        assert verdict.get_attribute("data-finished") == "true"
        assert json.loads(verdict.get_attribute("data-winners")) == expected["winners"]
        assert all(winner in verdict.inner_text() for winner in expected["winners"])
        bonus_taps = sum(1 + sum(r.get("captures", {}).values()) for p in game["players"] for r in p["rounds"]
                         if r.get("captures"))
        assert ui.taps - taps_before == 2 * players * 10 + bonus_taps
        # Only the first bid, below the set-up, needs a scroll: every later key is brought on the screen.
        assert ui.off_screen - off_before <= 1, ui.missed
        page.evaluate(NEXT_FRAME)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
