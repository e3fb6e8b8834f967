"""From saving a `.po` to the page served with the change, under `marquoir serve`.

    .venv/bin/python benchmarks/bench_serve.py [--runs 10] [--poll]

Starts the preview server (`marquoir serve --port 0`, in a process of its own as a browser would be)
on a temporary copy of the sources, then --runs times: saves the English catalog with one msgstr
changed (as a PO editor does: the whole file written), waits for serve to print that the rebuild is
over, then fetches /en/arboretum/ every 5 ms until the page served holds the new text. It prints the
median and the slowest of those times, split into what the server did: seeing the change (the file
event, or with --poll watchfiles' poll, as on a system without file events: WATCHFILES_FORCE_POLLING)
and the rebuild ("Built in" as serve prints it, median).

Not a test: it prints figures and never fails on them.
"""
from __future__ import annotations

import argparse
import os
import pathlib
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from site_helpers import copy_sources  # noqa: E402

from site_builder.config.site_config import SiteConfig  # noqa: E402

MSGSTR = 'msgstr "The essentials"'


class Clock:
    """Serve's output, each line with the time it was printed (read by a thread as it comes)."""

    def __init__(self, stream):
        self.lines: list[tuple[float, str]] = []
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream) -> None:
        for line in stream:
            if line.strip():
                self.lines.append((time.perf_counter(), line.rstrip("\n")))

    def url(self, process: subprocess.Popen) -> str:
        deadline = time.perf_counter() + 120
        while time.perf_counter() < deadline and process.poll() is None:
            for _, line in self.lines:
                if match := re.match(r"Serving (http://\S+/)", line):
                    return match.group(1)
            time.sleep(0.05)
        raise SystemExit(f"serve did not start: {self.lines[-5:]}")


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
    # Asking for the page every few milliseconds during the rebuild would slow it down (each request
    # takes the server's interpreter for a millisecond): ask once serve has said the build is over.
    while not any(line.startswith(("Built in", "Build failed")) for _, line in clock.lines[printed:]):
        if time.perf_counter() > deadline:
            raise SystemExit(f"no rebuild came: {clock.lines[-5:]}")
        time.sleep(0.002)
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
    parser.add_argument("--poll", action="store_true", help="no file events: watchfiles polls every 0.25 s")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        root = copy_sources(pathlib.Path(scratch) / "repo")
        config = SiteConfig(root=root)
        catalog = config.catalog_path("en")
        assert MSGSTR in catalog.read_text(encoding="utf-8"), "the benchmark's message moved"
        env = {**os.environ, "WATCHFILES_FORCE_POLLING": "1"} if args.poll else None
        process = subprocess.Popen(
            [sys.executable, "-u", "-m", "site_builder", "--root", str(root), "serve", "--port", "0"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
        )
        clock = Clock(process.stdout)
        try:
            url = clock.url(process) + "en/arboretum/"
            results = [one_save(catalog, url, f"run{run}x", clock) for run in range(args.runs)]
            time.sleep(0.3)
        finally:
            process.terminate()
            process.wait(timeout=10)
    builds = [float(match.group(1)) for _, line in clock.lines[1:]
              if (match := re.match(r"Built in ([\d.]+) s", line))]
    served = [result[0] for result in results]
    seen = [result[1] for result in results if result[1] is not None]
    mode = "poll every 0.25 s" if args.poll else "file events (watchfiles)"
    print(f"marquoir serve, {mode}, {args.runs} saves of locales/en/LC_MESSAGES/messages.po:")
    print(f"  save -> page served with the change: median {statistics.median(served):.3f} s, "
          f"slowest {max(served):.3f} s")
    if seen:
        print(f"  save -> change seen: median {statistics.median(seen) * 1000:.0f} ms")
    if builds:
        print(f"  rebuild (serve's 'Built in'): median {statistics.median(builds):.2f} s")


if __name__ == "__main__":
    main()
