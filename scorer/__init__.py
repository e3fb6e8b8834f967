"""Marquoir's scorers: one package per game, pure Python, standard library only (CPython 3.11+, Pyodide).

Each game is a subpackage (``scorer.arboretum``, ``scorer.lost_cities``, ``scorer.sushi_go``,
``scorer.skull_king``) that
imports nothing from another game (what they share, game-neutral, is ``scorer.common``). A game's
package must provide, at its top level:

- ``score(data)``: takes a game as JSON-like data (any Python value), never raises, and answers
  ``{"ok": True, "result": ..., "warnings": [...]}`` or ``{"ok": False, "errors": [...],
  "warnings": [...]}``, always something ``json.dumps`` can write (problems are ``{"code", "params"}``
  data, never sentences);
- ``describe(problem)``: one English line per problem (its own codes and ``scorer.common.limits``'
  shared ones), for the command line; usually defined in the package's ``english`` module, where the
  command line also looks for it;
- ``LIMITS``: a :class:`scorer.common.limits.Limits` (most players, rounds, cards, characters of a
  name, bytes of a file, problems listed), checked before anything else is read so that any input is
  answered in linear time and little memory; the file size is checked by the command line;
- ``PLAYER_COUNTS``: the numbers of players it scores, in order (the site checks its rules say the same).

It may also provide ``FILE_KINDS``, other kinds of file it reads beside a game: a mapping from a key
such a file holds at its top level to the function that reads it (a JSON-like value in, an envelope
out, never raising), as ``scorer.skull_king`` reads a single trick (``{"trick": [...]}``);
:func:`entry_point` picks it, and the command line prints its result like a game's.

A package lacking ``score`` is no game (``unknown_game``); the command line says so in one line when
one lacks ``describe`` or ``LIMITS``.

``score(data)`` here reads the game's name from ``data["game"]`` (Arboretum when it is absent) and
hands the data to that game's package, imported only then: the browser ships one game's package.
A game's package may also come from another folder named ``scorer`` on the import path (another
distribution, a test's fixture): the package's path is extended to them (``pkgutil.extend_path``).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable
from types import ModuleType
from typing import Any

from .common.envelope import never_raises
from .common.json_text import value_text

__path__ = pkgutil.extend_path(__path__, __name__)

DEFAULT_GAME = "arboretum"
GAME_NAME_LONGEST = 40
GAME_NAME = re.compile(r"^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$")


def game_name(data: Any) -> Any:
    """The game a file names (``"game"``), or the default when it names none."""
    if isinstance(data, dict) and "game" in data:
        return data["game"]
    return DEFAULT_GAME


def game_package(name: Any) -> ModuleType | None:
    """The package scoring the game called ``name`` (``"lost-cities"`` -> ``scorer.lost_cities``)."""
    if not isinstance(name, str) or len(name) > GAME_NAME_LONGEST or not GAME_NAME.match(name):
        return None
    try:
        module = importlib.import_module(f"{__name__}.{name.replace('-', '_')}")
    except ImportError:
        return None
    return module if callable(getattr(module, "score", None)) else None


def entry_point(package: ModuleType, data: Any) -> Callable[[Any], dict]:
    """The function of `package` that reads `data`: the one its ``FILE_KINDS`` names for a key the data
    holds at its top level (the first in the mapping's order), else its ``score``."""
    kinds = getattr(package, "FILE_KINDS", None)
    if isinstance(data, dict) and isinstance(kinds, dict):
        for key, function in kinds.items():
            if key in data:
                return function
    return package.score


def unknown_game(name: Any) -> dict:
    """``unknown_game`` {game}: the name as JSON text, cut to 40 characters (``"\\"chess\\""``, ``null``)."""
    return {"code": "unknown_game", "params": {"game": value_text(name)}}


@never_raises
def score(data: Any) -> dict:
    """Score a game of whichever game ``data`` names; never raises."""
    name = game_name(data)
    package = game_package(name)
    if package is None:
        return {"ok": False, "errors": [unknown_game(name)], "warnings": []}
    return package.score(data)
