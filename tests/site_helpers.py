"""Helpers for the site tests: a throw-away copy of the sources, reading a built site, and Pyodide under
Node run once per distinct job."""
from __future__ import annotations

import hashlib
import html.parser
import json
import pathlib
import shutil

from site_builder.pyodide import stdlib as pyodide_stdlib
from site_builder.translations.po_files import read_catalog, write_catalog

ROOT = pathlib.Path(__file__).resolve().parent.parent


def copy_sources(target: pathlib.Path) -> pathlib.Path:
    """A repository root with its own content/ and locales/ (editable), sharing the rest."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copytree(ROOT / "content", target / "content")
    shutil.copytree(ROOT / "locales", target / "locales")
    for name in ("node_modules", "scorer", "package.json", "package-lock.json"):
        if (ROOT / name).exists():
            (target / name).symlink_to(ROOT / name)
    return target


def probe_once(monkeypatch, answers: dict[str, dict]) -> None:
    """Pyodide under Node (`stdlib.run_probe`) runs once per distinct job (its mode, the bytes of its
    wheels and zip, the sample games), its answer kept in `answers`: a later build with the same inputs
    reads the same answer. For tests whose subject is what the build does with the answer (its cache,
    what it refuses), not the probe itself, which the first build still runs."""
    real = pyodide_stdlib.run_probe

    def run(job: dict, folder: pathlib.Path) -> dict:
        key = job_digest(job)
        if key not in answers:
            answers[key] = real(job, folder)
        return answers[key]

    monkeypatch.setattr(pyodide_stdlib, "run_probe", run)


def job_digest(job: dict) -> str:
    """A probe job with each file it names (wheels, zip) by the digest of its bytes, not its path."""
    def content(path: str | None) -> str | None:
        return hashlib.sha256(pathlib.Path(path).read_bytes()).hexdigest() if path else None

    named = {**job, "stdLib": content(job["stdLib"]),
             "jobs": [{**each, "wheel": content(each["wheel"])} for each in job["jobs"]]}
    return hashlib.sha256(json.dumps(named, sort_keys=True).encode("utf-8")).hexdigest()


def edit_catalog(path: pathlib.Path, lang: str, edit) -> None:
    """Read a .po file, let edit(catalog) change it, write it back as `marquoir i18n update` would."""
    catalog = read_catalog(path, lang)
    edit(catalog)
    write_catalog(path, catalog)


def line_of(path: pathlib.Path, text: str) -> int:
    """1-based line of the first line of path containing text."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if text in line:
            return number
    raise AssertionError(f"{text!r} not in {path}")


def msgid_line(path: pathlib.Path, msgid: str) -> int:
    """1-based line of the `msgid` keyword of a message, read from the file text as a translator would."""
    lines = path.read_text(encoding="utf-8").splitlines()
    start = msgid[:30].replace("\\", "\\\\").replace('"', '\\"')
    for number, line in enumerate(lines):
        if start in line and not line.startswith(("#", "msgstr")):
            while not lines[number].startswith("msgid "):
                number -= 1
            return number + 1
    raise AssertionError(f"msgid {msgid!r} not in {path}")


def msgstr_line(path: pathlib.Path, msgid: str) -> int:
    """1-based line of the `msgstr` (or `msgstr[0]`) of a message: where msgfmt reports its translation."""
    lines = path.read_text(encoding="utf-8").splitlines()
    number = msgid_line(path, msgid)
    while not lines[number - 1].startswith("msgstr"):
        number += 1
    return number


class PageParser(html.parser.HTMLParser):
    """Ids, links and tags of one HTML page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: list[str] = []
        self.links: list[tuple[str, str]] = []  # (tag, url)
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        self.tags.append((tag, values))
        if "id" in values:
            self.ids.append(values["id"])
        for attribute in ("href", "src"):
            if values.get(attribute):
                self.links.append((tag, values[attribute]))


def parse_page(path: pathlib.Path) -> PageParser:
    parser = PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def html_pages(site: pathlib.Path) -> list[pathlib.Path]:
    return sorted(site.rglob("*.html"))


def url_of(site: pathlib.Path, page: pathlib.Path) -> str:
    relative = page.relative_to(site).as_posix()
    if relative == "index.html":
        return "/"
    if relative.endswith("/index.html"):
        return "/" + relative[: -len("index.html")]
    return "/" + relative




# A game plug-in with a bug, as a third party may write one: Arboretum's, whose fence reader raises
# ValueError (not the ContentError a reader means) on a layout holding a "?".
RAISING_PLUGIN = '''"""Arboretum with a fence reader that raises ValueError on a "?"."""
import dataclasses

from site_builder.games.arboretum import plugin as arboretum


def read(fence, path):
    if "?" in fence.text:
        raise ValueError("cannot count a card written ?")
    return arboretum.fences[0].read(fence, path)


plugin = dataclasses.replace(arboretum, fences=(dataclasses.replace(arboretum.fences[0], read=read),))
'''
RAISING_LINE = 9  # of the raise, in RAISING_PLUGIN
RAISING_LAYOUT = ("willow:1 willow:4 .\n", "willow:1 willow:4 ?\n")  # a line of the rules: as is, with a "?"


def raising_plugins(folder: pathlib.Path) -> tuple[dict, pathlib.Path]:
    """Every registered game plug-in, Arboretum's replaced by RAISING_PLUGIN (written in folder)."""
    import importlib.util

    from site_builder.plugins.loading import load_plugins

    path = folder / "raising_plugin.py"
    path.write_text(RAISING_PLUGIN, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("raising_plugin", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {**load_plugins(), "arboretum": module.plugin}, path
