"""Lost Cities' scorer page: the template's variables, and the facts its scripts read (facts.mjs).

The colour ids, their order, the card values and the wager count are the scorer's (scorer.lost_cities);
this module adds only what a reader sees: each colour's name, from the catalogs."""
from __future__ import annotations

from scorer.lost_cities import COLOURS, LONG_GAME_COLOURS, MAX_WAGERS, VALUES
from site_builder.game import pgettext, scorer_context

PLAYERS = 2  # the scorer refuses any other count
DEFAULT_ROUNDS = 3  # the usual game


COLOUR_NAMES = {
    # Translators: a Lost Cities expedition colour, yellow: a card's colour and an expedition's name, as a
    # capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "yellow": pgettext("lost-cities colour", "Jaune"),
    # Translators: a Lost Cities expedition colour, blue: a card's colour and an expedition's name, as a
    # capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "blue": pgettext("lost-cities colour", "Bleu"),
    # Translators: a Lost Cities expedition colour, white: a card's colour and an expedition's name, as a
    # capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "white": pgettext("lost-cities colour", "Blanc"),
    # Translators: a Lost Cities expedition colour, green: a card's colour and an expedition's name, as a
    # capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "green": pgettext("lost-cities colour", "Vert"),
    # Translators: a Lost Cities expedition colour, red: a card's colour and an expedition's name, as a
    # capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "red": pgettext("lost-cities colour", "Rouge"),
    # Translators: a Lost Cities expedition colour, purple (only in the long game): a card's colour and an
    # expedition's name, as a capitalised word. Glossary term (TRANSLATING.md): sentences naming it must use
    # this translation.
    "purple": pgettext("lost-cities colour", "Violet"),
}

# Each colour's sign, drawn on every card beside its value (a shape, the same in every language), so
# that a card is told apart without its colour; the page's legend names each one.
COLOUR_MARKS = {"yellow": "☀", "blue": "≈", "white": "▲", "green": "♣", "red": "●", "purple": "◆"}
WAGER_MARK = "×"  # the wager cards' face: they multiply the column
CHOSEN_MARK = "✓"

# The game's words, one per thing in each language, shared by the rules and the scorer page: every
# message whose French holds one must hold its translation (the build's glossary check).
TERMS = (
    # Translators: the Lost Cities wager card (it multiplies an expedition's points), "carte Pari" or "pari"
    # in sentences; English "wager". Glossary term (TRANSLATING.md): sentences naming it must use this
    # translation.
    pgettext("lost-cities term", "Pari"),
    # Translators: the Lost Cities variant with a sixth colour, purple (six expeditions a player); English
    # "long game". Glossary term (TRANSLATING.md): sentences naming it must use this translation.
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
        "colourMarks": COLOUR_MARKS,
        "wagerMark": WAGER_MARK,
        "chosenMark": CHOSEN_MARK,
    }


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    named = [(colour, COLOUR_NAMES[colour]) for colour in LONG_GAME_COLOURS]
    return scorer_context(render, named, (PLAYERS,))
