"""Entering a finished game on the scorer page as a player does, on a 360 x 740 touch screen: one tap
per card, the selection moving on by itself, names left blank; the taps are counted and the totals
shown are CPython's. Gardens fit the phone; the sticky bar stays one line."""
from __future__ import annotations

import json

import pytest
from pages.arboretum_page import Session, random_game

from scorer.arboretum import score

pytestmark = pytest.mark.browser

DOCS_GAME = __import__("pathlib").Path(__file__).resolve().parents[3] / "docs" / "examples" / "arboretum.json"


def readme_game() -> dict:
    """The game the docs show (docs/scorer-arboretum.md)."""
    return json.loads(DOCS_GAME.read_text(encoding="utf-8"))


def blank_names(game: dict) -> dict:
    return {"players": [{**player, "name": ""} for player in game["players"]]}


def named_as_the_page(entered: dict) -> dict:
    players = entered["players"]
    return {"players": [{**player, "name": f"Joueur {index + 1}"} for index, player in enumerate(players)]}


@pytest.fixture(scope="module")
def fr(browser, origin):
    session = Session(browser, origin, "fr")
    yield session
    session.context.close()


def enter_and_check(fr, game: dict) -> int:
    fr.ui.new_game()
    fr.ui.taps = 0
    entered = named_as_the_page(fr.ui.enter(blank_names(game), names=False))
    taps = fr.ui.taps
    fr.ui.score()
    envelope = score(json.loads(json.dumps(entered)))
    assert envelope["ok"], envelope
    for player in envelope["result"]["players"]:
        assert fr.ui.total(player["name"]) == player["total"]
    return taps


def test_readme_game_by_taps_with_blank_names(fr):
    game = readme_game()
    cards = sum(len(p["arboretum"]) + len(p["hand"]) for p in game["players"])
    taps = enter_and_check(fr, game)
    assert taps <= cards + 8, (taps, cards)
    assert fr.page.locator("[data-verdict]").inner_text() == "Joueur 1 gagne avec un total de 20."
    assert fr.page.locator("[data-problems]").is_hidden()


def test_two_player_game_of_21_planted_in_55_taps(fr):
    taps = enter_and_check(fr, random_game(players=2, planted=(10, 11), seed=21))
    assert taps <= 55, taps


def test_four_player_game_in_110_taps(fr):
    taps = enter_and_check(fr, random_game(players=4, planted=(8, 8, 7, 7), seed=4))
    assert taps <= 110, taps


def garden_state(page) -> dict:
    return page.evaluate(
        """() => {
          const box = document.querySelector("[data-arboretum='0']");
          const sel = box.querySelector(".selected").getBoundingClientRect();
          const b = box.getBoundingClientRect();
          const cell = box.querySelector(".arb-grid > *").getBoundingClientRect().width;
          return { pageWide: document.documentElement.scrollWidth, view: window.innerWidth,
                   visible: sel.left >= b.left - 1 && sel.right <= b.right + 1, cell };
        }"""
    )


def test_twelve_column_garden_fits_without_page_scroll(fr):
    ui = fr.ui
    ui.new_game()
    species = ["oak", "maple", "willow"]
    for col in range(8):  # to the right, along the row
        ui.plant(0, {"row": 0, "col": col, "species": species[col % 3], "value": col + 1})
        state = garden_state(fr.page)
        assert state["pageWide"] <= state["view"] and state["visible"], state
    assert garden_state(fr.page)["cell"] >= 32
    for step, col in enumerate(range(-1, -5, -1)):  # then at the left end
        ui.plant(0, {"row": 0, "col": col, "species": "cassia", "value": step + 1})
        state = garden_state(fr.page)
        assert state["pageWide"] <= state["view"] and state["visible"], state
    assert fr.page.locator("[data-arboretum='0'] .card").count() == 12
    assert garden_state(fr.page)["cell"] >= 24


def test_direction_of_entry_can_be_turned(fr):
    ui = fr.ui
    ui.new_game()
    ui.play({"species": "oak", "value": 1})
    fr.page.locator("[data-direction]").tap()
    ui.play({"species": "oak", "value": 2})
    assert ui.cell(0, 1, 0).get_attribute("aria-label").split(", ", 1)[1].startswith("Chêne 2")
    assert ui.selected(ui.cell(0, 2, 0))


def test_hand_moves_on_to_the_next_empty_slot(fr):
    ui = fr.ui
    ui.new_game()
    ui.set_hand(0, 2, {"species": "oak", "value": 1})
    assert ui.selected(ui.slot(0, 3))
    for value in range(2, 6):
        ui.play({"species": "oak", "value": value})
    assert ui.selected(ui.slot(0, 0))
    ui.play({"species": "oak", "value": 6})
    ui.play({"species": "oak", "value": 7})
    assert ui.selected(ui.cell(1, 0, 0)), "a full hand hands over to the next player"


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_sticky_bar_stays_one_line(browser, origin, lang):
    session = Session(browser, origin, lang)
    bar = session.page.locator(".actionbar")
    heights = bar.locator("button").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert max(heights) < 56, heights
    assert bar.evaluate("e => e.getBoundingClientRect().height") < 72
    undo = {"fr": "Défaire", "en": "Undo", "es": "Deshacer"}[lang]
    assert session.page.locator("[data-undo]").inner_text() == undo
    session.context.close()
