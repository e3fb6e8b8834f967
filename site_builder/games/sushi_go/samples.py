"""Games the build runs the Sushi Go! scorer on inside Pyodide (site_builder/pyodide/stdlib.py), to
learn which standard-library modules the page needs: a finished game, one in progress with a short
round, and copies the scorer refuses, so that every path that may import a module runs."""
from __future__ import annotations

import copy


def finished() -> dict:
    return {"game": "sushi-go", "players": [
        {"name": "Léa", "rounds": [
            {"tempura": 2, "sashimi": 3, "maki-2": 1, "salmon": 1, "wasabi-squid": 1, "pudding": 1},
            {"dumpling": 4, "egg": 2, "maki-3": 1, "wasabi": 1, "chopsticks": 1, "tempura": 1},
            {"tempura": 3, "wasabi-salmon": 2, "maki-1": 2, "sashimi": 1}]},
        {"name": "Tom", "rounds": [
            {"dumpling": 3, "maki-3": 2, "squid": 1, "egg": 1, "pudding": 2, "chopsticks": 1},
            {"sashimi": 3, "tempura": 2, "maki-2": 2, "wasabi-egg": 1, "salmon": 1},
            {"dumpling": 5, "pudding": 1, "maki-1": 1, "salmon": 2, "wasabi": 1}]}]}


def sample_games() -> list:
    good = finished()
    progress = copy.deepcopy(good)
    for player in progress["players"]:
        player["rounds"] = player["rounds"][:1]
    progress["players"][0]["rounds"][0]["tempura"] = 1
    refused = []
    for edit in (
        lambda g: g["players"][1].update(name=" léa"),
        lambda g: g["players"][0]["rounds"][0].update(tempura=11),
        lambda g: g["players"][0]["rounds"][0].update(unagi=1),
        lambda g: g["players"][0]["rounds"][0].update(tempura=True),
        lambda g: g["players"][1]["rounds"].pop(),
        lambda g: g["players"].pop(),
        lambda g: g["players"][0].update(name="x" * 200),
        lambda g: g["players"][0]["rounds"][0].update(squid=5, sashimi=0, tempura=0),
    ):
        variant = copy.deepcopy(good)
        edit(variant)
        refused.append(variant)
    return [good, progress, *refused, {"game": "sushi-go", "players": "two"}, "nothing"]
