"""The games the site explains: a folder content/<slug>/ with its rules (rules.md, whose front matter
gives the facts shown on the cards), its player aid if any (aid.md), and the game's plug-in
(plugins/interface.py) found by the same slug."""
from __future__ import annotations

import datetime
import importlib
import re

from ..exceptions import ContentError, Level, Problem
from ..plugins.interface import GamePlugin
from ..structure.site import Game
from .markdown_blocks import Document

PLAYERS = re.compile(r"^(\d+)(?:\s*(?:-|–|à|to|a)\s*(\d+))?$")  # `2-4`, or `2` for one count
REQUIRED = ("title", "description", "tagline", "reviewed", "players", "minutes")
AID_REQUIRED = ("title", "description")


def read_aid(aid: Document | None) -> Document | None:
    """The player aid (content/<slug>/aid.md), checked: its front matter gives its title and description."""
    if aid is None:
        return None
    missing = [key for key in AID_REQUIRED if not aid.front_matter.values.get(key)]
    if missing:
        raise ContentError(Problem(f"front matter lacks {', '.join(missing)}", aid.path, 1))
    return aid


def read_game(slug: str, document: Document, plugin: GamePlugin, aid: Document | None = None) -> Game:
    fm = document.front_matter
    missing = [key for key in REQUIRED if not fm.values.get(key)]
    if missing:
        raise ContentError(Problem(f"front matter lacks {', '.join(missing)}", document.path, 1))

    def problem(key: str, text: str) -> Problem:
        return Problem(text, document.path, fm.lines[key])

    try:
        reviewed = datetime.date.fromisoformat(fm.values["reviewed"])
    except ValueError as error:
        raise ContentError(problem("reviewed", "reviewed is not an ISO date (YYYY-MM-DD)")) from error
    match = PLAYERS.match(fm.values["players"])
    if not match:
        raise ContentError(problem("players", "players is not a number or a range such as `2-4`"))
    if not fm.values["minutes"].isdigit():
        raise ContentError(problem("minutes", "minutes is not a whole number"))
    players = int(match.group(1)), int(match.group(2) or match.group(1))
    scored = scorer_player_counts(plugin)
    if scored and players != (min(scored), max(scored)):
        wanted = f"{min(scored)}-{max(scored)}" if min(scored) != max(scored) else str(min(scored))
        raise ContentError(problem("players", f"players says {fm.values['players']} but the scorer "
                                              f"({plugin.scorer.package}) scores {wanted} players"))
    return Game(slug, document, reviewed, *players, int(fm.values["minutes"]), plugin, read_aid(aid))


def scorer_player_counts(plugin: GamePlugin) -> tuple[int, ...]:
    """The numbers of players the game's scorer scores (checked when plug-ins load), or () for none."""
    if plugin.scorer is None:
        return ()
    return tuple(importlib.import_module(plugin.scorer.package).PLAYER_COUNTS)


def unmatched_rules(slugs: list[str], plugins: dict[str, GamePlugin]) -> list[Problem]:
    """Errors: a rules folder whose game no plug-in declares."""
    return [
        Problem(f"no game plug-in is registered as {slug!r} (an entry point of the group marquoir.games)",
                f"content/{slug}/rules.md")
        for slug in slugs
        if slug not in plugins
    ]


def unmatched_plugins(slugs: list[str], plugins: dict[str, GamePlugin]) -> list[Problem]:
    """Warnings: a registered plug-in whose game has no rules here (it is left out of the site)."""
    return [
        Problem(f"game plug-in {slug!r} is registered but content/{slug}/rules.md is missing: not built",
                level=Level.WARNING)
        for slug in plugins
        if slug not in slugs
    ]
