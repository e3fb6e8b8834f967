"""Sushi Go!'s scorer page: the template's variables and the facts its scripts read (facts.mjs).

The kinds, hand sizes, deck and points are the scorer's (scorer.sushi_go); this module adds only what a
reader sees: each card's name (the glossary's, cards.NAMES), from the catalogs."""
from __future__ import annotations

from scorer.sushi_go import (
    CARDS_OF_KIND,
    DECK,
    HAND_SIZES,
    KINDS,
    MAKI_ICONS,
    NIGIRI_POINTS,
    PLAYER_COUNTS,
    ROUNDS,
    WASABI_FACTOR,
)
from site_builder.game import scorer_context

from .cards import CODES, NAMES, card_of


def facts() -> dict:
    """What the page's scripts know of the game, from the scorer itself."""
    return {
        "kinds": list(KINDS),
        "cardOf": {kind: card_of(kind) for kind in KINDS},
        # The code each key shows and takes typed (the worked examples' own: T, M2, W+Sq), keyed by kind.
        "codes": {kind: code for code, kind in CODES.items()},
        "cardsOfKind": {kind: len(cards) for kind, cards in CARDS_OF_KIND.items()},
        "kindCards": {kind: list(cards) for kind, cards in CARDS_OF_KIND.items()},
        "deck": dict(DECK),
        "handSizes": {str(count): size for count, size in HAND_SIZES.items()},
        "playerCounts": list(PLAYER_COUNTS),
        "rounds": ROUNDS,
        "makiIcons": MAKI_ICONS,
        "nigiriPoints": NIGIRI_POINTS,
        "wasabiFactor": WASABI_FACTOR,
    }


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    return scorer_context(render, NAMES.items(), PLAYER_COUNTS)
