"""The scorer-page kit (site_builder/static/scorer/), for every game with a scorer: its modules under
Node (node/kit_test.mjs: the share link, the store's records kept aside with their reasons, bounds, one
entry per game, messages, the score queue), then the table in Chromium at 360 x 740, with taps."""
from __future__ import annotations

import json
import pathlib

import pytest
from node_tests import published, run_node_tests

import scorer
from site_builder.plugins.interface import load_plugins

ROOT = pathlib.Path(__file__).resolve().parents[2]
KIT_STEMS = ("saved-games", "local-store", "share-link", "messages", "score-queue", "table-panel", "rules")
SCORED_GAMES = ("arboretum", "lost-cities")


def scored_samples(slug: str) -> list[dict]:
    """The game's sample games that its scorer accepts, each with CPython's result."""
    found = []
    for game in load_plugins()[slug].scorer.sample_games():
        envelope = scorer.score(json.loads(json.dumps(game)))
        if envelope["ok"]:
            found.append({"game": game, "result": envelope["result"]})
    return found


@pytest.mark.node
@pytest.mark.parametrize("slug", SCORED_GAMES)
def test_kit_modules_under_node(built_site, tmp_path, slug):
    games = scored_samples(slug)
    assert len(games) >= 1
    if len(games) == 1:  # a second, different game: the first with its players' names changed
        second = json.loads(json.dumps(games[0]))
        for index, player in enumerate(second["game"]["players"]):
            player["name"] = f"Other {index + 1}"
        envelope = scorer.score(json.loads(json.dumps(second["game"])))
        games.append({"game": second["game"], "result": envelope["result"]})
    games_file = tmp_path / "games.json"
    games_file.write_text(json.dumps(games), encoding="utf-8")
    modules = {stem: published(built_site, slug, stem) for stem in KIT_STEMS}
    printed = run_node_tests("node/kit_test.mjs", MODULES=json.dumps(modules), GAMES=str(games_file))
    print(next(line for line in printed.splitlines() if " link: " in line))
