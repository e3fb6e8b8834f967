"""The core pages: the language chooser at /, a home page and a rules page per game in each language,
and 404.html. (Scorer pages: site_builder/rendering/scorer_pages.py; player aids: aid_pages.py.)"""
from __future__ import annotations

from babel.dates import format_date
from babel.numbers import format_decimal
from markupsafe import Markup

from ..config.languages import language_name
from ..content.examples import render_example
from ..structure.pages import Page
from ..structure.site import Game, Site
from .markdown_render import plain_text, render_document, render_inline
from .page_context import LocaleValue, PageRender, marked
from .scorer_pages import has_history, history_url


def document_fields(render: PageRender, rendered, source_language: str) -> dict:
    fm = rendered.front_matter

    def lang_of(key: str) -> str | None:
        return source_language if key in rendered.untranslated_front_matter else None

    return {
        "title": plain_text(fm.get("title", "")),
        "description": plain_text(fm.get("description", "")),
        "heading": Markup(render_inline(fm.get("title", ""))),
        "heading_lang": lang_of("title"),
        "tagline": Markup(render_inline(fm.get("tagline", ""))),
        "tagline_lang": lang_of("tagline"),
        "content": rendered.html,
        "toc": rendered.toc,
    }


def _game_card(render: PageRender, game: Game) -> dict:
    site = render.site
    values = game.document.front_matter.values
    title = render.translator.gettext(values["title"], record=render.log.record)
    tagline = render.translator.gettext(values["tagline"], record=render.log.record)
    untranslated = site.config.source_language if render.lang != site.config.source_language else None
    return {
        "url": f"/{render.lang}/{game.slug}/",
        "title": Markup(render_inline(title.text)),
        "title_lang": None if title.translated else untranslated,
        "tagline": Markup(render_inline(tagline.text)),
        "tagline_lang": None if tagline.translated else untranslated,
        "min_players": format_decimal(game.min_players, locale=render.lang),
        "max_players": format_decimal(game.max_players, locale=render.lang),
        "exact_players": game.max_players if game.min_players == game.max_players else None,
        "minutes": game.minutes,
    }


def home_context(render: PageRender) -> dict:
    site = render.site
    document = site.home
    rendered = render_document(document, render.translator, site.config.source_language, render.log.record)
    return {
        **document_fields(render, rendered, site.config.source_language),
        "games": [_game_card(render, game) for game in site.games],
        "history_url": history_url(render.lang) if has_history(site) else None,
    }


def rules_context_for(slug: str):
    def rules_context(render: PageRender) -> dict:
        site = render.site
        game = site.game(slug)
        document = game.document

        def render_fence(token_index: int) -> str | None:
            example = site.examples.get((document.path, token_index))
            return None if example is None else render_example(render, example)

        rendered = render_document(
            document, render.translator, site.config.source_language, render.log.record, render_fence
        )
        return {
            **document_fields(render, rendered, site.config.source_language),
            "game": _game_card(render, game),
            # In the language its sentence is shown in: never "Règles relues le 30. November 2026".
            "reviewed": LocaleValue(lambda locale: Markup('<time datetime="{}">{}</time>').format(
                game.reviewed.isoformat(), format_date(game.reviewed, format="long", locale=locale)
            )),
            "scorer_url": "score/" if game.has_scorer else None,
            "aid_url": "aid/" if game.aid is not None else None,
            "stylesheets": [render.asset_url(path) for path in game.plugin.rules_stylesheets],
        }

    return rules_context


def chooser_entries(site: Site) -> list[dict]:
    entries = []
    for lang in site.published_languages:
        translator = site.translators[lang]

        def shown(lookup):
            return marked(lookup.text, lookup.translated)

        entries.append(
            {
                "lang": lang,
                "name": language_name(lang),
                "url": f"/{lang}/",
                # Translators: on the language chooser at /, beside this language's name.
                "prompt": shown(translator.gettext("Lire les règles et compter les points en français")),
                # Translators: the 404 page, in every language, one under the other.
                "not_found": shown(translator.gettext("Cette page n’existe pas.")),
                # Translators: the 404 page's link to the home page of this language.
                "home": shown(translator.gettext("Aller à l’accueil")),
            }
        )
    return entries


def root_context(render: PageRender) -> dict:
    site = render.site
    return {
        "title": "Marquoir",
        "description": " · ".join(
            # Translators: the description of the language chooser at / for search engines.
            site.translators[lang].gettext("Règles de jeux de cartes et calcul des points").text
            for lang in site.published_languages
        ),
        "entries": chooser_entries(site),
    }


def not_found_context(render: PageRender) -> dict:
    return {"title": "404", "description": "", "entries": chooser_entries(render.site)}


def core_pages(site: Site) -> list[Page]:
    pages = [
        Page("home", None, "/", "chooser.html", root_context),
        Page("404", None, "/404.html", "404.html", not_found_context, in_sitemap=False, output="404.html"),
    ]
    for lang in site.config.languages:
        pages.append(Page("home", lang, f"/{lang}/", "home.html", home_context))
        for game in site.games:
            url = f"/{lang}/{game.slug}/"
            pages.append(Page(game.slug, lang, url, "rules.html", rules_context_for(game.slug)))
    return pages
