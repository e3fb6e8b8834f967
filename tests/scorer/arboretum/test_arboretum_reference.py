"""The shared reference suites (../shared/reference-games/, through the conftest fixtures) pass in full.

Each test goes through a whole suite and lists every mismatch, so one failure shows them all.
"""

from __future__ import annotations

from scorer import arboretum


def course_mismatches(case: dict) -> list[str]:
    envelope = arboretum.score(case["game"])
    if not envelope["ok"]:
        return [f"{case['id']}: refused: {envelope['errors']}"]
    result, expected = envelope["result"], case["expected"]
    players = {player["name"]: player for player in result["players"]}
    found = []
    for name, per_species in expected["species"].items():
        for species, want in per_species.items():
            entry = players[name]["species"][species]
            got = {"right": entry["right"], "points": entry["points"]}
            if got != want:
                found.append(f"{case['id']} {name} {species}: got {got}, expected {want}")
    totals = {name: player["total"] for name, player in players.items()}
    if totals != expected["totals"]:
        found.append(f"{case['id']} totals: got {totals}, expected {expected['totals']}")
    if result["winners"] != expected["winners"]:
        found.append(f"{case['id']} winners: got {result['winners']}, expected {expected['winners']}")
    if envelope["warnings"]:
        found.append(f"{case['id']} warnings: {envelope['warnings']}")
    return found


def layout_mismatches(case: dict) -> list[str]:
    envelope = arboretum.score_arboretum(case["arboretum"])
    if not envelope["ok"]:
        return [f"{case['id']}: refused: {envelope['errors']}"]
    result = envelope["result"]
    planted = {card["species"] for card in case["arboretum"]}
    found = []
    if set(result) != planted:
        found.append(f"{case['id']}: species {sorted(result)} instead of {sorted(planted)}")
    for species, want in case["best_path_points"].items():
        got = result[species]["path_points"] if species in result else 0
        if got != want:
            found.append(f"{case['id']} {species}: got {got} points, expected {want}")
    return found


def test_course_endgames_all_agree(reference_games):
    cases = reference_games["games"]
    assert len(cases) == 16
    assert [problem for case in cases for problem in course_mismatches(case)] == []


def test_course_endgames_cover_every_species_of_each_game(reference_games):
    for case in reference_games["games"]:
        result = arboretum.score(case["game"])["result"]
        for name, per_species in case["expected"]["species"].items():
            assert sorted(per_species) == sorted(result["species"]), (case["id"], name)


def test_path_layouts_all_agree(reference_layouts):
    cases = reference_layouts["layouts"]
    assert len(cases) == 10
    assert [problem for case in cases for problem in layout_mismatches(case)] == []


def test_a_changed_expectation_is_caught(reference_games, reference_layouts):
    """The comparison itself can fail: a reference with one point more is reported."""
    case = reference_games["games"][0]
    name, per_species = next(iter(case["expected"]["species"].items()))
    species = next(iter(per_species))
    altered_species = {
        **case["expected"]["species"],
        name: {
            **per_species,
            species: {**per_species[species], "points": per_species[species]["points"] + 1},
        },
    }
    altered = {**case, "expected": {**case["expected"], "species": altered_species}}
    assert len(course_mismatches(altered)) == 1
    layout = reference_layouts["layouts"][0]
    first = next(iter(layout["best_path_points"]))
    points = {**layout["best_path_points"], first: layout["best_path_points"][first] + 1}
    assert len(layout_mismatches({**layout, "best_path_points": points})) == 1
