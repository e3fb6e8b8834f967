"""The worked examples (section 4) and the peers' reference cases (section 6) of the shared facts file,
read from ../shared/lost-cities-facts.md at test time (see lost_cities_facts.py)."""

from __future__ import annotations

import itertools
import re

import lost_cities_facts as facts
import pytest

from scorer import lost_cities as lc

TEXT = facts.facts_text()
REFERENCE = facts.reference_cases(TEXT)
WORKED, SHEET = facts.worked_table(TEXT)

# The file held 89 cases, 16 of them rounds, when these tests were written: fewer means the parser
# dropped some.
MIN_REFERENCE_CASES = 85
MIN_REFERENCE_ROUNDS = 14
MIN_WORKED_COLUMNS = 17


def column_points(column: facts.Column) -> dict:
    envelope = lc.score_expedition(*column)
    assert envelope["ok"], envelope
    return envelope["result"]


def round_of(columns: list[facts.Column], colours: list[str] | None = None) -> dict:
    colours = colours or list(lc.COLOURS[: len(columns)])
    return {
        colour: {"wagers": w, "cards": list(cards)}
        for colour, (w, cards) in zip(colours, columns, strict=True)
    }


def check_case(case: facts.Case, colours: list[str] | None = None) -> list[str]:
    """Every mismatch of one case, through score_expedition, score_round and score."""
    found = []
    colours = colours or list(lc.COLOURS[: len(case.columns)])
    entries = [column_points(column) for column in case.columns]
    if case.points is not None:
        got = [entry["points"] for entry in entries]
        if got != case.points:
            found.append(f"{case.source}: {case.text}: columns {got}, expected {case.points}")
    if case.count is not None and entries[0]["count"] != case.count:
        found.append(f"{case.source}: {case.text}: {entries[0]['count']} cards, expected {case.count}")
    if case.wrong is not None and entries[0]["points"] == case.wrong:
        found.append(f"{case.source}: {case.text}: gives the wrong {case.wrong}")
    round_data = round_of(case.columns, colours)
    envelope = lc.score_round(round_data)
    if not envelope["ok"]:
        return [*found, f"{case.source}: {case.text}: round refused {envelope['errors']}"]
    by_colour = [envelope["result"]["colours"][colour]["points"] for colour in colours]
    if by_colour != [entry["points"] for entry in entries]:
        found.append(f"{case.source}: {case.text}: round gives {by_colour}")
    total = envelope["result"]["total"]
    if case.total is not None and total != case.total:
        found.append(f"{case.source}: {case.text}: round total {total}, expected {case.total}")
    game = {"players": [{"name": "A", "rounds": [round_data]}, {"name": "B", "rounds": [{}]}]}
    scored = lc.score(game)
    if not scored["ok"] or scored["result"]["players"][0]["total"] != total:
        found.append(f"{case.source}: {case.text}: game gives {scored}")
    return found


def test_the_parser_found_every_reference_case():
    rounds = [case for case in REFERENCE if case.total is not None]
    assert len(REFERENCE) >= MIN_REFERENCE_CASES
    assert len(rounds) >= MIN_REFERENCE_ROUNDS
    assert len(WORKED) >= MIN_WORKED_COLUMNS
    sources = {case.source.split()[0] for case in REFERENCE}
    assert {"brdgme", "fridge-dev", "danielforgacs", "mccredie", "play", "official"} <= sources


def test_every_reference_case_of_section_6():
    found = [mismatch for case in REFERENCE for mismatch in check_case(case)]
    assert found == []


def test_mccredie_wrong_maximum_is_not_followed():
    """Their test wants 136 for the maximum (no bonus); the rules give 156."""
    [case] = [case for case in REFERENCE if case.wrong is not None]
    assert case.source.startswith("mccredie")
    assert (case.wrong, case.points) == (136, [156])
    assert column_points(case.columns[0])["points"] == 156 != case.wrong


def test_the_families_of_fridge_dev():
    family = [case for case in REFERENCE if "[w=" in case.text]
    assert len(family) == 12
    assert [case.columns[0][0] for case in family] == [0, 1, 2, 3] * 3


def test_invalid_inputs_of_gwanduke_are_refused():
    inputs = facts.invalid_inputs(TEXT)
    assert inputs == [("card", 1), ("card", 11), ("wagers", 4)]
    for kind, value in inputs:
        envelope = lc.score_expedition(value, []) if kind == "wagers" else lc.score_expedition(0, [value])
        assert not envelope["ok"]
        assert [error["code"] for error in envelope["errors"]] == [
            "bad_wagers" if kind == "wagers" else "bad_value"
        ]


def test_every_worked_example_of_section_4():
    found = [mismatch for case in WORKED for mismatch in check_case(case)]
    assert found == []


@pytest.mark.parametrize("case", WORKED, ids=lambda case: f"{case.columns[0]}")
def test_worked_computation_matches_the_parts(case):
    """The printed computation evaluates to the points, and its numbers are the entry's parts."""
    entry = column_points(case.columns[0])
    [shown] = case.computation
    value = facts.evaluate(shown)
    if value is None:  # "no cost"
        assert not entry["started"]
        return
    assert value == entry["points"] == (entry["sum"] - entry["cost"]) * entry["multiplier"] + entry["bonus"]
    parts = re.fullmatch(r"\((\d+) − 20\)(?: × (\d+))?( \+ 20)?", shown) or re.fullmatch(r"(\d+) − 20", shown)
    if parts:
        assert int(parts.group(1)) == entry["sum"]
        assert entry["cost"] == 20
        multiplier = parts.group(2) if parts.re.groups > 1 else None
        assert int(multiplier or 1) == entry["multiplier"]
        assert (entry["bonus"] == 20) == bool(parts.re.groups > 2 and parts.group(3))


def test_the_official_sheet_round():
    assert SHEET.colours == ["yellow", "blue", "white", "green", "red"]
    assert SHEET.total == 18
    assert check_case(SHEET, SHEET.colours) == []


def test_the_play_report_round_and_its_reference_case():
    columns, points, total = facts.play_report_round(TEXT)
    assert len(columns) == 5
    assert total == facts.round_above_total(TEXT) == 36
    envelope = lc.score_round({c: {"wagers": w, "cards": list(cards)} for c, (w, cards) in columns.items()})
    assert envelope["ok"]
    assert {c: envelope["result"]["colours"][c]["points"] for c in columns} == points
    assert envelope["result"]["total"] == total


def plain_column(wagers: int, cards: tuple[int, ...]) -> int:
    if wagers + len(cards) == 0:
        return 0
    return (sum(cards) - 20) * (1 + wagers) + (20 if wagers + len(cards) >= 8 else 0)


def a_column_scoring(points: int) -> facts.Column:
    for wagers in range(4):
        for size in range(10):
            for cards in itertools.combinations(range(2, 11), size):
                if plain_column(wagers, cards) == points:
                    return wagers, cards
    raise AssertionError(f"no column scores {points}")


def test_the_illustrative_game_is_a_shared_win():
    game = facts.illustrative_game(TEXT)
    assert facts.shared_win_said(TEXT)
    players = [  # each player in a colour of their own, so that no card is twice in a round
        {"name": name, "rounds": [round_of([a_column_scoring(points)], [colour]) for points in scores]}
        for colour, (name, (scores, _)) in zip(lc.COLOURS, game.items(), strict=False)
    ]
    envelope = lc.score({"game": "lost-cities", "players": players})
    assert envelope["ok"], envelope
    result = envelope["result"]
    for player, (scores, total) in zip(result["players"], game.values(), strict=True):
        assert [r["total"] for r in player["rounds"]] == scores
        assert player["total"] == total
    assert result["winners"] == list(game) == ["A", "B"]
