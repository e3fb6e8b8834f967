"""Marquoir's scorers: one package per game, pure Python, standard library only (CPython 3.11+, Pyodide).

Each game is a subpackage (``scorer.arboretum``, ``scorer.lost_cities``) that imports nothing from
another game. Each defines ``score(data)``, which takes a finished game as JSON-like data, never raises
and answers ``{"ok": True, "result": ..., "warnings": [...]}`` or ``{"ok": False, "errors": [...],
"warnings": [...]}`` (problems are ``{"code", "params"}`` data, never sentences), and
``english.describe(problem)``, the words of the command line.

``score(data)`` here reads the game's name from ``data["game"]`` (Arboretum when it is absent) and
hands the data to that game's package, imported only then: the browser ships one game's package.
A game's package may also come from another folder named ``scorer`` on the import path (another
distribution, a test's fixture): the package's path is extended to them (``pkgutil.extend_path``).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from types import ModuleType
from typing import Any

__path__ = pkgutil.extend_path(__path__, __name__)

DEFAULT_GAME = "arboretum"
GAME_NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")


def game_name(data: Any) -> Any:
    """The game a file names (``"game"``), or the default when it names none."""
    if isinstance(data, dict) and "game" in data:
        return data["game"]
    return DEFAULT_GAME


def game_package(name: Any) -> ModuleType | None:
    """The package scoring the game called ``name`` (``"lost-cities"`` -> ``scorer.lost_cities``)."""
    if not isinstance(name, str) or not GAME_NAME.match(name):
        return None
    try:
        module = importlib.import_module(f"{__name__}.{name.replace('-', '_')}")
    except ImportError:
        return None
    return module if callable(getattr(module, "score", None)) else None


def unknown_game(name: Any) -> dict:
    shown = name if isinstance(name, str) else repr(name)
    return {"code": "unknown_game", "params": {"game": shown[:40]}}


def score(data: Any) -> dict:
    """Score a finished game of whichever game ``data`` names; never raises."""
    name = game_name(data)
    package = game_package(name)
    if package is None:
        return {"ok": False, "errors": [unknown_game(name)], "warnings": []}
    return package.score(data)
