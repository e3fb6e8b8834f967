"""Skull King on the scorer-page kit, in Chromium at 360 x 740 with taps: a finished game of 4 players
with every option on is listed in recent games; its share link opens the same game in another language
(the language switcher keeps it) and leaves that browser's own game alone; a tampered link is refused
and changes nothing; the picture is made. And after one visit to the rules page, offline with the
server gone, the scorer starts and scores a round entered by taps as CPython does."""
from __future__ import annotations

import json

import pytest
from pages.scorer_table import BOOT_TIMEOUT, STORAGE, VIEWPORT, ScorerTable
from pages.skull_king_page import SkullKingPage, played_game, scored_after
from static_host import serve

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
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return [player["total"] for player in envelope["result"]["players"]]


def shown_totals(page, where: str) -> list[int]:
    cells = page.locator(f"{where} td[data-total]")
    return [int(cells.nth(index).get_attribute("data-points")) for index in range(cells.count())]


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
    table.page.locator("[data-share-picture]").tap()
    image = table.page.locator("[data-picture-image]")
    image.wait_for(state="visible")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    table.page.locator("[data-share-link]").tap()
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    url = table.page.locator("[data-share-url]").input_value()
    assert url.startswith(f"{table.url}#g=")
    table.close()

    elsewhere = ScorerTable(browser, origin, "skull-king", "es")
    SkullKingPage(elsewhere.page).type_name(0, "Mine")
    before = elsewhere.page.evaluate(STORAGE)
    elsewhere.page.goto(url)
    elsewhere.page.wait_for_selector("[data-shared]:not([hidden])")
    elsewhere.page.locator(".switcher a[hreflang='en']").click()
    shown = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
    elsewhere.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
    assert elsewhere.page.locator("html").get_attribute("lang") == "en"
    assert shown_totals(elsewhere.page, "[data-shared-pad]") == expected
    assert elsewhere.page.locator("#name-0").input_value() == "Mine"
    assert elsewhere.page.evaluate(STORAGE) == before
    fragment = url.split("#g=")[1]
    tampered = fragment[:10] + ("A" if fragment[10] != "A" else "B") + fragment[11:]
    elsewhere.page.goto(f"{origin}/en/skull-king/score/#g={tampered}")
    elsewhere.page.reload()
    elsewhere.ready()
    elsewhere.page.locator("[data-table-notice]").wait_for(state="visible")
    assert elsewhere.page.locator("[data-shared]").is_hidden()
    assert elsewhere.page.locator("#name-0").input_value() == "Mine"
    assert elsewhere.page.evaluate(STORAGE) == before
    elsewhere.close()


def test_scores_offline_after_one_visit_to_the_rules_page(browser, built_site):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    with serve(built_site) as origin:
        page.goto(f"{origin}/en/skull-king/")
        ready = page.locator("footer [data-offline] [data-offline-state='ready']")
        ready.wait_for(state="visible", timeout=90_000)
    context.set_offline(True)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    cdp.detach()
    page.goto(f"{origin}/en/skull-king/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    game = played_game(3, seed=9, names=["Ana", "Ben", "Cy"])
    ui = SkullKingPage(page)
    ui.start(3, ["Ana", "Ben", "Cy"])
    for round_index in range(2):
        ui.enter_round(game, round_index)
    ui.settled()
    expected = scored_after(game, 2)
    assert [ui.total(index) for index in range(3)] == [player["total"] for player in expected["players"]]
    assert not problems, problems
    context.close()
