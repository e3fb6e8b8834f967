"""Hypothesis properties: the fast path search agrees with a plain enumeration of every path, the scorer
agrees with a plain reading of the rules on random legal games, never raises on any JSON-like input and
reports each kind of bad input."""

from __future__ import annotations

import copy
import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorer import arboretum
from scorer.arboretum import english, problems

SIDES = ((-1, 0), (0, -1), (0, 1), (1, 0))


# --- random legal games ----------------------------------------------------------------------


def grow_arboretum(rng: random.Random, cards: list[tuple[str, int]]) -> list[dict]:
    """Plant `cards` one by one, each beside an earlier one (a real arboretum's growth)."""
    origin = (rng.randint(-5, 5), rng.randint(-5, 5))
    taken: list[tuple[int, int]] = []
    planted = []
    for species, value in cards:
        if not taken:
            cell = origin
        else:
            free = sorted(
                {(r + dr, c + dc) for r, c in taken for dr, dc in SIDES} - set(taken),
            )
            cell = rng.choice(free)
        taken.append(cell)
        planted.append({"row": cell[0], "col": cell[1], "species": species, "value": value})
    return planted


ALLOWED_COUNTS = st.integers(2, 4)


@st.composite
def legal_games(draw, players=ALLOWED_COUNTS, most_planted=16):
    """A finished game (legal when the player count is): distinct cards, 7-card hands, arboretums
    grown card by card, listed in planting order."""
    count = draw(players)
    rng = draw(st.randoms(use_true_random=False))
    species = rng.sample(arboretum.SPECIES, arboretum.SPECIES_BY_PLAYERS.get(count, 10))
    deck = [(s, v) for s in species for v in arboretum.VALUES]
    rng.shuffle(deck)
    game = []
    for index in range(count):
        hand, deck = deck[:7], deck[7:]
        planted_count = rng.randint(1, max(1, min(most_planted, len(deck) // (count - index))))
        planted, deck = deck[:planted_count], deck[planted_count:]
        game.append(
            {
                "name": f"P{index}-{rng.choice(['Léa', 'Tom', 'Zoë', 'Ana'])}",
                "arboretum": grow_arboretum(rng, planted),
                "hand": [{"species": s, "value": v} for s, v in hand],
            }
        )
    return {"players": game}


# --- the plain enumeration and the plain rules ------------------------------------------------


def all_paths(arboretum: list[dict], species: str) -> list[list[dict]]:
    """Every path of `species`: each rising walk from a card of the species that ends on one."""
    at = {(card["row"], card["col"]): card for card in arboretum}
    found = []

    def walk(path: list[dict]) -> None:
        last = path[-1]
        if len(path) >= 2 and last["species"] == species:
            found.append(list(path))
        for dr, dc in SIDES:
            nxt = at.get((last["row"] + dr, last["col"] + dc))
            if nxt is not None and nxt["value"] > last["value"]:
                walk([*path, nxt])

    for card in arboretum:
        if card["species"] == species:
            walk([card])
    return found


def plain_points(path: list[dict], species: str) -> int:
    doubled = len(path) >= 4 and all(card["species"] == species for card in path)
    points = len(path) * (2 if doubled else 1)
    return points + (1 if path[0]["value"] == 1 else 0) + (2 if path[-1]["value"] == 8 else 0)


def plain_best(arboretum: list[dict], species: str) -> tuple[int, list[list[int]]]:
    """(points, cells) of the best path: most points, then most cards, then smallest cell list."""
    ranked = [
        (-plain_points(path, species), -len(path), [[card["row"], card["col"]] for card in path])
        for path in all_paths(arboretum, species)
    ]
    if not ranked:
        return 0, []
    points, _, cells = min(ranked)
    return -points, cells


def plain_rights(game: dict, species: str) -> list[bool]:
    hands = [[c["value"] for c in p["hand"] if c["species"] == species] for p in game["players"]]
    sums = []
    for me, values in enumerate(hands):
        opponent_has_one = any(1 in other for them, other in enumerate(hands) if them != me)
        sums.append(sum(v for v in values if not (v == 8 and opponent_has_one)))
    return [total == max(sums) for total in sums]


# --- properties on legal games ----------------------------------------------------------------


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_games())
def test_fast_search_agrees_with_enumerating_every_path(game):
    for player in game["players"]:
        envelope = arboretum.score_arboretum(player["arboretum"])
        assert envelope["ok"], envelope
        for species, entry in envelope["result"].items():
            points, cells = plain_best(player["arboretum"], species)
            assert (entry["path_points"], entry["path"]) == (points, cells), species
            assert entry["cards"] == len(cells)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(legal_games())
def test_scores_follow_the_rules_read_plainly(game):
    envelope = arboretum.score(game)
    assert envelope["ok"], envelope
    assert envelope["warnings"] == []
    result = envelope["result"]
    in_play = {c["species"] for p in game["players"] for c in p["arboretum"] + p["hand"]}
    assert result["species"] == [s for s in arboretum.SPECIES if s in in_play]
    totals = []
    for species in result["species"]:
        rights = plain_rights(game, species)
        for given_player, scored, right in zip(game["players"], result["players"], rights, strict=True):
            entry = scored["species"][species]
            points, cells = plain_best(given_player["arboretum"], species)
            assert entry["right"] == right
            assert entry["path"] == cells
            assert entry["points"] == (points if right else 0)
    for given_player, scored in zip(game["players"], result["players"], strict=True):
        total = sum(entry["points"] for entry in scored["species"].values())
        assert scored["total"] == total
        assert scored["species_in_arboretum"] == len({c["species"] for c in given_player["arboretum"]})
        totals.append((total, scored["species_in_arboretum"], scored["name"]))
    top = max(totals)[:2]
    assert result["winners"] == [name for total, kinds, name in totals if (total, kinds) == top]


@settings(max_examples=60, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False))
def test_input_order_does_not_change_the_scores(game, rng):
    shuffled = copy.deepcopy(game)
    for player in shuffled["players"]:
        rng.shuffle(player["arboretum"])
        rng.shuffle(player["hand"])
    assert arboretum.score(shuffled) == arboretum.score(game)


# --- any JSON-like input ----------------------------------------------------------------------

scalars = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12)
json_like = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5)
    ),
    max_leaves=30,
)
field_names = st.sampled_from(["players", "name", "arboretum", "hand", "row", "col", "species", "value"])


def nodes(data, trail=()):
    """Every (container, key) inside the data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield data, key
            yield from nodes(value, (*trail, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield data, index
            yield from nodes(value, (*trail, index))


@st.composite
def damaged_games(draw):
    """A legal game with a few places replaced by random JSON-like data or removed."""
    game = draw(legal_games(players=st.integers(0, 5), most_planted=6))
    for _ in range(draw(st.integers(1, 4))):
        places = list(nodes(game))
        if not places:
            break
        container, key = places[draw(st.integers(0, len(places) - 1))]
        action = draw(st.sampled_from(["replace", "remove", "rename"]))
        if action == "replace":
            container[key] = draw(json_like | st.sampled_from(arboretum.SPECIES) | st.integers(0, 9))
        elif isinstance(container, dict):
            value = container.pop(key)
            if action == "rename":
                container[draw(field_names)] = value
        else:
            del container[key]
    return game


def check_problem(found: dict, codes: tuple[str, ...]) -> None:
    assert set(found) == {"code", "params"}
    assert found["code"] in codes
    assert isinstance(found["params"], dict)
    place = found["params"].get("where")
    if place is not None:
        assert set(place) == {"player", "player_name", "zone", "index", "field"}
        assert place["zone"] in (None, *problems.ZONES)
        assert place["field"] in (None, *problems.FIELDS)
    if found["code"] == "wrong_type":
        assert found["params"]["expected"] in problems.EXPECTED_TYPES
    line = english.describe(found)
    assert line and "\n" not in line


def check_envelope(envelope: dict) -> None:
    json.dumps(envelope, allow_nan=False)
    assert isinstance(envelope["ok"], bool)
    if envelope["ok"]:
        assert set(envelope) == {"ok", "result", "warnings"}
    else:
        assert set(envelope) == {"ok", "errors", "warnings"}
        assert envelope["errors"]
        for found in envelope["errors"]:
            check_problem(found, arboretum.ERROR_CODES)
    for found in envelope["warnings"]:
        check_problem(found, arboretum.WARNING_CODES)


@settings(max_examples=300, deadline=None)
@given(json_like)
def test_score_never_raises_on_any_json_like_input(data):
    check_envelope(arboretum.score(data))
    check_envelope(arboretum.score_arboretum(data))
    check_envelope(arboretum.score({"players": data}))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged_games())
def test_score_never_raises_on_damaged_games(game):
    envelope = arboretum.score(game)
    check_envelope(envelope)
    if envelope["ok"]:
        result = envelope["result"]
        assert {player["name"] for player in result["players"]} >= set(result["winners"])
    for player in game.get("players", []) if isinstance(game.get("players"), list) else []:
        if isinstance(player, dict):
            check_envelope(arboretum.score_arboretum(player.get("arboretum")))


# --- each kind of bad input is reported -------------------------------------------------------

not_values = (
    st.text(max_size=3)
    | st.floats()
    | st.booleans()
    | st.none()
    | st.integers().filter(lambda n: n not in arboretum.VALUES)
    | st.just("3")
    | st.just(3.0)
)


def codes(envelope: dict) -> list[str]:
    return [found["code"] for found in envelope.get("errors", [])]


def pick(rng: random.Random, game: dict, zone: str) -> tuple[int, int, dict]:
    index = rng.randrange(len(game["players"]))
    cards = game["players"][index][zone]
    where = rng.randrange(len(cards))
    return index, where, cards[where]


@settings(max_examples=80, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False), st.sampled_from(["arboretum", "hand"]), not_values)
def test_a_bad_value_is_reported_where_it_is(game, rng, zone, value):
    index, where, card = pick(rng, game, zone)
    card["value"] = value
    envelope = arboretum.score(game)
    assert codes(envelope) == ["bad_value"]
    place = envelope["errors"][0]["params"]["where"]
    name = game["players"][index]["name"]
    assert place == {"player": index, "player_name": name, "zone": zone, "index": where, "field": "value"}


@settings(max_examples=50, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False), st.sampled_from(["arboretum", "hand"]), st.text())
def test_an_unknown_species_is_reported(game, rng, zone, species):
    if species in arboretum.SPECIES:
        species += "?"
    index, where, card = pick(rng, game, zone)
    card["species"] = species
    envelope = arboretum.score(game)
    assert codes(envelope) == ["unknown_species"]
    assert envelope["errors"][0]["params"]["where"]["index"] == where


@settings(max_examples=50, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False), st.sampled_from(["arboretum", "hand"]))
def test_a_missing_key_is_reported(game, rng, zone):
    index, where, card = pick(rng, game, zone)
    key = rng.choice(sorted(card))
    del card[key]
    envelope = arboretum.score(game)
    assert "missing_key" in codes(envelope)
    found = envelope["errors"][codes(envelope).index("missing_key")]["params"]
    assert found["key"] == key and found["where"]["player"] == index and found["where"]["index"] == where


@settings(max_examples=50, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False))
def test_a_card_found_twice_is_reported(game, rng):
    _, _, card = pick(rng, game, "arboretum")
    receiver = rng.randrange(len(game["players"]))
    game["players"][receiver]["hand"].append({"species": card["species"], "value": card["value"]})
    envelope = arboretum.score(game)
    assert codes(envelope) == ["duplicate_card"]
    found = envelope["errors"][0]["params"]
    assert (found["species"], found["value"]) == (card["species"], card["value"])
    assert len(found["places"]) == 2
    assert [w["code"] for w in envelope["warnings"]] == ["hand_size"]


@settings(max_examples=50, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False))
def test_a_card_far_away_is_disconnected(game, rng):
    index = rng.randrange(len(game["players"]))
    if len(game["players"][index]["arboretum"]) < 3:
        return
    card = game["players"][index]["arboretum"][-1]  # the last one planted: the others stay joined
    card["row"] += 1000
    envelope = arboretum.score(game)
    assert codes(envelope) == ["disconnected"]
    found = envelope["errors"][0]["params"]
    assert found["player"] == index
    assert [card["row"], card["col"]] in found["cells"]


@settings(max_examples=50, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False))
def test_two_cards_on_one_cell_are_reported(game, rng):
    index = rng.randrange(len(game["players"]))
    garden = game["players"][index]["arboretum"]
    if len(garden) < 2:
        return
    first, second = rng.sample(range(len(garden)), 2)
    garden[second]["row"], garden[second]["col"] = garden[first]["row"], garden[first]["col"]
    envelope = arboretum.score(game)
    assert codes(envelope)[0] == "same_cell"
    assert set(codes(envelope)) <= {"same_cell", "disconnected"}


@settings(max_examples=30, deadline=None)
@given(legal_games(), st.integers(0, 8).filter(lambda n: n not in arboretum.SPECIES_BY_PLAYERS))
def test_a_wrong_number_of_players_is_reported(game, count):
    players = game["players"]
    while len(players) < count:
        players.append({"name": f"extra {len(players)}", "arboretum": [], "hand": []})
    del players[count:]
    envelope = arboretum.score(game)
    assert codes(envelope)[0] == "player_count"
    assert envelope["errors"][0]["params"] == {"count": count}


@settings(max_examples=30, deadline=None)
@given(legal_games(players=st.integers(2, 3)), st.randoms(use_true_random=False))
def test_too_many_species_is_reported(game, rng):
    count = len(game["players"])
    allowed = arboretum.SPECIES_BY_PLAYERS[count]
    in_play = {c["species"] for p in game["players"] for c in p["arboretum"] + p["hand"]}
    missing = [species for species in arboretum.SPECIES if species not in in_play]
    for species in missing[: allowed + 1 - len(in_play)]:
        game["players"][rng.randrange(count)]["hand"].append({"species": species, "value": 1})
    envelope = arboretum.score(game)
    assert "too_many_species" in codes(envelope)
    found = envelope["errors"][codes(envelope).index("too_many_species")]["params"]
    assert (found["allowed"], found["players"]) == (allowed, count)
    assert found["count"] == allowed + 1
    assert found["species"] == [
        s for s in arboretum.SPECIES if s in in_play or s in missing[: allowed + 1 - len(in_play)]
    ]


@settings(max_examples=30, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False), st.sampled_from(["", " ", "\t"]))
def test_empty_and_duplicate_names_are_reported(game, rng, blank):
    first, second = rng.sample(range(len(game["players"])), 2)
    game["players"][second]["name"] = " " + game["players"][first]["name"].upper()
    assert codes(arboretum.score(game)) == ["duplicate_name"]
    game["players"][second]["name"] = blank
    assert codes(arboretum.score(game)) == ["empty_name"]


@settings(max_examples=30, deadline=None)
@given(legal_games(), st.randoms(use_true_random=False), st.integers(0, 12).filter(lambda n: n != 7))
def test_a_hand_not_of_7_cards_is_a_warning_only(game, rng, size):
    index = rng.randrange(len(game["players"]))
    hand = game["players"][index]["hand"]
    used = {(c["species"], c["value"]) for p in game["players"] for c in p["arboretum"] + p["hand"]}
    spare = [
        {"species": s, "value": v}
        for s, v in sorted({(c["species"], v) for c in hand for v in arboretum.VALUES} - used)
    ]
    game["players"][index]["hand"] = (hand + spare)[:size]
    if len(game["players"][index]["hand"]) != size:
        return
    envelope = arboretum.score(game)
    assert envelope["ok"]
    assert envelope["warnings"] == [problems.hand_size(index, game["players"][index]["name"], size)]
