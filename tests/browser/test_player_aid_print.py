"""The player aids in Debian's Chromium: printed (page.pdf, as the browser's Print command makes it) each
fits exactly one A4 page and one US Letter page with no text cut (every heading in the PDF's text, every
word inside the sheet), in black ink whatever the screen's colour scheme, its species, colours or cards
told apart by their names; on a phone, axe-core finds no violation, it reads without JavaScript, and the
rules page's link leads to it; after one visit to a rules page, every aid opens and prints offline.

Reads the PDFs with poppler-utils (`pdfinfo`, `pdftotext`: `./dev test` installs them). With
MARQUOIR_SCREENSHOTS=<folder>, each printed aid is also saved there as a small black-and-white PNG
(pdftoppm, 72 dpi), as in docs/screenshots/aid-<game>-<lang>-<paper>.png."""
from __future__ import annotations

import os
import pathlib
import re
import subprocess

import pytest
from axe_playwright_python.sync_playwright import Axe
from static_host import serve

from site_builder.config.site_config import LANGUAGES
from site_builder.config.site_config import REPO_ROOT as ROOT

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
AIDS = sorted(path.parent.name for path in (ROOT / "content").glob("*/aid.md"))
BACK_NAMES = {"fr": "Retour aux règles complètes", "en": "Back to the full rules",
              "es": "Volver a las reglas completas"}
PAPERS = {"A4": (595.28, 841.89), "Letter": (612.0, 792.0)}  # points
INK = "rgb(0, 0, 0)"
PAPER_WHITE = ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)")
LINK_NAMES = {"fr": "L’aide-mémoire à imprimer, sur une page", "en": "The one-page player aid, to print",
              "es": "La ayuda de juego para imprimir, en una página"}


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def flat(text: str) -> str:
    return " ".join(text.split())


def pdf_pages(path: pathlib.Path) -> tuple[int, tuple[float, float]]:
    info = run("pdfinfo", str(path))
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    width, height = re.search(r"^Page size:\s+([\d.]+) x ([\d.]+) pts", info, re.M).groups()
    return pages, (float(width), float(height))


def word_boxes(path: pathlib.Path) -> list[tuple[str, float, float, float, float]]:
    """(word, xMin, yMin, xMax, yMax) of every word pdftotext finds, in points."""
    number = r'"([\d.]+)"'
    word = rf"<word xMin={number} yMin={number} xMax={number} yMax={number}>([^<]*)</word>"
    found = re.findall(word, run("pdftotext", "-bbox", str(path), "-"))
    return [(word, float(x0), float(y0), float(x1), float(y1)) for x0, y0, x1, y1, word in found]


def printed(page, site_url: str, lang: str, game: str, paper: str, folder: pathlib.Path) -> pathlib.Path:
    page.goto(f"{site_url}/{lang}/{game}/aid/")
    path = folder / f"aid-{game}-{lang}-{paper}.pdf"
    page.pdf(path=str(path), format=paper)  # no background option: as the browser prints by default
    shots = os.environ.get("MARQUOIR_SCREENSHOTS")
    if shots:
        picture = pathlib.Path(shots) / path.stem
        run("pdftoppm", "-png", "-mono", "-r", "72", "-singlefile", str(path), str(picture))  # ink or paper
    return path


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", AIDS)
def test_each_aid_prints_on_exactly_one_sheet_with_nothing_cut(page, site_url, tmp_path, game, lang, paper):
    path = printed(page, site_url, lang, game, paper, tmp_path)
    pages, size = pdf_pages(path)
    assert pages == 1, f"{game} {lang} on {paper}: {pages} pages"
    assert size == pytest.approx(PAPERS[paper], abs=1)
    text = flat(run("pdftotext", "-raw", str(path), "-"))  # in the page's order
    page.emulate_media(media="print")
    headings = [flat(heading) for heading in page.locator(".aid h1, .aid h2").all_inner_texts()]
    assert len(headings) == 6
    for heading in headings:
        assert heading in text, f"{heading!r} missing from the printed {game} aid ({lang}, {paper})"
    for block in page.locator(".aid-body p, .aid-body li, .aid-body figcaption").all_inner_texts():
        assert flat(block) in text, f"{flat(block)!r} not printed whole ({game}, {lang}, {paper})"
    words = word_boxes(path)
    assert len(words) > 150
    width, height = size
    margin = 14  # points (5 mm): what a home printer may not reach
    outside = [word for word, x0, y0, x1, y1 in words
               if x0 < margin or y0 < margin or x1 > width - margin or y1 > height - margin]
    assert outside == [], f"words outside the printable area: {outside[:5]}"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game", AIDS)
def test_the_printed_aid_is_ink_on_white_and_needs_no_colour(page, site_url, game, scheme):
    page.emulate_media(media="print", color_scheme=scheme)
    page.goto(f"{site_url}/en/{game}/aid/")
    style = page.evaluate("[getComputedStyle(document.body).color, "
                          "getComputedStyle(document.body).backgroundColor]")
    assert style[0] == INK and style[1] in PAPER_WHITE, style
    # An Arboretum tile (its species, its name), a Lost Cities line (its colour's name), a Skull King card
    # (its kind, its name), a Sushi Go! card (its name, which is its kind).
    labels = page.evaluate("""() => [...document.querySelectorAll(
        '.aid-body .tile, .aid-body .lc-row, .aid-body .sk-card, .aid-body .sg-chip')]
      .map(el => ({
        kind: [...el.classList].find(name => name.startsWith('sp-') || name.startsWith('sk-k-'))
          || el.querySelector('.lc-colour')?.textContent
          || (el.classList.contains('sg-chip') ? el.textContent.trim() : undefined),
        label: (el.querySelector('.tile-name, .lc-colour, .sk-card-name')
          || (el.classList.contains('sg-chip') ? el : {})).textContent || '',
        colour: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor,
    }))""")
    assert len(labels) >= 4
    by_kind = {}
    for item in labels:
        assert item["label"].strip(), item  # every card or expedition is named
        assert item["colour"] == INK and item["background"] in PAPER_WHITE, item
        by_kind.setdefault(item["kind"], set()).add(item["label"].strip())
    assert len(by_kind) >= 2 and all(len(names) == 1 for names in by_kind.values())
    assert len({next(iter(names)) for names in by_kind.values()}) == len(by_kind)  # a name per kind


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation_on_the_aids(page, site_url, scheme):
    page.set_viewport_size(PHONE)
    page.emulate_media(color_scheme=scheme)
    axe = Axe()
    for lang in LANGUAGES:
        for game in AIDS:
            page.goto(f"{site_url}/{lang}/{game}/aid/")
            violations = axe.run(page).response["violations"]
            summary = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
            assert summary == [], f"/{lang}/{game}/aid/ ({scheme}): {summary}"


@pytest.mark.parametrize("game", AIDS)
def test_the_aid_reads_without_javascript(browser, site_url, game):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{site_url}/es/{game}/aid/")
    figures = page.locator(".aid-body figure")  # the worked examples, drawn without scripts
    assert figures.count() >= 1 and all(figures.nth(index).is_visible() for index in range(figures.count()))
    headings = page.locator(".aid-body h2")
    assert headings.count() == 5
    assert all(headings.nth(index).is_visible() for index in range(5))
    widths = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert widths[0] <= widths[1]
    context.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tap_on_the_rules_page_leads_to_the_aid(browser, site_url, lang):
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    for game in AIDS:
        page.goto(f"{site_url}/{lang}/{game}/")
        page.get_by_role("link", name=LINK_NAMES[lang], exact=True).tap()
        page.wait_for_url(f"{site_url}/{lang}/{game}/aid/")
        assert page.get_by_role("heading", level=1).is_visible()
        page.get_by_role("link", name=BACK_NAMES[lang], exact=True).tap()
        page.wait_for_url(f"{site_url}/{lang}/{game}/")
    context.close()


# True once a service worker controls the page (false after 30 s without one).
WAIT_CONTROLLED = """async () => {
  const container = navigator.serviceWorker;
  const late = new Promise((resolve) => setTimeout(resolve, 30000));
  await Promise.race([container.ready, late]);
  if (!container.controller) {
    const change = new Promise((done) => container.addEventListener("controllerchange", done));
    await Promise.race([change, late]);
  }
  return Boolean(container.controller);
}"""


def test_every_aid_opens_and_prints_offline_after_visiting_a_rules_page(browser, built_site, tmp_path):
    context = browser.new_context(viewport=PHONE)
    page = context.new_page()
    with serve(built_site) as origin:
        page.goto(f"{origin}/fr/lost-cities/")
        assert page.evaluate(WAIT_CONTROLLED)
    context.set_offline(True)  # the server is stopped too
    session = context.new_cdp_session(page)
    session.send("Network.clearBrowserCache")
    session.detach()
    for lang in LANGUAGES:
        for game in AIDS:
            response = page.goto(f"{origin}/{lang}/{game}/aid/")
            assert response is not None and response.ok and response.from_service_worker, (lang, game)
            assert page.locator(".aid-body figure").first.is_visible()
            path = tmp_path / f"{game}-{lang}.pdf"
            page.pdf(path=str(path), format="A4")
            assert pdf_pages(path)[0] == 1, (lang, game)  # its print stylesheet came from the cache too
    context.close()
