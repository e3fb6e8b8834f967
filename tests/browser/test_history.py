"""The table's history page (/<lang>/history/: rendering/scorer_pages.py, static/scorer/history/) in Chromium
at 360 x 740, in each language: ten finished games of three kinds (Arboretum, Lost Cities, Sushi Go!) kept
from share links on their scorer pages over ten simulated days (Playwright's clock, on a phone of its
own), then what that phone holds given to a warm phone in each language (what is kept holds no language);
the history lists them newest first with their results; every figure of the standings equals the one
computed here from the scorer's own results; the filters; a merge of two spellings, kept across a reload;
a game reopened on its scorer page (whose result table holds the same running totals as the history's
chart table), then removed and put back, keeps its place and its date; axe finds nothing, at 360 and 320
px, with text at 200 %."""
from __future__ import annotations

import datetime
import json
import math

import pytest
from axe_playwright_python.sync_playwright import Axe
from node_tests import published, run_node_tests
from pages.bg_stats import check_play, play_of_link
from pages.history_page import (
    READ_STANDINGS,
    Finished,
    name_key,
    renamed,
    running_totals,
    shown_number,
    standings,
)
from pages.scorer_table import BOOT_TIMEOUT, SET_STORAGE, VIEWPORT, ScorerTable
from pages.screen_reading import BIG_TEXT
from warm_phones import put_away, warm_phone

import scorer
from site_builder.plugins.loading import load_plugins

LANGS = ("fr", "en", "es")
ZONE = "Europe/Paris"
START = datetime.datetime(2026, 3, 2, 19, 30, tzinfo=datetime.UTC)
# Ten games, each on a day of its own: the kind, which of its finished sample games, its players' names
# (a sample's players in reverse order when `turned`: other names win). "Léa", "léa" and "LÉA" are one
# player, as the scorers tell names apart.
PLAN = [
    ("arboretum", 0, ["Léa", "Tom"], False),
    ("lost-cities", 0, ["Tom", "Zoé"], False),
    ("sushi-go", 0, ["léa", "Zoé"], False),
    ("arboretum", 1, ["Zoé", "Max", "Tom"], False),
    ("lost-cities", 0, ["LÉA", "Max"], True),
    ("sushi-go", 0, ["Tom", "Max"], True),
    ("arboretum", 2, ["Tom", "léa", "Zoé", "Max"], False),
    ("lost-cities", 0, ["Zoé", "Léa"], True),
    ("sushi-go", 0, ["Max", "Léa"], False),
    ("arboretum", 0, ["Ana", "Zoé"], True),
]
COUNTS = {"fr": "10 parties affichées.", "en": "10 games shown.", "es": "10 partidas mostradas."}
# The samples whose game is over: Lost Cities' with a card in every round, Sushi Go!'s with full hands.
FINISHED = {"arboretum": (0, 1, 2), "lost-cities": (1,), "sushi-go": (0,)}


def scorer_samples(slug: str) -> list[dict]:
    return [game for game in load_plugins()[slug].scorer.sample_games()
            if isinstance(game, dict) and scorer.score(json.loads(json.dumps(game)))["ok"]]


def planned_games() -> list[Finished]:
    games = []
    for slug, index, names, turned in PLAN:
        sample = json.loads(json.dumps(scorer_samples(slug)[FINISHED[slug][index]]))
        if turned:
            sample["players"].reverse()
        games.append(Finished(slug, renamed(sample, names)))
    return games


class Phone:
    """One phone in `lang` (a browser context) opening scorer pages and the history."""

    def __init__(self, context, origin, lang):
        self.context, self.origin, self.lang = context, origin, lang
        self.tables: dict[str, ScorerTable] = {}
        self.problems: list[str] = []

    def table(self, slug: str) -> ScorerTable:
        if slug not in self.tables:
            table = ScorerTable.__new__(ScorerTable)
            table.slug, table.lang, table.origin, table.context = slug, self.lang, self.origin, self.context
            table.page = self.context.new_page()
            table.problems = self.problems
            table.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
            table.url = f"{self.origin}/{self.lang}/{slug}/score/"
            table.page.goto(table.url)
            table.ready()
            self.tables[slug] = table
        return self.tables[slug]

    def finish(self, finished: Finished, moment: datetime.datetime) -> None:
        """Keeps the game from its share link at `moment` (the page's clock set by the test: a phone of
        its own): it is scored and saved, dated then."""
        table = self.table(finished.slug)
        assert table.rules_say("finished", finished.game) is True, finished
        table.page.clock.set_fixed_time(moment)
        table.keep_shared(finished.game)
        entry = table.saved_games()[0]
        assert entry["players"][0]["name"] == finished.game["players"][0]["name"], entry
        finished.id, finished.date = entry["id"], entry["date"]
        assert datetime.datetime.fromisoformat(finished.date.replace("Z", "+00:00")) == moment

    def history(self):
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.goto(f"{self.origin}/{self.lang}/history/")
        page.wait_for_selector("#history[data-ready='true']")
        return page

    def check(self):
        assert not self.problems, self.problems


@pytest.fixture(scope="module")
def finished_games(browser, origin):
    """The ten games finished one a day on a phone of its own (its clock set by the test), in the source
    language: the games and what the phone then holds (its localStorage). What is kept holds no language:
    every language's history shows the same games."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="fr", timezone_id=ZONE)
    phone = Phone(context, origin, "fr")
    games = planned_games()
    for day, game in enumerate(games):
        phone.finish(game, START + datetime.timedelta(days=day, minutes=7 * day))
    held = phone.table(games[0].slug).storage()
    phone.check()
    context.close()
    return games, held


@pytest.fixture(scope="module", params=LANGS)
def kept(request, browser, origin, finished_games):
    """A phone in each language holding the ten finished games: a warm one (the scorer's runtime on it,
    as on the phone they were played on), given what the phone they were finished on holds."""
    games, held = finished_games
    context, page = warm_phone(browser, origin, "lost-cities", request.param, timezone_id=ZONE)
    page.goto(f"{origin}/{request.param}/")
    page.evaluate(SET_STORAGE, held)
    page.close()
    phone = Phone(context, origin, request.param)
    yield phone, games
    phone.check()
    put_away(context)


def listed(page) -> list[tuple[str, str, str]]:
    return page.evaluate("() => [...document.querySelectorAll('[data-history-list] > li')]"
                         ".map((li) => [li.dataset.historyGame, li.dataset.historyId, li.dataset.date])")


def newest_first(games: list[Finished]) -> list[tuple[str, str, str]]:
    ordered = sorted(games, key=lambda game: game.date, reverse=True)
    return [[game.slug, game.id, game.date] for game in ordered]


@pytest.mark.browser
def test_the_history_lists_every_game_newest_first_with_its_result(kept):
    phone, games = kept
    page = phone.history()
    assert listed(page) == newest_first(games)
    assert page.locator("[data-history-count]").inner_text() == COUNTS[phone.lang]
    by_id = {game.id: game for game in games}
    for item in page.locator("[data-history-list] > li").all():
        finished = by_id[item.get_attribute("data-history-id")]
        item.scroll_into_view_if_needed()  # read as a person reads it: scrolled to (the list's off-screen
        # games are laid out only then: content-visibility)
        result = finished.result
        text = item.locator(".history-result").inner_text()
        totals, _, winners = text.partition(". ")
        for player in result["players"]:
            assert f"{player['name']} {shown_number(player['total'])}" in totals, (text, result)
            assert (player["name"] in winners) is (player["name"] in result["winners"]), (text, result)
        title = item.locator("h3").inner_text()
        day = datetime.datetime.fromisoformat(finished.date.replace("Z", "+00:00"))
        shown_day = page.evaluate("([iso, lang]) => new Intl.DateTimeFormat(lang, {dateStyle: 'medium'})"
                                  ".format(new Date(iso))", [day.isoformat(), phone.lang])
        assert shown_day in title, (title, shown_day)
    page.close()


def check_standings(page, games, lang, merges=None):
    shown = page.evaluate(READ_STANDINGS)
    groups = {"": games, **{slug: [g for g in games if g.slug == slug] for slug in {g.slug for g in games}}}
    assert set(shown) == set(groups)
    for group, members in groups.items():
        wanted = standings(members, merges)
        assert set(shown[group]) == set(wanted), (group, shown[group].keys(), wanted.keys())
        for key, row in wanted.items():
            cells = shown[group][key]
            assert int(cells["plays"]["value"]) == row["plays"]
            assert cells["plays"]["text"] == str(row["plays"])
            assert int(cells["wins"]["value"]) == row["wins"] and cells["wins"]["text"] == str(row["wins"])
            assert math.isclose(float(cells["winRate"]["value"]), row["winRate"])
            assert cells["winRate"]["text"].replace("\u00a0", " ").replace("\u202f", " ").startswith(
                str(round(row["winRate"] * 100))), cells["winRate"]
            assert math.isclose(float(cells["average"]["value"]), row["average"])
            average = float(cells["average"]["text"].replace(MINUS_SIGN, "-").replace(",", "."))
            assert math.isclose(average, round(row["average"], 1), abs_tol=0.051), (cells["average"], row)
            assert int(cells["best"]["value"]) == row["best"]
            assert cells["best"]["text"] == shown_number(row["best"])
            assert cells["last"]["value"] == row["last"]
            day = page.evaluate("([iso, lang]) => new Intl.DateTimeFormat(lang, {dateStyle: 'medium'})"
                                ".format(new Date(iso))", [row["last"], lang])
            assert cells["last"]["text"] == day


MINUS_SIGN = "\u2212"


@pytest.mark.browser
def test_every_figure_of_the_standings_is_the_one_computed_from_the_results(kept):
    phone, games = kept
    page = phone.history()
    check_standings(page, games, phone.lang)
    assert {name_key("Léa"), name_key("léa "), name_key("LÉA")} == {"léa"}
    page.close()


@pytest.mark.browser
def test_the_filters_show_one_game_or_one_player(kept):
    phone, games = kept
    page = phone.history()
    page.locator("[data-filter-game]").select_option("lost-cities")
    wanted = [row for row in newest_first(games) if row[0] == "lost-cities"]
    page.wait_for_function("(n) => document.querySelectorAll('[data-history-list] > li').length === n",
                           arg=len(wanted))
    assert listed(page) == wanted
    page.locator("[data-filter-game]").select_option("")
    page.locator("[data-filter-player]").select_option("léa")
    lea = [[g.slug, g.id, g.date] for g in games if "léa" in {name_key(p["name"]) for p in g.game["players"]}]
    page.wait_for_function("(n) => document.querySelectorAll('[data-history-list] > li').length === n",
                           arg=len(lea))
    assert listed(page) == sorted(lea, key=lambda row: row[2], reverse=True)
    assert page.locator("[data-announce]").inner_text() == page.locator("[data-history-count]").inner_text()
    page.close()


@pytest.mark.browser
def test_two_spellings_merged_are_one_player_across_a_reload(kept):
    phone, games = kept
    page = phone.history()
    # Ana and Léa never played together: Ana counted as Léa.
    assert not any({"ana", "léa"} <= {name_key(p["name"]) for p in g.game["players"]} for g in games)
    page.locator("[data-merge-from]").select_option("ana")
    page.locator("[data-merge-into]").select_option("léa")
    page.locator("[data-merge] button[type=submit]").tap()
    page.wait_for_selector("[data-merges] li")
    check_standings(page, games, phone.lang, {"ana": "léa"})
    page.reload()
    page.wait_for_selector("#history[data-ready='true']")
    check_standings(page, games, phone.lang, {"ana": "léa"})
    # Two who played together cannot be merged: nothing changes.
    page.locator("[data-merge-from]").select_option("tom")
    page.locator("[data-merge-into]").select_option("zoé")
    page.locator("[data-merge] button[type=submit]").tap()
    page.wait_for_function("() => document.querySelector('[data-announce]').textContent.includes('Zoé')")
    assert page.locator("[data-merges] li").count() == 1
    page.locator("[data-merges] button").tap()
    page.wait_for_function("() => !document.querySelector('[data-merges] li')")
    check_standings(page, games, phone.lang)
    page.close()


def chart_table(page, game_id: str) -> list[list[int]]:
    item = page.locator(f"[data-history-id='{game_id}']")
    item.locator("summary").tap()
    item.locator(".chart-table table").wait_for()
    assert item.locator("svg.running-chart polyline").count() == 2
    return page.evaluate("(id) => [...document.querySelectorAll(`[data-history-id='${id}'] .chart-table tbody"
                         " tr`)].map((tr) => [...tr.querySelectorAll('td')]"
                         ".map((td) => Number(td.dataset.value)))",
                         game_id)


@pytest.mark.browser
def test_the_charts_tables_hold_the_results_running_totals(kept):
    phone, games = kept
    page = phone.history()
    for finished in games:
        wanted = running_totals(finished.result)
        if wanted is None:
            assert page.locator(f"[data-history-id='{finished.id}'] details").count() == 0
        else:
            assert chart_table(page, finished.id) == wanted, finished.slug
    page.close()


@pytest.mark.browser
def test_a_reopened_removed_then_restored_game_keeps_its_place_and_date(kept):
    phone, games = kept
    page = phone.history()
    before = listed(page)
    target = next(g for g in games[3:] if g.slug == "lost-cities")
    at = [row[1] for row in before].index(target.id)
    chart = chart_table(page, target.id)
    # Reopened: its scorer page shows it, with the same running totals as the history's chart table.
    page.locator(f"[data-history-id='{target.id}'] a.history-open").tap()
    page.wait_for_selector("#scorer[data-ready='true']")
    page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    page.wait_for_function("(names) => { const heads = [...document.querySelectorAll('.lc-totals thead th')]"
                           ".map((th) => th.textContent); return names.every((n) => heads.includes(n)); }",
                           arg=[p["name"] for p in target.game["players"]], timeout=BOOT_TIMEOUT)
    shown = page.evaluate("() => { const rows = {};"
                          " for (const td of document.querySelectorAll('.lc-totals td[data-running]'))"
                          " (rows[td.dataset.player] ||= []).push(Number(td.dataset.running));"
                          " return Object.values(rows); }")
    assert shown == chart
    assert "#" not in page.url
    page.goto(f"{phone.origin}/{phone.lang}/history/")
    page.wait_for_selector("#history[data-ready='true']")
    assert listed(page) == before
    # Removed, then put back: in its place, with its date.
    page.locator(f"[data-history-id='{target.id}'] button").last.tap()
    page.wait_for_function("(id) => !document.querySelector(`[data-history-id='${id}']`)", arg=target.id)
    assert listed(page) == before[:at] + before[at + 1:]
    put_back = page.locator("[data-history-notice] button")
    assert page.evaluate("() => document.activeElement"
                         " === document.querySelector('[data-history-notice] button')")
    put_back.tap()
    page.wait_for_selector(f"[data-history-id='{target.id}']")
    assert listed(page) == before
    assert page.evaluate("(id) => document.activeElement.closest('[data-history-id]')?.dataset.historyId",
                         target.id) == target.id
    page.reload()
    page.wait_for_selector("#history[data-ready='true']")
    assert listed(page) == before
    page.close()


@pytest.mark.browser
def test_the_history_is_accessible_at_360_and_320_pixels_and_200_percent_text(kept):
    phone, games = kept
    page = phone.history()
    rounds = next(g for g in games if g.slug == "sushi-go")
    chart_table(page, rounds.id)
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.set_viewport_size({"width": 320, "height": 640})
    page.evaluate(BIG_TEXT)
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))")
    wide = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert wide <= 0, f"{wide} px beyond the screen"
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    page.emulate_media(forced_colors="active")
    assert page.locator("svg.running-chart").first.is_visible()
    page.close()


@pytest.mark.browser
def test_the_home_page_and_every_scorer_page_link_to_the_history(kept):
    phone, _ = kept
    page = phone.context.new_page()
    for path in ("", "arboretum/score/", "lost-cities/score/", "sushi-go/score/"):
        page.goto(f"{phone.origin}/{phone.lang}/{path}")
        assert page.locator(f"a[href='/{phone.lang}/history/']").count() == 1, path
    page.close()


@pytest.mark.browser
def test_a_game_is_shared_by_the_link_its_scorer_page_makes(kept):
    phone, games = kept
    phone.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=phone.origin)
    page = phone.history()
    finished = games[4]
    page.locator(f"[data-history-id='{finished.id}'] .table-actions button").first.tap()
    page.wait_for_function("() => document.querySelector('[data-announce]').textContent !== ''")
    link = page.evaluate("() => navigator.clipboard.readText()")
    fragment = phone.table(finished.slug).link(finished.game)
    assert link == f"{phone.origin}/{phone.lang}/{finished.slug}/score/#g={fragment}"
    page.close()


@pytest.mark.browser
def test_every_game_links_to_bg_stats_with_its_play(kept):
    phone, games = kept
    page = phone.history()
    for finished in games:
        plugin = load_plugins()[finished.slug]
        link = page.locator(f"[data-history-id='{finished.id}'] .bg-stats-link")
        assert link.get_attribute("aria-describedby") == "history-bg-stats-note"
        assert link.get_attribute("aria-label").startswith(link.text_content())
        facts = {"name": plugin.scorer.messages["game_name"], "bggId": plugin.bgg_id,
                 "sourceGameId": finished.slug}
        check_play(play_of_link(link.get_attribute("href")), entry={"id": finished.id, "date": finished.date},
                   game=facts, result=finished.result)
    assert page.locator("#history-bg-stats-note").is_visible()
    page.close()


@pytest.mark.node
def test_the_standings_module_under_node(built_site):
    modules = {stem: published(built_site, "arboretum", stem) for stem in ("standings", "name-merges")}
    run_node_tests("node/standings_test.mjs", MODULES=json.dumps(modules))


@pytest.mark.browser
def test_a_game_removed_here_stays_removed_when_its_scorer_page_scores_it_again(kept):
    """The game on its scorer page (reopened there) removed from the history: the page, opened again,
    scores it but does not list it again, as after its recent entry's Remove. (Last: it changes the
    games kept.)"""
    phone, games = kept
    page = phone.history()
    target = next(g for g in reversed(games) if g.slug == "lost-cities")
    page.locator(f"[data-history-id='{target.id}'] a.history-open").tap()
    page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    page.wait_for_selector(f"[data-recent-id='{target.id}']")
    page.goto(f"{phone.origin}/{phone.lang}/history/")
    page.wait_for_selector("#history[data-ready='true']")
    page.locator(f"[data-history-id='{target.id}'] button").last.tap()
    page.wait_for_function("(id) => !document.querySelector(`[data-history-id='${id}']`)", arg=target.id)
    page.goto(f"{phone.origin}/{phone.lang}/lost-cities/score/")
    page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    page.wait_for_function("(names) => { const heads = [...document.querySelectorAll('.lc-totals thead th')]"
                           ".map((th) => th.textContent); return names.every((n) => heads.includes(n)); }",
                           arg=[p["name"] for p in target.game["players"]], timeout=BOOT_TIMEOUT)
    kept_ids = [entry["id"] for entry in json.loads(page.evaluate(
        "() => localStorage.getItem('marquoir.lost-cities.games')"))["games"]]
    assert target.id not in kept_ids
    assert page.locator(f"[data-recent-id='{target.id}']").count() == 0
    page.close()
