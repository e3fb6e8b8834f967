"""Sushi Go! on the scorer-page kit, in Chromium at 360 x 740 with taps: a finished game of 5 players is
listed in recent games; its share link opens the same game in another language (the language switcher
keeps it) and leaves that browser's own game alone; a tampered link is refused and changes nothing; the
picture is made. And after one visit to the rules page, offline with the server gone, the scorer starts
and scores a round entered by taps as CPython does."""
from __future__ import annotations

import json

import pytest
from pages.scorer_table import STORAGE, ScorerTable
from pages.sushi_go_page import BOOT_TIMEOUT, VIEWPORT, SushiGoPage, dealt_game
from static_host import serve

from scorer.sushi_go import score

pytestmark = pytest.mark.browser
OTHER = {"fr": "es", "en": "fr", "es": "en"}


def totals(game: dict) -> list[int]:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return [player["total"] for player in envelope["result"]["players"]]


def shown_totals(page, where: str) -> list[int]:
    cells = page.locator(f"{where} td[data-total]")
    return [int(cells.nth(index).get_attribute("data-points")) for index in range(cells.count())]


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
    table.page.locator("[data-share-picture]").tap()
    image = table.page.locator("[data-picture-image]")
    image.wait_for(state="visible")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    table.page.locator("[data-share-link]").tap()
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    url = table.page.locator("[data-share-url]").input_value()
    assert url.startswith(f"{table.url}#g=")
    table.close()

    other = OTHER[lang]
    elsewhere = ScorerTable(browser, origin, "sushi-go", other)
    SushiGoPage(elsewhere.page).type_name(0, "Mine")
    elsewhere.wait_recorded(1)  # its own game, scored and listed
    before = elsewhere.page.evaluate(STORAGE)
    elsewhere.page.goto(url)
    elsewhere.page.wait_for_selector("[data-shared]:not([hidden])")
    elsewhere.page.locator(f".switcher a[hreflang='{other}']").click()
    shown = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
    elsewhere.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
    assert elsewhere.page.locator("html").get_attribute("lang") == other
    assert shown_totals(elsewhere.page, "[data-shared-pad]") == expected
    assert elsewhere.page.locator("#name-0").input_value() == "Mine"
    assert elsewhere.page.evaluate(STORAGE) == before
    fragment = url.split("#g=")[1]
    tampered = fragment[:10] + ("A" if fragment[10] != "A" else "B") + fragment[11:]
    elsewhere.page.goto(f"{origin}/{other}/sushi-go/score/#g={tampered}")
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
        page.goto(f"{origin}/en/sushi-go/")
        ready = page.locator("footer [data-offline] [data-offline-state='ready']")
        ready.wait_for(state="visible", timeout=90_000)
    context.set_offline(True)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    cdp.detach()
    page.goto(f"{origin}/en/sushi-go/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    game = dealt_game(3, seed=5, names=["Ana", "Ben", "Cy"])
    first = {**game, "players": [{**player, "rounds": player["rounds"][:1]} for player in game["players"]]}
    ui = SushiGoPage(page)
    ui.start(3, ["Ana", "Ben", "Cy"])
    ui.enter_round(first, 0)
    ui.settled()
    assert [ui.total(index) for index in range(3)] == totals(first)
    assert not problems, problems
    context.close()
