"""Arboretum's scorer page: the template's variables, and the facts its scripts read (facts.mjs)."""
from __future__ import annotations

from scorer.arboretum import HAND_SIZE, SPECIES, SPECIES_BY_PLAYERS, VALUES
from site_builder.game import scorer_context

from .species import SPECIES as SHOWN_SPECIES

PLAYER_COUNTS = tuple(sorted(SPECIES_BY_PLAYERS))


def facts() -> dict:
    """What the page's scripts know of the game, from the scorer itself."""
    return {
        "species": list(SPECIES),
        "values": list(VALUES),
        "playerCounts": list(PLAYER_COUNTS),
        "speciesByPlayers": {str(players): count for players, count in SPECIES_BY_PLAYERS.items()},
        "handSize": HAND_SIZE,
    }


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    return {
        **scorer_context(render, [(species.id, species.name) for species in SHOWN_SPECIES], PLAYER_COUNTS),
        "species": [{"id": species.id, "name": render.term(species.name)} for species in SHOWN_SPECIES],
        "values": list(VALUES),
    }
