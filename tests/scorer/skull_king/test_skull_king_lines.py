"""The computation each round carries for the page, as data: the factors of every points line, so that a
page can say "bid 0 with 7 cards, no trick: 10 × 7 = 70" or "missed by 2: −10 × 2; captures not
counted" in any language."""

from __future__ import annotations

from scorer import skull_king as sk


def one_round(round_data: dict, cards: int, partner: dict | None = None, **top) -> dict:
    other = partner or {"bid": 0, "tricks": 0}
    players = [{"name": "P", "rounds": [round_data]}, {"name": "Q", "rounds": [other]}]
    data = {"game": "skull-king", "cards_dealt": [cards], **top, "players": players}
    envelope = sk.score(data)
    assert envelope["ok"], envelope
    return envelope["result"]["players"][0]["rounds"][0]


def lines(entry: dict) -> dict:
    return {line["line"]: {key: value for key, value in line.items() if key != "line"}
            for line in entry["lines"]}


def test_a_made_zero_bid():
    found = lines(one_round({"bid": 0, "tricks": 0}, 7))
    assert found["bid"] == {"rule": "zero_made", "factor": 10, "times": 7, "divisor": 1, "points": 70}


def test_a_missed_bid_and_its_captures_not_counted():
    entry = one_round({"bid": 3, "tricks": 1, "captures": {"black_14": 1, "mermaids_by_pirate": 2}}, 5)
    found = lines(entry)
    assert found["bid"] == {"rule": "missed", "factor": -10, "times": 2, "divisor": 1, "points": -20}
    assert found["black_14"] == {"rule": "not_counted", "factor": 20, "times": 1, "divisor": 1, "points": 0}
    assert found["mermaids_by_pirate"]["rule"] == "not_counted" and entry["total"] == -20


def test_a_missed_zero_bid_costs_the_cards_dealt():
    found = lines(one_round({"bid": 0, "tricks": 3}, 9))
    assert found["bid"] == {"rule": "zero_missed", "factor": -10, "times": 9, "divisor": 1, "points": -90}


def test_a_pirate_that_took_two_mermaids():
    found = lines(one_round({"bid": 2, "tricks": 2, "captures": {"mermaids_by_pirate": 2}}, 4))
    assert found["bid"] == {"rule": "made", "factor": 20, "times": 2, "divisor": 1, "points": 40}
    assert found["mermaids_by_pirate"] == {"rule": "counted", "factor": 20, "times": 2, "divisor": 1,
                                           "points": 40}  # fmt: skip


def test_rascal_lines():
    glancing = lines(one_round({"bid": 3, "tricks": 2, "captures": {"black_14": 1}}, 6, scoring="rascal"))
    assert glancing["bid"] == {"rule": "rascal_glancing", "factor": 10, "times": 6, "divisor": 2,
                               "points": 30}
    assert glancing["black_14"] == {"rule": "halved", "factor": 20, "times": 1, "divisor": 2, "points": 10}
    hit = lines(one_round({"bid": 3, "tricks": 3, "cannonball": True}, 6, scoring="rascal"))
    assert hit["bid"] == {"rule": "cannonball_hit", "factor": 15, "times": 6, "divisor": 1, "points": 90}
    miss = lines(one_round({"bid": 3, "tricks": 4, "cannonball": True}, 6, scoring="rascal"))
    assert miss["bid"] == {"rule": "cannonball_miss", "factor": 15, "times": 6, "divisor": 1, "points": 0}
    far = lines(one_round({"bid": 4, "tricks": 2}, 4, scoring="rascal"))
    assert far["bid"] == {"rule": "rascal_miss", "factor": 10, "times": 4, "divisor": 1, "points": 0}
    exact = lines(one_round({"bid": 0, "tricks": 0}, 3, scoring="rascal"))
    assert exact["bid"] == {"rule": "rascal_hit", "factor": 10, "times": 3, "divisor": 1, "points": 30}


def test_loot_and_wager_lines():
    entry = one_round({"bid": 1, "tricks": 1, "wager": 20}, 3, {"bid": 0, "tricks": 0, "loot": ["P"]},
                      advanced={"loot": True, "pirate_abilities": True})  # fmt: skip
    found = lines(entry)
    assert found["loot"] == {"rule": "counted", "factor": 20, "times": 1, "divisor": 1, "points": 20,
                             "alliances": [{"loot_player": "Q", "captor": "P", "made": True}]}  # fmt: skip
    assert found["wager"] == {"rule": "won", "factor": 20, "times": 1, "divisor": 1, "points": 20}
    entry = one_round({"bid": 2, "tricks": 1, "wager": 10}, 3, {"bid": 1, "tricks": 0, "loot": ["P"]},
                      advanced={"loot": True, "pirate_abilities": True})  # fmt: skip
    found = lines(entry)
    assert found["loot"]["rule"] == "not_counted" and found["loot"]["alliances"][0]["made"] is False
    assert found["wager"] == {"rule": "lost", "factor": 10, "times": -1, "divisor": 1, "points": -10}
    assert lines(one_round({"bid": 1, "tricks": 1}, 2))["loot"]["rule"] == "none"


def test_2013_values():
    entry = one_round({"bid": 1, "tricks": 1, "captures": {"skull_king_by_mermaid": 1}}, 1,
                      {"bid": 0, "tricks": 0}, edition="2013")  # fmt: skip
    assert lines(entry)["skull_king_by_mermaid"]["factor"] == 50 and entry["total"] == 70
