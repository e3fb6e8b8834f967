"""Every internal link and anchor of the rendered site must lead somewhere."""
from __future__ import annotations

import html.parser
import pathlib
import posixpath
from urllib.parse import unquote, urljoin, urlsplit

from ..exceptions import Level, Problem

LINK_ATTRIBUTES = {
    "a": "href", "link": "href", "script": "src", "img": "src", "source": "src", "form": "action",
}


class LinkCollector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, int]] = []

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(values["id"])
        if tag == "a" and values.get("name"):
            self.ids.add(values["name"])
        wanted = LINK_ATTRIBUTES.get(tag)
        if wanted and values.get(wanted):
            self.links.append((values[wanted], self.getpos()[0]))


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


def check_links(files: dict[str, bytes | pathlib.Path], base_url: str) -> list[Problem]:
    parsed: dict[str, LinkCollector] = {}
    for path, content in files.items():
        if path.endswith(".html") and isinstance(content, bytes):
            collector = LinkCollector()
            collector.feed(content.decode("utf-8"))
            parsed[path] = collector
    problems = []
    for path, collector in parsed.items():
        here = page_url(path)
        for link, line in collector.links:
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
