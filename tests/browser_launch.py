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


def chromium_path() -> str:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    raise RuntimeError("Debian's Chromium is missing: `./dev test` installs it (apt-get install chromium)")
