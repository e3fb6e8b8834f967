"""Scoring a finished game: rights, best paths, totals, the winners and the tie-break.

Both entry points take JSON-like data, never raise on it, and answer with an envelope::

    {"ok": True, "result": ..., "warnings": [problem, ...]}
    {"ok": False, "errors": [problem, ...], "warnings": [problem, ...]}

(problems are described in :mod:`scorer.arboretum.problems`).
"""

from __future__ import annotations

from typing import Any

from ..common.envelope import never_raises
from .cards import species_order
from .endgame import Endgame, Player
from .paths import best_paths, fill_path_entry, path_entry, search
from .rights import hand_totals
from .validation import read_arboretum, read_game


@never_raises
def score(data: Any) -> dict:
    """Score a finished game given as ``{"players": [{"name", "arboretum", "hand"}, ...]}``.

    The result::

        {"species": [ids present anywhere in the game, canonical order],
         "players": [{"name", "total", "species_in_arboretum", "species": {id: ENTRY}}],
         "winners": [names], "tie_break": None or {"tied", "species_counts", "decided"}}

    ENTRY is a path entry (see :func:`score_arboretum`) plus ``hand`` (values in hand, sorted),
    ``hand_total`` (after an 8 is cancelled), ``eight_cancelled_by`` (the opponent holding the 1, or
    None), ``right``, ``points`` (0 without the right) and ``in_arboretum`` (cards planted).
    """
    endgame, errors, warnings = read_game(data)
    if endgame is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    return {"ok": True, "result": endgame_result(endgame), "warnings": warnings}


@never_raises
def score_arboretum(cards: Any) -> dict:
    """Best path of each species present in one arboretum (a list of planted cards), as if the
    player had the right to score it: ``{species_id: PATH_ENTRY}`` in canonical order, where

    PATH_ENTRY = {"path": [[row, col], ...] rising, [] if none, "path_points", "cards",
    "all_of_species", "doubled", "card_points", "start_bonus" (0 or 1), "end_bonus" (0 or 2)}.
    """
    arboretum, errors, warnings = read_arboretum(cards)
    if arboretum is None:
        return {"ok": False, "errors": errors, "warnings": warnings}
    present = species_order({card.species for card in arboretum})
    paths = best_paths(arboretum)
    result = {species: path_entry(paths.get(species)) for species in present}
    return {"ok": True, "result": result, "warnings": warnings}


def endgame_result(endgame: Endgame) -> dict:
    players = endgame.players
    hands = [player.hand for player in players]
    totals, top, cancelled = hand_totals([player.name for player in players], hands)
    planted = [player.planted for player in players]
    species_ids = species_order(set().union(*hands, *planted))
    blanks = blank_entries(species_ids, top)
    results = [
        player_result(player, blanks, player_totals, top, counts)
        for player, player_totals, counts in zip(players, totals, planted, strict=True)
    ]
    for species, (index, holder_of_one) in cancelled.items():
        results[index]["species"][species]["eight_cancelled_by"] = holder_of_one
    winners, tie_break = decide(results)
    return {"species": species_ids, "players": results, "winners": winners, "tie_break": tie_break}


#: The ENTRY of a species a player neither planted nor holds, but for "right" and its fresh lists.
BLANK_ENTRY = {
    **path_entry(None),
    "hand": [],
    "hand_total": 0,
    "eight_cancelled_by": None,
    "right": True,
    "points": 0,
    "in_arboretum": 0,
}
BLANK_WITHOUT_RIGHT = {**BLANK_ENTRY, "right": False}


def blank_entries(species_ids: list[str], top: dict[str, int]) -> list[tuple[str, dict]]:
    """The blank ENTRY of each species of the game for a player who does not hold it: with the right
    only when nobody holds it (a top sum is never 0)."""
    return [(species, BLANK_WITHOUT_RIGHT if species in top else BLANK_ENTRY) for species in species_ids]


def player_result(
    player: Player,
    blanks: list[tuple[str, dict]],
    totals: dict[str, int],
    top: dict[str, int],
    counts: dict[str, int],
) -> dict:
    """One player's result: an ENTRY for every species in the game, and the total; `totals` are the
    player's hand sums, `top` the highest of each species, `counts` the cards planted of each species.

    Every ENTRY starts as a copy of its blank (keys in order, no resizing); then the few species the
    player planted, holds or has a path of are filled in. An 8 cancelled is told by the caller.
    """
    entries = {}
    for species, blank in blanks:
        entries[species] = entry = blank.copy()
        entry["path"] = []
        entry["hand"] = []
    for species, count in counts.items():
        entries[species]["in_arboretum"] = count
    for species, values in player.hand.items():
        entry = entries[species]
        entry["hand"] = values  # the player's own list, made for this result (see hand_values)
        entry["hand_total"] = hand_total = totals[species]
        entry["right"] = hand_total == top[species]
    total = 0
    for species, best in search(player.grid).items():
        entry = entries[species]
        fill_path_entry(entry, best)
        if entry["right"]:
            entry["points"] = points = entry["path_points"]
            total += points
    return {"name": player.name, "total": total, "species_in_arboretum": len(counts), "species": entries}


def decide(players: list[dict]) -> tuple[list[str], dict | None]:
    """Winners (input order) and the tie-break record, None when one player has the top total alone."""
    top = max(player["total"] for player in players)
    tied = [player for player in players if player["total"] == top]
    if len(tied) == 1:
        return [tied[0]["name"]], None
    most = max(player["species_in_arboretum"] for player in tied)
    winners = [player["name"] for player in tied if player["species_in_arboretum"] == most]
    tie_break = {
        "tied": [player["name"] for player in tied],
        "species_counts": {player["name"]: player["species_in_arboretum"] for player in tied},
        "decided": len(winners) < len(tied),
    }
    return winners, tie_break
