"""Gathering, the build's first stage: the configuration, the game plug-ins, the catalogs, the Markdown
texts, the games, which languages are published, the pages and the assets, all in one Site
(structure/site.py), before anything is checked or rendered."""
from __future__ import annotations

import dataclasses
import pathlib

from ..config.site_config import SiteConfig
from ..content.examples import read_examples
from ..content.game_index import read_game, unmatched_plugins, unmatched_rules
from ..content.markdown_blocks import Document
from ..content.source_text import read_source
from ..exceptions import (
    AssetError,
    BuildError,
    CatalogError,
    ContentError,
    Level,
    ModuleError,
    PluginError,
    Problem,
    RuntimeMissing,
    StdlibError,
)
from ..plugins.interface import GamePlugin
from ..plugins.loading import checked_plugins, glossary_terms, load_plugins
from ..publishing import offline
from ..rendering import aid_pages, app_manifest, scorer_pages
from ..rendering.content_pages import core_pages
from ..rendering.page_context import (
    format_completion,
)
from ..rendering.script_comments import without_comment_lines
from ..structure.build_memo import BuildMemo
from ..structure.pages import Asset, static_assets
from ..structure.site import Game, Problems, Site
from ..translations.catalogs import (
    is_translated,
    load_catalogs_for_build,
    message_key,
    translators,
)
from ..translations.checks import computed
from .kept_results import kept_catalog_problems, kept_document


def content_path(config: SiteConfig, path: pathlib.Path) -> str:
    """A content file's name in messages and catalogs: relative to the repository root."""
    return path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)


def read_documents(config: SiteConfig, memo: BuildMemo | None = None) -> dict[str, Document]:
    remember = memo.remember if memo is not None else computed
    cache_dir = config.cache_dir
    documents = {}
    for path in sorted(config.content_dir.rglob("*.md")):
        relative = content_path(config, path)
        text = read_source(path, relative)

        def parse(text=text, relative=relative) -> Document:
            return kept_document(text, relative, cache_dir)

        documents[relative] = remember(("document", relative, text), parse)
    home = content_path(config, config.content_dir / "index.md")
    if home not in documents:
        raise ContentError(Problem("missing (the text of the home pages)", home))
    return documents


def game_plugins(config: SiteConfig) -> dict[str, GamePlugin]:
    return checked_plugins(config.plugins) if config.plugins is not None else load_plugins()


def read_games(
    config: SiteConfig, documents: dict[str, Document], plugins: dict[str, GamePlugin], problems: Problems
) -> tuple[Game, ...]:
    """A game per content/<slug>/rules.md, with its plug-in and its player aid (aid.md) if any."""
    slugs = [path.parent.name for path in sorted(config.content_dir.glob("*/rules.md"))]
    problems.add(*unmatched_rules(slugs, plugins), *unmatched_plugins(slugs, plugins))

    def text(slug: str, name: str) -> Document | None:
        return documents.get(content_path(config, config.content_dir / slug / name))

    return tuple(read_game(slug, text(slug, "rules.md"), plugins[slug], text(slug, "aid.md"))
                 for slug in slugs if slug in plugins)


def gather_assets(site: Site) -> tuple[Asset, ...]:
    """The core's static files, the service worker's registration, the scorer pages' files and what
    each game publishes."""
    assets = static_assets(site.config.static_dir) + offline.assets(site) + app_manifest.assets(site)
    assets += scorer_pages.assets(site)
    for game in site.games:
        assets.extend(game.plugin.published_assets())
    return tuple(without_comment_lines_of_styles(asset, site.config.cache_dir) for asset in assets)


def without_comment_lines_of_styles(asset: Asset, cache_dir: pathlib.Path | None = None) -> Asset:
    """A stylesheet as published: without the lines holding only a comment (script_comments reads CSS
    as it reads a script: its strings and comments are written alike)."""
    if not asset.path.endswith(".css"):
        return asset
    text = asset.data.decode("utf-8") if asset.data is not None else asset.source.read_text(encoding="utf-8")
    published = without_comment_lines(text, cache_dir).encode("utf-8")
    return dataclasses.replace(asset, data=published, source=None)


def refused_translations(
    config: SiteConfig, catalogs, plugins, problems: Problems, memo: BuildMemo | None = None
) -> dict[str, set]:
    """By language, the messages whose translation is broken: each is a problem, and shows in French."""
    refused: dict[str, set] = {}
    for lang in config.translations:
        if lang in catalogs:
            found = kept_catalog_problems(catalogs[lang], glossary_terms(plugins), memo, config.cache_dir)
            refused[lang] = {key for key, _ in found}
            problems.add(*(problem for _, problem in found))
    return refused


def catalog_completion(catalog, refused: set) -> float:
    """The share of the catalog's messages that are translated and not refused by a check."""
    messages = [message for message in catalog if message.id]
    done = [m for m in messages if is_translated(m) and message_key(m) not in refused]
    return len(done) / len(messages) if messages else 1.0


def publication(config: SiteConfig, completion: dict[str, float], problems: Problems) -> tuple[str, ...]:
    """The languages at or over their threshold; a note for each one left out."""
    published = []
    for lang in config.languages:
        ratio = completion.get(lang, 1.0 if lang == config.source_language else 0.0)
        if ratio >= config.threshold(lang):
            published.append(lang)
        else:
            problems.add(Problem(
                f"{lang} is {format_completion(ratio, 'en')} translated, under its publication "
                f"threshold of {format_completion(config.threshold(lang), 'en')}: its pages are built "
                f"for preview (/{lang}/) but left out of the language switcher, hreflang, the sitemap "
                "and the redirects of /",
                level=Level.NOTE,
            ))
    return tuple(published)


def gather_site(config: SiteConfig, problems: Problems, memo: BuildMemo | None = None) -> Site:
    try:
        plugins = game_plugins(config)
        catalogs, unreadable = load_catalogs_for_build(config)
        documents = read_documents(config, memo)
        games = read_games(config, documents, plugins, problems)
    except (CatalogError, ContentError, PluginError) as error:
        raise BuildError(error.problems) from error
    problems.add(*(problem.at(Level.BROKEN) for problem in unreadable))
    refused = refused_translations(config, catalogs, plugins, problems, memo)
    completion = {lang: catalog_completion(catalogs[lang].catalog, refused.get(lang, set()))
                  for lang in config.translations if lang in catalogs}
    published = publication(config, completion, problems)
    home = documents[content_path(config, config.content_dir / "index.md")]
    site = Site(config, catalogs, translators(config, catalogs, refused), documents, home, games,
                read_examples(games, problems), published_languages=published, completion=completion)
    pages = (core_pages(site) + aid_pages.pages(site) + scorer_pages.pages(site)
             + scorer_pages.history_pages(site))
    try:
        assets = gather_assets(site)
    except (RuntimeMissing, StdlibError, ModuleError, AssetError) as error:
        raise BuildError(problems.errors + error.problems) from error
    return dataclasses.replace(site, pages=tuple(pages), assets=assets)
