"""One test per rule of ../shared/rules-facts.md, and its worked examples, through the public API."""

from __future__ import annotations

import re

import pytest

from scorer import arboretum

CARD = re.compile(r"([a-z-]+)(\d)")


def grid(text: str) -> list[dict]:
    """Planted cards from a picture: one token per cell, `oak3` or `.` for an empty cell."""
    cards = []
    for row, line in enumerate(text.strip("\n").splitlines()):
        for col, token in enumerate(line.split()):
            if token != ".":
                species, value = CARD.fullmatch(token).groups()
                cards.append({"row": row, "col": col, "species": species, "value": int(value)})
    return cards


def hand(text: str = "") -> list[dict]:
    return [{"species": s, "value": int(v)} for s, v in (CARD.fullmatch(t).groups() for t in text.split())]


def player(name: str, layout: str, cards: str = "") -> dict:
    return {"name": name, "arboretum": grid(layout), "hand": hand(cards)}


def scored(*players: dict) -> dict:
    envelope = arboretum.score({"players": list(players)})
    assert envelope["ok"], envelope
    return envelope["result"]


def entry(result: dict, name: str, species: str) -> dict:
    return next(p for p in result["players"] if p["name"] == name)["species"][species]


def best(layout: str, species: str) -> dict:
    envelope = arboretum.score_arboretum(grid(layout))
    assert envelope["ok"], envelope
    return envelope["result"][species]


# --- constants -------------------------------------------------------------------------------


def test_species_values_and_counts():
    assert arboretum.SPECIES == (
        "cassia",
        "dogwood",
        "jacaranda",
        "olive",
        "lilac",
        "magnolia",
        "maple",
        "royal-poinciana",
        "oak",
        "willow",
    )
    assert list(arboretum.VALUES) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert arboretum.SPECIES_BY_PLAYERS == {2: 6, 3: 8, 4: 10}


# --- points of a path: the worked examples ----------------------------------------------------


def test_oak_1_3_5_8_all_oak_is_11():
    path = best("oak1 oak3 oak5 oak8", "oak")
    assert path["path_points"] == 11
    assert (path["cards"], path["card_points"], path["start_bonus"], path["end_bonus"]) == (4, 8, 1, 2)
    assert path["doubled"] and path["all_of_species"]
    assert path["path"] == [[0, 0], [0, 1], [0, 2], [0, 3]]


def test_eight_oaks_1_to_8_is_19():
    path = best(
        """
        oak1 oak2 oak3
        oak6 oak5 oak4
        oak7 oak8 .
        """,
        "oak",
    )
    assert path["path_points"] == 19
    assert path["cards"] == 8
    assert path["path"] == [[0, 0], [0, 1], [0, 2], [1, 2], [1, 1], [1, 0], [2, 0], [2, 1]]


def test_maple_1_and_five_maples_to_the_8_is_13():
    path = best("maple1 maple3 maple4 maple6 maple8", "maple")
    assert path["path_points"] == 13
    assert (path["cards"], path["card_points"]) == (5, 10)


def test_three_mixed_cards_is_3():
    path = best("olive2 cassia4 olive6", "olive")
    assert path["path_points"] == 3
    assert not path["all_of_species"] and not path["doubled"]


def test_two_cassias_ending_on_the_8_is_4():
    path = best("cassia5 cassia8", "cassia")
    assert (path["path_points"], path["card_points"], path["end_bonus"]) == (4, 2, 2)


def test_scoring_sheet_maple_13_olive_3_cassia_4_is_20():
    result = scored(
        player(
            "Léa",
            """
            maple1 maple3 maple4 maple6 maple8
            olive2 cassia4 olive6 cassia5 cassia8
            """,
        ),
        player("Tom", "oak2"),
    )
    lea = next(p for p in result["players"] if p["name"] == "Léa")
    points = {species: e["points"] for species, e in lea["species"].items() if e["points"]}
    assert points == {"maple": 13, "olive": 3, "cassia": 4}
    assert lea["total"] == 20


# --- points of a path: one rule each ----------------------------------------------------------


def test_three_cards_of_one_species_are_not_doubled():
    path = best("oak2 oak3 oak4", "oak")
    assert (path["path_points"], path["doubled"], path["all_of_species"]) == (3, False, True)


def test_four_cards_with_another_species_inside_are_not_doubled():
    path = best("oak2 maple3 oak4 oak5", "oak")
    assert (path["path_points"], path["doubled"]) == (4, False)


def test_bonuses_are_never_doubled():
    path = best("oak1 oak2 oak3 oak4 oak8", "oak")
    assert path["path_points"] == 5 * 2 + 1 + 2


def test_start_bonus_needs_the_path_to_start_on_a_1():
    assert best("oak2 oak3", "oak")["start_bonus"] == 0
    assert best("oak1 oak3", "oak")["start_bonus"] == 1


def test_a_lone_card_is_no_path():
    path = best("oak8", "oak")
    assert path == {
        "path": [],
        "path_points": 0,
        "cards": 0,
        "all_of_species": False,
        "doubled": False,
        "card_points": 0,
        "start_bonus": 0,
        "end_bonus": 0,
    }


def test_path_must_start_and_end_on_the_species():
    assert best("oak2 maple5", "oak")["path_points"] == 0
    assert best("maple1 oak5", "oak")["path_points"] == 0
    assert best("maple2 oak5 maple6", "maple")["path_points"] == 3


def test_values_must_strictly_rise():
    assert best("oak2 maple2 oak5", "oak")["path_points"] == 0
    assert best("oak5 maple3 oak7", "oak")["path_points"] == 0


def test_values_need_not_be_consecutive():
    assert best("oak1 oak8", "oak")["path_points"] == 2 + 1 + 2


def test_cards_must_touch_by_a_side_not_a_corner():
    assert best("oak1 .\nmaple4 oak2", "oak")["path_points"] == 0
    assert best("oak1 .\noak2 maple4", "oak")["path_points"] == 3


def test_a_path_may_turn_corners():
    path = best(
        """
        oak1 oak2 .
        .    oak3 .
        .    oak4 oak5
        """,
        "oak",
    )
    assert path["path_points"] == 11
    assert path["path"] == [[0, 0], [0, 1], [1, 1], [2, 1], [2, 2]]


def test_a_path_is_read_from_its_lowest_card_whatever_the_direction():
    path = best("oak7 oak4 oak2", "oak")
    assert path["path"] == [[0, 2], [0, 1], [0, 0]]
    assert path["path_points"] == 3


def test_middle_cards_may_be_of_the_scored_species():
    assert best("oak1 maple2 oak3 maple4 oak5", "oak")["path_points"] == 5 + 1


def test_only_the_best_path_of_a_species_counts():
    path = best("oak1 oak2 maple7 oak3 oak6 oak8", "oak")
    # 1-2 (2 + 1 = 3) and 3-6-8 (3 + 2 = 5) cannot join: 2 -> 7 -> 3 does not rise
    assert path["path_points"] == 5


def test_the_best_path_is_not_always_the_longest():
    # all oak 1-2-3-4 = 8 + 1 = 9; mixed 1-2-3-maple5-oak6 = 5 + 1 = 6
    path = best(
        """
        oak1 oak2 oak3   oak4
        .    .    maple5 .
        .    .    oak6   .
        """,
        "oak",
    )
    assert path["path_points"] == 9
    assert path["cards"] == 4


def test_one_card_may_serve_several_species():
    cards = "oak1 maple2 oak3\n.  maple4 ."
    assert best(cards, "oak")["path"] == [[0, 0], [0, 1], [0, 2]]
    assert best(cards, "maple")["path"] == [[0, 1], [1, 1]]


def test_paths_among_equal_points_are_chosen_the_same_way_every_time():
    # oak2 then oak3 (left) or oak4 (right): same points, same length; the smaller cell list wins
    first = best("oak3 oak2 oak4", "oak")
    assert first["path"] == [[0, 1], [0, 0]]
    again = arboretum.score_arboretum(list(reversed(grid("oak3 oak2 oak4"))))["result"]["oak"]
    assert again == first


def test_score_arboretum_lists_only_species_present():
    envelope = arboretum.score_arboretum(grid("willow1 oak3 cassia5"))
    assert list(envelope["result"]) == ["cassia", "oak", "willow"]


# --- the right to score ----------------------------------------------------------------------


def rights(result: dict, species: str = "oak") -> list[bool]:
    return [p["species"][species]["right"] for p in result["players"]]


def points(result: dict, species: str = "oak") -> list[int]:
    return [p["species"][species]["points"] for p in result["players"]]


def test_the_highest_hand_sum_alone_gets_the_right():
    result = scored(player("A", "oak1 oak2", "oak7"), player("B", "oak3 oak4", "oak5 oak6"))
    assert rights(result) == [False, True]
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [7, 11]
    assert entry(result, "A", "oak")["path_points"] == 3
    assert points(result) == [0, 2]


def test_tied_sums_all_get_the_right():
    result = scored(player("A", "oak1 oak3", "oak7"), player("B", "oak4 oak6", "oak2 oak5"))
    assert rights(result) == [True, True]
    assert points(result) == [3, 2]


def test_hands_example_an_opponents_1_cancels_the_8():
    result = scored(player("A", "oak5 oak6", "oak2 oak8"), player("B", "maple2", "oak1 oak3"))
    a, b = entry(result, "A", "oak"), entry(result, "B", "oak")
    assert (a["hand"], a["hand_total"], a["eight_cancelled_by"], a["right"]) == ([2, 8], 2, "B", False)
    assert (b["hand"], b["hand_total"], b["eight_cancelled_by"], b["right"]) == ([1, 3], 4, None, True)
    assert a["path_points"] == 2 and a["points"] == 0
    # the second player alone may score oak, even with no oak planted
    assert (b["in_arboretum"], b["path"], b["points"]) == (0, [], 0)


def test_the_1_always_counts_1_and_beats_a_cancelled_8():
    result = scored(player("A", "oak5 oak6", "oak8"), player("B", "maple2", "oak1"))
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [0, 1]
    assert rights(result) == [False, True]


def test_ones_own_1_does_not_cancel_ones_own_8():
    result = scored(player("A", "oak5 oak6", "oak1 oak8"), player("B", "maple2", "oak7"))
    a = entry(result, "A", "oak")
    assert (a["hand_total"], a["eight_cancelled_by"]) == (9, None)
    assert rights(result) == [True, False]
    assert points(result) == [2, 0]


def test_three_players_any_opponent_with_the_1_cancels_the_8():
    result = scored(
        player("A", "oak6 oak7", "oak8 oak3"),
        player("B", "maple2", "oak5"),
        player("C", "maple3", "oak1"),
    )
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [3, 5, 1]
    assert entry(result, "A", "oak")["eight_cancelled_by"] == "C"
    assert rights(result) == [False, True, False]


def test_four_players_any_opponent_with_the_1_cancels_the_8():
    result = scored(
        player("A", "oak6 oak7", "oak8 oak2"),
        player("B", "oak3 oak5", "oak4"),
        player("C", "maple2", ""),
        player("D", "maple3", "oak1"),
    )
    # D: 1, B: 4, A: 8 cancelled -> 2, C: 0
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [2, 4, 0, 1]
    assert entry(result, "A", "oak")["eight_cancelled_by"] == "D"
    assert rights(result) == [False, True, False, False]
    assert points(result) == [0, 2, 0, 0]


def test_four_players_tie_gives_the_right_to_each_tied_player():
    result = scored(
        player("A", "oak6 oak7", "oak8 oak4"),
        player("B", "maple2", "oak5"),
        player("C", "oak2 oak3", ""),
        player("D", "maple3", "oak1"),
    )
    # A: 8 cancelled by D -> 4; B: 5; D: 1
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [4, 5, 0, 1]
    assert rights(result) == [False, True, False, False]
    result = scored(
        player("A", "oak6 oak7", "oak8 oak5"),
        player("B", "maple2", "oak2 oak3"),
        player("C", "oak4 maple4", ""),
        player("D", "maple3", "oak1 maple5 maple6 maple7"),
    )
    # A: 5, B: 5, D: 1
    assert rights(result) == [True, True, False, False]
    assert points(result) == [2, 0, 0, 0]


def test_nobody_holding_the_species_gives_everybody_the_right():
    result = scored(player("A", "oak1 oak2", "maple1"), player("B", "oak3 oak4 oak5", "maple2"))
    assert rights(result) == [True, True]
    assert [p["species"]["oak"]["hand_total"] for p in result["players"]] == [0, 0]
    assert points(result) == [3, 3]


def test_the_right_does_not_pass_on():
    result = scored(player("A", "maple2", "oak7"), player("B", "oak3 oak4 oak5", ""))
    assert rights(result) == [True, False]
    assert points(result) == [0, 0]
    assert entry(result, "B", "oak")["path_points"] == 3
    assert [p["total"] for p in result["players"]] == [0, 0]


def test_species_lists_every_species_of_the_game_in_canonical_order():
    result = scored(player("A", "willow2 oak5", "maple7"), player("B", "cassia3", "oak1"))
    assert result["species"] == ["cassia", "maple", "oak", "willow"]
    for p in result["players"]:
        assert list(p["species"]) == result["species"]
    assert entry(result, "B", "maple") == {
        "path": [],
        "path_points": 0,
        "cards": 0,
        "all_of_species": False,
        "doubled": False,
        "card_points": 0,
        "start_bonus": 0,
        "end_bonus": 0,
        "hand": [],
        "hand_total": 0,
        "eight_cancelled_by": None,
        "right": False,
        "points": 0,
        "in_arboretum": 0,
    }


# --- winning ---------------------------------------------------------------------------------


def test_the_total_is_the_sum_over_species_and_the_highest_wins():
    result = scored(
        player("A", "oak1 oak2\nmaple3 maple4", ""),  # oak 3, maple 2
        player("B", "cassia3 cassia4 cassia5", ""),  # cassia 3
    )
    assert [p["total"] for p in result["players"]] == [5, 3]
    assert result["winners"] == ["A"]
    assert result["tie_break"] is None


def test_a_tie_goes_to_the_most_species_in_the_arboretum():
    result = scored(
        player("A", "oak1 oak2 maple7", ""),  # 3 points, 2 species
        player("B", "cassia3 cassia4 cassia5 willow1 olive1", ""),  # 3 points, 3 species
    )
    assert [p["total"] for p in result["players"]] == [3, 3]
    assert [p["species_in_arboretum"] for p in result["players"]] == [2, 3]
    assert result["winners"] == ["B"]
    assert result["tie_break"] == {"tied": ["A", "B"], "species_counts": {"A": 2, "B": 3}, "decided": True}


def test_a_tie_on_species_too_is_a_shared_victory():
    result = scored(player("A", "oak1 oak2 maple7", ""), player("B", "cassia3 cassia4 cassia5 willow1", ""))
    assert result["winners"] == ["A", "B"]
    assert result["tie_break"] == {"tied": ["A", "B"], "species_counts": {"A": 2, "B": 2}, "decided": False}


def test_three_way_tie_narrowed_by_species_to_two_winners():
    result = scored(
        player("A", "oak1 oak2 maple7", ""),
        player("B", "cassia3 cassia4 cassia5 willow1 olive1", ""),
        player("C", "lilac1 lilac3 dogwood1 magnolia1", ""),
        player("D", "jacaranda1", ""),
    )
    assert [p["total"] for p in result["players"]] == [3, 3, 3, 0]
    assert result["winners"] == ["B", "C"]
    assert result["tie_break"]["tied"] == ["A", "B", "C"]
    assert result["tie_break"]["decided"] is True


def test_nobody_scoring_is_a_tie_at_zero():
    result = scored(player("A", "oak1", ""), player("B", "oak2", ""))
    assert result["winners"] == ["A", "B"]
    assert result["tie_break"]["decided"] is False


@pytest.mark.parametrize(
    ("count", "totals", "winners"),
    [(2, [3, 2], ["A"]), (3, [3, 2, 2], ["A"]), (4, [3, 2, 2, 4], ["D"])],
)
def test_every_allowed_player_count_is_scored(count, totals, winners):
    # player i plants oak 2i+1 and oak 2i+2: A has the start bonus, D the end bonus
    names = ["A", "B", "C", "D"][:count]
    result = scored(*(player(name, f"oak{2 * i + 1} oak{2 * i + 2}") for i, name in enumerate(names)))
    assert [p["total"] for p in result["players"]] == totals
    assert result["winners"] == winners
