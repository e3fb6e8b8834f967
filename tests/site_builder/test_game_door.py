"""A game's plug-in meets the core through one door, site_builder.game: every game of site_builder/games/
and the fixture game import nothing else of site_builder (read from their own imports)."""
from __future__ import annotations

import ast
import pathlib

import pytest

import site_builder.game as door

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOOR = "site_builder.game"
PLUGIN_FOLDERS = [
    *sorted(path for path in (ROOT / "site_builder" / "games").iterdir() if (path / "__init__.py").exists()),
    *sorted(path for path in (ROOT / "tests/fixtures/tinygame/plugins").iterdir() if path.is_dir()),
]


def core_imports(source: str, depth: int) -> list[str]:
    """The modules of site_builder other than the door that a plug-in file imports; `depth` is how
    many packages deep the file lies in its plug-in (a relative import climbing past it is the core)."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if alias.name.split(".")[0] == "site_builder"]
        elif isinstance(node, ast.ImportFrom):
            if node.level > depth:
                found.append("." * node.level + (node.module or ""))
            elif node.level == 0 and node.module and node.module.split(".")[0] == "site_builder":
                found.append(node.module)
    return [name for name in found if name != DOOR]


def plugin_files():
    for folder in PLUGIN_FOLDERS:
        for path in sorted(folder.rglob("*.py")):
            yield folder, path


@pytest.mark.parametrize(("folder", "path"), list(plugin_files()),
                         ids=[str(path.relative_to(ROOT)) for _, path in plugin_files()])
def test_a_plugin_imports_the_core_only_through_its_door(folder, path):
    depth = len(path.relative_to(folder).parts)  # __init__.py at the top: 1 (`from . import x` stays inside)
    wrong = core_imports(path.read_text(encoding="utf-8"), depth)
    assert not wrong, f"{path.relative_to(ROOT)} imports {wrong}: a plug-in imports only {DOOR}"


def test_every_game_and_the_fixture_game_are_read():
    names = {folder.name for folder in PLUGIN_FOLDERS}
    assert {"arboretum", "lost_cities", "skull_king", "sushi_go", "tinygame_plugin"} <= names
    assert sum(1 for _ in plugin_files()) > 20


@pytest.mark.parametrize("source", [
    "from site_builder.plugins.interface import GamePlugin",
    "from site_builder.rendering.scorer_messages import _",
    "import site_builder.exceptions",
    "from site_builder import exceptions",
    "from ...plugins import interface",
])
def test_the_check_finds_a_door_passed_by(source):
    assert core_imports(source, 1)


@pytest.mark.parametrize("source", [
    "from site_builder.game import GamePlugin, _",
    "from . import messages",
    "from scorer.tinygame import total",
])
def test_the_check_lets_the_door_and_the_game_itself_through(source):
    assert core_imports(source, 1) == []


def test_the_door_offers_what_a_plugin_needs():
    for name in door.__all__:
        assert hasattr(door, name), name
    assert door.pgettext("ctx", "Mot") == door.Declared("Mot", context="ctx")
    assert door.ngettext("un", "des").plural == "des"
    assert issubclass(door.ContentError, Exception)
    assert "error_unknown" in door.PROBLEM_WORDS
