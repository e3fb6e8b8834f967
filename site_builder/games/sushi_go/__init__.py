"""Sushi Go! (Phil Walker-Harding, 2013) as a Marquoir game plug-in: its rules' worked examples, scored
by the scorer package (scorer/sushi_go) at build time, the table of the cards' names in each edition,
the cards' names as glossary terms, its scorer page (one tap per card, player after player and round
after round, scored by the same package in the browser) and the stylesheets of both. Registered in
pyproject.toml under the entry-point group marquoir.games; the rules are content/sushi-go/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.game import GamePlugin, example_fence, game_scorer, names_fence, stylesheets

from . import cards, examples, messages, samples, scorer_page

HERE = pathlib.Path(__file__).resolve().parent


plugin = GamePlugin(
    bgg_id=133473,  # its number on BoardGameGeek: finished games link to BG Stats
    slug="sushi-go",
    glossary=cards.glossary(),
    package_dir=HERE,
    fences=(
        example_fence("sushi-go", examples),
        names_fence("sushi-go-names", cards.EDITION_LANGUAGES, {"sushi-go": cards.EDITIONS},
                    "sushi-go/names.html"),
    ),
    scorer=game_scorer("sushi-go", HERE, "scorer.sushi_go", page=scorer_page, samples=samples,
                       messages=messages, name="Sushi Go!"),
    assets=stylesheets(HERE / "styles", "sushi-go"),
    rules_stylesheets=("assets/sushi-go/rules.css",),
)
