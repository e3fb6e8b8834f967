"""No traceback from `marquoir build`: a template's error, a plug-in hook that raises anything, a content
file that cannot be read, each is a problem at its file and line (the template's, the plug-in's, the
content's) and exit 1; a bug of the core is one sentence, exit 2. A damaged build cache is never used:
a build over a cache whose every file was truncated writes the same site as a build without one."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess
import sys

import pytest
from site_helpers import (
    RAISING_LAYOUT,
    RAISING_LINE,
    ROOT,
    copy_sources,
    line_of,
    probe_once,
    raising_plugins,
)

from site_builder.commands import cli
from site_builder.commands.build import build_site
from site_builder.config.site_config import PACKAGE_DIR, SiteConfig
from site_builder.publishing.page_scan import scan_page
from site_builder.pyodide import stdlib
from site_builder.structure import build_cache


def with_templates(tmp_path: pathlib.Path) -> SiteConfig:
    """A copy of the sources with its own copy of the core's templates (editable)."""
    root = copy_sources(tmp_path / "repo")
    shutil.copytree(PACKAGE_DIR / "templates", root / "templates")
    return SiteConfig(root=root, templates_dir=root / "templates")


def build_command(config: SiteConfig, output: pathlib.Path, monkeypatch, capsys) -> tuple[int, str]:
    """`marquoir build -o output` on config, as the command line runs it: (exit code, what it printed)."""
    monkeypatch.setattr(cli, "_config", lambda args: config)
    code = cli.main(["build", "-o", str(output), "--quiet"])
    captured = capsys.readouterr()
    return code, captured.err + captured.out


BAD_TEMPLATES = {  # what is written in 404.html, the line it breaks, and the words of the problem
    "an undefined attribute": ("{{ entry.home }}", "{{ entry.hom }}", "'dict object' has no attribute 'hom'"),
    "a syntax error": ("{% endfor %}", "{% endfo %}", "Encountered unknown tag 'endfo'"),
    "an unknown filter": ("{{ entry.home }}", "{{ entry.home | shout }}", "No filter named 'shout'"),
}


@pytest.mark.parametrize("mistake", BAD_TEMPLATES)
def test_a_template_error_is_the_templates_file_and_line_and_exit_1(tmp_path, monkeypatch, capsys, mistake):
    config = with_templates(tmp_path)
    good, bad, words = BAD_TEMPLATES[mistake]
    page = config.templates_dir / "404.html"
    line = line_of(page, good)
    page.write_text(page.read_text(encoding="utf-8").replace(good, bad), encoding="utf-8")
    code, printed = build_command(config, tmp_path / "site", monkeypatch, capsys)
    assert code == 1, printed
    assert f"error: templates/404.html:{line}: template error: {words}" in printed, printed
    assert "Traceback" not in printed and not (tmp_path / "site").exists()


def test_a_template_that_is_not_utf8_is_its_file_and_line(tmp_path, monkeypatch, capsys):
    config = with_templates(tmp_path)
    page = config.templates_dir / "404.html"
    heading = "<h1>Page non trouvée</h1>".encode("latin-1")
    page.write_bytes(page.read_bytes().replace(b"<h1>404</h1>", heading))
    code, printed = build_command(config, tmp_path / "site", monkeypatch, capsys)
    assert code == 1, printed
    line = line_of_bytes(page, b"<h1>")
    expected = f"error: templates/404.html:{line}: template error: is not UTF-8 text (byte 0xe9)"
    assert expected in printed, printed
    assert "Traceback" not in printed


def line_of_bytes(path: pathlib.Path, part: bytes) -> int:
    return path.read_bytes().split(part)[0].count(b"\n") + 1


def test_a_plug_in_hook_raising_value_error_is_the_plug_ins_file_and_line_and_exit_1(tmp_path, monkeypatch,
                                                                                     capsys):
    root = copy_sources(tmp_path / "repo")
    plugins, plugin_file = raising_plugins(tmp_path)
    rules = root / "content" / "arboretum" / "rules.md"
    fence = line_of(rules, RAISING_LAYOUT[0].strip()) - 1
    rules.write_text(rules.read_text(encoding="utf-8").replace(*RAISING_LAYOUT), encoding="utf-8")
    code, printed = build_command(SiteConfig(root=root, plugins=plugins), tmp_path / "site", monkeypatch,
                                  capsys)
    assert code == 1, printed
    expected = (f"error: {plugin_file}:{RAISING_LINE}: a game plug-in failed: ValueError: cannot count a "
                f"card written ? (reading the example at content/arboretum/rules.md:{fence})")
    assert expected in printed, printed
    assert "Traceback" not in printed


def test_a_hook_failing_while_a_page_is_rendered_is_the_plug_ins_line(tmp_path, monkeypatch, capsys):
    """A hook the templates call (the scorer page's context): its exception at the line that raised it."""
    import dataclasses

    root = copy_sources(tmp_path / "repo")
    plugins, _ = raising_plugins(tmp_path)
    hook = tmp_path / "context_hook.py"
    hook.write_text("def context(render):\n    return {'title': 1 / 0}\n", encoding="utf-8")
    sys.path.insert(0, str(tmp_path))
    monkeypatch.setattr(sys, "path", sys.path)
    import context_hook

    arboretum = plugins["arboretum"]
    plugins["arboretum"] = dataclasses.replace(
        arboretum, scorer=dataclasses.replace(arboretum.scorer, context=context_hook.context))
    code, printed = build_command(SiteConfig(root=root, plugins=plugins), tmp_path / "site", monkeypatch,
                                  capsys)
    sys.modules.pop("context_hook", None)
    assert code == 1, printed
    assert f"error: {hook}:2: a game plug-in failed: ZeroDivisionError: division by zero" in printed, printed
    assert "Traceback" not in printed


@pytest.mark.parametrize("damage", ["not UTF-8", "a folder", "permission denied"])
def test_an_unreadable_content_file_is_named_and_exit_1(tmp_path, monkeypatch, capsys, damage):
    root = copy_sources(tmp_path / "repo")
    page = root / "content" / "arboretum" / "aid.md"
    if damage == "not UTF-8":
        page.write_bytes("Ligne 1\nLigne 2\nCarte à 8\n".encode("latin-1"))
        expected = "content/arboretum/aid.md:3: is not UTF-8 text (byte 0xe0): save it as UTF-8"
    elif damage == "a folder":
        page.unlink()
        page.mkdir()  # read as a file: IsADirectoryError
        expected = "content/arboretum/aid.md: cannot be read: Is a directory"
    else:  # the tests run as root, whom chmod does not stop: the read refused as the system refuses it
        read_bytes = pathlib.Path.read_bytes

        def refused(path):
            if path == page:
                raise PermissionError(13, "Permission denied", str(path))
            return read_bytes(path)

        monkeypatch.setattr(pathlib.Path, "read_bytes", refused)
        expected = "content/arboretum/aid.md: cannot be read: Permission denied"
    code, printed = build_command(SiteConfig(root=root), tmp_path / "site", monkeypatch, capsys)
    assert code == 1, printed
    assert f"error: {expected}" in printed, printed
    assert "Traceback" not in printed


BUG = ("import sys\nfrom site_builder.commands import build, cli\n"
       "def check_site(site, problems):\n    raise KeyError('no such page')\n"
       "build.check_site = check_site\nsys.exit(cli.main(sys.argv[1:]))\n")


def test_a_bug_of_the_core_is_one_sentence_and_exit_2_unless_the_traceback_is_asked_for(tmp_path):
    command = [sys.executable, "-c", BUG, "build", "-o", str(tmp_path / "site"), "--quiet"]
    env = {key: value for key, value in os.environ.items() if key != cli.DEBUG_VARIABLE}
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert run.returncode == 2, run.stderr
    assert run.stderr == ("marquoir build: error: internal error: KeyError: 'no such page'; please report it "
                          f"({cli.DEBUG_VARIABLE}=1 shows where)\n")
    run = subprocess.run(command, cwd=ROOT, env={**env, cli.DEBUG_VARIABLE: "1"}, capture_output=True,
                         text=True, timeout=300, check=False)
    assert run.returncode == 1 and "Traceback" in run.stderr and "KeyError: 'no such page'" in run.stderr


def test_nodes_failure_is_its_error_line_never_the_minified_runtime():
    minified = "var _createPyodideModule=(()=>{" + "a=b;" * 20_000 + "})"
    stderr = (f"/x/node_modules/pyodide/pyodide.asm.js:9\n{minified}\n    ^\n\n"
              "PythonError: Traceback (most recent call last):\n  File \"<exec>\", line 3, in <module>\n"
              "zipfile.BadZipFile: File is not a zip file\n    at new_error (/x/pyodide.asm.js:9:1)\n"
              f"    at {minified}\n\nNode.js v22.1.0\n")
    assert stdlib.node_error(stderr) == "zipfile.BadZipFile: File is not a zip file"
    # what Node printed for a truncated wheel: where, then the minified runtime's line, and no message
    assert stdlib.node_error(f"file:///x/node_modules/pyodide/pyodide.asm.mjs:1\n{minified}\n") == (
        "it stopped without an error message (at file:///x/node_modules/pyodide/pyodide.asm.mjs:1)")
    assert stdlib.node_error(minified) == "it stopped without an error message"


def files_of(folder: pathlib.Path) -> dict[str, bytes]:
    return {path.relative_to(folder).as_posix(): path.read_bytes()
            for path in sorted(folder.rglob("*")) if path.is_file()}


@pytest.mark.node
def test_a_build_over_a_cache_whose_every_file_was_truncated_writes_the_site_a_build_without_cache_writes(
        tmp_path, monkeypatch):
    """Every entry the build keeps in its one cache folder (Jinja's compiled templates included), each
    file cut in half as a full disk or a killed build leaves it. (Pyodide under Node answers the second
    build as it answered the first: what is checked is that the damaged entries are made again.)"""
    probe_once(monkeypatch, {})
    cache = tmp_path / "cache"
    root = copy_sources(tmp_path / "repo")
    config = SiteConfig(root=root, cache_dir=cache)
    scan_page.cache_clear()  # what this process remembers of the pages: each build reads the cache
    build_site(output_dir=tmp_path / "fresh", config=config, quiet=True)
    kept = [path for path in cache.rglob("*") if path.is_file()]
    assert {path.relative_to(cache).parts[0] for path in kept} >= {
        "pyodide-stdlib", "wheels", "documents", "catalogs", "page-scans", "jinja"}
    for path in kept:
        path.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    scan_page.cache_clear()
    build_site(output_dir=tmp_path / "again", config=config, quiet=True)
    fresh, again = files_of(tmp_path / "fresh"), files_of(tmp_path / "again")
    assert sorted(fresh) == sorted(again)
    assert [name for name in fresh if fresh[name] != again[name]] == []
    remade = [path for path in kept if path.is_file() and path.stat().st_size]
    assert [path for path in remade if path.parts[len(cache.parts)] != "jinja"
            and build_cache.stored(path) is None] == []
