"""The weight of each rules page and player aid as a phone downloads it: the HTML and its CSS, raw and
gzip-compressed."""
from __future__ import annotations

import dataclasses
import gzip
import pathlib
import re

from ..rendering import aid_pages
from ..structure.site import Site

STYLESHEET = re.compile(rb'<link rel="stylesheet" href="/([^"]+)"')


@dataclasses.dataclass(frozen=True)
class SizeLine:
    url: str
    html_raw: int
    html_gzip: int
    css_raw: int
    css_gzip: int

    @property
    def raw_total(self) -> int:
        return self.html_raw + self.css_raw

    @property
    def gzip_total(self) -> int:
        return self.html_gzip + self.css_gzip


def gzip_size(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=9, mtime=0))


def measure_pages(site: Site, files: dict[str, bytes | pathlib.Path]) -> list[SizeLine]:
    """One line per rules page and per player aid (the pages of a game, in every language)."""
    keys = {game.slug for game in site.games}
    keys |= {aid_pages.page_key(game) for game in aid_pages.aid_games(site)}
    lines = []
    for page in sorted(site.pages, key=lambda page: page.url):
        if page.key not in keys or not page.lang:
            continue
        html = files[page.output_path]
        css = b"".join(
            files[path] if isinstance(files[path], bytes) else pathlib.Path(files[path]).read_bytes()
            for path in (match.decode() for match in STYLESHEET.findall(html))
            if path in files
        )
        lines.append(SizeLine(page.url, len(html), gzip_size(html), len(css), gzip_size(css)))
    return lines


def format_report(lines: list[SizeLine], limit: int) -> str:
    """Bytes of each rules page and player aid: HTML and CSS, raw and gzip-compressed, and the compressed
    total."""
    rows = [
        "Rules and aids (bytes)   HTML  HTML.gz     CSS   CSS.gz    total  total.gz / limit",
    ]
    for line in lines:
        rows.append(
            f"{line.url:<22} {line.html_raw:>7} {line.html_gzip:>8} {line.css_raw:>7} {line.css_gzip:>8} "
            f"{line.raw_total:>8} {line.gzip_total:>9} / {limit}"
        )
    return "\n".join(rows)
