"""axe-core with every one of its rules (WCAG A to AAA, best practices and the experimental ones) on every
kind of page the site has, in the light and the dark colour scheme, on a 360 x 740 touch phone: the
language chooser, a language's home, the 404 page, each game's rules page (its glossary and examples
within) and player aid, and each game's scorer page as a player meets it: before anything is entered,
with a game received by its link (the shared game's panel), once the game is kept and scored (the
result and the recent games), and with the share box's link and picture and the list's notice open.
Each page kind must show no violation; the few rules that cannot apply are switched off below, each
with its reason. One phone per worker, its page reused from test to test."""
from __future__ import annotations

import json
import pathlib

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.scorer_table import VIEWPORT, ScorerTable
from pages.site_pages import EVERY_RULE_PAGES

import scorer
from site_builder.plugins.loading import load_plugins

pytestmark = pytest.mark.browser
ROOT = pathlib.Path(__file__).resolve().parents[2]
PLUGINS = load_plugins()
SCORED = sorted(slug for slug, plugin in PLUGINS.items() if plugin.scorer is not None)
SCHEMES = ("light", "dark")
# Rules switched off, each with why it cannot apply to this site (none so far: every rule runs).
SWITCHED_OFF: dict[str, str] = {}
# Every rule axe-core knows, enabled (the experimental ones are off by default), minus those above.
EVERY_RULE = """(off) => Object.fromEntries(axe.getRules().map((rule) =>
  [rule.ruleId, { enabled: !off.includes(rule.ruleId) }]))"""


@pytest.fixture(scope="module")
def phone(browser):
    """One phone for the whole module (a worker runs a module whole): its page reused by every test."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture(scope="module")
def axe() -> Axe:
    return Axe()


# label-content-name-mismatch (experimental) counts a sign as words: Lost Cities' wager cards show "×"
# (with their colour's mark) and are named "Yellow, wager 1". WCAG 2.5.3 asks for the visible *text*
# in the name; a sign alone is not words a person says (the understanding document's example is an icon),
# so a button whose visible text holds no letter or digit is set aside for this rule alone. The project's
# own check (tests/pages/keyboard.py, names_without_text) compares such names the same way.
SIGNS_ONLY = """(selector) => !/[\\p{L}\\p{N}]/u.test(document.querySelector(selector).textContent)"""


def violations(axe: Axe, page) -> list[tuple[str, str, list]]:
    """(rule, impact, first targets) of every violation axe finds on the page as it stands, every rule on."""
    page.evaluate(axe.axe_script)
    rules = page.evaluate(EVERY_RULE, list(SWITCHED_OFF))
    assert len(rules) > 90, len(rules)  # axe's whole set, not a subset
    found = axe.run(page, options={"rules": rules, "resultTypes": ["violations"]}).response["violations"]
    summary = []
    for violation in found:
        nodes = [node["target"] for node in violation["nodes"]]
        if violation["id"] == "label-content-name-mismatch":
            nodes = [target for target in nodes if not page.evaluate(SIGNS_ONLY, target[0])]
        if nodes:
            summary.append((violation["id"], violation["impact"], nodes[:4]))
    return summary


def sample_game(slug: str) -> dict:
    """The first of the game's sample games its scorer accepts (a finished game), in the scorer's form."""
    for game in PLUGINS[slug].scorer.sample_games():
        if scorer.score(json.loads(json.dumps(game)))["ok"]:
            return game
    raise AssertionError(f"{slug}: no sample game the scorer accepts")


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("kind", list(EVERY_RULE_PAGES))
def test_every_rule_passes_on_the_page(phone, axe, origin, kind, scheme):
    phone.emulate_media(color_scheme=scheme)
    phone.goto(origin + EVERY_RULE_PAGES[kind])
    phone.wait_for_selector("main h1")
    found = violations(axe, phone)
    assert found == [], f"{kind} ({scheme}): {found}"


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("slug", SCORED)
def test_every_rule_passes_on_the_scorer_page_at_every_step(browser, phone, axe, origin, slug, scheme):
    phone.emulate_media(color_scheme=scheme)
    phone.goto(f"{origin}/en/{slug}/")
    phone.evaluate("() => localStorage.clear()")  # a phone that never scored this game
    table = ScorerTable(browser, origin, slug, "en", page=phone)
    found = {"before entry": violations(axe, phone)}
    game = sample_game(slug)
    phone.goto(f"{table.url}#g={table.link(game)}")
    phone.wait_for_selector("[data-shared]:not([hidden]) [data-shared-pad] table", timeout=90_000)
    found["a shared game open"] = violations(axe, phone)
    phone.locator("[data-shared-keep]").tap()
    table.wait_recorded(1)
    table.rescore()
    phone.wait_for_selector("[data-results] table", timeout=90_000)  # the score shown
    found["scored"] = violations(axe, phone)
    phone.locator("[data-share-link]").tap()
    phone.locator("[data-share-picture]").tap()
    phone.locator("[data-picture]:not([hidden]) img[src]").wait_for()
    table.recent().first.locator("button").nth(1).tap()  # Remove: the notice and its way back
    phone.locator("[data-table-notice] button").wait_for()
    found["share box, picture and notice open"] = violations(axe, phone)
    table.close()
    failed = {step: seen for step, seen in found.items() if seen}
    assert failed == {}, f"{slug} ({scheme}): {failed}"
