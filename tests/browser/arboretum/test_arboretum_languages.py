"""The scorer page in English and Spanish: its words, the species names, results and errors come from
the catalogs, and a game entered by taps scores as CPython's scorer scores it."""
from __future__ import annotations

import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.arboretum_page import Session, random_game

from scorer.arboretum import score

pytestmark = pytest.mark.browser

WORDS = {
    "en": {
        "status": "Scorer ready",
        "heading": "Score an Arboretum game",
        "species": ["Willow", "Dogwood", "Royal Poinciana"],
        "wins": "wins with a total of",
        "tie": "Tie at",
        "hand_size": "hand holds 0 cards instead of 7",
        "pad": "Score pad",
        "path": "Path:",
    },
    "es": {
        "status": "Calculadora lista",
        "heading": "Contar los puntos de Arboretum",
        "species": ["Sauce llorón", "Cornejo", "Flamboyán"],
        "wins": "gana con un total de",
        "tie": "Empate a",
        "hand_size": "tiene 0 cartas en lugar de 7",
        "pad": "Hoja de puntuación",
        "path": "Camino:",
    },
}


@pytest.fixture(scope="module", params=sorted(WORDS))
def session(request, browser, origin):
    session = Session(browser, origin, request.param)
    session.lang = request.param
    yield session
    session.context.close()


def test_page_words_come_from_the_catalog(session):
    words = WORDS[session.lang]
    page = session.page
    assert page.locator("html").get_attribute("lang") == session.lang
    assert page.locator("[data-status]").inner_text() == words["status"]
    assert page.locator("h1").inner_text() == words["heading"]
    session.ui.new_game()
    text = page.locator("[data-legend]").inner_text()
    for name in words["species"]:
        assert name in text
    # every card of the deck shows its species' short name, as the legend gives it
    shorts = page.locator("[data-legend] .card-short").all_inner_texts()
    assert len(set(shorts)) == 10
    for short in shorts:
        assert page.locator(".deck-card .card-short", has_text=short).count() == 8


def test_game_scores_and_errors_in_the_page_language(session):
    words = WORDS[session.lang]
    page = session.page
    session.ui.new_game()
    session.ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 4})
    session.ui.score()
    assert page.locator("[data-warnings]").is_visible() and page.locator("[data-problems]").is_hidden()
    assert words["hand_size"] in page.locator("[data-warnings]").inner_text()
    entered = session.ui.enter(random_game(players=2, planted=4, seed=11))
    session.ui.score()
    expected = score(json.loads(json.dumps(entered)))["result"]
    for player in expected["players"]:
        assert session.ui.total(player["name"]) == player["total"]
    assert page.locator(".score-pad caption").inner_text() == words["pad"]
    verdict = page.locator("[data-verdict]").inner_text()
    assert words["wins"] in verdict or words["tie"] in verdict
    page.locator("button.score").first.tap()
    assert page.locator("[data-detail]").is_visible()
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    assert not session.problems, session.problems


ALL_PROBLEMS_SCRIPT = """
async ([problemsUrl, messagesUrl, wordsUrl]) => {
  const { describeProblem } = await import(problemsUrl);
  const { createMessages } = await import(messagesUrl);
  const { arboretumWords } = await import(wordsUrl);
  const words = arboretumWords(createMessages(document.getElementById("scorer")));
  const sent = { players: [
    { name: "Ana", arboretum: [{ row: 0, col: 0, species: "oak", value: 5 }],
      hand: [{ species: "maple", value: 2 }] },
    { name: "Ben", arboretum: [], hand: [] },
  ] };
  const slots = [[0], []];
  const w = (player, zone, index, field) => (
    { player, player_name: sent.players[player].name, zone, index, field });
  const problems = {
    wrong_type: { where: w(0, "hand", 0, "value"), expected: "list" },
    missing_key: { where: w(0, "arboretum", 0, "row"), key: "row" },
    bad_value: { where: w(0, "hand", 0, "value"), value: "\\"9\\"" },
    unknown_species: { where: w(0, "hand", 0, "species"), species: "elm" },
    empty_name: { where: w(1, null, null, "name") },
    duplicate_name: { name: "ana" },
    player_count: { count: 5 },
    duplicate_card: { species: "oak", value: 5, places: [w(0, "arboretum", 0, null), w(0, "hand", 0, null)] },
    same_cell: { player: 0, player_name: "Ana", row: 0, col: 0 },
    disconnected: { player: 0, player_name: "Ana", cells: [[0, 0]] },
    too_many_species: { count: 7, allowed: 6, players: 2, species: ["oak", "maple"] },
    hand_size: { player: 1, player_name: "Ben", count: 0 },
  };
  return Object.fromEntries(Object.entries(problems).map(
    ([code, params]) => [code, describeProblem(words, sent, slots, { code, params })],
  ));
}
"""
# What each worded problem must name (besides being a sentence with no {placeholder} left).
PROBLEM_PARAMS = {
    "wrong_type": ["Ana"],
    "missing_key": ["Ana", "row"],
    "bad_value": ["Ana", '"9"'],
    "unknown_species": ["Ana", "elm"],
    "empty_name": ["2"],
    "duplicate_name": ["ana"],
    "player_count": ["5"],
    "duplicate_card": ["Ana", " 5"],
    "same_cell": ["Ana"],
    "disconnected": ["Ana", " 5"],
    "too_many_species": ["7", "6", "2"],
    "hand_size": ["Ben", "0"],
}


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_every_scorer_problem_is_worded(browser, origin, lang):
    from scorer.arboretum.problems import ERROR_CODES, WARNING_CODES

    assert set(PROBLEM_PARAMS) == (set(ERROR_CODES) | set(WARNING_CODES)) - {"not_json"}  # not_json: CLI only
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{origin}/{lang}/arboretum/score/")
    preloads = page.locator("link[rel='modulepreload']").evaluate_all("links => links.map(l => l.href)")
    problems_url = next(url for url in preloads if "/problems." in url)
    messages_url = next(url for url in preloads if "/messages." in url)  # the kit's words
    words_url = next(url for url in preloads if "/words." in url)  # the game's on top of them
    worded = page.evaluate(ALL_PROBLEMS_SCRIPT, [problems_url, messages_url, words_url])
    context.close()
    texts = {code: item["text"] for code, item in worded.items()}
    assert len(set(texts.values())) == len(texts)
    for code, text in texts.items():
        assert "{" not in text and "error_" not in text and "warning_" not in text, (code, text)
        for part in PROBLEM_PARAMS[code]:
            assert part in text, (code, text, part)
    oak = {"fr": "Chêne 5", "en": "Oak 5", "es": "Roble 5"}[lang]
    assert oak in texts["duplicate_card"] and oak in texts["disconnected"]
    assert worded["duplicate_card"]["targets"] == [
        {"kind": "arboretum", "player": 0, "cells": ["0,0"]},
        {"kind": "hand", "player": 0, "slots": [0]},
    ]
