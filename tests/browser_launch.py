"""How the tests and the benchmarks start Debian's Chromium (Playwright cannot download browsers here).

Shared by tests/conftest.py and benchmarks/; not a test module itself.
"""
from __future__ import annotations

import shutil

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]


# The tests' Chromium runs WebAssembly with V8's baseline compiler only (Liftoff): no background
# optimising compiles competing with the tests for the machine's cores (a scorer page's start costs about
# a quarter less CPU). What the pages do is the same; the benchmarks, which time them, leave it out.
TEST_ONLY_FLAGS = ["--js-flags=--liftoff-only"]


def chromium_path() -> str:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError("Debian's Chromium is missing: `./dev test` installs it (apt-get install chromium)")
