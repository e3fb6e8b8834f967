"""Sushi Go! on the scorer-page kit, in Chromium at 360 x 740 with taps: a finished game of 5 players is
listed in recent games; its share link opens the same game in another language (the language switcher
keeps it) and leaves that browser's own game alone; a tampered link is refused and changes nothing; the
picture is made. And after one visit to the rules page, offline with the server gone, the scorer starts
and scores a round entered by taps as CPython does."""
from __future__ import annotations

import pytest
from pages.scorer_table import ScorerTable, offline_after_the_rules_page, open_shared_elsewhere, scorer_totals
from pages.sushi_go_page import SushiGoPage, dealt_game

from scorer.sushi_go import score

pytestmark = pytest.mark.browser
OTHER = {"fr": "es", "en": "fr", "es": "en"}


def totals(game: dict) -> list[int]:
    return scorer_totals(score, game)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_share_link_across_languages_and_tampered_link_refused(browser, origin, lang):
    game = dealt_game(5, seed=40 + len(lang), names=["Léa", "Tom", "Ana", "Inès", "Malo"])
    expected = totals(game)
    table = ScorerTable(browser, origin, "sushi-go", lang)
    table.keep_shared(game)  # a finished game, made this page's own
    ui = SushiGoPage(table.page)
    ui.settled()
    assert [ui.total(index) for index in range(5)] == expected
    assert table.recent().count() == 1
    table.picture()
    url = table.share_link()
    table.close()

    open_shared_elsewhere(browser, origin, "sushi-go", url, OTHER[lang], expected)


def test_scores_offline_after_one_visit_to_the_rules_page(browser, built_site):
    with offline_after_the_rules_page(browser, built_site, "sushi-go") as page:
        game = dealt_game(3, seed=5, names=["Ana", "Ben", "Cy"])
        first = {**game, "players": [{**player, "rounds": player["rounds"][:1]}
                                     for player in game["players"]]}
        ui = SushiGoPage(page)
        ui.start(3, ["Ana", "Ben", "Cy"])
        ui.enter_round(first, 0)
        ui.settled()
        assert [ui.total(index) for index in range(3)] == totals(first)
