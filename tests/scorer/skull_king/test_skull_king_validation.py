"""Every kind of bad Skull King game is refused with its code and the params that name the player and
round; the warnings; all problems at once in a stable order; and a last test that fails when a code
of the package has no test."""

from __future__ import annotations

import copy
import json
import os
import pathlib
import subprocess
import sys

import pytest
from skull_king_codes import CODES_FILE, MET, met

from scorer import skull_king as sk
from scorer.skull_king import problems
from scorer.skull_king.problems import where

ROOT = pathlib.Path(__file__).resolve().parents[3]
HERE = pathlib.Path(__file__).resolve().parent


def game(*rounds_by_player, names=("Ana", "Ben", "Cat"), **top) -> dict:
    """A 2021 game of as many players as round lists given (named Ana, Ben, Cat... by default)."""
    pairs = zip(names, rounds_by_player, strict=False)
    players = [{"name": name, "rounds": list(rounds)} for name, rounds in pairs]
    return {"game": "skull-king", **top, "players": players}


def r(bid, tricks, **extra) -> dict:
    return {"bid": bid, "tricks": tricks, **extra}


def good() -> dict:
    return game([r(1, 1)], [r(0, 0)], [r(0, 0)])


def errors(data) -> list[dict]:
    envelope = sk.score(data)
    assert envelope["ok"] is False and set(envelope) == {"ok", "errors", "warnings"}, envelope
    json.dumps(envelope)
    return met(envelope["errors"])


def codes(data) -> list[str]:
    return [problem["code"] for problem in errors(data)]


def warnings(data) -> list[dict]:
    envelope = sk.score(data)
    assert envelope["ok"], envelope
    return met(envelope["warnings"])


def at(player=None, name=None, round_index=None, field=None) -> dict:
    return where(player, name, round_index, field)


def test_a_good_game_has_no_problem():
    envelope = sk.score(good())
    assert envelope["ok"] and envelope["warnings"] == [] and envelope["result"]["warnings"] == []


# --- the top of the file ---------------------------------------------------------------------------


@pytest.mark.parametrize(("data", "expected"), [
    ([], [problems.wrong_type(at(), "object")]),
    ({}, [problems.missing_key(at(), "players")]),
    ({"players": {}}, [problems.wrong_type(at(field="players"), "list")]),
    ({"game": "skull", "players": []}, [problems.wrong_game("skull"), problems.player_count(0)]),
    ({"game": "skull-king", "colour": 1, "players": [{"name": "A", "rounds": [r(0, 0)]}]},
     [problems.player_count(1), problems.unknown_key(at(), "colour")]),
])  # fmt: skip
def test_the_top_of_the_file(data, expected):
    assert errors(data) == expected


@pytest.mark.parametrize(("top", "expected"), [
    ({"edition": "2022"}, [problems.unknown_option(at(field="edition"), "2022")]),
    ({"edition": 2021}, [problems.unknown_option(at(field="edition"), 2021)]),
    ({"scoring": "wizard"}, [problems.unknown_option(at(field="scoring"), "wizard")]),
    ({"structure": "spiral"}, [problems.unknown_option(at(field="structure"), "spiral")]),
    ({"advanced": {"davy_jones": True}}, [problems.unknown_option(at(field="advanced"), "davy_jones")]),
    ({"advanced": ["loot"]}, [problems.wrong_type(at(field="advanced"), "object")]),
    ({"advanced": {"kraken": 1}}, [problems.wrong_type(at(field="advanced.kraken"), "boolean")]),
    ({"structure": "standard", "cards_dealt": [1]}, [problems.structure_and_cards_dealt()]),
    ({"cards_dealt": 3}, [problems.wrong_type(at(field="cards_dealt"), "list")]),
    ({"cards_dealt": []}, [problems.round_count(at(field="cards_dealt"), 0, 20)]),
    ({"cards_dealt": [1, 0, "2"]}, [problems.bad_count(at(round_index=1, field="cards_dealt"), 0, 23),
                                    problems.bad_count(at(round_index=2, field="cards_dealt"), "2", 23)]),
])  # fmt: skip
def test_the_options(top, expected):
    assert errors({**good(), **top}) == expected


def test_options_the_2013_edition_lacks():
    data = {**good(), "edition": "2013", "scoring": "rascal", "structure": "whirlpool",
            "advanced": {"kraken": True, "loot": False}}  # fmt: skip
    assert errors(data) == [
        problems.not_in_edition(at(field="scoring"), "2013"),
        problems.not_in_edition(at(field="advanced.kraken"), "2013"),
        problems.not_in_edition(at(field="structure"), "2013"),
    ]
    assert errors({**good(), "edition": "2013", "cards_dealt": [2, 3]}) == [
        problems.not_in_edition(at(field="cards_dealt"), "2013")
    ]
    assert sk.score({**good(), "edition": "2013", "cards_dealt": [1, 2]})["ok"]
    data = game([r(1, 1, captures={"standard_14": 1, "mermaids_by_pirate": 1})], [r(0, 0)], edition="2013")
    assert errors(data) == [
        problems.not_in_edition(at(0, "Ana", 0, "standard_14"), "2013"),
        problems.not_in_edition(at(0, "Ana", 0, "mermaids_by_pirate"), "2013"),
    ]


def test_players_and_names():
    assert errors(game(*[[r(0, 0)]] * 7, names="ABCDEFG", edition="2013")) == [
        problems.edition_players(7, "2013", 6)
    ]
    assert errors(game([r(0, 0)], [r(0, 0)], names=("Ana", " ana "))) == [problems.duplicate_name(" ana ")]
    assert errors(game([r(0, 0)], [r(0, 0)], names=("Ana", "  "))) == [
        problems.empty_name(at(1, field="name"))
    ]
    data = good()
    data["players"][0]["age"] = 9
    assert errors(data) == [problems.unknown_key(at(0), "age")]
    assert errors(game(*[[r(0, 0)]] * 9, names="ABCDEFGHI")) == [problems.player_count(9)]
    assert errors(game([r(0, 0)], names=("A",))) == [problems.player_count(1)]


def test_round_counts():
    eleven = [r(0, 0)] * 11
    assert errors(game(eleven, eleven)) == [
        problems.round_count(at(0, "Ana", field="rounds"), 11, 10),
        problems.round_count(at(1, "Ben", field="rounds"), 11, 10),
    ]
    six = [r(0, 0)] * 6
    assert codes(game(six, six, structure="skip-to-the-brawl")) == ["round_count", "round_count"]
    assert codes(game([r(0, 0)] * 2, [r(0, 0)] * 2, structure="past-your-bedtime")) == ["round_count"] * 2
    assert errors(game([], [])) == [
        problems.round_count(at(0, "Ana", field="rounds"), 0, 10),
        problems.round_count(at(1, "Ben", field="rounds"), 0, 10),
    ]
    assert errors(game([r(1, 1)], [r(0, 0), r(0, 0)])) == [problems.round_counts([1, 2])]
    assert errors(game(*[[r(0, 0)]] * 8, names="ABCDEFGH", cards_dealt=[10])) == [
        problems.deck_too_small(0, 10, 8, 70)
    ]


# --- a player's round --------------------------------------------------------------------------------


@pytest.mark.parametrize(("round_data", "expected"), [
    ("x", [problems.wrong_type(at(0, "Ana", 0), "object")]),
    ({"tricks": 1}, [problems.missing_key(at(0, "Ana", 0), "bid")]),
    (r(2, 1), [problems.bad_count(at(0, "Ana", 0, "bid"), 2, 1)]),
    (r(True, -1), [problems.bad_count(at(0, "Ana", 0, "bid"), True, 1),
                   problems.bad_count(at(0, "Ana", 0, "tricks"), -1, 1)]),
    (r(1.0, "1"), [problems.bad_count(at(0, "Ana", 0, "bid"), 1.0, 1),
                   problems.bad_count(at(0, "Ana", 0, "tricks"), "1", 1)]),
    (r(1, 1, score=20), [problems.unknown_key(at(0, "Ana", 0), "score")]),
    (r(1, 1, captures=[]), [problems.wrong_type(at(0, "Ana", 0, "captures"), "object")]),
    (r(1, 1, captures={"kraken": 1}), [problems.unknown_key(at(0, "Ana", 0, "captures"), "kraken")]),
    (r(1, 1, captures={"standard_14": 4}), [problems.bad_count(at(0, "Ana", 0, "standard_14"), 4, 3)]),
    (r(1, 1, loot=["Ben"]), [problems.option_off(at(0, "Ana", 0, "loot"), "loot")]),
    (r(1, 1, wager=10), [problems.option_off(at(0, "Ana", 0, "wager"), "pirate_abilities")]),
    (r(1, 1, harry=0), [problems.option_off(at(0, "Ana", 0, "harry"), "pirate_abilities")]),
    (r(1, 1, cannonball=False), [problems.option_off(at(0, "Ana", 0, "cannonball"), "rascal")]),
])  # fmt: skip
def test_a_round_of_one_card(round_data, expected):
    assert errors(game([round_data], [r(0, 0)], [r(0, 0)])) == expected


def test_a_capture_needs_a_trick_and_a_trick_holds_the_hands_cards():
    assert errors(game([r(1, 0, captures={"standard_14": 1})], [r(0, 0)], cards_dealt=[1])) == [
        problems.capture_without_trick(at(0, "Ana", 0, "standard_14"))
    ]
    data = game([r(1, 1, captures={"standard_14": 3, "black_14": 1})], [r(0, 0)], [r(0, 0)])
    assert errors(data) == [problems.captures_above_tricks(at(0, "Ana", 0, "captures"), 4, 3)]
    data = game([r(1, 1, captures={"pirates_by_skull_king": 3})], [r(0, 0)], [r(0, 0)])
    assert errors(data) == [problems.pirates_above_trick(at(0, "Ana", 0, "pirates_by_skull_king"), 3, 2)]


def test_captures_across_the_players_of_a_round():
    two = [r(1, 1)]
    data = game([r(1, 1, captures={"black_14": 1})], [r(1, 1, captures={"black_14": 1})], [r(0, 0)],
                cards_dealt=[2])  # fmt: skip
    assert errors(data) == [problems.captures_above_deck(0, "black_14", 2, 1)]
    data = game([r(1, 1, captures={"pirates_by_skull_king": 1})],
                [r(1, 1, captures={"pirates_by_skull_king": 1})],
                [r(0, 0)], cards_dealt=[2])  # fmt: skip
    assert errors(data) == [problems.one_skull_king(0)]
    data = game([r(1, 1, captures={"pirates_by_skull_king": 1})],
                [r(1, 1, captures={"skull_king_by_mermaid": 1})],
                [r(0, 0)], cards_dealt=[2])  # fmt: skip
    assert errors(data) == [problems.one_skull_king(0)]
    data = game([r(1, 1, captures={"mermaids_by_pirate": 2})],
                [r(1, 1, captures={"skull_king_by_mermaid": 1})],
                [r(0, 0)], cards_dealt=[2])  # fmt: skip
    assert errors(data) == [problems.two_mermaids(0, 3)]
    assert sk.score(game(two, two, [r(0, 0)], cards_dealt=[2]))["ok"]


def test_tricks_across_the_players_of_a_round():
    assert errors(game([r(2, 2)], [r(2, 2)], cards_dealt=[2])) == [problems.tricks_above_cards(0, 4, 2)]
    assert errors(game([r(1, 1)], [r(0, 0)], [r(0, 0)], cards_dealt=[2])) == [
        problems.tricks_missing(0, 1, 2, 0)
    ]
    both = {"kraken": True, "white_whale": True}
    assert errors(game([r(0, 0)], [r(0, 0)], [r(0, 0)], cards_dealt=[3], advanced=both)) == [
        problems.tricks_missing(0, 0, 3, 2)
    ]
    assert errors(game([r(0, 0)], [r(0, 0)], edition="2013")) == [problems.tricks_missing(0, 0, 1, 0)]
    assert sk.score(game([r(0, 0)], [r(0, 0)], cards_dealt=[5]))["ok"]  # Graybeard took them


def test_warnings():
    both = {"kraken": True, "white_whale": True}
    assert warnings(game([r(1, 1)], [r(0, 0)], [r(0, 0)], cards_dealt=[3], advanced=both)) == [
        problems.tricks_lost(0, 2)
    ]
    everything = {"loot": True, "kraken": True, "white_whale": True}
    eight = [[r(1, 1)]] * 8 + [[r(0, 0)]] * 0
    data = game(*eight, names="ABCDEFGH", cards_dealt=[9], advanced=everything)
    assert warnings(data) == [problems.tricks_lost(0, 1), problems.over_eight_cards(0, 9)]
    assert sk.describe(problems.over_eight_cards(0, 9)) == (
        "round 1: 9 cards dealt at 8 players, above the publisher's 8"
    )


# --- Loot, Rascal's wager, Harry ------------------------------------------------------------------------

LOOT = {"loot": True}
ABILITIES = {"pirate_abilities": True}


def test_loot():
    data = game([r(0, 0, loot=["Ana"])], [r(1, 1)], [r(0, 0)], advanced=LOOT)
    assert errors(data) == [problems.loot_to_self(at(0, "Ana", 0, "loot"))]
    data = game([r(0, 0, loot=["Dan"])], [r(1, 1)], [r(0, 0)], advanced=LOOT)
    assert errors(data) == [problems.loot_unknown_player(at(0, "Ana", 0, "loot"), "Dan")]
    data = game([r(1, 1, loot=["Cat"])], [r(0, 0)], [r(0, 0)], advanced=LOOT)
    assert errors(data) == [problems.loot_without_trick(at(0, "Ana", 0, "loot"), "Cat")]
    data = game(
        [r(0, 0, loot=["Ben", "Ben"])], [r(2, 2)], [r(0, 0, loot=["Ben"])], cards_dealt=[2], advanced=LOOT
    )
    assert errors(data) == [problems.loot_count(0, 3)]
    assert errors(game([r(1, 1, loot="Ben")], [r(0, 0)], [r(0, 0)], advanced=LOOT)) == [
        problems.wrong_type(at(0, "Ana", 0, "loot"), "names")
    ]
    assert errors(game([r(1, 1, loot=[2])], [r(0, 0)], [r(0, 0)], advanced=LOOT)) == [
        problems.wrong_type(at(0, "Ana", 0, "loot"), "names")
    ]


def test_two_loot_alliances_of_one_player_both_count():
    data = game([r(0, 0, loot=["ben", "Cat"])], [r(1, 1)], [r(1, 1)], cards_dealt=[2], advanced=LOOT)
    ana, ben, cat = sk.score(data)["result"]["players"]
    assert ana["rounds"][0]["points"]["loot"] == 40 and ana["total"] == 60
    assert (ben["total"], cat["total"]) == (40, 40)
    loot_line = ana["rounds"][0]["lines"][6]
    assert loot_line["alliances"] == [{"loot_player": "Ana", "captor": "Ben", "made": True},
                                      {"loot_player": "Ana", "captor": "Cat", "made": True}]  # fmt: skip


@pytest.mark.parametrize(("rounds", "advanced", "expected"), [
    ([[r(1, 1, wager=15)], [r(0, 0)]], ABILITIES,
     [problems.bad_value(at(0, "Ana", 0, "wager"), 15, (0, 10, 20))]),
    ([[r(1, 1, harry=2)], [r(0, 0)]], ABILITIES,
     [problems.bad_value(at(0, "Ana", 0, "harry"), 2, (-1, 0, 1))]),
    ([[r(1, 1, harry=True)], [r(0, 0)]], ABILITIES,
     [problems.bad_value(at(0, "Ana", 0, "harry"), True, (-1, 0, 1))]),
    ([[r(1, 0, wager=10)], [r(0, 0)]], ABILITIES,
     [problems.ability_without_trick(at(0, "Ana", 0, "wager")),
                                                   problems.wager_last_trick(at(0, "Ana", 0, "wager"))]),
    ([[r(1, 0, harry=-1)], [r(0, 0)]], ABILITIES,
     [problems.ability_without_trick(at(0, "Ana", 0, "harry"))]),
    ([[r(1, 1, wager=10)], [r(0, 0)]], ABILITIES,
     [problems.wager_last_trick(at(0, "Ana", 0, "wager"))]),
    ([[r(0, 1, harry=-1)], [r(0, 0)]], ABILITIES,
     [problems.harry_out_of_range(at(0, "Ana", 0, "harry"), -1, 1)]),
    ([[r(1, 1, harry=1)], [r(0, 0)]], ABILITIES,
     [problems.harry_out_of_range(at(0, "Ana", 0, "harry"), 2, 1)]),
])  # fmt: skip
def test_pirate_abilities_in_a_one_card_round(rounds, advanced, expected):
    assert errors(game(*rounds, cards_dealt=[1], advanced=advanced)) == expected


def test_one_wager_and_one_change_a_round():
    data = game([r(1, 1, wager=10, harry=1), r(0, 0)], [r(1, 1, wager=20, harry=-1), r(0, 0)],
                cards_dealt=[3, 1], advanced=ABILITIES)  # fmt: skip
    assert errors(data) == [problems.two_abilities(0, "wager"), problems.two_abilities(0, "harry")]
    data = game(
        [r(1, 1, wager=0), r(0, 0)], [r(1, 1, wager=20), r(0, 0)], cards_dealt=[3, 1], advanced=ABILITIES
    )
    assert sk.score(data)["ok"]  # a wager of 0 is no wager


def test_a_cannonball_is_a_boolean():
    data = game([r(1, 1, cannonball="yes")], [r(0, 0)], [r(0, 0)], scoring="rascal")
    assert errors(data) == [problems.wrong_type(at(0, "Ana", 0, "cannonball"), "boolean")]


# --- order, limits, facts ----------------------------------------------------------------------------


def test_every_problem_at_once_in_a_stable_order():
    data = {
        "game": "skull-king",
        "edition": "2021",
        "scoring": "nope",
        "extra": 1,
        "players": [
            {"name": "Ana", "rounds": [r(2, 1), r(0, 0, captures={"black_14": 1})]},
            {"name": "ana", "rounds": [r(0, 0)]},
            {"name": "", "rounds": [r(0, 0), r(0, 0)]},
        ],
    }
    assert codes(data) == [
        "unknown_option",
        "unknown_key",
        "bad_count",
        "capture_without_trick",
        "empty_name",
        "duplicate_name",
        "round_counts",
    ]
    assert codes(copy.deepcopy(data)) == codes(data)


def test_the_limits_are_refused_first():
    long_name = game([r(0, 0)], [r(0, 0)], names=("N" * 41, ""))
    assert errors(long_name) == [problems.over_limit("name", 40, at(0, field="name"))]
    many = game([r(0, 0)] * 21, [r(0, 0)])
    assert errors(many) == [problems.over_limit("rounds", 20, at(0, field="rounds"))]
    dealt = game([r(0, 0)], [r(0, 0)], cards_dealt=[1] * 21)
    assert errors(dealt) == [problems.over_limit("rounds", 20, at(field="cards_dealt"))]


def test_the_page_facts():
    assert sk.PLAYER_COUNTS == (2, 3, 4, 5, 6, 7, 8) and sk.MOST_PLAYERS_OF == {"2021": 8, "2013": 6}
    assert sk.LIMITS.players == 8 and sk.LIMITS.rounds == 20 and sk.LIMITS.name == 40
    assert sk.LIMITS.file == 256_000 and sk.LIMITS.problems == 50
    assert (
        len(sk.card_ids("2021")) == 56 + 9 and len(sk.card_ids("2013")) == 52 + 6
    )  # a two-faced card: 2 ids
    assert sk.STRUCTURES["whirlpool"] == (9, 9, 7, 7, 5, 5, 3, 3, 1, 1)
    assert sk.LINES == ("bid", "standard_14", "black_14", "mermaids_by_pirate", "pirates_by_skull_king",
                        "skull_king_by_mermaid", "loot", "wager")  # fmt: skip
    assert set(sk.ERROR_CODES).isdisjoint(sk.SHARED_CODES) and sk.WARNING_CODES == (
        "tricks_lost",
        "over_eight_cards",
    )


def test_zz_every_code_has_a_test(tmp_path):
    """Every error and warning code of the package was met by a test of this folder (not_json: by the
    command line's tests). Run last, in one process, the tests before filled MET; under pytest-xdist
    they may have run elsewhere, so the folder's modules that note codes (those calling met()) then run
    again in a process of their own."""
    wanted = set(sk.ERROR_CODES + sk.WARNING_CODES) - {"not_json"}
    found = set(MET)
    if wanted - found:
        kept = tmp_path / "codes"
        modules = sorted(HERE.glob("test_*.py"))
        noting = [str(path) for path in modules if "met(" in path.read_text(encoding="utf-8")]
        command = [
            sys.executable,
            "-m",
            "pytest",
            *noting,
            "-q",
            "-p",
            "no:xdist",
            "-p",
            "no:cacheprovider",
            "-k",
            "not test_zz",
        ]
        subprocess.run(command, env={**os.environ, CODES_FILE: str(kept)}, cwd=ROOT, check=True,
                       capture_output=True)  # fmt: skip
        found = set(kept.read_text(encoding="utf-8").split())
    assert wanted - found == set()


def test_a_2013_round_cannot_use_what_the_2021_edition_added():
    data = game([r(1, 1, loot=["Ben"], wager=10, harry=0, cannonball=True)], [r(0, 0)], edition="2013")
    assert errors(data) == [problems.not_in_edition(at(0, "Ana", 0, field), "2013")
                            for field in ("loot", "wager", "harry", "cannonball")]  # fmt: skip


def test_a_long_cards_dealt_is_refused_first_even_without_players():
    expected = [problems.over_limit("rounds", 20, at(field="cards_dealt"))]
    assert errors({"cards_dealt": [1] * 100_000}) == expected
    assert sk.describe(expected[0]) == '"cards_dealt": more than 20 rounds'
    assert sk.describe(problems.missing_key(at(), "players")) == 'the game: "players" is missing'
    assert sk.describe(problems.wrong_type(at(0, "Ana", 0, "loot"), "names")) == (
        "Ana, round 1: the Loot should be a list of players' names")
    assert sk.describe(problems.empty_name(at(1, field="name"))) == "player 2: the name is empty"
