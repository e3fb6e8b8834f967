"""`python -m scorer GAME.json` on a Sushi Go! game (``"game": "sushi-go"`` selects the package): exit 0
and the result as indented JSON on standard output, warnings on standard error; on problems exit 2,
nothing on standard output, one English line per problem on standard error, in the library's order."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

from sushi_go_games import game

from scorer import sushi_go as sg

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXIT_OK, EXIT_PROBLEM = 0, 2

ISSUE_GAME = {
    "game": "sushi-go",
    "players": [
        {"name": "Léa", "rounds": [
            {"tempura": 2, "sashimi": 3, "maki-2": 1, "salmon": 1, "wasabi-squid": 1, "pudding": 1},
            {"dumpling": 4, "egg": 2, "maki-3": 1, "wasabi": 1, "chopsticks": 1, "tempura": 1},
            {"tempura": 3, "wasabi-salmon": 2, "maki-1": 2, "sashimi": 1}]},
        {"name": "Tom", "rounds": [
            {"dumpling": 3, "maki-3": 2, "squid": 1, "egg": 1, "pudding": 2, "chopsticks": 1},
            {"sashimi": 3, "tempura": 2, "maki-2": 2, "wasabi-egg": 1, "salmon": 1},
            {"dumpling": 5, "pudding": 1, "maki-1": 1, "salmon": 2, "wasabi": 1}]},
    ],
}  # fmt: skip


def run_cli(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
        timeout=60,
    )
    assert b"Traceback" not in completed.stderr
    return completed


def write(tmp_path: pathlib.Path, data: dict | str) -> str:
    path = tmp_path / "game.json"
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    path.write_text(text, encoding="utf-8")
    return str(path)


def lines(stream: bytes) -> list[str]:
    return stream.decode("utf-8").splitlines()


def test_the_issue_game_is_scored(tmp_path):
    completed = run_cli([write(tmp_path, ISSUE_GAME)])
    assert completed.returncode == EXIT_OK and completed.stderr == b""
    expected = json.dumps(sg.score(ISSUE_GAME)["result"], indent=2, ensure_ascii=False) + "\n"
    assert completed.stdout.decode("utf-8") == expected
    result = json.loads(completed.stdout)
    assert [player["total"] for player in result["players"]] == [67, 70]
    assert result["winners"] == ["Tom"] and result["finished"] is True


def test_standard_input_and_a_game_in_progress():
    data = {**ISSUE_GAME, "players": [{**p, "rounds": p["rounds"][:1]} for p in ISSUE_GAME["players"]]}
    completed = run_cli(["-"], stdin=json.dumps(data).encode("utf-8"))
    assert completed.returncode == EXIT_OK
    result = json.loads(completed.stdout)
    assert result["finished"] is False and result["players"][0]["pudding"]["points"] is None


def test_a_short_round_is_a_warning_on_standard_error(tmp_path):
    data = json.loads(json.dumps(ISSUE_GAME))
    del data["players"][1]["rounds"][2]["wasabi"]
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_OK
    assert lines(completed.stderr) == [
        "warning: Tom, round 3: 9 cards, fewer than a hand of 10 (a card forgotten?)"
    ]
    assert json.loads(completed.stdout)["players"][1]["rounds"][2]["cards"] == 9


def test_refused_games_give_one_line_per_problem_and_nothing_on_standard_output(tmp_path):
    data = json.loads(json.dumps(ISSUE_GAME))
    data["players"][0]["rounds"][0]["maki"] = 1
    data["players"][0]["rounds"][1]["egg"] = 2.0
    data["players"][1]["rounds"][1]["sashimi"] = 9
    data["players"][1]["name"] = "LÉA"
    data["players"][1]["rounds"][0]["pudding"] = 9
    errors = sg.score(data)["errors"]
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [f"error: {sg.describe(problem)}" for problem in errors]
    assert lines(completed.stderr) == [
        'error: Léa, round 1: "maki" is not a kind of card',
        "error: Léa, round 2, egg: 2.0 is not a whole number from 0 to 10",
        "error: LÉA, round 1: 17 cards, more than a hand of 10",
        "error: LÉA, round 2: 16 cards, more than a hand of 10",
        'error: two players are called "LÉA"',
        "error: 11 pudding cards over the whole game, but the deck holds 10",
    ]


def test_too_many_players_is_one_line(tmp_path):
    data = game([[{}]] * 6, tuple("ABCDEF"))
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == ["error: the game has 6 players; Sushi Go! is played by 2 to 5"]


def test_a_file_larger_than_the_game_allows_is_refused_before_it_is_read(tmp_path):
    text = json.dumps(ISSUE_GAME) + " " * sg.LIMITS.file
    path = write(tmp_path, text)
    completed = run_cli([path])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [
        f"error: {path}: the file is larger than {sg.LIMITS.file:,} bytes: it is not a game this scorer reads"
    ]


def test_the_docs_example_gives_what_the_docs_say():
    readme = (ROOT / "docs" / "scorer-sushi-go.md").read_text(encoding="utf-8")
    block = readme[readme.index("echo '{\"game\": \"sushi-go\"") :]
    text = block[len("echo '") : block.index("' \\")]
    completed = run_cli(["-"], stdin=text.encode("utf-8"))
    assert completed.returncode == EXIT_OK and completed.stderr == b""
    players = json.loads(completed.stdout)["players"]
    assert [player["rounds"][0]["total"] for player in players] == [29, 16]
    assert "Léa's round is 29" in readme and "Tom's 16" in readme
