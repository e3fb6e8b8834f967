"""The link that logs a finished game in BG Stats (the kit's table/bg-stats.mjs, share-panel.mjs and
table-panel.mjs), for every game declaring a BoardGameGeek id: the module under Node, the strict
checker of the play (tests/pages/bg_stats.py) refusing what BG Stats would refuse, and each game's page
in Chromium at 360 x 740 in a time zone that is not UTC: no link before a game is finished; a game
finished by its share link gets one in the share box and in its recent entry, whose play is checked
field by field against the saved entry and the scorer's own score()."""
from __future__ import annotations

import copy
import datetime
import json

import pytest
from axe_playwright_python.sync_playwright import Axe
from node_tests import published, run_node_tests
from pages.bg_stats import check_play, play_of_link, utc_play_date
from pages.scorer_table import BOOT_TIMEOUT, ScorerTable

import scorer
from site_builder.plugins.loading import load_plugins

# Each game in a language of its own; a time zone far from UTC, with half hours, so that a local date
# cannot pass for a UTC one.
LANGS = {"arboretum": "fr", "lost-cities": "es", "skull-king": "fr", "sushi-go": "en"}
ZONE = "Asia/Kolkata"
BGG_IDS = {"arboretum": 140934, "lost-cities": 50, "skull-king": 150145, "sushi-go": 133473}


def game_facts(slug: str) -> dict:
    plugin = load_plugins()[slug]
    return {"name": plugin.scorer.messages["game_name"], "bggId": plugin.bgg_id, "sourceGameId": slug}


def scored(game: dict) -> dict:
    envelope = scorer.score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return envelope["result"]


def test_every_game_declares_its_boardgamegeek_number():
    assert {slug: plugin.bgg_id for slug, plugin in load_plugins().items()} == BGG_IDS


@pytest.mark.node
def test_bg_stats_module_under_node(built_site):
    modules = {"bg-stats": published(built_site, "sushi-go", "bg-stats")}
    run_node_tests("node/bg_stats_test.mjs", MODULES=json.dumps(modules), TZ=ZONE)


# The checker, on a play made here by hand as BG Stats wants it, then on each way of getting it wrong.
ENTRY = {"id": "entry-7", "date": "2026-05-01T23:47:05.120+02:00"}
RESULT = {
    "players": [{"name": "Léa", "total": 31}, {"name": "Tom", "total": 40}, {"name": "Zoé", "total": 40}],
    "winners": ["Tom", "Zoé"],
}
GAME = {"name": "Sushi Go!", "bggId": 133473, "sourceGameId": "sushi-go"}
GOOD = {
    "sourceName": "Marquoir", "sourcePlayId": "entry-7", "playDate": "2026-05-01 21:47:05",
    "game": {"name": "Sushi Go!", "bggId": 133473, "sourceGameId": "sushi-go", "highestWins": True,
             "noPoints": False},
    "players": [
        {"name": "Léa", "sourcePlayerId": "léa", "score": 31, "winner": False, "startPlayer": False,
         "rank": 3},
        {"name": "Tom", "sourcePlayerId": "tom", "score": 40, "winner": True, "startPlayer": False,
         "rank": 1},
        {"name": "Zoé", "sourcePlayerId": "zoé", "score": 40, "winner": True, "startPlayer": False,
         "rank": 1},
    ],
}
LOCAL = datetime.datetime.fromisoformat(ENTRY["date"]).strftime("%Y-%m-%d %H:%M:%S")  # the date as written


def spoilt(change):
    play = copy.deepcopy(GOOD)
    change(play)
    return play


BAD = {
    "bggId as a string": spoilt(lambda p: p["game"].update(bggId="133473")),
    "startPlayer missing": spoilt(lambda p: p["players"][0].pop("startPlayer")),
    "playDate in local time": spoilt(lambda p: p.update(playDate=LOCAL)),
    "playDate in ISO": spoilt(lambda p: p.update(playDate="2026-05-01T21:47:05Z")),
    "noPoints missing": spoilt(lambda p: p["game"].pop("noPoints")),
    "highestWins as a string": spoilt(lambda p: p["game"].update(highestWins="true")),
    "winner as a number": spoilt(lambda p: p["players"][1].update(winner=1)),
    "one tied winner not a winner": spoilt(lambda p: p["players"][2].update(winner=False)),
    "rank of a tie not shared": spoilt(lambda p: p["players"][2].update(rank=2)),
    "rank as a string": spoilt(lambda p: p["players"][0].update(rank="3")),
    "score as a float": spoilt(lambda p: p["players"][0].update(score=31.0)),
    "score as a bool": spoilt(lambda p: p["players"][0].update(score=True)),
    "a player's id by the name as typed": spoilt(lambda p: p["players"][0].update(sourcePlayerId="Léa")),
    "another play's id": spoilt(lambda p: p.update(sourcePlayId="entry-8")),
    "sourceName missing": spoilt(lambda p: p.pop("sourceName")),
    "a field BG Stats does not read": spoilt(lambda p: p.update(extra=1)),
}


def test_the_checker_takes_a_good_play():
    assert LOCAL != GOOD["playDate"] == utc_play_date(ENTRY["date"])
    check_play(GOOD, entry=ENTRY, game=GAME, result=RESULT)


@pytest.mark.parametrize("bad", BAD.values(), ids=BAD.keys())
def test_the_checker_refuses_a_bad_play(bad):
    with pytest.raises(AssertionError):
        check_play(bad, entry=ENTRY, game=GAME, result=RESULT)


@pytest.fixture
def phone(browser, origin, request):
    slug = request.param
    table = ScorerTable(browser, origin, slug, LANGS[slug], timezone_id=ZONE)
    yield table
    table.close()


def visible_links(phone) -> list[str]:
    links = phone.page.locator(".bg-stats-link").all()
    return [link.get_attribute("href") for link in links if link.is_visible()]


@pytest.mark.browser
@pytest.mark.parametrize("phone", tuple(LANGS), indirect=True)
def test_a_finished_game_links_to_bg_stats(phone):
    page = phone.page
    assert page.evaluate("() => new Date().getTimezoneOffset()") == -330  # the phone is not on UTC
    samples = [game for game in load_plugins()[phone.slug].scorer.sample_games() if scorer.score(
        json.loads(json.dumps(game)))["ok"]]
    finished = [game for game in samples if phone.rules_say("finished", game) is True]
    unfinished = [game for game in samples if phone.rules_say("finished", game) is False]
    assert finished, "no finished sample game"
    assert not visible_links(phone)  # nothing scored yet: no link
    for game in unfinished:  # a game in progress, scored and listed: nothing to log yet
        phone.keep_shared(game)
        assert not visible_links(phone)
        assert page.locator("[data-recent-bg-stats-note]").is_hidden()
    game = finished[0]
    phone.keep_shared(game)
    share = page.locator("[data-bg-stats-link]")
    share.wait_for(state="visible", timeout=BOOT_TIMEOUT)
    entry = phone.saved_games()[0]
    href = share.get_attribute("href")
    check_play(play_of_link(href), entry=entry, game=game_facts(phone.slug), result=scored(game))
    # The same play from the game's recent entry.
    item = phone.recent().first
    assert item.get_attribute("data-recent-id") == entry["id"]
    listed = item.locator(".bg-stats-link")
    assert listed.get_attribute("href") == href
    assert visible_links(phone) == [href, href]
    # Links as a phone's reader expects them: a new tab, no opener, a name holding what they show, the
    # note beside each saying what happens without the app; tall enough to tap.
    for link in (share, listed):
        assert link.get_attribute("target") == "_blank" and "noopener" in link.get_attribute("rel").split()
        label = link.inner_text().strip()
        assert label and label in (link.get_attribute("aria-label") or label)
        assert page.get_by_role("link", name=label).count() == 2
        note = page.locator(f"#{link.get_attribute('aria-describedby')}")
        assert note.is_visible() and "BG Stats" in note.inner_text()
        assert link.bounding_box()["height"] >= 44
    results = Axe().run(page)  # the links and their notes: no violation
    assert results.violations_count == 0, results.generate_report()
    # Reached by the keyboard, after the share box's buttons.
    page.locator("[data-share-picture]").focus()
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.dataset.bgStatsLink !== undefined")
    # The same game, the same play, after a reload.
    phone.reload()
    phone.page.locator(".bg-stats-link").first.wait_for(state="visible", timeout=BOOT_TIMEOUT)
    assert phone.recent().first.locator(".bg-stats-link").get_attribute("href") == href
