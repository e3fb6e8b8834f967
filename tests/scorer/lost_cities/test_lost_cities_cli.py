"""`python -m scorer GAME.json` on a Lost Cities game (``"game": "lost-cities"`` selects the package).

These tests describe the contract of the generic command line once it dispatches by game; until
scorer/cli.py does, they fail (it reads every file as Arboretum). The contract: exit 0 with the result
on standard output as ``json.dumps(result, indent=2, ensure_ascii=False)``, ``warning: `` +
describe(problem) per warning on standard error; on problems exit 2, nothing on standard output and
``error: `` + describe(problem) per problem on standard error, in the library's order.
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

from scorer import lost_cities as lc

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXIT_OK, EXIT_PROBLEM = 0, 2


def run_cli(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},  # the output must be UTF-8 whatever the locale
        timeout=60,
    )
    assert b"Traceback" not in completed.stderr
    return completed


def good_game() -> dict:
    return {
        "game": "lost-cities",
        "players": [
            {
                "name": "Zoë",
                "rounds": [
                    {"yellow": {"cards": [5, 8, 10]}, "red": {"wagers": 2, "cards": [2, 3, 5, 7, 8, 10]}},
                    {"white": {"wagers": 1}},
                ],
            },
            {
                "name": "Ben",
                "rounds": [{"blue": {"cards": [6, 9, 10]}}, {"green": {"cards": [2, 3, 6, 8, 10]}}],
            },
        ],
    }


def bad_game() -> dict:
    data = good_game()
    data["players"][1]["name"] = " zoë "
    data["players"][1]["rounds"][0]["purple"] = {"cards": [3]}
    data["players"][1]["rounds"][1]["green"]["cards"].append(11)
    data["players"][1]["rounds"][0]["red"] = {"wagers": 2, "cards": [10]}
    return data


def write(tmp_path: pathlib.Path, data: dict) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def test_a_good_game_prints_the_result_as_indented_json_and_exits_0(tmp_path):
    completed = run_cli([write(tmp_path, good_game())])
    assert completed.returncode == EXIT_OK
    assert completed.stderr == b""
    expected = json.dumps(lc.score(good_game())["result"], indent=2, ensure_ascii=False) + "\n"
    assert completed.stdout.decode("utf-8") == expected
    assert json.loads(completed.stdout)["winners"] == ["Zoë"]
    assert '"name": "Zoë"' in completed.stdout.decode("utf-8")  # UTF-8, not \\u escapes


def test_dash_reads_a_lost_cities_game_from_standard_input():
    completed = run_cli(["-"], stdin=json.dumps(good_game()).encode("utf-8"))
    assert completed.returncode == EXIT_OK
    assert json.loads(completed.stdout) == lc.score(good_game())["result"]


def test_a_long_game_is_scored_with_purple(tmp_path):
    data = good_game()
    data["long_game"] = True
    data["players"][0]["rounds"][1]["purple"] = {"wagers": 3}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_OK
    result = json.loads(completed.stdout)
    assert result["colours"][-1] == "purple"
    assert result["players"][0]["rounds"][1]["colours"]["purple"]["points"] == -80


def test_a_bad_game_prints_one_english_line_per_problem_and_exits_2(tmp_path):
    errors = lc.score(bad_game())["errors"]
    assert [problem["code"] for problem in errors] == [
        "long_game_colour",
        "bad_value",
        "duplicate_name",
        "duplicate_card",
        "too_many_wagers",
    ]
    completed = run_cli([write(tmp_path, bad_game())])
    assert completed.returncode == EXIT_PROBLEM
    assert completed.stdout == b""
    lines = completed.stderr.decode("utf-8").splitlines()
    assert lines == [f"error: {lc.describe(problem)}" for problem in errors]
    assert lines[1] == "error:  zoë , round 2, green, card 6: 11 is not a whole number from 2 to 10"


def test_another_game_id_is_not_read_as_lost_cities(tmp_path):
    data = good_game()
    data["game"] = "lost-cities-rivals"
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM
    assert completed.stdout == b""
    assert completed.stderr != b""
