"""A seeded generator of hostile inputs for every game's scorer (the fuzz test and
benchmarks/bench_scorer_fuzz.py): a valid game of each, mutated a few times at random places (a value
replaced by one of many odd values, a key deleted or added, an item repeated), sometimes then blown up
(many players, rounds or cards, long names, control characters, deep nesting, huge numbers, many
unknown keys). The same seed gives the same inputs."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

GAMES = ("arboretum", "lost-cities", "sushi-go", "skull-king")


def arboretum_game() -> dict:
    return {
        "game": "arboretum",
        "players": [
            {
                "name": "Léa",
                "arboretum": [
                    {"row": 0, "col": 0, "species": "oak", "value": 1},
                    {"row": 0, "col": 1, "species": "oak", "value": 3},
                    {"row": 1, "col": 1, "species": "maple", "value": 5},
                    {"row": 1, "col": 2, "species": "oak", "value": 8},
                ],
                "hand": [{"species": "cassia", "value": v} for v in range(1, 8)],
            },
            {
                "name": "Tom",
                "arboretum": [{"row": 0, "col": 0, "species": "maple", "value": 2}],
                "hand": [{"species": "maple", "value": v} for v in (1, 3, 4, 6, 7, 8)],
            },
        ],
    }


def lost_cities_game() -> dict:
    return {
        "game": "lost-cities",
        "players": [
            {"name": "Zoë", "rounds": [
                {"yellow": {"cards": [5, 8, 10]}, "red": {"wagers": 2, "cards": [2, 3, 5, 7, 8, 10]}},
                {"white": {"wagers": 1}}, {"green": {"cards": [4, 9]}}]},
            {"name": "Ben", "rounds": [
                {"blue": {"cards": [6, 9, 10]}}, {"green": {"cards": [2, 3, 6, 8, 10]}}, {}]},
        ],
    }  # fmt: skip


def sushi_go_game() -> dict:
    return {
        "game": "sushi-go",
        "players": [
            {"name": "Léa", "rounds": [
                {"tempura": 2, "sashimi": 3, "maki-2": 1, "salmon": 1, "wasabi-squid": 1, "pudding": 1},
                {"dumpling": 4, "egg": 2, "maki-3": 1, "wasabi": 1, "chopsticks": 1, "tempura": 1},
                {"tempura": 3, "wasabi-salmon": 2, "maki-1": 2, "sashimi": 1}]},
            {"name": "Tom", "rounds": [
                {"dumpling": 3, "maki-3": 2, "squid": 1, "egg": 1, "pudding": 2, "chopsticks": 1},
                {"sashimi": 3, "tempura": 2, "maki-2": 2, "wasabi-egg": 1, "salmon": 1},
                {"dumpling": 5, "pudding": 1, "maki-1": 1, "salmon": 2, "wasabi": 1}]},
        ],
    }  # fmt: skip


def skull_king_game() -> dict:
    return {
        "game": "skull-king",
        "edition": "2021",
        "scoring": "skull-king",
        "advanced": {"loot": True, "kraken": True, "white_whale": False, "pirate_abilities": True},
        "structure": "standard",
        "players": [
            {"name": "Léa", "rounds": [
                {"bid": 1, "tricks": 1},
                {"bid": 0, "tricks": 0, "loot": ["Tom"]},
                {"bid": 2, "tricks": 2, "captures": {"standard_14": 1, "pirates_by_skull_king": 1},
                 "wager": 20},
                {"bid": 3, "tricks": 2, "harry": -1, "captures": {"black_14": 1}}]},
            {"name": "Tom", "rounds": [
                {"bid": 0, "tricks": 0}, {"bid": 2, "tricks": 2, "captures": {"mermaids_by_pirate": 1}},
                {"bid": 0, "tricks": 1}, {"bid": 1, "tricks": 1}]},
            {"name": "Zoé", "rounds": [
                {"bid": 0, "tricks": 0}, {"bid": 0, "tricks": 0}, {"bid": 0, "tricks": 0},
                {"bid": 1, "tricks": 0}]},
        ],
    }  # fmt: skip


BASES = {"arboretum": arboretum_game, "lost-cities": lost_cities_game, "sushi-go": sushi_go_game,
         "skull-king": skull_king_game}  # fmt: skip

ODD_TEXTS = ["", " ", "\n", "a\nb", "\x1b[2J", "\u2028", "\x85", "\ud800", "é" * 41, "oak", "red", "egg",
             "tempura", "maki", "null", "3", "-1", "Tom", "léa", " Léa ", "\t"]  # fmt: skip


def odd_value(rng: random.Random) -> Any:
    """One odd value: a wrong type, a boundary number, a huge number, odd text, an empty container."""
    pick = rng.randrange(12)
    if pick == 0:
        return rng.choice([None, True, False])
    if pick == 1:
        return rng.choice([0, 1, -1, 2, 3, 7, 8, 9, 10, 11, 12, 255, 2**31, -(2**63)])
    if pick == 2:
        return rng.choice([10**5000, -(10**4300), 10**4299, 2**4000])
    if pick == 3:
        return rng.choice([0.0, 2.0, -0.5, 1e308, float("inf"), float("-inf"), float("nan")])
    if pick == 4:
        return rng.choice(ODD_TEXTS)
    if pick == 5:
        return rng.choice([[], {}, [[]], [{}], {"": None}])
    if pick == 6:
        return [odd_value(rng) for _ in range(rng.randrange(4))]
    if pick == 7:
        return {rng.choice(ODD_TEXTS): odd_value(rng) for _ in range(rng.randrange(4))}
    if pick == 8:
        return rng.randrange(-3, 15)
    if pick == 9:
        return (1, 2) if rng.random() < 0.5 else ()
    if pick == 10:
        return "x" * rng.choice([40, 41, 100, 101, 1000])
    return rng.choice(["arboretum", "lost-cities", "sushi-go", "skull-king", "chess", "Sushi-Go"])


def places(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) of a small structure, walked without recursion."""
    found = []
    stack = [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            found.append((node, key))
            if isinstance(value, dict | list):
                stack.append(value)
    return found


def copied(data: Any) -> Any:
    """A copy of a tree of dicts and lists (what copy.deepcopy makes of it, several times faster: no memo,
    as nothing in a game is shared before blow_up shares it)."""
    if type(data) is dict:
        return {key: copied(value) for key, value in data.items()}
    if type(data) is list:
        return [copied(value) for value in data]
    return data


def mutate(data: Any, rng: random.Random) -> None:
    spots = places(data)
    if not spots:
        return
    container, key = rng.choice(spots)
    action = rng.randrange(5)
    if action == 0:
        container[key] = odd_value(rng)
    elif action == 1:
        del container[key]
    elif action == 2 and isinstance(container, list):
        container.extend([copied(container[key]) for _ in range(rng.randrange(1, 4))])
    elif action == 3 and isinstance(container, dict):
        keys = ["name", "rounds", "hand", "cards", "wagers", "game", "bid", "tricks", "captures", "loot",
                "wager", "harry", "cannonball", "cards_dealt", "structure", "trick"]  # fmt: skip
        container[rng.choice(ODD_TEXTS + keys)] = odd_value(rng)
    else:
        container[key] = copied(rng.choice(spots)[0])  # a part of the game put somewhere else


def nested(depth: int) -> list:
    top: list = []
    node = top
    for _ in range(depth):
        child: list = []
        node.append(child)
        node = child
    return top


def blow_up(data: Any, rng: random.Random) -> str:
    """Make `data` large or hostile in one of several ways; returns the way's name."""
    players = data.get("players") if isinstance(data, dict) else None
    players = players if isinstance(players, list) and players else None
    player = players[0] if players and isinstance(players[0], dict) else None
    size = rng.choice([10, 100, 3_000, 100_000])
    way = rng.choice(["players", "rounds", "cards", "name", "control", "deep", "huge", "keys", "game"])
    if way == "players" and players is not None:
        players.extend(copied(players[-1]) for _ in range(min(size, 3_000)))
        players.extend([players[-1]] * size)  # shared, not copied: large but cheap to build
    elif way == "rounds" and player is not None:
        zone = "arboretum" if "arboretum" in player else "rounds"
        items = player.get(zone) if isinstance(player.get(zone), list) else []
        player[zone] = items + [items[-1] if items else {}] * size
    elif way == "cards" and player is not None:
        bad = {"species": "elm" * 10, "value": 99, "row": 10**30, "col": -1}
        if "arboretum" in player:
            player["hand"] = [bad] * size
        else:
            player["rounds"] = [{"red": {"cards": ["bad"] * size}, "tempura": size, "loot": ["x"] * size,
                                 "captures": {f"k{i}": i for i in range(size)}}] * 3
    elif way == "name" and players is not None:
        name = rng.choice(["N", "\n", "\x1b[2J"]) * rng.choice([100, 101, 10_000, 1_000_000])
        for each in players:
            if isinstance(each, dict):
                each["name"] = name
    elif way == "control" and players is not None:
        for index, each in enumerate(players):
            if isinstance(each, dict):
                each["name"] = rng.choice(["a\nb", "\x1b[2J", "\u2028", "\ud800", "\x85"]) + str(index % 2)
    elif way == "deep":
        spots = places(data)
        if spots:
            container, key = rng.choice(spots)
            container[key] = nested(rng.choice([1_000, 100_000]))
    elif way == "huge":
        for container, key in rng.sample(places(data), k=min(5, len(places(data)))):
            container[key] = rng.choice([10**5000, -(10**4300), 10**4299])
    elif way == "keys":
        spots = [node for node, _ in places(data) if isinstance(node, dict)]
        if spots:
            target = rng.choice(spots)
            target.update({f"key {i}": i for i in range(size)})
    elif way == "game" and isinstance(data, dict):
        data["game"] = rng.choice([None, 10**5000, nested(1_000), "x" * 100_000, ["sushi-go"], "common"])
    return way


def inputs(game: str, seed: int, count: int) -> Iterator[tuple[str, Any]]:
    """`count` inputs for `game`'s scorer (each a label and the data), the same for the same seed."""
    rng = random.Random(f"{game}:{seed}")
    for index in range(count):
        data = BASES[game]()
        for _ in range(rng.randrange(4)):
            mutate(data, rng)
        label = f"{game} #{index}"
        if rng.random() < 0.15:
            label += " " + blow_up(data, rng)
        yield label, data
