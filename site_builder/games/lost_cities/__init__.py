"""Lost Cities (Reiner Knizia, 1999) as a Marquoir game plug-in: its rules' worked examples, checked by
the scorer package (scorer/lost_cities) at build time, its scorer page (one tap per card, round after
round, scored by the same package in the browser) and the stylesheets of both. Registered in
pyproject.toml under the entry-point group marquoir.games; the rules are content/lost-cities/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin, ScorerSpec, stylesheets

from . import examples, messages, samples, scorer_page

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    slug="lost-cities",
    glossary=(*scorer_page.COLOUR_NAMES.values(), *scorer_page.TERMS),
    package_dir=HERE,
    templates_dir=HERE / "templates",
    fences=(
        FenceHandler(
            word=examples.FENCE_WORD,
            read=examples.read_example,
            template="lost-cities/example.html",
            context=examples.example_context,
        ),
    ),
    scorer=ScorerSpec(
        package="scorer.lost_cities",
        template="lost-cities/scorer.html",
        static_dir=HERE / "static",
        context=scorer_page.context,
        sample_games=samples.sample_games,
        facts=scorer_page.facts,
        stylesheet="assets/lost-cities/scorer.css",
        messages={**messages.MESSAGES, "game_name": "Lost Cities"},
    ),
    assets=stylesheets(HERE / "styles", "lost-cities"),
    rules_stylesheets=("assets/lost-cities/rules.css",),
    watch=(HERE.parents[2] / "scorer" / "lost_cities",),
)
