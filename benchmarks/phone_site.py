"""What the entry benchmarks share (bench_scorer_entry.py, bench_sushi_go_entry.py,
bench_skull_king_entry.py): the site built into a temporary folder, served on loopback with its own
_headers, and one phone to tap on it (Debian's Chromium at 360 x 740 with touch). Importing it puts the
project and tests/ on the import path, so a benchmark then imports the tests' page helpers
(tests/pages/). Not a benchmark itself."""
from __future__ import annotations

import contextlib
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages.scorer_table import VIEWPORT  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve  # noqa: E402

from site_builder.commands.build import build_site  # noqa: E402


@contextlib.contextmanager
def phone_on_site(prefix: str):
    """(page, origin): a phone's page and the origin of the site built into a temporary folder named
    after `prefix`, served for as long as the block runs."""
    with tempfile.TemporaryDirectory(prefix=prefix) as temp:
        site = pathlib.Path(temp) / "site"
        build_site(output_dir=site, quiet=True)
        with serve(site) as origin, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            yield browser.new_context(viewport=VIEWPORT, has_touch=True).new_page(), origin
            browser.close()
