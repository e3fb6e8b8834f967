"""Scorer pages: for every game whose plug-in declares a scorer (plugins.ScorerSpec), a page per
language at /<lang>/<slug>/score/, and the files it needs; and the table's history at /<lang>/history/,
every game's finished games and the standings (history_pages(), below).

Each game's ES modules are published under assets/<slug>/ with a generated `facts.mjs` holding the
game's facts as data; the core's scorer-page kit (static/scorer/: the module worker that boots Pyodide
and its page-side client, the session, the store, the words, the table) once for every game, under
assets/scorer/ (a visitor's browser keeps one copy, offline too). In the sources every module imports
another as `./name.mjs`; the build gives a game's module the kit's address instead. The game's Python
package goes to the browser as a wheel; the self-hosted Pyodide runtime is published once for all
games. The page's words come from the catalogs (scorer_messages.py: the kit's and the game's declared
messages); they reach the scripts through data- attributes, as the site's CSP forbids inline scripts.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..exceptions import AssetError, Problem
from ..pyodide.runtime import ENTRY, LOGICAL_FOLDER, RUNTIME_FILES, STDLIB, locate_runtime
from ..pyodide.stdlib import ScorerRun, lock_info, trimmed_stdlib
from ..pyodide.wheels import Wheel, build_scorer_wheel, package_sources
from ..structure.pages import Asset, Page, static_assets
from ..structure.site import Game, Site
from . import scorer_messages
from .es_modules import imported_closure, module_assets

CORE_MODULES = "scorer"  # the folder of site_builder/static holding the worker and its client
BOOT_MODULE = "worker-client.mjs"  # loaded async first: it starts the worker
WORKER_MODULE = "scorer-worker.mjs"
FACTS_MODULE = "facts.mjs"
WHEEL_VERSION = "0.1.0"


def page_key(game: Game) -> str:
    return f"{game.slug}-score"


def page_url(lang: str, game: Game) -> str:
    return f"/{lang}/{game.slug}/score/"


KIT_PREFIX = f"assets/{CORE_MODULES}/"


def module_prefix(game: Game) -> str:
    return f"assets/{game.slug}/"


def module_path(game: Game, name: str, own: Iterable[str]) -> str:
    """The logical path of a module a game's scorer page loads: the game's own, else the kit's."""
    return module_prefix(game) + name if name in own else KIT_PREFIX + name


def wheel_path(game: Game) -> str:
    """The wheel's logical path (it is published in a folder named by its digest)."""
    return f"scorer/{game.slug}.whl"


def scorer_games(site: Site) -> list[Game]:
    return [game for game in site.games if game.has_scorer]


def facts_module(game: Game) -> str:
    facts = json.dumps(game.plugin.scorer.facts(), ensure_ascii=False, sort_keys=True, indent=1)
    return f"// The facts of {game.slug}, written by the build from its Python.\nexport default {facts};\n"


def modules_in(folder) -> dict[str, str]:
    """The modules of `folder` and its subfolders by file name: subfolders group the sources, the
    published modules are side by side (they import one another as `./name.mjs`), so a name is unique."""
    found: dict[str, str] = {}
    for path in sorted(folder.rglob("*.mjs")):
        if path.name in found:
            raise AssetError(Problem(f"two modules are named {path.name}", str(path)))
        found[path.name] = path.read_text(encoding="utf-8")
    return found


def file_name(path: str) -> str:
    return path.rsplit("/", 1)[-1]


def kit_sources(site: Site) -> dict[str, str]:
    return modules_in(site.config.static_dir / CORE_MODULES)


def own_sources(game: Game, kit: Iterable[str]) -> dict[str, str]:
    """The game's own modules by file name, and its facts.mjs; none may take a name of the kit's."""
    own = modules_in(game.plugin.scorer.static_dir)
    clash = sorted((set(kit) | {FACTS_MODULE}) & set(own))
    if clash:
        raise AssetError(Problem(f"game {game.slug}: its modules {clash} would replace the core's"))
    return {**own, FACTS_MODULE: facts_module(game)}


def pages(site: Site) -> list[Page]:
    return [
        Page(page_key(game), lang, page_url(lang, game), game.plugin.scorer.template, scorer_context(game))
        for game in scorer_games(site)
        for lang in site.config.languages
    ]


def assets(site: Site) -> list[Asset]:
    games = scorer_games(site)
    if not games:
        return []
    runtime = locate_runtime(site.config.root)
    kit_modules = kit_sources(site)
    cache_dir = site.config.cache_dir
    kit = module_assets(kit_modules, KIT_PREFIX, f"{site.config.static_dir / CORE_MODULES}/",
                        cache_dir=cache_dir)
    # the kit's modules as a game's modules name them: from assets/<slug>/ to assets/scorer/
    kit_addresses = {file_name(asset.path): f"../{CORE_MODULES}/{file_name(asset.published_path)}"
                     for asset in kit}
    found, runs, source_wheels = list(kit), [], []
    for game in games:
        spec = game.plugin.scorer
        wheel = build_scorer_wheel(spec.package, WHEEL_VERSION, cache_dir)
        source_wheels.append(wheel)
        found.extend(module_assets(own_sources(game, kit_modules), module_prefix(game), f"{spec.static_dir}/",
                                   elsewhere=kit_addresses, cache_dir=cache_dir))
        found.extend(static_assets(spec.static_dir, module_prefix(game)))
        sources = dict(package_sources(spec.package))
        runs.append(ScorerRun(spec.package, spec.function, wheel.data, sources, list(spec.sample_games())))
    compiled = trimmed_stdlib(runtime.source_dir, RUNTIME_FILES, runs, cache_dir)
    for game, source in zip(games, source_wheels, strict=True):  # served: with the modules compiled
        wheel = Wheel(source.filename, compiled.wheels[game.plugin.scorer.package])
        found.append(Asset(wheel_path(game), data=wheel.data, immutable=True, published=wheel.site_path))
    return runtime.assets(compiled.stdlib) + found


def bg_stats_game(game: Game) -> dict[str, Any] | None:
    """What the table's link to BG Stats says of the game (table/bg-stats.mjs), or None when the game
    declares no BoardGameGeek id (then there is no link): its name as it is printed, in every language."""
    if game.plugin.bgg_id is None:
        return None
    name = game.plugin.scorer.messages.get("game_name")
    return {"name": name if isinstance(name, str) else game.slug, "bggId": game.plugin.bgg_id,
            "sourceGameId": game.slug}


def scorer_context(game: Game):
    spec = game.plugin.scorer

    def context(render) -> dict[str, Any]:
        kit = kit_sources(render.site)
        own = own_sources(game, kit)
        sources = {**kit, **own}  # the page's modules by file name: the kit's and the game's own

        def url(name: str) -> str:
            return render.asset_url(module_path(game, name, own))

        roots = [BOOT_MODULE, spec.entry_module]
        preloads = [name for name in imported_closure(sources, roots) if name not in roots]
        worker_modules = [WORKER_MODULE] + [
            name for name in imported_closure(sources, [WORKER_MODULE]) if name != WORKER_MODULE
        ]
        pyodide_entry = render.asset_url(f"{LOGICAL_FOLDER}/{ENTRY}")
        return {
            "rules_url": f"/{render.lang}/{game.slug}/",
            "entry_module": url(spec.entry_module),
            "boot_module": url(BOOT_MODULE),
            "preload_modules": [url(name) for name in preloads],
            "worker_module": url(WORKER_MODULE),
            "stylesheet": render.asset_url(spec.stylesheet) if spec.stylesheet else None,
            "pyodide_url": pyodide_entry.rsplit("/", 1)[0] + "/",
            # the worker's script and modules, which it asks for as soon as it is made; the runtime's
            # files are fetched by the worker itself, on its own thread, from its first line
            "preload_worker": [url(name) for name in worker_modules],
            "stdlib_url": render.asset_url(f"{LOGICAL_FOLDER}/{STDLIB}"),
            "lock_info": json.dumps(lock_info(locate_runtime(render.site.config.root).source_dir),
                                    sort_keys=True, separators=(",", ":")),
            "wheel_url": render.asset_url(wheel_path(game)),
            "python_module": spec.package,
            "python_function": spec.function,
            **scorer_messages.page_context(render, spec.messages),
            "bg_stats": bg_stats_game(game),
            "history_url": history_url(render.lang),
            **spec.context(render),
        }

    return context


# The table's history: a page per language at /<lang>/history/, present once a game has a scorer page,
# linked from the home page and from every scorer page (docs/history.md). It lists every finished game
# kept on the device, of every game, and the standings (static/scorer/history/). It names no game: what
# it knows of each comes from its plug-in (its name, its scorer page, the module of its `rules` that
# reads its saved games back, ScorerSpec.rules_module) and reaches the script as data (data-games); its
# words are the kit's messages and HISTORY_MESSAGES (scorer_messages), handed over as a scorer page's.

HISTORY_KEY = "history"
HISTORY_TEMPLATE = "history.html"
HISTORY_MODULE = "history-page.mjs"  # in the kit (static/scorer/history/)
HISTORY_STYLESHEETS = (f"{KIT_PREFIX}kit.css", "assets/history.css")


def history_url(lang: str) -> str:
    return f"/{lang}/history/"


def has_history(site: Site) -> bool:
    return bool(scorer_games(site))


def game_entries(render) -> list[dict[str, Any]]:
    """What the script knows of each game with a scorer page: its slug, name, scorer page, rules module
    and BG Stats facts (None when it declares no BoardGameGeek number)."""
    found = []
    for game in scorer_games(render.site):
        spec = game.plugin.scorer
        own = own_sources(game, kit_sources(render.site))
        name = scorer_messages.lookup(render, spec.messages.get("game_name", game.slug))
        found.append({
            "slug": game.slug,
            "name": str(name),
            "translated": bool(getattr(name, "translated", True)),  # else French on this page: marked so
            "scorer": page_url(render.lang, game),
            "rules": render.asset_url(module_path(game, spec.rules_module, own)),
            "bgStats": bg_stats_game(game),
        })
    return found


def history_context(render) -> dict[str, Any]:
    messages = scorer_messages.page_messages(render, scorer_messages.HISTORY_MESSAGES)
    return {
        "title": str(messages.pop("history_title")),
        "description": str(messages.pop("history_description")),
        "messages": messages,
        "untranslated": scorer_messages.untranslated(messages),
        "history_games": (games := game_entries(render)),
        # The games' names as the kit's terms (messages.mjs term()): a French one is marked lang="fr".
        "history_terms": [{"id": game["slug"], "name": game["name"], "translated": game["translated"]}
                          for game in games],
        "entry_module": render.asset_url(f"{KIT_PREFIX}{HISTORY_MODULE}"),
        "stylesheets": [render.asset_url(path) for path in HISTORY_STYLESHEETS],
    }


def history_pages(site: Site) -> list[Page]:
    if not has_history(site):
        return []
    return [Page(HISTORY_KEY, lang, history_url(lang), HISTORY_TEMPLATE, history_context)
            for lang in site.config.languages]


