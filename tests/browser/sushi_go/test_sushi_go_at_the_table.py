"""The Sushi Go! scorer page as players use it at the table, in Chromium at 360 x 740 with taps: no
winner, no pudding points and no end-of-game part before the last card of round 3 (every player level
at the top marked, then the winner and whoever ties them); tied puddings worded in the standings; a
name used twice refused beside the name, and a sixth squid never entered (its keys disabled, the reason
beside them); an untouched page with no warning and no verdict; one polite announcement per change, the
verdict once; the points table and the standings whole at 360 px and at 200 % text and 320 px."""
from __future__ import annotations

import json
import re

import pytest
from pages.scorer_table import NEXT_FRAME, ScorerTable
from pages.screen_reading import (
    BIG_TEXT,
    MISSING_MESSAGES,
    RECORD_LIVE,
    SCROLL_WIDTH,
    SPOKEN,
    broken_words,
    live_text,
)
from pages.sushi_go_page import ON_SCREEN, SushiGoPage, dealt_game

from scorer.sushi_go import score

pytestmark = pytest.mark.browser
# G5 of the facts file: 56 all, Ben wins with more puddings (4 to 3).
TIE_BREAK = {"game": "sushi-go", "players": [
    {"name": "Ana", "rounds": [
        {"sashimi": 3, "tempura": 2, "dumpling": 3, "egg": 1, "maki-3": 1},
        {"wasabi-squid": 2, "maki-1": 1, "pudding": 1, "dumpling": 2, "sashimi": 2},
        {"maki-1": 1, "tempura": 1, "sashimi": 1, "chopsticks": 1, "salmon": 1, "dumpling": 1, "egg": 1,
         "wasabi": 1, "pudding": 2}]},
    {"name": "Ben", "rounds": [
        {"maki-2": 2, "maki-1": 1, "wasabi-salmon": 1, "pudding": 2, "tempura": 1, "squid": 1,
         "chopsticks": 1},
        {"tempura": 4, "maki-3": 2, "egg": 1, "salmon": 1, "pudding": 1, "dumpling": 1},
        {"sashimi": 2, "maki-3": 1, "maki-2": 1, "dumpling": 3, "squid": 1, "tempura": 1, "pudding": 1}]},
]}
MESSAGES = "() => JSON.parse(document.getElementById('scorer').dataset.messages)"


def say(messages: dict, key: str, **params) -> str:
    """A message of the page's catalog filled as messages.mjs does (plural form of `count`)."""
    entry = messages[key]
    if isinstance(entry, dict):
        n = abs(int(params.get("count", 0)))
        at = n if n < len(entry["plural"]) else 100 + n % 100
        entry = entry["forms"][int(entry["plural"][at])]
    return re.sub(r"\{(\w+)\}", lambda m: str(params.get(m.group(1), m.group(0))), entry)


def result_of(game: dict) -> dict:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return envelope["result"]


def first_rounds(game: dict, rounds: int) -> dict:
    return {**game, "players": [{**p, "rounds": p["rounds"][:rounds]} for p in game["players"]]}


def open_table(browser, origin, lang="en", game=None) -> tuple[ScorerTable, SushiGoPage]:
    """A phone on the page, its live regions recorded; `game` (scorer form) opened from its link and kept."""
    table = ScorerTable(browser, origin, "sushi-go", lang, init_script=RECORD_LIVE)
    if game is not None:
        table.keep_shared(game)
    ui = SushiGoPage(table.page)
    ui.settled()
    return table, ui


def round_three_taps(game: dict) -> list[str]:
    return [kind for player in game["players"] for kind, n in player["rounds"][2].items() for _ in range(n)]


def walk_round_three(ui: SushiGoPage, check) -> None:
    """Taps round 3 of TIE_BREAK card by card; `check(entered, last)` after each answer."""
    taps = round_three_taps(TIE_BREAK)
    entered = [dict() for _ in TIE_BREAK["players"]]
    per_player = [sum(p["rounds"][2].values()) for p in TIE_BREAK["players"]]
    for index, kind in enumerate(taps):
        player = 0 if index < per_player[0] else 1
        entered[player][kind] = entered[player].get(kind, 0) + 1
        ui.tap(f"[data-keys] [data-kind='{kind}']")
        ui.settled()
        game = {**TIE_BREAK, "players": [{**p, "rounds": [*p["rounds"][:2], entered[i]]}
                                         for i, p in enumerate(TIE_BREAK["players"])]}
        check(game, index == len(taps) - 1)


def marks(page) -> list[str | None]:
    """Each row's mark beside the total (winner, tied, leader), or None."""
    rows = page.locator("[data-totals] tbody tr")
    found = [rows.nth(i).locator("[data-mark]") for i in range(rows.count())]
    return [mark.get_attribute("data-mark") if mark.count() else None for mark in found]


def test_no_winner_nor_pudding_points_before_the_last_card_of_round_3(browser, origin):
    table, ui = open_table(browser, origin, "en", first_rounds(TIE_BREAK, 2))
    page = table.page
    messages = page.evaluate(MESSAGES)

    def check(game, last):
        result = result_of(game)
        totals = [ui.total(i) for i in range(2)]
        verdict = page.locator("[data-verdict]")
        if not last:
            so_far = [sum(entry["total"] for entry in p["rounds"]) for p in result["players"]]
            assert totals == so_far, (totals, so_far)  # no pudding points, up or down
            top = max(so_far)
            assert marks(page) == ["leader" if total == top else None for total in so_far]
            assert page.locator("[data-detail] [data-pudding]").count() == 0  # no end-of-game part
            for index, player in enumerate(result["players"]):
                cell = page.locator(f"[data-totals] td[data-pudding='{index}']").inner_text()
                assert cell == say(messages, "pudding_pending", count=player["pudding"]["cards"])
            assert verdict.get_attribute("data-finished") == "false"
            assert say(messages, "pad_winner") not in page.locator("[data-totals]").inner_text()
        else:
            assert totals == [56, 56] == [p["total"] for p in result["players"]]
            assert marks(page) == ["tied", "winner"]  # both level at the top are marked
            assert page.locator("[data-detail] [data-pudding]").count() == 2
            assert verdict.get_attribute("data-finished") == "true"
            assert "Ben" in verdict.inner_text()

    walk_round_three(ui, check)
    assert page.evaluate(MISSING_MESSAGES) == []
    assert not table.problems, table.problems
    table.context.close()


def test_the_round_is_announced_politely_once_a_change_and_the_verdict_once(browser, origin):
    table, ui = open_table(browser, origin, "en", first_rounds(TIE_BREAK, 2))
    page = table.page
    heard = len(page.evaluate(SPOKEN))

    def check(game, last):
        nonlocal heard
        spoken = page.evaluate(SPOKEN)
        assert len(spoken) == heard + 1, spoken[heard:]  # one announcement for this tap
        assert spoken[-1]["polite"], spoken[-1]
        heard = len(spoken)
        verdict = page.locator("[data-verdict]").inner_text()
        if last:
            assert spoken[-1]["text"] == verdict
            assert [s["text"] for s in spoken].count(verdict) == 1

    walk_round_three(ui, check)
    assert page.locator("#scorer [role='alert']").count() == 0
    assert not table.problems, table.problems
    table.context.close()


def test_tied_puddings_and_makis_are_worded_for_every_player_tied(browser, origin):
    table, ui = open_table(browser, origin, "en")
    page = table.page
    messages = page.evaluate(MESSAGES)
    ui.tap("[data-count='4']")
    for player in (0, 1):  # Ana and Ben: one pudding and one maki-2 each; the other two nothing
        ui.tap(f"[data-player-tabs] [data-player='{player}']")
        ui.tap("[data-keys] [data-kind='pudding']")
        ui.tap("[data-keys] [data-kind='maki-2']")
    ui.settled()
    rows = page.locator("[data-standings] tbody tr")
    cells = [rows.nth(i).locator("td").all_inner_texts() for i in range(4)]
    most = say(messages, "standing_cell", count=1, place=say(messages, "place_most_tied"))
    fewest = say(messages, "standing_cell", count=0, place=say(messages, "place_fewest_tied"))
    first = say(messages, "standing_cell", count=2, place=say(messages, "place_1_tied"))
    assert cells == [[first, most], [first, most], ["0", fewest], ["0", fewest]]
    assert "place_" not in page.locator("#scorer").inner_text()
    assert page.evaluate(MISSING_MESSAGES) == []
    assert not table.problems, table.problems
    table.context.close()


def test_a_name_used_twice_is_refused_beside_the_name(browser, origin):
    table, ui = open_table(browser, origin, "en")
    page = table.page
    ui.type_name(0, "Ana")
    ui.tap("[data-keys] [data-kind='tempura']")
    ui.settled()
    ui.type_name(1, "Ana")
    ui.settled()
    field = page.locator("#name-1")
    error = page.locator("#name-1-alike")  # the kit's note, said as the name is typed
    assert error.is_visible() and error.inner_text().strip()
    assert field.get_attribute("aria-invalid") == "true"
    assert "name-1-alike" in (field.get_attribute("aria-describedby") or "").split()
    assert page.locator("#name-0-alike").is_visible()  # beside the first Ana too
    assert page.locator("[data-problems]").is_hidden()  # not again in the list below
    box, below = field.bounding_box(), error.bounding_box()
    assert 0 <= below["y"] - (box["y"] + box["height"]) <= 16, (box, below)  # right under the name
    assert error.evaluate(ON_SCREEN)
    tabs = page.locator("[data-player-tabs] button").all_inner_texts()
    assert len(set(tabs)) == len(tabs), tabs  # the two players told apart
    assert page.locator("[data-totals] table").count() == 1  # the result stays
    assert page.locator("[data-standings] table").count() == 1
    ui.type_name(1, "Ben")
    ui.settled()
    assert error.is_hidden() and field.get_attribute("aria-invalid") != "true"
    assert not table.problems, table.problems
    table.context.close()


def test_a_sixth_squid_cannot_be_entered_and_the_reason_is_beside_the_keys(browser, origin):
    table, ui = open_table(browser, origin, "en")
    page = table.page
    for _ in range(3):
        ui.tap("[data-keys] [data-kind='squid']")
    ui.tap("[data-player-tabs] [data-player='1']")
    ui.tap("[data-keys] [data-kind='wasabi-squid']")
    ui.tap("[data-keys] [data-kind='squid']")
    ui.settled()
    for kind in ("squid", "wasabi-squid"):
        assert page.locator(f"[data-keys] [data-kind='{kind}']").is_disabled(), kind
    assert page.locator("[data-keys] [data-kind='salmon']").is_enabled()
    note = page.locator("[data-keys-note]")
    assert note.is_visible() and "5" in note.inner_text()
    keys = page.locator("[data-keys]").bounding_box()
    assert 0 <= note.bounding_box()["y"] - (keys["y"] + keys["height"]) <= 16
    assert page.locator("[data-totals] table").count() == 1
    assert page.locator("[data-standings] table").count() == 1
    ui.tap("[data-round-tabs] [data-round='1']")  # the deck is not shuffled back: still none in round 2
    assert page.locator("[data-keys] [data-kind='squid']").is_disabled()
    assert note.evaluate(ON_SCREEN) or note.is_visible()
    assert not table.problems, table.problems
    table.context.close()


def test_an_untouched_page_warns_of_nothing_and_says_no_verdict(browser, origin):
    table, ui = open_table(browser, origin, "en")
    page = table.page
    messages = page.evaluate(MESSAGES)
    assert page.locator("[data-verdict]").inner_text() == ""
    assert page.locator("[data-problems]").is_hidden()
    assert live_text(page) == [] and page.evaluate(SPOKEN) == []
    ui.tap("[data-keys] [data-kind='tempura']")
    ui.settled()
    assert page.locator("[data-problems]").is_hidden()  # the hand being entered is not short yet
    ui.tap("[data-player-tabs] [data-player='1']")
    ui.tap("[data-keys] [data-kind='tempura']")
    ui.settled()
    warning = page.locator("[data-problems]").inner_text()
    place = say(messages, "place_round", player="Player 1", round=1)
    assert say(messages, "warning_short_round", place=place, count=1, hand=10) in warning
    assert "1 cards" not in page.locator("#scorer").inner_text()
    assert page.locator("#scorer [role='alert']").count() == 0
    assert not table.problems, table.problems
    table.context.close()


TABLES = "[data-totals] th, [data-totals] td, [data-standings] th, [data-standings] td"


def test_points_and_standings_keep_words_whole_at_360_px_and_at_200_percent(browser, origin):
    names = ["Ólafur", "Léa", "Tom", "Ana", "Inès"]
    table, ui = open_table(browser, origin, "en", dealt_game(5, seed=11, names=names))
    page = table.page
    ui.tap("[data-round-tabs] [data-round='2']")
    ui.settled()
    assert page.locator("[data-standings] table").count() == 1
    assert broken_words(page, TABLES) == []
    assert page.evaluate(SCROLL_WIDTH) <= 360
    page.set_viewport_size({"width": 320, "height": 740})
    page.evaluate(BIG_TEXT)
    page.evaluate(NEXT_FRAME)
    assert broken_words(page, f"{TABLES}, .actionbar button, [data-verdict], [data-entry] button") == []
    assert page.evaluate(SCROLL_WIDTH) <= 320
    assert not table.problems, table.problems
    table.context.close()
