"""What a build publishes: pages (a URL, a template, a context builder) and assets (a path and bytes or a
source file), with one policy for how a published file is versioned and cached.

An asset is either *fingerprinted* (published as ``name.<digest>.ext``), or placed by its maker under a
folder named by a digest (the scorer wheel, the Pyodide runtime) and declared ``immutable``, or plain
(``sw.js``): both of the first two never change under the same URL, so the caching headers and the
service worker treat them alike (see publishing/host_rules.py and publishing/offline.py). Every digest
is ``content_digest``.
"""
from __future__ import annotations

import dataclasses
import hashlib
import pathlib
import posixpath
from collections.abc import Callable, Iterable
from typing import Any

DIGEST_LENGTH = 10


def content_digest(*parts: bytes) -> str:
    """The one digest of published names: sha256, hexadecimal, cut to DIGEST_LENGTH."""
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    return digest.hexdigest()[:DIGEST_LENGTH]


@dataclasses.dataclass(frozen=True)
class Page:
    """One HTML page in one language (lang None: a page for every language, such as / and 404.html).

    key: names the page across languages (the switcher and hreflang links join pages by key).
    context: called at render time with a page_render.PageRender; returns the template's variables, at
    least `title` and `description` (plain text); `toc` (list of TocEntry) is optional.
    """

    key: str
    lang: str | None
    url: str  # "/fr/mygame/score/"
    template: str  # a template name: core ones, or "<game>/name.html" from a game's templates
    context: Callable[[Any], dict[str, Any]]
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
    """A published file, found by templates and code through its logical path (asset_url("assets/site.css")).

    fingerprint: published as `name.<digest>.ext`. published: where its maker publishes it instead (a
    folder named by a digest: see digest_folder). immutable: its URL never serves other bytes (true of
    fingerprinted files; a maker that puts a digest in the folder's name says so itself).
    """

    path: str  # logical path, without leading slash: "assets/site.css", "pyodide/pyodide.asm.wasm"
    data: bytes | None = None
    source: pathlib.Path | None = None
    fingerprint: bool = False
    immutable: bool = False
    published: str | None = None

    def __post_init__(self):
        if (self.data is None) == (self.source is None):
            raise ValueError(f"asset {self.path}: give data or source, not both")
        if self.fingerprint:
            object.__setattr__(self, "immutable", True)

    def content(self) -> bytes:
        return self.data if self.data is not None else pathlib.Path(self.source).read_bytes()

    @property
    def published_path(self) -> str:
        if self.published is not None:
            return self.published
        if not self.fingerprint:
            return self.path
        digest = content_digest(self.content())
        folder, _, name = self.path.rpartition("/")
        stem, dot, ext = name.rpartition(".")
        published = f"{stem}.{digest}.{ext}" if dot else f"{name}.{digest}"
        return f"{folder}/{published}" if folder else published


def static_assets(static_dir: pathlib.Path, prefix: str = "assets/") -> list[Asset]:
    """Every file of a static folder but its scripts, fingerprinted under `prefix`. Scripts are published
    by rendering/es_modules.py (modules import one another by file name, so each import is rewritten to the
    fingerprinted name) or written by the build (the service worker, whose URL must never change)."""
    found = []
    for path in sorted(static_dir.rglob("*")):
        if path.is_file() and not path.name.startswith(".") and path.suffix not in (".mjs", ".js"):
            logical = prefix + path.relative_to(static_dir).as_posix()
            found.append(Asset(logical, source=path, fingerprint=True))
    return found


def digest_folder(folder: str, files: Iterable[tuple[str, bytes]]) -> str:
    """`folder/<digest>`: a folder named by the digest of every (name, bytes) it will hold."""
    parts: list[bytes] = []
    for name, data in sorted(files):
        parts += [name.encode("utf-8"), b"\0", hashlib.sha256(data).digest()]
    return f"{folder}/{content_digest(*parts)}"
