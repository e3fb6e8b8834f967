"""The golden files (tests/golden/): a fresh build of the fixture site (tests/fixtures/site with the
games of tests/fixtures/tinygame) matches them file for file, every page kind included."""
from __future__ import annotations

import re

import pytest
from site_helpers import ROOT

from site_builder.commands.golden import (
    REGENERATE,
    build_fixture_site,
    golden_diff,
    golden_dir,
    golden_files,
    normalise,
    read_golden,
)

PAGE_KINDS = ("fr/index.html", "en/index.html", "es/index.html",  # home
              "fr/tinygame/index.html", "en/parlour/index.html",  # rules, with and without a scorer
              "fr/tinygame/score/index.html", "es/tinygame/score/index.html",  # scorer pages
              "index.html", "404.html", "sitemap.xml", "robots.txt", "_headers", "_redirects")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, str]:
    return golden_files(build_fixture_site(ROOT, tmp_path_factory.mktemp("fixture") / "site"))


def test_the_fixture_site_matches_its_golden_files(built):
    """On failure: the diff of each file; if the change is intended, run ./dev golden and review it."""
    difference = golden_diff(read_golden(golden_dir(ROOT)), built)
    assert difference == "", "\n" + difference


def test_the_golden_files_hold_every_kind_of_page(built):
    missing = [name for name in PAGE_KINDS if name not in built]
    assert missing == []


def test_a_changed_page_shows_as_a_diff_naming_the_command(built):
    changed = {**built, "fr/index.html": built["fr/index.html"].replace("<main", "<main data-x", 1)}
    del changed["_redirects"]
    difference = golden_diff(built, changed)
    assert "--- tests/golden/fr/index.html" in difference and "+<main data-x" in difference
    assert "tests/golden/_redirects: golden file, but the build no longer makes it" in difference
    assert REGENERATE in difference
    assert golden_diff(built, built) == ""


def test_fingerprints_do_not_reach_the_golden_files(built):
    assert normalise('href="/assets/site.0123456789.css"') == 'href="/assets/site.HASH.css"'
    assert normalise("/pyodide/d906278c46/stdlib-2e27a4cacf.zip") == "/pyodide/HASH/stdlib-HASH.zip"
    assert ".HASH." in built["_headers"] and "/HASH/" in built["_headers"]
    assert not any(re.search(r"[./-][0-9a-f]{10}[./]", text) for text in built.values())
    assert not any(name.startswith("assets/") for name in built)
