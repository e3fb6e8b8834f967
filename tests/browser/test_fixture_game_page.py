"""The fixture game's scorer page (tests/fixtures/tinygame: 2 to 5 players, rounds of counts, a page on
the scorer-page kit alone), in Chromium at 360 x 740 with taps: a three-round game for 2 and for 5
players entered by taps shows the fixture scorer's totals; the finished game is in recent games; the
picture is made; Undo works after a reload; the share link opens the same game in another language and
leaves that browser's own game alone, and a tampered link is refused. The fixture site is built as the
golden files are (site_builder/commands/golden.py: a process with the fixture on its import path)."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest
from axe_playwright_python.sync_playwright import Axe
from node_tests import published, run_node_tests
from pages.scorer_table import BOOT_TIMEOUT, STORAGE, VIEWPORT, ScorerTable
from site_helpers import ROOT
from static_host import serve

from site_builder.commands.golden import build_fixture_site, fixture_dirs

pytestmark = pytest.mark.browser
SLUG = "tinygame"
SETTLED = """() => { const r = document.querySelector('[data-results]');
  return r.dataset.answered && r.dataset.answered === r.dataset.requested; }"""


@pytest.fixture(scope="module")
def fixture_site(tmp_path_factory):
    return build_fixture_site(ROOT, tmp_path_factory.mktemp("fixture") / "site")


@pytest.fixture(scope="module")
def origin(fixture_site):
    with serve(fixture_site) as found:
        yield found


def fixture_score(game: dict) -> dict:
    """The fixture scorer's envelope (CPython, in a process with the fixture on its import path)."""
    _site, games = fixture_dirs(ROOT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(games)])}
    code = ("import json, sys; from scorer.tinygame import score; "
            "print(json.dumps(score(json.load(sys.stdin))))")
    done = subprocess.run([sys.executable, "-c", code], input=json.dumps(game), capture_output=True,
                          text=True, env=env, check=True, timeout=60)
    return json.loads(done.stdout)


def random_game(players: int, seed: int) -> dict:
    draw = random.Random(seed)
    names = ["Ana", "Ben", "Chloé", "Dev", "Eun"][:players]
    return {"game": SLUG, "players": [{"name": name, "rounds": [draw.randint(0, 4) for _ in range(3)]}
                                      for name in names]}


@pytest.mark.node
def test_the_kits_own_node_tests_pass_with_the_fixture_games_rules(fixture_site, tmp_path):
    """tests/browser/node/kit_test.mjs (the store, the share link, bounds, messages...) with this game."""
    games = [random_game(players, seed=players) for players in (2, 5)]
    scored = [{"game": game, "result": fixture_score(game)["result"]} for game in games]
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(scored), encoding="utf-8")
    stems = ("saved-games", "local-store", "share-link", "messages", "score-queue", "table-panel",
             "problem-words", "rules")
    modules = {stem: published(fixture_site, SLUG, stem) for stem in stems}
    printed = run_node_tests("node/kit_test.mjs", MODULES=json.dumps(modules), GAMES=str(games_file))
    print(next(line for line in printed.splitlines() if " link: " in line))


class TinyPage:
    """The fixture game's part of the page, as a person uses it."""

    def __init__(self, page):
        self.page = page

    def settled(self) -> None:
        self.page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT)

    def enter(self, game: dict) -> None:
        """The player count, the names typed, then each round's counts by taps on +."""
        self.page.locator(f"[data-player-count='{len(game['players'])}']").tap()
        for index, player in enumerate(game["players"]):
            self.page.locator(f"#name-{index}").fill(player["name"])
        for round_index in range(len(game["players"][0]["rounds"])):
            self.page.locator(".tg-tabs button").nth(round_index).tap()
            for index, player in enumerate(game["players"]):
                for _ in range(player["rounds"][round_index]):
                    self.page.locator(f"[data-step='1'][data-player='{index}']").tap()
        self.settled()

    def totals(self, where: str = "[data-totals]") -> list[int]:
        cells = self.page.locator(f"{where} td[data-total]")
        return [int(cells.nth(index).get_attribute("data-points")) for index in range(cells.count())]


def check_the_page_as_a_phone_user(page) -> None:
    """No accessibility violation, every button at least 44 px, no sideways scroll."""
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    sizes = page.locator("button:visible").evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.width, r.height, e.outerHTML]; })")
    assert len(sizes) > 12
    assert [item for item in sizes if item[0] < 44 or item[1] < 44] == []
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]


# (players, the page's language, the language the link is read in, the entry heading's lang: Spanish
# is the fixture's language in part, so the French fallbacks the scripts write are marked lang="fr")
@pytest.mark.parametrize(("players", "lang", "other", "fallback"),
                         [(2, "fr", "en", None), (5, "es", "en", "fr")])
def test_a_game_entered_by_taps_is_scored_listed_pictured_undone_and_shared(browser, origin, players, lang,
                                                                            other, fallback):
    game = random_game(players, seed=players)
    envelope = fixture_score(game)
    assert envelope["ok"], envelope
    expected = [player["total"] for player in envelope["result"]["players"]]
    table = ScorerTable(browser, origin, SLUG, lang)
    ui = TinyPage(table.page)
    assert table.page.locator("[data-step='-1'][data-player='0']").is_disabled()  # no count below 0
    assert table.page.locator("[data-step='1'][data-player='0']").bounding_box()["height"] >= 44
    ui.enter(game)
    assert ui.totals() == expected
    assert [cell.inner_text() for cell in table.page.locator("[data-totals] thead th").all()][1:] == \
        [player["name"] for player in game["players"]]
    verdict = table.page.locator("[data-verdict]").inner_text()
    assert all(name in verdict for name in envelope["result"]["winners"])
    assert table.page.locator("[data-entry-heading]").get_attribute("lang") == fallback
    check_the_page_as_a_phone_user(table.page)
    # The finished game is in recent games, once, with its totals.
    table.wait_recorded(1)
    assert all(player["name"] in table.recent().first.inner_text() for player in game["players"])
    assert [player["total"] for player in table.saved_games()[0]["players"]] == expected
    # The picture of the score.
    table.page.locator("[data-share-picture]").tap()
    image = table.page.locator("[data-picture-image]")
    image.wait_for(state="visible")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    assert image.evaluate("(img) => img.decode().then(() => img.naturalWidth)") > 300
    alt = image.get_attribute("alt")
    assert alt.count(". ") >= 4 and all(player["name"] in alt for player in game["players"])
    # The share link (no share sheet here: the clipboard, or the link shown to copy).
    table.page.locator("[data-share-link]").tap()
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    url = table.page.locator("[data-share-url]").input_value()
    assert url.startswith(f"{table.url}#g=")
    # Undo after a reload: one more card for the first player, the page reloaded, Undo takes it back.
    table.page.locator(".tg-tabs button").first.tap()
    table.page.locator("[data-step='1'][data-player='0']").tap()
    ui.settled()
    assert ui.totals() == [expected[0] + 1, *expected[1:]]
    table.reload()
    ui.settled()
    assert ui.totals() == [expected[0] + 1, *expected[1:]]
    assert table.page.locator("[data-undo]").is_enabled()
    table.page.locator("[data-undo]").tap()
    ui.settled()
    assert ui.totals() == expected
    assert table.recent().count() == 1
    table.close()
    open_elsewhere(browser, origin, other, url, expected)


def open_elsewhere(browser, origin: str, lang: str, url: str, expected: list[int]) -> None:
    """Another phone with a game of its own: the link, read in another language, shows the same totals
    and changes nothing stored; a tampered link is refused and changes nothing."""
    table = ScorerTable(browser, origin, SLUG, lang)
    table.page.locator("#name-0").fill("Mine")
    TinyPage(table.page).settled()
    before = table.page.evaluate(STORAGE)
    table.page.goto(url)
    table.page.wait_for_selector("[data-shared]:not([hidden])")
    table.page.locator(f".switcher a[hreflang='{lang}']").click()
    shown = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
    table.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
    assert table.page.locator("html").get_attribute("lang") == lang
    assert TinyPage(table.page).totals("[data-shared-pad]") == expected
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    fragment = url.split("#g=")[1]
    tampered = fragment[:6] + ("A" if fragment[6] != "A" else "B") + fragment[7:]
    table.page.goto(f"{origin}/{lang}/{SLUG}/score/#g={tampered}")
    table.page.reload()
    table.ready()
    notice = table.page.locator("[data-table-notice]")
    notice.wait_for(state="visible")
    assert notice.inner_text().strip() != ""
    assert table.page.locator("[data-shared]").is_hidden()
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    table.close()


def test_a_refused_game_is_said_in_words_and_loses_nothing(browser, origin):
    """Two players of the same name: the scorer's refusal in the page's words, the counts kept; a new
    name scores it again; New game then Undo brings the game back."""
    table = ScorerTable(browser, origin, SLUG, "en")
    ui = TinyPage(table.page)
    ui.enter({"players": [{"name": "Ana", "rounds": [2, 0, 1]}, {"name": "ana", "rounds": [1, 1, 0]}]})
    problems = table.page.locator("[data-problems]")
    said = problems.inner_text()
    assert problems.is_visible() and "ana" in said and "duplicate_name" not in said
    assert ui.totals() == []
    assert table.page.locator("[data-results]").get_attribute("data-state") == "refused"
    table.page.locator("#name-1").fill("Ben")
    ui.settled()
    assert problems.is_hidden() and ui.totals() == [3, 2]
    table.page.locator("[data-new-game]").tap()
    ui.settled()
    assert table.page.locator("#name-0").input_value() == "" and ui.totals() == [0, 0]
    table.page.locator("[data-undo]").tap()
    ui.settled()
    assert table.page.locator("#name-0").input_value() == "Ana" and ui.totals() == [3, 2]
    table.close()
