"""The web app manifest, one per language, and its icons: what lets a phone install the site.

``assets(site)`` publishes, fingerprinted: the icons drawn from the site's mark (``static/icon.svg``'s
tree, drawn again here as a polygon, so the build needs no image library): 192 and 512 pixels with
rounded corners, and a 512-pixel maskable one whose mark stays inside the safe circle; then
``assets/manifest.<lang>.webmanifest`` for every language (its names from the catalogs, its start URL
the language's home page, the whole site in scope, standalone display). base.html links the page's
language's manifest and gives the theme colours of the light and dark schemes. The icons drawn are kept
in the build cache's icons/ (structure/build_cache.py; the configuration's cache_dir), keyed by this
module's source and zlib's version.
"""
from __future__ import annotations

import json
import pathlib
import struct
import zlib

from ..structure.build_cache import cache_key, kept, source_of
from ..structure.pages import Asset
from ..structure.site import Site

GREEN = (0x1E, 0x5E, 0x34)
YELLOW = (0xF5, 0xC5, 0x18)
BACKGROUND = "#fdfcf8"  # site.css's light --bg
THEME = "#1e5e34"
# The tree of icon.svg, on its 32-unit square.
TREE = [(16, 5), (23, 16), (19, 16), (24, 24), (18, 24), (18, 28), (14, 28), (14, 24), (8, 24), (13, 16),
        (9, 16)]
ICONS = (("icon-192.png", 192, "any"), ("icon-512.png", 512, "any"), ("maskable-512.png", 512, "maskable"))


def manifest_path(lang: str) -> str:
    return f"assets/manifest.{lang}.webmanifest"


def png(width: int, rows: list[bytes]) -> bytes:
    """A PNG of rows of width * 4 RGBA bytes, written with a palette of their few colours (the icon has
    three), at the fewest bits a pixel that holds them: a fifth of the RGBA file's bytes."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    pixels = [[row[i:i + 4] for i in range(0, len(row), 4)] for row in rows]
    colours = sorted({pixel for row in pixels for pixel in row})
    if len(colours) > 256:
        raise ValueError("png: more than 256 colours, no palette holds them")
    bits = next(depth for depth in (1, 2, 4, 8) if len(colours) <= 1 << depth)
    index = {colour: number for number, colour in enumerate(colours)}
    header = struct.pack(">IIBBBBB", width, len(rows), bits, 3, 0, 0, 0)
    palette = b"".join(colour[:3] for colour in colours)
    alpha = bytes(colour[3] for colour in colours)
    raw = b"".join(b"\0" + packed([index[pixel] for pixel in row], bits) for row in pixels)
    body = (chunk(b"IHDR", header) + chunk(b"PLTE", palette) + chunk(b"tRNS", alpha)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))
    return b"\x89PNG\r\n\x1a\n" + body


def packed(indexes: list[int], bits: int) -> bytes:
    """Palette indexes packed `bits` to a pixel, the first pixel in a byte's high bits, the last byte
    padded with zero bits."""
    per_byte = 8 // bits
    out = bytearray()
    for start in range(0, len(indexes), per_byte):
        group = indexes[start:start + per_byte]
        value = 0
        for number in group:
            value = (value << bits) | number
        out.append(value << (bits * (per_byte - len(group))))
    return bytes(out)


def spans(polygon: list[tuple[float, float]], y: float) -> list[tuple[float, float]]:
    """Where the horizontal line at `y` is inside the polygon (even-odd rule)."""
    crossings = []
    for (x1, y1), (x2, y2) in zip(polygon, polygon[1:] + polygon[:1], strict=True):
        if (y1 <= y < y2) or (y2 <= y < y1):
            crossings.append(x1 + (y - y1) * (x2 - x1) / (y2 - y1))
    crossings.sort()
    return list(zip(crossings[::2], crossings[1::2], strict=True))


def draw_icon(size: int, purpose: str) -> bytes:
    """The mark on a green square: corners rounded for "any", full bleed and a smaller mark for "maskable"."""
    mark = 0.62 if purpose == "maskable" else 1.0  # the maskable safe zone is the central 80 % circle
    scale = size / 32 * mark
    offset = size * (1 - mark) / 2
    polygon = [(offset + x * scale, offset + y * scale) for x, y in TREE]
    radius = 0 if purpose == "maskable" else size * 6 / 32
    rows = []
    for row in range(size):
        y = row + 0.5
        pixels = bytearray(bytes((*GREEN, 255)) * size)
        if radius and (y < radius or y > size - radius):
            dy = radius - y if y < radius else y - (size - radius)
            inset = radius - (radius * radius - dy * dy) ** 0.5
            for col in [*range(int(inset)), *range(size - int(inset), size)]:
                pixels[col * 4 + 3] = 0
        for start, end in spans(polygon, y):
            for col in range(max(0, round(start)), min(size, round(end))):
                pixels[col * 4:col * 4 + 3] = bytes(YELLOW)
        rows.append(bytes(pixels))
    return png(size, rows)


def icon(size: int, purpose: str, cache_dir: pathlib.Path | None = None) -> bytes:
    """draw_icon's PNG, as an earlier build drew it when nothing it depends on has changed."""
    key = cache_key(source_of(__file__), zlib.ZLIB_RUNTIME_VERSION, f"{size} {purpose}")
    return kept(cache_dir, "icons", f"{key}.png", lambda: draw_icon(size, purpose))


def manifest(site: Site, lang: str, icon_urls: dict[str, str]) -> dict:
    translator = site.translators[lang]
    return {
        "id": f"/{lang}/",
        # Translators: the installed app's full name (web app manifest), beside its short name "Marquoir".
        "name": translator.gettext("Marquoir : règles et points de jeux de cartes").text,
        "short_name": "Marquoir",
        # Translators: the installed app's description (web app manifest), shown by the phone's app store.
        "description": translator.gettext(
            "Les règles de jeux de cartes publiés, et leurs points comptés sur le téléphone, même hors ligne."
        ).text,
        "lang": lang,
        "dir": "ltr",
        "start_url": f"/{lang}/",
        "scope": "/",
        "display": "standalone",
        "background_color": BACKGROUND,
        "theme_color": THEME,
        "icons": [
            {"src": icon_urls[name], "sizes": f"{size}x{size}", "type": "image/png", "purpose": purpose}
            for name, size, purpose in ICONS
        ],
    }


def assets(site: Site) -> list[Asset]:
    icons = [Asset(f"assets/icons/{name}", data=icon(size, purpose, site.config.cache_dir),
                   fingerprint=True)
             for name, size, purpose in ICONS]
    urls = {icon.path.rsplit("/", 1)[1]: "/" + icon.published_path for icon in icons}
    manifests = [
        Asset(manifest_path(lang), fingerprint=True, data=(
            json.dumps(manifest(site, lang, urls), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        ).encode("utf-8"))
        for lang in site.config.languages
    ]
    return icons + manifests
