"""Scoring Skull King: a whole game, finished or in progress.

:func:`score` takes JSON-like data, never raises, and answers with an envelope::

    {"ok": True, "result": ..., "warnings": [problem, ...]}
    {"ok": False, "errors": [problem, ...], "warnings": [problem, ...]}

(problems are described in :mod:`scorer.skull_king.problems`; the input in :mod:`.validation`).
"""

from __future__ import annotations

from typing import Any

from ..common.envelope import never_raises
from .cards import ADVANCED
from .scoring import round_lines
from .validation import GAME_ID, Game, Round, captor_index, read_game


@never_raises
def score(data: Any) -> dict:
    """Score a game (the format: :mod:`.validation`; docs/scorer-skull-king.md).

    The result::

        {"game": "skull-king", "edition", "scoring", "advanced": {option: bool, all four},
         "structure": id or null (with cards_dealt), "cards_dealt": [cards of each planned round],
         "rounds_planned", "finished": bool (every planned round given),
         "players": [{"name", "total", "rounds": [ROUND]}], "winners": [names],
         "warnings": [problem, ...]}

    ROUND::

        {"cards", "bid" (the bid scored, after Harry), "bid_shown", "harry", "tricks", "off_by",
         "made", "cannonball", "points": {bid, standard_14, black_14, mermaids_by_pirate,
         pirates_by_skull_king, skull_king_by_mermaid, loot, wager}, "lines": [LINE] * 8,
         "total", "running_total"}

    LINE: one per points line, its computation as data (:mod:`.scoring`). ``winners``: every player with
    the highest total, finished or not. ``warnings`` repeats the envelope's.
    """
    game, errors, warnings = read_game(data)
    if game is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": game_result(game, warnings), "warnings": warnings}


def game_result(game: Game, warnings: list[dict]) -> dict:
    settings = game.settings
    names = [player.name for player in game.players]
    given = len(game.players[0].rounds)
    by_round = [round_entries([player.rounds[number] for player in game.players], names,
                              settings.plan[number], settings.edition, settings.scoring == "rascal")
                for number in range(given)]  # fmt: skip
    players = []
    for index, name in enumerate(names):
        rounds, running = [], 0
        for entries in by_round:
            running += entries[index]["total"]
            rounds.append({**entries[index], "running_total": running})
        players.append({"name": name, "total": running, "rounds": rounds})
    top = max(player["total"] for player in players)
    return {
        "game": GAME_ID,
        "edition": settings.edition,
        "scoring": settings.scoring,
        "advanced": {option: option in settings.advanced for option in ADVANCED},
        "structure": settings.structure,
        "cards_dealt": list(settings.plan),
        "rounds_planned": len(settings.plan),
        "finished": given == len(settings.plan),
        "players": players,
        "winners": [player["name"] for player in players if player["total"] == top],
        "warnings": list(warnings),
    }


def round_entries(rounds: list[Round], names: list[str], cards: int, edition: str,
                  rascal: bool) -> list[dict]:
    """Every player's ROUND of one round, in player order (running totals added by the caller)."""
    alliances = loot_alliances(rounds, names)
    entries = []
    for index, found in enumerate(rounds):
        lines = round_lines(found, cards, edition, rascal, alliances[index])
        points = {entry["line"]: entry["points"] for entry in lines}
        entries.append({
            "cards": cards,
            "bid": found.bid_scored,
            "bid_shown": found.bid,
            "harry": found.harry,
            "tricks": found.tricks,
            "off_by": abs(found.tricks - found.bid_scored),
            "made": found.tricks == found.bid_scored,
            "cannonball": found.cannonball,
            "points": points,
            "lines": lines,
            "total": sum(points.values()),
        })
    return entries


def loot_alliances(rounds: list[Round], names: list[str]) -> list[list[dict]]:
    """Each player's Loot alliances (as the Loot's player or as its captor), in input order."""
    alliances: list[list[dict]] = [[] for _ in rounds]
    for index, found in enumerate(rounds):
        for name in found.loot:
            captor = captor_index(name, names)
            made = found.tricks == found.bid_scored and rounds[captor].tricks == rounds[captor].bid_scored
            alliance = {"loot_player": names[index], "captor": names[captor], "made": made}
            alliances[index].append(alliance)
            alliances[captor].append(alliance)
    return alliances
