"""Arboretum (Dan Cassar, 2015) as a Marquoir game plug-in: its worked examples in the rules, its
scorer page, and the stylesheets that colour its species. Registered in pyproject.toml under the
entry-point group marquoir.games; the rules themselves are content/arboretum/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin, ScorerSpec, stylesheets

from . import examples, messages, samples, scorer_page
from .species import SPECIES, colour_rules

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    slug="arboretum",
    package_dir=HERE,
    templates_dir=HERE / "templates",
    fences=(
        FenceHandler(
            word=examples.FENCE_WORD,
            read=examples.read_example,
            template="arboretum/example.html",
            context=examples.example_context,
        ),
    ),
    scorer=ScorerSpec(
        package="scorer.arboretum",
        template="arboretum/scorer.html",
        static_dir=HERE / "static",
        context=scorer_page.context,
        facts=scorer_page.facts,
        stylesheet="assets/arboretum/scorer.css",
        sample_games=samples.sample_games,
        messages={**messages.MESSAGES, "game_name": "Arboretum"},
    ),
    assets=stylesheets(HERE / "styles", "arboretum", prelude=colour_rules),
    rules_stylesheets=("assets/arboretum/rules.css",),
    watch=(HERE.parents[2] / "scorer" / "arboretum",),
    glossary=tuple(species.name for species in SPECIES),
)
