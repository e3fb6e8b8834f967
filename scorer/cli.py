"""The command line: ``python -m scorer GAME.json`` (``-`` reads standard input).

The file names its game (``"game": "lost-cities"``); a file that names none is a game of Arboretum.
Prints the result as JSON on standard output and exits 0; warnings go to standard error, one English
line each. A game's package may read other kinds of file (``FILE_KINDS``, see :mod:`scorer`): a file
holding such a key is read by that function, and its result printed alike. On any problem it prints
nothing on standard output, one English line per problem on standard error, and exits 2. Each game
words its own problems (its package's ``describe``).

A file larger than ``scorer.common.limits.LARGEST_FILE`` bytes is refused unparsed (only that many
bytes and one more are read); once parsed, a file larger than its game's ``LIMITS.file`` is refused
before the game is read.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any, BinaryIO

from . import entry_point, game_name, game_package
from .common.english import limit_words
from .common.json_text import plain, value_text
from .common.limits import LARGEST_FILE, file_too_large

EXIT_OK = 0
EXIT_PROBLEM = 2
LONGEST_NUMBER = 4000  # digits; longer numbers are read as floats (infinite), never as huge integers

Describe = Callable[[dict], str]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scorer",
        description='Score a card game given as JSON (Arboretum unless the file names another game with '
        '"game": "lost-cities", "sushi-go" or "skull-king"); prints the result as JSON. A Skull King file '
        'holding "trick" (a list of cards) is one trick: which card wins it.',
    )
    parser.add_argument("game", metavar="GAME.json", help="the game file, or - to read standard input")
    arguments = parser.parse_args(argv)
    source = plain(source_name(arguments.game))
    raw, failure = read_bytes(arguments.game)
    if failure:
        return complain([failure])
    if len(raw) > LARGEST_FILE:
        return complain([f"error: {source}: {limit_words(file_too_large(len(raw), LARGEST_FILE), str)}"])
    text, failure = decode(raw, source)
    if failure:
        return complain([failure])
    data, problem = parse_json(text)
    if problem is not None:
        return complain([f"error: {source}: {problem}"])
    name = game_name(data)
    package = game_package(name)
    if package is None:
        return complain([f"error: {source}: unknown game {plain(value_text(name))}"])
    describe, failure = game_interface(package)
    if failure:
        return complain([f"error: {source}: {failure}"])
    if len(raw) > package.LIMITS.file:
        return complain([f"error: {source}: {describe(file_too_large(len(raw), package.LIMITS.file))}"])
    envelope = entry_point(package, data)(data)
    warnings = [f"warning: {describe(warning)}" for warning in envelope["warnings"]]
    if not envelope["ok"]:
        return complain(warnings + [f"error: {describe(error)}" for error in envelope["errors"]])
    write(sys.stderr, "".join(line + "\n" for line in warnings))
    write(sys.stdout, json.dumps(envelope["result"], indent=2, ensure_ascii=False) + "\n")
    return EXIT_OK


def game_interface(package: ModuleType) -> tuple[Describe, str | None]:
    """The package's ``describe``, or why the package lacks what scorer/__init__.py requires of it."""
    describe = getattr(package, "describe", None)
    if describe is None:
        try:
            describe = getattr(importlib.import_module(f"{package.__name__}.english"), "describe", None)
        except ImportError:
            describe = None
    if not callable(describe):
        return str, f"the scorer {package.__name__} has no describe(problem): it cannot word its problems"
    if not hasattr(package, "LIMITS"):
        return str, f"the scorer {package.__name__} declares no LIMITS: it cannot read a file safely"
    return describe, None


def source_name(path: str) -> str:
    return "standard input" if path == "-" else path


def read_bytes(path: str) -> tuple[bytes, str | None]:
    """At most LARGEST_FILE + 1 bytes of the file, or an English line saying why it could not be read."""
    try:
        if path == "-":
            return read_some(sys.stdin.buffer), None
        with open(path, "rb") as stream:
            return read_some(stream), None
    except OSError as error:
        return b"", f"error: cannot read {plain(source_name(path))}: {error.strerror or error}"


def read_some(stream: BinaryIO) -> bytes:
    return stream.read(LARGEST_FILE + 1)


def decode(raw: bytes, source: str) -> tuple[str, str | None]:
    try:
        return raw.decode("utf-8-sig"), None
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        return "", f"error: {source} is not UTF-8 text (bad byte on line {line})"


def parse_json(text: str) -> tuple[Any, str | None]:
    """The data, or an English line saying why the text is not JSON that can be read."""
    try:
        return json.loads(text, parse_int=read_integer), None
    except json.JSONDecodeError as error:
        return None, f"not valid JSON (line {error.lineno}, column {error.colno})"
    except RecursionError:
        return None, "JSON nested too deeply to be a game"


def read_integer(digits: str) -> int | float:
    return int(digits) if len(digits) <= LONGEST_NUMBER else float(digits)


def complain(lines: list[str]) -> int:
    write(sys.stderr, "".join(line + "\n" for line in lines))
    return EXIT_PROBLEM


def write(stream: Any, text: str) -> None:
    """Write UTF-8 whatever the locale, escaping what cannot be encoded (lone surrogates)."""
    data = text.encode("utf-8", errors="backslashreplace")
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(data.decode("utf-8"))
    else:
        stream.flush()
        buffer.write(data)
        buffer.flush()
