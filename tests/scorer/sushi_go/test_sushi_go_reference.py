"""Every reference case of the shared facts file (section 7, and sections 2 and 3's numbers), read from
../shared/sushi-go-facts.md at test time (see sushi_go_facts.py), scored through scorer.sushi_go.score
wherever the case is a possible game; a case no game can hold (more cards than a hand, more puddings
than the deck) is checked to be refused, and its points through the scoring functions alone."""

from __future__ import annotations

import re

import pytest
import sushi_go_facts as facts
from sushi_go_games import NAMES, game, maki_hands, pudding_rounds, round_game

from scorer import sushi_go as sg
from scorer.sushi_go import game as sg_game
from scorer.sushi_go import scoring

TEXT = facts.facts_text()
REFERENCE = facts.reference(TEXT)

# The file held 197 one-line cases, 4 rounds and 6 games when these tests were written: fewer means the
# parser dropped some.
MIN_CASES = {"own": 60, "maki": 60, "pud": 55, "nigiri": 4}


def codes(envelope: dict) -> list[str]:
    return [problem["code"] for problem in envelope["errors"]]


def test_the_parser_found_every_family():
    for kind, least in MIN_CASES.items():
        assert sum(case.kind == kind for case in REFERENCE.cases) >= least, kind
    assert len(REFERENCE.rounds) >= 4 and len(REFERENCE.finals) >= 1 and len(REFERENCE.games) >= 6
    assert len(REFERENCE.refusals) >= 8 and REFERENCE.tie_on_points
    assert sum(case.wrong is not None for case in REFERENCE.cases) >= 9  # the DISAGREES cases
    assert len(REFERENCE.skipped) <= 1, REFERENCE.skipped  # only the reedesler aside


# --- one player's own points ---------------------------------------------------------------------


def own_points(counts: dict) -> int:
    points, _ = scoring.own_lines(counts)
    return sum(points.values())


OWN = [case for case in REFERENCE.cases if case.kind in ("own", "nigiri")]


@pytest.mark.parametrize("case", OWN, ids=[f"{c.source[:20]}: {c.text}" for c in OWN])
def test_own_points(case):
    counts = facts.counts_of(case.given)
    assert own_points(counts) == case.expected[0]
    if case.wrong is not None:
        assert own_points(counts) != case.wrong[0]
    envelope = sg.score(round_game([counts, {}]))
    if len(case.given) > sg.HAND_SIZES[2]:  # test data no game holds: refused
        assert codes(envelope) == ["too_many_cards"], envelope
        return
    assert envelope["ok"], envelope
    entry = envelope["result"]["players"][0]["rounds"][0]
    assert entry["total"] - entry["points"]["maki"] == case.expected[0]
    assert entry["cards"] == len(case.given)


# --- maki and pudding standings ------------------------------------------------------------------

MAKI = [case for case in REFERENCE.cases if case.kind == "maki"]
PUDDING = [case for case in REFERENCE.cases if case.kind == "pud"]


@pytest.mark.parametrize("case", MAKI, ids=[f"{c.source[:20]}: {c.text}" for c in MAKI])
def test_maki(case):
    hands = maki_hands(case.given)
    assert hands is not None, f"no hands give {case.given} icons"
    envelope = sg.score(round_game(hands))
    assert envelope["ok"], envelope
    rounds = [player["rounds"][0] for player in envelope["result"]["players"]]
    assert [entry["points"]["maki"] for entry in rounds] == case.expected
    assert [entry["lines"]["maki"]["icons"] for entry in rounds] == case.given
    if case.wrong is not None:
        assert [entry["points"]["maki"] for entry in rounds] != case.wrong
    for entry in rounds:
        line = entry["lines"]["maki"]
        if line["place"] is not None:
            assert line["place_points"] // line["shares"] == entry["points"]["maki"]
            assert len(line["tied"]) == line["shares"] - 1


@pytest.mark.parametrize("case", PUDDING, ids=[f"{c.source[:20]}: {c.text}" for c in PUDDING])
def test_pudding(case):
    lines = scoring.pudding_standings(case.given)
    assert [line["points"] for line in lines] == case.expected
    if case.wrong is not None:
        assert [line["points"] for line in lines] != case.wrong
    rounds = pudding_rounds(case.given)
    envelope = sg.score(game(rounds) if rounds else game([[{"pudding": n}] * 3 for n in case.given]))
    if rounds is None:  # more puddings than the deck's 10: no game holds them
        assert sum(case.given) > sg.DECK["pudding"]
        assert "deck_exceeded" in codes(envelope), envelope
        return
    assert envelope["ok"], envelope
    players = envelope["result"]["players"]
    assert [player["pudding"]["cards"] for player in players] == case.given
    assert [player["pudding"]["points"] for player in players] == case.expected
    assert [player["total"] for player in players] == case.expected  # rounds of puddings only score 0


# --- rounds, a final, the games ------------------------------------------------------------------


@pytest.mark.parametrize("case", REFERENCE.rounds, ids=[c.text[:40] for c in REFERENCE.rounds])
def test_round(case):
    envelope = sg.score(round_game([facts.counts_of(hand) for hand in case.hands]))
    assert envelope["ok"], envelope
    rounds = [player["rounds"][0] for player in envelope["result"]["players"]]
    assert [entry["total"] - entry["points"]["maki"] for entry in rounds] == case.own
    assert [entry["lines"]["maki"]["icons"] for entry in rounds] == case.icons
    assert [entry["points"]["maki"] for entry in rounds] == case.maki
    assert [entry["total"] for entry in rounds] == case.totals
    assert envelope["result"]["finished"] is False
    assert [player["pudding"]["points"] for player in envelope["result"]["players"]] == [None] * len(rounds)


@pytest.mark.parametrize("case", REFERENCE.finals, ids=[c.text[:40] for c in REFERENCE.finals])
def test_final(case):
    lines = scoring.pudding_standings(case.puddings)
    assert [line["points"] for line in lines] == case.pudding_points
    assert [r + line["points"] for r, line in zip(case.rounds, lines, strict=True)] == case.totals


@pytest.mark.parametrize("case", REFERENCE.games, ids=[c.title.split(",")[0] for c in REFERENCE.games])
def test_game(case):
    names = NAMES[: case.players]
    rounds = [[facts.counts_of(hands[player]) for hands in case.hands] for player in range(case.players)]
    envelope = sg.score(game(rounds, names))
    assert envelope["ok"] and envelope["warnings"] == [], envelope
    result = envelope["result"]
    assert result["finished"] is True and result["hand_size"] == sg.HAND_SIZES[case.players]
    players = result["players"]
    for number in range(sg.ROUNDS):
        entries = [player["rounds"][number] for player in players]
        assert [e["total"] for e in entries] == case.round_totals[number], f"round {number + 1}"
        assert [e["points"]["maki"] for e in entries] == case.maki[number], f"round {number + 1}"
        assert [e["total"] - e["points"]["maki"] for e in entries] == case.own[number], f"round {number + 1}"
        assert [e["cards"] for e in entries] == [sg.HAND_SIZES[case.players]] * case.players
    assert [player["pudding"]["cards"] for player in players] == case.puddings
    assert [player["pudding"]["points"] for player in players] == case.pudding_points
    assert [player["total"] for player in players] == case.totals
    assert result["winners"] == case.winners


def test_a_tie_on_points_goes_to_the_most_pudding_cards():
    (text,) = REFERENCE.tie_on_points
    shape = r"tie on points (\d+)-(\d+), second player has (\d+) pudding -> second player wins"
    found = re.fullmatch(shape, text)
    assert found, text
    first, second, puddings = map(int, found.groups())
    players = [
        {"name": "first", "total": first, "pudding": {"cards": 0}},
        {"name": "second", "total": second, "pudding": {"cards": puddings}},
    ]
    winners, tie_break = sg_game.decide(players, finished=True)
    assert winners == ["second"] and tie_break["decided"] is True


# --- sections 2 and 3 ----------------------------------------------------------------------------


def test_draw_piles_and_cards_used():
    deck = sum(sg.DECK.values())
    assert deck == 108
    for players, left in REFERENCE.draw_piles.items():
        assert deck - players * sg.HAND_SIZES[players] == left
    piles = facts.draw_piles(TEXT)
    assert sorted(piles) == [2, 3, 4, 5]
    for players, after in piles.items():
        assert after == [deck - r * players * sg.HAND_SIZES[players] for r in (1, 2, 3)]
    assert facts.whole_game_cards(TEXT) == [sg.ROUNDS * n * sg.HAND_SIZES[n] for n in sorted(sg.HAND_SIZES)]


def test_maki_splits():
    first, second = facts.splits(TEXT)
    assert first == [sg.MAKI_PLACES[0] // k for k in range(1, 6)]
    assert second == [sg.MAKI_PLACES[1] // k for k in range(1, 5)]


def test_worked_examples():
    examples = facts.worked_examples(TEXT)
    icons, points = examples["maki"]
    envelope = sg.score(round_game(maki_hands(icons)))
    assert [p["rounds"][0]["points"]["maki"] for p in envelope["result"]["players"]] == points
    puddings, points = examples["pudding"]
    envelope = sg.score(game(pudding_rounds(puddings)))
    assert [p["pudding"]["points"] for p in envelope["result"]["players"]] == points
    for kind, bare, on_wasabi in facts.nigiri_examples(TEXT):
        assert own_points({kind: 1}) == bare and own_points({f"wasabi-{kind}": 1}) == on_wasabi
    assert [own_points({"dumpling": n}) for n in range(1, 7)] == facts.dumpling_table(TEXT)


# --- the refused inputs --------------------------------------------------------------------------


def refused_game(line: str) -> list[tuple[dict, str]]:
    """The games one statement of the refusals describes, with the code each must be refused with."""
    line = line.strip()
    if found := re.fullmatch(r"(\d) players, a (?:round )?hand of (\d+) cards -> refuse \(h = (\d+)\)", line):
        players, cards, hand = map(int, found.groups())
        assert sg.HAND_SIZES[players] == hand
        hand_data = {"tempura": 5, "sashimi": 5, "dumpling": cards - 10}
        return [(round_game([hand_data] + [{}] * (players - 1)), "too_many_cards")]
    if found := re.fullmatch(r"(\d) players, a hand of (\d+) -> refuse \(h = (\d+)\)", line):
        players, cards, hand = found.groups()
        return refused_game(f"{players} players, a hand of {cards} cards -> refuse (h = {hand})")
    if found := re.fullmatch(r"the (\d+)-card hand of .* -> refuse at every player count", line):
        cards = int(found.group(1))
        hand_data = {"tempura": 3, "sashimi": 4, "dumpling": cards - 7}
        return [(round_game([hand_data] + [{}] * (n - 1)), "too_many_cards") for n in sg.HAND_SIZES]
    across = r"one round, ([\w-]+)(?: nigiri| cards)? ([\d + ]+) across players \(.*\) -> refuse"
    if found := re.fullmatch(across, line):
        kind, counts = found.group(1), facts.numbers(found.group(2))
        if len(counts) == 1:  # spread over two players, within their hands
            counts = [counts[0] - counts[0] // 2, counts[0] // 2]
        return [(round_game([{kind: count} for count in counts]), "deck_exceeded")]
    if found := re.fullmatch(r"(\w+) (\d+) in a game \(> (\d+)\) -> refuse", line):
        kind, count, deck = found.group(1), int(found.group(2)), int(found.group(3))
        assert sg.DECK[kind] == deck
        per_round = [count - 2 * (count // 3), count // 3, count // 3]
        return [(game([[{kind: n} for n in per_round], [{}, {}, {}]]), "deck_exceeded")]
    whole = r"(?:whole game, )?(\w+) ([\d + ]+?) (?:over three rounds )?\(.*\) -> refuse"
    if found := re.fullmatch(whole, line):
        kind = {"puddings": "pudding"}.get(found.group(1), found.group(1))
        per_round = facts.numbers(found.group(2))
        return [(game([[{kind: n} for n in per_round], [{}] * len(per_round)]), "deck_exceeded")]
    if line.startswith("one player, 2 nigiri entered on wasabi with 1 wasabi"):
        return []  # counts cannot say it: each wasabi-* kind is a nigiri and its own wasabi (see below)
    if found := re.fullmatch(r"(\d) players? .*-> refuse", line):
        players = int(found.group(1))
        return [(round_game([{}] * players, tuple(f"P{i}" for i in range(players))), "player_count")]
    if line == "a 4th round -> refuse":
        return [(game([[{}] * 4, [{}] * 4]), "round_count")]
    raise AssertionError(f"a refusal the tests do not read: {line!r}")


REFUSALS = [part for line in REFERENCE.refusals for part in re.split(r"\s*;\s+", line)]


@pytest.mark.parametrize("line", REFUSALS)
def test_refused(line):
    for data, code in refused_game(line):
        envelope = sg.score(data)
        assert not envelope["ok"] and code in codes(envelope), (line, envelope)


def test_a_nigiri_on_a_wasabi_always_brings_its_wasabi():
    """The facts' "2 nigiri on wasabi with 1 wasabi" cannot be entered: two wasabi-salmon are two wasabi."""
    envelope = sg.score(round_game([{"wasabi-salmon": 2}, {}]))
    entry = envelope["result"]["players"][0]["rounds"][0]
    assert entry["cards"] == 4 and entry["points"]["nigiri"] == 12
    over = sg.score(round_game([{"wasabi-salmon": 4, "wasabi": 1}, {"wasabi-egg": 2}]))
    assert codes(over) == ["deck_exceeded"] and over["errors"][0]["params"]["card"] == "wasabi"
