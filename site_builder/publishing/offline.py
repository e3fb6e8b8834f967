"""Reading and scoring offline: the service worker at /sw.js and the small module that registers it.

``assets(site)`` publishes the registering module (fingerprinted; base.html loads it on every page).
``service_worker(site, files)`` writes /sw.js once every page is rendered: the worker's script
(static/offline/service-worker.js) with the build's offline manifest in place of its ``BUILD``
placeholder:

- ``precache``: every page and every fingerprinted asset (styles, icons, ES modules), each with the
  digest of its content; the worker stores them all at install, a page's bytes only when the digest
  changed since the worker before it;
- ``runtime``: the big immutable files (the Pyodide runtime and its trimmed standard library, every
  game's scorer wheel), never fetched at install nor touched while the browser is online (the HTTP
  cache serves them); kept for offline use in the background once any page of the site is idle
  (register.mjs asks), or, when the browser asks to save data, only once the reader taps "keep for
  offline use" (``runtimeBytes``, about how much that downloads, is on the button);
- ``needs``: for each page that uses runtime files, which ones (found in its HTML): what the worker
  copies from the HTTP cache into its own when that page asks;
- ``immutable``: every URL that never serves other bytes (pages.Asset.immutable), answered from a
  cache first;
- ``version``: a digest of all the above and of the worker's script, naming its cache: a new build
  gets a new cache, and the old ones are deleted once it is active.

Everything is sorted: two builds of the same sources write the same bytes.

``offline_context(render)`` gives every page's footer the words register.mjs writes there
(OFFLINE_MESSAGES: how many files are kept so far, with the plural forms of the page's language, and
the Save-Data button with an amount), declared like the scorer pages' messages and handed over the
same way (rendering/scorer_messages.lookup: data-messages, and data-untranslated for the keys shown in
French), so that the script marks a French fallback lang="fr" and takes the catalog's plural form.
"""
from __future__ import annotations

import json
import pathlib
import zlib
from collections.abc import Mapping

from ..exceptions import AssetError, Problem
from ..plugins.messages import _, ngettext
from ..rendering.scorer_messages import lookup, untranslated
from ..rendering.script_comments import without_comment_lines
from ..structure.build_cache import cache_key, kept
from ..structure.pages import Asset, content_digest
from ..structure.site import Site
from .page_scan import scan_page

SCRIPTS_DIR = "offline"  # inside site_builder/static
REGISTER_SOURCE = "register.mjs"
REGISTER_MODULE = "assets/offline/register.mjs"  # logical path; base.html asks asset_url for it
WORKER_SOURCE = "service-worker.js"
WORKER_PATH = "sw.js"  # published at /sw.js: a fixed URL whose scope is the whole site
PLACEHOLDER = "const BUILD = null; // filled in by the build"
NAVIGATION_TIMEOUT_MS = 3000

OFFLINE_MESSAGES = {
    # Translators: the footer of every page while the scorers are being kept on the phone: {count} files
    # kept so far (the form follows this number, 0 to {total}) of {total} files in all.
    "keeping": ngettext("Préparation de l’usage hors ligne ({count} fichier sur {total})…",
                        "Préparation de l’usage hors ligne ({count} fichiers sur {total})…"),
    # Translators: a button shown when the phone asks to save data; {size} is an amount such as "4.5 MB",
    # in the page's language.
    "keep": _("Garder pour l’usage hors ligne (environ {size})"),
}


def offline_context(render) -> dict:
    """The template's `offline_messages` (data-messages of the footer's offline line) and
    `offline_untranslated` (the keys shown in French on a page of another language)."""
    messages = {key: lookup(render, declared) for key, declared in OFFLINE_MESSAGES.items()}
    return {"offline_messages": messages, "offline_untranslated": untranslated(messages)}


def assets(site: Site) -> list[Asset]:
    source = site.config.static_dir / SCRIPTS_DIR / REGISTER_SOURCE
    code = without_comment_lines(source.read_text(encoding="utf-8"), site.config.cache_dir)
    return [Asset(REGISTER_MODULE, data=code.encode("utf-8"), fingerprint=True)]


def content_of(value: bytes | pathlib.Path) -> bytes:
    return value if isinstance(value, bytes) else pathlib.Path(value).read_bytes()


def runtime_needs(html: bytes, runtime: list[str], cache_dir: pathlib.Path | None = None) -> list[str]:
    """The runtime files a page's HTML names, alone or through their folder (Pyodide's indexURL)."""
    found = scan_page(html, cache_dir).references
    folders = [ref for ref in found if ref.endswith("/") and ref != "/"]
    return sorted(path for path in runtime if path in found or any(path.startswith(f) for f in folders))


def offline_manifest(site: Site, files: Mapping[str, bytes | pathlib.Path], worker_source: str) -> dict:
    """What the service worker keeps, and its cache version (see the module's docstring)."""
    precache = {page.url: content_digest(content_of(files[page.output_path]))
                for page in site.pages if site.is_published(page)}
    runtime: list[str] = []
    for asset in site.assets:
        url = "/" + asset.published_path
        if asset.fingerprint:
            precache[url] = content_digest(content_of(files[asset.published_path]))
        elif asset.immutable:
            runtime.append(url)  # its folder is named by a digest: its path says enough
    runtime.sort()
    immutable = sorted("/" + asset.published_path for asset in site.assets if asset.immutable)
    needs = {}
    for page in sorted(site.pages, key=lambda page: page.url):
        used = runtime_needs(content_of(files[page.output_path]), runtime, site.config.cache_dir)
        if used:
            needs[page.url] = used
    manifest = {
        "precache": dict(sorted(precache.items())),
        "runtime": runtime,
        "runtimeBytes": download_estimate(files, runtime, site.config.cache_dir),
        "needs": needs,
        "immutable": immutable,
        "languages": list(site.published_languages),
        "navigationTimeout": NAVIGATION_TIMEOUT_MS,
    }
    identity = json.dumps(manifest, sort_keys=True, ensure_ascii=False) + worker_source
    return {"version": content_digest(identity.encode("utf-8")), **manifest}


def service_worker(site: Site, files: Mapping[str, bytes | pathlib.Path]) -> bytes:
    source = (site.config.static_dir / SCRIPTS_DIR / WORKER_SOURCE).read_text(encoding="utf-8")
    if source.count(PLACEHOLDER) != 1:
        raise AssetError(Problem(f"the line {PLACEHOLDER!r} must appear once", str(WORKER_SOURCE)))
    manifest = offline_manifest(site, files, source)
    line = "const BUILD = " + json.dumps(manifest, sort_keys=True, ensure_ascii=False, indent=1) + ";"
    return without_comment_lines(source.replace(PLACEHOLDER, line), site.config.cache_dir).encode("utf-8")


def download_estimate(files: Mapping[str, bytes | pathlib.Path], runtime: list[str],
                      cache_dir: pathlib.Path | None = None) -> int:
    """About how many bytes keeping the runtime files downloads: each compressed as a host sends it
    (zlib level 6, a little over brotli; the zips too, whose entries are stored). Each size is kept by
    the build cache under the file's path, which names its content (a folder named by a digest), and
    the way it is measured (ESTIMATE)."""
    return sum(int(kept(cache_dir, "offline-sizes", cache_key(url, ESTIMATE),
                        lambda url=url: compressed_size(files, url))) for url in runtime)


ESTIMATE = "zlib level 6, every file"  # a new way of measuring gets new cache entries


def compressed_size(files: Mapping[str, bytes | pathlib.Path], url: str) -> bytes:
    data = content_of(files[url.lstrip("/")])
    size = len(zlib.compress(data, 6))  # the zips too: their entries are stored, not deflated
    return str(size).encode("ascii")
