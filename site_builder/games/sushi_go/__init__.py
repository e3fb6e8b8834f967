"""Sushi Go! (Phil Walker-Harding, 2013) as a Marquoir game plug-in: its rules' worked examples, scored
by the scorer package (scorer/sushi_go) at build time, the table of the cards' names in each edition,
the cards' names as glossary terms, and the rules' stylesheet. Registered in pyproject.toml under the
entry-point group marquoir.games; the rules are content/sushi-go/rules.md. No scorer page yet."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin
from site_builder.structure.pages import Asset

from . import cards, edition_table, examples

HERE = pathlib.Path(__file__).resolve().parent
SCORER_PACKAGE_DIR = HERE.parents[2] / "scorer" / "sushi_go"
RULES_STYLESHEET = "assets/sushi-go/rules.css"


def stylesheets(plugin: GamePlugin) -> list[Asset]:
    """The rules' stylesheet."""
    return [Asset(RULES_STYLESHEET, data=(HERE / "styles" / "rules.css").read_bytes(), fingerprint=True)]


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
    assets=stylesheets,
    rules_stylesheets=(RULES_STYLESHEET,),
    watch=(SCORER_PACKAGE_DIR,),
)
