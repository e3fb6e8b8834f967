"""Language alternates of a page (switcher, hreflang links) and sitemap.xml with xhtml:link alternates."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr

from ..config.languages import language_name
from ..structure.pages import Page
from ..structure.site import Site


def alternates_of(site: Site, page: Page) -> tuple[list[dict], str | None]:
    """The same page in every language (switcher order), and the x-default URL."""
    same = [other for other in site.pages
            if other.key == page.key and (site.is_published(other) or other is page)]
    order = site.config.languages
    alternates = [
        {
            "lang": other.lang,
            "url": other.url,
            "absolute": site.config.base_url + other.url,
            "name": language_name(other.lang),
            "current": other is page,
        }
        for other in sorted((p for p in same if p.lang in order), key=lambda p: order.index(p.lang))
    ]
    neutral = [other for other in same if other.lang is None]
    if neutral:
        return alternates, site.config.base_url + neutral[0].url if neutral[0].in_sitemap else None
    source = [other for other in same if other.lang == site.config.source_language]
    return alternates, (site.config.base_url + source[0].url if source else None)


def sitemap_xml(site: Site) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ]
    shown = (p for p in site.pages if p.in_sitemap and site.is_published(p))
    for page in sorted(shown, key=lambda p: p.url):
        alternates, x_default = alternates_of(site, page)
        lines.append("  <url>")
        lines.append(f"    <loc>{site.config.base_url}{page.url}</loc>")
        for alternate in alternates:
            lines.append(
                f'    <xhtml:link rel="alternate" hreflang="{alternate["lang"]}" '
                f"href={quoteattr(alternate['absolute'])}/>"
            )
        if x_default and alternates:
            lines.append(
                f'    <xhtml:link rel="alternate" hreflang="x-default" href={quoteattr(x_default)}/>'
            )
        lines.append("  </url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"
