"""Games the build runs the Arboretum scorer on inside Pyodide (site_builder/pyodide/stdlib.py), to learn
which
standard-library modules the page needs: finished games of 2, 3 and 4 players, dealt from a seeded
shuffle, then copies the scorer refuses or warns about (a card twice, a card apart, a blank name, a
short hand, no players, the wrong types), so that every path that may import a module is run."""
from __future__ import annotations

import copy
import random

from scorer.arboretum import HAND_SIZE, SPECIES, SPECIES_BY_PLAYERS, VALUES

NAMES = ("Alice", "Bruno", "Chloé", "Diego")
STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))


def card(species: str, value: int, **place: int) -> dict:
    return {"species": species, "value": value, **place}


def dealt_game(players: int, planted: int, seed: int) -> dict:
    rng = random.Random(seed)
    deck = [(name, value) for name in SPECIES[: SPECIES_BY_PLAYERS[players]] for value in VALUES]
    rng.shuffle(deck)
    game: dict = {"game": "arboretum", "players": []}
    for index in range(players):
        cells = [(0, 0)]
        while len(cells) < planted:
            row, col = rng.choice(cells)
            d_row, d_col = rng.choice(STEPS)
            if (row + d_row, col + d_col) not in cells:
                cells.append((row + d_row, col + d_col))
        arboretum = [card(*deck.pop(), row=row, col=col) for row, col in cells]
        hand = [card(*deck.pop()) for _ in range(HAND_SIZE)]
        game["players"].append({"name": NAMES[index], "arboretum": arboretum, "hand": hand})
    return game


def refused(game: dict) -> list:
    duplicate = copy.deepcopy(game)
    duplicate["players"][1]["hand"][0] = dict(duplicate["players"][0]["hand"][0])
    apart = copy.deepcopy(game)
    apart["players"][0]["arboretum"][-1].update(row=40, col=40)
    blank = copy.deepcopy(game)
    blank["players"][0]["name"] = " "
    short = copy.deepcopy(game)
    short["players"][0]["hand"].pop()
    odd = copy.deepcopy(game)
    odd["players"][1]["arboretum"][0].update(value="3", species="fern")
    return [duplicate, apart, blank, short, odd, {"players": []}, {"players": "two"}, [], None]


def sample_games() -> list:
    good = [dealt_game(players, planted, seed) for seed, (players, planted) in
            enumerate(((2, 8), (3, 10), (4, 12), (4, 3)))]
    return good + refused(good[0])
