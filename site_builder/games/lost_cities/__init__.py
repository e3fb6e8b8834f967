"""Lost Cities (Reiner Knizia, 1999) as a Marquoir game plug-in: rules only for now (no scorer page),
their worked examples checked by the scorer package (scorer/lost_cities) at build time, and the
stylesheet that draws them. Registered in pyproject.toml under the entry-point group marquoir.games;
the rules themselves are content/lost-cities/rules.md."""
from __future__ import annotations

import pathlib

from site_builder.pages import Asset
from site_builder.plugins import FenceHandler, GamePlugin

from . import examples

HERE = pathlib.Path(__file__).resolve().parent
SCORER_PACKAGE_DIR = HERE.parents[2] / "scorer" / "lost_cities"
RULES_STYLESHEET = "assets/lost-cities/rules.css"


def stylesheets(plugin: GamePlugin) -> list[Asset]:
    """The rules' stylesheet."""
    return [Asset(RULES_STYLESHEET, data=(HERE / "styles" / "rules.css").read_bytes(), fingerprint=True)]


plugin = GamePlugin(
    slug="lost-cities",
    package_dir=HERE,
    templates_dir=HERE / "templates",
    fences=(
        FenceHandler(
            word=examples.FENCE_WORD,
            read=examples.read_example,
            template="lost-cities/example.html",
        ),
    ),
    assets=stylesheets,
    rules_stylesheets=(RULES_STYLESHEET,),
    watch=(SCORER_PACKAGE_DIR,),
)
