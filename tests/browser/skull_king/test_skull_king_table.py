"""Skull King on the scorer-page kit, in Chromium at 360 x 740 with taps: a finished game of 4 players
with every option on is listed in recent games; its share link opens the same game in another language
(the language switcher keeps it) and leaves that browser's own game alone; a tampered link is refused
and changes nothing; the picture is made. And after one visit to the rules page, offline with the
server gone, the scorer starts and scores a round entered by taps as CPython does."""
from __future__ import annotations

import pytest
from pages.scorer_table import (
    ScorerTable,
    offline_after_the_rules_page,
    open_shared_elsewhere,
    scorer_totals,
)
from pages.skull_king_page import SkullKingPage, played_game, scored_after

from scorer.skull_king import score

pytestmark = pytest.mark.browser


def every_option_game() -> dict:
    """A finished Rascal game of 4 players with Loot, leviathans and abilities (structure: 5 rounds)."""
    names = ["Léa", "Tom", "Zoé", "Noor"]
    rounds = {name: [] for name in names}
    for _ in range(5):  # five cards a round: 2 + 2 + 0 + 1 tricks
        rounds["Léa"].append({"bid": 2, "tricks": 2, "captures": {"standard_14": 1}, "wager": 10})
        rounds["Tom"].append({"bid": 1, "tricks": 2, "loot": ["Léa"], "harry": 1})  # Harry: 1 becomes 2
        rounds["Zoé"].append({"bid": 0, "tricks": 0, "cannonball": True})
        rounds["Noor"].append({"bid": 3, "tricks": 1})
    return {"game": "skull-king", "edition": "2021", "scoring": "rascal",
            "structure": "swift-n-salty-skirmish",
            "advanced": {"loot": True, "kraken": True, "white_whale": True, "pirate_abilities": True},
            "players": [{"name": name, "rounds": rounds[name]} for name in names]}


def totals(game: dict) -> list[int]:
    return scorer_totals(score, game)


def test_share_link_across_languages_and_tampered_link_refused(browser, origin):
    game = every_option_game()
    expected = totals(game)
    table = ScorerTable(browser, origin, "skull-king", "fr")
    table.keep_shared(game)  # a finished game, made this page's own
    ui = SkullKingPage(table.page)
    ui.settled()
    assert [ui.total(index) for index in range(4)] == expected
    assert table.page.locator("[data-verdict]").get_attribute("data-finished") == "true"
    assert table.page.locator("[data-advanced='white_whale']").get_attribute("aria-pressed") == "true"
    assert table.recent().count() == 1
    table.picture()
    url = table.share_link()
    table.close()

    open_shared_elsewhere(browser, origin, "skull-king", url, "en", expected, own_lang="es", listed=False)


def test_scores_offline_after_one_visit_to_the_rules_page(browser, built_site):
    with offline_after_the_rules_page(browser, built_site, "skull-king") as page:
        game = played_game(3, seed=9, names=["Ana", "Ben", "Cy"])
        ui = SkullKingPage(page)
        ui.start(3, ["Ana", "Ben", "Cy"])
        for round_index in range(2):
            ui.enter_round(game, round_index)
        ui.settled()
        expected = scored_after(game, 2)
        assert [ui.total(index) for index in range(3)] == [player["total"] for player in expected["players"]]
