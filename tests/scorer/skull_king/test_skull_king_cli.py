"""`python -m scorer FILE.json` on Skull King files: a game (exit 0, the result as indented JSON on
standard output, warnings on standard error), a single trick (``"trick"``: the resolved trick), and
refusals (exit 2, nothing on standard output, one English line per problem on standard error)."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

from skull_king_codes import met
from skull_king_games import CONTRACT_GAME

from scorer import skull_king as sk

ROOT = pathlib.Path(__file__).resolve().parents[3]
EXIT_OK, EXIT_PROBLEM = 0, 2


def run_cli(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess:
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", *args], input=stdin, capture_output=True, cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "ascii"}, timeout=60,
    )  # fmt: skip
    assert b"Traceback" not in completed.stderr
    return completed


def write(tmp_path: pathlib.Path, data: dict | str) -> str:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return str(path)


def lines(stream: bytes) -> list[str]:
    return stream.decode("utf-8").splitlines()


def test_the_contract_game_is_scored_with_its_warning_on_standard_error(tmp_path):
    completed = run_cli([write(tmp_path, CONTRACT_GAME)])
    assert completed.returncode == EXIT_OK
    assert lines(completed.stderr) == ["warning: round 4: 1 trick won by nobody (Kraken or White Whale?)"]
    expected = json.dumps(sk.score(CONTRACT_GAME)["result"], indent=2, ensure_ascii=False) + "\n"
    assert completed.stdout.decode("utf-8") == expected
    result = json.loads(completed.stdout)
    assert [player["total"] for player in result["players"]] == [220, 80, 50]


def test_standard_input():
    data = {"game": "skull-king", "edition": "2013", "players": [
        {"name": "David", "rounds": [{"bid": 1, "tricks": 1}]},
        {"name": "Simon", "rounds": [{"bid": 1, "tricks": 0}]}]}  # fmt: skip
    completed = run_cli(["-"], stdin=json.dumps(data).encode("utf-8"))
    assert completed.returncode == EXIT_OK and completed.stderr == b""
    result = json.loads(completed.stdout)
    assert [player["total"] for player in result["players"]] == [20, -10] and result["winners"] == ["David"]


def test_a_refused_game_gives_one_line_per_problem_and_nothing_on_standard_output(tmp_path):
    data = json.loads(json.dumps(CONTRACT_GAME))
    data["players"][0]["rounds"][0]["bid"] = 2
    data["players"][1]["rounds"][2]["wager"] = 15
    data["players"][2]["name"] = "léa"
    data["players"][2]["rounds"][1]["loot"] = ["Léa"]
    errors = met(sk.score(data)["errors"])
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [f"error: {sk.describe(problem)}" for problem in errors]
    assert lines(completed.stderr) == [
        "error: Léa, round 1, the bid: 2 is not a whole number from 0 to 1",
        "error: Tom, round 3, the wager: 15 is not one of 0, 10, 20",
        'error: two players are called "léa"',
    ]


def test_rules_errors_name_the_player_and_the_round(tmp_path):
    data = json.loads(json.dumps(CONTRACT_GAME))
    data["players"][2]["rounds"][3] = {"bid": 1, "tricks": 1}  # 4 tricks for 4 cards, then 5
    data["players"][1]["rounds"][3] = {"bid": 2, "tricks": 2, "captures": {"black_14": 1}}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [
        "error: round 4: 2 black 14s captured in all, but the deck holds 1",
        "error: round 4: the players won 5 tricks but only 4 cards were dealt",
    ]


def test_too_many_players_is_one_line(tmp_path):
    data = {"game": "skull-king", "players": [{"name": name, "rounds": [{}]} for name in "ABCDEFGHI"]}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [
        "error: the game has 9 players; Skull King is played by 2 to 8 (2013 edition: up to 6)"]


def test_a_file_larger_than_the_game_allows_is_refused_before_it_is_read(tmp_path):
    path = write(tmp_path, json.dumps(CONTRACT_GAME) + " " * sk.LIMITS.file)
    completed = run_cli([path])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [
        f"error: {path}: the file is larger than {sk.LIMITS.file:,} bytes: "
        "it is not a game this scorer reads"]


def test_a_file_that_is_not_json(tmp_path):
    completed = run_cli([write(tmp_path, '{"game": "skull-king", "players": [}')])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    (line,) = lines(completed.stderr)
    assert line.endswith("not valid JSON (line 1, column 36)")
    assert sk.describe({"code": "not_json", "params": {"line": 1, "column": 36}}) == (
        "not valid JSON (line 1, column 36)")


# --- one trick ---------------------------------------------------------------------------------------


def test_a_trick_file_prints_the_resolved_trick(tmp_path):
    data = {"game": "skull-king", "trick": ["yellow-12", "black-2"], "edition": "2021"}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_OK and completed.stderr == b""
    result = json.loads(completed.stdout)
    assert result == sk.resolve_trick(["yellow-12", "black-2"])["result"]
    assert (result["winner"], result["rule"], result["led_suit"]) == (1, "trump", "yellow")


def test_a_trick_on_standard_input_defaults_to_2021():
    data = {"game": "skull-king", "trick": ["yellow-14", "pirate", "skull-king", "mermaid"]}
    completed = run_cli(["-"], stdin=json.dumps(data).encode("utf-8"))
    assert completed.returncode == EXIT_OK
    result = json.loads(completed.stdout)
    assert result["winner"] == 3 and result["bonus"] == 50
    assert result["captures"]["skull_king_by_mermaid"] == 1


def test_a_refused_trick_is_one_line_per_card(tmp_path):
    data = {"game": "skull-king", "trick": ["red-3", "tigress-pirate", "ace"], "edition": "2013"}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == [
        'error: card 2: "tigress-pirate" is a card of the 2021 edition only',
        'error: card 3: "ace" is not a card',
    ]
    data = {"game": "skull-king", "trick": ["escape"] * 3 + ["pirate"] * 6, "colour": "red"}
    completed = run_cli([write(tmp_path, data)])
    assert completed.returncode == EXIT_PROBLEM and completed.stdout == b""
    assert lines(completed.stderr) == ['error: the game: "colour" is not a key of a Skull King file']
    completed = run_cli([write(tmp_path, {"game": "skull-king", "trick": ["pirate"] * 9})])
    assert lines(completed.stderr) == ["error: a trick of 9 cards: a trick has 2 to 8"]
    completed = run_cli([write(tmp_path, {"game": "skull-king", "trick": ["pirate"] * 6})])
    assert lines(completed.stderr) == ['error: 6 cards "pirate" in one trick, but the deck holds 5']


def test_resolve_trick_file_from_python():
    assert sk.resolve_trick_file({"trick": ["green-3", "green-9"]})["result"]["winner"] == 1
    assert met(sk.resolve_trick_file(["green-3"])["errors"]) == [
        {"code": "wrong_type", "params": {"where": {"player": None, "player_name": None, "round": None,
                                                    "field": None}, "expected": "object"}}]  # fmt: skip
    refused = met(sk.resolve_trick_file({"trick": "x", "edition": "1999"})["errors"])
    assert [problem["code"] for problem in refused] == ["unknown_option"]
    refused = met(sk.resolve_trick_file({"edition": "2013"})["errors"])
    assert [problem["code"] for problem in refused] == ["missing_key"]


def test_the_docs_examples_give_what_the_docs_say():
    page = (ROOT / "docs" / "scorer-skull-king.md").read_text(encoding="utf-8")
    example = json.loads((ROOT / "docs" / "examples" / "skull-king.json").read_text(encoding="utf-8"))
    assert example == CONTRACT_GAME
    completed = run_cli(["docs/examples/skull-king.json"])
    assert completed.returncode == EXIT_OK
    assert [player["total"] for player in json.loads(completed.stdout)["players"]] == [220, 80, 50]
    assert "Léa has 220" in page and "Tom 80 and Zoé 50" in page
    assert f"`{lines(completed.stderr)[0]}`" in page
    block = page[page.index("echo '{\"game\": \"skull-king\", \"trick\"") :]
    text = block[len("echo '") : block.index("' \\")]
    completed = run_cli(["-"], stdin=text.encode("utf-8"))
    assert completed.returncode == EXIT_OK and json.loads(completed.stdout)["winner"] == 1
    assert "The black 2 (index 1) wins" in page


def test_a_trick_file_with_many_unknown_keys_or_another_game_from_python():
    data = {"trick": ["green-1", "green-2"], **{f"key {i}": i for i in range(10_000)}}
    refused = met(sk.resolve_trick_file(data)["errors"])
    assert len(refused) == 51 and refused[-1] == {"code": "more_problems", "params": {"count": 10_000 - 50}}
    refused = met(sk.resolve_trick_file({"game": "sushi-go", "trick": ["green-1", "green-2"]})["errors"])
    assert refused == [{"code": "wrong_game", "params": {"game": "sushi-go"}}]
