"""The scorer-page kit (site_builder/static/scorer/), for every game with a scorer: its modules under
Node (node/kit_test.mjs: the share link, the store's records kept aside with their reasons, bounds, one
entry per game, messages, the score queue), then the table in Chromium at 360 x 740, with taps."""
from __future__ import annotations

import json
import pathlib

import pytest
from axe_playwright_python.sync_playwright import Axe
from node_tests import published, run_node_tests
from pages.scorer_table import BOOT_TIMEOUT, SET_STORAGE, ScorerTable, Taps, current_key, games_key
from site_helpers import copy_sources
from static_host import serve

import scorer
from site_builder.commands.build import build_site
from site_builder.commands.i18n import update_catalogs
from site_builder.config.site_config import SiteConfig
from site_builder.plugins.loading import load_plugins

ROOT = pathlib.Path(__file__).resolve().parents[2]
KIT_STEMS = ("saved-games", "local-store", "share-link", "messages", "score-queue", "table-panel",
             "problem-words", "rules")
SCORED_GAMES = ("arboretum", "lost-cities")
# A constant of one of the kit's modules as the page loads it: [stem, name] -> its value.
KIT_CONSTANT = """async ([stem, name]) => {
  const link = [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((node) => new URL(node.href).pathname.split("/").pop().startsWith(`${stem}.`));
  return (await import(link.href))[name];
}"""


def scored_samples(slug: str) -> list[dict]:
    """The game's sample games that its scorer accepts, each with CPython's result."""
    found = []
    for game in load_plugins()[slug].scorer.sample_games():
        envelope = scorer.score(json.loads(json.dumps(game)))
        if envelope["ok"]:
            found.append({"game": game, "result": envelope["result"]})
    return found


@pytest.mark.node
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_kit_modules_under_node(built_site, tmp_path, slug):
    games = scored_samples(slug)
    assert len(games) >= 1
    if len(games) == 1:  # a second, different game: the first with its players' names changed
        second = json.loads(json.dumps(games[0]))
        for index, player in enumerate(second["game"]["players"]):
            player["name"] = f"Other {index + 1}"
        envelope = scorer.score(json.loads(json.dumps(second["game"])))
        games.append({"game": second["game"], "result": envelope["result"]})
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(games), encoding="utf-8")
    modules = {stem: published(built_site, slug, stem) for stem in KIT_STEMS}
    printed = run_node_tests("node/kit_test.mjs", MODULES=json.dumps(modules), GAMES=str(games_file))
    print(next(line for line in printed.splitlines() if " link: " in line))


def two_games(slug: str) -> tuple[dict, dict]:
    """Two different games of `slug`, in the scorer's form."""
    first = scored_samples(slug)[0]["game"]
    second = json.loads(json.dumps(first))
    for index, player in enumerate(second["players"]):
        player["name"] = f"Autre {index + 1}"
    return first, second


def totals(game: dict) -> dict[str, int]:
    envelope = scorer.score(json.loads(json.dumps(game)))
    return {player["name"]: player["total"] for player in envelope["result"]["players"]}


def box(locator) -> dict:
    return locator.evaluate(
        "(node) => { const r = node.getBoundingClientRect(); const s = getComputedStyle(node);"
        " return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height,"
        " font: parseFloat(s.fontSize)}; }")


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_table_buttons_reopen_remove_and_one_entry_per_game(browser, origin, slug):
    first, second = two_games(slug)
    table = ScorerTable(browser, origin, slug)
    table.keep_shared(first)
    table.keep_shared(second)
    items = table.recent()
    expected = ((0, "Autre 1"), (1, first["players"][0]["name"]))
    assert all(name in items.nth(index).inner_text() for index, name in expected)
    # Every button of the table is of the site's size, with the site's text, and apart from its neighbour.
    buttons = table.page.locator("#table button:visible")
    assert buttons.count() >= 6
    for index in range(buttons.count()):
        found = box(buttons.nth(index))
        assert found["height"] >= 44 and found["font"] >= 16, (buttons.nth(index).inner_text(), found)
    reopen, remove = (box(items.nth(1).locator("button").nth(i)) for i in (0, 1))
    assert remove["left"] - reopen["right"] >= 10 or remove["top"] - reopen["bottom"] >= 10
    # Reopen keeps the game's date and place; scored again after a reload and a change, still one entry.
    listed = [items.nth(i).inner_text() for i in range(2)]
    dates = [game["date"] for game in table.saved_games()]
    items.nth(1).get_by_role("button", name="Rouvrir").tap()
    assert "rouverte" in table.notice()
    table.page.wait_for_function("() => document.querySelector('#name-0').value !== 'Autre 1'")
    assert [items.nth(i).inner_text() for i in range(2)] == listed
    table.reload()
    table.page.locator("#name-0").fill("Zoé")
    table.rescore()
    table.page.wait_for_function(
        "() => document.querySelectorAll('[data-recent] li')[1].innerText.includes('Zoé')",
        timeout=BOOT_TIMEOUT)
    assert items.count() == 2 and "Autre 1" in items.nth(0).inner_text()
    assert [game["date"] for game in table.saved_games()] == dates
    # Remove: a way back, and it comes back in its place.
    items.nth(0).get_by_role("button", name="Supprimer").tap()
    assert items.count() == 1 and "supprimée" in table.notice()
    table.page.locator("[data-table-notice] button").tap()
    assert items.count() == 2 and "Autre 1" in items.nth(0).inner_text()
    assert len(table.saved_games()) == 2
    table.close()


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_damaged_records_are_kept_aside_said_truly_and_never_throw(browser, origin, slug):
    first, second = two_games(slug)
    table = ScorerTable(browser, origin, slug)
    table.keep_shared(first)
    saved = json.loads(table.storage()[games_key(slug)])
    good = saved["games"][0]
    # The entry as a page of version 2 wrote it (its game as data, not as a link), its game damaged.
    damaged = {key: value for key, value in good.items() if key != "link"}
    damaged["id"] = "damaged"
    damaged["game"] = json.loads(json.dumps(first))
    player = damaged["game"]["players"][0]
    player["arboretum" if "arboretum" in player else "rounds"].insert(0, None)  # a null card, a null round
    current = json.loads(table.storage()[current_key(slug)])
    current["past"] = [current["game"], {"format": 1, "players": [None]}]
    current["pastIds"] = ["x", "y"]
    items = {
        games_key(slug): json.dumps({**saved, "games": [good, damaged]}),
        current_key(slug): json.dumps(current),
    }
    table.page.evaluate(SET_STORAGE, items)
    table.reload()
    assert table.recent().count() == 1
    aside = table.page.locator("[data-table-aside]")
    assert aside.is_visible()
    assert "Une partie de la liste est abîmée" in aside.inner_text()  # each said for what it is
    assert "Une étape d’annulation est abîmée" in aside.inner_text()
    assert "ancienne" not in aside.inner_text()
    kept = json.loads(table.storage()[games_key(slug)])["aside"]
    assert sorted(item["part"] for item in kept) == ["entry", "undo"]
    assert json.loads(next(item["text"] for item in kept if item["part"] == "entry")) == damaged
    # A newer version's list, then a broken text: kept aside, said as such.
    table.page.evaluate(SET_STORAGE, {games_key(slug): json.dumps({"version": 99, "games": []})})
    table.reload()
    assert "version plus récente" in aside.inner_text()
    table.page.evaluate(SET_STORAGE, {current_key(slug): "{broken"})
    table.reload()
    assert "texte abîmé" in aside.inner_text()
    aside.get_by_role("button").tap()
    assert aside.is_hidden()
    table.close()


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_share_status_is_true_and_the_picture_is_dated_with_the_game(browser, origin, slug):
    cancel = ("navigator.share = () => Promise.reject(new DOMException('cancelled', 'AbortError'));"
              "navigator.canShare = () => true;")
    first, _ = two_games(slug)
    table = ScorerTable(browser, origin, slug, init_script=cancel)
    table.keep_shared(first)
    table.page.locator("[data-share-link]").tap()
    status = table.page.locator("[data-share-status]")
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    assert status.inner_text() == "Partage annulé : rien n’a été envoyé."
    # The picture is dated with the game's date (when it was first scored), not the picture's.
    saved = json.loads(table.storage()[games_key(slug)])
    saved["games"][0]["date"] = "2025-03-04T10:20:00.000Z"
    table.page.evaluate(SET_STORAGE, {games_key(slug): json.dumps(saved)})
    table.reload()
    table.rescore()
    table.page.wait_for_selector("[data-share]:not([hidden])", timeout=BOOT_TIMEOUT)
    table.page.locator("[data-share-picture]").tap()
    image = table.page.locator("[data-picture-image]")
    image.wait_for(state="visible")
    assert image.get_attribute("src").startswith("data:image/png;base64,")
    alt = image.get_attribute("alt")
    day = table.page.evaluate("() => new Intl.DateTimeFormat('fr', {dateStyle: 'long', timeStyle: 'short'})"
                              ".format(new Date('2025-03-04T10:20:00.000Z'))")
    name = "Arboretum" if slug == "arboretum" else "Lost Cities"
    assert alt.startswith(f"Score de {name}, partie du {day}. Totaux : "), alt
    for name, points in totals(first).items():
        assert f"{name} {points}".replace("-", "−") in alt, alt
    table.close()


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_the_list_is_bounded_and_games_of_one_minute_have_labels_of_their_own(browser, origin, slug):
    first, _ = two_games(slug)
    table = ScorerTable(browser, origin, slug)
    table.keep_shared(first)
    entry = {key: value for key, value in table.saved_games()[0].items() if key != "link"}
    limit = table.page.evaluate(KIT_CONSTANT, ["saved-games", "MAX_GAMES"])
    shown = table.page.evaluate(KIT_CONSTANT, ["saved-games", "RECENT_SHOWN"])
    assert limit >= 300 and shown == 30
    entries = []
    # A full list as version 2 wrote it (games as data), the newest 30 of one minute.
    for index in range(limit):
        other = json.loads(json.dumps({**entry, "game": first}))
        other["id"] = f"old-{index}"
        other["date"] = (f"2025-01-01T10:00:{index:02d}.000Z" if index < 30
                         else f"2024-12-31T{(index // 60) % 24:02d}:{index % 60:02d}:00.000Z")
        other["game"]["players"][0]["name"] = f"Joueuse {index}"
        other["players"][0]["name"] = f"Joueuse {index}"
        entries.append(other)
    listed = json.dumps({"version": 2, "games": entries, "aside": []})
    table.page.evaluate(SET_STORAGE, {games_key(slug): listed})
    table.reload()
    labels = table.page.locator("[data-recent] li button:first-child").evaluate_all(
        "(nodes) => nodes.map((node) => node.getAttribute('aria-label'))")
    assert len(labels) == 30 and len(set(labels)) == 30
    assert table.page.locator("[data-recent-more]").inner_text() == (
        f"Les 30 parties les plus récentes sont affichées ; cet appareil en garde {limit}.")
    assert json.loads(table.storage()[games_key(slug)])["version"] == 3  # read, then written again as links
    table.page.locator("#name-0").fill("Nouvelle")
    table.page.locator("[data-new-game]").tap()  # a new game, then Undo (the guard): the game comes back
    table.page.locator("[data-undo]").tap()
    assert table.page.locator("#name-0").input_value() == "Nouvelle"
    table.rescore()
    table.wait_listed("Nouvelle")  # its score back: the game recorded again, newest
    assert f"{limit} dernières parties" in table.notice()
    assert table.recent().count() == 30 and len(table.saved_games()) == limit
    assert table.saved_games()[-1]["id"] == f"old-{limit - 2}"  # the oldest one dropped
    table.close()


NEW = "de"  # a language at 0 %: every text falls back to French
# Every text node of the scorer and its table that is not inside lang="fr", with what it is not:
# numbers and signs, the players' own names, the game's name.
UNMARKED = """(names) => {
  const notWords = /^[\\d\\s.,:;·()→+\\-−–/%«»=×✓…☀≈▲♣●◆]*$/;  // signs, such as a colour's shape
  const found = [];
  for (const root of [document.getElementById("scorer"), document.getElementById("table")]) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data.trim();
      const element = node.parentElement;
      if (!text || notWords.test(text) || names.includes(text)) continue;
      if (element.closest("[hidden], noscript")) continue;
      if (element.closest("[lang]").lang !== "fr") found.push(text);
    }
  }
  return found;
}"""


@pytest.fixture(scope="module")
def zero_percent_site(tmp_path_factory):
    root = copy_sources(tmp_path_factory.mktemp("repo"))
    config = SiteConfig(root=root, languages=(*SiteConfig().languages, NEW))
    update_catalogs(config, languages=(NEW,))
    site = tmp_path_factory.mktemp("site")
    build_site(output_dir=site, config=config, quiet=True)
    with serve(site) as found:
        yield found


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_every_french_text_the_scripts_write_is_marked_in_a_language_at_0_percent(
        browser, zero_percent_site, slug):
    first, second = two_games(slug)
    table = ScorerTable(browser, zero_percent_site, slug, NEW)
    names = [player["name"] for game in (first, second) for player in game["players"]]
    assert table.page.evaluate(UNMARKED, names) == []
    table.keep_shared(first)
    table.keep_shared(second)
    table.page.locator("[data-share-picture]").tap()
    table.page.locator("[data-share-link]").tap()
    table.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
    table.recent().nth(1).locator("button").nth(1).tap()  # removed: a notice with its button
    table.page.locator("[data-table-notice]").wait_for(state="visible")
    written = table.page.evaluate("() => document.getElementById('scorer').innerText.length")
    assert written > 500
    assert table.page.evaluate(UNMARKED, names) == []
    table.page.locator("[data-table-notice] button").tap()
    table.page.locator("#name-0").fill("")  # a blank name: the page's "Joueur 1"
    table.rescore()
    table.page.wait_for_function(
        "() => document.querySelector('[data-recent] li').innerText.includes('Joueur 1')",
        timeout=BOOT_TIMEOUT)
    assert table.page.evaluate(UNMARKED, names) == []
    table.close()


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_the_table_is_accessible_and_fits_320_pixels(browser, origin, slug):
    first, second = two_games(slug)
    table = ScorerTable(browser, origin, slug)
    table.keep_shared(first)
    table.keep_shared(second)
    table.page.locator("[data-share-picture]").tap()
    table.page.locator("[data-share-link]").tap()
    table.recent().nth(1).locator("button").nth(1).tap()  # the notice and its button
    table.page.locator("[data-table-notice] button").wait_for()
    results = Axe().run(table.page)
    assert results.violations_count == 0, results.generate_report()
    table.page.set_viewport_size({"width": 320, "height": 640})  # the table at 320 px: nothing beyond it
    right = table.page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('#table *')]"
        ".map((e) => e.getBoundingClientRect().right))")
    assert right <= 320, right
    table.close()


@pytest.mark.browser
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_offline_without_the_runtime_says_one_visit_online_installs_it(browser, origin, slug):
    """Offline, on a device that never kept the runtime (here: its requests fail): not "reload", but
    what is missing and what fixes it, in the status line and for a score asked for."""
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True, locale="fr")
    context.add_init_script("Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false });")
    context.route("**/pyodide/**", lambda route: route.abort())
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(f"{origin}/fr/{slug}/score/")
    page.wait_for_selector("[data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").inner_text().startswith("Calculateur absent de cet appareil")
    if page.locator("[data-score]").count():
        page.locator("[data-score]").tap()
    page.wait_for_selector("[data-problems]:not([hidden])")
    text = page.locator("[data-problems]").inner_text()
    assert "Hors ligne, le calculateur n’est pas encore sur cet appareil" in text and "recharg" not in text
    assert not problems, problems
    context.close()


# The kit's `redraw` (dom.mjs) on a scratch box of the page: what it keeps, what it brings up to date and
# what it makes anew, as the page's own modules load it.
REDRAW = """async () => {
  const link = [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((node) => new URL(node.href).pathname.split("/").pop().startsWith("dom."));
  const { element, redraw } = await import(link.href);
  const box = document.body.appendChild(document.createElement("div"));
  const key = (pressed, extra = {}, children = ["A"]) =>
    element("button", { type: "button", "aria-pressed": String(pressed), dataset: { key: "a" }, ...extra },
      children);
  redraw(box, key(false, { class: "old" }), element("input", { type: "text" }), "tail");
  const [button, field] = box.children;
  button.tabIndex = -1;  // as the roving focus sets it
  field.value = "typed";
  button.focus();
  const field2 = element("input", { type: "text" });
  redraw(box, key(true, {}, ["A", element("span", { text: "+" })]), field2, "end");
  const kept = {
    sameButton: box.children[0] === button, focused: document.activeElement === button,
    pressed: button.getAttribute("aria-pressed"), classLeft: button.hasAttribute("class"),
    tabindex: button.getAttribute("tabindex"), text: box.textContent,
    fieldNew: box.children[1] !== field && box.children[1].value === "",
  };
  redraw(box, element("button", { dataset: { key: "b" } }, ["B"]));
  kept.otherKeyNew = box.children[0] !== button && box.childNodes.length === 1 && box.textContent === "B";
  box.remove();
  return kept;
}"""
# A mark on the card's node, then whether the node the page shows after the tap and the answer is it.
MARK_CARD = "(node) => { node.marquoirMark = true; }"
CARD_KEPT = """(selector) => { const node = document.querySelector(selector);
  return { kept: node.marquoirMark === true, focused: document.activeElement === node,
           pressed: node.getAttribute("aria-pressed") }; }"""


@pytest.mark.browser
def test_a_redraw_keeps_the_tapped_card_and_its_focus(browser, origin):
    """The kit's redraw keeps a node that matches its new one (tag, id, data-key) and brings it up to
    date (attributes added and taken away, its text and children), keeps the roving tabindex, makes a
    text field and a node of another key anew. On a page: the card a person taps is the same node once
    the page has drawn the change and the score (the focus stays on it: nothing for a screen reader to
    find again)."""
    table = ScorerTable(browser, origin, "lost-cities")
    page = table.page
    assert page.evaluate(REDRAW) == {
        "sameButton": True, "focused": True, "pressed": "true", "classLeft": False, "tabindex": "-1",
        "text": "A+end", "fieldNew": True, "otherKeyNew": True,
    }
    ui = Taps(page)
    ui.settled()
    card = "[data-board] [data-colour='yellow'] [data-card='7']"
    page.locator(card).evaluate(MARK_CARD)
    ui.tap(card)
    ui.settled()
    assert page.evaluate(CARD_KEPT, card) == {"kept": True, "focused": True, "pressed": "true"}
    table.close()
