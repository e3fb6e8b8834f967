"""The Sushi Go! scorer page at 200 % text (the root font size) on 360 x 740 and 320 x 740 touch screens,
a whole four-player game entered by taps and scored as CPython scores it: no control whose text
overflows or is cut, no word or number broken across lines ("2/1" for 21, "Undo" letter by letter were
the bugs), no sideways scroll, the sticky action bar at most about a third of the screen while cards
are entered (its share printed), the points table and the standings laid out in rows of lines where
they would not fit; in forced colours the chosen count, round and player drawn unlike the others, and a
key holding cards unlike an empty one; without colour, every two keys told apart by words of 14 px or
more."""
from __future__ import annotations

import json

import pytest
from pages.page_layout import (
    GRAYSCALE,
    OPEN_DETAILS,
    TOO_WIDE,
    alike_cards,
    assert_fits,
    bars_share_at_the_keys,
    chosen_looks_apart,
)
from pages.scorer_table import NEXT_FRAME, open_scorer_page
from pages.screen_reading import BIG_TEXT
from pages.sushi_go_page import SushiGoPage, dealt_game
from warm_phones import put_away

from scorer.sushi_go import score

pytestmark = pytest.mark.browser
NAMES = ["Ana-Sofía", "Bartholomew", "Ólafur", "Inès"]
TABLES = "[data-totals] th, [data-totals] td, [data-standings] th, [data-standings] td"
WORDS = (f"#scorer button, #scorer h1, #scorer h2, #scorer caption, [data-hand], [data-verdict], {TABLES},"
         " [data-detail]")
KEYS = "[data-keys] [data-kind]"


def open_page(browser, origin, width: int):
    return open_scorer_page(browser, origin, "sushi-go", "en", {"width": width, "height": 740}, console=False)


@pytest.mark.parametrize("width", [360, 320])
def test_a_whole_game_at_200_percent_text(browser, origin, width):
    context, page, problems = open_page(browser, origin, width)
    page.evaluate(BIG_TEXT)
    ui = SushiGoPage(page)
    game = dealt_game(4, seed=width, names=NAMES)
    ui.start(4, NAMES)
    ui.enter_round(game, 0)
    ui.settled()
    assert_fits(page, width, WORDS)  # while entering: the second round's first hand, its keys and tabs
    share = bars_share_at_the_keys(page)
    print(f"\nSushi Go! at 200 % text, {width} x 740: sticky bars take {share:.0%} of the screen")
    assert share <= 0.36
    for round_index in (1, 2):
        ui.enter_round(game, round_index)
    ui.settled()
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    assert [ui.total(i) for i in range(4)] == [p["total"] for p in envelope["result"]["players"]]
    assert page.locator("[data-verdict]").get_attribute("data-finished") == "true"
    page.evaluate(OPEN_DETAILS)  # every round's detail opened, as a person reading it does
    page.evaluate(NEXT_FRAME)
    assert_fits(page, width, WORDS)
    assert page.evaluate(TOO_WIDE) == []
    assert page.locator("#scorer .fit-table[data-narrow]").count() >= 1  # the points table in rows of lines
    assert not problems, problems
    put_away(context)


def test_the_chosen_tabs_and_held_keys_stand_out_in_forced_colours(browser, origin):
    context, page, problems = open_page(browser, origin, 360)
    page.emulate_media(forced_colors="active")
    page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")
    ui = SushiGoPage(page)
    ui.start(3, ["Léa", "Tom", "Ana"])
    ui.tap("[data-keys] [data-kind='tempura']")
    ui.settled()
    for group in ("[data-count]", "[data-round-tabs] button", "[data-player-tabs] button"):
        assert chosen_looks_apart(page, group), group
    assert chosen_looks_apart(page, KEYS, chosen=".held")
    assert not problems, problems
    put_away(context)


def test_keys_told_apart_without_colour(browser, origin):
    context, page, problems = open_page(browser, origin, 360)
    page.evaluate(GRAYSCALE)
    assert page.locator(KEYS).count() == 15
    assert alike_cards(page, KEYS) == []
    assert not problems, problems
    put_away(context)
