"""Each game's scorer page by keyboard alone (page.keyboard, no pointer), at 360 x 740 in Chromium, on
the kit's keys (keys/key-groups.mjs): a whole game entered by the codes the cards show and the groups'
arrows, then scored as CPython scores it; the keys a card took printed and at most 3.5; after every key
the focus neither on the body nor wholly under a sticky bar, and the same for every Tab stop of the
page; the verdict said once, politely, in a live region (Arboretum: each card entered said too); every
button's accessible name holding its visible text."""
from __future__ import annotations

import json
import re

import pytest
from pages.arboretum_page import as_entered
from pages.arboretum_page import random_game as arboretum_game
from pages.keyboard import KeyboardUser, letters, names_without_text
from pages.lost_cities_page import random_game as lost_cities_game
from pages.scorer_table import ScorerTable
from pages.screen_reading import RECORD_LIVE, SPOKEN
from pages.sushi_go_page import SushiGoPage, dealt_game

from scorer.arboretum import score as score_arboretum
from scorer.lost_cities import score as score_lost_cities
from scorer.sushi_go import score as score_sushi_go

pytestmark = pytest.mark.browser
GOAL = 3.5  # keys a card, at most (the goal is 3)
SETTLED = ("() => { const r = document.querySelector('[data-results]');"
           " return r.dataset.answered && r.dataset.answered === r.dataset.requested; }")


def scored(score, game: dict) -> dict:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return envelope["result"]


def check_page(table: ScorerTable, kb: KeyboardUser, game: str, cards: int) -> None:
    """What every game's test ends with: keys a card, the focus after every key and at every Tab stop,
    names holding their text."""
    per_card = kb.keys / cards
    print(f"\n{game}: {kb.keys} keys for {cards} cards, {per_card:.2f} a card")
    assert per_card <= GOAL, per_card
    stops = kb.walk_tab_stops()
    print(f"{game}: {len(stops)} Tab stops:", [stop["name"][:20] for stop in stops])
    assert stops, "no Tab stop"
    assert kb.problems == [], kb.problems[:10]
    assert names_without_text(table.page) == []


def shortest(code: str, codes: list[str]) -> str:
    """What a person types for a card showing `code` ("ca4"), as the deck's hint says: its word cut to
    the fewest letters no other card's word starts with ("c4"), then its number."""
    word, number = re.fullmatch(r"([a-z]+)([0-9]+)", code).groups()
    words = {re.fullmatch(r"([a-z]+)[0-9]+", other).group(1) for other in codes} - {word}
    size = next(n for n in range(1, len(word) + 1) if not any(other.startswith(word[:n]) for other in words))
    return word[:size] + number


def said_once(page, text: str) -> None:
    spoken = page.evaluate(SPOKEN)
    heard = [entry for entry in spoken if entry["text"] == text]
    assert len(heard) == 1, (text, spoken[-5:])
    assert heard[0]["polite"], heard


def test_sushi_go_by_keyboard(browser, origin):
    game = dealt_game(2, seed=11, names=["Jugador 1", "Jugador 2"])
    table = ScorerTable(browser, origin, "sushi-go", "es", init_script=RECORD_LIVE)
    page = table.page
    ui = SushiGoPage(page)
    ui.settled()
    kb = KeyboardUser(page)
    if page.locator("[data-count='2']").get_attribute("aria-pressed") != "true":
        kb.tab_to("[data-count]")
        kb.arrow_to("[data-count='2']")
        kb.press("Enter")
    codes = page.locator("[data-keys] .sg-code").evaluate_all("nodes => nodes.map((n) => n.textContent)")
    typed = [letters(code) for code in codes]
    cards = 0
    for round_index in range(3):
        for player in game["players"]:
            assert ui.at()[0] == round_index
            for kind, count in player["rounds"][round_index].items():
                for _ in range(count):
                    code = letters(page.locator(f"[data-keys] [data-kind='{kind}'] .sg-code").inner_text())
                    kb.type(code)
                    if any(other != code and other.startswith(code) for other in typed):
                        kb.press("Enter")  # "s" waits for the next letter: Enter picks it
                    cards += 1
    page.wait_for_function(SETTLED, timeout=90_000)
    result = scored(score_sushi_go, game)
    assert [ui.total(index) for index in range(2)] == [p["total"] for p in result["players"]]
    said_once(page, page.locator("[data-verdict]").inner_text().strip())
    assert kb.focused_matches("[data-undo]"), "after the last card the focus is on Undo"
    check_page(table, kb, "Sushi Go!", cards)
    table.close()


def test_lost_cities_by_keyboard(browser, origin):
    game = lost_cities_game(seed=5, names=("Joueur 1", "Joueur 2"))
    table = ScorerTable(browser, origin, "lost-cities", "fr", init_script=RECORD_LIVE)
    page = table.page
    page.wait_for_function(SETTLED, timeout=90_000)
    kb = KeyboardUser(page)
    assert page.locator("[data-round-tabs] button").count() == 3
    cards = 0
    for round_index in range(3):
        for player_index, player in enumerate(game["players"]):
            for group, value in (("round", round_index), ("player", player_index)):
                target = f"[data-{group}-tabs] [data-{group}='{value}']"
                if page.locator(target).get_attribute("aria-pressed") != "true":
                    kb.tab_to(f"[data-{group}-tabs] button")
                    kb.arrow_to(target)
                    kb.press("Enter")
            for colour, column in player["rounds"][round_index].items():
                letter = letters(page.locator(f"[data-board] [data-colour='{colour}'] h3 kbd").inner_text())
                for _ in range(column.get("wagers", 0)):
                    kb.type(letter + "x")  # x: the × drawn on a wager card
                    cards += 1
                for value in column.get("cards", []):
                    kb.type(f"{letter}{value}")
                    cards += 1
    page.wait_for_function(SETTLED, timeout=90_000)
    result = scored(score_lost_cities, game)
    totals = page.locator("[data-totals] td[data-total]")
    shown = [int(points) for points in totals.evaluate_all("cells => cells.map((c) => c.dataset.points)")]
    assert shown == [p["total"] for p in result["players"]]
    verdict = page.locator("[data-verdict]")
    assert verdict.get_attribute("data-finished") == "true"
    said_once(page, verdict.inner_text().strip())
    check_page(table, kb, "Lost Cities", cards)
    table.close()


def test_arboretum_by_keyboard(browser, origin):
    entered = as_entered(arboretum_game(2, 7, seed=4))
    table = ScorerTable(browser, origin, "arboretum", "en", init_script=RECORD_LIVE)
    page = table.page
    table.ready()
    kb = KeyboardUser(page)
    cards = 0
    for index, player in enumerate(entered["players"]):
        targets = [(f"[data-arboretum='{index}'] [data-row='{c['row']}'][data-col='{c['col']}']", c)
                   for c in player["arboretum"]]
        targets += [(f"[data-hand='{index}'] [data-slot='{slot}']", c)
                    for slot, c in enumerate(player["hand"])]
        for target, card in targets:
            if page.locator(target).get_attribute("aria-pressed") != "true":
                group = target.split("] ")[0] + "] button"
                kb.tab_to(group)
                kb.arrow_to(target)
                kb.press("Enter")
            deck_card = page.locator(f"[data-deck] [data-card='{card['species']}:{card['value']}']")
            shown = page.locator("[data-deck] button").evaluate_all("nodes => nodes.map((n) => n.innerText)")
            kb.type(shortest(letters(deck_card.inner_text()), [letters(text) for text in shown]))
            cards += 1
    spoken_entering = page.evaluate(SPOKEN)
    assert len(spoken_entering) == cards, spoken_entering[:3]
    assert all(entry["polite"] for entry in spoken_entering), spoken_entering
    assert kb.focused_matches("[data-score]"), "after the last card the focus is on Score"
    fallback = page.evaluate(
        "() => JSON.parse(document.getElementById('scorer').dataset.messages).player_fallback")
    sent = {"players": [{**player, "name": fallback.replace("{number}", str(index + 1))}
                        for index, player in enumerate(entered["players"])]}
    kb.press("Enter")
    page.wait_for_selector("[data-results][data-state='scored']", timeout=90_000)
    result = scored(score_arboretum, sent)
    for player in result["players"]:
        assert int(page.locator(f"td[data-total='{player['name']}'] .points").inner_text()) == player["total"]
    said_once(page, page.locator("[data-verdict]").inner_text().strip())
    check_page(table, kb, "Arboretum", cards)
    table.close()
