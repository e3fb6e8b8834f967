"""Skull King (Brent Beck; Grandpa Beck's Games, 2013 and 2021) as a Marquoir game plug-in: its rules'
worked tricks, resolved by scorer.skull_king.tricks at build time, its worked rounds, scored by the scorer
package (scorer/skull_king) at build time, the tables of the cards' names in each edition, the cards' names
as glossary terms, its scorer page (bids then tricks, one tap per player and round, bonuses on demand,
scored by the same package in the browser) and the stylesheets of both. Registered in pyproject.toml under
the entry-point group marquoir.games; the rules are content/skull-king/rules.md, the player aid
content/skull-king/aid.md."""
from __future__ import annotations

import pathlib

from site_builder.game import FenceHandler, GamePlugin, game_scorer, names_fence, stylesheets

from . import cards, messages, samples, scorer_page, worked_rounds, worked_tricks

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    slug="skull-king",
    bgg_id=150145,  # its number on BoardGameGeek (the 2013 and 2021 editions are one entry there)
    glossary=cards.glossary(),
    package_dir=HERE,
    fences=(
        FenceHandler(word=worked_tricks.FENCE_WORD, read=worked_tricks.read_example,
                     template="skull-king/trick.html", context=worked_tricks.example_context),
        FenceHandler(word=worked_rounds.FENCE_WORD, read=worked_rounds.read_example,
                     template="skull-king/round.html", context=worked_rounds.example_context),
        names_fence("skull-king-names", cards.EDITION_LANGUAGES,
                    {"2021": cards.EDITIONS, "2013": cards.EDITIONS_2013}, "skull-king/names.html"),
    ),
    scorer=game_scorer("skull-king", HERE, "scorer.skull_king", page=scorer_page, samples=samples,
                       messages=messages, name="Skull King"),
    assets=stylesheets(HERE / "styles", "skull-king"),
    rules_stylesheets=("assets/skull-king/rules.css",),
)
