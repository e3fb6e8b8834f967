"""The build's model (MkDocs' structure/): everything gathered before anything is rendered, the
problems found on the way, and the error that stops a build. No module of the pipeline is imported
here, so every stage can import the model without an import circle."""
from __future__ import annotations

import dataclasses
import datetime
import pathlib
from typing import Any

from ..config.site_config import SiteConfig
from ..content.markdown_blocks import Document
from ..plugins.interface import FenceHandler, GamePlugin
from ..translations.catalogs import LoadedCatalog, Translator
from .pages import Asset, Page


class BuildError(Exception):
    """The build refused to write: every problem found, one per line."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclasses.dataclass
class Problems:
    errors: list[str] = dataclasses.field(default_factory=list)  # always fail the build
    # Broken translations (shown in French on the page): fail `--strict` and `--strict=errors`.
    broken: list[str] = dataclasses.field(default_factory=list)
    # Untranslated or fuzzy messages, dead links...: fail `--strict` only.
    warnings: list[str] = dataclasses.field(default_factory=list)
    notes: list[str] = dataclasses.field(default_factory=list)  # said, never fatal


@dataclasses.dataclass(frozen=True)
class Game:
    """A game the site explains: its rules page's front matter, and the plug-in that adds to it."""

    slug: str  # the URL part: /<lang>/<slug>/
    document: Document
    reviewed: datetime.date
    min_players: int
    max_players: int
    minutes: int
    plugin: GamePlugin

    @property
    def has_scorer(self) -> bool:
        return self.plugin.scorer is not None


@dataclasses.dataclass(frozen=True)
class Example:
    """A fenced block of the rules read and checked by its game's handler at gather time."""

    handler: FenceHandler
    value: Any  # what the handler's read() returned; its template draws it


@dataclasses.dataclass(frozen=True)
class Site:
    """Everything gathered before anything is rendered."""

    config: SiteConfig
    catalogs: dict[str, LoadedCatalog]
    translators: dict[str, Translator]
    documents: dict[str, Document]  # by path relative to the repository root
    home: Document  # content/index.md
    games: tuple[Game, ...]
    examples: dict[tuple[str, int], Example]  # (document path, fence token index)
    pages: tuple[Page, ...] = ()
    assets: tuple[Asset, ...] = ()
    # The languages readers are sent to (the others are built for preview only): config.threshold.
    published_languages: tuple[str, ...] = ()
    completion: dict[str, float] = dataclasses.field(default_factory=dict)  # translated share by language

    def is_published(self, page: Page) -> bool:
        return page.lang is None or page.lang in self.published_languages

    def asset(self, path: str) -> Asset:
        """The gathered asset with this logical path."""
        for asset in self.assets:
            if asset.path == path:
                return asset
        raise KeyError(path)

    def game(self, slug: str) -> Game:
        return next(game for game in self.games if game.slug == slug)


@dataclasses.dataclass(frozen=True)
class BuildReport:
    output_dir: pathlib.Path
    files: tuple[str, ...]
    warnings: tuple[str, ...]
    sizes: tuple[Any, ...]  # size_report.SizeLine
    notes: tuple[str, ...] = ()  # such as the languages built for preview only
