"""Every internal link and anchor of the rendered site must lead somewhere."""
from __future__ import annotations

import pathlib
import posixpath
from urllib.parse import unquote, urljoin, urlsplit

from ..exceptions import Level, Problem
from .page_scan import PageScan, scan_page


def page_url(output_path: str) -> str:
    if output_path == "index.html":
        return "/"
    if output_path.endswith("/index.html"):
        return "/" + output_path[: -len("index.html")]
    return "/" + output_path


def resolve(url: str, files: dict) -> str | None:
    """The output file a site path leads to, as a static host serves it."""
    path = unquote(url).lstrip("/")
    if path == "" or path.endswith("/"):
        path += "index.html"
    path = posixpath.normpath(path) if path else path
    return path if path in files else None


def check_links(files: dict[str, bytes | pathlib.Path], base_url: str,
                cache_dir: pathlib.Path | None = None) -> list[Problem]:
    parsed: dict[str, PageScan] = {
        path: scan_page(content, cache_dir) for path, content in files.items()
        if path.endswith(".html") and isinstance(content, bytes)
    }
    problems = []
    for path, scan in parsed.items():
        here = page_url(path)
        for link, line in scan.links:
            if link.startswith(base_url):
                link = link[len(base_url) :] or "/"
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue  # external or absolute elsewhere: not ours to check
            absolute = urlsplit(urljoin(here, link))
            target = resolve(absolute.path, files)
            if target is None:
                problems.append(Problem(f"broken link {link!r}: no page at {absolute.path}", path, line,
                                        Level.WARNING))
                continue
            if absolute.fragment:
                ids = parsed[target].ids if target in parsed else set()
                if unquote(absolute.fragment) not in ids:
                    text = f"broken anchor {link!r}: no id {absolute.fragment!r} in {target}"
                    problems.append(Problem(text, path, line, Level.WARNING))
    return problems
