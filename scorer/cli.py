"""The command line: ``python -m scorer GAME.json`` (``-`` reads standard input).

The file names its game (``"game": "lost-cities"``); a file that names none is a game of Arboretum.
Prints the result as JSON on standard output and exits 0; warnings go to standard error, one English
line each. On any problem it prints nothing on standard output, one English line per problem on
standard error, and exits 2. Each game words its own problems (``scorer.<game>.english``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from typing import Any, BinaryIO

from . import game_name, game_package

EXIT_OK = 0
EXIT_PROBLEM = 2
LONGEST_NUMBER = 4000  # digits; longer numbers are read as floats (infinite), never as huge integers


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scorer",
        description='Score a finished card game given as JSON (Arboretum unless the file names another '
        'game with "game"); prints the result as JSON.',
    )
    parser.add_argument("game", metavar="GAME.json", help="the game file, or - to read standard input")
    arguments = parser.parse_args(argv)
    text, failure = read_text(arguments.game)
    if failure:
        return complain([failure])
    data, problem = parse_json(text)
    if problem is not None:
        return complain([f"error: {source_name(arguments.game)}: {problem}"])
    name = game_name(data)
    package = game_package(name)
    if package is None:
        return complain([f"error: {source_name(arguments.game)}: unknown game {str(name)[:40]!r}"])
    describe = importlib.import_module(f"{package.__name__}.english").describe
    envelope = package.score(data)
    warnings = [f"warning: {describe(warning)}" for warning in envelope["warnings"]]
    if not envelope["ok"]:
        return complain(warnings + [f"error: {describe(error)}" for error in envelope["errors"]])
    write(sys.stderr, "".join(line + "\n" for line in warnings))
    write(sys.stdout, json.dumps(envelope["result"], indent=2, ensure_ascii=False) + "\n")
    return EXIT_OK


def source_name(path: str) -> str:
    return "standard input" if path == "-" else path


def read_text(path: str) -> tuple[str, str | None]:
    """The file's text, or an English line saying why it could not be read."""
    try:
        if path == "-":
            raw = read_all(sys.stdin.buffer)
        else:
            with open(path, "rb") as stream:
                raw = read_all(stream)
    except OSError as error:
        return "", f"error: cannot read {source_name(path)}: {error.strerror or error}"
    try:
        return raw.decode("utf-8-sig"), None
    except UnicodeDecodeError as error:
        line = raw[: error.start].count(b"\n") + 1
        return "", f"error: {source_name(path)} is not UTF-8 text (bad byte on line {line})"


def read_all(stream: BinaryIO) -> bytes:
    return stream.read()


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
