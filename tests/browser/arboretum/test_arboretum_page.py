"""The French scorer page in Debian's Chromium on a 360 x 740 touch screen, served with the site's
real headers (CSP included): games entered by taps and typing are scored as CPython's scorer scores
them, bad entries are refused in French, nothing is lost, nothing leaves the site's origin."""
from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT, ScorerPage, Session, as_entered, random_game

from scorer.arboretum import score

pytestmark = pytest.mark.browser



@pytest.fixture(scope="module")
def fr(browser, origin):
    session = Session(browser, origin, "fr")
    yield session
    session.context.close()


def scored(entered: dict) -> dict:
    envelope = score(json.loads(json.dumps(entered)))
    assert envelope["ok"], envelope
    return envelope["result"]


def test_status_is_shown_in_french(fr):
    status = fr.page.locator("[data-status]")
    assert status.inner_text() == "Calculateur prêt"
    assert fr.page.locator("html").get_attribute("lang") == "fr"
    assert fr.page.locator("noscript").count() == 1


def test_two_player_reference_game_entered_by_taps(fr, reference_games):
    game = reference_games["games"][3]["game"]
    entered = fr.ui.enter(game)
    fr.ui.score()
    expected = scored(entered)
    assert fr.page.locator("[data-results]").get_attribute("data-state") == "scored"
    for player in expected["players"]:
        assert fr.ui.total(player["name"]) == player["total"]
    assert sorted(fr.ui.winners()) == sorted(expected["winners"])
    verdict = fr.page.locator("[data-verdict]").inner_text()
    assert all(name in verdict for name in expected["winners"])
    assert re.search(r"gagne|Égalité", verdict)
    rows = fr.page.locator(".score-pad tbody tr")
    assert rows.count() == len(expected["species"])
    for index, species in enumerate(expected["species"]):
        for column, player in enumerate(expected["players"]):
            cell = fr.page.locator(f"button.score[data-player='{column}'][data-species='{species}'] .points")
            assert int(cell.inner_text()) == player["species"][species]["points"], (species, player["name"])
        assert rows.nth(index).locator("th").inner_text().strip()


def test_tapped_score_shows_its_path_and_sum(fr, reference_games):
    # The game of the previous test may be gone if it ran alone: enter it again when needed.
    game = reference_games["games"][3]["game"]
    entered = as_entered(game)
    if fr.page.locator("button.score").count() == 0:
        fr.ui.enter(game)
        fr.ui.score()
    expected = scored(entered)
    player_index, species, entry = next(
        (index, species, entry)
        for index, player in enumerate(expected["players"])
        for species, entry in player["species"].items()
        if entry["cards"] >= 3
    )
    fr.page.locator(f"button.score[data-player='{player_index}'][data-species='{species}']").tap()
    detail = fr.page.locator("[data-detail]")
    detail.wait_for(state="visible")
    highlighted = detail.locator(".on-path").evaluate_all(
        "cells => cells.map(c => [Number(c.dataset.step), Number(c.dataset.row), Number(c.dataset.col)])"
    )
    assert [[row, col] for _, row, col in sorted(highlighted)] == entry["path"]
    text = detail.inner_text()
    factor = 2 if entry["doubled"] else 1
    assert f"{entry['cards']} cartes × {factor} = {entry['card_points']}" in text
    assert ("+1" in text) == bool(entry["start_bonus"])
    assert ("+2" in text) == bool(entry["end_bonus"])
    assert f"Points marqués\u00a0: {entry['points']}" in text
    assert "Main" in text and "Droit de compter" in text
    # The path is drawn on that player's own arboretum: its cards, in the same places.
    drawn = detail.locator(".card").count()
    assert drawn == len(entered["players"][player_index]["arboretum"])


def test_cancelled_eight_is_explained(fr):
    game = {
        "players": [
            {"name": "Ana", "arboretum": [{"row": 0, "col": 0, "species": "oak", "value": 5}],
             "hand": [{"species": "oak", "value": 2}, {"species": "oak", "value": 8}]},
            {"name": "Ben", "arboretum": [{"row": 0, "col": 0, "species": "maple", "value": 4}],
             "hand": [{"species": "oak", "value": 1}, {"species": "oak", "value": 3}]},
        ]
    }
    fr.ui.enter(game)
    fr.ui.score()
    expected = scored(as_entered(game))
    assert expected["players"][0]["species"]["oak"]["eight_cancelled_by"] == "Ben"
    cell = fr.page.locator("button.score[data-player='0'][data-species='oak']")
    assert "8\u00a0→\u00a00" in cell.inner_text()
    assert "Ben tient le 1" in cell.get_attribute("aria-label")
    cell.tap()
    text = fr.page.locator("[data-detail]").inner_text()
    assert "Ben tient le 1" in text
    assert "Droit de compter\u00a0: non" in text
    # the short hands are scored anyway, with a warning worded in French, apart from refusals
    assert "compte 2 cartes au lieu de 7" in fr.page.locator("[data-warnings]").inner_text()
    assert fr.page.locator("[data-problems]").is_hidden()


def tie_game(ana_cards: list[dict]) -> dict:
    return {
        "players": [
            {"name": "Ana", "arboretum": ana_cards, "hand": []},
            {"name": "Ben", "arboretum": [{"row": 0, "col": 0, "species": "willow", "value": 3}], "hand": []},
        ]
    }


def test_tie_broken_by_species_then_shared(fr):
    decided = tie_game([
        {"row": 0, "col": 0, "species": "oak", "value": 1},
        {"row": 0, "col": 1, "species": "maple", "value": 2},
    ])
    fr.ui.enter(decided)
    fr.ui.score()
    expected = scored(as_entered(decided))
    assert expected["tie_break"]["decided"] and expected["winners"] == ["Ana"]
    verdict = fr.page.locator("[data-verdict]").inner_text()
    assert verdict.startswith("Égalité à 0 entre Ana et Ben") and "Ana gagne" in verdict
    assert "Ana\u00a0: 2" in verdict and "Ben\u00a0: 1" in verdict
    assert fr.ui.winners() == ["Ana"]
    shared = tie_game([{"row": 0, "col": 0, "species": "oak", "value": 1}])
    fr.ui.enter(shared)
    fr.ui.score()
    expected = scored(as_entered(shared))
    assert not expected["tie_break"]["decided"] and expected["winners"] == ["Ana", "Ben"]
    assert "victoire partagée" in fr.page.locator("[data-verdict]").inner_text()
    assert fr.ui.winners() == ["Ana", "Ben"]


def test_four_player_game_entered_by_taps(fr):
    game = random_game(players=4, planted=6, seed=4)
    entered = fr.ui.enter(game)
    fr.ui.score()
    expected = scored(entered)
    for player in expected["players"]:
        assert fr.ui.total(player["name"]) == player["total"]
    assert sorted(fr.ui.winners()) == sorted(expected["winners"])
    assert fr.page.locator(".score-pad thead th").count() == 5


def test_card_in_play_says_where_it_is(fr):
    ui = fr.ui
    ui.new_game()
    ui.type_name(1, "Léa")
    ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 5})
    ui.set_hand(1, 0, {"species": "maple", "value": 8})
    ui.slot(0, 0).tap()
    taken = ui.deck_card({"species": "maple", "value": 8})
    assert taken.get_attribute("aria-disabled") == "true"
    assert taken.get_attribute("aria-label").split(", ", 1)[1] == "Érable 8 est déjà dans la main de Léa."
    oak = ui.deck_card({"species": "oak", "value": 5})
    assert "déjà dans l’arboretum de Joueur 1" in oak.get_attribute("aria-label")
    taken.tap(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    assert "déjà dans la main de Léa" in fr.page.locator("[data-note]").inner_text()
    assert ui.slot(0, 0).inner_text().strip() == "+"


def test_deck_keeps_only_the_species_of_the_game_once_full(fr):
    ui = fr.ui
    ui.new_game()
    assert fr.page.locator("[data-deck] .deck-row").count() == 10
    for slot, species in enumerate(["cassia", "dogwood", "jacaranda", "olive", "lilac", "magnolia"]):
        ui.set_hand(0, slot, {"species": species, "value": 3})
    rows = fr.page.locator("[data-deck] .deck-row").evaluate_all("rows => rows.map(r => r.dataset.species)")
    assert rows == ["cassia", "dogwood", "jacaranda", "olive", "lilac", "magnolia"]
    legend = fr.page.locator("[data-legend] li").all_inner_texts()
    assert [" ".join(item.split()) for item in legend] == [
        "Ca Cassia", "Co Cornouiller", "Ja Jacaranda", "Ol Olivier", "Li Lilas", "Ma Magnolia"]
    rule = fr.page.locator("[data-species-rule]").inner_text()
    assert "À 2 joueurs, on joue avec 6 espèces au choix parmi les 10." in rule
    assert "Espèces saisies\u00a0: 6 sur 6" in rule


def test_card_of_a_hidden_player_cannot_be_entered_twice(fr):
    """A card given to a third player, hidden by going back to two players, cannot be given again."""
    ui = fr.ui
    ui.new_game()
    ui.set_player_count(3)
    ui.type_name(2, "Cléo")
    ui.set_hand(2, 0, {"species": "oak", "value": 5})
    ui.set_player_count(2)
    ui.cell(0, 0, 0).tap()
    card = ui.deck_card({"species": "oak", "value": 5})
    assert card.get_attribute("aria-disabled") == "true"
    assert "main de Cléo" in card.get_attribute("aria-label")
    card.tap(force=True)
    assert fr.page.locator("[data-arboretum='0'] .card").count() == 0
    ui.set_player_count(3)
    assert fr.page.locator("#name-2").input_value() == "Cléo"
    assert ui.slot(2, 0).get_attribute("aria-label").endswith("Chêne 5")


def test_a_removal_that_would_split_the_arboretum_is_refused_at_once(fr):
    ui = fr.ui
    ui.new_game()
    ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 1})
    # diagonal and distant cells cannot be tapped; the four side cells can
    assert ui.cell(0, 1, 1).evaluate("el => el.tagName") == "DIV"
    assert ui.cell(0, 0, 2).count() == 0
    for row, col in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        assert ui.cell(0, row, col).evaluate("el => el.tagName") == "BUTTON"
    ui.plant(0, {"row": 0, "col": 1, "species": "oak", "value": 2})
    ui.plant(0, {"row": 0, "col": 2, "species": "oak", "value": 3})
    ui.cell(0, 0, 1).tap()
    fr.page.locator("[data-remove]").tap()
    note = fr.page.locator("[data-note]")
    assert "Chêne 2 relie les cartes" in note.inner_text() and "refusal" in note.get_attribute("class")
    assert fr.page.locator("[data-arboretum='0'] .card").count() == 3
    # moving the middle card away would split it too: refused, the card stays
    fr.page.locator("[data-move]").tap()
    ui.cell(0, 1, 0).tap()
    assert "couperait" in fr.page.locator("[data-note]").inner_text()
    assert ui.cell(0, 0, 1).get_attribute("aria-label").split(", ", 1)[1].startswith("Chêne 2")
    # an end card can go
    fr.page.locator("[data-cancel-move]").tap()
    ui.cell(0, 0, 2).tap()
    fr.page.locator("[data-remove]").tap()
    assert fr.page.locator("[data-arboretum='0'] .card").count() == 2


def test_undo_goes_back_several_steps(fr):
    ui = fr.ui
    ui.new_game()
    ui.plant(0, {"row": 0, "col": 0, "species": "willow", "value": 1})
    ui.plant(0, {"row": 0, "col": 1, "species": "willow", "value": 2})
    ui.plant(0, {"row": 1, "col": 1, "species": "willow", "value": 3})
    cards = fr.page.locator("[data-arboretum='0'] .card")
    assert cards.count() == 3
    undo = fr.page.locator("[data-undo]")
    undo.tap()
    undo.tap()
    assert cards.count() == 1
    undo.tap()
    assert cards.count() == 0


def test_move_a_card(fr):
    ui = fr.ui
    ui.new_game()
    ui.plant(0, {"row": 0, "col": 0, "species": "lilac", "value": 1})
    ui.plant(0, {"row": 0, "col": 1, "species": "lilac", "value": 2})
    ui.cell(0, 0, 1).tap()
    fr.page.locator("[data-move]").tap()
    assert "Déplacement de Lilas 2" in fr.page.locator(".moving-notice").inner_text()
    ui.cell(0, 1, 0).tap()
    assert ui.cell(0, 1, 0).get_attribute("aria-label").split(", ", 1)[1].startswith("Lilas 2")
    assert ui.cell(0, 0, 1).evaluate("el => el.className") == "cell-open"


def test_reload_loses_nothing(fr):
    ui = fr.ui
    ui.new_game()
    ui.type_name(0, "Zoé")
    ui.plant(0, {"row": 0, "col": 0, "species": "magnolia", "value": 7})
    ui.plant(0, {"row": 0, "col": 1, "species": "magnolia", "value": 8})
    ui.set_hand(1, 3, {"species": "cassia", "value": 1})
    ui.score()
    total = ui.total("Zoé")
    fr.page.reload()
    fr.wait_ready()
    assert fr.page.locator("#name-0").input_value() == "Zoé"
    assert ui.cell(0, 0, 0).get_attribute("aria-label").split(", ", 1)[1].startswith("Magnolia 7")
    assert fr.page.locator("[data-hand='1'] [data-slot='3']").get_attribute("aria-label").endswith("Cassia 1")
    # the score pad and the undo steps come back too
    assert ui.total("Zoé") == total
    undo = fr.page.locator("[data-undo]")
    undo.tap()
    assert fr.page.locator("[data-hand='1'] [data-slot='3']").inner_text().strip() == "+"
    undo.tap()
    assert fr.page.locator("[data-arboretum='0'] .card").count() == 1


def test_form_takes_typing_before_the_scorer_is_ready(browser, origin):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True)
    # A slow connection: the scorer's wheel is held back until the test has typed and tapped, so the
    # scorer is still loading then however fast the machine (it once finished first, under load).
    held: list = []
    released: list[bool] = []

    def hold(route) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    context.route("**/*.whl", hold)
    page = context.new_page()
    page.goto(f"{origin}/fr/arboretum/score/", wait_until="domcontentloaded")
    page.locator("#name-0").fill("Rapide")
    assert page.locator("[data-status]").get_attribute("data-status") == "loading"
    # Loading, with how much of the runtime has arrived once the worker can tell ("… 40 %").
    assert page.locator("[data-status]").inner_text().startswith("Calculateur\u00a0: chargement…")
    # a tap on "score" while Pyodide boots waits for it, and says so
    page.locator("[data-score]").tap()
    assert "se charge encore" in page.locator("[data-waiting]").inner_text()
    released.append(True)  # the connection delivers what it held
    for route in held:
        route.continue_()
    page.wait_for_selector("[data-results][data-stamp] [data-pad] table", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    assert "compte 0 carte au lieu de 7" in page.locator("[data-warnings]").inner_text()
    assert page.locator("#name-0").input_value() == "Rapide"
    context.close()


def test_a_runtime_that_fails_is_said_and_loses_nothing(browser, origin):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True)
    context.route("**/*.whl", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(f"{origin}/fr/arboretum/score/")
    ui = ScorerPage(page)
    ui.type_name(0, "Ana")
    ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 4})
    page.wait_for_selector("[data-status='failed']", timeout=BOOT_TIMEOUT)
    assert "Calculateur indisponible" in page.locator("[data-status]").inner_text()
    ui.score()
    assert "n’a pas pu démarrer" in page.locator("[data-problems]").inner_text()
    assert ui.cell(0, 0, 0).get_attribute("aria-label").split(", ", 1)[1].startswith("Chêne 4")
    assert page.locator("#name-0").input_value() == "Ana"
    assert "Traceback" not in page.content()
    context.close()


def test_no_accessibility_violation(fr, reference_games):
    axe = Axe()
    fr.ui.enter(random_game(players=2, planted=5, seed=2))
    fr.ui.score()
    fr.page.locator("button.score").first.tap()
    results = axe.run(fr.page)
    assert results.violations_count == 0, results.generate_report()
    fr.page.locator("[data-hand='0'] [data-slot='0']").tap()
    fr.page.locator("[data-deck] [aria-disabled='true']").first.tap(force=True)
    results = axe.run(fr.page)
    assert results.violations_count == 0, results.generate_report()


def test_touch_targets_are_large(fr):
    fr.ui.enter(random_game(players=2, planted=4, seed=3))
    # cells, hand slots and the deck's cards: 24 px at least (WCAG 2.5.8); the other controls 44 px
    fr.ui.slot(0, 0).tap()
    dense = ".arb-grid button, .hand button, .deck-card"
    targets = fr.page.locator(".scorer button:visible, .segmented span, .name-row input:visible")
    sizes = targets.evaluate_all(
        "(els, dense) => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.width, r.height, e.matches(dense) ? 24 : 44, e.outerHTML.slice(0, 80)]; })",
        dense,
    )
    assert len(sizes) > 60
    small = [item for item in sizes if item[0] < item[2] or item[1] < item[2]]
    assert not small, small


def test_nothing_leaves_the_origin_and_csp_holds(fr):
    assert fr.requests, "no request recorded"
    foreign = [url for url in fr.requests if urlsplit(url).netloc != urlsplit(fr.origin).netloc]
    assert not foreign, foreign
    assert any("/pyodide/" in url and url.endswith("pyodide.asm.wasm") for url in fr.requests)
    assert any(url.endswith(".whl") for url in fr.requests)
    assert not fr.problems, fr.problems
