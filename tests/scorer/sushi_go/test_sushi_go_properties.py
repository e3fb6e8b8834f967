"""Hypothesis properties: on games dealt from a shuffled 108-card deck and played in a random order, the
scorer agrees with a card-by-card restatement of the rules; a round's points are never negative, its
maki points never above 9, the pudding points between -6 and +6, the totals add up, the winners are
the rules' winners; more of a card than the deck holds is refused; and nothing JSON-like makes
``score`` raise or answer something ``json.dumps`` cannot write."""

from __future__ import annotations

import json

import sushi_go_facts as facts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sushi_go_games import NAMES, game

from scorer import sushi_go as sg
from scorer.sushi_go import problems

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
DECK_CARDS = [card for card, count in sg.DECK.items() for _ in range(count)]


# --- the rules restated, card by card -----------------------------------------------------------


def plain_own(cards: list[str]) -> dict[str, int]:
    """Tempura, sashimi, dumpling and nigiri points of cards in play order, one card at a time."""
    points = {"tempura": 0, "sashimi": 0, "dumpling": 0, "nigiri": 0}
    tempura = sashimi = dumplings = waiting_wasabi = 0
    for card in cards:
        if card == "tempura":
            tempura += 1
            if tempura == 2:
                points["tempura"] += 5
                tempura = 0
        elif card == "sashimi":
            sashimi += 1
            if sashimi == 3:
                points["sashimi"] += 10
                sashimi = 0
        elif card == "dumpling":
            dumplings += 1
            if dumplings <= 5:
                points["dumpling"] += dumplings  # the 1st adds 1, the 2nd 2, ... : 1, 3, 6, 10, 15
        elif card == "wasabi":
            waiting_wasabi += 1
        elif card in ("egg", "salmon", "squid"):
            value = {"egg": 1, "salmon": 2, "squid": 3}[card]
            if waiting_wasabi:
                waiting_wasabi -= 1
                value = value + value + value
            points["nigiri"] += value
    return points


def plain_icons(cards: list[str]) -> int:
    return sum({"maki-1": 1, "maki-2": 2, "maki-3": 3}.get(card, 0) for card in cards)


def plain_maki(icons: list[int]) -> list[int]:
    """Most icons share 6; if one player alone has most, the next most share 3; 0 icons never score."""
    points = [0] * len(icons)
    scoring = [count for count in icons if count > 0]
    if not scoring:
        return points
    most = max(scoring)
    first = [i for i, count in enumerate(icons) if count == most]
    for i in first:
        points[i] = 6 // len(first)
    rest = [count for count in scoring if count < most]
    if len(first) == 1 and rest:
        second = [i for i, count in enumerate(icons) if count == max(rest)]
        for i in second:
            points[i] = 3 // len(second)
    return points


def plain_pudding(cards: list[int]) -> list[int]:
    points = [0] * len(cards)
    if min(cards) == max(cards):
        return points
    most = [i for i, count in enumerate(cards) if count == max(cards)]
    fewest = [i for i, count in enumerate(cards) if count == min(cards)]
    for i in most:
        points[i] += 6 // len(most)
    if len(cards) > 2:
        for i in fewest:
            points[i] -= 6 // len(fewest)
    return points


# --- games dealt and played -----------------------------------------------------------------------


@st.composite
def played_games(draw):
    """(game data, hands[player][round] in play order): dealt from one shuffle, never reshuffled."""
    players = draw(st.integers(sg.FEWEST_PLAYERS, sg.MOST_PLAYERS))
    rounds = draw(st.integers(1, sg.ROUNDS))
    hand = sg.HAND_SIZES[players]
    pile = draw(st.permutations(DECK_CARDS))
    hands: list[list[list[str]]] = [[] for _ in range(players)]
    for number in range(rounds):
        for player in range(players):
            start = (number * players + player) * hand
            dealt = list(pile[start : start + hand])
            kept = draw(st.integers(hand - 2, hand)) if draw(st.booleans()) else hand  # a card forgotten
            hands[player].append(dealt[:kept])
    data = game([[facts.counts_of(cards) for cards in player] for player in hands], NAMES[:players])
    return data, hands


@SETTINGS
@given(played_games())
def test_the_scorer_agrees_with_the_rules_restated(played):
    data, hands = played
    envelope = sg.score(data)
    assert envelope["ok"], envelope
    json.dumps(envelope)
    result = envelope["result"]
    players = result["players"]
    rounds = len(hands[0])
    for number in range(rounds):
        cards = [player_hands[number] for player_hands in hands]
        maki = plain_maki([plain_icons(hand) for hand in cards])
        entries = [player["rounds"][number] for player in players]
        for entry, hand, maki_points in zip(entries, cards, maki, strict=True):
            assert entry["points"] == {**plain_own(hand), "maki": maki_points}
            assert entry["total"] == sum(entry["points"].values()) >= 0
            assert entry["cards"] == len(hand)
        assert sum(entry["points"]["maki"] for entry in entries) <= 9
    puddings = [sum(card == "pudding" for hand in player_hands for card in hand) for player_hands in hands]
    assert [player["pudding"]["cards"] for player in players] == puddings
    finished = rounds == sg.ROUNDS
    assert result["finished"] is finished
    pudding_points = plain_pudding(puddings) if finished else [None] * len(players)
    assert [player["pudding"]["points"] for player in players] == pudding_points
    if finished:
        assert -6 <= sum(pudding_points) <= 6
    for player, points in zip(players, pudding_points, strict=True):
        assert player["total"] == sum(entry["total"] for entry in player["rounds"]) + (points or 0)
    top = max(player["total"] for player in players)
    level = [i for i, player in enumerate(players) if player["total"] == top]
    if finished:
        most = max(puddings[i] for i in level)
        level = [i for i in level if puddings[i] == most]
    assert result["winners"] == [players[i]["name"] for i in level]


def spread(count: int, players: int, hand: int) -> list[int]:
    """`count` cards over the players of one round, none holding more than a hand."""
    shares = []
    for _ in range(players):
        shares.append(min(count, hand))
        count -= shares[-1]
    assert count == 0
    return shares


def spread_game(card: str, per_round: list[int], players: int, hand: int) -> dict:
    rounds = [[{card: n} if n else {} for n in spread(count, players, hand)] for count in per_round]
    by_player = [[rounds[number][player] for number in range(len(per_round))] for player in range(players)]
    return game(by_player, NAMES[:players])


@SETTINGS
@given(st.integers(sg.FEWEST_PLAYERS, sg.MOST_PLAYERS), st.sampled_from(sorted(sg.DECK)), st.booleans())
def test_one_card_more_than_the_deck_holds_is_refused(players, card, whole_game):
    """DECK[card] + 1 copies in one round, or spread over the game with no round over the deck."""
    hand = sg.HAND_SIZES[players]
    limit = sg.DECK[card]
    per_round = [limit, 1, 0] if whole_game else [limit + 1, 0, 0]
    envelope = sg.score(spread_game(card, per_round, players, hand))
    assert not envelope["ok"]
    assert envelope["errors"] == [problems.deck_exceeded(card, limit + 1, limit, None if whole_game else 0)]
    assert sg.score(spread_game(card, [limit, 0, 0], players, hand))["ok"]


JSON_LIKE = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=25,
)
KIND_KEYS = st.sampled_from([*sg.KINDS, "maki", "Egg"])
ROUND_LIKE = st.dictionaries(KIND_KEYS, st.integers(-2, 12) | JSON_LIKE, max_size=6)


PLAYER_LIKE = st.fixed_dictionaries(
    {"name": st.text(max_size=4) | JSON_LIKE, "rounds": st.lists(ROUND_LIKE, max_size=4)}
)


@SETTINGS
@given(JSON_LIKE | st.fixed_dictionaries({"players": st.lists(PLAYER_LIKE, max_size=6)}))
def test_nothing_json_like_makes_score_raise(data):
    envelope = sg.score(data)
    json.dumps(envelope)
    assert set(envelope) == ({"ok", "result", "warnings"} if envelope["ok"] else {"ok", "errors", "warnings"})
    if not envelope["ok"]:
        assert envelope["errors"] and "internal_error" not in [p["code"] for p in envelope["errors"]]
        assert all(set(problem) == {"code", "params"} for problem in envelope["errors"])
