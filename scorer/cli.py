"""The command line: ``python -m scorer GAME.json`` (``-`` reads standard input).

Prints the result as JSON on standard output and exits 0; warnings go to standard error, one English
line each. On any problem it prints nothing on standard output, one English line per problem on
standard error, and exits 2. The English wording of every problem code lives here.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, BinaryIO

from . import problems
from .game import score

EXIT_OK = 0
EXIT_PROBLEM = 2
LONGEST_NUMBER = 4000  # digits; longer numbers are read as floats (infinite), never as huge integers

EXPECTED_WORDS = {
    "object": "an object {...}",
    "list": "a list [...]",
    "string": "a string",
    "integer": "a whole number",
}
FIELD_WORDS = {"row": "row", "col": "column", "species": "species", "value": "value", "name": "name"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m scorer",
        description="Score a finished game of Arboretum given as JSON; prints the result as JSON.",
    )
    parser.add_argument("game", metavar="GAME.json", help="the game file, or - to read standard input")
    arguments = parser.parse_args(argv)
    text, failure = read_text(arguments.game)
    if failure:
        return complain([failure])
    data, problem = parse_json(text)
    if problem is not None:
        words = problem if isinstance(problem, str) else describe(problem)
        return complain([f"error: {source_name(arguments.game)}: {words}"])
    envelope = score(data)
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


def parse_json(text: str) -> tuple[Any, dict | str | None]:
    """The data, or a not_json problem, or an English line for JSON nested too deeply to read."""
    try:
        return json.loads(text, parse_int=read_integer), None
    except json.JSONDecodeError as error:
        return None, problems.not_json(error.lineno, error.colno)
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


def player_words(index: int | None, name: str | None) -> str:
    if name is not None:
        return name
    if index is not None:
        return f"player {index + 1}"
    return "the arboretum"


def place_words(place: dict) -> str:
    """`Léa's arboretum, card 4, value` style words for a `where` (counting from 1)."""
    zone, index = place["zone"], place["index"]
    if place["player"] is None and zone is None:
        return "the game"
    owner = player_words(place["player"], place["player_name"])
    if zone is None:
        words = owner
    elif place["player"] is None and place["player_name"] is None:
        words = f"the {zone}"
    else:
        words = f"{owner}'s {zone}"
    if index is not None:
        words += f", card {index + 1}"
    return words


def describe(problem: dict) -> str:
    """One English sentence for a problem or warning."""
    code, params = problem["code"], problem["params"]
    place = params.get("where")
    if code == "not_json":
        return f"not valid JSON (line {params['line']}, column {params['column']})"
    if code == "wrong_type":
        expected = EXPECTED_WORDS[params["expected"]]
        if place["field"] is not None:
            return f"{place_words(place)}: the {FIELD_WORDS[place['field']]} should be {expected}"
        if place["player"] is None and place["zone"] is None:
            return f"{'the game' if params['expected'] == 'object' else 'players'} should be {expected}"
        return f"{place_words(place)} should be {expected}"
    if code == "missing_key":
        holder = place if place["index"] is not None else {**place, "zone": None}  # a missing zone
        return f'{place_words(holder)}: "{params["key"]}" is missing'
    if code == "bad_value":
        return f"{place_words(place)}: value {params['value']} is not a whole number from 1 to 8"
    if code == "unknown_species":
        return f'{place_words(place)}: "{params["species"]}" is not a species'
    if code == "empty_name":
        return f"{place_words(place)}: the name is empty"
    if code == "duplicate_name":
        return f'two players are called "{params["name"]}"'
    if code == "player_count":
        return f"the game has {params['count']} players; Arboretum is played by 2, 3 or 4"
    if code == "duplicate_card":
        places = "; ".join(place_words(found) for found in params["places"])
        return f"the {params['species']} {params['value']} appears {len(params['places'])} times: {places}"
    if code == "same_cell":
        owner = player_words(params["player"], params["player_name"])
        return f"{owner}: several cards on row {params['row']}, column {params['col']}"
    if code == "disconnected":
        owner = player_words(params["player"], params["player_name"])
        cells = ", ".join(f"(row {row}, column {col})" for row, col in params["cells"])
        return f"{owner}: cards not joined by a side to the rest of the arboretum: {cells}"
    if code == "too_many_species":
        return (
            f"{params['count']} species in the game but {params['players']} players play with "
            f"{params['allowed']}: {', '.join(params['species'])}"
        )
    if code == "hand_size":
        owner = player_words(params["player"], params["player_name"])
        count = params["count"]
        return f"{owner} holds {count} card{'' if count == 1 else 's'} in hand, not 7"
    return f"{code} {json.dumps(params, ensure_ascii=False)}"
