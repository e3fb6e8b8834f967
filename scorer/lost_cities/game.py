"""Scoring Lost Cities: a whole game, one player's round, or one column.

Every entry point takes JSON-like data, never raises on it, and answers with an envelope::

    {"ok": True, "result": ..., "warnings": [problem, ...]}
    {"ok": False, "errors": [problem, ...], "warnings": [problem, ...]}

(problems are described in :mod:`scorer.lost_cities.problems`; the input format in
:mod:`scorer.lost_cities.validation`).
"""

from __future__ import annotations

from typing import Any

from ..common.envelope import never_raises
from .colours import colours_in_play
from .expedition import column_entry
from .validation import GAME_ID, Column, Game, read_game, read_lone_column, read_lone_round


@never_raises
def score(data: Any) -> dict:
    """Score a game given as ``{"game"?, "long_game"?, "players": [{"name", "rounds": [ROUND]}] * 2}``
    where ROUND is ``{colour: {"wagers"?: 0..3, "cards"?: [2..10]}}``.

    The result::

        {"game": "lost-cities", "long_game": bool, "colours": [ids in play, display order],
         "players": [{"name", "total", "rounds": [{"total", "colours": {id: ENTRY}}]}],
         "winners": [every name with the highest total, input order]}

    Every colour in play appears in every round, in display order; ENTRY is the entry of
    :func:`score_expedition` (an unstarted colour: ``"started": false``, 0 points).
    """
    game, errors, warnings = read_game(data)
    if game is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": game_result(game), "warnings": warnings}


@never_raises
def score_round(round_data: Any, long_game: Any = False) -> dict:
    """Score one player's round ``{colour: {"wagers"?, "cards"?}}`` on its own.

    The result is ``{"total", "colours": {id: ENTRY}}``, as one round of :func:`score`.
    """
    columns, errors, warnings = read_lone_round(round_data, long_game)
    if columns is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": round_result(columns, bool(long_game)), "warnings": warnings}


@never_raises
def score_expedition(wagers: Any = 0, cards: Any = ()) -> dict:
    """Score one column: `wagers` wager cards (0 to 3) and the number cards `cards` (2 to 10, once each).

    The result is the ENTRY::

        {"started", "points", "sum", "wagers", "cards" (sorted), "count" (wagers + numbers),
         "cost" (20, or 0 when not started), "multiplier" (1 + wagers), "bonus" (20 at 8+ cards, or 0)}

    with ``points == (sum - cost) * multiplier + bonus``: a page can show ``(23 − 20) × 2 + 20``.
    """
    column, errors, warnings = read_lone_column(wagers, cards)
    if column is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": column_result(column), "warnings": warnings}


def column_result(column: Column | None) -> dict:
    if column is None:
        return column_entry(0, ())
    return column_entry(column.wagers, column.values)


def round_result(columns: dict[str, Column], long_game: bool) -> dict:
    entries = {colour: column_result(columns.get(colour)) for colour in colours_in_play(long_game)}
    return {"total": sum(entry["points"] for entry in entries.values()), "colours": entries}


def game_result(game: Game) -> dict:
    players = []
    for player in game.players:
        rounds = [round_result(columns, game.long_game) for columns in player.rounds]
        players.append({"name": player.name, "total": sum(r["total"] for r in rounds), "rounds": rounds})
    top = max(player["total"] for player in players)
    return {
        "game": GAME_ID,
        "long_game": game.long_game,
        "colours": list(colours_in_play(game.long_game)),
        "players": players,
        "winners": [player["name"] for player in players if player["total"] == top],
    }
