"""Speed of the scorer on realistic finished four-player games, against a brute-force enumerator.

Run: .venv/bin/python benchmarks/bench_scorer.py [GAMES]

Games are played out at random from a fixed seed with the real turn (draw 2 from the pile or a discard
pile, plant 1 beside a planted card, discard 1) until the pile is empty. Prints, measured in the same run
on the same games:

- microseconds per game for `arboretum.score` (validation included: what the page calls) against a
  straightforward brute-force scorer of the whole game (no validation, rights by hand sums, the best
  path of each species by enumerating every path, totals); both must give the same totals. The two are
  timed in turn (A B A B ...) and the ratio is the median of the per-pair ratios, as this machine's
  cores are noisy; the goal is a ratio brute / score of at least 1;
- the time of the best-path search alone against a plain enumeration of every path; both must find
  the same points.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scorer import arboretum  # noqa: E402
from scorer.arboretum.cards import PlantedCard  # noqa: E402
from scorer.arboretum.paths import best_paths  # noqa: E402

SEED = 20151
SIDES = ((-1, 0), (0, -1), (0, 1), (1, 0))
REPEATS = 5
PAIRS = 15
LOWEST, HIGHEST = arboretum.VALUES[0], arboretum.VALUES[-1]


def play_game(rng: random.Random, players: int = 4) -> dict:
    """One finished game played with random but legal moves."""
    species = rng.sample(arboretum.SPECIES, arboretum.SPECIES_BY_PLAYERS[players])
    pile = [{"species": s, "value": v} for s in species for v in arboretum.VALUES]
    rng.shuffle(pile)
    hands = [[pile.pop() for _ in range(7)] for _ in range(players)]
    discards: list[list[dict]] = [[] for _ in range(players)]
    arboretums: list[dict[tuple[int, int], dict]] = [{} for _ in range(players)]
    turn = 0
    while pile:
        me = turn % players
        for _ in range(2):
            tops = [pile_ for pile_ in discards if pile_]
            if tops and rng.random() < 0.3:
                hands[me].append(rng.choice(tops).pop())
            elif pile:
                hands[me].append(pile.pop())
        card = hands[me].pop(rng.randrange(len(hands[me])))
        planted = arboretums[me]
        if planted:
            free = sorted({(r + dr, c + dc) for r, c in planted for dr, dc in SIDES} - set(planted))
            cell = rng.choice(free)
        else:
            cell = (0, 0)
        planted[cell] = card
        discards[me].append(hands[me].pop(rng.randrange(len(hands[me]))))
        turn += 1
    return {
        "players": [
            {
                "name": f"Player {index + 1}",
                "arboretum": [{"row": r, "col": c, **card} for (r, c), card in arboretums[index].items()],
                "hand": hands[index],
            }
            for index in range(players)
        ]
    }


def brute_best_points(arboretum: list[PlantedCard], species: str) -> int:
    """Points of the best path found by walking every rising path from every card of the species."""
    at = {card.cell: card for card in arboretum}
    best = 0

    def walk(path: list[PlantedCard]) -> None:
        nonlocal best
        last = path[-1]
        if len(path) >= 2 and last.species == species:
            same = all(card.species == species for card in path)
            points = len(path) * (2 if same and len(path) >= 4 else 1)
            points += (1 if path[0].value == 1 else 0) + (2 if last.value == 8 else 0)
            best = max(best, points)
        for dr, dc in SIDES:
            nxt = at.get((last.row + dr, last.col + dc))
            if nxt is not None and nxt.value > last.value:
                path.append(nxt)
                walk(path)
                path.pop()

    for card in arboretum:
        if card.species == species:
            walk([card])
    return best


def brute_totals(game: dict) -> list[int]:
    """Totals of a whole game by brute force: rights by hand sums, best paths by enumeration."""
    players = game["players"]
    hands = [player["hand"] for player in players]
    species_in_game = {card["species"] for player in players for card in player["arboretum"]}
    species_in_game.update(card["species"] for hand in hands for card in hand)
    best = [brute_path_points(player["arboretum"]) for player in players]
    totals = [0] * len(players)
    for species in species_in_game:
        held = [[card["value"] for card in hand if card["species"] == species] for hand in hands]
        holder_of_one = next((index for index, values in enumerate(held) if LOWEST in values), None)
        sums = [
            sum(
                0 if value == HIGHEST and holder_of_one is not None and holder_of_one != index else value
                for value in values
            )
            for index, values in enumerate(held)
        ]
        top = max(sums)
        for index, total in enumerate(sums):
            if total == top:
                totals[index] += best[index].get(species, 0)
    return totals


def brute_path_points(cards: list[dict]) -> dict[str, int]:
    """Points of the best path of each species of one arboretum (raw cards), walking every rising path."""
    at = {(card["row"], card["col"]): (card["species"], card["value"]) for card in cards}
    best: dict[str, int] = {}

    def walk(row: int, col: int, first: str, same: bool, one: bool, length: int) -> None:
        species, value = at[row, col]
        if length >= 2 and species == first:
            points = length * (2 if same and length >= 4 else 1) + (1 if one else 0)
            points += 2 if value == HIGHEST else 0
            if points > best.get(first, 0):
                best[first] = points
        for dr, dc in SIDES:
            nxt = at.get((row + dr, col + dc))
            if nxt is not None and nxt[1] > value:
                walk(row + dr, col + dc, first, same and nxt[0] == first, one, length + 1)

    for (row, col), (species, value) in at.items():
        walk(row, col, species, True, value == LOWEST, 1)
    return best


def score_totals(game: dict) -> list[int]:
    return [player["total"] for player in arboretum.score(game)["result"]["players"]]


def each(action, games: list[dict]) -> None:
    """Call `action` on every game, dropping each result as the page does (keeping 300 results alive
    would make the cyclic garbage collector walk them again and again, a cost no page pays)."""
    for game in games:
        action(game)


def interleaved(pairs: int, first, second) -> tuple[float, float, float]:
    """Median times of `first` and `second` run in turn, and the median of the ratios second / first."""
    firsts, seconds, ratios = [], [], []
    for _ in range(pairs):
        firsts.append(best_of(1, first))
        seconds.append(best_of(1, second))
        ratios.append(seconds[-1] / firsts[-1])
    return statistics.median(firsts), statistics.median(seconds), statistics.median(ratios)


def fast_points(arboretum: list[PlantedCard]) -> dict[str, int]:
    """Points of the best path of every planted species, from the one-pass search."""
    paths = best_paths(arboretum)
    return {
        species: paths[species].points if species in paths else 0 for species in planted_species(arboretum)
    }


def brute_points(arboretum: list[PlantedCard]) -> dict[str, int]:
    return {species: brute_best_points(arboretum, species) for species in planted_species(arboretum)}


def planted_species(arboretum: list[PlantedCard]) -> list[str]:
    return sorted({card.species for card in arboretum})


def arboretums(games: list[dict]) -> list[list[PlantedCard]]:
    return [
        [PlantedCard(**card) for card in player["arboretum"]] for game in games for player in game["players"]
    ]


def best_of(repeats: int, action) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("games", nargs="?", type=int, default=300, help="finished games scored (default 300)")
    count = parser.parse_args().games
    rng = random.Random(SEED)
    games = [play_game(rng) for _ in range(count)]
    for game in games:
        assert arboretum.score(game)["ok"]
    planted = arboretums(games)
    assert [fast_points(a) for a in planted] == [brute_points(a) for a in planted], "the searches disagree"
    assert [score_totals(game) for game in games] == [brute_totals(game) for game in games], "totals differ"

    score_time, whole_brute_time, whole_ratio = interleaved(
        PAIRS,
        lambda: each(arboretum.score, games),
        lambda: each(brute_totals, games),
    )
    fast_time = best_of(REPEATS, lambda: [fast_points(a) for a in planted])
    brute_time = best_of(REPEATS, lambda: [brute_points(a) for a in planted])

    sizes = [len(arboretum) for arboretum in planted]
    print(
        f"{count} finished 4-player games (seed {SEED}), searches alone best of {REPEATS} runs, "
        f"Python {sys.version.split()[0]}"
    )
    print(f"  cards planted per player: mean {statistics.mean(sizes):.1f}, max {max(sizes)}")
    print(
        f"  score(): {score_time / count * 1e6:.1f} µs per game; "
        f"brute force: {whole_brute_time / count * 1e6:.1f} µs; "
        f"ratio brute/score = {whole_ratio:.2f} x (goal >= 1)   [medians of {PAIRS} interleaved pairs]"
    )
    print(f"  best paths, one-pass DP:    {fast_time / count * 1e6:9.1f} µs per game")
    print(f"  best paths, enumeration:    {brute_time / count * 1e6:9.1f} µs per game")
    print(f"  enumeration / DP:           {brute_time / fast_time:9.2f}")

    crowded = crowded_arboretum()
    assert fast_points(crowded) == brute_points(crowded)
    dense_fast = best_of(REPEATS, lambda: fast_points(crowded))
    dense_brute = best_of(REPEATS, lambda: brute_points(crowded))
    print(f"crowded arboretum ({len(crowded)} cards, 8 species), every best path:")
    print(f"  one-pass DP {dense_fast * 1e6:.1f} µs, enumeration {dense_brute * 1e6:.1f} µs")
    print(f"  enumeration / DP:           {dense_brute / dense_fast:9.2f}")


def crowded_arboretum() -> list[PlantedCard]:
    """An 8 x 8 block whose values rise along rows and columns: the most paths an arboretum can hold."""
    rng = random.Random(SEED)
    species = list(arboretum.SPECIES[:8])
    cards = []
    for row in range(8):
        rng.shuffle(species)
        for col in range(8):
            value = (row + col) % 8 + 1
            cards.append(PlantedCard(row=row, col=col, species=species[(col + row * 3) % 8], value=value))
    return cards


if __name__ == "__main__":
    main()
