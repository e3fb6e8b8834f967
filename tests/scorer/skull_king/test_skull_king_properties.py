"""Hypothesis properties: on games played at random trick by trick (:mod:`skull_king_play`), the scorer
accepts the game and agrees with a plain restatement of the rules; a made non-zero bid earns 20 a trick
plus its bonuses, a missed bid never earns a bonus, tricks never exceed the cards, a round's total is
the sum of its lines, running totals add up, the winners have the top total; and nothing JSON-like makes
``score`` or ``resolve_trick`` raise."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from skull_king_play import random_game

from scorer import skull_king as sk

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SEEDS = st.integers(min_value=0, max_value=2**32)
CAPTURE_VALUES = {
    "2021": {"standard_14": 10, "black_14": 20, "mermaids_by_pirate": 20, "pirates_by_skull_king": 30,
             "skull_king_by_mermaid": 40},
    "2013": {"pirates_by_skull_king": 30, "skull_king_by_mermaid": 50},
}  # fmt: skip


def plain_points(played, cards: int, edition: str, rascal: bool, alliances_made: int) -> int:
    """One player's round, restated from the rulebooks (facts file, section 3)."""
    bid = played.bid + played.harry
    off = abs(played.tricks - bid)
    bonus = sum(CAPTURE_VALUES[edition].get(kind, 0) * count for kind, count in played.captures.items())
    wager = played.wager if off == 0 else -played.wager
    loot = 20 * alliances_made if off == 0 else 0
    if rascal:
        potential = 15 * cards if played.cannonball else 10 * cards
        if off == 0:
            return potential + bonus + loot + wager
        if off == 1 and not played.cannonball:
            return potential // 2 + bonus // 2 + wager
        return wager
    if bid == 0:
        return (10 * cards + bonus + loot + wager) if off == 0 else -10 * cards + wager
    return (20 * bid + bonus + loot + wager) if off == 0 else -10 * off + wager


def alliances_made(by_round_rounds, index: int, names: list[str]) -> int:
    """This player's alliances (as the Loot's player or its captor) whose two players made their bid."""
    def made(found):
        return found.tricks == found.bid + found.harry

    count = 0
    for other, found in enumerate(by_round_rounds):
        for captor in found.loot:
            partner = names.index(captor)
            if index in (other, partner) and made(found) and made(by_round_rounds[partner]):
                count += 1
    return count


@SETTINGS
@given(SEEDS)
def test_played_games_are_accepted_and_scored_as_the_rules_say(seed):
    data, by_round, lost = random_game(seed)
    envelope = sk.score(data)
    assert envelope["ok"], [sk.describe(problem) for problem in envelope["errors"]]
    json.dumps(envelope)
    result = envelope["result"]
    names = [player["name"] for player in data["players"]]
    rascal = data.get("scoring") == "rascal"
    for number, rounds in enumerate(by_round):
        cards = result["cards_dealt"][number]
        assert sum(found.tricks for found in rounds) <= cards
        for index, played in enumerate(rounds):
            entry = result["players"][index]["rounds"][number]
            made = alliances_made(rounds, index, names)
            expected = plain_points(played, cards, data["edition"], rascal, made)
            assert entry["total"] == expected, (number, index, entry)
    graybeard = len(names) == 2 and data["edition"] == "2021"
    warned = {problem["params"]["round"]: problem["params"]["count"] for problem in envelope["warnings"]
              if problem["code"] == "tricks_lost"}  # fmt: skip
    assert warned == ({} if graybeard else {number: count for number, count in enumerate(lost) if count})


@SETTINGS
@given(SEEDS)
def test_the_lines_and_totals_add_up(seed):
    data, _, _ = random_game(seed)
    result = sk.score(data)["result"]
    for player in result["players"]:
        running = 0
        for entry in player["rounds"]:
            assert tuple(entry["points"]) == sk.LINES
            assert [line["line"] for line in entry["lines"]] == list(sk.LINES)
            assert entry["total"] == sum(entry["points"].values())
            for line in entry["lines"]:
                assert entry["points"][line["line"]] == line["points"]
                if line["rule"] not in ("not_counted", "rascal_miss", "cannonball_miss", "none"):
                    assert line["points"] == line["factor"] * line["times"] // line["divisor"]
                else:
                    assert line["points"] == 0
            running += entry["total"]
            assert entry["running_total"] == running
            assert 0 <= entry["tricks"] <= entry["cards"] and 0 <= entry["bid"] <= entry["cards"]
        assert player["total"] == running
    top = max(player["total"] for player in result["players"])
    assert result["winners"] == [player["name"] for player in result["players"] if player["total"] == top]
    assert result["finished"] == (len(result["players"][0]["rounds"]) == result["rounds_planned"])


@SETTINGS
@given(SEEDS)
def test_a_made_non_zero_bid_earns_20_a_trick_and_a_missed_bid_no_bonus(seed):
    data, _, _ = random_game(seed)
    result = sk.score(data)["result"]
    for player in result["players"]:
        for entry in player["rounds"]:
            bonus = sum(entry["points"][kind] for kind in (*sk.CAPTURES, "loot"))
            if result["scoring"] == "skull-king" and entry["made"] and entry["bid"]:
                assert entry["points"]["bid"] == 20 * entry["bid"]
            if not entry["made"]:
                assert entry["points"]["wager"] <= 0
                if result["scoring"] == "skull-king" or entry["off_by"] > 1 or entry["cannonball"]:
                    assert bonus == 0
                assert entry["points"]["loot"] == 0


JSON_LIKE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)


@SETTINGS
@given(JSON_LIKE, JSON_LIKE)
def test_nothing_json_like_makes_the_scorer_raise(value, edition):
    two = {"players": [{"name": "a", "rounds": [value]}, {"name": "b", "rounds": [value]}]}
    envelopes = (sk.score(value), sk.score({"game": "skull-king", "players": value}), sk.score(two),
                 sk.resolve_trick(value, edition), sk.resolve_trick_file({"trick": value}))
    for envelope in envelopes:
        json.dumps(envelope)
        assert "internal_error" not in [problem["code"] for problem in envelope.get("errors", [])]
        for problem in envelope.get("errors", []) + envelope["warnings"]:
            assert sk.describe(problem).isprintable()
