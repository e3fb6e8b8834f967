"""Hypothesis properties: the scorer agrees with a card-by-card restatement of the rules on random legal
games (base and long), totals add up, the winners are every top total, a column stays in [-80, 156],
and nothing JSON-like makes any entry point raise."""

from __future__ import annotations

import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorer import lost_cities as lc

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


# --- the rules restated, card by card -----------------------------------------------------------


def plain_points(wagers: int, cards: list[int]) -> int:
    """Count the cards one at a time; multiply by adding the cost-adjusted sum once per multiplier."""
    laid = 0
    total = 0
    for _ in range(wagers):
        laid += 1
    for card in cards:
        laid += 1
        total += card
    if laid == 0:
        return 0
    points = 0
    for _ in range(wagers + 1):
        points += total - 20
    if laid >= 8:
        points += 20
    return points


# --- random legal games -------------------------------------------------------------------------


@st.composite
def deals(draw, colours):
    """One round: each card of each colour goes to player 0, player 1 or nobody; wagers likewise."""
    rounds: list[dict] = [{}, {}]
    for colour in colours:
        owners = draw(st.lists(st.integers(0, 2), min_size=9, max_size=9))
        first = draw(st.integers(0, 3))
        wagers = [first, draw(st.integers(0, 3 - first))]
        for player in (0, 1):
            cards = [value for value, owner in zip(range(2, 11), owners, strict=True) if owner == player]
            cards = draw(st.permutations(cards))
            if not cards and not wagers[player] and draw(st.booleans()):
                continue  # an unstarted colour, left out
            column: dict = {"cards": list(cards)}
            if wagers[player] or draw(st.booleans()):
                column["wagers"] = wagers[player]
            if not cards and draw(st.booleans()):
                del column["cards"]
            rounds[player][colour] = column
    return rounds


names = (st.text(min_size=1, max_size=8) | st.sampled_from(["Ana", "a\nb", "Zoë\u2028"])).filter(
    lambda name: name.strip()
)


@st.composite
def legal_games(draw):
    long_game = draw(st.booleans())
    colours = lc.LONG_GAME_COLOURS if long_game else lc.COLOURS
    count = draw(st.integers(1, 4))
    dealt = [draw(deals(colours)) for _ in range(count)]
    first = draw(names)
    second = draw(names.filter(lambda name: name.strip().casefold() != first.strip().casefold()))
    game: dict = {"players": [{"name": first, "rounds": []}, {"name": second, "rounds": []}]}
    for rounds in dealt:
        for player, columns in zip(game["players"], rounds, strict=True):
            player["rounds"].append(columns)
    if long_game or draw(st.booleans()):
        game["long_game"] = long_game
    if draw(st.booleans()):
        game["game"] = "lost-cities"
    return game


@SETTINGS
@given(legal_games())
def test_scores_follow_the_rules_counted_card_by_card(game):
    envelope = lc.score(game)
    assert envelope["ok"], envelope
    assert envelope["warnings"] == []
    result = envelope["result"]
    long_game = game.get("long_game", False)
    colours = list(lc.LONG_GAME_COLOURS if long_game else lc.COLOURS)
    assert result["colours"] == colours
    assert result["long_game"] is long_game
    for given_player, player in zip(game["players"], result["players"], strict=True):
        assert player["name"] == given_player["name"]
        for given_round, scored in zip(given_player["rounds"], player["rounds"], strict=True):
            assert list(scored["colours"]) == colours
            for colour in colours:
                column = given_round.get(colour, {})
                wagers, cards = column.get("wagers", 0), column.get("cards", [])
                entry = scored["colours"][colour]
                assert entry["points"] == plain_points(wagers, cards)
                assert entry["cards"] == sorted(cards)
                assert entry["wagers"] == wagers
                assert entry["started"] is bool(wagers or cards)


@SETTINGS
@given(legal_games())
def test_totals_add_up_and_winners_are_every_top_total(game):
    result = lc.score(game)["result"]
    for player in result["players"]:
        for scored in player["rounds"]:
            assert scored["total"] == sum(entry["points"] for entry in scored["colours"].values())
        assert player["total"] == sum(scored["total"] for scored in player["rounds"])
        assert player["total"] == sum(
            entry["points"] for scored in player["rounds"] for entry in scored["colours"].values()
        )
    top = max(player["total"] for player in result["players"])
    assert result["winners"] == [player["name"] for player in result["players"] if player["total"] == top]
    assert json.loads(json.dumps(result)) == result


@SETTINGS
@given(legal_games())
def test_a_round_scored_alone_is_the_round_of_the_game(game):
    result = lc.score(game)["result"]
    long_game = game.get("long_game", False)
    for given_player, player in zip(game["players"], result["players"], strict=True):
        for given_round, scored in zip(given_player["rounds"], player["rounds"], strict=True):
            assert lc.score_round(given_round, long_game=long_game) == {
                "ok": True,
                "result": scored,
                "warnings": [],
            }


columns = st.tuples(
    st.integers(0, 3), st.lists(st.integers(2, 10), unique=True, max_size=9).flatmap(st.permutations)
)


@SETTINGS
@given(columns)
def test_a_column_scores_from_minus_80_to_156(column):
    wagers, cards = column
    entry = lc.score_expedition(wagers, cards)["result"]
    assert -80 <= entry["points"] <= 156
    assert entry["points"] == plain_points(wagers, cards)
    assert entry["points"] == (entry["sum"] - entry["cost"]) * entry["multiplier"] + entry["bonus"]
    assert entry["count"] == wagers + len(cards)
    assert entry["bonus"] == (20 if entry["count"] >= 8 else 0)
    if entry["count"] >= 8:
        assert entry["points"] >= 20


# --- anything JSON-like -------------------------------------------------------------------------

scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(-2, 12)
    | st.floats(allow_nan=True)
    | st.text(max_size=8)
    | st.sampled_from(list(lc.LONG_GAME_COLOURS) + ["lost-cities", "wagers", "cards"])
    | st.integers(2**4000, 2**5000)
)
json_like = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=5)
        | st.dictionaries(
            st.text(max_size=8) | st.sampled_from([*lc.LONG_GAME_COLOURS, "players", "name", "rounds"]),
            children,
            max_size=5,
        )
    ),
    max_leaves=30,
)


def check_envelope(envelope: dict) -> None:
    assert envelope["ok"] in (True, False)
    assert isinstance(envelope["warnings"], list)
    if not envelope["ok"]:
        assert envelope["errors"]
        for problem in envelope["errors"]:
            assert problem["code"] in lc.ERROR_CODES
            assert len(lc.describe(problem).splitlines()) == 1  # one line, whatever the names
    for problem in envelope["warnings"]:
        assert problem["code"] in lc.WARNING_CODES
    json.dumps(envelope)


@SETTINGS
@given(json_like, json_like)
def test_nothing_json_like_makes_it_raise(data, other):
    check_envelope(lc.score(data))
    check_envelope(lc.score_round(data, long_game=other))
    check_envelope(lc.score_round(data))
    check_envelope(lc.score_expedition(data, other))
    check_envelope(lc.score({"players": data}))
    check_envelope(lc.score({"players": [{"name": "A", "rounds": data}, {"name": "B", "rounds": [other]}]}))


def places(data, trail=()):
    """Every (container, key) inside the data."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield data, key
            yield from places(value, (*trail, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield data, index
            yield from places(value, (*trail, index))


@st.composite
def damaged_games(draw):
    """A legal game with a few places replaced by random JSON-like data or removed."""
    game = copy.deepcopy(draw(legal_games()))
    for _ in range(draw(st.integers(1, 3))):
        found = list(places(game))
        if not found:
            break
        container, key = draw(st.sampled_from(found))
        if draw(st.booleans()) and isinstance(container, dict):
            del container[key]
        else:
            container[key] = draw(json_like)
    return game


@SETTINGS
@given(damaged_games())
def test_damaged_games_never_raise(game):
    check_envelope(lc.score(game))
