"""The Lost Cities scorer page at 200 % text (the root font size) on 360 x 740 and 320 x 740 touch
screens, a whole long game entered by taps and scored: no control whose text overflows or is cut, no
word broken across lines, no sideways scroll, the sticky dock and bar at most about a third of the
screen; in forced colours the chosen round and player tabs drawn unlike the others; without colour,
every two cards of different colours still told apart by a symbol of 14 px or more."""
from __future__ import annotations

import pytest
from pages.lost_cities_page import LostCitiesPage, random_game
from pages.page_layout import (
    GRAYSCALE,
    alike_cards,
    assert_fits,
    chosen_looks_apart,
    in_forced_colours,
    sticky_share,
)
from pages.scorer_table import NEXT_FRAME, on_scorer_page
from pages.screen_reading import BIG_TEXT

pytestmark = pytest.mark.browser
WORDS = ("#scorer button, #scorer h2, #scorer h3, [data-totals] th, [data-totals] td, .lc-bar-totals,"
         " .lc-col-head")


def on_page(browser, origin, width: int, lang: str = "en"):
    viewport = {"width": width, "height": 740}
    return on_scorer_page(browser, origin, "lost-cities", lang, viewport, console=False)


def bars_share_on_the_board(page) -> float:
    page.evaluate("() => { const b = document.querySelector('[data-board]'); window.scrollTo(0,"
                  " b.getBoundingClientRect().top + scrollY + 40); }")
    page.evaluate(NEXT_FRAME)
    return sticky_share(page)


@pytest.mark.parametrize("width", [360, 320])
def test_a_long_game_at_200_percent_text(browser, origin, width):
    with on_page(browser, origin, width) as page:
        page.evaluate(BIG_TEXT)
        ui = LostCitiesPage(page)
        ui.enter(random_game(seed=width, rounds=3, long_game=True, names=("Ana-Sofía", "Bartholomew")))
        page.evaluate(NEXT_FRAME)
        assert page.locator("[data-totals] td[data-total]").count() == 2
        share = bars_share_on_the_board(page)
        print(f"Lost Cities at 200 % text, {width} x 740: sticky bars take {share:.0%} of the screen")
        assert share <= 0.36
        page.evaluate("() => window.scrollTo(0, 0)")
        assert_fits(page, width, WORDS)


def test_the_chosen_tabs_stand_out_in_forced_colours(browser, origin):
    with on_page(browser, origin, 360) as page:
        in_forced_colours(page)
        assert chosen_looks_apart(page, "[data-round-tabs] button")
        assert chosen_looks_apart(page, "[data-player-tabs] button")


def test_cards_of_each_colour_told_apart_without_colour(browser, origin):
    with on_page(browser, origin, 360) as page:
        page.evaluate(GRAYSCALE)
        ui = LostCitiesPage(page)
        ui.tap("label[for='long-game']")
        for value in ("w1", "5"):
            cards = f"[data-board] [data-card='{value}']"
            assert page.locator(cards).count() == 6
            assert alike_cards(page, cards) == []
