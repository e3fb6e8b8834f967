"""Lost Cities (Reiner Knizia, 1999) as a Marquoir game plug-in: its rules' worked examples, checked by
the scorer package (scorer/lost_cities) at build time, its scorer page (one tap per card, round after
round, scored by the same package in the browser) and the stylesheets of both. Registered in
pyproject.toml under the entry-point group marquoir.games; the rules are content/lost-cities/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin, ScorerSpec
from site_builder.structure.pages import Asset

from . import examples, samples, scorer_page

HERE = pathlib.Path(__file__).resolve().parent
SCORER_PACKAGE_DIR = HERE.parents[2] / "scorer" / "lost_cities"
RULES_STYLESHEET = "assets/lost-cities/rules.css"
SCORER_STYLESHEET = "assets/lost-cities/scorer.css"


def stylesheets(plugin: GamePlugin) -> list[Asset]:
    """The rules' and the scorer page's stylesheets."""
    return [
        Asset(logical, data=(HERE / "styles" / name).read_bytes(), fingerprint=True)
        for logical, name in ((RULES_STYLESHEET, "rules.css"), (SCORER_STYLESHEET, "scorer.css"))
    ]


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
        stylesheet=SCORER_STYLESHEET,
    ),
    assets=stylesheets,
    rules_stylesheets=(RULES_STYLESHEET,),
    watch=(SCORER_PACKAGE_DIR,),
)
