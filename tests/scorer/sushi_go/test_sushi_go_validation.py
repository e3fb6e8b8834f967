"""Refused Sushi Go! games, each with its code and params, the warning of a short round, the order of
problems, the limits refused first, and the facts a page reads (module constants)."""

from __future__ import annotations

import json

import pytest
from sushi_go_games import game

from scorer import sushi_go as sg
from scorer.sushi_go import problems

FULL_A = {"tempura": 2, "sashimi": 3, "maki-2": 1, "salmon": 1, "wasabi-squid": 1, "pudding": 1}  # 10 cards
FULL_B = {"dumpling": 3, "maki-3": 2, "squid": 1, "egg": 1, "pudding": 2, "chopsticks": 1}  # 10 cards


def good() -> dict:
    return game([[dict(FULL_A)], [dict(FULL_B)]], ("Léa", "Tom"))


def at(**given) -> dict:
    return problems.where(**given)


def errors(data) -> list[dict]:
    envelope = sg.score(data)
    assert not envelope["ok"], envelope
    json.dumps(envelope)
    return envelope["errors"]


def codes(data) -> list[str]:
    return [problem["code"] for problem in errors(data)]


def test_a_good_game_has_no_problem():
    envelope = sg.score(good())
    assert envelope["ok"] and envelope["warnings"] == []


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ([], [problems.wrong_type(at(), "object")]),
        ({}, [problems.missing_key(at(field="players"), "players")]),
        ({"players": {}}, [problems.wrong_type(at(field="players"), "list")]),
        (
            {"game": 3, "players": []},
            [problems.wrong_type(at(field="game"), "string"), problems.player_count(0)],
        ),
        (
            {"game": "sushi-go-party", "players": []},
            [problems.wrong_game("sushi-go-party"), problems.player_count(0)],
        ),
    ],
)
def test_the_top_of_the_file(data, expected):
    assert errors(data) == expected


@pytest.mark.parametrize("count", [0, 1, 6, 8, 100_000])
def test_player_count(count):
    data = {"players": [{"name": f"P{i}", "rounds": [{}]} for i in range(count)]}
    assert errors(data)[0] == problems.player_count(count)
    if count > sg.MOST_PLAYERS:
        assert errors(data) == [problems.player_count(count)]  # refused first: nothing else read


def test_names_missing_blank_repeated_or_not_text():
    data = game([[{}], [{}], [{}], [{}]], ("Léa", " ", " léa ", "x"))
    del data["players"][3]["name"]
    data["players"].append({"name": 7, "rounds": [{}]})
    found = errors(data)
    assert problems.empty_name(at(player=1, field="name")) in found
    assert problems.missing_key(at(player=3, field="name"), "name") in found
    assert problems.wrong_type(at(player=4, field="name"), "string") in found
    assert problems.duplicate_name(" léa ") in found


def test_a_player_or_rounds_of_the_wrong_type():
    data = good()
    data["players"][0] = "Léa"
    data["players"][1]["rounds"] = {}
    assert errors(data) == [
        problems.wrong_type(at(player=0), "object"),
        problems.wrong_type(at(player=1, player_name="Tom", field="rounds"), "list"),
    ]
    data = good()
    del data["players"][1]["rounds"]
    assert errors(data) == [problems.missing_key(at(player=1, player_name="Tom", field="rounds"), "rounds")]
    data = good()
    data["players"][1]["rounds"][0] = [1]
    assert errors(data) == [problems.wrong_type(at(player=1, player_name="Tom", round=0), "object")]


def test_rounds_outside_one_to_three_or_of_different_counts():
    data = good()
    data["players"][0]["rounds"] = []
    assert errors(data) == [
        problems.round_count(at(player=0, player_name="Léa", field="rounds"), 0),
        problems.round_counts([0, 1]),
    ]
    data = good()
    data["players"][1]["rounds"] *= 4
    assert errors(data) == [problems.round_count(at(player=1, field="rounds"), 4)]  # refused first
    data = good()
    data["players"][1]["rounds"].append({})
    assert codes(data) == ["round_counts"]
    assert errors(data)[0]["params"] == {"counts": [1, 2]}


@pytest.mark.parametrize("kind", ["maki", "nigiri", "wasabi-wasabi", "Tempura", ""])
def test_an_unknown_kind(kind):
    data = good()
    data["players"][0]["rounds"][0][kind] = 1
    assert errors(data) == [problems.unknown_kind(at(player=0, player_name="Léa", round=0), kind)]


@pytest.mark.parametrize(
    "value",
    [True, False, 2.0, "2", None, -1, [1], {"n": 1}, 11, 10**5000],
    ids=lambda value: type(value).__name__,
)
def test_a_count_that_is_not_a_whole_number_within_a_hand(value):
    data = good()
    data["players"][0]["rounds"][0]["egg"] = value
    place = at(player=0, player_name="Léa", round=0, kind="egg")
    assert errors(data) == [problems.bad_count(place, value, 10)]
    assert len(errors(data)[0]["params"]["value"]) <= problems.TEXT_LIMIT


def test_more_cards_than_the_hand():
    data = good()
    data["players"][0]["rounds"][0]["chopsticks"] = 1
    place = at(player=0, player_name="Léa", round=0)
    assert errors(data) == [problems.too_many_cards(place, 11, 10)]
    data = game([[{"tempura": 5, "wasabi-salmon": 2}], [{}], [{}]])  # 9 cards at 3 players: 5 + 2 × 2
    assert sg.score(data)["ok"]
    data["players"][0]["rounds"][0]["wasabi-egg"] = 1
    assert codes(data) == ["too_many_cards"] and errors(data)[0]["params"]["count"] == 11


def test_the_deck_per_round_and_over_the_game():
    data = game([[{"squid": 3}], [{"squid": 2}], [{"wasabi-squid": 1}]])
    assert errors(data) == [problems.deck_exceeded("squid", 6, 5, 0)]
    rounds = [[{"egg": 2}, {"egg": 2}, {"egg": 2}], [{}, {}, {}]]
    assert errors(game(rounds)) == [problems.deck_exceeded("egg", 6, 5, None)]
    rounds = [[{"tempura": 10}, {"tempura": 4}], [{"tempura": 5}, {}]]  # round 1 over; the game not said
    assert errors(game(rounds)) == [problems.deck_exceeded("tempura", 15, 14, 0)]
    rounds = [[{"wasabi-egg": 3}], [{"wasabi-salmon": 3}], [{"wasabi": 1}]]
    assert errors(game(rounds)) == [problems.deck_exceeded("wasabi", 7, 6, 0)]


def test_a_short_round_is_scored_with_a_warning():
    data = good()
    data["players"][1]["rounds"][0]["pudding"] = 0
    data["players"][1]["rounds"][0]["dumpling"] = 1
    envelope = sg.score(data)
    assert envelope["ok"]
    assert envelope["warnings"] == [problems.short_round(at(player=1, player_name="Tom", round=0), 6, 10)]


def test_no_warning_for_a_round_already_refused():
    data = good()
    data["players"][0]["rounds"][0] = {"egg": "1"}
    assert sg.score(data)["warnings"] == []


def test_problems_come_in_the_documented_order():
    data = good()
    data["game"] = 1
    data["players"][0]["rounds"][0]["cheese"] = 1
    data["players"][0]["rounds"][0]["egg"] = 6
    data["players"][1]["name"] = "léa"
    data["players"][1]["rounds"].append({})
    data["players"].append({"name": "Zoé", "rounds": [{"egg": 9}]})
    assert codes(data) == [
        "wrong_type", "unknown_kind", "too_many_cards", "too_many_cards", "duplicate_name", "round_counts",
        "deck_exceeded",
    ]  # fmt: skip


def test_a_name_too_long_is_refused_first():
    data = good()
    data["players"][0]["name"] = "L" * (sg.LIMITS.name + 1)
    data["players"][1]["rounds"][0]["egg"] = "x"
    assert errors(data) == [problems.over_limit("name", sg.LIMITS.name, at(player=0, field="name"))]
    data["players"][0]["name"] = "L" * sg.LIMITS.name
    assert codes(data) == ["bad_count"]


def test_the_problems_are_capped():
    data = good()
    data["players"][0]["rounds"][0] = {f"kind {i}": 1 for i in range(3_000)}
    found = errors(data)
    assert len(found) == sg.LIMITS.problems + 1
    assert found[-1] == problems.more_problems(3_000 - sg.LIMITS.problems)


def test_a_game_in_progress():
    data = good()
    result = sg.score(data)["result"]
    assert result["finished"] is False
    assert [player["pudding"] for player in result["players"]][0]["points"] is None
    assert [player["total"] for player in result["players"]] == [
        player["rounds"][0]["total"] for player in result["players"]
    ]


def test_winners_in_progress_are_everyone_level_at_the_top():
    data = game([[{"egg": 1}], [{"egg": 1}], [{"salmon": 1}]])
    result = sg.score(data)["result"]
    assert result["winners"] == ["C"]
    data = game([[{"salmon": 1, "pudding": 1}], [{"salmon": 1}], [{"egg": 1}]])
    result = sg.score(data)["result"]
    assert result["winners"] == ["A", "B"] and result["tie_break"] is None  # no pudding tie-break yet


def test_the_page_facts():
    assert len(sg.KINDS) == 15 and set(sg.KINDS) == set(sg.CARDS_OF_KIND)
    assert sum(sg.DECK.values()) == 108
    assert sg.HAND_SIZES == {2: 10, 3: 9, 4: 8, 5: 7}
    assert sg.ROUNDS == 3 and (sg.FEWEST_PLAYERS, sg.MOST_PLAYERS) == (2, 5)
    assert sg.LIMITS.players == 5 and sg.LIMITS.rounds == 3 and sg.LIMITS.cards == 10
    assert sg.CARDS_OF_KIND["wasabi-salmon"] == ("salmon", "wasabi")
    assert set(sg.ERROR_CODES).isdisjoint(sg.SHARED_CODES) and sg.WARNING_CODES == ("short_round",)


def test_every_code_is_worded_in_english():
    samples = [
        problems.not_json(1, 2),
        problems.wrong_type(at(player=0, field="rounds"), "list"),
        problems.missing_key(at(field="players"), "players"),
        problems.wrong_game("chess"),
        problems.player_count(1),
        problems.empty_name(at(player=1, field="name")),
        problems.duplicate_name("Tom"),
        problems.round_count(at(player=0, player_name="Léa", field="rounds"), 4),
        problems.round_counts([1, None, 2]),
        problems.unknown_kind(at(player=0, player_name="Léa", round=1), "maki"),
        problems.bad_count(at(player=0, player_name="Léa", round=1, kind="egg"), "2", 10),
        problems.too_many_cards(at(player=0, player_name="Léa", round=1), 11, 10),
        problems.deck_exceeded("squid", 6, 5, 0),
        problems.deck_exceeded("egg", 6, 5, None),
        problems.short_round(at(player=0, player_name="Léa", round=2), 1, 10),
        problems.over_limit("name", 100, at(player=0, field="name")),
        problems.file_too_large(70_000, 64_000),
        problems.more_problems(2_997),
        problems.internal_error(ValueError()),
    ]
    assert {found["code"] for found in samples} == set(sg.ERROR_CODES + sg.WARNING_CODES + sg.SHARED_CODES)
    words = [sg.describe(found) for found in samples]
    assert all("{" not in line and len(line.splitlines()) == 1 for line in words[1:]), words
    assert words[4] == "the game has 1 player; Sushi Go! is played by 2 to 5"
    assert words[12] == "6 squid cards in round 1, but the deck holds 5"
    assert words[13] == "6 egg cards over the whole game, but the deck holds 5"
    assert words[14] == "Léa, round 3: 1 card, fewer than a hand of 10 (a card forgotten?)"
    assert words[17] == "and 2,997 more problems"
    assert words[10] == 'Léa, round 2, egg: "2" is not a whole number from 0 to 10'
