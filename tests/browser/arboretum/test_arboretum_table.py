"""The table's features of the scorer page, in Chromium at 360 x 740: scored games kept on the device
(reopen, remove), the share link (another browser, another language, its own game untouched; a
changed link refused), the picture of the score, the migration of a game saved by the page before,
an installable site, and a new build taken up while a page is open. The share link's encoding and
the saved-games format are also tested alone under Node (arboretum/node/table_test.mjs)."""
from __future__ import annotations

import json
import os
import pathlib
import struct
import time

import pytest
from node_tests import published, run_node_tests
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT
from pages.scorer_table import ENCODE
from shared_files import shared_path
from site_helpers import copy_sources
from static_host import serve

from scorer.arboretum import score
from site_builder.commands.build import build_site

ROOT = pathlib.Path(__file__).resolve().parents[3]
REFERENCE_GAMES = shared_path("reference-games", "course-endgames.json")
LEGACY_KEY = "marquoir.arboretum.scorer.v1"
CURRENT_KEY = "marquoir.arboretum.current"
GAMES_KEY = "marquoir.arboretum.games"
WAIT_CONTROLLED = """async () => {
  await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) {
    await new Promise((done) => navigator.serviceWorker.addEventListener("controllerchange", done));
  }
  return true;
}"""
PAGE_CACHES = "async () => (await caches.keys()).filter((n) => n.startsWith('marquoir-pages-'))"
SHARED_SCORED = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
STORAGE = "() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage[k]]))"


def page_form(game: dict) -> dict:
    """A game as the page of version 1 saved it (four player slots, seven hand slots)."""
    players = [
        {"name": p["name"], "arboretum": p["arboretum"], "hand": (p["hand"] + [None] * 7)[:7]}
        for p in game["players"]
    ]
    players += [{"name": "", "arboretum": [], "hand": [None] * 7}] * (4 - len(players))
    return {"format": 1, "playerCount": len(game["players"]), "players": players}


def renamed(game: dict, names: list[str]) -> dict:
    pairs = zip(game["players"], names, strict=True)
    return {"players": [{**player, "name": name} for player, name in pairs]}


def totals(game: dict) -> dict[str, int]:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return {player["name"]: player["total"] for player in envelope["result"]["players"]}


def open_phone(browser, lang: str):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    return context, page, problems


def shown_totals(page, where: str, names) -> dict[str, int]:
    cell = f'{where} td[data-total="{{}}"] .points'
    return {name: int(page.locator(cell.format(name)).inner_text()) for name in names}


def score_with_button(page) -> None:
    stamp = page.locator("[data-results]").get_attribute("data-stamp") or "0"
    page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    page.locator("[data-score]").click()
    wait_stamp_after(page, stamp)
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"


def wait_stamp_after(page, stamp: str) -> None:
    page.wait_for_function(
        "(stamp) => (document.querySelector('[data-results]').dataset.stamp || '0') !== stamp",
        arg=stamp, timeout=BOOT_TIMEOUT)


@pytest.fixture(scope="module")
def games(reference_games):
    first = renamed(reference_games["games"][0]["game"], ["Léa", "Tom"])
    second = renamed(reference_games["games"][1]["game"], ["Ana", "Bruno"])
    return first, second


def test_share_link_and_saved_games_format_under_node(built_site):
    modules = {name: published(built_site, "arboretum", stem) for name, stem in
               (("SHARE_MODULE", "share-link"), ("LINK_MODULE", "link"), ("SAVED_MODULE", "saved-games"),
                ("RULES_MODULE", "rules"), ("STATE_MODULE", "state"))}
    printed = run_node_tests("arboretum/node/table_test.mjs", **modules, REFERENCE_GAMES=str(REFERENCE_GAMES))
    print(next(line for line in printed.splitlines() if "four-player link" in line))


@pytest.mark.browser
def test_recent_games_share_link_and_picture(browser, site_url, games):
    first, second = games
    context, page, problems = open_phone(browser, "fr")
    origin = site_url
    scorer = f"{origin}/fr/arboretum/score/"
    # A game saved by the page before (version 1) is carried over to version 2.
    page.goto(scorer)
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [LEGACY_KEY, json.dumps(page_form(first))])
    page.reload()
    page.wait_for_selector("#scorer[data-ready='true']")
    assert page.locator("#name-0").input_value() == "Léa"
    saved = page.evaluate(STORAGE)
    assert LEGACY_KEY not in saved and json.loads(saved[CURRENT_KEY])["version"] == 2
    score_with_button(page)
    assert shown_totals(page, "[data-pad]", ["Léa", "Tom"]) == totals(first)
    assert page.locator("[data-recent] li").count() == 1

    # The second game comes in by a link, is kept, and is scored with the Score button.
    link = page.evaluate(ENCODE, second)
    page.goto(f"{scorer}#g={link}")
    page.wait_for_selector(SHARED_SCORED, timeout=BOOT_TIMEOUT)
    stamp = page.locator("[data-results]").get_attribute("data-stamp") or "0"
    page.get_by_role("button", name="Garder cette partie").click()
    wait_stamp_after(page, stamp)
    score_with_button(page)
    assert shown_totals(page, "[data-pad]", ["Ana", "Bruno"]) == totals(second)
    items = page.locator("[data-recent] li")
    assert items.count() == 2
    assert "Ana" in items.nth(0).inner_text() and "Léa" in items.nth(1).inner_text()

    # The picture of the score: a PNG, described in words with the right totals.
    page.get_by_role("button", name="Faire une image du score").click()
    image = page.locator("[data-picture-image]")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    assert page.evaluate("() => document.querySelector('[data-picture-image]').decode().then(() => true)")
    assert image.evaluate("(img) => img.naturalWidth") > 300
    description = image.get_attribute("alt")
    for name, points in totals(second).items():
        assert f"{name} {points}" in description, description

    # The share link: the whole game, in the fragment.
    page.get_by_role("button", name="Envoyer le lien").click()
    shared_url = page.locator("[data-share-url]").input_value()
    assert shared_url.startswith(scorer + "#g=")

    # Reopen the first game from the list (it keeps its place), then remove the second.
    stamp = page.locator("[data-results]").get_attribute("data-stamp")
    items.nth(1).get_by_role("button", name="Rouvrir").click()
    wait_stamp_after(page, stamp)
    assert page.locator("#name-0").input_value() == "Léa"
    assert shown_totals(page, "[data-pad]", ["Léa", "Tom"]) == totals(first)
    assert "Léa" in items.nth(1).inner_text()
    page.locator("[data-recent] li", has_text="Ana").get_by_role("button", name="Supprimer").click()
    assert page.locator("[data-recent] li").count() == 1
    page.reload()
    page.wait_for_selector("#scorer[data-ready='true']")
    assert page.locator("[data-recent] li").count() == 1
    assert len(json.loads(page.evaluate(STORAGE)[GAMES_KEY])["games"]) == 1
    assert not problems, problems
    context.close()

    open_shared_elsewhere(browser, origin, shared_url, second)


def open_shared_elsewhere(browser, origin: str, shared_url: str, game: dict) -> None:
    """Another browser, in English, with its own game: the link shows the same result, in English, and
    leaves its game alone; a changed link is refused and changes nothing."""
    context, page, problems = open_phone(browser, "en")
    page.goto(f"{origin}/en/arboretum/score/")
    own = page_form({"players": [{"name": name, "arboretum": [], "hand": []} for name in ("Own", "Mine")]})
    saved = json.dumps({"version": 2, "game": own})
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [CURRENT_KEY, saved])
    before = page.evaluate(STORAGE)
    page.goto(shared_url)  # the sender's page, in French: its language switcher keeps the game
    page.wait_for_selector("[data-shared]:not([hidden])")
    page.locator(".switcher a[hreflang='en']").click()
    page.wait_for_selector(SHARED_SCORED, timeout=BOOT_TIMEOUT)
    assert page.locator("html").get_attribute("lang") == "en"
    assert page.get_by_role("heading", name="Game received").is_visible()
    assert shown_totals(page, "[data-shared-pad]", totals(game)) == totals(game)
    assert page.locator("#name-0").input_value() == "Own"
    assert page.evaluate(STORAGE) == before

    base, fragment = shared_url.split("#g=")
    tampered = fragment[:10] + ("A" if fragment[10] != "A" else "B") + fragment[11:]
    page.goto(f"{origin}/en/arboretum/score/#g={tampered}")
    page.reload()
    notice = page.locator("[data-table-notice]")
    notice.wait_for(state="visible")
    assert "damaged or incomplete" in notice.inner_text()
    assert page.locator("[data-shared]").is_hidden()
    assert page.locator("#name-0").input_value() == "Own"
    assert page.evaluate(STORAGE) == before
    assert not problems, problems
    context.close()


def png_size(path: pathlib.Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.browser
def test_the_site_is_installable(browser, built_site, site_url):
    """Chromium's own installability check (what Lighthouse's audit reads), the manifest's fields and
    its icons' sizes, on the scorer page controlled by the service worker."""
    context, page, problems = open_phone(browser, "es")
    origin = site_url
    page.goto(f"{origin}/es/arboretum/score/")
    assert page.evaluate(WAIT_CONTROLLED)
    page.reload()
    cdp = context.new_cdp_session(page)
    manifest = cdp.send("Page.getAppManifest")
    assert not manifest.get("errors"), manifest
    data = json.loads(manifest["data"])
    assert data["display"] == "standalone" and data["start_url"] == "/es/" and data["lang"] == "es"
    assert data["name"].startswith("Marquoir") and data["short_name"] == "Marquoir"
    assert data["theme_color"] and data["background_color"]
    sizes = {(icon["sizes"], icon["purpose"]) for icon in data["icons"]}
    assert sizes == {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")}
    for icon in data["icons"]:
        width, height = png_size(built_site / icon["src"].lstrip("/"))
        assert f"{width}x{height}" == icon["sizes"]
        assert page.request.get(origin + icon["src"]).ok
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == [], errors
    assert page.evaluate("() => Boolean(navigator.serviceWorker.controller)")
    metas = page.locator("meta[name='theme-color']")
    assert metas.count() == 2
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_a_new_build_is_taken_up_when_the_player_accepts(browser, tmp_path):
    """A new build published while the scorer is open: the page offers to reload; once accepted it runs
    the new build's files only, with the game being entered intact; the old cache goes afterwards."""
    root = copy_sources(tmp_path / "repo")
    build_site(output_dir=tmp_path / "old", root=root, quiet=True)
    catalog = root / "locales" / "es" / "LC_MESSAGES" / "messages.po"
    catalog.write_text(catalog.read_text(encoding="utf-8").replace(
        'msgstr "Marquoir: reglas y puntuación de juegos de cartas"',
        'msgstr "Marquoir: reglas y puntos de juegos de cartas"'), encoding="utf-8")
    build_site(output_dir=tmp_path / "new", root=root, quiet=True)
    later = max(path.stat().st_mtime for path in (tmp_path / "old").rglob("*")) + 10
    for path in (tmp_path / "new").rglob("*"):
        os.utime(path, (later, later))
    old_manifest = next((tmp_path / "old" / "assets").glob("manifest.es.*.webmanifest")).name
    new_manifest = next((tmp_path / "new" / "assets").glob("manifest.es.*.webmanifest")).name
    assert old_manifest != new_manifest
    live = tmp_path / "live"
    live.symlink_to(tmp_path / "old", target_is_directory=True)
    context, page, problems = open_phone(browser, "es")
    with serve(live) as origin:
        page.goto(f"{origin}/es/arboretum/score/")
        assert page.evaluate(WAIT_CONTROLLED)
        page.wait_for_selector("#scorer[data-ready='true']")
        page.locator("#name-0").fill("Zoé")
        live.unlink()
        live.symlink_to(tmp_path / "new", target_is_directory=True)  # the deploy
        page.evaluate("async () => (await navigator.serviceWorker.ready).update()")
        notice = page.locator("[data-update]")
        notice.wait_for(state="visible", timeout=30000)
        assert page.locator("link[rel=manifest]").get_attribute("href").endswith(old_manifest)
        loaded: list[str] = []
        with page.expect_navigation():
            notice.get_by_role("button").click()
        page.on("request", lambda request: loaded.append(request.url))
        page.wait_for_selector("#scorer[data-ready='true']")
        assert page.locator("link[rel=manifest]").get_attribute("href").endswith(new_manifest)
        assert page.locator("#name-0").input_value() == "Zoé"
        assert notice.is_hidden()
        resources = page.evaluate("() => performance.getEntriesByType('resource').map((e) => e.name)")
        for url in resources + loaded:
            path = url.removeprefix(origin).split("?")[0].split("#")[0]
            if path.startswith(("/assets/", "/scorer/", "/pyodide/")):
                assert (tmp_path / "new" / path.lstrip("/")).is_file(), path
        deadline = time.monotonic() + 30
        while True:
            names = page.evaluate(PAGE_CACHES)
            if len(names) == 1:
                break
            assert time.monotonic() < deadline, names
            page.goto(f"{origin}/es/")
            time.sleep(0.3)
    assert not problems, problems
    context.close()
