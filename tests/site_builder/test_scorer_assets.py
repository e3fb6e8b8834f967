"""What the build publishes for the scorer page: a deterministic, installable wheel; the pinned Pyodide
runtime files; ES modules whose imports name their fingerprinted files; and per-language pages whose
words (handed to the scripts in data- attributes) are complete and keep their placeholders."""
from __future__ import annotations

import hashlib
import html.parser
import io
import json
import pathlib
import re
import subprocess
import sys
import zipfile

import pytest

from site_builder.config.site_config import LANGUAGES, SOURCE_LANGUAGE
from site_builder.pyodide.runtime import PUBLISHED_FILES, RuntimeMissing, locate_runtime
from site_builder.pyodide.wheels import FIXED_TIME, build_scorer_wheel, record_hash
from site_builder.rendering.es_modules import imported_closure, module_assets, module_imports
from site_builder.structure.pages import DIGEST_LENGTH

ROOT = pathlib.Path(__file__).resolve().parents[2]
CORE_MODULES = ROOT / "site_builder" / "static" / "scorer"
MODULES = ROOT / "site_builder" / "games" / "arboretum" / "static"
KIT_MODULES = ROOT / "site_builder" / "static" / "scorer"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]


def sources_of(*folders: pathlib.Path) -> dict[str, str]:
    return {
        path.name: path.read_text(encoding="utf-8")
        for folder in folders
        for path in folder.rglob("*.mjs")
    }


PLACEHOLDER = re.compile(r"\{(\w+)\}")
# Messages that read the same in a translation as in French.
SAME_EVERYWHERE = {"card", "detail_heading", "verdict_count", "pad_total", "arboretum_heading",
                   "player_points", "picture_title", "picture_total", "game_name"}
# The species' short names on the cards may rightly be the same letters in two languages (Ca, Ja...).
SAME_EVERYWHERE |= {f"short_{species}" for species in (
    "cassia", "dogwood", "jacaranda", "olive", "lilac", "magnolia", "royal-poinciana", "willow")}


def test_wheel_is_deterministic_and_holds_one_games_package():
    first = build_scorer_wheel("scorer.arboretum", "0.1.0")
    second = build_scorer_wheel("scorer.arboretum", "0.1.0")
    assert first.data == second.data
    digest = hashlib.sha256(first.data).hexdigest()[:DIGEST_LENGTH]
    assert first.url == f"/scorer/{digest}/marquoir_scorer_arboretum-0.1.0-py3-none-any.whl"
    archive = zipfile.ZipFile(io.BytesIO(first.data))
    names = archive.namelist()
    package = [name for name in names if name.startswith("scorer/")]
    assert package == sorted(package) and "scorer/__init__.py" in package
    assert {info.date_time for info in archive.infolist()} == {FIXED_TIME}
    sources = {
        path.relative_to(ROOT).as_posix()
        for folder in ("arboretum", "common")
        for path in (ROOT / "scorer" / folder).rglob("*.py")
        if "__pycache__" not in path.parts
    }
    assert set(package) == sources | {"scorer/__init__.py"}, "no other game, no command line"
    record = archive.read("marquoir_scorer_arboretum-0.1.0.dist-info/RECORD").decode().splitlines()
    rows = {line.split(",")[0]: line.split(",")[1:] for line in record}
    assert set(rows) == set(names)
    for name in names:
        if not name.endswith("RECORD"):
            data = archive.read(name)
            assert rows[name] == [record_hash(data), str(len(data))], name
    assert "Tag: py3-none-any" in archive.read("marquoir_scorer_arboretum-0.1.0.dist-info/WHEEL").decode()


def test_the_served_wheels_hold_bytecode_in_place_of_the_sources(built_site):
    """What a page downloads: each module compiled (sourceless .pyc beside where its .py was, read by
    Pyodide's Python without compiling), no source, entries stored for the host's compression."""
    wheels = sorted(built_site.glob("scorer/*/*.whl"))
    assert len(wheels) == 4  # one a game with a scorer page
    for path in wheels:
        archive = zipfile.ZipFile(path)
        package = [name for name in archive.namelist() if name.startswith("scorer/")]
        assert package and all(name.endswith(".pyc") for name in package), package
        assert "scorer/__init__.pyc" in package and "scorer/common/__init__.pyc" in package
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
        game = path.name.split("-")[0].removeprefix("marquoir_scorer_")
        sources = {path.relative_to(ROOT).with_suffix(".pyc").as_posix()
                   for folder in (game, "common") for path in (ROOT / "scorer" / folder).glob("*.py")}
        assert set(package) == sources | {"scorer/__init__.pyc"}


def test_a_scorer_that_asserts_or_reads_a_docstring_is_refused_by_name():
    from site_builder.pyodide.stdlib import ScorerRun, scorer_code_problems

    code = {"scorer/mygame/game.py": b"def score(data):\n    assert data\n    return score.__doc__\n",
            "scorer/mygame/__init__.py": b'"""A docstring is fine: nothing reads it."""\n'}
    found = scorer_code_problems([ScorerRun("scorer.mygame", "score", b"", code, [])])
    assert [(problem.path, problem.line) for problem in found] == [("scorer/mygame/game.py", 2),
                                                                  ("scorer/mygame/game.py", 3)]
    assert "assert" in found[0].text and "docstring" in found[1].text


def test_wheel_installs_and_scores(tmp_path):
    wheel = build_scorer_wheel("scorer.arboretum", "0.1.0")
    path = tmp_path / wheel.filename
    path.write_bytes(wheel.data)
    target = tmp_path / "target"
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", "--target"]
    subprocess.run([*pip, str(target), str(path)], check=True)
    # -S: no site-packages, so the checkout's own (editable) scorer cannot answer instead
    code = (
        "import json, sys; sys.path.insert(0, sys.argv[1]); import scorer;"
        "print(json.dumps([scorer.__file__, scorer.score({'players': []})['errors'][0]['code']]))"
    )
    command = [sys.executable, "-S", "-c", code, str(target)]
    run = subprocess.run(command, capture_output=True, text=True, check=True)
    where, code = json.loads(run.stdout)
    assert where.startswith(str(target)) and code == "player_count"


def test_runtime_is_the_pinned_one(tmp_path):
    runtime = locate_runtime(ROOT)
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    assert runtime.version == pinned
    folder = runtime.site_dir(b"zip")
    assert re.fullmatch(rf"pyodide/[0-9a-f]{{{DIGEST_LENGTH}}}", folder)
    assert runtime.site_dir(b"another zip") != folder  # the standard library names the folder too
    *files, stdlib = runtime.assets(b"zip")
    assert [asset.published_path for asset in files] == [f"{folder}/{name}" for name in PUBLISHED_FILES]
    assert [asset.path for asset in files] == [f"pyodide/{name}" for name in PUBLISHED_FILES]
    assert all(asset.immutable and asset.source.is_file() for asset in files)
    assert stdlib.path == "pyodide/stdlib.zip" and stdlib.immutable and stdlib.content() == b"zip"
    assert re.fullmatch(rf"{folder}/stdlib-[0-9a-f]{{{DIGEST_LENGTH}}}\.zip", stdlib.published_path)
    (tmp_path / "node_modules" / "pyodide").mkdir(parents=True)
    (tmp_path / "node_modules" / "pyodide" / "package.json").write_text('{"version": "1.0.0"}')
    (tmp_path / "package.json").write_text('{"dependencies": {"pyodide": "314.0.7"}}')
    with pytest.raises(RuntimeMissing, match="pins 314.0.7"):
        locate_runtime(tmp_path)


def test_module_imports_name_fingerprinted_files():
    sources = {"a.mjs": 'import { b } from "./b.mjs";\nexport const a = b;\n'}
    sources["b.mjs"] = "export const b = 1;\n"
    before = {asset.path: asset.published_path for asset in module_assets(sources, "assets/x/")}
    a_asset = next(a for a in module_assets(sources, "assets/x/") if a.path.endswith("a.mjs"))
    a_text = a_asset.content().decode()
    assert f'from "./{before["assets/x/b.mjs"].rsplit("/", 1)[1]}"' in a_text
    sources["b.mjs"] = "export const b = 2;\n"
    after = {asset.path: asset.published_path for asset in module_assets(sources, "assets/x/")}
    assert after["assets/x/b.mjs"] != before["assets/x/b.mjs"]
    assert after["assets/x/a.mjs"] != before["assets/x/a.mjs"]  # its import changed


ANY_RELATIVE_IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.\.?/[^"']+)["']""")


def test_every_module_import_resolves_and_the_kit_is_published_once(built_site):
    kit = {path.name for path in KIT_MODULES.rglob("*.mjs")}
    games = [folder for folder in (built_site / "assets").iterdir() if folder.name != "scorer"]
    for folder in [built_site / "assets" / "scorer", *games]:
        for path in folder.glob("*.mjs"):
            for address in ANY_RELATIVE_IMPORT.findall(path.read_text(encoding="utf-8")):
                assert (path.parent / address).resolve().is_file(), (path.name, address)
    for folder in games:  # a game's folder holds its own modules, never a copy of the kit's
        published = {path.name.split(".")[0] + ".mjs" for path in folder.glob("*.mjs")}
        assert not published & kit, (folder.name, sorted(published & kit))
    kit_folder = built_site / "assets" / "scorer"
    assert {path.name.split(".")[0] + ".mjs" for path in kit_folder.glob("*.mjs")} == kit
    sources = {**sources_of(CORE_MODULES, MODULES), "facts.mjs": ""}
    page_modules = imported_closure(sources, ["worker-client.mjs", "main.mjs"])
    assert "scorer-worker.mjs" not in page_modules
    assert {"main.mjs", "worker-client.mjs", "state.mjs", "facts.mjs"} <= set(page_modules)
    assert "py-values.mjs" not in page_modules
    assert module_imports((CORE_MODULES / "worker-client.mjs").read_text()) == []  # one request to start


class PageParts(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.scripts: list[dict] = []
        self.attributes: dict[str, str] = {}
        self.table: dict[str, str] = {}  # the table's block (recent games, sharing), its own words
        self.links: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "script":
            self.scripts.append(attrs)
        if attrs.get("id") == "scorer":
            self.attributes = attrs
        if attrs.get("id") == "table":
            self.table = attrs
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])


def page_parts(built_site, lang: str) -> PageParts:
    parts = PageParts()
    parts.feed((built_site / lang / "arboretum" / "score" / "index.html").read_text(encoding="utf-8"))
    return parts


def js_message_keys(built_site) -> set[str]:
    """Message keys the scripts name: t("key") and both sides of t(x ? "key" : "key"), in the game's
    modules and in those of the kit's the page loads."""
    page = (built_site / "fr" / "arboretum" / "score" / "index.html").read_text(encoding="utf-8")
    loaded = set(re.findall(r"/assets/scorer/([a-z-]+)\.[0-9a-f]+\.mjs", page))
    assert {"scorer-page", "messages", "table-panel"} <= loaded, loaded
    keys = set()
    for path in KIT_MODULES.rglob("*.mjs"):
        if path.stem in loaded:
            keys.update(re.findall(r'\bt\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    for path in MODULES.rglob("*.mjs"):
        text = path.read_text(encoding="utf-8")
        keys.update(re.findall(r'\bt\(\s*"([a-z_]+)"', text))
        for pair in re.findall(r'\?\s*"([a-z]+_[a-z_]+)"\s*:\s*"([a-z]+_[a-z_]+)"', text):
            keys.update(pair)
    return keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_page_has_no_inline_script_and_its_files_exist(built_site, lang):
    parts = page_parts(built_site, lang)
    assert parts.scripts and all(script.get("src") for script in parts.scripts)
    boot = next(script for script in parts.scripts if "data-scorer-worker" in script)
    for url in (boot["src"], boot["data-scorer-worker"], boot["data-wheel"]):
        assert (built_site / url.lstrip("/")).is_file(), url
    for name in PUBLISHED_FILES:
        assert (built_site / boot["data-pyodide"].lstrip("/") / name).is_file()
    assert (built_site / boot["data-stdlib"].lstrip("/")).is_file()
    assert boot["data-stdlib"].startswith(boot["data-pyodide"] + "stdlib-")
    assert json.loads(boot["data-lock-info"])["python"].startswith("3.")
    assert not [*built_site.glob("pyodide/*/pyodide-lock.json"), *built_site.glob("pyodide/*/python_*")]
    assert f"/{lang}/arboretum/" in parts.links
    rules = (built_site / lang / "arboretum" / "index.html").read_text(encoding="utf-8")
    assert 'href="score/"' in rules


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worker_starts_from_the_first_element_of_the_head(built_site, lang):
    """The worker's client comes before any stylesheet or other script, runs as soon as it arrives
    (async) and holds the first layout back (render-blocking), so that the worker never waits for it;
    the page preloads the worker's modules, and not the runtime, which the worker fetches itself."""
    html = (built_site / lang / "arboretum" / "score" / "index.html").read_text(encoding="utf-8")
    head = html[html.index("<head>"):html.index("</head>")]
    first = re.search(r"<(script|link)\b[^>]*>", head).group(0)
    assert "data-scorer-worker" in first
    assert all(attribute in first for attribute in (' async', 'blocking="render"', 'type="module"'))
    preloads = re.findall(r'<link rel="preload" as="fetch" crossorigin href="([^"]+)">', head)
    assert any("/scorer-worker." in url for url in preloads)
    assert not [url for url in preloads if url.startswith(("/pyodide/", "/scorer/"))], preloads


def test_page_words_are_complete_in_every_language(built_site):
    parts = {lang: page_parts(built_site, lang) for lang in LANGUAGES}
    attributes = {lang: parts[lang].attributes for lang in LANGUAGES}
    messages = {lang: json.loads(attributes[lang]["data-messages"]) for lang in LANGUAGES}
    species = {lang: json.loads(attributes[lang]["data-terms"]) for lang in LANGUAGES}
    assert parts["fr"].table
    assert all(json.loads(attributes[lang]["data-untranslated"]) == [] for lang in LANGUAGES)
    used = js_message_keys(built_site)
    assert used and used <= set(messages["fr"]), used - set(messages["fr"])
    for prefix in ("status_", "error_wrong_type_", "deck_"):
        assert any(key.startswith(prefix) for key in messages["fr"])
    for lang in TRANSLATIONS:
        assert set(messages[lang]) == set(messages["fr"])
        for key, text in messages[lang].items():
            source = messages["fr"][key]
            if isinstance(text, dict):  # plural forms, and the form index of each n
                assert len(text["plural"]) == len(source["plural"]) and text["translated"], (lang, key)
                text, source = " ".join(text["forms"]), " ".join(source["forms"])
            assert set(PLACEHOLDER.findall(text)) == set(PLACEHOLDER.findall(source)), (lang, key)
            if key not in SAME_EVERYWHERE:
                assert text != messages["fr"][key], f"{lang}: {key} is not translated"
    assert [s["name"] for s in species["es"]][-1] == "Sauce llorón"
    assert [s["name"] for s in species["en"]][7] == "Royal Poinciana"


def test_csp_allows_the_scorer_and_nothing_more():
    from site_builder.publishing.host_rules import SECURITY_HEADERS

    csp = SECURITY_HEADERS["Content-Security-Policy"]
    rules = dict(part.strip().split(" ", 1) for part in csp.split(";") if part.strip())
    assert rules["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert rules["worker-src"] == "'self'"
    assert rules["connect-src"] == "'self'"
    assert "unsafe-inline" not in csp and "'unsafe-eval'" not in csp
