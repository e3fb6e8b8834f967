"""The table's history page as the build writes it (rendering/scorer_pages.py, history_pages): a page
per language, linked from the home page and every scorer page, naming every game with a scorer page
only through what its plug-in says (its name, its scorer page, its rules module, published and
precached), its words from the catalogs, and the service worker keeping it for offline use."""
from __future__ import annotations

import json
import pathlib
import re

import pytest

from site_builder.config.site_config import LANGUAGES
from site_builder.plugins.loading import load_plugins

SCORED = sorted(slug for slug, plugin in load_plugins().items() if plugin.scorer is not None)
TITLES = {"fr": "Historique et classement", "en": "History and standings", "es": "Historial y clasificación"}


def attribute(html: str, name: str) -> str:
    found = re.search(rf"{name}='([^']*)'", html)
    assert found, name
    text = found.group(1).replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
    return text.replace("&amp;", "&")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_history_page_per_language_lists_every_scored_game(built_site, lang):
    html = (built_site / lang / "history" / "index.html").read_text(encoding="utf-8")
    assert f'<html lang="{lang}">' in html
    assert f"<h1>{TITLES[lang]}</h1>" in html
    games = json.loads(attribute(html, "data-games"))
    assert [game["slug"] for game in games] == SCORED
    for game in games:
        plugin = load_plugins()[game["slug"]]
        assert game["name"] == plugin.scorer.messages["game_name"]
        assert game["scorer"] == f"/{lang}/{game['slug']}/score/"
        assert re.fullmatch(rf"/assets/{game['slug']}/rules\.[0-9a-f]{{10}}\.mjs", game["rules"]), game
        assert (built_site / game["rules"].lstrip("/")).is_file()
        assert (game["bgStats"] or {}).get("bggId") == plugin.bgg_id
    messages = json.loads(attribute(html, "data-messages"))
    assert json.loads(attribute(html, "data-untranslated")) == []  # every word in the page's language
    assert {"history_count", "chart_round", "column_win_rate", "recent_open", "share_copied"} <= set(messages)
    entry = re.search(r'<script type="module" src="(/assets/scorer/history-page\.[0-9a-f]{10}\.mjs)"', html)
    assert entry and (built_site / entry.group(1).lstrip("/")).is_file()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_home_page_and_every_scorer_page_link_to_the_history(built_site, lang):
    link = f'href="/{lang}/history/"'
    assert link in (built_site / lang / "index.html").read_text(encoding="utf-8")
    for slug in SCORED:
        assert link in (built_site / lang / slug / "score" / "index.html").read_text(encoding="utf-8"), slug


def test_the_service_worker_keeps_the_history_and_its_modules(built_site):
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    for lang in LANGUAGES:
        assert f'"/{lang}/history/"' in worker
    html = (built_site / "fr" / "history" / "index.html").read_text(encoding="utf-8")
    for game in json.loads(attribute(html, "data-games")):
        assert f'"{game["rules"]}"' in worker
    for name in ("history-page", "standings", "running-chart", "name-merges"):
        assert re.search(rf'"/assets/scorer/{name}\.[0-9a-f]{{10}}\.mjs"', worker), name


def test_the_page_names_no_game_in_its_template_nor_its_modules():
    root = pathlib.Path(__file__).resolve().parents[2] / "site_builder"
    modules = sorted((root / "static" / "scorer" / "history").glob("*.mjs"))
    sources = [root / "templates" / "history.html", root / "static" / "history.css", *modules]
    for path in sources:
        text = path.read_text(encoding="utf-8").lower()
        assert not [slug for slug in SCORED if slug in text], path
