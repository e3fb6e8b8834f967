"""Games the build runs the Lost Cities scorer on inside Pyodide (site_builder/pyodide/stdlib.py), to
learn which
standard-library modules the page needs: a three-round game, a long game, and copies the scorer refuses
(a card twice, too many wagers, an unknown colour, purple outside the long game, one player, rounds of
different counts, a repeated name, the wrong types), so that every path that may import a module runs."""
from __future__ import annotations

import copy


def column(wagers: int, *cards: int) -> dict:
    return {"wagers": wagers, "cards": list(cards)}


def three_rounds() -> dict:
    return {"game": "lost-cities", "long_game": False, "players": [
        {"name": "Ana", "rounds": [
            {"yellow": column(0, 5, 8, 10), "white": column(1), "green": column(1, 3, 5, 7)},
            {"red": column(2, 2, 3, 5, 7, 8, 10)},
            {}]},
        {"name": "Ben", "rounds": [
            {"blue": column(0, 6, 9, 10)},
            {"yellow": column(2, 8)},
            {"red": column(3, 2, 3, 4, 5, 6, 7, 8, 9, 10)}]},
    ]}


def sample_games() -> list:
    good = three_rounds()
    long_game = copy.deepcopy(good)
    long_game["long_game"] = True
    long_game["players"][0]["rounds"][2]["purple"] = column(1, 4, 6)
    refused = []
    twice = copy.deepcopy(good)
    twice["players"][1]["rounds"][0]["yellow"] = column(0, 8)
    wagers = copy.deepcopy(good)
    wagers["players"][1]["rounds"][0]["white"] = column(3)
    unknown = copy.deepcopy(good)
    unknown["players"][0]["rounds"][1]["orange"] = column(0, 2)
    purple = copy.deepcopy(good)
    purple["players"][0]["rounds"][1]["purple"] = column(0, 2)
    alone = copy.deepcopy(good)
    alone["players"].pop()
    uneven = copy.deepcopy(good)
    uneven["players"][1]["rounds"].pop()
    same_name = copy.deepcopy(good)
    same_name["players"][1]["name"] = " ana"
    refused += [twice, wagers, unknown, purple, alone, uneven, same_name]
    refused += [{"game": "lost-cities", "players": "two"}, {"game": "lost-cities", "players": [{}, 3]}]
    refused.append("nothing")
    return [good, long_game, *refused]
