"""What a game plug-in provides, declared in one place (as MkDocs declares its plug-in events).

The core of the build names no game. A game is a folder `content/<slug>/` holding its rules
(`rules.md`, French) and a `GamePlugin` registered under the entry-point group `marquoir.games`
(`pyproject.toml`), whose name is the slug:

    [project.entry-points."marquoir.games"]
    mygame = "site_builder.games.mygame:plugin"

A plug-in only declares data and functions; the build calls them:

- `fences`: the game's fenced blocks in its rules (```` ```mygame score="…" ````): `read`
  parses and checks one at gather time (raising exceptions.ContentError with its Problems), and
  `template` draws it in each language (with `context(render, value)`'s extra variables).
- `scorer`: a scorer page at /<lang>/<slug>/score/ (see ScorerSpec), whose Python runs in the browser.
- `assets(plugin)`: files it publishes (such as its rules' stylesheet); `rules_stylesheets` are the
  logical paths of those the rules page links.
- `templates_dir`: its templates, named `<slug>/<name>.html` in the build (a Jinja2 prefix loader).
- `glossary`: the game's terms, `pgettext(msgctxt, French)` messages such as its species' names: each is
  translated once, and a translated message whose French holds a term must hold the term's translation (a
  translation that does not is refused like a broken one: translation_check).
- `bgg_id`: the game's number on BoardGameGeek; a game declaring one gets, under each finished game of
  its scorer page, a link that logs the play in BG Stats (static/scorer/table/bg-stats.mjs).
- `message_sources()`: the files `marquoir i18n update` extracts messages from (its templates and
  Python by default), and `watch`: what `marquoir serve` watches besides them.

A game without a plug-in cannot be built (its slug would have no declaration); a rules-only game
declares just `GamePlugin(slug="...", package_dir=...)`. plugins/loading.py finds the plug-ins and checks
each against this declaration (its templates, modules and scorer package), every problem at once.

A scorer package (`ScorerSpec.package`, importable from anywhere on the import path) provides, as
scorer/__init__.py says: the function named `ScorerSpec.function` (`score`), `english.describe(problem)`
(the command line's words), `LIMITS` (what it reads at most) and `PLAYER_COUNTS`, the numbers of
players it scores (the rules' front matter `players:` must say the same).
"""
from __future__ import annotations

import dataclasses
import importlib.util
import pathlib
from collections.abc import Callable, Mapping
from typing import Any

from ..structure.pages import Asset
from .messages import Declared

ENTRY_POINT_GROUP = "marquoir.games"
JINJA_EXTRACT_OPTIONS = {
    "trimmed": "true", "newstyle_gettext": "true", "trim_blocks": "true", "lstrip_blocks": "true",
}


@dataclasses.dataclass(frozen=True)
class FenceHandler:
    word: str  # the first word of the fence's info string
    read: Callable[[Any, str], Any]  # (markdown_blocks.Fence, document path) -> value for the template
    template: str  # "<slug>/<name>.html", rendered with `example` (the value) and context(render, value)
    context: Callable[[Any, Any], dict[str, Any]] | None = None


@dataclasses.dataclass(frozen=True)
class ScorerSpec:
    """A scorer page: a form in the page, the game's Python package run by Pyodide in a module worker.

    The build publishes `static_dir`'s ES modules beside the core's worker modules (static/scorer/),
    under assets/<slug>/, with a generated `facts.mjs` (`export default <facts()>`): the game's facts
    reach the page as data, never restated in JavaScript. The worker imports `package` (shipped as a
    wheel with its parent packages' __init__.py) and calls `function` with the game as JSON-like data.
    `sample_games()`: games the build runs the scorer on inside Pyodide (good ones and refused ones,
    reaching every branch that imports a module), to learn which standard-library modules the page
    needs (site_builder/pyodide/stdlib.py); the modules its sources import are included even without samples.
    """

    package: str  # "scorer.mygame"
    template: str  # "<slug>/scorer.html", extending the core's scorer_base.html
    static_dir: pathlib.Path
    context: Callable[[Any], dict[str, Any]]  # (page_render.PageRender) -> title, description, ...
    function: str = "score"
    entry_module: str = "main.mjs"
    # the module exporting the game's `rules` for the kit (docs/scorer-page-kit.md): the history page
    # (rendering/history_pages.py) imports it to read the game's saved games back, share and reopen them
    rules_module: str = "rules.mjs"
    stylesheet: str | None = None  # the logical path of the page's stylesheet (an asset), if any
    facts: Callable[[], dict[str, Any]] = dict
    sample_games: Callable[[], list[Any]] = list
    # the page's messages: key -> plugins.messages `_()`, `pgettext()` or `ngettext()`, made
    # by the core from the catalogs with the kit's own into data-messages (see docs/scorer-page-kit.md)
    messages: Mapping[str, Any] = dataclasses.field(default_factory=dict)


def example_fence(slug: str, examples: Any) -> FenceHandler:
    """The fence of a game's worked examples, from its examples module (FENCE_WORD, read_example and,
    if it has one, example_context), drawn by its template `<slug>/example.html`."""
    return FenceHandler(word=examples.FENCE_WORD, read=examples.read_example, template=f"{slug}/example.html",
                        context=getattr(examples, "example_context", None))


def game_scorer(slug: str, plugin_dir: pathlib.Path, package: str, *, page: Any, samples: Any, messages: Any,
                name: str, **fields: Any) -> ScorerSpec:
    """A game's scorer page laid out the usual way: its template `<slug>/scorer.html`, its modules in
    the plug-in's static/, its stylesheet assets/<slug>/scorer.css (published by `stylesheets`), the
    context and facts of its `page` module, the sample games of its `samples` module, and the messages
    of its `messages` module (MESSAGES) with the game's `name`."""
    return ScorerSpec(package=package, template=f"{slug}/scorer.html", static_dir=plugin_dir / "static",
                      context=page.context, facts=page.facts, sample_games=samples.sample_games,
                      messages={**messages.MESSAGES, "game_name": name},
                      stylesheet=f"assets/{slug}/{SCORER_STYLESHEET}", **fields)


KIT_STYLESHEET = pathlib.Path(__file__).resolve().parents[1] / "static" / "scorer" / "kit.css"


SCORER_STYLESHEET = "scorer.css"  # the scorer page's: it comes after the kit's rules


def stylesheets(styles_dir: pathlib.Path, slug: str, *, prelude: Callable[[], str] = str):
    """A plug-in's `assets` hook publishing every stylesheet of `styles_dir` as assets/<slug>/<name>,
    fingerprinted, each after `prelude()` (rules written from data, such as colours); the scorer page's
    (scorer.css) also after the kit's rules (buttons, status line, the table)."""

    def assets(plugin) -> list[Asset]:
        found = []
        for path in sorted(styles_dir.glob("*.css")):
            kit = KIT_STYLESHEET.read_text(encoding="utf-8") if path.name == SCORER_STYLESHEET else ""
            data = (prelude() + kit).encode("utf-8") + path.read_bytes()
            found.append(Asset(f"assets/{slug}/{path.name}", data=data, fingerprint=True))
        return found

    return assets


@dataclasses.dataclass(frozen=True)
class GamePlugin:
    slug: str
    package_dir: pathlib.Path  # the plug-in's own folder
    templates_dir: pathlib.Path | None = None
    fences: tuple[FenceHandler, ...] = ()
    scorer: ScorerSpec | None = None
    assets: Callable[[GamePlugin], list[Asset]] | None = None
    rules_stylesheets: tuple[str, ...] = ()
    watch: tuple[pathlib.Path, ...] = ()
    glossary: tuple[Declared, ...] = ()  # pgettext(msgctxt, French term) messages
    # the game's id on BoardGameGeek, which BG Stats reads: with it the scorer page's finished games
    # get a link that logs the play in BG Stats (docs/scorer-page-kit.md); None: no link
    bgg_id: int | None = None

    def __post_init__(self):
        # Its templates are its folder's templates/ unless it names another folder.
        if self.templates_dir is None and (self.package_dir / "templates").is_dir():
            object.__setattr__(self, "templates_dir", self.package_dir / "templates")

    def message_sources(self) -> list[tuple[pathlib.Path, str, dict]]:
        """(file, Babel extraction method, options): its templates, then its Python, sorted."""
        found: list[tuple[pathlib.Path, str, dict]] = []
        if self.templates_dir is not None:
            found += [
                (path, "jinja2.ext:babel_extract", dict(JINJA_EXTRACT_OPTIONS))
                for path in sorted(self.templates_dir.rglob("*.html"))
            ]
        found += [(path, "python", {}) for path in sorted(self.package_dir.rglob("*.py"))]
        return found

    def watched_paths(self) -> list[pathlib.Path]:
        """Its own folder, its scorer package's (found by its import spec) and what it names in `watch`."""
        return [self.package_dir, *self.scorer_package_dirs(), *self.watch]

    def scorer_package_dirs(self) -> list[pathlib.Path]:
        if self.scorer is None:
            return []
        try:
            spec = importlib.util.find_spec(self.scorer.package)
        except (ImportError, ValueError):
            return []
        return [pathlib.Path(path) for path in (spec.submodule_search_locations or [])] if spec else []

    def published_assets(self) -> list[Asset]:
        return list(self.assets(self)) if self.assets is not None else []
