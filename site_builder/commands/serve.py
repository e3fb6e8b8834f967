"""`marquoir serve`: build, serve on loopback, rebuild when a source changes.

One watcher thread polls modification times and runs every build itself, so builds never overlap.
Each build goes to a fresh temporary folder that replaces the served one only when it succeeded;
a failed build prints its problems and the last good site stays online."""
from __future__ import annotations

import dataclasses
import http.server
import pathlib
import shutil
import tempfile
import threading
import time

from ..config.site_config import SiteConfig
from ..exceptions import BuildError
from ..plugins.loading import load_plugins
from .build import build_site

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


class ServedSite:
    """The folder currently served; swapped under a lock once a new build is complete."""

    def __init__(self):
        self._lock = threading.Lock()
        self._folder: pathlib.Path | None = None

    @property
    def folder(self) -> pathlib.Path | None:
        with self._lock:
            return self._folder

    def swap(self, folder: pathlib.Path) -> pathlib.Path | None:
        with self._lock:
            old, self._folder = self._folder, folder
        return old


def make_handler(served: ServedSite):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

        def __init__(self, *args, **kwargs):
            super().__init__(*args, directory=str(served.folder), **kwargs)

        def send_error(self, code, message=None, explain=None):
            page = pathlib.Path(self.directory) / "404.html"
            if code == 404 and page.exists():
                body = page.read_bytes()
                self.send_response(404)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)
                return
            super().send_error(code, message, explain)

        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, format, *args):  # noqa: A002 - the base class names it so
            pass

    return Handler


def build_once(config: SiteConfig, scratch: pathlib.Path, strict: bool) -> pathlib.Path | None:
    target = pathlib.Path(tempfile.mkdtemp(prefix="site-", dir=scratch)) / "site"
    started = time.monotonic()
    try:
        report = build_site(output_dir=target, strict=strict, quiet=True, config=config)
    except BuildError as error:
        print("Build failed, still serving the last good build:")
        for problem in error.problems[:40]:
            print(f"  {problem.report_line}")
        shutil.rmtree(target.parent, ignore_errors=True)
        return None
    print(f"Built in {time.monotonic() - started:.1f} s, {len(report.warnings)} warning(s).")
    return target


def watch(config: SiteConfig, served: ServedSite, scratch: pathlib.Path, strict: bool,
          stop: threading.Event, paths: list[pathlib.Path], seen: tuple, interval: float = 0.5) -> None:
    """Poll `paths` and rebuild when they differ from `seen`, the state the last build started from."""
    while not stop.wait(interval):
        try:
            current = snapshot(paths)
        except OSError as error:  # a watched folder went away mid-walk: try again at the next poll
            print(f"Cannot read the sources ({error}); trying again.")
            continue
        if current == seen:
            continue
        seen = current
        print("Change seen, rebuilding...")
        folder = build_once(config, scratch, strict)
        if folder is not None:
            old = served.swap(folder)
            if old is not None:
                shutil.rmtree(old.parent, ignore_errors=True)


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


def start(config: SiteConfig, port: int = 8000, strict: bool = False, interval: float = 0.5) -> DevServer:
    """Build once, bind the port and start watching; the caller runs server.serve_forever().

    The sources are looked at before the first build, not by the watcher once it runs: an edit made
    during the first build, or right after start() returns, is then always seen as a change."""
    paths = watched_paths(config)  # the plug-ins are loaded once: a change of code needs a restart
    seen = snapshot(paths)
    scratch = pathlib.Path(tempfile.mkdtemp(prefix="marquoir-serve-"))
    first = build_once(config, scratch, strict)
    if first is None:
        shutil.rmtree(scratch, ignore_errors=True)
        raise SystemExit(1)
    served = ServedSite()
    served.swap(first)
    stop = threading.Event()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(served))
    arguments = (config, served, scratch, strict, stop, paths, seen, interval)
    watcher = threading.Thread(target=watch, args=arguments, daemon=True)
    watcher.start()
    return DevServer(server, served, stop, scratch)


def serve(config: SiteConfig, port: int = 8000, strict: bool = False) -> None:
    dev = start(config, port, strict)
    print(f"Serving {dev.url} (Ctrl+C stops)")
    try:
        dev.server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        dev.close()
