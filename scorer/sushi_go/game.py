"""Scoring Sushi Go!: a whole game, finished (3 rounds) or in progress (1 or 2).

:func:`score` takes JSON-like data, never raises, and answers with an envelope::

    {"ok": True, "result": ..., "warnings": [problem, ...]}
    {"ok": False, "errors": [problem, ...], "warnings": [problem, ...]}

(problems are described in :mod:`scorer.sushi_go.problems`; the input in :mod:`.validation`).
"""

from __future__ import annotations

from typing import Any

from ..common.envelope import never_raises
from .cards import KINDS, ROUNDS, card_count
from .scoring import maki_icons, maki_standings, own_lines, pudding_standings
from .validation import GAME_ID, Game, read_game


@never_raises
def score(data: Any) -> dict:
    """Score a game given as ``{"game"?: "sushi-go", "players": [{"name", "rounds": [ROUND]}] * 2..5}``
    where ROUND is ``{kind: count}`` (1 to 3 rounds, the same number for everyone).

    The result::

        {"game": "sushi-go", "hand_size": int, "finished": bool (3 rounds given),
         "players": [{"name", "rounds": [ROUND_ENTRY], "pudding": PUDDING, "total"}],
         "winners": [names], "tie_break": None or {"tied", "puddings", "decided"}}

    ROUND_ENTRY::

        {"total", "points": {"tempura", "sashimi", "dumpling", "nigiri", "maki"},
         "cards": cards in the round (a wasabi-* counts two), "kinds": {kind: count, every kind},
         "lines": {"tempura", "sashimi", "dumpling", "nigiri", "maki"}}

    the lines holding each computation (:func:`.scoring.own_lines`; maki:
    ``{"icons", "place": 1 | 2 | null, "tied": [names of the others at that place], "shares",
    "place_points"}``: ``place_points // shares`` is the points).

    PUDDING: ``{"cards" (all rounds given), "points": int or null until 3 rounds, "place": "most" |
    "fewest" | null, "tied": [names], "shares", "place_points" (6, -6, or 0 for the fewest at 2
    players), "all_equal"}``; the standing is given during the game too, the points only at the end.

    ``total`` is the rounds' totals plus the pudding points (none until 3 rounds). ``winners``: the
    players with the highest total; in a finished game those among them with the most pudding cards
    (several when that ties too); in a game in progress, everyone level at the top. ``tie_break``
    (finished games only, when the top total is shared): the tied names, their pudding cards by name,
    and whether the puddings decided.
    """
    game, errors, warnings = read_game(data)
    if game is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": game_result(game), "warnings": warnings}


def game_result(game: Game) -> dict:
    names = [player.name for player in game.players]
    rounds_given = len(game.players[0].rounds)
    finished = rounds_given == ROUNDS
    by_round = [round_entries([player.rounds[number] for player in game.players], names)
                for number in range(rounds_given)]
    puddings = [sum(found.get("pudding", 0) for found in player.rounds) for player in game.players]
    pudding_lines = with_names(pudding_standings(puddings), names)
    players = []
    for index, name in enumerate(names):
        rounds = [entries[index] for entries in by_round]
        pudding = pudding_lines[index]
        points = pudding.pop("points")
        entry_total = sum(entry["total"] for entry in rounds) + (points if finished else 0)
        players.append({
            "name": name,
            "rounds": rounds,
            "pudding": {"cards": pudding["cards"], "points": points if finished else None, **pudding},
            "total": entry_total,
        })
    winners, tie_break = decide(players, finished)
    return {
        "game": GAME_ID,
        "hand_size": game.hand_size,
        "finished": finished,
        "players": players,
        "winners": winners,
        "tie_break": tie_break,
    }


def with_names(lines: list[dict], names: list[str]) -> list[dict]:
    """The lines with ``tied`` as names rather than indexes."""
    for line in lines:
        line["tied"] = [names[other] for other in line["tied"]]
    return lines


def round_entries(rounds: list[dict[str, int]], names: list[str]) -> list[dict]:
    """Every player's ROUND_ENTRY of one round (``rounds``: each player's counts, in player order)."""
    makis = with_names(maki_standings([maki_icons(counts) for counts in rounds]), names)
    entries = []
    for counts, maki in zip(rounds, makis, strict=True):
        points, lines = own_lines(counts)
        points["maki"] = maki.pop("points")
        lines["maki"] = maki
        entries.append({
            "total": sum(points.values()),
            "points": points,
            "cards": sum(count * card_count(kind) for kind, count in counts.items()),
            "kinds": {kind: counts.get(kind, 0) for kind in KINDS},
            "lines": lines,
        })
    return entries


def decide(players: list[dict], finished: bool) -> tuple[list[str], dict | None]:
    top = max(player["total"] for player in players)
    tied = [player for player in players if player["total"] == top]
    if len(tied) == 1 or not finished:
        return [player["name"] for player in tied], None
    most = max(player["pudding"]["cards"] for player in tied)
    winners = [player["name"] for player in tied if player["pudding"]["cards"] == most]
    tie_break = {
        "tied": [player["name"] for player in tied],
        "puddings": {player["name"]: player["pudding"]["cards"] for player in tied},
        "decided": len(winners) < len(tied),
    }
    return winners, tie_break
