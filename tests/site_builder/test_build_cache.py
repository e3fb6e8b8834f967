"""What builds keep for the next one (the configuration's cache_dir, .cache/ by default;
structure/build_cache.py): an entry gives what its maker would make, is named by everything it is made
from, and a damaged entry is never believed; without a cache folder nothing is kept; the page scan that
the service worker and the link check share."""
from __future__ import annotations

import pathlib

import pytest

from site_builder.pipeline import kept_results
from site_builder.publishing.page_scan import scan_page
from site_builder.pyodide import wheels
from site_builder.rendering import app_manifest
from site_builder.structure import build_cache
from site_builder.translations import po_files
from site_builder.translations.catalogs import LoadedCatalog
from site_builder.translations.checks import catalog_problems

CATALOG = '''msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

msgid "Voir [la règle](#regle)."
msgstr "See [the rule](#other)."

msgid "Une carte"
msgstr "A card"

msgid "Cassé
msgstr "Broken"
'''


@pytest.fixture
def cache_dir(tmp_path) -> pathlib.Path:
    return tmp_path / "cache"


def test_an_entry_is_made_once_then_read(cache_dir):
    made = []

    def make() -> bytes:
        made.append(1)
        return b"made"

    assert build_cache.kept(cache_dir, "things", "k1", make) == b"made"
    assert build_cache.kept(cache_dir, "things", "k1", make) == b"made"
    assert len(made) == 1
    assert (cache_dir / "things" / "k1").read_bytes().endswith(b"made")  # after its digest
    assert build_cache.kept(cache_dir, "things", "k2", lambda: b"other") == b"other"
    assert not list((cache_dir / "things").glob("*.part"))


def test_without_a_cache_folder_nothing_is_kept(tmp_path):
    made = []

    def make() -> bytes:
        made.append(1)
        return b"made"

    assert build_cache.kept(None, "things", "k1", make) == b"made"
    assert build_cache.kept(None, "things", "k1", make) == b"made"
    assert len(made) == 2
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("damage", ["empty", "truncated", "one byte changed", "digest only"])
def test_a_damaged_entry_is_never_used_but_made_again_and_replaced(cache_dir, damage):
    data = bytes(range(256)) * 40
    assert build_cache.kept(cache_dir, "things", "k", lambda: data) == data
    entry = cache_dir / "things" / "k"
    whole = entry.read_bytes()
    damaged = {"empty": b"", "truncated": whole[: len(whole) // 2], "digest only": whole[:32],
               "one byte changed": whole[:-1] + bytes([whole[-1] ^ 1])}[damage]
    entry.write_bytes(damaged)
    made = []
    assert build_cache.kept(cache_dir, "things", "k", lambda: made.append(1) or data) == data
    assert made == [1]  # made again, not read from the damaged entry
    assert entry.read_bytes() == whole  # and replaced


def test_a_key_names_its_parts_not_their_concatenation():
    assert build_cache.cache_key(b"ab", b"c") != build_cache.cache_key(b"a", b"bc")
    assert build_cache.cache_key("a", b"b") == build_cache.cache_key(b"a", "b")
    assert build_cache.cache_key(b"x") != build_cache.cache_key(b"y")


def test_kept_icons_and_zips_are_what_is_made(cache_dir):
    assert app_manifest.icon(192, "any", cache_dir) == app_manifest.draw_icon(192, "any")
    assert app_manifest.icon(192, "any", cache_dir) == app_manifest.draw_icon(192, "any")  # kept now
    assert app_manifest.icon(512, "maskable", cache_dir) != app_manifest.icon(512, "any", cache_dir)
    assert len(list((cache_dir / "icons").iterdir())) == 3
    entries = [("a/b.py", b"print(1)\n"), ("a/c.py", b"x = 2\n")]
    assert wheels.zip_bytes(entries, cache_dir) == wheels.made_zip(entries)
    assert wheels.zip_bytes(entries, cache_dir) == wheels.made_zip(entries)
    assert wheels.zip_bytes(entries[:1], cache_dir) != wheels.zip_bytes(entries, cache_dir)
    assert len(list((cache_dir / "wheels").iterdir())) == 2


def messages(catalog) -> list[tuple]:
    return [(m.id, m.string, m.context, m.lineno, sorted(m.flags)) for m in catalog]


def test_a_kept_catalog_is_the_catalog_read_and_a_damaged_entry_read_again(cache_dir, tmp_path, monkeypatch):
    path = tmp_path / "messages.po"
    path.write_text(CATALOG, encoding="utf-8")
    catalog, msgstr_lines, problems = po_files.read_catalog_lenient(path, "en", "messages.po")
    assert {problem.line for problem in problems} == {13}  # the entry left out, as without the cache
    first = po_files.read_catalog_kept(path, "en", "messages.po", cache_dir)
    assert (messages(first.catalog), first.problems) == (messages(catalog), problems)
    assert first.msgstr_lines == msgstr_lines

    def unread(*args):
        raise AssertionError("read again")

    with monkeypatch.context() as patch:
        patch.setattr(po_files, "read_text_lenient", unread)
        again = po_files.read_catalog_kept(path, "en", "messages.po", cache_dir)
    assert (messages(again.catalog), again.problems) == (messages(catalog), problems)
    assert again.digest == first.digest
    for entry in (cache_dir / "catalogs").iterdir():
        entry.write_bytes(b"not a pickle")
    damaged = po_files.read_catalog_kept(path, "en", "messages.po", cache_dir)
    assert messages(damaged.catalog) == messages(catalog)
    path.write_text(CATALOG.replace("A card", "One card"), encoding="utf-8")
    changed = po_files.read_catalog_kept(path, "en", "messages.po", cache_dir)
    assert changed.digest != first.digest
    assert changed.catalog.get("Une carte").string == "One card"


def test_kept_translation_checks_are_those_found(cache_dir, tmp_path):
    path = tmp_path / "messages.po"
    path.write_text(CATALOG, encoding="utf-8")
    read = po_files.read_catalog_kept(path, "en", "messages.po", cache_dir)
    loaded = LoadedCatalog("en", path, "messages.po", read.catalog, read.msgstr_lines, read.digest)
    found = catalog_problems(loaded, ())
    assert [problem.line for _key, problem in found] == [7]  # the link target changed: its msgstr line
    assert kept_results.kept_catalog_problems(loaded, (), cache_dir=cache_dir) == found
    assert kept_results.kept_catalog_problems(loaded, (), cache_dir=cache_dir) == found  # from the cache now
    assert len(list((cache_dir / "catalog-checks").iterdir())) == 1
    terms = [(None, "Une carte")]
    kept_found = kept_results.kept_catalog_problems(loaded, terms, cache_dir=cache_dir)
    assert kept_found == catalog_problems(loaded, terms)
    assert len(list((cache_dir / "catalog-checks").iterdir())) == 2  # other glossary terms, another entry


def test_the_page_scan_reads_tags_as_html_parser_does():
    page = (
        b'<!DOCTYPE html>\n<html><head><link rel="stylesheet" href="/assets/site.css?v=1">\n'
        b'<script type="module" src="/assets/a.mjs"></script><script>var x = "<a href=\'/no\'>";</script>\n'
        b'</head><body><!-- <a href="/commented"> -->\n<h2 id="regle">R</h2><a name="old"></a>\n'
        b'<a href="/fr/jeu/#regle" data-url="/pyodide/abc/">x &amp; y</a>\n'
        b'<a href="https://example.org/">e</a><img src="/i&amp;j.png"><p data-x="//cdn/">'
    )
    scan = scan_page(page)
    assert scan.ids == {"regle", "old"}
    assert scan.links == (("/assets/site.css?v=1", 2), ("/assets/a.mjs", 3), ("/fr/jeu/#regle", 6),
                          ("https://example.org/", 7), ("/i&j.png", 7))
    assert scan.references == {"/assets/site.css", "/assets/a.mjs", "/fr/jeu/", "/pyodide/abc/", "/i&j.png"}
