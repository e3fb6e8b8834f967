"""The build's model (MkDocs' structure/): everything gathered before anything is rendered, and the
problems found on the way (exceptions.Problem, by level). No module of the pipeline is imported here
(the types of the packages above it are named for annotations only, under TYPE_CHECKING), so every
stage can import the model without an import circle."""
from __future__ import annotations

import dataclasses
import datetime
import pathlib
from typing import TYPE_CHECKING, Any

from ..config.site_config import SiteConfig
from ..exceptions import Level, Problem
from .pages import Asset, Page

if TYPE_CHECKING:  # annotations only: the model imports no package above it
    from ..content.markdown_blocks import Document
    from ..plugins.interface import FenceHandler, GamePlugin
    from ..translations.catalogs import LoadedCatalog, Translator


@dataclasses.dataclass
class Problems:
    """What a build found, by level (exceptions.Level says what each level fails)."""

    errors: list[Problem] = dataclasses.field(default_factory=list)
    broken: list[Problem] = dataclasses.field(default_factory=list)
    warnings: list[Problem] = dataclasses.field(default_factory=list)
    notes: list[Problem] = dataclasses.field(default_factory=list)
    # Untranslated or fuzzy messages of a language not declared complete (config.complete), published
    # or not: shown to its translators (serve), never a failure, whatever the strictness.
    preview: list[Problem] = dataclasses.field(default_factory=list)

    def add(self, *found: Problem) -> None:
        """Each problem into the list of its level."""
        lists = {Level.ERROR: self.errors, Level.BROKEN: self.broken, Level.WARNING: self.warnings,
                 Level.NOTE: self.notes}
        for problem in found:
            lists[problem.level].append(problem)


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
    aid: Document | None = None  # content/<slug>/aid.md: its printable player aid, if the game has one

    @property
    def has_scorer(self) -> bool:
        return self.plugin.scorer is not None

    @property
    def texts(self) -> tuple[Document, ...]:
        """Its rules, then its player aid if any: the documents whose fences its handlers read."""
        return (self.document,) if self.aid is None else (self.document, self.aid)


@dataclasses.dataclass(frozen=True)
class Example:
    """A fenced block of the rules (or the player aid) read and checked by its game's handler at gather
    time."""

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
    warnings: tuple[Problem, ...]  # broken translations and warnings: what did not stop this build
    sizes: tuple[Any, ...]  # size_report.SizeLine
    notes: tuple[Problem, ...] = ()  # such as the languages built for preview only
    preview: tuple[Problem, ...] = ()  # untranslated or fuzzy messages of the languages not complete

    @property
    def warning_lines(self) -> list[str]:
        return [str(warning) for warning in self.warnings]
