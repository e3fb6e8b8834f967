"""Every kind of bad game is refused with its code and the params that locate it; all problems at once,
in a stable order; each problem has an English line."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

from scorer import lost_cities as lc
from scorer.lost_cities.problems import where

ROOT = pathlib.Path(__file__).resolve().parents[3]

TESTED_CODES: set[str] = set()
CODES_FILE = "MARQUOIR_MET_CODES"  # where a run of this module alone writes the codes its tests met


def game(rounds_a=None, rounds_b=None, **top) -> dict:
    rounds_a = [{"red": {"wagers": 1, "cards": [3, 5]}}] if rounds_a is None else rounds_a
    rounds_b = [{"blue": {"cards": [4]}}] if rounds_b is None else rounds_b
    return {
        "game": "lost-cities",
        **top,
        "players": [{"name": "Ana", "rounds": rounds_a}, {"name": "Ben", "rounds": rounds_b}],
    }


def errors(data) -> list[dict]:
    envelope = lc.score(data)
    assert envelope["ok"] is False
    assert set(envelope) == {"ok", "errors", "warnings"}
    for problem in envelope["errors"]:
        TESTED_CODES.add(problem["code"])
        if os.environ.get(CODES_FILE):
            with open(os.environ[CODES_FILE], "a", encoding="utf-8") as kept:
                kept.write(problem["code"] + "\n")
        assert not lc.describe(problem).startswith(problem["code"])  # worded, not the fallback
    return envelope["errors"]


def one_error(data) -> dict:
    [problem] = errors(data)
    return problem


def at(player=None, name=None, round_index=None, colour=None, index=None, field=None) -> dict:
    return where(player, name, round_index, colour, index, field)


def test_the_example_game_of_the_brief_is_scored():
    data = {
        "game": "lost-cities",
        "long_game": False,
        "players": [
            {
                "name": "Ana",
                "rounds": [
                    {"yellow": {"wagers": 1, "cards": [3, 5, 7]}, "red": {"wagers": 0, "cards": [4, 9, 10]}},
                    {"blue": {"wagers": 2, "cards": []}},
                ],
            },
            {"name": "Ben", "rounds": [{"red": {"wagers": 0, "cards": [2, 6]}}, {}]},
        ],
    }
    envelope = lc.score(data)
    assert envelope["ok"] and envelope["warnings"] == []
    ana, ben = envelope["result"]["players"]
    assert [r["total"] for r in ana["rounds"]] == [-10 + 3, -60]
    assert ana["rounds"][0]["colours"]["yellow"] == {
        "started": True, "points": -10, "sum": 15, "wagers": 1, "cards": [3, 5, 7],
        "count": 4, "cost": 20, "multiplier": 2, "bonus": 0,
    }  # fmt: skip
    assert ana["rounds"][0]["colours"]["white"]["started"] is False
    assert (ana["total"], ben["total"]) == (-67, -12)
    assert envelope["result"]["winners"] == ["Ben"]
    assert envelope["result"]["colours"] == list(lc.COLOURS)
    assert envelope["result"]["game"] == "lost-cities" and envelope["result"]["long_game"] is False


def test_game_and_long_game_are_optional_and_wagers_and_cards_default():
    data = game(rounds_a=[{"red": {"cards": [10]}, "blue": {"wagers": 2}, "white": {}}])
    del data["game"]
    envelope = lc.score(data)
    assert envelope["ok"]
    colours = envelope["result"]["players"][0]["rounds"][0]["colours"]
    assert (colours["red"]["points"], colours["blue"]["points"], colours["white"]["points"]) == (-10, -60, 0)
    assert colours["white"]["started"] is False
    assert envelope["result"]["long_game"] is False and "purple" not in colours


def test_a_tie_has_every_top_player_as_winner():
    data = game([{"red": {"cards": [2]}}], [{"blue": {"cards": [2]}}])
    assert lc.score(data)["result"]["winners"] == ["Ana", "Ben"]


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ([], {"code": "wrong_type", "params": {"where": at(), "expected": "object"}}),
        ({}, {"code": "missing_key", "params": {"where": at(field="players"), "key": "players"}}),
        (
            {"players": {}},
            {"code": "wrong_type", "params": {"where": at(field="players"), "expected": "list"}},
        ),
    ],
)
def test_the_top_level(data, problem):
    assert errors(data) == [problem]


def test_another_game_is_refused():
    assert one_error(game(game="arboretum")) == {"code": "wrong_game", "params": {"game": "arboretum"}}
    assert one_error(game(game=7)) == {
        "code": "wrong_type",
        "params": {"where": at(field="game"), "expected": "string"},
    }


def test_long_game_must_be_a_boolean():
    problem = one_error(game(long_game="yes"))
    assert problem == {
        "code": "wrong_type",
        "params": {"where": at(field="long_game"), "expected": "boolean"},
    }


@pytest.mark.parametrize("count", [0, 1, 3])
def test_other_than_two_players(count):
    data = {"players": [{"name": f"P{i}", "rounds": [{}]} for i in range(count)]}
    assert one_error(data) == {"code": "player_count", "params": {"count": count}}


def test_a_player_not_an_object():
    data = game()
    data["players"][1] = "Ben"
    assert one_error(data) == {"code": "wrong_type", "params": {"where": at(player=1), "expected": "object"}}


def test_names_missing_not_strings_or_empty():
    data = game()
    del data["players"][0]["name"]
    data["players"][1]["name"] = 5
    assert errors(data) == [
        {"code": "missing_key", "params": {"where": at(player=0, field="name"), "key": "name"}},
        {"code": "wrong_type", "params": {"where": at(player=1, field="name"), "expected": "string"}},
    ]
    data["players"][0]["name"] = ""
    data["players"][1]["name"] = "  "
    assert errors(data) == [
        {"code": "empty_name", "params": {"where": at(player=0, field="name")}},
        {"code": "empty_name", "params": {"where": at(player=1, field="name")}},
    ]


def test_repeated_names_ignore_case_and_outer_spaces():
    data = game()
    data["players"][1]["name"] = " ANA "
    assert one_error(data) == {"code": "duplicate_name", "params": {"name": " ANA "}}


def test_rounds_missing_not_a_list_or_empty():
    data = game()
    del data["players"][0]["rounds"]
    data["players"][1]["rounds"] = {}
    assert errors(data) == [
        {"code": "missing_key", "params": {"where": at(0, "Ana", field="rounds"), "key": "rounds"}},
        {"code": "wrong_type", "params": {"where": at(1, "Ben", field="rounds"), "expected": "list"}},
    ]
    assert errors(game([], [])) == [
        {"code": "no_rounds", "params": {"where": at(0, "Ana", field="rounds")}},
        {"code": "no_rounds", "params": {"where": at(1, "Ben", field="rounds")}},
    ]


def test_rounds_of_different_counts():
    assert one_error(game([{}, {}, {}], [{}, {}])) == {"code": "round_counts", "params": {"counts": [3, 2]}}
    assert errors(game([], [{}])) == [
        {"code": "no_rounds", "params": {"where": at(0, "Ana", field="rounds")}},
        {"code": "round_counts", "params": {"counts": [0, 1]}},
    ]


def test_a_round_or_a_column_not_an_object():
    assert errors(game([{}, []], [{}, {"red": [3]}])) == [
        {"code": "wrong_type", "params": {"where": at(0, "Ana", 1), "expected": "object"}},
        {"code": "wrong_type", "params": {"where": at(1, "Ben", 1, "red"), "expected": "object"}},
    ]


def test_an_unknown_colour():
    problem = one_error(game([{"orange": {"cards": [3]}}]))
    assert problem == {"code": "unknown_colour", "params": {"where": at(0, "Ana", 0), "colour": "orange"}}


def test_purple_only_in_the_long_game():
    rounds = [{"purple": {"wagers": 1, "cards": [7]}}]
    assert one_error(game(rounds)) == {
        "code": "long_game_colour",
        "params": {"where": at(0, "Ana", 0, "purple"), "colour": "purple"},
    }
    envelope = lc.score(game(rounds, long_game=True))
    assert envelope["ok"]
    assert envelope["result"]["colours"] == list(lc.LONG_GAME_COLOURS)
    assert envelope["result"]["players"][0]["rounds"][0]["colours"]["purple"]["points"] == -26


@pytest.mark.parametrize(
    ("value", "text"),
    [(1, "1"), (11, "11"), (0, "0"), (-3, "-3"), ("3", '"3"'), (3.0, "3.0"), (True, "true"), (None, "null"),
     ([3], "[…]"), ({}, "{}"), (10**2000, "1" + "0" * 38 + "…")],
)  # fmt: skip
def test_a_card_not_an_integer_from_2_to_10(value, text):
    problem = one_error(game([{"green": {"cards": [4, value]}}]))
    assert problem == {
        "code": "bad_value",
        "params": {"where": at(0, "Ana", 0, "green", 1, "cards"), "value": text},
    }


def test_cards_not_a_list():
    problem = one_error(game([{"green": {"cards": 4}}]))
    assert problem == {
        "code": "wrong_type",
        "params": {"where": at(0, "Ana", 0, "green", field="cards"), "expected": "list"},
    }


@pytest.mark.parametrize(
    ("value", "text"), [(4, "4"), (-1, "-1"), (1.0, "1.0"), (True, "true"), ("2", '"2"'), (None, "null")]
)
def test_wagers_not_an_integer_from_0_to_3(value, text):
    problem = one_error(game([{"white": {"wagers": value}}]))
    assert problem == {
        "code": "bad_wagers",
        "params": {"where": at(0, "Ana", 0, "white", field="wagers"), "value": text},
    }


def test_a_number_twice_in_one_column():
    problem = one_error(game([{"red": {"cards": [3, 8, 3]}}]))
    places = [at(0, "Ana", 0, "red", 0, "cards"), at(0, "Ana", 0, "red", 2, "cards")]
    assert problem == {
        "code": "duplicate_card",
        "params": {"round": 0, "colour": "red", "value": 3, "places": places},
    }


def test_a_number_in_both_players_columns_of_a_round():
    data = game([{}, {"blue": {"cards": [9, 4]}}], [{}, {"blue": {"cards": [4]}, "red": {"cards": [9]}}])
    places = [at(0, "Ana", 1, "blue", 1, "cards"), at(1, "Ben", 1, "blue", 0, "cards")]
    assert one_error(data) == {
        "code": "duplicate_card",
        "params": {"round": 1, "colour": "blue", "value": 4, "places": places},
    }


def test_the_same_number_in_different_rounds_is_fine():
    assert lc.score(
        game(
            [{"red": {"cards": [5]}}, {"red": {"cards": [5]}}],
            [{"red": {"cards": [6]}}, {"red": {"cards": [6]}}],
        )
    )["ok"]


def test_more_than_three_wagers_of_a_colour_in_a_round():
    data = game([{"yellow": {"wagers": 2}}], [{"yellow": {"wagers": 2, "cards": [5]}}])
    places = [at(0, "Ana", 0, "yellow"), at(1, "Ben", 0, "yellow")]
    assert one_error(data) == {
        "code": "too_many_wagers",
        "params": {"round": 0, "colour": "yellow", "count": 4, "places": places},
    }
    assert lc.score(game([{"yellow": {"wagers": 2}}], [{"yellow": {"wagers": 1}}]))["ok"]


def test_every_problem_at_once_in_a_stable_order():
    data = {
        "game": "other",
        "long_game": False,
        "players": [
            {"name": "Ana", "rounds": [{"pink": {}, "purple": {}, "red": {"wagers": 4, "cards": [1, 3, 3]}}]},
            {"name": "ana", "rounds": [{"red": {"wagers": 3, "cards": [3]}}, {"blue": {"wagers": 3}}]},
        ],
    }
    codes = [problem["code"] for problem in errors(data)]
    assert codes == [
        "wrong_game", "unknown_colour", "long_game_colour", "bad_wagers", "bad_value",
        "duplicate_name", "round_counts", "duplicate_card",
    ]  # fmt: skip
    # Stable: the same problems in the same order in other interpreters, whatever their hash seed (no
    # set or hash order leaks into the list).
    script = ("import json, sys; from scorer import lost_cities; "
              "print(json.dumps(lost_cities.score(json.load(sys.stdin))['errors']))")
    for seed in ("1", "2", "3"):
        run = subprocess.run([sys.executable, "-c", script], input=json.dumps(data), capture_output=True,
                             text=True, check=True, env={**os.environ, "PYTHONHASHSEED": seed}, cwd=ROOT)
        assert json.loads(run.stdout) == errors(data)


def test_score_round_alone():
    envelope = lc.score_round({"red": {"wagers": 2, "cards": [10, 8, 7, 5, 3, 2]}, "white": {"wagers": 1}})
    assert envelope["ok"]
    assert envelope["result"]["total"] == 25
    assert list(envelope["result"]["colours"]) == list(lc.COLOURS)
    assert lc.score_round({"purple": {"cards": [2]}}, long_game=True)["result"]["total"] == -18
    assert lc.score_round({"purple": {"cards": [2]}})["errors"] == [
        {"code": "long_game_colour", "params": {"where": at(colour="purple"), "colour": "purple"}}
    ]
    assert lc.score_round({"red": {"cards": [2, 2]}})["errors"] == [
        {"code": "duplicate_card", "params": {"round": None, "colour": "red", "value": 2,
                                              "places": [at(colour="red", index=0, field="cards"),
                                                         at(colour="red", index=1, field="cards")]}}
    ]  # fmt: skip
    assert lc.score_round({}, long_game=1)["errors"] == [
        {"code": "wrong_type", "params": {"where": at(field="long_game"), "expected": "boolean"}}
    ]


def test_score_expedition_alone():
    envelope = lc.score_expedition(2, [10, 8, 7, 5, 3, 2])
    assert envelope == {
        "ok": True,
        "result": {"started": True, "points": 65, "sum": 35, "wagers": 2, "cards": [2, 3, 5, 7, 8, 10],
                   "count": 8, "cost": 20, "multiplier": 3, "bonus": 20},
        "warnings": [],
    }  # fmt: skip
    assert lc.score_expedition()["result"]["points"] == 0
    assert lc.score_expedition(0, [4, 4])["errors"][0]["params"]["colour"] is None
    assert [e["code"] for e in lc.score_expedition("x", "y")["errors"]] == ["bad_wagers", "wrong_type"]


def test_the_facts_are_exported():
    assert lc.COLOURS == ("yellow", "blue", "white", "green", "red")
    assert lc.LONG_GAME_COLOURS == ("yellow", "blue", "white", "green", "red", "purple")
    assert list(lc.VALUES) == list(range(2, 11)) and sum(lc.VALUES) == 54
    assert (lc.MAX_WAGERS, lc.COST, lc.BONUS, lc.BONUS_CARDS) == (3, 20, 20, 8)
    assert lc.WARNING_CODES == ()


def test_zz_every_error_code_but_not_json_was_met(tmp_path):
    """Each game error code has a test above. Run last in one process, the tests above filled
    TESTED_CODES; under pytest-xdist they may have run on another worker, so the module's other tests
    are run again in a process of their own, which writes the codes it meets."""
    met = set(TESTED_CODES)
    if set(lc.ERROR_CODES) - met != {"not_json"}:
        codes = tmp_path / "codes"
        command = [sys.executable, "-m", "pytest", __file__, "-q", "-p", "no:xdist", "-p", "no:cacheprovider",
                   "-k", "not test_zz"]
        subprocess.run(command, env={**os.environ, CODES_FILE: str(codes)}, cwd=ROOT, check=True,
                       capture_output=True)
        met = set(codes.read_text(encoding="utf-8").split())
    assert set(lc.ERROR_CODES) - met == {"not_json"}
    assert (
        lc.describe({"code": "not_json", "params": {"line": 1, "column": 2}})
        == "not valid JSON (line 1, column 2)"
    )


@pytest.mark.parametrize("text", ["\x85", "a\u2028b", "\n"])
def test_a_card_or_wager_text_with_a_line_break_is_described_on_one_line(text):
    for envelope in (lc.score_expedition(0, [text]), lc.score_expedition(text, [])):
        (problem,) = envelope["errors"]
        assert len(lc.describe(problem).splitlines()) == 1, lc.describe(problem)
