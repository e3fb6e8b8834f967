"""Lost Cities (Reiner Knizia, 1999) as a Marquoir game plug-in: its rules' worked examples, checked by
the scorer package (scorer/lost_cities) at build time, its scorer page (one tap per card, round after
round, scored by the same package in the browser) and the stylesheets of both. Registered in
pyproject.toml under the entry-point group marquoir.games; the rules are content/lost-cities/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.game import GamePlugin, example_fence, game_scorer, stylesheets

from . import examples, messages, samples, scorer_page

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    bgg_id=50,  # its number on BoardGameGeek: finished games link to BG Stats
    slug="lost-cities",
    glossary=(*scorer_page.COLOUR_NAMES.values(), *scorer_page.TERMS),
    package_dir=HERE,
    fences=(example_fence("lost-cities", examples),),
    scorer=game_scorer("lost-cities", HERE, "scorer.lost_cities", page=scorer_page, samples=samples,
                       messages=messages, name="Lost Cities"),
    assets=stylesheets(HERE / "styles", "lost-cities"),
    rules_stylesheets=("assets/lost-cities/rules.css",),
)
