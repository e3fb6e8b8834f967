"""Ready offline after one visit to any page, in Debian's Chromium at 360 x 740: a fresh profile opens
one page online (a rules page, or one game's scorer), the footer says when the phone is ready, then,
offline with the server stopped and the HTTP cache emptied, every game's scorer starts and scores.
With Save-Data on, nothing large is fetched until the reader taps the footer's button."""
from __future__ import annotations

import json
import re

import pytest
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT, ScorerPage, as_entered
from pages.lost_cities_page import LostCitiesPage, random_game
from static_host import serve

from scorer import score

READY_TIMEOUT = 90_000  # ms: the runtime copied into the service worker's cache, on a loaded machine
RUNTIME_KEPT = "async () => (await (await caches.open('marquoir-runtime')).keys()).length"
SMALL_GAME = {
    "players": [
        {"name": "Inès",
         "arboretum": [{"row": 0, "col": 0, "species": "oak", "value": 2},
                       {"row": 0, "col": 1, "species": "maple", "value": 4},
                       {"row": 0, "col": 2, "species": "oak", "value": 7}],
         "hand": [{"species": "oak", "value": 5}, {"species": "maple", "value": 3}]},
        {"name": "Tom",
         "arboretum": [{"row": 0, "col": 0, "species": "maple", "value": 1},
                       {"row": 1, "col": 0, "species": "maple", "value": 6}],
         "hand": [{"species": "oak", "value": 1}, {"species": "maple", "value": 8}]},
    ]
}
# The service worker's offline status, asked once an idle moment asked for now has come: the page asked
# for its own (to keep everything, unless Save-Data) before the footer showed the worker's first answer,
# so it came first; a keep-offline it sent would have reached the worker before this question.
STATUS_AFTER_IDLE = """() => new Promise((done) => requestIdleCallback(() => {
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type === "offline-status") done(event.data);
  });
  navigator.serviceWorker.ready.then((found) => found.active.postMessage({type: "offline-status"}));
}, {timeout: 5000}))"""
WORDS = {"ready": "Ready offline", "missing": "Not ready offline yet", "keep": "Keep for offline use"}


def open_phone(browser, save_data: bool = False):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    if save_data:
        # What a browser set to save data tells pages (Chromium's own switch is not reachable here).
        context.add_init_script(
            "Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})});"
        )
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    return context, page, problems


def footer(page):
    return page.locator("footer [data-offline]")


def wait_ready_offline(page) -> None:
    """Until the footer, on the screen, says this phone is ready offline."""
    ready = footer(page).locator("[data-offline-state='ready']")
    ready.wait_for(state="visible", timeout=READY_TIMEOUT)
    assert WORDS["ready"] in ready.inner_text()


def go_offline(context, page) -> None:
    context.set_offline(True)
    session = context.new_cdp_session(page)
    session.send("Network.clearBrowserCache")
    session.detach()


def score_arboretum_offline(page, origin: str) -> None:
    page.goto(f"{origin}/en/arboretum/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    ui = ScorerPage(page)
    ui.enter(SMALL_GAME)
    ui.score()
    envelope = score(json.loads(json.dumps(as_entered(SMALL_GAME))))
    for player in envelope["result"]["players"]:
        assert ui.total(player["name"]) == player["total"]


def score_lost_cities_offline(page, origin: str) -> None:
    page.goto(f"{origin}/en/lost-cities/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    game = random_game(7, rounds=1)
    ui = LostCitiesPage(page)
    ui.enter(game)
    envelope = score(game)
    for index, player in enumerate(envelope["result"]["players"]):
        assert ui.total(index) == player["total"]


@pytest.mark.browser
@pytest.mark.parametrize("first_visit", ["/en/arboretum/", "/en/lost-cities/score/"])
def test_every_scorer_works_offline_after_one_visit_to_any_page(browser, built_site, first_visit):
    context, page, problems = open_phone(browser)
    with serve(built_site) as origin:
        page.goto(origin + first_visit)
        wait_ready_offline(page)
    go_offline(context, page)
    score_arboretum_offline(page, origin)
    score_lost_cities_offline(page, origin)
    page.goto(f"{origin}/es/arboretum/")
    wait_ready_offline_in_spanish = footer(page).locator("[data-offline-state='ready']")
    # the footer says so once it has looked into the worker's caches, a moment after the page shows
    wait_ready_offline_in_spanish.wait_for(state="visible", timeout=10_000)
    assert "sin conexión" in wait_ready_offline_in_spanish.inner_text()
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_with_save_data_nothing_large_is_fetched_until_the_button_is_tapped(browser, built_site):
    context, page, problems = open_phone(browser, save_data=True)
    large: list[str] = []
    context.on("request", lambda r: large.append(r.url) if "/pyodide/" in r.url or r.url.endswith(".whl")
               else None)
    with serve(built_site) as origin:
        page.goto(f"{origin}/en/arboretum/")
        missing = footer(page).locator("[data-offline-state='missing']")
        missing.wait_for(state="visible", timeout=30_000)
        assert WORDS["missing"] in missing.inner_text()
        button = footer(page).locator("[data-offline-keep]")
        assert button.is_visible()
        label = button.inner_text()
        assert re.search(r"Keep for offline use \(about \d+(\.\d)? MB\)", label), label
        # The idle moment at which a page without Save-Data keeps everything has come and gone, and the
        # service worker, asked after it, keeps nothing.
        assert page.evaluate(STATUS_AFTER_IDLE)["keeping"] is False
        assert page.evaluate(RUNTIME_KEPT) == 0 and not large, large
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box and box["height"] >= 44
        assert box["y"] >= 0 and box["y"] + box["height"] <= VIEWPORT["height"]
        button.tap()
        wait_ready_offline(page)
        assert large and page.evaluate(RUNTIME_KEPT) > 0
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_the_footer_says_not_ready_when_the_runtime_could_not_be_kept(browser, built_site):
    """The visit ends before the runtime is kept (the connection drops): the next page, offline, says
    so instead of claiming to be ready."""
    context, page, problems = open_phone(browser, save_data=True)  # nothing kept in the background
    with serve(built_site) as origin:
        page.goto(f"{origin}/en/arboretum/")
        footer(page).locator("[data-offline-state='missing']").wait_for(state="visible", timeout=30_000)
    go_offline(context, page)
    page.goto(f"{origin}/en/lost-cities/")
    missing = footer(page).locator("[data-offline-state='missing']")
    missing.wait_for(state="visible", timeout=30_000)
    assert footer(page).locator("[data-offline-state='ready']").is_hidden()
    assert not problems, problems
    context.close()
