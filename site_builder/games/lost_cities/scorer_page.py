"""Lost Cities' scorer page: the template's variables, and the facts its scripts read (facts.mjs).

The colour ids, their order, the card values and the wager count are the scorer's (scorer.lost_cities);
this module adds only what a reader sees: each colour's name, from the catalogs."""
from __future__ import annotations

from scorer.lost_cities import COLOURS, LONG_GAME_COLOURS, MAX_WAGERS, VALUES
from site_builder.plugins.interface import pgettext
from site_builder.rendering.scorer_messages import terms

PLAYERS = 2  # the scorer refuses any other count
DEFAULT_ROUNDS = 3  # the usual game


COLOUR_NAMES = {
    "yellow": pgettext("lost-cities colour", "Jaune"),
    "blue": pgettext("lost-cities colour", "Bleu"),
    "white": pgettext("lost-cities colour", "Blanc"),
    "green": pgettext("lost-cities colour", "Vert"),
    "red": pgettext("lost-cities colour", "Rouge"),
    "purple": pgettext("lost-cities colour", "Violet"),
}

# The game's words, one per thing in each language, shared by the rules and the scorer page: every
# message whose French holds one must hold its translation (the build's glossary check).
TERMS = (
    pgettext("lost-cities term", "Pari"),
    pgettext("lost-cities term", "partie longue"),
)


def facts() -> dict:
    """What the page's scripts know of the game, from the scorer itself."""
    return {
        "colours": list(COLOURS),
        "longGameColours": list(LONG_GAME_COLOURS),
        "values": list(VALUES),
        "maxWagers": MAX_WAGERS,
        "players": PLAYERS,
        "defaultRounds": DEFAULT_ROUNDS,
    }


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    return {
        "terms": terms(render, [(colour, COLOUR_NAMES[colour]) for colour in LONG_GAME_COLOURS]),
        "player_slots": range(PLAYERS),
    }
