"""The site in Debian's Chromium at a phone's size: the language switcher keeps the page, nothing
scrolls sideways, dark mode applies, axe-core finds no violation, the table of contents jumps."""
from __future__ import annotations

import re

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.site_pages import EVERY_RULE_PAGES

from site_builder.config.site_config import LANGUAGES
from site_builder.config.site_config import REPO_ROOT as ROOT

pytestmark = pytest.mark.browser

PHONE = {"width": 360, "height": 740}
GAMES = sorted(path.parent.name for path in (ROOT / "content").glob("*/rules.md"))
RULES = ("", *(f"{game}/" for game in GAMES))
CORE_PAGES = ["/", "/404.html"] + [f"/{lang}/{page}" for lang in LANGUAGES for page in RULES]
WIDTHS = "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"


@pytest.fixture
def phone(page):
    page.set_viewport_size(PHONE)
    return page


def sitemap_paths(built_site) -> list[str]:
    text = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    return sorted({re.sub(r"^https?://[^/]+", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", text)})


def test_switcher_leads_to_the_same_page_in_the_other_language(phone, site_url):
    phone.goto(f"{site_url}/fr/arboretum/")
    phone.get_by_role("navigation", name="Langue de la page").get_by_role("link", name="English").click()
    phone.wait_for_url(f"{site_url}/en/arboretum/")
    assert phone.locator("html").get_attribute("lang") == "en"
    phone.get_by_role("navigation", name="Page language").get_by_role("link", name="Español").click()
    phone.wait_for_url(f"{site_url}/es/arboretum/")
    assert phone.locator("html").get_attribute("lang") == "es"


def test_switcher_is_tappable_on_a_touch_screen(browser, site_url):
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{site_url}/fr/")
    page.get_by_role("link", name="English").tap()
    page.wait_for_url(f"{site_url}/en/")
    assert page.get_by_role("heading", level=1).is_visible()
    context.close()


def test_no_page_scrolls_sideways_on_a_phone(phone, site_url, built_site):
    paths = sorted(set(CORE_PAGES) | set(sitemap_paths(built_site)))
    assert len(paths) >= 9
    for path in paths:
        phone.goto(site_url + path)
        widths = phone.evaluate(WIDTHS)
        assert widths[0] <= widths[1], f"{path}: {widths[0]} px wide content in a {widths[1]} px screen"


def test_no_page_scrolls_sideways_at_320_pixels(page, site_url):
    page.set_viewport_size({"width": 320, "height": 640})
    for path in CORE_PAGES:
        page.goto(site_url + path)
        widths = page.evaluate(WIDTHS)
        assert widths[0] <= widths[1], path


def luminance(css_colour: str) -> float:
    red, green, blue = (int(n) / 255 for n in re.findall(r"\d+", css_colour)[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def test_dark_mode_follows_the_system_setting(phone, site_url):
    for scheme, dark in (("dark", True), ("light", False)):
        phone.emulate_media(color_scheme=scheme)
        phone.goto(f"{site_url}/fr/arboretum/")
        background = phone.evaluate("getComputedStyle(document.body).backgroundColor")
        text = phone.evaluate("getComputedStyle(document.body).color")
        assert (luminance(background) < 0.2) is dark, (scheme, background)
        assert (luminance(text) > 0.7) is dark, (scheme, text)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_no_violation(phone, site_url, scheme):
    """axe's default rules on the core pages that test_axe_every_page, which runs every rule (the default
    ones among them) in both schemes, does not visit: the rules pages in the other languages."""
    phone.emulate_media(color_scheme=scheme)
    axe = Axe()
    pages = [path for path in CORE_PAGES if path not in EVERY_RULE_PAGES.values()]
    assert len(pages) >= 2 * len(GAMES), pages
    for path in pages:
        phone.goto(site_url + path)
        results = axe.run(phone)
        violations = results.response["violations"]
        summary = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
        assert summary == [], f"{path} ({scheme}): {summary}"


def test_table_of_contents_links_jump_to_their_section(phone, site_url):
    phone.goto(f"{site_url}/fr/arboretum/")
    entries = phone.locator("nav.toc a")
    count = entries.count()
    assert count >= 3
    for index in (count - 1, 1):
        entry = entries.nth(index)
        anchor = entry.get_attribute("href")
        entry.click()
        phone.wait_for_url(f"{site_url}/fr/arboretum/{anchor}")
        top = phone.evaluate(f"document.getElementById({anchor[1:]!r}).getBoundingClientRect().top")
        assert 0 <= top < 80, (anchor, top)


@pytest.mark.parametrize("game", GAMES)
def test_reading_needs_no_javascript(browser, site_url, game):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{site_url}/fr/{game}/")
    assert page.locator(".prose figure").first.is_visible()  # a worked example, drawn without scripts
    assert page.locator("main").inner_text().count("\n") > 50
    context.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_contents_are_one_tap_away_from_anywhere_without_javascript(browser, site_url, game):
    context = browser.new_context(viewport=PHONE, java_script_enabled=False, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(f"{site_url}/en/{game}/#faq")
    assert page.evaluate("window.scrollY") > 2000  # far down the page
    link = page.get_by_role("link", name="Contents", exact=True)
    box = link.bounding_box()
    view = page.viewport_size
    assert box["y"] >= 0 and box["y"] + box["height"] <= view["height"], box  # on screen, where we are
    assert box["x"] >= 0 and box["x"] + box["width"] <= view["width"], box
    assert box["height"] >= 44, box  # a thumb's target
    link.tap()
    page.wait_for_url(f"{site_url}/en/{game}/#toc-title")
    top = page.evaluate("document.getElementById('toc-title').getBoundingClientRect().top")
    assert 0 <= top < 80, top
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    last = page.locator(".prose > *").last.bounding_box()
    assert last["y"] + last["height"] <= link.bounding_box()["y"], "the link hides the end of the text"
    context.close()
