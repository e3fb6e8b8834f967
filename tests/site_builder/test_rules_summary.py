"""What a rules page gives at the table: a summary first (a turn, the end, the scoring, each linking its
section), a link back to the contents on every page (no script needed), and for Lost Cities a link from
the scoring section to its scorer page."""
from __future__ import annotations

import re

import pytest
from site_helpers import ROOT

from site_builder.config.site_config import LANGUAGES

GAMES = sorted(path.parent.name for path in (ROOT / "content").glob("*/rules.md"))
END = {"arboretum": "#fin-de-partie", "lost-cities": "#fin-de-manche", "sushi-go": "#fin-de-manche",
       "skull-king": "#fin-de-manche"}


def section(html: str, anchor: str) -> str:
    start = html.index(f'<h2 id="{anchor}">')
    following = html.find("<h2 ", start + 1)
    return html[start:following if following > 0 else len(html)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_summary_comes_first_and_links_the_turn_the_end_and_the_scoring(built_site, game, lang):
    html = (built_site / lang / game / "index.html").read_text(encoding="utf-8")
    prose = html[html.index('<div class="prose">'):]
    assert re.match(r'<div class="prose">\s*<h2 id="essentiel">', prose), prose[:80]
    summary = section(html, "essentiel")
    items = re.findall(r"<li>(.*?)</li>", summary, flags=re.S)
    assert len(items) == 3, items
    links = [re.findall(r'href="([^"]+)"', item) for item in items]
    assert "#un-tour" in links[0] and END[game] in links[1] and "#points" in links[2], links
    assert all(len(re.sub(r"<[^>]+>", "", item)) < 330 for item in items), "a few lines, not a section"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_rules_page_has_a_link_back_to_its_contents(built_site, game, lang):
    html = (built_site / lang / game / "index.html").read_text(encoding="utf-8")
    back = re.findall(r'<p class="back-to-toc"><a href="#toc-title">([^<]+)</a></p>', html)
    contents = re.search(r'<h2 id="toc-title">([^<]+)</h2>', html).group(1)
    assert back == [contents]
    assert html.index('class="back-to-toc"') > html.index('<div class="prose">')


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lost_cities_scoring_section_links_its_scorer(built_site, lang):
    html = (built_site / lang / "lost-cities" / "index.html").read_text(encoding="utf-8")
    assert 'href="score/"' in section(html, "points")
    assert 'href="score/"' in section(html, "essentiel")
    assert (built_site / lang / "lost-cities" / "score" / "index.html").is_file()
