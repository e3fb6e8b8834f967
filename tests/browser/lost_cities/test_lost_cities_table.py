"""Lost Cities on the scorer-page kit, in Chromium at 360 x 740 with taps, in each language: a finished game
(entered by taps in French; in the other languages kept from its link, the whole game by taps being
test_lost_cities_page's in every language) appears in recent games; its share link opens the same game in
another language (the language switcher keeps it) and leaves that browser's own game alone; a tampered
link is refused and changes nothing; the picture of the score is made; Undo works after a reload."""
from __future__ import annotations

import pytest
from pages.lost_cities_page import LostCitiesPage, random_game
from pages.scorer_table import ScorerTable, open_shared_elsewhere, scorer_totals

from scorer.lost_cities import score

pytestmark = pytest.mark.browser
OTHER = {"fr": "es", "en": "fr", "es": "en"}


def totals(game: dict) -> list[int]:
    return scorer_totals(score, game)


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_recent_games_share_link_picture_and_undo_after_reload(browser, origin, lang):
    game = random_game(seed=11 + len(lang), names=("Ana", "Ben"))
    expected = totals(game)
    table = ScorerTable(browser, origin, "lost-cities", lang)
    ui = LostCitiesPage(table.page)
    if lang == "fr":
        ui.enter(game)
    else:
        table.keep_shared(game)
        ui.settled()
    assert [ui.total(0), ui.total(1)] == expected
    # The finished game is in recent games, once, with its totals.
    items = table.recent()
    items.first.wait_for()
    assert items.count() == 1
    assert "Ana" in items.first.inner_text() and "Ben" in items.first.inner_text()
    assert [player["total"] for player in table.saved_games()[0]["players"]] == expected
    # The picture.
    image = table.picture()
    assert image.evaluate("(img) => img.decode().then(() => img.naturalWidth)") > 300
    assert image.get_attribute("alt").count(". ") >= 3
    # The share link (no share sheet here: the clipboard, or the link shown to copy).
    url = table.share_link()
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
    open_shared_elsewhere(browser, origin, "lost-cities", url, OTHER[lang], expected, tampered_at=8)

