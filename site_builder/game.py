"""The one door of the core for a game's plug-in: a game imports this module and nothing else of
site_builder (tests/site_builder/test_game_door.py checks it).

What a plug-in finds here:

- its declaration: `GamePlugin` (registered under the entry-point group `marquoir.games`), with its
  fences (`FenceHandler`, or `example_fence` for worked examples), its scorer page (`game_scorer`, or
  a `ScorerSpec` laid out another way) and its stylesheets (`stylesheets`, after the kit's rules);
- its words, in French, looked up in the catalogs when a page is rendered: `_`, `pgettext` (a msgctxt:
  glossary terms, buttons) and `ngettext` (plurals), each a `Declared`; `PROBLEM_WORDS` are the words
  of the problems every scorer shares (the kit's problem-words.mjs says them), which a game's MESSAGES
  take first and may reword;
- its scorer page's template variables: `scorer_context` (data-terms from `terms`, the player slots
  and counts);
- the tables of its cards' names in each edition (`names_fence`, drawn with the core's `names_table`
  macro: templates/names_table.html);
- its worked examples' reading: `fence_options` (the `key="value"` options of a fence's info string)
  and `scored_example` (the scorer's result, each refusal at the line of the player it concerns);
- its fences' parsed form (`Fence`) and what a fence's reader raises on bad content: `ContentError`
  holding one or more `Problem`s (file and line), which the build reports, every one at once.

The scorer page's modules find the kit's beside their own (site_builder/static/scorer/: `./name.mjs`);
the fixture game tests/fixtures/tinygame is the smallest complete example.
"""
from __future__ import annotations

from .content.markdown_blocks import Fence
from .content.names_tables import names_fence
from .content.worked_examples import fence_options, scored_example
from .exceptions import ContentError, Problem
from .plugins.interface import (
    FenceHandler,
    GamePlugin,
    ScorerSpec,
    example_fence,
    game_scorer,
    stylesheets,
)
from .plugins.messages import Declared, _, ngettext, pgettext
from .rendering.scorer_messages import PROBLEM_WORDS, scorer_context, terms

__all__ = [
    "PROBLEM_WORDS",
    "ContentError",
    "Declared",
    "Fence",
    "FenceHandler",
    "GamePlugin",
    "Problem",
    "ScorerSpec",
    "_",
    "example_fence",
    "fence_options",
    "game_scorer",
    "names_fence",
    "ngettext",
    "pgettext",
    "scored_example",
    "scorer_context",
    "stylesheets",
    "terms",
]
