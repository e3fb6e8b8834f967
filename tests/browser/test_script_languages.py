"""Every text the scripts write is marked with the language of its words, in Debian's Chromium at
360 x 740. A language added at 0 % (German here) shows French everywhere: on every kind of page (home,
rules, each game's scorer page with a game entered and scored by taps, each player aid, 404) every
text node of the body, those the scripts write included (the footer's offline line in each of its
states: not ready with the Save-Data button, keeping the files with their number, ready), must sit
under lang="fr", the names typed aside. A second language (Italian)
translates the footer's words only: those must sit under lang="it", the rest under lang="fr". The
language of a text comes from its language's catalog: a text is in that language when it is one of the
catalog's translations (its placeholders filled), in French otherwise. Every text node is recorded as
it is written (a MutationObserver set before the page's scripts), with its nearest lang once the
scripts have marked it, so a state shown for a moment (the files being kept) is checked too."""
from __future__ import annotations

import re

import pytest
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT, ScorerPage
from pages.lost_cities_page import LostCitiesPage
from pages.lost_cities_page import random_game as lost_cities_game
from pages.skull_king_page import SkullKingPage, played_game
from pages.sushi_go_page import SushiGoPage, dealt_game
from site_helpers import copy_sources, edit_catalog
from static_host import serve

from site_builder.commands.build import build_site
from site_builder.commands.i18n import update_catalogs
from site_builder.config.site_config import SiteConfig
from site_builder.translations.catalogs import is_translated
from site_builder.translations.po_files import read_catalog

AT_ZERO = "de"
FOOTER_ONLY = "it"
FOOTER_WORDS = {  # the Italian of the footer's script-written messages (publishing/offline.py)
    "Garder pour l’usage hors ligne (environ {size})": "Conserva per l’uso offline (circa {size})",
    "Préparation de l’usage hors ligne ({count} fichier sur {total})…":
        "Preparazione dell’uso offline ({count} file su {total})…",  # every plural form alike
}
NAMES = ("Inès", "Tom")  # typed by the test: names, in no language
# a name, or a part of one shown as it is typed
PREFIXES = sorted({name[:end] for name in NAMES for end in range(1, len(name) + 1)}, key=len, reverse=True)
TYPED = re.compile(r"\b(?:" + "|".join(PREFIXES) + r")\b")
ARBORETUM_GAME = {
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
READY_TIMEOUT = 120_000  # ms: every scorer's runtime kept by the service worker, on a loaded machine
LETTER = re.compile(r"[^\W\d_]")  # a text without one (numbers, sums, signs: ≈, ▲) has no language
PLACEHOLDER = re.compile(r"\\\{\w+\\\}|%\\\(\w+\\\)[sd]")
# Every text node of the body as it is written or changed, with its nearest lang once the scripts have
# marked it (a moment later: after the page's own observers), and the texts present when asked.
RECORDER = """(() => {
  window.__texts = [];
  const note = (node) => {
    const parent = node.parentElement;
    if (!parent || !node.isConnected || !node.data.trim()) return;
    if (parent.closest("head, script, style, noscript")) return;
    window.__texts.push({
      text: node.data,
      lang: parent.closest("[lang]")?.getAttribute("lang") ?? null,
      // names, not words of a language: the brand, each language's own name in the switcher
      exempt: Boolean(parent.closest("[translate='no'], a[hreflang]")),
    });
  };
  const texts = (node) => {
    if (node.nodeType === 3) return [node];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    const found = [];
    while (walker.nextNode()) found.push(walker.currentNode);
    return found;
  };
  new MutationObserver((records) => {
    const written = records.flatMap((record) =>
      record.type === "characterData" ? [record.target] : [...record.addedNodes].flatMap(texts));
    setTimeout(() => written.forEach(note), 0);
  }).observe(document, { subtree: true, childList: true, characterData: true });
  window.__noteAll = () => texts(document.body).forEach(note);
})();"""


def expected_language(catalog_path, lang: str) -> list[tuple[re.Pattern, str]]:
    """(a translation of `lang`'s catalog as a pattern, its placeholders free): a text it matches is in
    `lang`; any other text is the French its catalog left untranslated."""
    patterns = []
    for message in read_catalog(catalog_path, lang):
        if message.id and is_translated(message):
            forms = message.string if isinstance(message.string, (list, tuple)) else [message.string]
            for form in forms:
                patterns.append((re.compile(PLACEHOLDER.sub(".+?", re.escape(form.strip()))), lang))
    return patterns


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """The site with German at 0 % and Italian translating the footer's script-written words only."""
    folder = tmp_path_factory.mktemp("languages")
    root = copy_sources(folder / "repo")
    config = SiteConfig(root=root, languages=(*SiteConfig().languages, AT_ZERO, FOOTER_ONLY))
    update_catalogs(config, languages=(AT_ZERO, FOOTER_ONLY))

    def translate_footer(catalog):
        for msgid, text in FOOTER_WORDS.items():
            message = catalog.get(msgid)
            assert message is not None, msgid  # the footer's messages, as the build declares them
            message.string = (text,) * catalog.num_plurals if message.pluralizable else text

    edit_catalog(config.catalog_path(FOOTER_ONLY), FOOTER_ONLY, translate_footer)
    build_site(output_dir=folder / "site", config=config, quiet=True)
    patterns = {lang: expected_language(config.catalog_path(lang), lang) for lang in config.translations}
    with serve(folder / "site") as origin:
        yield folder / "site", origin, patterns


def open_phone(browser):
    """A fresh phone that asks to save data: nothing is kept until the footer's button is tapped."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True)
    context.add_init_script(
        "Object.defineProperty(Navigator.prototype, 'connection', {get: () => ({saveData: true})});")
    context.add_init_script(RECORDER)
    problems: list[str] = []
    context.on("weberror", lambda error: problems.append(f"web error: {error.error}"))
    return context, problems


def footer(page):
    return page.locator("footer [data-offline]")


def keep_everything(page) -> None:
    """Not ready, the button shown; tapped: the files kept one by one, until ready."""
    footer(page).locator("[data-offline-state='missing']").wait_for(state="visible", timeout=30_000)
    button = footer(page).locator("[data-offline-keep]")
    button.wait_for(state="visible")
    button.tap()
    footer(page).locator("[data-offline-state='ready']").wait_for(state="visible", timeout=READY_TIMEOUT)


def wrong_languages(page, url: str, patterns, others=None) -> list[tuple[str, str, str | None, str]]:
    """(page, text, its nearest lang, the language of its words) for every text marked wrong: the
    page's language when its catalog translates the text (`patterns`), French otherwise. A text marked
    with another language (`others`: its patterns by language, the 404 page showing every language) is
    right when that language's catalog gives it."""
    page.evaluate("window.__noteAll()")
    page.evaluate("() => new Promise((done) => setTimeout(done, 0))")  # the last notes taken
    wrong = []
    for seen in page.evaluate("window.__texts"):
        text = " ".join(seen["text"].split())
        if seen["exempt"] or not LETTER.search(TYPED.sub("", text)):
            continue
        words = next((lang for pattern, lang in patterns if pattern.fullmatch(text)), "fr")
        claimed = (others or {}).get(seen["lang"], ())
        if words == "fr" and any(pattern.fullmatch(text) for pattern, _ in claimed):
            continue
        if seen["lang"] != words:
            wrong.append((url, text[:80], seen["lang"], words))
    return list(dict.fromkeys(wrong))


def play_sushi_go(page) -> None:
    ui = SushiGoPage(page)
    ui.start(2, list(NAMES))
    ui.enter_round(dealt_game(2, seed=3, names=list(NAMES)), 0)
    ui.settled()


def play_arboretum(page) -> None:
    ui = ScorerPage(page)
    ui.enter(ARBORETUM_GAME)
    ui.score()


def play_lost_cities(page) -> None:
    LostCitiesPage(page).enter(lost_cities_game(7, rounds=1, names=NAMES))


def play_skull_king(page) -> None:
    ui = SkullKingPage(page)
    game = played_game(2, seed=5, names=list(NAMES))
    ui.start(2, list(NAMES))
    for round_index in range(2):  # two rounds, with their bonuses: the totals, the computations
        ui.enter_round(game, round_index)
        ui.settled()  # the next round comes by itself


# A game entered and scored on each scorer page, by taps: the entry, the results, the recent games.
PLAY = {"arboretum": play_arboretum, "lost-cities": play_lost_cities, "skull-king": play_skull_king,
        "sushi-go": play_sushi_go}


def pages_of(site_dir, lang: str) -> list[str]:
    """Every page of one language (home, rules, scorer pages, player aids) and the 404 page."""
    urls = sorted("/" + path.relative_to(site_dir).parent.as_posix() + "/"
                  for path in (site_dir / lang).rglob("index.html"))
    return urls + ["/404.html"]


@pytest.mark.browser
def test_at_0_percent_every_text_the_scripts_write_is_marked_french_on_every_page(browser, site):
    site_dir, origin, patterns = site
    pages = pages_of(site_dir, AT_ZERO)
    kinds = {"home": f"/{AT_ZERO}/", "scorer": "/score/", "aid": "/aid/", "404": "/404.html"}
    assert all(any(part in url for url in pages) for part in kinds.values()), pages
    context, problems = open_phone(browser)
    page = context.new_page()
    others, patterns = patterns, patterns[AT_ZERO]
    assert patterns == []  # 0 %: every word on these pages is French
    wrong = []
    page.goto(origin + pages[0])
    keep_everything(page)  # the footer in every state, on the first page
    keeping = [seen["text"] for seen in page.evaluate("window.__texts")
               if seen["text"].startswith("Préparation")]
    assert keeping, "the files being kept were never shown"
    for text in keeping:  # French's plural forms: "0 fichier", "1 fichier", "2 fichiers"
        count = int(re.search(r"\((\d+) fichiers? sur", text).group(1))
        assert (" fichier sur" in text) == (count < 2), text
    wrong += wrong_languages(page, pages[0], patterns)
    for url in pages[1:]:
        page.goto(origin + url)
        if url.endswith("/score/"):
            page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
            assert page.locator("[data-status]").get_attribute("data-status") == "ready"
            PLAY[url.strip("/").split("/")[1]](page)
        if url != "/404.html":
            footer(page).locator("[data-offline-state='ready']").wait_for(state="visible", timeout=30_000)
        wrong += wrong_languages(page, url, patterns, others if url == "/404.html" else None)
    assert wrong == [], wrong[:20]
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_the_footers_translated_words_are_in_their_language_and_the_rest_in_french(browser, site):
    _, origin, patterns = site
    context, problems = open_phone(browser)
    page = context.new_page()
    patterns = patterns[FOOTER_ONLY]
    assert len(patterns) > 2  # the button, and each plural form of the files kept
    page.goto(f"{origin}/{FOOTER_ONLY}/")
    keep_everything(page)
    texts = page.evaluate("window.__texts")
    assert any(seen["text"].startswith("Preparazione") and seen["lang"] == FOOTER_ONLY for seen in texts), \
        "the files being kept were never shown in Italian"
    assert any(seen["text"].startswith("Conserva") for seen in texts)
    assert wrong_languages(page, f"/{FOOTER_ONLY}/", patterns) == []
    assert not problems, problems
    context.close()
