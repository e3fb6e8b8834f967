"""Games the build runs the Skull King scorer on inside Pyodide (site_builder/pyodide/stdlib.py), to
learn which standard-library modules the page needs: the documented example game (every option on),
a whole game of ten rounds, one under Rascal's scoring, a 2013 one, and copies the scorer refuses, so
that every path runs."""
from __future__ import annotations

import copy


def example() -> dict:
    return {"game": "skull-king", "edition": "2021", "scoring": "skull-king",
            "advanced": {"loot": True, "kraken": True, "white_whale": False, "pirate_abilities": True},
            "structure": "standard",
            "players": [
                {"name": "Léa", "rounds": [
                    {"bid": 1, "tricks": 1}, {"bid": 0, "tricks": 0, "loot": ["Tom"]},
                    {"bid": 2, "tricks": 2, "captures": {"standard_14": 1, "pirates_by_skull_king": 1},
                     "wager": 20},
                    {"bid": 3, "tricks": 2, "harry": -1, "captures": {"black_14": 1}}]},
                {"name": "Tom", "rounds": [
                    {"bid": 0, "tricks": 0}, {"bid": 2, "tricks": 2, "captures": {"mermaids_by_pirate": 1}},
                    {"bid": 0, "tricks": 1}, {"bid": 1, "tricks": 1}]},
                {"name": "Zoé", "rounds": [
                    {"bid": 0, "tricks": 0}, {"bid": 0, "tricks": 0}, {"bid": 0, "tricks": 0},
                    {"bid": 1, "tricks": 0}]}]}


def finished() -> dict:
    """A whole 2021 game of ten rounds for two (every planned round in: its winner is said)."""
    return {"game": "skull-king", "edition": "2021", "scoring": "skull-king", "structure": "standard",
            "players": [
                {"name": "Ana", "rounds": [{"bid": n - 1, "tricks": n - 1} for n in range(1, 11)]},
                {"name": "Bo", "rounds": [{"bid": 1, "tricks": 1} for _ in range(1, 11)]}]}


def sample_games() -> list:
    good = example()
    rascal = {"game": "skull-king", "scoring": "rascal", "structure": "whirlpool", "players": [
        {"name": "Ana", "rounds": [{"bid": 9, "tricks": 8, "cannonball": True}]},
        {"name": "Bo", "rounds": [{"bid": 1, "tricks": 1, "captures": {"skull_king_by_mermaid": 1}}]}]}
    old = {"game": "skull-king", "edition": "2013", "players": [
        {"name": "Ana", "rounds": [{"bid": 1, "tricks": 1, "captures": {"pirates_by_skull_king": 1}}]},
        {"name": "Bo", "rounds": [{"bid": 1, "tricks": 0}]}]}
    refused = []
    for edit in (
        lambda g: g["players"][1].update(name=" léa"),
        lambda g: g["players"][0]["rounds"][0].update(tricks=5),
        lambda g: g["players"][0]["rounds"][0].update(extra=1),
        lambda g: g["players"][1]["rounds"].pop(),
        lambda g: g.update(edition="2013"),
        lambda g: g["players"][0].update(name="x" * 200),
    ):
        variant = copy.deepcopy(good)
        edit(variant)
        refused.append(variant)
    return [good, finished(), rascal, old, *refused, {"game": "skull-king", "players": "two"}, "nothing"]
