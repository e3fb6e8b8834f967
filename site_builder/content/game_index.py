"""The games the site explains: a folder content/<slug>/ with its rules (rules.md, whose front matter
gives the facts shown on the cards), and the game's plug-in
(plugins/interface.py) found by the same slug."""
from __future__ import annotations

import datetime
import re

from ..plugins.interface import GamePlugin
from ..structure.site import Game
from .markdown_blocks import ContentError, Document

PLAYERS = re.compile(r"^(\d+)\s*(?:-|–|à|to|a)\s*(\d+)$")
REQUIRED = ("title", "description", "tagline", "reviewed", "players", "minutes")


def read_game(slug: str, document: Document, plugin: GamePlugin) -> Game:
    fm = document.front_matter
    missing = [key for key in REQUIRED if not fm.values.get(key)]
    if missing:
        raise ContentError(f"{document.path}:1: front matter lacks {', '.join(missing)}")

    def where(key: str) -> str:
        return f"{document.path}:{fm.lines[key]}"

    try:
        reviewed = datetime.date.fromisoformat(fm.values["reviewed"])
    except ValueError as error:
        raise ContentError(f"{where('reviewed')}: reviewed is not an ISO date (YYYY-MM-DD)") from error
    match = PLAYERS.match(fm.values["players"])
    if not match:
        raise ContentError(f"{where('players')}: players is not a range such as `2-4`")
    if not fm.values["minutes"].isdigit():
        raise ContentError(f"{where('minutes')}: minutes is not a whole number")
    players = int(match.group(1)), int(match.group(2))
    return Game(slug, document, reviewed, *players, int(fm.values["minutes"]), plugin)


def unmatched_rules(slugs: list[str], plugins: dict[str, GamePlugin]) -> list[str]:
    """Errors: a rules folder whose game no plug-in declares."""
    return [
        f"content/{slug}/rules.md: no game plug-in is registered as {slug!r} "
        "(an entry point of the group marquoir.games)"
        for slug in slugs
        if slug not in plugins
    ]


def unmatched_plugins(slugs: list[str], plugins: dict[str, GamePlugin]) -> list[str]:
    """Warnings: a registered plug-in whose game has no rules here (it is left out of the site)."""
    return [
        f"game plug-in {slug!r} is registered but content/{slug}/rules.md is missing: not built"
        for slug in plugins
        if slug not in slugs
    ]
