"""Each game's own lines, by kind: what a game costs beside the core and its kit.

    .venv/bin/python benchmarks/game_lines.py [--rev REV]

Counts the lines (and files) of each game's own code, as git tracks it (at REV, by default the working
tree's files that git tracks): the front end (its plug-in's static/ ES modules), the Python page code
(its plug-in's .py), its templates, its CSS, its scorer package (scorer/<game>/) and its tests (every
tracked file under tests/ whose path names the game: tests/browser/<game>/, tests/scorer/<game>/,
tests/site_builder/test_<game>_*.py, tests/pages/<game>_page.py). The fixture game
(tests/fixtures/tinygame) is counted the same way, its plug-in and scorer in the fixture, its tests
test_fixture_game_page.py. Blank lines count; the kit and the core are no game's. Prints a table, one
row a game; not a test.
"""
from __future__ import annotations

import argparse
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
PLUGINS = "site_builder/games"
FIXTURE = "tests/fixtures/tinygame"
GAMES = ("arboretum", "lost_cities", "sushi_go", "skull_king", "tinygame")
KINDS = ("front end", "Python page", "templates", "CSS", "scorer", "tests")


def tracked(rev: str | None) -> list[str]:
    command = ["git", "ls-tree", "-r", "--name-only", rev] if rev else ["git", "ls-files"]
    return subprocess.run(command, cwd=ROOT, check=True, capture_output=True, text=True).stdout.split()


def text_of(path: str, rev: str | None) -> str:
    if rev is None:
        return (ROOT / path).read_text(encoding="utf-8")
    shown = subprocess.run(["git", "show", f"{rev}:{path}"], cwd=ROOT, check=True, capture_output=True)
    return shown.stdout.decode("utf-8")


def kind_of(path: str, game: str) -> str | None:
    """Which of KINDS a tracked file is for `game`, or None when it is not the game's own."""
    plugin = f"{FIXTURE}/plugins/tinygame_plugin/" if game == "tinygame" else f"{PLUGINS}/{game}/"
    scorer = f"{FIXTURE}/scorer/tinygame/" if game == "tinygame" else f"scorer/{game}/"
    if path.startswith(plugin):
        inner = path[len(plugin):]
        if inner.startswith("static/") and path.endswith(".mjs"):
            return "front end"
        if inner.startswith("templates/") and path.endswith(".html"):
            return "templates"
        if path.endswith(".css"):
            return "CSS"
        return "Python page" if path.endswith(".py") else None
    if path.startswith(scorer) and path.endswith(".py"):
        return "scorer"
    if game == "tinygame":
        return "tests" if path == "tests/browser/test_fixture_game_page.py" else None
    named = game in pathlib.PurePosixPath(path).parts or f"/{game}_" in path or f"test_{game}_" in path
    return "tests" if path.startswith("tests/") and not path.startswith("tests/golden/") and named else None


def count(rev: str | None) -> dict[str, dict[str, tuple[int, int]]]:
    """game -> kind -> (files, lines)."""
    table = {game: dict.fromkeys(KINDS, (0, 0)) for game in GAMES}
    for path in tracked(rev):
        for game in GAMES:
            kind = kind_of(path, game)
            if kind:
                files, lines = table[game][kind]
                table[game][kind] = (files + 1, lines + len(text_of(path, rev).splitlines()))
    return table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rev", help="count the files of this commit (default: the working tree)")
    table = count(parser.parse_args().rev)
    width = 12
    print(f"{'game':<12}" + "".join(f"{kind:>{width}}" for kind in KINDS) + f"{'own code':>{width}}")
    for game, kinds in table.items():
        own = sum(lines for kind, (_files, lines) in kinds.items() if kind != "tests")
        cells = "".join(f"{f'{lines} ({files})':>{width}}" for files, lines in kinds.values())
        print(f"{game:<12}{cells}{own:>{width}}")
    print("lines (files); own code: all but the tests")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
