"""Lost Cities under Node: the scorer wheel made by the build, run by the pinned Pyodide, scores every
reference game of the shared facts file (and the refused ones) exactly as CPython does; the page's pure
game state (state.mjs as published, with its facts.mjs) passes its unit tests."""
from __future__ import annotations

import json
import pathlib
import subprocess

import pytest
from node_tests import node, published, run_node_tests
from pages.lost_cities_page import random_game, reference_games, refused_games

from scorer.lost_cities import score

pytestmark = pytest.mark.node
ROOT = pathlib.Path(__file__).resolve().parents[3]
SCRIPT = ROOT / "tests" / "browser" / "node" / "score_games.mjs"


def test_pyodide_scores_lost_cities_like_cpython(built_site, tmp_path):
    (wheel,) = sorted(built_site.glob("scorer/*/marquoir_scorer_lost_cities-*.whl"))
    (stdlib,) = built_site.glob("pyodide/*/stdlib-*.zip")  # the trimmed standard library the page boots
    games = reference_games() + [random_game(seed) for seed in range(3)]
    valid = len(games)
    assert valid >= 40
    refused = refused_games(games[0])
    games += [variant for variant, _ in refused] + [{"game": "lost-cities", "players": "two"}]
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(games), encoding="utf-8")
    run = subprocess.run(
        [node(), str(SCRIPT), str(wheel), "scorer.lost_cities", str(games_file), str(stdlib)],
        capture_output=True, text=True, timeout=180, cwd=ROOT, check=False,
    )
    assert run.returncode == 0, run.stderr
    answer = json.loads(run.stdout)
    assert answer["python"].startswith("3."), answer["python"]
    assert answer["stdlib"].endswith("json/__init__.pyc"), answer["stdlib"]  # from the trimmed zip
    expected = [json.loads(json.dumps(score(game))) for game in games]
    assert len(answer["envelopes"]) == len(expected)
    for index, (got, want) in enumerate(zip(answer["envelopes"], expected, strict=True)):
        assert got == want, f"game {index} differs"
    assert all(envelope["ok"] for envelope in expected[:valid])
    codes = [envelope["errors"][0]["code"] for envelope in expected[valid:]]
    assert codes == [code for _, code in refused] + ["wrong_type"]


def test_page_state_module_under_node(built_site):
    module = published(built_site, "lost-cities", "state")
    run_node_tests("lost_cities/node/state_test.mjs", STATE_MODULE=module)
