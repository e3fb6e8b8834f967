"""The Arboretum scorer page, one per language at /<lang>/arboretum/score/, and the files it needs.

A build extension (see pages.py): ``pages(site)`` adds the pages, ``assets(site)`` adds the scorer's
ES modules (fingerprinted, their imports rewritten to the fingerprinted names), the scorer wheel
(under a folder named by its digest) and the Pyodide runtime (under its version). The page's words
are in its template (scorer.html), from the same catalogs as the rules; they reach the scripts
through data- attributes, as the site's CSP forbids inline scripts.
"""
from __future__ import annotations

import pathlib
import re
from typing import TYPE_CHECKING

from scorer.arboretum import SPECIES_BY_PLAYERS, VALUES

from .pages import Asset, Page
from .pyodide_runtime import locate_runtime
from .scorer_wheel import DISTRIBUTION, TAG, build_scorer_wheel
from .species import SPECIES

if TYPE_CHECKING:
    from .build import Site
    from .page_render import PageRender

GAME = "arboretum"
PAGE_KEY = "arboretum-score"
TEMPLATE = "scorer.html"
MODULES_DIR = "scorer"  # inside site_builder/static
ASSET_PREFIX = "assets/scorer/"
ENTRY_MODULE = "main.mjs"
BOOT_MODULE = "worker-client.mjs"  # loaded async first: it starts the worker
WORKER_MODULE = "scorer-worker.mjs"
STYLESHEET = "assets/scorer/scorer.css"
WHEEL_VERSION = "0.1.0"
WHEEL_NAME = f"{DISTRIBUTION}-{WHEEL_VERSION}-{TAG}.whl"
PYODIDE_ENTRY = "pyodide.mjs"
PLAYER_COUNTS = tuple(sorted(SPECIES_BY_PLAYERS))

# `from "./x.mjs"`, `import "./x.mjs"` and `import("./x.mjs")`: the only import forms the modules use.
RELATIVE_IMPORT = re.compile(
    r"""(?P<head>\bfrom\s*|\bimport\s*\(?\s*)(?P<quote>["'])\./(?P<name>[\w.-]+\.mjs)(?P=quote)"""
)


def page_url(lang: str) -> str:
    return f"/{lang}/{GAME}/score/"


def pages(site: Site) -> list[Page]:
    if not any(game.slug == GAME for game in site.games):
        return []
    return [Page(PAGE_KEY, lang, page_url(lang), TEMPLATE, scorer_context) for lang in site.config.languages]


def published_path(site: Site, ending: str) -> str:
    """Where the one gathered asset whose path ends with `ending` is published: the page names the
    wheel and the runtime that assets() gave the build, never copies of them made again."""
    (found,) = [asset.published_path for asset in site.assets if asset.path.endswith(ending)]
    return found


def published_folder(site: Site, file_name: str) -> str:
    """The folder (an absolute URL path ending with a slash) of the asset named `file_name`."""
    return "/" + published_path(site, "/" + file_name).rsplit("/", 1)[0] + "/"


def assets(site: Site) -> list[Asset]:
    if not any(game.slug == GAME for game in site.games):
        return []
    runtime = locate_runtime(site.config.root)
    wheel = build_scorer_wheel(site.config.root / "scorer", WHEEL_VERSION)
    found = module_assets(site.config.static_dir / MODULES_DIR)
    found.append(Asset(wheel.site_path, data=wheel.data))
    found.extend(Asset(target, source=source) for source, target in runtime.copies())
    return found


def module_imports(text: str) -> list[str]:
    return [match.group("name") for match in RELATIVE_IMPORT.finditer(text)]


def module_assets(folder: pathlib.Path) -> list[Asset]:
    """Every ES module of `folder`, fingerprinted; each import names the fingerprinted file, so a
    change in one module gives new names to it and to every module importing it."""
    sources = {path.name: path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.mjs"))}
    published: dict[str, str] = {}
    result: list[Asset] = []

    def publish(name: str, chain: tuple[str, ...]) -> None:
        if name in published:
            return
        if name in chain:
            raise ValueError(f"{folder / name}: import cycle {' -> '.join((*chain, name))}")
        if name not in sources:
            raise ValueError(f"{folder / chain[-1]}: imports ./{name}, which does not exist")
        for dependency in module_imports(sources[name]):
            publish(dependency, (*chain, name))
        text = RELATIVE_IMPORT.sub(
            lambda m: f"{m.group('head')}{m.group('quote')}./{published[m.group('name')]}{m.group('quote')}",
            sources[name],
        )
        asset = Asset(ASSET_PREFIX + name, data=text.encode("utf-8"), fingerprint=True)
        published[name] = asset.published_path.rsplit("/", 1)[-1]
        result.append(asset)

    for name in sources:
        publish(name, ())
    return result


def page_modules(folder: pathlib.Path) -> list[str]:
    """The modules the page itself loads (the worker client and main, with what they import), sorted;
    the worker's own modules are left out: the page's preloads would not serve the worker."""
    found: set[str] = set()
    waiting = [BOOT_MODULE, ENTRY_MODULE]
    while waiting:
        name = waiting.pop()
        if name not in found:
            found.add(name)
            waiting.extend(module_imports((folder / name).read_text(encoding="utf-8")))
    return sorted(found)


def species_choices(render: PageRender) -> list[dict]:
    return [{"id": species.id, "name": render.pgettext(*species.name)} for species in SPECIES]


def scorer_context(render: PageRender) -> dict:
    site = render.site
    lang = render.lang
    return {
        "title": render.gettext("Compter les points d’Arboretum"),
        "description": render.gettext(
            "Entrez les arboretums et les mains en fin de partie\u00a0: droits, meilleurs chemins, "
            "totaux et gagnant, calculés sur votre téléphone, même hors ligne."
        ),
        "species": species_choices(render),
        "values": VALUES,
        "player_counts": PLAYER_COUNTS,
        "player_slots": range(max(PLAYER_COUNTS)),
        "rules_url": f"/{lang}/{GAME}/",
        "entry_module": render.asset_url(ASSET_PREFIX + ENTRY_MODULE),
        "boot_module": render.asset_url(ASSET_PREFIX + BOOT_MODULE),
        "preload_modules": [
            render.asset_url(ASSET_PREFIX + name)
            for name in page_modules(site.config.static_dir / MODULES_DIR)
            if name not in (ENTRY_MODULE, BOOT_MODULE)
        ],
        "worker_module": render.asset_url(ASSET_PREFIX + WORKER_MODULE),
        "stylesheet": render.asset_url(STYLESHEET),
        "pyodide_url": published_folder(site, PYODIDE_ENTRY),
        "wheel_url": "/" + published_path(site, "/" + WHEEL_NAME),
    }
