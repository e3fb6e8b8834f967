"""`marquoir serve`: build, serve on loopback, rebuild when a source changes.

One watcher thread waits for file events (source_watch: watchfiles, which polls where the system has
none), compares snapshots of the sources and runs every build itself, so builds never overlap. Each
build prints its problems as `marquoir build` does (`error: file:line: ...`) and goes to a fresh
temporary folder that replaces the served one only when it succeeded; a failed build prints its
problems and the last good site stays online (before any good build, a page listing the problems is
served instead). Whatever a build raises (a template's error, a plug-in's, a bug) is such a failure:
the watcher goes on watching.

Preview only, never in a build's output: each HTML page is served with a banner listing the problems
of its language's catalog (preview_banner), and the failure of the last build if it failed."""
from __future__ import annotations

import dataclasses
import http.server
import pathlib
import shutil
import tempfile
import threading
import time

from ..config.site_config import SiteConfig
from ..exceptions import BuildError, Level, Problem, error_text, failures_located, internal_problem
from ..plugins.loading import load_plugins
from ..structure.build_memo import BuildMemo
from ..translations.catalogs import display_path
from .build import build_site
from .preview_banner import error_page, problems_banner, with_banner
from .source_watch import source_changes

MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".css": "text/css",
    ".svg": "image/svg+xml",
}


def watched_paths(config: SiteConfig) -> list[pathlib.Path]:
    """Content, catalogs, templates, static files, and what each game plug-in names (its own folder,
    its scorer package: the wheel is built from source). A change of the core's Python code needs a
    restart."""
    paths = [config.content_dir, config.locales_dir, config.templates_dir, config.static_dir]
    plugins = config.plugins if config.plugins is not None else load_plugins()
    for _slug, plugin in sorted(plugins.items()):
        paths += plugin.watched_paths()
    return paths


def snapshot(paths: list[pathlib.Path]) -> tuple:
    """(path, mtime, size) of every file under the watched folders, sorted."""
    found = []
    for folder in paths:
        if not folder.exists():
            continue
        for path in folder.rglob("*"):
            if "__pycache__" in path.parts:
                continue
            try:
                stat = path.stat()
            except OSError:  # gone between the listing and the look: the next poll sees the change
                continue
            if path.is_file():
                found.append((str(path), stat.st_mtime_ns, stat.st_size))
    return tuple(sorted(found))


@dataclasses.dataclass(frozen=True)
class BuildOutcome:
    """One build of the preview: its folder when it succeeded, and every problem it found."""

    folder: pathlib.Path | None
    problems: tuple[Problem, ...]  # a failure's problems, or what a good build reported (and its preview)


@dataclasses.dataclass(frozen=True)
class Preview:
    """What is served: the last good build (None before the first), its problems, and the problems of
    the last build when it failed (the page then says the site shown is older than the sources)."""

    folder: pathlib.Path | None = None
    problems: tuple[Problem, ...] = ()
    failure: tuple[Problem, ...] = ()


class ServedSite:
    """The preview currently served; replaced under a lock once a build is over."""

    def __init__(self):
        self._lock = threading.Lock()
        self._preview = Preview()
        self._retired: pathlib.Path | None = None  # the build served before: a request may still read it

    @property
    def preview(self) -> Preview:
        with self._lock:
            return self._preview

    @property
    def folder(self) -> pathlib.Path | None:
        return self.preview.folder

    def record(self, outcome: BuildOutcome) -> pathlib.Path | None:
        """Serve a good build, or keep the last one and its failure. Returns the folder that can go: the
        one before the build just replaced (a request begun a moment ago may still read that one)."""
        with self._lock:
            old = self._preview
            if outcome.folder is None:
                self._preview = dataclasses.replace(old, failure=outcome.problems)
                return None
            self._preview = Preview(outcome.folder, outcome.problems)
            gone, self._retired = self._retired, old.folder
        return gone


def make_handler(served: ServedSite, config: SiteConfig, empty: pathlib.Path):
    catalogs = {lang: display_path(config.catalog_path(lang), config.root) for lang in config.languages}

    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

        def __init__(self, *args, **kwargs):
            self.preview = served.preview  # one state for the whole request
            folder = self.preview.folder or empty
            super().__init__(*args, directory=str(folder), **kwargs)

        def do_GET(self):  # noqa: N802 - the base class names it so
            if not self.send_preview(head=False):
                super().do_GET()

        def do_HEAD(self):  # noqa: N802
            if not self.send_preview(head=True):
                super().do_HEAD()

        def send_preview(self, head: bool) -> bool:
            """The error page before any good build; a page with its catalog's problems on top."""
            if self.preview.folder is None:
                self.send_body(503, error_page(self.preview.failure), head)
                return True
            page = self.html_file()
            if page is None:
                return False
            lang = self.path.lstrip("/").split("/", 1)[0]
            banner = problems_banner(self.preview, catalogs.get(lang))
            self.send_body(200, with_banner(page.read_text(encoding="utf-8"), banner), head)
            return True

        def html_file(self) -> pathlib.Path | None:
            path = pathlib.Path(self.translate_path(self.path))
            if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
                path = path / "index.html"
            return path if path.suffix == ".html" and path.is_file() else None

        def send_body(self, code: int, text: str, head: bool) -> None:
            body = text.encode("utf-8")
            self.send_response(code)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def send_error(self, code, message=None, explain=None):
            page = pathlib.Path(self.directory) / "404.html"
            if code == 404 and page.exists():
                self.send_body(404, page.read_text(encoding="utf-8"), self.command == "HEAD")
                return
            super().send_error(code, message, explain)

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, format, *args):  # noqa: A002 - the base class names it so
            pass

    return Handler


def build_once(config: SiteConfig, scratch: pathlib.Path, strict: bool, memo: BuildMemo) -> BuildOutcome:
    """One build into a fresh folder, its problems printed as `marquoir build` prints them; what the
    builds before it kept in memory (memo) is only made again where its sources changed; the runtime's
    files are hard links (never edited in a preview folder)."""
    target = pathlib.Path(tempfile.mkdtemp(prefix="site-", dir=scratch)) / "site"
    started = time.monotonic()
    try:
        with failures_located(config.root):
            report = build_site(output_dir=target, strict=strict, quiet=False, config=config, memo=memo,
                                link_files=True)
    except BuildError as error:
        shutil.rmtree(target.parent, ignore_errors=True)
        return BuildOutcome(None, tuple(error.problems))
    except Exception as error:  # a bug of the core: said on the page too, and the watcher goes on
        shutil.rmtree(target.parent, ignore_errors=True)
        return BuildOutcome(None, (internal_problem(error),))
    problems = (*report.warnings, *report.preview)
    errors = sum(1 for problem in report.warnings if problem.level is not Level.WARNING)
    print(f"Built in {time.monotonic() - started:.2f} s: {errors} error(s), "
          f"{len(report.warnings) - errors} warning(s).")
    return BuildOutcome(target, problems)


def print_failure(outcome: BuildOutcome, first: bool) -> None:
    still = "serving a page that lists them" if first else "still serving the last good build"
    print(f"Build failed ({len(outcome.problems)} problem(s)), {still}:")
    for problem in outcome.problems:
        print(f"  {problem.report_line}")


def publish(served: ServedSite, outcome: BuildOutcome) -> None:
    first = served.folder is None
    if outcome.folder is None:
        print_failure(outcome, first)
    old = served.record(outcome)
    if old is not None:
        shutil.rmtree(old.parent, ignore_errors=True)


def watch(config: SiteConfig, served: ServedSite, scratch: pathlib.Path, strict: bool, memo: BuildMemo,
          stop: threading.Event, paths: list[pathlib.Path], seen: tuple, interval: float = 0.25) -> None:
    """Rebuild when the sources differ from `seen`, the state the last build started from: looked at
    as soon as a file event comes (source_watch), and every few seconds without one (in case one was
    missed); `interval`: the poll's period where there are no file events. If the watching itself
    fails (a watched folder removed, no inotify watches left), it starts again, polling."""
    polling = None  # the library's choice: file events where the system has them
    while not stop.is_set():
        try:
            seen = watch_until_stopped(config, served, scratch, strict, memo, stop, paths, seen, interval,
                                       polling)
        except Exception as error:  # from the watching only: a build's failure is its outcome
            print(f"Cannot watch the sources ({error_text(error)}); watching them again, polling.")
            polling = True
            stop.wait(RETRY_SECONDS)


RETRY_SECONDS = 1.0


def watch_until_stopped(config: SiteConfig, served: ServedSite, scratch: pathlib.Path, strict: bool,
                        memo: BuildMemo, stop: threading.Event, paths: list[pathlib.Path], seen: tuple,
                        interval: float, polling: bool | None) -> tuple:
    for _event in source_changes(paths, stop, poll_ms=round(interval * 1000), force_polling=polling):
        if stop.is_set():
            break
        try:
            current = snapshot(paths)
        except OSError as error:  # a watched folder went away mid-walk: try again at the next look
            print(f"Cannot read the sources ({error}); trying again.")
            continue
        if current == seen:
            continue
        seen = current
        print("Change seen, rebuilding...")
        publish(served, build_once(config, scratch, strict, memo))
    return seen


@dataclasses.dataclass
class DevServer:
    """A running preview: the HTTP server (not yet serving) and the watcher thread."""

    server: http.server.ThreadingHTTPServer
    served: ServedSite
    stop: threading.Event
    scratch: pathlib.Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/"

    def close(self) -> None:
        self.stop.set()
        self.server.server_close()
        shutil.rmtree(self.scratch, ignore_errors=True)


def start(config: SiteConfig, port: int = 8000, strict: bool = False, interval: float = 0.25) -> DevServer:
    """Build once, bind the port and start watching; the caller runs server.serve_forever(). A first
    build that fails is served as a page listing its problems until a build succeeds.

    The sources are looked at before the first build, not by the watcher once it runs: an edit made
    during the first build, or right after start() returns, is then always seen as a change."""
    paths = watched_paths(config)  # the plug-ins are loaded once: a change of code needs a restart
    seen = snapshot(paths)
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="marquoir-serve-"))
    empty = scratch / "empty"
    empty.mkdir()
    served = ServedSite()
    memo = BuildMemo()  # the watcher's builds only: never two at once
    publish(served, build_once(config, scratch, strict, memo))
    stop = threading.Event()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(served, config, empty))
    arguments = (config, served, scratch, strict, memo, stop, paths, seen, interval)
    watcher = threading.Thread(target=watch, args=arguments, daemon=True)
    watcher.start()
    return DevServer(server, served, stop, scratch)


def serve(config: SiteConfig, port: int = 8000, strict: bool = False) -> None:
    dev = start(config, port, strict)
    if dev.served.folder is None:
        print(f"Serving {dev.url}: a page listing the problems until a build succeeds (Ctrl+C stops)")
    else:
        print(f"Serving {dev.url} (Ctrl+C stops)")
    try:
        dev.server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        dev.close()
