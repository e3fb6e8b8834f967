"""Lost Cities on the scorer-page kit, in Chromium at 360 x 740 with taps, in each language: a finished
game entered by taps appears in recent games; its share link opens the same game in another language
(the language switcher keeps it) and leaves that browser's own game alone; a tampered link is refused
and changes nothing; the picture of the score is made; Undo works after a reload."""
from __future__ import annotations

import json

import pytest
from pages.lost_cities_page import BOOT_TIMEOUT, LostCitiesPage, random_game
from pages.scorer_table import STORAGE, ScorerTable

from scorer.lost_cities import score

pytestmark = pytest.mark.browser
OTHER = {"fr": "es", "en": "fr", "es": "en"}


def totals(game: dict) -> list[int]:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return [player["total"] for player in envelope["result"]["players"]]


def shown_totals(page, where: str) -> list[int]:
    cells = page.locator(f"{where} td[data-total]")
    return [int(cells.nth(index).get_attribute("data-points")) for index in range(cells.count())]


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_recent_games_share_link_picture_and_undo_after_reload(browser, origin, lang):
    game = random_game(seed=11 + len(lang), names=("Ana", "Ben"))
    expected = totals(game)
    table = ScorerTable(browser, origin, "lost-cities", lang)
    ui = LostCitiesPage(table.page)
    ui.enter(game)
    assert [ui.total(0), ui.total(1)] == expected
    # The finished game is in recent games, once, with its totals.
    items = table.recent()
    items.first.wait_for()
    assert items.count() == 1
    assert "Ana" in items.first.inner_text() and "Ben" in items.first.inner_text()
    assert [player["total"] for player in table.saved_games()[0]["players"]] == expected
    # The picture.
    table.page.locator("[data-share-picture]").tap()
    image = table.page.locator("[data-picture-image]")
    image.wait_for(state="visible")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    assert image.evaluate("(img) => img.decode().then(() => img.naturalWidth)") > 300
    assert image.get_attribute("alt").count(". ") >= 3
    # The share link (no share sheet here: the clipboard, or the link shown to copy).
    table.page.locator("[data-share-link]").tap()
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    url = table.page.locator("[data-share-url]").input_value()
    assert url.startswith(f"{table.url}#g=")
    # Undo after a reload: a card taken off, the page reloaded, Undo brings it back.
    first = next(colour for colour, column in game["players"][0]["rounds"][0].items() if column["cards"])
    value = game["players"][0]["rounds"][0][first]["cards"][0]
    ui.choose(0, 0)
    ui.tap(f"[data-board] [data-colour='{first}'] [data-card='{value}']")
    ui.settled()
    assert [ui.total(0), ui.total(1)] != expected
    table.reload()
    ui.settled()
    assert table.page.locator("[data-undo]").is_enabled()
    ui.tap("[data-undo]")
    ui.settled()
    assert [ui.total(0), ui.total(1)] == expected
    assert table.recent().count() == 1
    table.close()
    open_elsewhere(browser, origin, lang, url, expected)


def open_elsewhere(browser, origin: str, lang: str, url: str, expected: list[int]) -> None:
    """Another browser with a game of its own: the link, read in another language, shows the same game
    and leaves its own alone; a tampered link is refused and changes nothing."""
    other = OTHER[lang]
    table = ScorerTable(browser, origin, "lost-cities", other)
    mine = LostCitiesPage(table.page)
    mine.type_name(0, "Mine")
    mine.settled()  # "Mine" scored and listed before the storage is read (not a name half typed)
    before = table.page.evaluate(STORAGE)
    table.page.goto(url)  # the sender's page, in the sender's language; the switcher keeps the game
    table.page.wait_for_selector("[data-shared]:not([hidden])")
    table.page.locator(f".switcher a[hreflang='{other}']").click()
    shown = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
    table.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
    assert table.page.locator("html").get_attribute("lang") == other
    assert shown_totals(table.page, "[data-shared-pad]") == expected
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    fragment = url.split("#g=")[1]
    tampered = fragment[:8] + ("A" if fragment[8] != "A" else "B") + fragment[9:]
    table.page.goto(f"{origin}/{other}/lost-cities/score/#g={tampered}")
    table.page.reload()
    table.ready()
    table.page.locator("[data-table-notice]").wait_for(state="visible")
    assert table.page.locator("[data-shared]").is_hidden()
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    table.close()
