"""Golden files (Pelican style): what a small fixture site builds, one file per page and host file,
checked in under tests/golden/ with the site's own paths. `marquoir golden` (or `./dev golden`)
rewrites them from a fresh build; the test suite builds the fixture again and compares.

The fixture site is tests/fixtures/site/ (the home page's text and catalogs: fr, en translated, es in
part, under its publication threshold) with the games of tests/fixtures/tinygame/ (their rules, their
plug-ins given as SiteConfig.plugins, the tiny scorer package). It is built in a process of its own,
whose import path holds the fixture's plug-ins and scorer. Every page it builds is a golden file (home,
rules, scorer pages, 404...), and so are sitemap.xml, robots.txt, _headers and _redirects. Fingerprints
(of files and of the runtime's and wheels' folders) are replaced by HASH, so that an edit of a stylesheet,
a module or the scorer does not touch them."""
from __future__ import annotations

import difflib
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile

from ..config.site_config import SiteConfig
from ..exceptions import BuildError, Problem

# A content digest in a published name: site.<digest>.css, /pyodide/<digest>/, stdlib-<digest>.zip
FINGERPRINT = re.compile(r"(?<=[./-])[0-9a-f]{10}(?=[./])")
HOST_FILES = ("sitemap.xml", "robots.txt", "_headers", "_redirects")
FIXTURE_PLUGINS = {"tinygame": "tinygame_plugin", "parlour": "parlour_plugin"}  # slug: module
FIXTURE_LANGUAGES = ("fr", "en", "es")  # its own: a language added to the real site leaves it alone
REGENERATE = "./dev golden (marquoir golden)"


def normalise(text: str) -> str:
    return FINGERPRINT.sub("HASH", text)


def golden_dir(root: pathlib.Path) -> pathlib.Path:
    return root / "tests" / "golden"


def fixture_dirs(root: pathlib.Path) -> tuple[pathlib.Path, pathlib.Path]:
    """The fixture site (home text, catalogs) and the fixture games (content, plug-ins, scorer)."""
    return root / "tests" / "fixtures" / "site", root / "tests" / "fixtures" / "tinygame"


def fixture_root(root: pathlib.Path, target: pathlib.Path) -> pathlib.Path:
    """A repository root for the fixture site: its content and catalogs, this checkout's Pyodide."""
    site, games = fixture_dirs(root)
    shutil.copytree(site / "content", target / "content")
    for game in sorted(path for path in (games / "content").iterdir() if path.is_dir()):
        shutil.copytree(game, target / "content" / game.name)
    shutil.copytree(site / "locales", target / "locales")
    for name in ("node_modules", "package.json", "package-lock.json"):
        if (root / name).exists():
            (target / name).symlink_to(root / name)
    return target


def build_fixture_site(root: pathlib.Path, output_dir: pathlib.Path) -> pathlib.Path:
    """Build the fixture site into output_dir, in a process whose import path holds its plug-ins.
    Raises BuildError with the build's problems if it fails."""
    _site, games = fixture_dirs(root)
    with tempfile.TemporaryDirectory(prefix="marquoir-fixture-") as scratch:
        fixture = fixture_root(root, pathlib.Path(scratch) / "root")
        path = [str(root), str(games), str(games / "plugins")]
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(path)}
        command = [sys.executable, "-m", "site_builder.commands.golden", str(fixture), str(output_dir)]
        done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=root, check=False)
    if done.returncode != 0:
        lines = (done.stderr or done.stdout).strip().splitlines() or [f"exit status {done.returncode}"]
        raise BuildError([Problem(f"fixture site: {line}") for line in lines])
    return output_dir


def golden_files(site_dir: pathlib.Path) -> dict[str, str]:
    """{"fr/index.html": normalised text, ...}: every page and host file of a built site."""
    names = [path.relative_to(site_dir).as_posix() for path in sorted(site_dir.rglob("*.html"))]
    names += [name for name in HOST_FILES if (site_dir / name).is_file()]
    return {name: normalise((site_dir / name).read_text(encoding="utf-8")) for name in sorted(names)}


def read_golden(folder: pathlib.Path) -> dict[str, str]:
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    return {path.relative_to(folder).as_posix(): path.read_text(encoding="utf-8") for path in files}


def golden_diff(expected: dict[str, str], built: dict[str, str], context: int = 3) -> str:
    """A unified diff of every golden file that differs from the build ("" when none), and the
    command that regenerates them."""
    parts = []
    for name in sorted(set(expected) | set(built)):
        before, after = expected.get(name), built.get(name)
        if before == after:
            continue
        if before is None:
            parts.append(f"tests/golden/{name}: built, but no golden file\n")
        elif after is None:
            parts.append(f"tests/golden/{name}: golden file, but the build no longer makes it\n")
        else:
            parts.append("".join(difflib.unified_diff(
                before.splitlines(keepends=True), after.splitlines(keepends=True),
                f"tests/golden/{name}", f"built {name}", n=context,
            )))
    if not parts:
        return ""
    return "".join(parts) + f"\nIf these changes are intended, run {REGENERATE} and review the diff.\n"


def write_golden(config: SiteConfig) -> list[str]:
    """Rebuild the fixture site and rewrite tests/golden/ from it."""
    with tempfile.TemporaryDirectory() as scratch:
        site_dir = build_fixture_site(config.root, pathlib.Path(scratch) / "site")
        files = golden_files(site_dir)
    target = golden_dir(config.root)
    before = read_golden(target) if target.exists() else {}
    if target.exists():
        shutil.rmtree(target)
    lines = []
    for name, text in files.items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        state = "unchanged" if before.get(name) == text else ("changed" if name in before else "new")
        lines.append(f"{path.relative_to(config.root)}: {state}")
    removed = sorted(set(before) - set(files))
    lines += [f"{(target / name).relative_to(config.root)}: removed" for name in removed]
    return lines


def fixture_plugins() -> dict:
    """The fixture games' plug-ins (their modules on the import path: build_fixture_site's process)."""
    import importlib

    return {slug: importlib.import_module(module).plugin for slug, module in FIXTURE_PLUGINS.items()}


def main(argv: list[str]) -> int:
    """`python -m site_builder.commands.golden ROOT OUTPUT`: the fixture site's build (not strict: a
    core message missing from the fixture's catalogs shows in French, as the golden diff then shows)."""
    from .build import build_site

    fixture, output = (pathlib.Path(arg) for arg in argv)
    try:
        config = SiteConfig(root=fixture, plugins=fixture_plugins(), languages=FIXTURE_LANGUAGES)
        build_site(output_dir=output, quiet=True, config=config)
    except BuildError as error:
        for problem in error.problems:
            print(problem.report_line, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
