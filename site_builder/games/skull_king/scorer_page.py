"""Skull King's scorer page: the template's variables and the facts its scripts read (facts.mjs).

Everything is the scorer's (scorer.skull_king): the editions and their players, the scorings, the
advanced options, the captures each edition counts, the wagers and Harry's changes, and the cards dealt
in each round of each structure for each number of players, read from the scorer's own answer (a
structure's numbers are capped at what the deck deals every hand), so no rule is written twice."""
from __future__ import annotations

from scorer.skull_king import (
    ADVANCED,
    CAPTURE_DECK,
    EDITION_CAPTURES,
    EDITIONS,
    HARRY_CHANGES,
    MOST_PLAYERS_OF,
    PLAYER_COUNTS,
    SCORINGS,
    STRUCTURES,
    WAGERS,
    score,
)
from site_builder.game import scorer_context

from .cards import NAMES

#: The structures each edition plays (2013: the standard one only).
EDITION_STRUCTURES = {"2021": tuple(STRUCTURES), "2013": ("standard",)}


def planned(edition: str, structure: str, players: int) -> list[int]:
    """The cards dealt in each planned round, as the scorer reads a game of `players` players: its first
    round's tricks all won by the first player, as many as the scorer deals (tried from the structure's
    own number down, since the scorer caps it at what the deck deals every hand)."""
    for tricks in range(STRUCTURES[structure][0], 0, -1):
        rounds = [[{"bid": 0, "tricks": tricks if index == 0 else 0}] for index in range(players)]
        game = {"game": "skull-king", "edition": edition, "structure": structure,
                "players": [{"name": f"p{index}", "rounds": rounds[index]} for index in range(players)]}
        envelope = score(game)
        if envelope["ok"]:
            return envelope["result"]["cards_dealt"]
    raise ValueError(f"no plan for {edition} {structure} at {players}")


def plans() -> dict:
    """{edition: {structure: {players: [cards of each round]}}}."""
    found = {}
    for edition in EDITIONS:
        counts = range(PLAYER_COUNTS[0], MOST_PLAYERS_OF[edition] + 1)
        found[edition] = {structure: {str(count): planned(edition, structure, count) for count in counts}
                          for structure in EDITION_STRUCTURES[edition]}
    return found


def facts() -> dict:
    """What the page's scripts know of the game, from the scorer itself."""
    return {
        "editions": list(EDITIONS),
        "mostPlayers": dict(MOST_PLAYERS_OF),
        "playerCounts": list(PLAYER_COUNTS),
        "scorings": list(SCORINGS),
        "advanced": list(ADVANCED),
        "structures": {edition: list(names) for edition, names in EDITION_STRUCTURES.items()},
        "plans": plans(),
        "captures": {edition: list(kinds) for edition, kinds in EDITION_CAPTURES.items()},
        "captureDeck": dict(CAPTURE_DECK),
        "wagers": list(WAGERS),
        "harryChanges": list(HARRY_CHANGES),
    }


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    return scorer_context(render, NAMES.items(), PLAYER_COUNTS)
