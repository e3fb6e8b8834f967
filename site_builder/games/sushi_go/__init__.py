"""Sushi Go! (Phil Walker-Harding, 2013) as a Marquoir game plug-in: its rules' worked examples, scored
by the scorer package (scorer/sushi_go) at build time, the table of the cards' names in each edition,
the cards' names as glossary terms, and the rules' stylesheet. Registered in pyproject.toml under the
entry-point group marquoir.games; the rules are content/sushi-go/rules.md. No scorer page yet."""
from __future__ import annotations

import pathlib

from site_builder.plugins.interface import FenceHandler, GamePlugin, example_fence
from site_builder.structure.pages import Asset

from . import cards, edition_table, examples

HERE = pathlib.Path(__file__).resolve().parent
RULES_STYLESHEET = "assets/sushi-go/rules.css"


def stylesheets(plugin: GamePlugin) -> list[Asset]:
    """The rules' stylesheet."""
    return [Asset(RULES_STYLESHEET, data=(HERE / "styles" / "rules.css").read_bytes(), fingerprint=True)]


plugin = GamePlugin(
    slug="sushi-go",
    glossary=cards.glossary(),
    package_dir=HERE,
    fences=(
        example_fence("sushi-go", examples),
        FenceHandler(
            word=edition_table.FENCE_WORD,
            read=edition_table.read_table,
            template="sushi-go/names.html",
        ),
    ),
    assets=stylesheets,
    rules_stylesheets=(RULES_STYLESHEET,),
    watch=(HERE.parents[2] / "scorer" / "sushi_go",),  # a rules-only game: its examples' scorer
)
