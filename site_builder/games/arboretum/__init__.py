"""Arboretum (Dan Cassar, 2015) as a Marquoir game plug-in: its worked examples in the rules, its
scorer page, and the stylesheets that colour its species. Registered in pyproject.toml under the
entry-point group marquoir.games; the rules themselves are content/arboretum/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.game import GamePlugin, example_fence, game_scorer, stylesheets

from . import examples, messages, samples, scorer_page
from .species import SPECIES, colour_rules

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    bgg_id=140934,  # its number on BoardGameGeek: finished games link to BG Stats
    slug="arboretum",
    package_dir=HERE,
    fences=(example_fence("arboretum", examples),),
    scorer=game_scorer("arboretum", HERE, "scorer.arboretum", page=scorer_page, samples=samples,
                       messages=messages, name="Arboretum"),
    assets=stylesheets(HERE / "styles", "arboretum", prelude=colour_rules),
    rules_stylesheets=("assets/arboretum/rules.css",),
    glossary=tuple(species.name for species in SPECIES),
)
