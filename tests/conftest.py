"""Fixtures shared by every test: where the shared reference games live, one built site served on
loopback, and how Playwright starts Debian's Chromium."""
from __future__ import annotations

import json
import pathlib

import pytest
from browser_launch import CHROMIUM_FLAGS, chromium_path
from shared_files import shared_path


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def reference_games() -> dict:
    path = shared_path("reference-games", "course-endgames.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def reference_layouts() -> dict:
    path = shared_path("reference-games", "path-layouts.json")
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> pathlib.Path:
    """The whole site, built once for the session (not strict: strictness has its own tests)."""
    from site_builder.commands.build import build_site

    out = tmp_path_factory.mktemp("site")
    build_site(output_dir=out, strict=False, quiet=True)
    return out


@pytest.fixture(scope="session")
def site_url(built_site) -> str:
    """The built site served on a free loopback port with its own _headers (the CSP above all),
    as visitors get it."""
    from static_host import serve

    with serve(built_site) as origin:
        yield origin
