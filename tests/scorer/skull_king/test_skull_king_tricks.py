"""The trick resolver against the facts file's worked tricks (section 2, read at test time), the tricks
that file only states in words (sections 2, 3 and 5, restated here), and every refusal."""

from __future__ import annotations

import json

import pytest
from skull_king_codes import met
from skull_king_facts import worked_tricks

from scorer import skull_king as sk
from scorer.skull_king import resolve_trick

CAPTURE_KINDS = ("standard_14", "black_14", "mermaids_by_pirate", "pirates_by_skull_king",
                 "skull_king_by_mermaid")  # fmt: skip
RULES = ("kraken", "white_whale", "white_whale_specials_only", "mermaid_over_skull_king", "skull_king",
         "pirate", "mermaid", "trump", "led_suit", "escapes", "loot_lead")  # fmt: skip


def resolved(cards, edition="2021") -> dict:
    envelope = resolve_trick(cards, edition)
    assert envelope["ok"], envelope
    assert set(envelope) == {"ok", "result", "warnings"} and envelope["warnings"] == []
    result = envelope["result"]
    assert set(result) == {"winner", "next_leader", "rule", "led_suit", "captures", "bonus"}
    assert tuple(result["captures"]) == CAPTURE_KINDS and result["rule"] in RULES
    json.dumps(envelope)
    return result


def refusal(cards, edition="2021") -> list[dict]:
    envelope = resolve_trick(cards, edition)
    assert envelope["ok"] is False and envelope["warnings"] == []
    assert set(envelope) == {"ok", "errors", "warnings"}
    return met(envelope["errors"])


# --- the facts file's worked tricks -------------------------------------------------------------------

WORKED = worked_tricks()


def test_the_facts_file_states_its_worked_tricks():
    assert len(WORKED) == 17  # the other 7 of the 24 are told in words: restated below
    assert sum(trick.bonus is not None for trick in WORKED) == 5


@pytest.mark.parametrize("trick", [t for t in WORKED if len(t.cards) <= 8], ids=lambda t: t.source)
def test_each_worked_trick_of_the_facts_file(trick):
    result = resolved(list(trick.cards))
    assert (result["winner"], result["next_leader"]) == (trick.winner, trick.next_leader)
    if trick.bonus is not None:
        assert result["bonus"] == trick.bonus


def test_the_worked_trick_of_nine_cards_is_refused_and_scored_without_its_leading_escape():
    """`escape, 4 × 14, pirate, Skull King, mermaid, mermaid` holds 9 cards: no table of 8 plays it.
    Its leading escape changes nothing; without it the first mermaid still takes +30 +20 +40."""
    (nine,) = [trick for trick in WORKED if len(trick.cards) > 8]
    assert refusal(list(nine.cards)) == [
        {"code": "trick_size", "params": {"count": 9, "fewest": 2, "most": 8}}]
    eight = list(nine.cards[1:])
    result = resolved(eight)
    assert result["winner"] == nine.winner - 1 and result["rule"] == "mermaid_over_skull_king"
    assert result["bonus"] == nine.bonus == 90
    assert result["captures"] == {"standard_14": 3, "black_14": 1, "mermaids_by_pirate": 0,
                                  "pirates_by_skull_king": 0, "skull_king_by_mermaid": 1}  # fmt: skip


# --- tricks the facts file tells in words ------------------------------------------------------------

TOLD = [
    # (cards, edition, winner, next leader, rule, bonus)
    # section 5: a White Whale among special cards only discards the trick; its player leads next
    (["escape", "escape", "escape", "white-whale"], "2021", None, 3, "white_whale_specials_only", 0),
    # section 5: equal numbers under the White Whale, the first played wins (and takes the 14s)
    (["green-14", "yellow-14", "purple-14", "black-14", "white-whale"], "2021", 0, 0, "white_whale", 50),
    # section 3 (FAQ): the Tigress played as an escape gives the Skull King nothing
    (["skull-king", "tigress-escape", "pirate"], "2021", 0, 0, "skull_king", 30),
    # the Tigress as a pirate is a pirate: first pirate played wins, takes the mermaid
    (["tigress-pirate", "pirate", "mermaid"], "2021", 0, 0, "pirate", 20),
    (["pirate", "tigress-pirate", "skull-king"], "2021", 2, 2, "skull_king", 60),
    # Loot: led and followed only by escapes, its player wins the trick
    (["loot", "escape", "tigress-escape"], "2021", 0, 0, "loot_lead", 0),
    (["escape", "loot", "escape"], "2021", 0, 0, "escapes", 0),
    (["loot", "escape", "green-3"], "2021", 2, 2, "led_suit", 0),
    # Kraken: nobody wins; the one who would have won without it leads
    (["kraken", "green-5", "green-9"], "2021", None, 2, "kraken", 0),
    (["green-14", "kraken", "skull-king", "pirate"], "2021", None, 2, "kraken", 0),
    (["kraken", "white-whale", "mermaid", "purple-2"], "2021", 3, 3, "white_whale", 0),
    (["white-whale", "kraken"], "2021", None, 1, "kraken", 0),
    # mermaids without a pirate or the Skull King beat the trump
    (["black-13", "mermaid", "mermaid"], "2021", 1, 1, "mermaid", 0),
    (["black-14", "mermaid"], "2021", 1, 1, "mermaid", 20),
    # 2013: Scary Mary counts for the Skull King whichever face; the mermaid takes him for 50
    (["skull-king", "scary-mary-escape", "pirate"], "2013", 0, 0, "skull_king", 60),
    (["skull-king", "mermaid", "pirate", "red-13"], "2013", 1, 1, "mermaid_over_skull_king", 50),
    (["scary-mary-pirate", "mermaid"], "2013", 0, 0, "pirate", 0),
    (["scary-mary-escape", "escape"], "2013", 0, 0, "escapes", 0),
    (["red-4", "blue-13", "red-9"], "2013", 2, 2, "led_suit", 0),
]


@pytest.mark.parametrize(("cards", "edition", "winner", "leader", "rule", "bonus"), TOLD,
                         ids=[", ".join(told[0]) for told in TOLD])  # fmt: skip
def test_tricks_told_in_words(cards, edition, winner, leader, rule, bonus):
    result = resolved(cards, edition)
    assert (result["winner"], result["next_leader"], result["rule"], result["bonus"]) == (
        winner, leader, rule, bonus)


def test_the_worked_and_told_tricks_are_at_least_the_facts_file_s_24():
    assert len(WORKED) + len(TOLD) >= 24


@pytest.mark.parametrize(("cards", "edition", "suit"), [
    (["escape", "loot", "tigress-escape", "purple-2", "green-9"], "2021", "purple"),
    (["pirate", "green-2"], "2021", None),
    (["white-whale", "green-2", "green-5"], "2021", None),
    (["pirate", "red-2"], "2013", "red"),
    (["mermaid", "escape", "blue-5"], "2013", "blue"),
    (["escape", "escape"], "2021", None),
])  # fmt: skip
def test_the_suit_to_follow(cards, edition, suit):
    assert resolved(cards, edition)["led_suit"] == suit


def test_2013_counts_no_14_and_no_mermaid_taken_by_a_pirate():
    result = resolved(["pirate", "mermaid", "black-13"], "2013")
    assert result["captures"] == dict.fromkeys(CAPTURE_KINDS, 0) and result["bonus"] == 0


def test_the_default_edition_is_2021():
    assert resolve_trick(["yellow-14", "escape"]) == resolve_trick(["yellow-14", "escape"], "2021")


# --- refusals --------------------------------------------------------------------------------------

AT_TRICK = {"player": None, "player_name": None, "round": None, "field": "trick"}
AT_EDITION = {**AT_TRICK, "field": "edition"}


@pytest.mark.parametrize(("cards", "edition", "expected"), [
    (["green-1"], "2021", [{"code": "trick_size", "params": {"count": 1, "fewest": 2, "most": 8}}]),
    ([], "2021", [{"code": "trick_size", "params": {"count": 0, "fewest": 2, "most": 8}}]),
    (["escape"] * 9, "2021", [{"code": "trick_size", "params": {"count": 9, "fewest": 2, "most": 8}}]),
    ("green-1", "2021", [{"code": "wrong_type", "params": {"where": AT_TRICK, "expected": "list"}}]),
    (["green-1", "green-2"], "2020", [{"code": "unknown_option", "params": {"where": AT_EDITION,
                                                                          "value": '"2020"'}}]),
    (["green-1", "green-2"], 2021, [{"code": "unknown_option", "params": {"where": AT_EDITION,
                                                                        "value": "2021"}}]),
    (["green-15", "green-0", "green-01", "tigress", None], "2021", [
        {"code": "unknown_card", "params": {"index": 0, "card": "green-15"}},
        {"code": "unknown_card", "params": {"index": 1, "card": "green-0"}},
        {"code": "unknown_card", "params": {"index": 2, "card": "green-01"}},
        {"code": "unknown_card", "params": {"index": 3, "card": "tigress"}},
        {"code": "unknown_card", "params": {"index": 4, "card": "null"}}]),
    (["red-3", "scary-mary-pirate", "green-1"], "2021", [
        {"code": "other_edition_card", "params": {"index": 0, "card": "red-3", "edition": "2013"}},
        {"code": "other_edition_card",
         "params": {"index": 1, "card": "scary-mary-pirate", "edition": "2013"}}]),
    (["yellow-14", "green-2", "loot", "kraken", "white-whale", "tigress-escape"], "2013", [
        {"code": "other_edition_card", "params": {"index": 0, "card": "yellow-14", "edition": "2021"}},
        {"code": "other_edition_card", "params": {"index": 1, "card": "green-2", "edition": "2021"}},
        {"code": "other_edition_card", "params": {"index": 2, "card": "loot", "edition": "2021"}},
        {"code": "other_edition_card", "params": {"index": 3, "card": "kraken", "edition": "2021"}},
        {"code": "other_edition_card", "params": {"index": 4, "card": "white-whale", "edition": "2021"}},
        {"code": "other_edition_card", "params": {"index": 5, "card": "tigress-escape", "edition": "2021"}}]),
    (["tigress-pirate", "tigress-escape"], "2021", [
        {"code": "too_many_copies", "params": {"card": "tigress", "count": 2, "deck": 1}}]),
    (["green-7", "mermaid", "green-7", "mermaid", "mermaid", "skull-king", "skull-king"], "2021", [
        {"code": "too_many_copies", "params": {"card": "green-7", "count": 2, "deck": 1}},
        {"code": "too_many_copies", "params": {"card": "mermaid", "count": 3, "deck": 2}},
        {"code": "too_many_copies", "params": {"card": "skull-king", "count": 2, "deck": 1}}]),
    (["loot", "loot", "loot"], "2021", [
        {"code": "too_many_copies", "params": {"card": "loot", "count": 3, "deck": 2}}]),
])  # fmt: skip
def test_refused_tricks(cards, edition, expected):
    assert refusal(cards, edition) == expected


def test_five_pirates_and_five_escapes_fit_the_deck():
    assert resolved(["pirate"] * 5 + ["tigress-pirate", "skull-king"])["bonus"] == 180
    assert resolved(["escape"] * 5 + ["loot", "loot"])["rule"] == "escapes"


def test_the_resolver_never_raises():
    class Odd(str):
        def rpartition(self, _separator):
            raise RuntimeError("no")

    assert refusal(["green-1", Odd("green-2")]) == [
        {"code": "internal_error", "params": {"error": "RuntimeError"}}]
    assert refusal([["green-1"], {}])[0]["params"] == {"index": 0, "card": "[…]"}
    assert refusal(["x" * 10_000, "green-1"])[0]["params"]["card"] == "x" * 39 + "…"


def test_every_card_id_resolves_against_an_escape():
    for edition in ("2021", "2013"):
        for card in sk.card_ids(edition):
            result = resolved([card, "escape"], edition)
            if card in ("kraken", "white-whale"):
                assert result["winner"] is None
            else:
                assert result["winner"] == 0 and result["next_leader"] == 0


def test_a_kraken_among_beasts_only_gives_the_lead_to_its_player():
    result = resolved(["kraken", "white-whale"])
    assert (result["winner"], result["next_leader"], result["rule"]) == (None, 1, "white_whale_specials_only")
    result = resolved(["white-whale", "kraken", "escape"])
    assert (result["winner"], result["next_leader"], result["rule"]) == (None, 2, "kraken")
