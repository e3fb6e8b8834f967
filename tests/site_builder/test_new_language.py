"""Adding a language is one config line plus its catalog: at 0 % its pages are built for preview, every
French text on them marked lang="fr", and it is not published (switcher, hreflang, sitemap, redirects);
once its catalog is translated it is published everywhere."""
from __future__ import annotations

import re

from site_helpers import copy_sources, edit_catalog
from test_hostile_catalogs import lang_text

from site_builder.commands.build import build_site
from site_builder.config.languages import language_name
from site_builder.config.site_config import SiteConfig
from site_builder.translations.catalogs import SAME_AS_SOURCE
from site_builder.translations.upkeep import update_catalogs

NEW = "de"
NOT_WORDS = re.compile(r"[\d\s.,:;·()→+\-−–/%«»=×]*")  # numbers, scores, sums


def published_places(site) -> dict[str, bool]:
    """Whether the new language is in each published list, read from a page of the source language."""
    source = (site / SiteConfig().source_language / "index.html").read_text(encoding="utf-8")
    return {
        "switcher": f'hreflang="{NEW}" lang="{NEW}"' in source,
        "hreflang": f'rel="alternate" hreflang="{NEW}"' in source,
        "sitemap": f"/{NEW}/" in (site / "sitemap.xml").read_text(encoding="utf-8"),
        "redirects": f"Language={NEW}" in (site / "_redirects").read_text(encoding="utf-8"),
    }


def test_a_language_at_0_percent_is_built_marked_and_not_published_then_published_at_100(tmp_path):
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root, languages=(*SiteConfig().languages, NEW))
    update_catalogs(config, languages=(NEW,))
    assert config.catalog_path(NEW).exists()
    notes = []
    build_site(output_dir=tmp_path / "site", config=config, print_fn=notes.append)
    site = tmp_path / "site"
    assert f"note: {NEW} is 0% translated" in "\n".join(notes)
    pages = sorted((site / NEW).rglob("*.html"))
    assert len(pages) >= 3  # home, the rules of each game, the scorer pages
    names = {language_name(lang) for lang in config.languages}
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert 'content="noindex"' in text
        assert "\ue000" not in text and "\\ue000" not in text.lower()  # no fallback mark left over
        unmarked = [text.strip() for lang, text, frozen in lang_text(page).pieces
                    if lang != "fr" and not frozen and not NOT_WORDS.fullmatch(text)
                    and text.strip() not in names]
        assert unmarked == [], (page, unmarked[:10])
    assert published_places(site) == dict.fromkeys(("switcher", "hreflang", "sitemap", "redirects"), False)

    def translate_all(catalog):
        for message in catalog:
            if message.id:
                message.string = tuple(message.id) + (message.id[-1],) * (catalog.num_plurals - 2) \
                    if isinstance(message.id, tuple) else message.id
                message.flags.add(SAME_AS_SOURCE)  # the French kept on purpose: counted as translated

    edit_catalog(config.catalog_path(NEW), NEW, translate_all)
    build_site(output_dir=tmp_path / "site", config=config, quiet=True, strict=True)
    assert published_places(site) == dict.fromkeys(("switcher", "hreflang", "sitemap", "redirects"), True)


def test_a_copy_of_the_french_is_not_a_translation(tmp_path):
    """A msgstr equal to its msgid counts as translated only under the same-as-source flag."""
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root, languages=(*SiteConfig().languages, NEW))
    update_catalogs(config, languages=(NEW,))

    def copy_all(catalog):
        for message in catalog:
            if message.id and isinstance(message.id, str):
                message.string = message.id

    edit_catalog(config.catalog_path(NEW), NEW, copy_all)
    notes = []
    build_site(output_dir=tmp_path / "site", config=config, print_fn=notes.append)
    assert f"note: {NEW} is 0% translated" in "\n".join(notes)
    assert not any(published_places(tmp_path / "site").values())
