"""The pieces of scorer.common that the games share, on their own: the order in which a problem is
worded, and the reading of a list under a key and of the players of a game by rounds."""

from __future__ import annotations

from scorer.common.english import describe_problem
from scorer.common.json_text import problem
from scorer.common.reading import Report, read_list, read_rounds_players
from scorer.lost_cities import problems as lost_cities_problems


def test_a_game_s_own_words_come_before_the_shared_ones_then_code_and_params():
    def own_words(code: str, params: dict) -> str | None:
        return "the game's words" if code == "empty_name" else None

    place = {"player": 0}
    assert describe_problem(problem("empty_name", where=place), str, own_words) == "the game's words"
    assert describe_problem(problem("duplicate_name", name="Ana"), str, own_words) == (
        'two players are called "Ana"'
    )
    assert describe_problem(problem("made_up", count=2), str, own_words) == 'made_up {"count": 2}'


def test_read_list_reports_a_missing_key_or_a_wrong_type_at_the_place_given():
    report = Report()
    place = {"field": "players"}
    assert read_list({"players": (1, 2)}, "players", place, report) == (1, 2)
    assert read_list({}, "players", place, report) is None
    assert read_list({"players": "no"}, "players", place, report) is None
    assert report.errors == [
        problem("missing_key", where=place, key="players"),
        problem("wrong_type", where=place, expected="list"),
    ]


def test_read_rounds_players_reads_each_round_at_its_place_and_checks_across_players():
    report = Report()
    where = lost_cities_problems.where
    seen = []

    def read_round(data, place):
        seen.append((data, place))
        return data

    players = read_rounds_players(
        [{"name": "Ana", "rounds": ["a", "b"]}, {"name": " ana ", "rounds": []}, 7],
        where, read_round, lambda place: problem("no_rounds_here", where=place), report,
    )
    assert [(player.index, player.name, player.rounds) for player in players] == [
        (0, "Ana", ["a", "b"]), (1, " ana ", [])
    ]
    assert seen == [("a", where(player=0, player_name="Ana", round=0)),
                    ("b", where(player=0, player_name="Ana", round=1))]
    assert report.errors == [
        problem("no_rounds_here", where=where(player=1, player_name=" ana ", field="rounds")),
        problem("wrong_type", where=where(player=2), expected="object"),
        problem("duplicate_name", name=" ana "),
        problem("round_counts", counts=[2, 0, None]),
    ]
