"""Sushi Go! (Phil Walker-Harding, 2013) as a Marquoir game plug-in: its rules' worked examples, scored
by the scorer package (scorer/sushi_go) at build time, the table of the cards' names in each edition,
the cards' names as glossary terms, its scorer page (one tap per card, player after player and round
after round, scored by the same package in the browser) and the stylesheets of both. Registered in
pyproject.toml under the entry-point group marquoir.games; the rules are content/sushi-go/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin, ScorerSpec, stylesheets

from . import cards, edition_table, examples, messages, samples, scorer_page

HERE = pathlib.Path(__file__).resolve().parent
SCORER_PACKAGE_DIR = HERE.parents[2] / "scorer" / "sushi_go"
RULES_STYLESHEET = "assets/sushi-go/rules.css"

plugin = GamePlugin(
    slug="sushi-go",
    glossary=cards.glossary(),
    package_dir=HERE,
    templates_dir=HERE / "templates",
    fences=(
        FenceHandler(
            word=examples.FENCE_WORD,
            read=examples.read_example,
            template="sushi-go/example.html",
            context=examples.example_context,
        ),
        FenceHandler(
            word=edition_table.FENCE_WORD,
            read=edition_table.read_table,
            template="sushi-go/names.html",
        ),
    ),
    scorer=ScorerSpec(
        package="scorer.sushi_go",
        template="sushi-go/scorer.html",
        static_dir=HERE / "static",
        context=scorer_page.context,
        sample_games=samples.sample_games,
        facts=scorer_page.facts,
        stylesheet="assets/sushi-go/scorer.css",
        messages={**messages.MESSAGES, "game_name": "Sushi Go!"},
    ),
    assets=stylesheets(HERE / "styles", "sushi-go"),
    rules_stylesheets=(RULES_STYLESHEET,),
    watch=(SCORER_PACKAGE_DIR,),
)
