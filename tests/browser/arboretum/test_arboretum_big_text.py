"""The Arboretum scorer page at 200 % text (the root font size) on 360 x 740 and 320 x 740 touch
screens, a whole game entered by taps and scored: no control whose text overflows or is cut, no word
broken across lines, no sideways scroll, the docked deck and the action bar at most about a third of
the screen; in forced colours the chosen player count drawn unlike the others; without colour, every
two cards of different species still told apart by a code of 14 px or more."""
from __future__ import annotations

import pytest
from pages.arboretum_page import ScorerPage, as_entered, random_game
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
WORDS = "#scorer button, #scorer h2, #scorer h3, .score-pad th, .score-pad td, .entry-totals, .entry-target"


def on_page(browser, origin, width: int, lang: str = "en"):
    viewport = {"width": width, "height": 740}
    return on_scorer_page(browser, origin, "arboretum", lang, viewport, console=False)


@pytest.mark.parametrize("width", [360, 320])
def test_a_game_at_200_percent_text(browser, origin, width):
    with on_page(browser, origin, width) as page:
        page.evaluate(BIG_TEXT)
        ui = ScorerPage(page)
        game = as_entered(random_game(3, 4, seed=width))
        ui.new_game()
        ui.set_player_count(3)
        ui.start_entry()
        shares = []
        for index, player in enumerate(game["players"]):
            for card in player["arboretum"]:
                ui.plant(index, card)
            for slot, card in enumerate(player["hand"]):
                ui.set_hand(index, slot, card)
                if slot == 3:  # a hand being entered: the deck's dock open, the page where the taps left it
                    page.evaluate(NEXT_FRAME)
                    shares.append(sticky_share(page))
        share = max(shares)
        print(f"Arboretum at 200 % text, {width} x 740: sticky bars take {share:.0%} of the screen")
        assert share <= 0.36
        assert_fits(page, width, WORDS)
        ui.score()
        page.evaluate(NEXT_FRAME)
        assert ui.winners()
        assert_fits(page, width, WORDS)


def test_the_chosen_player_count_stands_out_in_forced_colours(browser, origin):
    with on_page(browser, origin, 360) as page:
        in_forced_colours(page)
        assert chosen_looks_apart(page, ".player-count .segmented span")


def test_cards_of_each_species_told_apart_without_colour(browser, origin):
    with on_page(browser, origin, 360) as page:
        page.evaluate(GRAYSCALE)
        ui = ScorerPage(page)
        ui.new_game()
        ui.set_player_count(4)
        ui.tap(ui.cell(0, 0, 0))
        for value in (1, 8):
            cards = f"[data-deck] [data-card$=':{value}']"
            assert page.locator(cards).count() == 10
            assert alike_cards(page, cards) == []
