"""Bounded reading, for every game's scorer: the limits each declares are refused first, the problems
are capped, names and values are quoted the same escaped way, ``score`` never raises and always
answers JSON, and the command line refuses large files unparsed and a game package lacking its words.
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

import scorer
from scorer import arboretum, lost_cities, skull_king, sushi_go
from scorer.common.limits import LARGEST_FILE, Limits

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGES = {"arboretum": arboretum, "lost-cities": lost_cities, "sushi-go": sushi_go,
            "skull-king": skull_king}  # fmt: skip


def player(game: str, name: str, **extra) -> dict:
    if game == "arboretum":
        return {"name": name, "arboretum": [], "hand": [], **extra}
    if game == "skull-king":
        return {"name": name, "rounds": [{"bid": 0, "tricks": 0}], **extra}
    return {"name": name, "rounds": [{}], **extra}


def game_of(game: str, players: list[dict]) -> dict:
    return {"game": game, "players": players}


def codes(envelope: dict) -> list[str]:
    return [problem["code"] for problem in envelope.get("errors", [])]


def run(*args: str, stdin: bytes | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", *args], input=stdin, capture_output=True, cwd=ROOT, timeout=60,
        env={**os.environ, **(env or {})},
    )  # fmt: skip
    assert b"Traceback" not in completed.stderr
    return completed


@pytest.mark.parametrize("game", PACKAGES)
def test_every_game_declares_the_interface(game):
    package = scorer.game_package(game)
    assert package is PACKAGES[game]
    assert callable(package.score) and callable(package.describe)
    assert isinstance(package.LIMITS, Limits)
    assert package.LIMITS.file <= LARGEST_FILE
    assert set(package.SHARED_CODES) == {"file_too_large", "over_limit", "more_problems", "internal_error"}


# --- limits first ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", PACKAGES)
def test_too_many_players_is_the_only_problem(game):
    limit = PACKAGES[game].LIMITS.players
    players = [player(game, "same") for _ in range(limit + 1)]  # duplicate names, not read
    envelope = scorer.score(game_of(game, players))
    assert envelope["errors"] == [{"code": "player_count", "params": {"count": limit + 1}}]
    envelope = scorer.score(game_of(game, [player(game, "p")] * 100_000))
    assert envelope["errors"] == [{"code": "player_count", "params": {"count": 100_000}}]


@pytest.mark.parametrize("game", PACKAGES)
def test_a_name_too_long_is_refused_first(game):
    limit = PACKAGES[game].LIMITS.name
    players = [player(game, "N" * (limit + 1)), player(game, "")]  # an empty name, not read
    envelope = scorer.score(game_of(game, players))
    assert codes(envelope) == ["over_limit"]
    assert envelope["errors"][0]["params"]["what"] == "name"
    assert envelope["errors"][0]["params"]["limit"] == limit
    assert (
        PACKAGES[game].describe(envelope["errors"][0]) == f"player 1: the name: more than {limit} characters"
    )
    long_name = scorer.score(game_of(game, [player(game, "N" * 1_000_000), player(game, "b")]))
    assert len(json.dumps(long_name)) < 1_000


def test_too_many_rounds_or_cards_are_refused_first():
    rounds = lost_cities.LIMITS.rounds
    envelope = lost_cities.score(
        game_of(
            "lost-cities", [player("lost-cities", "a", rounds=[{}] * 100_000), player("lost-cities", "b")]
        )
    )
    assert codes(envelope) == ["over_limit"] and envelope["errors"][0]["params"]["limit"] == rounds
    column = {"red": {"cards": [2] * (lost_cities.LIMITS.cards + 1)}}
    envelope = lost_cities.score(
        game_of("lost-cities", [player("lost-cities", "a", rounds=[column]), player("lost-cities", "b")])
    )
    assert envelope["errors"] == [{"code": "over_limit", "params": {
        "what": "cards", "limit": lost_cities.LIMITS.cards,
        "where": lost_cities.problems.where(player=0, round=0)}}]  # fmt: skip
    assert codes(lost_cities.score_expedition(0, [2] * 10**6)) == ["over_limit"]
    assert codes(lost_cities.score_round({"red": {"cards": [2] * 10**6}})) == ["over_limit"]
    cards = [{"species": "oak", "value": 1}] * (arboretum.LIMITS.cards + 1)
    envelope = arboretum.score(
        game_of("arboretum", [player("arboretum", "a", hand=cards), player("arboretum", "b")])
    )
    assert codes(envelope) == ["over_limit"] and envelope["errors"][0]["params"]["what"] == "cards"
    assert codes(arboretum.score_arboretum(cards * 1000)) == ["over_limit"]
    envelope = sushi_go.score(
        game_of("sushi-go", [player("sushi-go", "a", rounds=[{}] * 100_000), player("sushi-go", "b")])
    )
    assert codes(envelope) == ["round_count"] and envelope["errors"][0]["params"]["count"] == 100_000


# --- the cap on problems ---------------------------------------------------------------------


def many_problems(game: str, count: int) -> dict:
    if game == "arboretum":
        hand = [{"species": "oak", "value": 99}] * 40
        return game_of(game, [player(game, "a", hand=hand), player(game, "b", hand=hand)])
    if game == "lost-cities":
        column = {"red": {"cards": [1] * 36}, "blue": {"cards": [1] * 36}}
        return game_of(game, [player(game, "a", rounds=[column] * 20), player(game, "b", rounds=[{}] * 20)])
    if game == "skull-king":
        unknown = {"bid": 0, "tricks": 0, **{f"kind {i}": 1 for i in range(count)}}
        return game_of(game, [player(game, "a", rounds=[unknown]), player(game, "b")])
    return game_of(
        game, [player(game, "a", rounds=[{f"kind {i}": 1 for i in range(count)}]), player(game, "b")]
    )


@pytest.mark.parametrize(("game", "found"),
                         [("arboretum", 80), ("lost-cities", 1440), ("sushi-go", 3000), ("skull-king", 3000)])
def test_the_problems_are_capped_with_one_last_line(game, found):
    envelope = scorer.score(many_problems(game, found))
    cap = PACKAGES[game].LIMITS.problems
    assert len(envelope["errors"]) == cap + 1
    assert envelope["errors"][-1] == {"code": "more_problems", "params": {"count": found - cap}}
    assert PACKAGES[game].describe(envelope["errors"][-1]) == f"and {found - cap:,} more problems"


# --- quoting, grammar -------------------------------------------------------------------------


@pytest.mark.parametrize("game", PACKAGES)
@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("a\nb", "a\\nb"),
        ("\x1b[2J", "\\x1b[2J"),
        ("x\u2028", "x\\u2028"),
        ("\x85y", "\\x85y"),
        ("T\ud800m", "T\\ud800m"),
    ],
)
def test_names_are_quoted_the_same_escaped_way_in_every_game(game, name, shown):
    envelope = scorer.score(game_of(game, [player(game, name), player(game, name)]))
    lines = [PACKAGES[game].describe(problem) for problem in envelope["errors"]]
    assert f'two players are called "{shown}"' in lines
    assert all(line.isprintable() for line in lines)


def test_values_are_quoted_alike():
    hand = [{"species": "o\nk", "value": 1}]
    arboretum_game = game_of("arboretum", [player("arboretum", "a", hand=hand), player("arboretum", "b")])
    sushi_players = [player("sushi-go", "a", rounds=[{"eg\ng": 1}]), player("sushi-go", "b")]
    sushi_game = game_of("sushi-go", sushi_players)
    skull_round = {"bid": 0, "tricks": 0, "bi\nd": 1}
    skull_players = [player("skull-king", "a", rounds=[skull_round]), player("skull-king", "b")]
    skull_game = game_of("skull-king", skull_players)
    lines = [
        arboretum.describe(arboretum.score(arboretum_game)["errors"][0]),
        lost_cities.describe(lost_cities.score_round({"re\nd": {}})["errors"][0]),
        sushi_go.describe(sushi_go.score(sushi_game)["errors"][0]),
        skull_king.describe(skull_king.score(skull_game)["errors"][0]),
        skull_king.describe(skull_king.resolve_trick(["gre\nen-2", "escape"])["errors"][0]),
    ]
    assert [line.split(": ", 1)[1].split('"')[1] for line in lines] == [
        "o\\nk", "re\\nd", "eg\\ng", "bi\\nd", "gre\\nen-2"]


@pytest.mark.parametrize("game", PACKAGES)
def test_one_player_is_singular(game):
    line = PACKAGES[game].describe({"code": "player_count", "params": {"count": 1}})
    assert line.startswith("the game has 1 player;")


# --- never raises, always JSON ----------------------------------------------------------------


def deep(depth: int) -> list:
    top: list = []
    node = top
    for _ in range(depth):
        node.append([])
        node = node[0]
    return top


@pytest.mark.parametrize(
    "value",
    [deep(1_000), deep(100_000), 10**5000, -(10**4300), None, object(), {"a": 1}],
    ids=["deep", "deeper", "huge", "negative", "none", "object", "dict"],
)
def test_an_odd_game_name_is_quoted_as_json_text(value):
    envelope = scorer.score({"game": value, "players": []})
    json.dumps(envelope)
    (problem,) = envelope["errors"]
    assert problem["code"] == "unknown_game" and len(problem["params"]["game"]) <= 40
    assert "'" not in problem["params"]["game"]  # JSON text, not Python's repr


def test_unknown_games_on_the_command_line(tmp_path):
    for value, shown in [(None, "null"), ("chess", '"chess"'), ("a\nb", '"a\\nb"'), (3, "3")]:
        path = tmp_path / "game.json"
        path.write_text(json.dumps({"game": value, "players": []}), encoding="utf-8")
        completed = run(str(path))
        assert completed.returncode == 2 and completed.stdout == b""
        assert completed.stderr.decode() == f"error: {path}: unknown game {shown}\n"


@pytest.mark.parametrize("game", PACKAGES)
@pytest.mark.parametrize(
    "value",
    [10**5000, -(10**4300), 10**4299, deep(50_000), float("nan"), object()],
    ids=["huge", "negative", "long", "deep", "nan", "object"],
)
def test_score_never_raises_and_answers_json(game, value):
    variants = [
        game_of(game, [player(game, value), player(game, "b")]),
        game_of(game, value),
        {"game": game, "players": [value, value]},
    ]
    if game == "arboretum":
        variants.append(game_of(game, [player(game, "a", arboretum=[
            {"row": value, "col": 0, "species": "oak", "value": 1},
            {"row": 0, "col": value, "species": "oak", "value": 2}]), player(game, "b")]))  # fmt: skip
    elif game == "lost-cities":
        variants.append(
            game_of(
                game,
                [player(game, "a", rounds=[{"red": {"wagers": value, "cards": [value]}}]), player(game, "b")],
            )
        )
    else:
        variants.append(game_of(game, [player(game, "a", rounds=[{"egg": value}]), player(game, "b")]))
    for data in variants:
        envelope = scorer.score(data)
        json.dumps(envelope)
        assert not envelope["ok"] and "internal_error" not in codes(envelope), envelope
        for problem in envelope["errors"]:
            assert PACKAGES[game].describe(problem).isprintable()


def test_rows_of_thousands_of_digits_are_refused_not_written():
    big = 10**4299
    cards = [
        {"row": big, "col": 0, "species": "oak", "value": 1},
        {"row": big, "col": 1, "species": "oak", "value": 2},
    ]
    envelope = arboretum.score(
        game_of("arboretum", [player("arboretum", "a", arboretum=cards), player("arboretum", "b")])
    )
    assert codes(envelope) == ["over_limit", "over_limit"]
    assert envelope["errors"][0]["params"]["what"] == "coordinate"
    assert (
        arboretum.describe(envelope["errors"][0])
        == "a's arboretum, card 1: a row or column is more than 1,000,000 from 0"
    )
    json.dumps(envelope)
    far = [
        {"row": 10**6, "col": 0, "species": "oak", "value": 1},
        {"row": 10**6, "col": 1, "species": "oak", "value": 3},
    ]
    assert arboretum.score(
        game_of("arboretum", [player("arboretum", "a", arboretum=far), player("arboretum", "b")])
    )["ok"]


def test_the_internal_error_guard():
    class Hostile(dict):
        def items(self):
            raise RuntimeError("no")

    envelope = sushi_go.score(
        game_of("sushi-go", [player("sushi-go", "a", rounds=[Hostile(egg=1)]), player("sushi-go", "b")])
    )
    assert envelope == {
        "ok": False,
        "errors": [{"code": "internal_error", "params": {"error": "RuntimeError"}}],
        "warnings": [],
    }
    assert (
        sushi_go.describe(envelope["errors"][0])
        == "the scorer failed (RuntimeError): please report this game"
    )


# --- the command line's own bounds ----------------------------------------------------------------


def test_a_file_too_large_for_any_game_is_refused_unparsed(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"[" * (LARGEST_FILE + 1))
    for completed in (run(str(path)), run("-", stdin=path.read_bytes() * 3)):
        assert completed.returncode == 2 and completed.stdout == b""
        assert completed.stderr.decode().endswith(
            ": the file is larger than 1,000,000 bytes: it is not a game this scorer reads\n"
        )


@pytest.mark.parametrize("game", PACKAGES)
def test_a_file_too_large_for_its_game_is_refused_before_it_is_read(game, tmp_path):
    path = tmp_path / "game.json"
    limit = PACKAGES[game].LIMITS.file
    path.write_text(json.dumps(game_of(game, [])) + " " * limit, encoding="utf-8")
    completed = run(str(path))
    assert completed.returncode == 2 and completed.stdout == b""
    assert completed.stderr.decode() == (
        f"error: {path}: the file is larger than {limit:,} bytes: it is not a game this scorer reads\n"
    )


@pytest.mark.parametrize(("source", "missing"), [
    ("LIMITS = None\n", "has no describe(problem)"),
    ("def describe(problem):\n    return 'x'\n", "declares no LIMITS"),
])  # fmt: skip
def test_a_game_package_lacking_its_interface_is_one_line(tmp_path, source, missing):
    package = tmp_path / "scorer" / "boardless"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        "def score(data):\n"
        "    return {'ok': False, 'errors': [{'code': 'x', 'params': {}}], 'warnings': []}\n" + source,
        encoding="utf-8",
    )
    path = tmp_path / "game.json"
    path.write_text('{"game": "boardless"}', encoding="utf-8")
    completed = run(str(path), env={"PYTHONPATH": str(tmp_path)})
    assert completed.returncode == 2 and completed.stdout == b""
    (line,) = completed.stderr.decode().splitlines()
    assert line.startswith(f"error: {path}: the scorer scorer.boardless ") and missing in line
