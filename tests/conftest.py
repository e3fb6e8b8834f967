"""Fixtures shared by every test: where the shared reference games live, one built site served on
loopback, and how Playwright starts Debian's Chromium."""
from __future__ import annotations

import json
import os
import pathlib

import pytest
from browser_launch import CHROMIUM_FLAGS, TEST_ONLY_FLAGS, chromium_path
from filelock import FileLock
from shared_files import shared_path

SITE_VARIABLE = "MARQUOIR_TEST_SITE"  # a built site the run only reads, given by ./dev test


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    flags = CHROMIUM_FLAGS + TEST_ONLY_FLAGS
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": flags}


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
    """The whole site, built once for the whole run and only read by the tests (not strict: strictness
    has its own tests). `./dev test` hands in the folder its strict build wrote (MARQUOIR_TEST_SITE:
    a strict build that passed writes the same files); otherwise the first worker of pytest-xdist that
    needs it builds it, under a lock, in the folder the run's workers share."""
    given = os.environ.get(SITE_VARIABLE)
    if given:
        return pathlib.Path(given).resolve()
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # each worker's own folder is <the run's folder>/popen-gwN
    out, done = shared / "built-site", shared / "built-site.done"
    with FileLock(shared / "built-site.lock"):
        if not done.exists():
            from site_builder.commands.build import build_site

            build_site(output_dir=out, strict=False, quiet=True)
            done.touch()
    return out


@pytest.fixture(scope="session")
def site_url(built_site) -> str:
    """The built site served on a free loopback port with its own _headers (the CSP above all),
    as visitors get it: one server per worker, for every test that does not stop it to go offline."""
    from static_host import serve

    with serve(built_site) as origin:
        yield origin


@pytest.fixture(scope="session")
def origin(site_url) -> str:
    """The shared server's origin, under the name the browser tests give it."""
    return site_url
