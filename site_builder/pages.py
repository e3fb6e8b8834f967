"""What a build publishes: pages (a URL, a template, a context builder) and assets (an output path and
bytes or a source file). The build gathers them from site_pages (the core pages) and from every module
named in config.EXTENSIONS that exists; such a module may define

    def pages(site: Site) -> Iterable[Page]
    def assets(site: Site) -> Iterable[Asset]
    def derived_files(site: Site, files: Mapping[str, bytes | Path]) -> dict[str, bytes]

and nothing else needs to change to add a page, its template and its files. derived_files is called
once every page is rendered, with every output file (path -> bytes or source file); it returns files
made from them (such as the service worker listing every page: see offline.py), at new paths only.
"""
from __future__ import annotations

import dataclasses
import hashlib
import pathlib
import posixpath
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .page_render import PageRender


@dataclasses.dataclass(frozen=True)
class Page:
    """One HTML page in one language (lang None: a page for every language, such as / and 404.html).

    key: names the page across languages (the switcher and hreflang links join pages by key).
    context: called at render time with a PageRender; returns the template's variables, at least
    `title` and `description` (plain text); `toc` (list of TocEntry) is optional.
    """

    key: str
    lang: str | None
    url: str  # "/fr/arboretum/score/"
    template: str  # a file in site_builder/templates/
    context: Callable[[PageRender], dict[str, Any]]
    in_sitemap: bool = True
    output: str | None = None  # output path, default: the url's index.html

    @property
    def output_path(self) -> str:
        if self.output:
            return self.output
        if self.url.endswith("/"):
            return posixpath.join(self.url.strip("/"), "index.html").lstrip("/")
        return self.url.lstrip("/")


@dataclasses.dataclass(frozen=True)
class Asset:
    """A published file. With fingerprint=True it is published as `name.<hash>.ext`; templates and
    pages find its URL by its logical path with asset_url("assets/site.css")."""

    path: str  # logical output path, without leading slash: "assets/site.css", "pyodide/314.0.7/x.wasm"
    data: bytes | None = None
    source: pathlib.Path | None = None
    fingerprint: bool = False

    def __post_init__(self):
        if (self.data is None) == (self.source is None):
            raise ValueError(f"asset {self.path}: give data or source, not both")

    def content(self) -> bytes:
        return self.data if self.data is not None else pathlib.Path(self.source).read_bytes()

    @property
    def published_path(self) -> str:
        if not self.fingerprint:
            return self.path
        digest = hashlib.sha256(self.content()).hexdigest()[:10]
        stem, dot, ext = self.path.rpartition(".")
        return f"{stem}.{digest}.{ext}" if dot else f"{self.path}.{digest}"


def static_assets(static_dir: pathlib.Path) -> list[Asset]:
    """Every file of site_builder/static, fingerprinted under /assets/ (an extension's asset with the
    same logical path replaces it: see build.gather_site)."""
    found = []
    for path in sorted(static_dir.rglob("*")):
        # Scripts are published by the extension owning them: ES modules import one another by file
        # name, so fingerprinting them one by one would break the imports (scorer_page.module_assets),
        # and a service worker's URL must never change (offline.py).
        if path.is_file() and not path.name.startswith(".") and path.suffix not in (".mjs", ".js"):
            logical = "assets/" + path.relative_to(static_dir).as_posix()
            found.append(Asset(logical, source=path, fingerprint=True))
    return found
