"""Bad input: each problem code with its exact params, all problems at once, in a stable order."""

from __future__ import annotations

import copy

import pytest

from scorer import arboretum
from scorer.arboretum import problems


def where(player=None, name=None, zone=None, index=None, field=None) -> dict:
    return {"player": player, "player_name": name, "zone": zone, "index": index, "field": field}


def card(row: int, col: int, species: str, value) -> dict:
    return {"row": row, "col": col, "species": species, "value": value}


def held(species: str, value) -> dict:
    return {"species": species, "value": value}


def base_game() -> dict:
    """A legal two-player game with 7-card hands."""
    return {
        "players": [
            {
                "name": "Léa",
                "arboretum": [card(0, 0, "oak", 1), card(0, 1, "oak", 3), card(1, 1, "maple", 5)],
                "hand": [held("oak", 2), held("oak", 8)] + [held("cassia", v) for v in range(1, 6)],
            },
            {
                "name": "Tom",
                "arboretum": [card(5, 5, "maple", 1), card(5, 6, "maple", 2)],
                "hand": [held("maple", 3), held("maple", 4)] + [held("willow", v) for v in range(1, 6)],
            },
        ]
    }


def errors(data) -> list[dict]:
    envelope = arboretum.score(data)
    assert envelope["ok"] is False
    assert "result" not in envelope
    return envelope["errors"]


def test_the_base_game_is_legal():
    envelope = arboretum.score(base_game())
    assert envelope["ok"] and envelope["warnings"] == []


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (None, [problems.wrong_type(where(), "object")]),
        ([], [problems.wrong_type(where(), "object")]),
        ("game", [problems.wrong_type(where(), "object")]),
        ({}, [problems.missing_key(where(), "players")]),
        ({"players": {"a": 1}}, [problems.wrong_type(where(), "list")]),
        ({"players": []}, [problems.player_count(0)]),
    ],
)
def test_top_level_problems(data, expected):
    assert errors(data) == expected


@pytest.mark.parametrize("value", ["3", 3.0, True, False, None, 0, 9, -1, [3], {"v": 3}, 2.5])
def test_a_value_must_be_an_integer_from_1_to_8(value):
    game = base_game()
    game["players"][0]["arboretum"][1]["value"] = value
    found = errors(game)
    assert found == [
        {
            "code": "bad_value",
            "params": {
                "where": where(0, "Léa", "arboretum", 1, "value"),
                "value": problems.value_text(value),
            },
        }
    ]


def test_bad_value_text_is_json_text_and_short():
    assert problems.value_text("3") == '"3"'
    assert problems.value_text(3.0) == "3.0"
    assert problems.value_text(True) == "true"
    assert problems.value_text(None) == "null"
    assert problems.value_text([1, [2]]) == "[…]"
    assert problems.value_text({}) == "{}"
    assert problems.value_text(float("nan")) == "NaN"
    assert len(problems.value_text("x" * 500)) == problems.TEXT_LIMIT
    assert len(problems.value_text(10**5000)) == problems.TEXT_LIMIT


@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("row", "0", "integer"),
        ("row", 0.0, "integer"),
        ("col", True, "integer"),
        ("col", None, "integer"),
        ("species", 3, "string"),
        ("species", ["oak"], "string"),
    ],
)
def test_places_and_species_of_the_wrong_type(field, value, expected):
    game = base_game()
    game["players"][1]["arboretum"][0][field] = value
    assert errors(game) == [problems.wrong_type(where(1, "Tom", "arboretum", 0, field), expected)]


def test_unknown_species_keeps_the_text_given():
    game = base_game()
    game["players"][0]["hand"][6]["species"] = "Oak"
    assert errors(game) == [problems.unknown_species(where(0, "Léa", "hand", 6, "species"), "Oak")]


def test_missing_keys_each_reported():
    game = base_game()
    del game["players"][0]["arboretum"][2]["row"]
    del game["players"][0]["arboretum"][2]["value"]
    del game["players"][1]["hand"][0]["species"]
    del game["players"][1]["name"]
    assert errors(game) == [
        problems.missing_key(where(0, "Léa", "arboretum", 2, "row"), "row"),
        problems.missing_key(where(0, "Léa", "arboretum", 2, "value"), "value"),
        problems.missing_key(where(1, None, None, None, "name"), "name"),
        problems.missing_key(where(1, None, "hand", 0, "species"), "species"),
    ]


def test_missing_zones_and_zones_of_the_wrong_type():
    game = base_game()
    del game["players"][0]["hand"]
    game["players"][1]["arboretum"] = {"0": 1}
    found = errors(game)
    assert found == [
        problems.missing_key(where(0, "Léa", "hand"), "hand"),
        problems.wrong_type(where(1, "Tom", "arboretum"), "list"),
    ]


def test_players_and_cards_of_the_wrong_type():
    game = base_game()
    game["players"][0]["hand"][3] = ["cassia", 2]
    game["players"].append("Zoé")
    assert errors(game) == [
        problems.wrong_type(where(0, "Léa", "hand", 3), "object"),
        problems.wrong_type(where(2), "object"),
    ]


@pytest.mark.parametrize("name", ["", "   ", "\t\n"])
def test_empty_names(name):
    game = base_game()
    game["players"][1]["name"] = name
    assert errors(game) == [problems.empty_name(where(1, None, None, None, "name"))]


@pytest.mark.parametrize("name", [7, None, ["Tom"]])
def test_names_must_be_strings(name):
    game = base_game()
    game["players"][1]["name"] = name
    assert errors(game) == [problems.wrong_type(where(1, None, None, None, "name"), "string")]


def test_duplicate_names_ignore_case_and_outer_spaces():
    game = base_game()
    game["players"][1]["name"] = " léa"
    assert errors(game) == [problems.duplicate_name(" léa")]


@pytest.mark.parametrize("count", [1, 5])
def test_player_count(count):
    game = base_game()
    game["players"] = game["players"][:count]
    while len(game["players"]) < count:
        game["players"].append({"name": f"P{len(game['players'])}", "arboretum": [], "hand": []})
    assert errors(game)[0] == problems.player_count(count)


def test_duplicate_card_lists_every_copy():
    game = base_game()
    game["players"][1]["arboretum"].append(card(5, 7, "oak", 3))
    game["players"][1]["hand"].append(held("oak", 3))
    assert errors(game) == [
        problems.duplicate_card(
            "oak",
            3,
            [where(0, "Léa", "arboretum", 1), where(1, "Tom", "arboretum", 2), where(1, "Tom", "hand", 7)],
        )
    ]


def test_same_cell_once_per_cell():
    game = base_game()
    game["players"][0]["arboretum"] += [card(0, 0, "willow", 7), card(0, 0, "willow", 8)]
    assert errors(game) == [problems.same_cell(0, "Léa", 0, 0)]


def test_disconnected_cards_are_those_outside_the_largest_group():
    game = base_game()
    garden = game["players"][0]["arboretum"]
    garden.insert(0, card(9, 9, "dogwood", 1))
    garden.append(card(9, 10, "dogwood", 2))
    garden.append(card(-3, 0, "dogwood", 3))
    assert errors(game) == [problems.disconnected(0, "Léa", [[9, 9], [9, 10], [-3, 0]])]


def test_disconnected_on_equal_groups_keeps_the_group_of_the_first_card():
    game = base_game()
    game["players"][1]["arboretum"] = [card(5, 5, "maple", 1), card(7, 7, "maple", 2)]
    assert errors(game) == [problems.disconnected(1, "Tom", [[7, 7]])]
    game["players"][1]["arboretum"].reverse()
    assert errors(game) == [problems.disconnected(1, "Tom", [[5, 5]])]


def test_disconnection_is_not_judged_when_a_place_is_unreadable():
    game = base_game()
    game["players"][0]["arboretum"][1]["row"] = "0"  # the middle card: the others only touch through it
    assert [found["code"] for found in errors(game)] == ["wrong_type"]


@pytest.mark.parametrize(("players", "allowed"), [(2, 6), (3, 8)])
def test_too_many_species(players, allowed):
    game = base_game()
    while len(game["players"]) < players:
        game["players"].append({"name": "Zoé", "arboretum": [], "hand": []})
    extra = [s for s in arboretum.SPECIES if s not in {"oak", "maple", "cassia", "willow"}]
    game["players"][0]["hand"] += [held(s, 8) for s in extra[: allowed - 3]]
    chosen = {"oak", "maple", "cassia", "willow", *extra[: allowed - 3]}
    in_play = [s for s in arboretum.SPECIES if s in chosen]
    found = [e for e in errors(game)]
    assert found == [problems.too_many_species(allowed + 1, allowed, players, in_play)]
    game["players"][0]["hand"].pop()
    assert arboretum.score(game)["ok"]


def test_four_players_may_use_all_ten_species():
    game = base_game()
    for name in ("Zoé", "Ana"):
        game["players"].append({"name": name, "arboretum": [], "hand": []})
    game["players"][2]["hand"] = [
        held(s, 8) for s in arboretum.SPECIES if s not in {"oak", "maple", "cassia", "willow"}
    ]
    envelope = arboretum.score(game)
    assert envelope["ok"], envelope
    assert envelope["result"]["species"] == list(arboretum.SPECIES)


def test_hand_size_is_a_warning_and_the_game_is_scored():
    game = base_game()
    game["players"][0]["hand"].pop()
    game["players"][1]["hand"].append(held("dogwood", 1))
    envelope = arboretum.score(game)
    assert envelope["ok"]
    assert envelope["warnings"] == [problems.hand_size(0, "Léa", 6), problems.hand_size(1, "Tom", 8)]


def test_every_problem_is_reported_in_a_stable_order():
    game = base_game()
    players = game["players"]
    players[0]["arboretum"][0]["value"] = "1"
    players[0]["arboretum"][2]["species"] = "sycamore"
    players[0]["hand"].pop()
    players[1]["name"] = "LÉA"
    players[1]["arboretum"].append(card(5, 5, "oak", 3))
    players[1]["hand"][0]["value"] = 9
    found = errors(game)
    assert found == [
        problems.bad_value(where(0, "Léa", "arboretum", 0, "value"), "1"),
        problems.unknown_species(where(0, "Léa", "arboretum", 2, "species"), "sycamore"),
        problems.bad_value(where(1, "LÉA", "hand", 0, "value"), 9),
        problems.duplicate_name("LÉA"),
        problems.duplicate_card("oak", 3, [where(0, "Léa", "arboretum", 1), where(1, "LÉA", "arboretum", 2)]),
        problems.same_cell(1, "LÉA", 5, 5),
    ]
    warnings = arboretum.score(game)["warnings"]
    assert warnings == [problems.hand_size(0, "Léa", 6)]
    assert arboretum.score(copy.deepcopy(game)) == arboretum.score(game)


def test_input_is_not_changed():
    game = base_game()
    kept = copy.deepcopy(game)
    arboretum.score(game)
    arboretum.score_arboretum(game["players"][0]["arboretum"])
    assert game == kept


def test_score_arboretum_checks_its_cards():
    assert arboretum.score_arboretum({"cards": []})["errors"] == [
        problems.wrong_type(where(zone="arboretum"), "list")
    ]
    cards = [card(0, 0, "oak", 1), card(0, 0, "oak", 1), card(3, 3, "elm", 2), 4]
    envelope = arboretum.score_arboretum(cards)
    assert envelope["errors"] == [
        problems.unknown_species(where(zone="arboretum", index=2, field="species"), "elm"),
        problems.wrong_type(where(zone="arboretum", index=3), "object"),
        problems.duplicate_card(
            "oak", 1, [where(zone="arboretum", index=0), where(zone="arboretum", index=1)]
        ),
        problems.same_cell(None, None, 0, 0),
    ]
    assert arboretum.score_arboretum([card(0, 0, "oak", 1), card(2, 0, "oak", 2)])["errors"] == [
        problems.disconnected(None, None, [[2, 0]])
    ]
    assert arboretum.score_arboretum([]) == {"ok": True, "result": {}, "warnings": []}


def test_error_codes_are_documented():
    doc = problems.__doc__
    for code in arboretum.ERROR_CODES + arboretum.WARNING_CODES:
        assert f"``{code}``" in doc
