"""What the published folder's checks read of a rendered page's HTML, found in one reading of it: the ids
(and names of `<a>`) it holds, its links (with their lines) and every site path its attributes name.
The service worker's lists (offline.py) and the link check (link_check.py) ask for the same pages: the
page is parsed once (scan_page keeps its last answers, and the build cache each page's scan)."""
from __future__ import annotations

import dataclasses
import functools
import html.parser
import json
import pathlib

from ..structure.build_cache import cache_key, kept, source_of

LINK_ATTRIBUTES = {
    "a": "href", "link": "href", "script": "src", "img": "src", "source": "src", "form": "action",
}


@dataclasses.dataclass(frozen=True)
class PageScan:
    ids: frozenset[str]  # every id, and the name of every <a name>
    links: tuple[tuple[str, int], ...]  # (the link attribute's value, its line) of each linking tag
    references: frozenset[str]  # every attribute value that is a path on the site, without ?query or #anchor


class PageReader(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[str, int]] = []
        self.references: set[str] = set()

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if values.get("id"):
            self.ids.add(values["id"])
        if tag == "a" and values.get("name"):
            self.ids.add(values["name"])
        wanted = LINK_ATTRIBUTES.get(tag)
        if wanted and values.get(wanted):
            self.links.append((values[wanted], self.getpos()[0]))
        for _name, value in attrs:
            if value and value.startswith("/") and not value.startswith("//"):
                self.references.add(value.split("?", 1)[0].split("#", 1)[0])


@functools.lru_cache(maxsize=512)  # a site's pages, read by both checks; bounded for `serve`'s rebuilds
def scan_page(html: bytes, cache_dir: pathlib.Path | None = None) -> PageScan:
    """The page's scan, as an earlier build made it for the same bytes and code (kept in
    the build cache's page-scans/ as JSON: a page that did not change is not parsed again)."""
    key = cache_key(html, source_of(__file__))
    found = json.loads(kept(cache_dir, "page-scans", key, lambda: scanned_json(html)))
    return PageScan(frozenset(found["ids"]), tuple((link, line) for link, line in found["links"]),
                    frozenset(found["references"]))


def scanned_json(html: bytes) -> bytes:
    reader = PageReader()
    reader.feed(html.decode("utf-8"))
    found = {"ids": sorted(reader.ids), "links": reader.links, "references": sorted(reader.references)}
    return json.dumps(found, ensure_ascii=False).encode("utf-8")
