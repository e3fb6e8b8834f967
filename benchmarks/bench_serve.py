"""From saving a `.po` to the page served with the change, under `marquoir serve`.

    .venv/bin/python benchmarks/bench_serve.py [--runs 10] [--poll]

Starts the preview server (site_builder.commands.serve.start) on a temporary copy of the sources,
then --runs times: saves the English catalog with one msgstr changed (as a PO editor does: the whole
file written), and fetches /en/arboretum/ every 5 ms until the page served holds the new text. It prints the
median and the slowest of those times, split into what the server did: seeing the change (the file
event, or the poll with --poll, which turns inotify off) and the rebuild ("Built in" as serve prints
it, median).

Not a test: it prints figures and never fails on them.
"""
from __future__ import annotations

import argparse
import contextlib
import io
import pathlib
import re
import statistics
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from site_helpers import copy_sources  # noqa: E402

from site_builder.commands import serve, source_watch  # noqa: E402
from site_builder.config.site_config import SiteConfig  # noqa: E402

MSGSTR = 'msgstr "The essentials"'


class Clock(io.TextIOBase):
    """Serve's output, each line with the time it was printed."""

    def __init__(self):
        self.lines: list[tuple[float, str]] = []

    def write(self, text: str) -> int:
        now = time.perf_counter()
        self.lines += [(now, line) for line in text.splitlines() if line.strip()]
        return len(text)


def page(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode("utf-8")


def one_save(catalog: pathlib.Path, url: str, marker: str, clock: Clock) -> tuple[float, float | None]:
    """Seconds from the save to the page served with it, and to serve printing "Change seen"."""
    text = catalog.read_text(encoding="utf-8")
    printed = len(clock.lines)
    saved = time.perf_counter()
    catalog.write_text(re.sub(r'msgstr "The essentials[^"]*"', f'msgstr "The essentials {marker}"', text),
                       encoding="utf-8")
    deadline = saved + 60
    while marker not in page(url):
        if time.perf_counter() > deadline:
            raise SystemExit(f"the change never reached {url}: {clock.lines[-5:]}")
        time.sleep(0.005)
    served = time.perf_counter() - saved
    seen = next((at - saved for at, line in clock.lines[printed:] if line.startswith("Change seen")), None)
    return served, seen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--poll", action="store_true", help="no inotify: poll every 0.25 s")
    args = parser.parse_args()
    if args.poll:
        source_watch._libc = lambda: None  # the fallback of a system without inotify
    with tempfile.TemporaryDirectory() as scratch:
        root = copy_sources(pathlib.Path(scratch) / "repo")
        config = SiteConfig(root=root)
        catalog = config.catalog_path("en")
        assert MSGSTR in catalog.read_text(encoding="utf-8"), "the benchmark's message moved"
        clock = Clock()
        with contextlib.redirect_stdout(clock):
            dev = serve.start(config, port=0)
            threading.Thread(target=dev.server.serve_forever, daemon=True).start()
            try:
                url = dev.url + "en/arboretum/"
                results = [one_save(catalog, url, f"run{run}x", clock) for run in range(args.runs)]
                time.sleep(0.3)
            finally:
                dev.server.shutdown()
                dev.close()
    builds = [float(match.group(1)) for _, line in clock.lines[1:]
              if (match := re.match(r"Built in ([\d.]+) s", line))]
    served = [result[0] for result in results]
    seen = [result[1] for result in results if result[1] is not None]
    mode = "poll every 0.25 s" if args.poll else "file events (inotify)"
    print(f"marquoir serve, {mode}, {args.runs} saves of locales/en/LC_MESSAGES/messages.po:")
    print(f"  save -> page served with the change: median {statistics.median(served):.3f} s, "
          f"slowest {max(served):.3f} s")
    if seen:
        print(f"  save -> change seen: median {statistics.median(seen) * 1000:.0f} ms")
    if builds:
        print(f"  rebuild (serve's 'Built in', one decimal): median {statistics.median(builds):.1f} s")


if __name__ == "__main__":
    main()
