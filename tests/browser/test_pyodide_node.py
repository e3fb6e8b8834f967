"""The scorer wheel made by the build runs in the pinned Pyodide (Node), booted with the build's trimmed
standard library as the page boots it, imports the scorer from the bytecode in the wheel (compiling
nothing), and scores every reference game, the refused variants and the scorer test suite's games
exactly as CPython does, errors included."""
from __future__ import annotations

import copy
import json
import pathlib
import shutil
import subprocess

import pytest
from node_tests import published, run_node_tests

from scorer.arboretum import score

pytestmark = pytest.mark.node
ROOT = pathlib.Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "browser" / "node" / "score_games.mjs"


def broken_variants(game: dict) -> list[dict]:
    """Games the scorer refuses or warns about, made from a reference game."""
    duplicate = copy.deepcopy(game)
    duplicate["players"][1]["hand"][0] = dict(duplicate["players"][0]["hand"][0])
    far = copy.deepcopy(game)
    far["players"][0]["arboretum"][-1].update(row=40, col=40)
    nameless = copy.deepcopy(game)
    nameless["players"][0]["name"] = " "
    short_hand = copy.deepcopy(game)
    short_hand["players"][0]["hand"].pop()
    return [duplicate, far, nameless, short_hand, {"players": []}, {"players": "two"}]


@pytest.fixture(scope="module")
def wheel_path(built_site):
    wheels = sorted(built_site.glob("scorer/*/marquoir_scorer_arboretum-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def suite_games() -> list:
    """Games the scorer's test suite scores: random 2-4 player games (as the page tests enter them),
    the plug-in's sample games, games of the rules' worked examples' sizes."""
    from pages.arboretum_page import random_game

    from site_builder.games.arboretum.samples import sample_games

    games = [random_game(players, planted, seed) for seed, (players, planted) in
             enumerate((2, n) for n in (1, 5, 12))]
    games += [random_game(players, 10, 100 + players) for players in (3, 4)]
    return games + sample_games()


def test_pyodide_scores_like_cpython(wheel_path, built_site, reference_games, tmp_path):
    node = shutil.which("node")
    assert node, "Node.js is missing: ./dev installs it"
    (stdlib,) = built_site.glob("pyodide/*/stdlib-*.zip")
    games = [entry["game"] for entry in reference_games["games"]]
    assert len(games) >= 16
    games += broken_variants(games[0])
    extra = suite_games()
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(games + extra), encoding="utf-8")
    run = subprocess.run(
        [node, str(SCRIPT), str(wheel_path), "scorer.arboretum", str(games_file), str(stdlib)],
        capture_output=True, text=True, timeout=180, cwd=ROOT, check=False,
    )
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["python"].startswith("3."), answer["python"]  # Pyodide's own interpreter answered
    assert answer["stdlib"].endswith("json/__init__.pyc"), answer["stdlib"]  # from the trimmed zip
    assert answer["compiledFromSource"] == []  # the wheel's modules come compiled, as the page gets them
    expected_extra = [json.loads(json.dumps(score(game))) for game in extra]
    assert answer["envelopes"][len(games):] == expected_extra
    del answer["envelopes"][len(games):]
    expected = [json.loads(json.dumps(score(game))) for game in games]
    assert len(answer["envelopes"]) == len(expected)
    for index, (got, want) in enumerate(zip(answer["envelopes"], expected, strict=True)):
        assert got == want, f"game {index} differs"
    count = len(reference_games["games"])
    assert all(envelope["ok"] for envelope in expected[:count])
    codes = [
        [problem["code"] for problem in envelope.get("errors", envelope["warnings"])]
        for envelope in expected[count:]
    ]
    assert codes == [
        ["duplicate_card"], ["disconnected"], ["empty_name"], ["hand_size"], ["player_count"], ["wrong_type"]
    ]


def test_page_state_module_under_node(built_site):
    """The page's pure game state (state.mjs, as published with its facts.mjs): planting rules, picker,
    undo, storage (node --test)."""
    run_node_tests("arboretum/node/state_test.mjs", STATE_MODULE=published(built_site, "arboretum", "state"))
