"""The Skull King scorer page at 200 % text (the root font size) on 360 x 740 and 320 x 740 touch screens,
a whole ten-round game for four players entered by taps (bids, captures, tricks) and scored as CPython
scores it: no control whose text overflows or is cut, no word or number broken across lines, no
sideways scroll, the sticky bars at most about a third of the screen while a round is entered (their
share printed), the totals laid out in rows of lines where they would not fit; in forced colours the
chosen count and the chosen bid drawn unlike the others."""
from __future__ import annotations

import json

import pytest
from pages.page_layout import (
    OPEN_DETAILS,
    TOO_WIDE,
    assert_fits,
    bars_share_at_the_keys,
    chosen_looks_apart,
)
from pages.scorer_table import NEXT_FRAME, open_scorer_page
from pages.screen_reading import BIG_TEXT
from pages.skull_king_page import SkullKingPage, played_game
from warm_phones import put_away

from scorer.skull_king import score

pytestmark = pytest.mark.browser
NAMES = ["Ana-Sofía", "Bartholomew", "Ólafur", "Inès"]
WORDS = ("#scorer button, #scorer h1, #scorer h2, #scorer h3, #scorer caption, #scorer th, #scorer td,"
         " #scorer label, #scorer legend, [data-verdict]")


@pytest.mark.parametrize("width", [360, 320])
def test_a_whole_game_at_200_percent_text(browser, origin, width):
    context, page, problems = open_scorer_page(browser, origin, "skull-king", "en",
                                                viewport={"width": width, "height": 740})
    page.evaluate(BIG_TEXT)
    ui = SkullKingPage(page)
    game = played_game(4, seed=width, names=NAMES)
    ui.start(4, NAMES)
    ui.enter_round(game, 0)
    ui.settled()
    page.evaluate(NEXT_FRAME)
    assert_fits(page, width, WORDS)  # the second round's bids being entered
    share = bars_share_at_the_keys(page)
    print(f"\nSkull King at 200 % text, {width} x 740: sticky bars take {share:.0%} of the screen")
    assert share <= 0.36
    for round_index in range(1, len(game["players"][0]["rounds"])):
        ui.enter_round(game, round_index)
    ui.settled()
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    assert [ui.total(i) for i in range(4)] == [p["total"] for p in envelope["result"]["players"]]
    page.evaluate(OPEN_DETAILS)  # every round's detail opened, as a person reading it does
    page.evaluate(NEXT_FRAME)
    assert_fits(page, width, WORDS)
    assert page.evaluate(TOO_WIDE) == []
    assert not problems, problems
    put_away(context)


def test_the_chosen_count_and_bid_stand_out_in_forced_colours(browser, origin):
    context, page, problems = open_scorer_page(browser, origin, "skull-king", "en")
    page.emulate_media(forced_colors="active")
    page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")
    ui = SkullKingPage(page)
    ui.start(3, ["Léa", "Tom", "Ana"])
    ui.tap(ui.key("bid", 0, 1))
    ui.settled()
    assert chosen_looks_apart(page, "[data-count]")
    assert chosen_looks_apart(page, "[data-row='bid-0'] [data-value]")
    assert not problems, problems
    put_away(context)
