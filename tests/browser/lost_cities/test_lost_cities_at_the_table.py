"""The Lost Cities scorer page as played at a table (issue 17), in Debian's Chromium at 360 x 740 with
touch: the winner said only once every round is entered, a chosen white card not like a taken one,
each column's count and bonus, who starts each round, one tap to a one-round game, New game said
undoable, no scroll while entering a round, wager cards whole at 320 px, every card's colour drawn as
a shape under emulated vision deficiencies, and a slow connection (Slow 4G): progress rising, a score
asked for early answered once the scorer is ready. Who starts is read from ../shared/lost-cities-facts.md."""
from __future__ import annotations

import contextlib
import json
import re

import pytest
from pages.lost_cities_page import (
    BOOT_TIMEOUT,
    IN_REACH,
    NEXT_FRAME,
    PERSON_SCROLL,
    VIEWPORT,
    LostCitiesPage,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from shared_files import shared_path

from scorer.lost_cities import COLOURS
from site_builder.games.lost_cities.scorer_page import CHOSEN_MARK, COLOUR_MARKS, WAGER_MARK

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def page_in(browser, origin):
    """A page of the scorer per language (and viewport), Pyodide booted once each."""
    opened = {}

    def open_page(lang: str, width: int = VIEWPORT["width"]):
        if (lang, width) not in opened:
            context = browser.new_context(viewport={**VIEWPORT, "width": width}, has_touch=True, locale=lang)
            page = context.new_page()
            page.goto(f"{origin}/{lang}/lost-cities/score/")
            page.wait_for_selector("[data-status='ready']", state="attached", timeout=BOOT_TIMEOUT)
            opened[(lang, width)] = (context, page)
        page = opened[(lang, width)][1]
        ui = LostCitiesPage(page)
        ui.new_game()
        ui.settled()
        return page, ui

    yield open_page
    for context, _ in opened.values():
        context.close()


# Each (percentage, text) the status line shows from now on, read together as each change is drawn.
WATCH_PROGRESS = """(line) => {
  window.progressSeen = [];
  const note = () => {
    if (line.dataset.progress) window.progressSeen.push([line.dataset.progress, line.textContent]);
  };
  note();
  new MutationObserver(note).observe(line, {attributes: true, childList: true, characterData: true,
                                            subtree: true});
}"""


def tap_cards(ui: LostCitiesPage, colour: str, keys) -> None:
    for key in keys:
        ui.tap(f"[data-board] [data-colour='{colour}'] [data-card='{key}']")


def verdict(page) -> tuple[str, dict]:
    node = page.locator("[data-verdict]")
    return node.inner_text(), {
        "finished": node.get_attribute("data-finished"),
        "winners": json.loads(node.get_attribute("data-winners") or "[]"),
    }


def test_the_winner_is_said_only_once_every_round_is_entered(page_in):
    page, ui = page_in("en")
    text, data = verdict(page)
    assert text == ""  # an empty new game announces no tie
    assert page.locator("[data-totals] .winner-mark").count() == 0
    ui.type_name(0, "Zoé")
    ui.type_name(1, "Max")
    ui.choose(0, 0)
    tap_cards(ui, "red", ["8", "9", "10"])
    ui.settled()
    text, data = verdict(page)
    assert data == {"finished": "false", "winners": []}
    assert text.startswith("So far, Zoé leads with 7 (rounds entered: 1 of 3)"), text
    assert "wins" not in text
    assert page.locator("[data-totals] .winner-mark").count() == 0
    assert page.locator("[data-totals] .leader-mark").all_inner_texts() == ["AHEAD"]
    ui.choose(1, 1)
    tap_cards(ui, "blue", ["10"])
    ui.settled()
    assert verdict(page)[0].startswith("So far, Zoé leads with 7 (rounds entered: 2 of 3)")
    ui.choose(2, 1)
    tap_cards(ui, "green", ["2"])  # the last round: now the game is over
    ui.settled()
    text, data = verdict(page)
    assert data == {"finished": "true", "winners": ["Zoé"]}
    assert text == "Zoé wins with a total of 7."
    assert page.locator("[data-totals] .winner-mark").all_inner_texts() == ["WINS"]
    page.locator("[data-undo]").tap()  # the last round emptied again: not over any more
    ui.settled()
    assert verdict(page)[1]["finished"] == "false"


def test_level_so_far_is_not_a_shared_win(page_in):
    page, ui = page_in("fr")
    ui.choose(0, 0)
    tap_cards(ui, "green", ["10"])
    ui.choose(0, 1)
    tap_cards(ui, "red", ["10"])
    ui.settled()
    text, data = verdict(page)
    assert data["winners"] == []
    assert text.startswith("Pour l’instant, égalité à \u221210 entre Joueur 1 et Joueur 2"), text
    assert "victoire partagée" not in text


def test_a_chosen_white_card_does_not_look_taken(page_in):
    page, ui = page_in("en")
    ui.choose(0, 0)
    tap_cards(ui, "white", ["5"])
    ui.choose(0, 1)
    tap_cards(ui, "white", ["6"])
    ui.settled()  # the board is drawn again once the score comes back: read it after that
    # the three cards are read in one turn of the page, so no redraw can fall between them
    styles = """(keys) => keys.map((key) => {
      const el = document.querySelector(`[data-board] [data-colour='white'] [data-card='${key}']`);
      const s = getComputedStyle(el); return { style: s.borderTopStyle,
      width: parseFloat(s.borderTopWidth), colour: s.borderTopColor, line: s.textDecorationLine,
      text: el.innerText.replace(/\\s+/g, ''), background: s.backgroundColor }; })"""
    chosen, taken, free = page.evaluate(styles, ["6", "5", "7"])
    assert chosen["style"] == "solid" and chosen["width"] >= 3, chosen
    assert CHOSEN_MARK in chosen["text"] and CHOSEN_MARK not in taken["text"] + free["text"]
    assert taken["style"] == "dashed" and "line-through" in taken["line"], taken
    assert "line-through" not in chosen["line"]
    assert chosen["colour"] != taken["colour"] and chosen["background"] != free["background"]
    help_text = page.locator(".lc-help").inner_text()
    assert "greyed" not in help_text
    assert CHOSEN_MARK in help_text and "crossed-out" in help_text


def test_each_column_shows_its_count_and_the_bonus_once_reached(page_in):
    page, ui = page_in("es")
    ui.choose(0, 0)
    tap_cards(ui, "red", ["w1", "w2", "2", "3", "5", "7", "8"])  # 7 cards
    ui.settled()
    row = page.locator("[data-board] [data-colour='red']")
    assert row.locator(".lc-col-count").inner_text() == "7 cartas"
    assert row.locator(".lc-col-bonus").count() == 0
    tap_cards(ui, "red", ["10"])  # the official sheet's red column: 8 cards, +20
    ui.settled()
    assert row.locator(".lc-col-count").inner_text() == "8 cartas"
    assert row.locator(".lc-col-bonus").inner_text() == "bonificación +20"
    assert ui.shown_number("[data-board] [data-colour='red'] .lc-col-points") == 65
    assert row.locator(".lc-col-count").is_visible() and row.locator(".lc-col-bonus").is_visible()


def first_player_facts() -> str:
    """The facts file's line on who starts (read at test time, never copied)."""
    text = shared_path("lost-cities-facts.md").read_text(encoding="utf-8")
    wanted = r"Round 1: the oldest player starts.*?Later rounds: the player with more points so far starts"
    found = re.search(wanted, text, re.S)
    assert found, "the facts file no longer says who starts each round"
    return found.group(0)


def test_who_starts_each_round_is_named(page_in):
    first_player_facts()
    page, ui = page_in("en")
    line = page.locator("[data-first-player]")
    assert line.inner_text() == "Round 1: the older player starts."
    ui.type_name(0, "Ana")
    ui.type_name(1, "Ben")
    ui.choose(0, 0)
    tap_cards(ui, "yellow", ["5", "8", "10"])  # 3
    ui.choose(0, 1)
    tap_cards(ui, "blue", ["9", "10"])  # -1
    ui.settled()
    ui.choose(1, 0)
    ui.settled()
    assert line.inner_text() == "Round 2: Ana starts (more points so far: 3)."
    tap_cards(ui, "green", ["10"])  # -10: Ana -7, Ben -1 after two rounds
    ui.settled()
    ui.choose(2, 0)
    ui.settled()
    assert line.inner_text() == "Round 3: Ben starts (more points so far: \u22121)."


def test_a_tie_so_far_says_the_rules_do_not_decide(page_in):
    page, ui = page_in("fr")
    ui.choose(0, 0)
    tap_cards(ui, "green", ["10"])
    ui.choose(0, 1)
    tap_cards(ui, "red", ["10"])
    ui.choose(1, 0)
    ui.settled()
    assert page.locator("[data-first-player]").inner_text() == (
        "Manche 2\u00a0: égalité à \u221210 jusqu’ici, la règle ne dit pas qui commence\u00a0: "
        "décidez ensemble.")


def test_a_one_round_game_is_one_tap_and_new_game_says_undo(page_in):
    page, ui = page_in("en")
    tabs = page.locator("[data-round-tabs] button")
    assert tabs.count() == 3
    ui.taps = 0
    ui.tap("[data-one-round]")
    assert ui.taps == 1 and tabs.count() == 1
    tap_cards(ui, "blue", ["4"])
    ui.settled()
    assert verdict(page)[1] == {"finished": "true", "winners": ["Player 2"]}
    assert "New game" in page.locator(".lc-new-game").inner_text()
    assert "Undo" in page.locator(".lc-new-game-note").inner_text()
    ui.new_game()
    assert page.locator("[data-bar-totals]").inner_text() == "New game: “Undo” brings back the game before."
    assert tabs.count() == 3
    page.locator("[data-undo]").tap()
    assert tabs.count() == 1
    assert ui.card("blue", "4").get_attribute("aria-pressed") == "true"


ALL_IN_REACH = f"(selector) => [...document.querySelectorAll(selector)].every({IN_REACH})"


def in_reach(page, selector: str) -> list[str]:
    """The elements matching `selector` that a person cannot tap (or read) where they are once the page
    has stopped moving: the score drawn, then the screen as drawn (a redraw or a table laid out anew may
    move the page for a frame or two, as a person sees it settle before tapping)."""
    page.wait_for_function(
        "() => { const r = document.querySelector('[data-results]');"
        " return !r.dataset.requested || r.dataset.answered === r.dataset.requested; }", timeout=BOOT_TIMEOUT)
    page.evaluate(NEXT_FRAME)
    with contextlib.suppress(PlaywrightTimeout):  # still out of reach: listed below
        page.wait_for_function(ALL_IN_REACH, arg=selector, timeout=2000)
    return page.locator(selector).evaluate_all(
        f"els => els.filter(el => !({IN_REACH})(el)).map(el => el.outerHTML.slice(0, 90))")


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_round_is_entered_without_scrolling(page_in, lang):
    page, ui = page_in(lang)
    ui.type_name(0, "Ana")
    ui.type_name(1, "Ben")
    page.evaluate("document.activeElement.blur()")  # the keyboard closed, as a person does
    page.evaluate(NEXT_FRAME)
    page.locator("[data-board] button[data-card]").first.evaluate(PERSON_SCROLL)  # once, from the names
    ui.out_of_reach = 0
    for round_index in range(3):
        for player in (0, 1):
            ui.choose(round_index, player)
            # every card of every colour, the tabs and the totals line are on the screen together
            cards = "[data-board] button[data-card]"
            assert not in_reach(page, cards), in_reach(page, cards)
            assert not in_reach(page, "[data-round-tabs] button, [data-player-tabs] button")
            assert not in_reach(page, "[data-bar-totals], [data-undo]")
            tap_cards(ui, COLOURS[(round_index + player) % 5], ["w1", str(2 + player + 2 * round_index)])
    ui.settled()
    assert ui.out_of_reach == 0, ui.scrolls
    assert "Ana" in page.locator("[data-bar-totals]").inner_text()
    sizes = page.locator("[data-board] button, [data-dock] button").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })")
    assert min(h for _, h in sizes) >= 32 and min(w for w, _ in sizes) >= 32, sizes


@pytest.mark.parametrize("lang", ["es", "en", "fr"])
def test_wager_cards_are_whole_and_signed_at_320_px(page_in, lang):
    page, ui = page_in(lang, width=320)
    assert page.evaluate("document.documentElement.scrollWidth") <= 320
    wagers = page.locator("[data-board] [data-card^='w']")
    assert wagers.count() == 15
    faces = wagers.evaluate_all(
        "els => els.map(e => [e.innerText.replace(/\\s+/g, ''), e.scrollWidth <= e.clientWidth,"
        " e.getBoundingClientRect().width, e.getBoundingClientRect().height])")
    for text, fits, width, height in faces:
        assert WAGER_MARK in text and fits and width >= 32 and height >= 24, (text, fits, width, height)
    legend = page.locator("[data-legend]").inner_text()
    assert WAGER_MARK in legend


VISION = ["achromatopsia", "deuteranopia", "protanopia"]


def luminance(rgb: str) -> float:
    channels = [int(c) / 255 for c in re.findall(r"\d+", rgb)[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


@pytest.mark.parametrize("deficiency", VISION)
def test_every_card_shows_its_colour_without_colour(page_in, deficiency):
    page, ui = page_in("en")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": deficiency})
    try:
        tap_cards(ui, "white", ["w1", "5"])
        tap_cards(ui, "yellow", ["5"])
        ui.settled()
        # what each card draws (its text, not its label): the colour's shape, then its value or the wager sign
        cards = page.locator("[data-board] [data-colour] button[data-card]")
        drawn = cards.evaluate_all("""els => els.map(e => {
          const mark = e.querySelector('.lc-mark'); const s = getComputedStyle(mark);
          const r = mark.getBoundingClientRect();
          const card = getComputedStyle(e);
          return [e.closest('[data-colour]').dataset.colour, e.dataset.card, e.innerText.replace(/\\s+/g, ''),
                  r.width, parseFloat(s.fontSize), s.color, card.backgroundColor, s.visibility]; })""")
        assert len(drawn) == 60
        marks = set()
        for colour, key, text, width, size, ink, background, visibility in drawn:
            value = WAGER_MARK if key.startswith("w") else key
            assert text.startswith(COLOUR_MARKS[colour] + value), (colour, key, text)
            assert width > 4 and size >= 11 and visibility == "visible", (colour, key, width, size)
            # the shape stands out of the card in grey levels too (what the emulation leaves)
            light, dark = sorted([luminance(ink), luminance(background if "0, 0, 0, 0" not in background else
                                                            "rgb(255, 255, 255)")], reverse=True)
            assert (light + 0.05) / (dark + 0.05) >= 3, (colour, key, ink, background)
            marks.add(COLOUR_MARKS[colour])
        assert len(marks) == len(COLOURS)  # one shape per colour
        legend = page.locator("[data-legend] li").all_inner_texts()
        names = {"yellow": "Yellow", "blue": "Blue", "white": "White", "green": "Green", "red": "Red"}
        for colour in COLOURS:
            assert f"{COLOUR_MARKS[colour]} {names[colour]}" in [item.strip() for item in legend], legend
        for colour in COLOURS:  # and every row's heading names its colour in text
            assert names[colour] in page.locator(f"[data-board] [data-colour='{colour}'] h3").inner_text()
    finally:
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
        cdp.detach()


SLOW_4G = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8, "uploadThroughput": 750e3 / 8}
FAST = {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}


def test_slow_4g_shows_progress_and_answers_an_early_score(browser, origin):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.setCacheDisabled", {"cacheDisabled": True})
    cdp.send("Network.emulateNetworkConditions", SLOW_4G)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    try:
        page.goto(f"{origin}/en/lost-cities/score/", wait_until="commit")
        page.wait_for_selector("#scorer[data-ready='true']", timeout=BOOT_TIMEOUT)
        status = page.locator("[data-status]")
        ui = LostCitiesPage(page)
        ui.tap("[data-board] [data-colour='red'] [data-card='9']")  # before the scorer is ready
        assert status.get_attribute("data-status") == "loading"
        page.wait_for_selector("[data-status][data-kept='true']", timeout=5_000)
        assert "Your request is kept: the score comes as soon as it is ready." in status.inner_text()
        # Every state the line is drawn in, as it is drawn, until it has shown four percentages.
        status.evaluate(WATCH_PROGRESS)
        page.wait_for_function("() => new Set(window.progressSeen.map(([value]) => value)).size >= 4",
                               timeout=20_000)
        shown = page.evaluate("() => window.progressSeen")
        for value, text in shown:
            assert re.search(rf"Scorer: loading… {value}\s?%", text), text
        seen = [int(value) for value, _ in shown]
        assert len(set(seen)) >= 4 and seen == sorted(seen), seen  # rising, as the runtime arrives
        assert status.get_attribute("data-status") == "loading"
        results = page.locator("[data-results]")
        assert results.get_attribute("data-answered") in (None, "0")  # nothing answered yet
        assert "still loading" in page.locator("[data-waiting]").inner_text()
        # the connection comes back to speed: the kept request is answered, no new tap needed
        cdp.send("Network.emulateNetworkConditions", FAST)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        page.wait_for_selector("[data-status='ready']", state="attached", timeout=BOOT_TIMEOUT)
        ui.settled()
        assert results.get_attribute("data-state") == "scored"
        assert ui.shown_number("[data-board] [data-colour='red'] .lc-col-points") == -11
        assert status.get_attribute("data-kept") == "false"
        assert status.inner_text().strip() == "Scorer ready"
    finally:
        context.close()
