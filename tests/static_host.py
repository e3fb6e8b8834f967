"""Serving a built site on loopback as Netlify would: every response carries the headers that the
site's own `_headers` file gives its path (the CSP above all), so tests see what visitors get.

Shared by the scorer page's browser tests and the benchmarks; not a test module itself. `serve` runs
in the caller's process; `serve_apart` in a process of its own, for timings.
"""
from __future__ import annotations

import fnmatch
import functools
import http.server
import mimetypes
import multiprocessing
import pathlib
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from site_builder.publishing.host_rules import HEADERS_FILE, read_headers_file


def netlify_rules(site_dir: pathlib.Path) -> list[tuple[str, dict[str, str]]]:
    """(pattern, headers) of the built site's _headers, in file order; a later rule's header wins."""
    return read_headers_file((site_dir / HEADERS_FILE).read_text(encoding="utf-8"))


def content_type_for(url_path: str, rules: list[tuple[str, dict[str, str]]]) -> str:
    """The Content-Type a file is sent with: its _headers rule's, else the type its extension gives."""
    suffix = pathlib.PurePosixPath(url_path).suffix.lower()
    guessed = NetlifyLikeHandler.extensions_map.get(suffix) or mimetypes.guess_type(url_path)[0]
    return headers_for(url_path, rules).get("Content-Type", guessed or "application/octet-stream")


def headers_for(url_path: str, rules: list[tuple[str, dict[str, str]]]) -> dict[str, str]:
    found: dict[str, str] = {}
    for pattern, values in rules:
        if fnmatch.fnmatchcase(url_path, pattern):
            found.update(values)
    return found


class NetlifyLikeHandler(http.server.SimpleHTTPRequestHandler):
    rules: list[tuple[str, dict[str, str]]] = []
    sent: list[tuple[str, int, int]] | None = None  # (path, status, body bytes) when given a list
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
        ".webmanifest": "application/manifest+json",
        ".whl": "application/zip",
        ".zip": "application/zip",
    }

    def send_response(self, code, message=None):
        self.status_sent = code
        if self.sent is not None and code == 304:
            self.sent.append((self.path.split("?", 1)[0], code, 0))
        super().send_response(code, message)

    def copyfile(self, source, outputfile):
        data = source.read()
        try:
            outputfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            return  # the browser went away (a page closed mid-download): nothing was sent
        if self.sent is not None:
            self.sent.append((self.path.split("?", 1)[0], getattr(self, "status_sent", 0), len(data)))

    def send_header(self, keyword, value):
        """The site's _headers decide a file's Content-Type where they name one, as the host does."""
        if keyword.lower() == "content-type":
            value = headers_for(self.url_path(), self.rules).get("Content-Type", value)
        super().send_header(keyword, value)

    def end_headers(self):
        for name, value in headers_for(self.url_path(), self.rules).items():
            if name.lower() != "content-type":  # sent in its place by send_header
                self.send_header(name, value)
        super().end_headers()

    def url_path(self) -> str:
        return self.path.split("?", 1)[0].split("#", 1)[0]

    def log_message(self, format, *args):  # noqa: A002 - the base class names it so
        pass


@contextmanager
def serve(
    directory: pathlib.Path,
    rules: list[tuple[str, dict[str, str]]] | None = None,
    sent: list[tuple[str, int, int]] | None = None,
) -> Iterator[str]:
    """The site at `directory` on a free loopback port, with its _headers; yields its origin.
    Given a list as `sent`, every response body sent is logged there as (path, status, bytes)."""
    rules = netlify_rules(directory) if rules is None else rules
    handler_class = type("Handler", (NetlifyLikeHandler,), {"rules": rules, "sent": sent})
    handler = functools.partial(handler_class, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


class SentLog:
    """The (path, status, body bytes) a `serve_apart` server sent, as it reports them."""

    def __init__(self, reports: multiprocessing.Queue):
        self._reports = reports

    def take(self, settle: float = 0.2) -> list[tuple[str, int, int]]:
        """Every body sent since the last take; waits `settle` seconds for the last report to arrive."""
        taken = []
        while True:
            try:
                taken.append(self._reports.get(timeout=settle))
            except queue.Empty:
                return taken


class _Reporter:
    """What the handler appends to in the server's process: each entry goes to the caller's queue."""

    def __init__(self, reports: multiprocessing.Queue):
        self._reports = reports

    def append(self, entry: tuple[str, int, int]) -> None:
        self._reports.put(entry)


def _serve_in_this_process(directory: str, rules, reports, origins) -> None:
    with serve(pathlib.Path(directory), rules=rules, sent=_Reporter(reports)) as origin:
        origins.put(origin)
        threading.Event().wait()  # until the caller terminates this process


@contextmanager
def serve_apart(
    directory: pathlib.Path,
    rules: list[tuple[str, dict[str, str]]] | None = None,
) -> Iterator[tuple[str, SentLog]]:
    """As `serve`, from a process of its own; yields its origin and the log of what it sent.

    A benchmark drives Chromium with Playwright from its own Python, which handles an event for every
    request of a page while it loads: a server in the same interpreter waits for it (one GIL), and a
    page of forty files looks slower than it is. Apart, the server answers as a host would."""
    context = multiprocessing.get_context("spawn")
    reports, origins = context.Queue(), context.Queue()
    rules = netlify_rules(directory) if rules is None else rules
    process = context.Process(target=_serve_in_this_process, args=(str(directory), rules, reports, origins),
                              daemon=True)
    process.start()
    try:
        yield origins.get(timeout=60), SentLog(reports)
    finally:
        process.terminate()
        process.join()
