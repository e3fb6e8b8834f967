"""The facts file's reference cases, read from ../shared/skull-king-facts.md at test time: 140 scored
player-rounds (the rules' value where a peer's test disagrees; a refusal where a peer's test data is
impossible), the peers' small games, the 15 full games, and the contract's example game."""

from __future__ import annotations

import json

import pytest
from skull_king_facts import (
    CAPTURE_SYMBOLS,
    Case,
    cases,
    full_games,
    peer_game_lines,
    peer_loot_game,
    samlhunter_lines,
    three_round_game,
)
from skull_king_games import CONTRACT_GAME, case_game, reference_game_data

from scorer import skull_king as sk
from scorer.skull_king.scoring import round_lines
from scorer.skull_king.validation import Round

CASES = cases()
GAMES = full_games()


def scored(data: dict) -> dict:
    envelope = sk.score(data)
    assert envelope["ok"], [sk.describe(problem) for problem in envelope["errors"]]
    json.dumps(envelope)
    return envelope["result"]


def test_the_facts_file_holds_its_140_cases_9_disagreements_and_11_impossible_inputs():
    assert len(CASES) == 140
    assert sum(case.disagrees for case in CASES) == 9
    assert sum(bool(case.refused_codes) for case in CASES) == 11
    assert {case.source.split()[0] for case in CASES if case.disagrees} == {
        "tholac/skull-king-scorer", "TanguyPalmie/skull-king-score"}


@pytest.mark.parametrize("case", [case for case in CASES if not case.refused_codes],
                         ids=lambda case: f"{case.source.split()[0]}: {case.line}")  # fmt: skip
def test_each_possible_case_scores_the_rules_value(case):
    result = scored(case_game(case))
    entry = result["players"][0]["rounds"][-1]
    assert entry["cards"] == case.cards and entry["total"] == case.points
    assert entry["total"] == sum(entry["points"].values())
    if case.disagrees:
        assert case.peer_value is not None and entry["total"] != case.peer_value


@pytest.mark.parametrize("case", [case for case in CASES if case.refused_codes],
                         ids=lambda case: f"{case.source.split()[0]}: {case.line}")  # fmt: skip
def test_each_impossible_case_is_refused_with_its_reason(case):
    envelope = sk.score(case_game(case))
    assert not envelope["ok"]
    assert {problem["code"] for problem in envelope["errors"]} == set(case.refused_codes)


@pytest.mark.parametrize("case", [case for case in CASES if case.refused_codes],
                         ids=lambda case: case.line)
def test_the_formula_alone_gives_the_facts_value_for_an_impossible_case(case):
    """Section 7 gives, for reference, what the formula would say of the impossible data."""
    found = Round(case.bid, case.tricks, {kind: case.captures.get(kind, 0) for kind in sk.CAPTURES},
                  ("Q",) * case.loot, case.wager, 0, case.cannonball)  # fmt: skip
    alliances = [{"loot_player": "P", "captor": "Q", "made": case.bid == case.tricks}] * case.loot
    lines = round_lines(found, case.cards, case.edition, case.rascal, alliances)
    assert sum(line["points"] for line in lines) == case.points


def test_the_single_player_sequences_of_a_peer():
    found = samlhunter_lines()
    assert len(found) == 3
    for rounds, total in found:
        data = {"game": "skull-king", "players": [
            {"name": "P", "rounds": [{"bid": bid, "tricks": tricks} for bid, tricks in rounds]},
            {"name": "Q", "rounds": [{"bid": 0, "tricks": 0} for _ in rounds]}]}  # fmt: skip
        assert scored(data)["players"][0]["total"] == total


def test_the_three_player_game_of_a_peer():
    rounds, totals = three_round_game()
    names = list(totals)
    data = {"game": "skull-king", "players": [
        {"name": name, "rounds": [{"bid": r["entries"][name][0], "tricks": r["entries"][name][1]}
                                  for r in rounds]} for name in names]}  # fmt: skip
    result = scored(data)
    for player in result["players"]:
        assert player["total"] == totals[player["name"]]
        expected = [r["entries"][player["name"]][2] for r in rounds]
        assert [entry["total"] for entry in player["rounds"]] == expected


PEER_LINES = peer_game_lines()


def peer_round_case(found, rascal: bool) -> Case:
    captures = {CAPTURE_SYMBOLS[word]: 1 for word in found.words if word in CAPTURE_SYMBOLS}
    return Case("", "", "2021", found.cards, found.bid, found.tricks, captures, 0, 0, rascal,
                "cannonball" in found.words, found.points, None, False, ())  # fmt: skip


@pytest.mark.parametrize("line", PEER_LINES, ids=lambda line: line.text[:40])
def test_a_peer_s_game_totals_round_by_round(line):
    """Each round of these lines is possible alone and scores as the line says, and the rounds add up
    to the total; the lines that give two players' rounds are impossible as games, and refused."""
    assert line.impossible
    for _name, rounds, total in line.players:
        for found in rounds:
            entry = scored(case_game(peer_round_case(found, line.rascal)))["players"][0]["rounds"][-1]
            assert entry["total"] == found.points, found
        assert sum(found.points for found in rounds) == total
    if len(line.players) > 1:
        players = [{"name": name, "rounds": [{"bid": found.bid, "tricks": found.tricks} for found in rounds]}
                   for name, rounds, _ in line.players]  # fmt: skip
        data = {"game": "skull-king", "cards_dealt": [found.cards for found in line.players[0][1]],
                "players": players}
        if line.rascal:
            data["scoring"] = "rascal"
        assert "tricks_above_cards" in [problem["code"] for problem in sk.score(data)["errors"]]


def test_a_peer_s_loot_game_is_refused_for_the_reasons_the_facts_give():
    assert "2 tricks for 1 card" in peer_loot_game() and "captured the Loot with no trick" in peer_loot_game()
    data = {"game": "skull-king", "cards_dealt": [1], "advanced": {"loot": True}, "players": [
        {"name": "Anne", "rounds": [{"bid": 1, "tricks": 1, "loot": ["Bonny"]}]},
        {"name": "Bonny", "rounds": [{"bid": 0, "tricks": 0}]},
        {"name": "Calico", "rounds": [{"bid": 0, "tricks": 1}]}]}  # fmt: skip
    refused = {problem["code"] for problem in sk.score(data)["errors"]}
    assert refused == {"loot_without_trick", "tricks_above_cards"}


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_each_full_game(game):
    result = scored(reference_game_data(game))
    assert [player["name"] for player in result["players"]] == list(game.players)
    for number, found in enumerate(game.rounds):
        for index, entry in enumerate(found.entries):
            mine = result["players"][index]["rounds"][number]
            assert (mine["cards"], mine["total"]) == (found.cards, entry.points), (game.name, number, index)
    assert {player["name"]: player["total"] for player in result["players"]} == game.totals
    assert result["winners"] == list(game.winners)
    assert result["finished"] == (len(game.rounds) == result["rounds_planned"])
    lost = [problem["params"] for problem in result["warnings"] if problem["code"] == "tricks_lost"]
    graybeard = len(game.players) == 2 and game.options["edition"] == "2021"
    expected = [{"round": n, "count": r.lost} for n, r in enumerate(game.rounds) if r.lost and not graybeard]
    assert lost == expected


def test_the_games_cover_every_option():
    options = [game.options for game in GAMES]
    assert {option["edition"] for option in options} == {"2021", "2013"}
    assert {option["scoring"] for option in options} == {"skull-king", "rascal"}
    assert set().union(*(option.get("advanced", {}) for option in options)) == set(sk.ADVANCED)
    assert sum(len(game.rounds) == 10 for game in GAMES) >= 6




def test_the_contract_s_example_game():
    envelope = sk.score(CONTRACT_GAME)
    assert envelope["ok"]
    assert envelope["warnings"] == [{"code": "tricks_lost", "params": {"round": 3, "count": 1}}]
    assert sk.describe(envelope["warnings"][0]) == "round 4: 1 trick won by nobody (Kraken or White Whale?)"
    result = envelope["result"]
    assert [(p["name"], p["total"]) for p in result["players"]] == [("Léa", 220), ("Tom", 80), ("Zoé", 50)]
    assert result["winners"] == ["Léa"] and result["finished"] is False and result["rounds_planned"] == 10
    assert result["warnings"] == envelope["warnings"]
    lea = result["players"][0]["rounds"]
    shown = ("cards", "bid", "tricks", "made", "points", "total", "running_total")
    first = {key: lea[0][key] for key in shown}
    assert first == {"cards": 1, "bid": 1, "tricks": 1, "made": True,
                     "points": {"bid": 20, "standard_14": 0, "black_14": 0, "mermaids_by_pirate": 0,
                                "pirates_by_skull_king": 0, "skull_king_by_mermaid": 0, "loot": 0,
                                "wager": 0},
                     "total": 20, "running_total": 20}  # fmt: skip
    third = {key: lea[2][key] for key in shown}
    assert third == {"cards": 3, "bid": 2, "tricks": 2, "made": True,
                     "points": {"bid": 40, "standard_14": 10, "black_14": 0, "mermaids_by_pirate": 0,
                                "pirates_by_skull_king": 30, "skull_king_by_mermaid": 0, "loot": 0,
                                "wager": 20},
                     "total": 100, "running_total": 160}  # fmt: skip
    assert [entry["total"] for entry in lea] == [20, 40, 100, 60]
    assert (lea[3]["bid"], lea[3]["bid_shown"], lea[3]["harry"]) == (2, 3, -1)
    assert lea[1]["points"]["loot"] == 20 and lea[3]["points"]["black_14"] == 20
    tom, zoe = (result["players"][i]["rounds"] for i in (1, 2))
    assert [entry["total"] for entry in tom] == [10, 80, -30, 20]
    assert [entry["total"] for entry in zoe] == [10, 20, 30, -10]
    assert tom[1]["points"]["loot"] == 20 and tom[1]["points"]["mermaids_by_pirate"] == 20
