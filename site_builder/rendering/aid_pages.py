"""Player aids: for every game whose folder holds `aid.md`, a page per language at /<lang>/<slug>/aid/,
linked from its rules page, that prints on one sheet, A4 or US Letter alike (static/aid.css).

The aid is Markdown like the rules (French, translated through the same catalogs); its fenced worked
examples are read and checked by the game's fence handlers at gather time (content/examples.py) and
drawn by the same templates as in the rules. The page needs no script, and it is precached for offline
use like every published page (publishing/offline.py).
"""
from __future__ import annotations

from ..content.examples import render_example
from ..structure.pages import Page
from ..structure.site import Game, Site
from .content_pages import document_fields
from .markdown_render import render_document
from .page_context import PageRender

TEMPLATE = "aid.html"
STYLESHEET = "assets/aid.css"  # the print layout: site_builder/static/aid.css


def page_key(game: Game) -> str:
    return f"{game.slug}-aid"


def page_url(lang: str, game: Game) -> str:
    return f"/{lang}/{game.slug}/aid/"


def aid_games(site: Site) -> list[Game]:
    return [game for game in site.games if game.aid is not None]


def aid_context_for(slug: str):
    def aid_context(render: PageRender) -> dict:
        site = render.site
        game = site.game(slug)

        def render_fence(token_index: int) -> str | None:
            example = site.examples.get((game.aid.path, token_index))
            return None if example is None else render_example(render, example)

        rendered = render_document(
            game.aid, render.translator, site.config.source_language, render.log.record, render_fence
        )
        return {
            **document_fields(render, rendered, site.config.source_language),
            "rules_url": f"/{render.lang}/{game.slug}/",
            "stylesheets": [render.asset_url(path) for path in (*game.plugin.rules_stylesheets, STYLESHEET)],
        }

    return aid_context


def pages(site: Site) -> list[Page]:
    return [
        Page(page_key(game), lang, page_url(lang, game), TEMPLATE, aid_context_for(game.slug))
        for lang in site.config.languages
        for game in aid_games(site)
    ]
