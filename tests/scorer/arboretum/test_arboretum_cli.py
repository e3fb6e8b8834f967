"""`python -m scorer GAME.json` run as a user runs it: exit codes, standard output, English lines."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

from scorer import arboretum
from scorer.arboretum import english, problems
from scorer.common import english as common_english

ROOT = pathlib.Path(__file__).resolve().parents[3]


def game() -> dict:
    return {
        "players": [
            {
                "name": "Léa",
                "arboretum": [
                    {"row": 0, "col": 0, "species": "oak", "value": 1},
                    {"row": 0, "col": 1, "species": "oak", "value": 3},
                    {"row": 1, "col": 1, "species": "oak", "value": 5},
                    {"row": 1, "col": 2, "species": "oak", "value": 8},
                ],
                "hand": [{"species": "cassia", "value": v} for v in range(1, 8)],
            },
            {
                "name": "Tom",
                "arboretum": [{"row": 0, "col": 0, "species": "maple", "value": 2}],
                "hand": [{"species": "maple", "value": v} for v in (1, 3, 4, 5, 6, 7, 8)],
            },
        ]
    }


def run(*args: str, stdin: bytes | None = None, env: dict | None = None) -> subprocess.CompletedProcess:
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", *args],
        input=stdin,
        capture_output=True,
        cwd=ROOT,
        env={**os.environ, **(env or {})},
        timeout=60,
    )
    assert b"Traceback" not in completed.stderr
    return completed


def lines(stream: bytes) -> list[str]:
    return stream.decode("utf-8").splitlines()


def write(tmp_path: pathlib.Path, content: str | bytes, name: str = "game.json") -> str:
    path = tmp_path / name
    if isinstance(content, str):
        content = content.encode("utf-8")
    path.write_bytes(content)
    return str(path)


def test_a_good_game_prints_the_result_and_exits_0(tmp_path):
    completed = run(write(tmp_path, json.dumps(game())))
    assert completed.returncode == 0
    assert completed.stderr == b""
    result = json.loads(completed.stdout)
    assert result == arboretum.score(game())["result"]
    assert result["winners"] == ["Léa"]
    assert result["players"][0]["total"] == 11
    text = completed.stdout.decode("utf-8")
    assert '"name": "Léa"' in text  # UTF-8, not \\u escapes
    assert text.startswith('{\n  "species": [')  # indented by 2


def test_dash_reads_standard_input():
    completed = run("-", stdin=json.dumps(game()).encode("utf-8"))
    assert completed.returncode == 0
    assert json.loads(completed.stdout) == arboretum.score(game())["result"]


def test_a_byte_order_mark_is_accepted(tmp_path):
    completed = run(write(tmp_path, b"\xef\xbb\xbf" + json.dumps(game()).encode("utf-8")))
    assert completed.returncode == 0


def test_warnings_go_to_standard_error_and_the_game_is_scored(tmp_path):
    data = game()
    data["players"][0]["hand"].pop()
    completed = run(write(tmp_path, json.dumps(data)))
    assert completed.returncode == 0
    assert lines(completed.stderr) == ["warning: Léa holds 6 cards in hand, not 7"]
    assert json.loads(completed.stdout)["winners"] == ["Léa"]


def test_a_bad_value_is_one_clear_line_and_nothing_on_standard_output(tmp_path):
    data = game()
    data["players"][0]["arboretum"][3]["value"] = "3"
    completed = run(write(tmp_path, json.dumps(data)))
    assert completed.returncode == 2
    assert completed.stdout == b""
    assert lines(completed.stderr) == [
        'error: Léa\'s arboretum, card 4: value "3" is not a whole number from 1 to 8'
    ]


def test_every_problem_gets_its_own_line(tmp_path):
    data = game()
    data["players"][0]["arboretum"][0]["species"] = "elm"
    data["players"][1]["name"] = ""
    data["players"][1]["hand"][0] = {"species": "oak", "value": 1.0}
    data["players"][1]["arboretum"].append({"row": 4, "col": 4, "species": "maple", "value": 3})
    completed = run("-", stdin=json.dumps(data).encode("utf-8"))
    assert completed.returncode == 2
    assert completed.stdout == b""
    assert lines(completed.stderr) == [
        'error: Léa\'s arboretum, card 1: "elm" is not a species',
        "error: player 2: the name is empty",
        "error: player 2's hand, card 1: value 1.0 is not a whole number from 1 to 8",
        "error: the maple 3 appears 2 times: player 2's arboretum, card 2; player 2's hand, card 2",
        "error: player 2: cards not joined by a side to the rest of the arboretum: (row 4, column 4)",
    ]


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"players": [\n  {"name": }\n]}', "error: {path}: not valid JSON (line 2, column 12)"),
        ("", "error: {path}: not valid JSON (line 1, column 1)"),
        ("[" * 100_000, "error: {path}: JSON nested too deeply to be a game"),
        (b'{"players": "\xe9t\xe9"}', "error: {path} is not UTF-8 text (bad byte on line 1)"),
        ("[1, 2]", "error: the game should be an object {...}"),
        ('{"players": 2}', "error: players should be a list [...]"),
        ("{}", 'error: the game: "players" is missing'),
    ],
)
def test_unreadable_input_is_one_line_exit_2(tmp_path, content, expected):
    path = write(tmp_path, content)
    completed = run(path)
    assert completed.returncode == 2
    assert completed.stdout == b""
    assert lines(completed.stderr) == [expected.replace("{path}", path)]


def test_not_json_on_standard_input_names_it():
    completed = run("-", stdin=b"{oops")
    assert completed.returncode == 2
    assert lines(completed.stderr) == ["error: standard input: not valid JSON (line 1, column 2)"]


def test_a_missing_file_or_a_folder_is_reported(tmp_path):
    missing = run(str(tmp_path / "nowhere.json"))
    assert missing.returncode == 2 and missing.stdout == b""
    assert lines(missing.stderr) == [
        f"error: cannot read {tmp_path / 'nowhere.json'}: No such file or directory"
    ]
    folder = run(str(tmp_path))
    assert folder.returncode == 2 and folder.stdout == b""
    assert lines(folder.stderr)[0].startswith(f"error: cannot read {tmp_path}: ")


def test_usage_errors_exit_2():
    completed = run()
    assert completed.returncode == 2
    assert completed.stdout == b""
    assert b"usage: python -m scorer" in completed.stderr


def test_help_exits_0():
    completed = run("--help")
    assert completed.returncode == 0
    assert b"GAME.json" in completed.stdout


def test_output_is_utf8_whatever_the_locale(tmp_path):
    completed = run(write(tmp_path, json.dumps(game())), env={"LC_ALL": "C", "PYTHONIOENCODING": "ascii"})
    assert completed.returncode == 0
    assert json.loads(completed.stdout.decode("utf-8"))["winners"] == ["Léa"]


def test_a_lone_surrogate_in_a_name_is_no_crash(tmp_path):
    text = json.dumps(game()).replace('"Tom"', '"T\\ud800m"')
    completed = run(write(tmp_path, text))
    assert completed.returncode == 0
    assert b"T\\ud800m" in completed.stdout
    text = text.replace('"L\\u00e9a"', '"T\\ud800m"')
    completed = run(write(tmp_path, text, "twice.json"))
    assert completed.returncode == 2
    assert lines(completed.stderr) == ['error: two players are called "T\\ud800m"']


SAMPLE_PLACE = problems.where(1, "Tom", "hand", 2, "value")


@pytest.mark.parametrize(
    ("found", "words"),
    [
        (problems.not_json(3, 7), "not valid JSON (line 3, column 7)"),
        (problems.wrong_type(problems.where(2), "object"), "player 3 should be an object {...}"),
        (
            problems.wrong_type(SAMPLE_PLACE, "integer"),
            "Tom's hand, card 3: the value should be a whole number",
        ),
        (
            problems.missing_key(problems.where(0, "Léa", "arboretum"), "arboretum"),
            'Léa: "arboretum" is missing',
        ),
        (
            problems.bad_value(SAMPLE_PLACE, 9),
            "Tom's hand, card 3: value 9 is not a whole number from 1 to 8",
        ),
        (problems.unknown_species(SAMPLE_PLACE, "elm"), 'Tom\'s hand, card 3: "elm" is not a species'),
        (problems.empty_name(problems.where(1, field="name")), "player 2: the name is empty"),
        (problems.duplicate_name("Tom"), 'two players are called "Tom"'),
        (problems.player_count(5), "the game has 5 players; Arboretum is played by 2, 3 or 4"),
        (
            problems.duplicate_card("oak", 3, [problems.where(0, "Léa", "arboretum", 0), SAMPLE_PLACE]),
            "the oak 3 appears 2 times: Léa's arboretum, card 1; Tom's hand, card 3",
        ),
        (problems.same_cell(0, "Léa", -1, 2), "Léa: several cards on row -1, column 2"),
        (
            problems.disconnected(None, None, [[4, 4], [4, 5]]),
            "the arboretum: cards not joined by a side to the rest of the arboretum: "
            "(row 4, column 4), (row 4, column 5)",
        ),
        (
            problems.too_many_species(7, 6, 2, ["cassia", "oak"]),
            "7 species in the game but 2 players play with 6: cassia, oak",
        ),
        (problems.hand_size(0, "Léa", 1), "Léa holds 1 card in hand, not 7"),
    ],
)
def test_every_code_has_english_words(found, words):
    assert english.describe(found) == words


def test_every_code_is_worded():
    worded = {found.split("(")[0] for found in arboretum.ERROR_CODES + arboretum.WARNING_CODES}
    # a code is worded by the game's english module or by the words every game shares
    sources = (english.__file__, common_english.__file__)
    source = "".join(pathlib.Path(path).read_text(encoding="utf-8") for path in sources)
    for code in worded:
        assert f'code == "{code}"' in source


def test_the_docs_example_gives_what_the_docs_show(tmp_path):
    page = (ROOT / "docs" / "scorer-arboretum.md").read_text(encoding="utf-8")
    game_text = page.split("```json\n", 1)[1].split("```", 1)[0]
    assert game_text == (ROOT / "docs" / "examples" / "arboretum.json").read_text(encoding="utf-8")
    shown = page.split("```text\n", 1)[1].split("```", 1)[0]
    completed = run(write(tmp_path, game_text))
    assert completed.returncode == 0 and completed.stderr == b""
    output = completed.stdout.decode("utf-8")
    for chunk in shown.split("      ...\n"):
        for part in chunk.split("        ...\n"):
            assert part in output
    result = json.loads(output)
    assert [p["total"] for p in result["players"]] == [20, 10]
