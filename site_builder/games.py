"""The games the site explains, read from their rules page's front matter (content/<game>/rules.md)."""
from __future__ import annotations

import dataclasses
import datetime
import re

from .markdown_blocks import ContentError, Document

PLAYERS = re.compile(r"^(\d+)\s*(?:-|–|à|to|a)\s*(\d+)$")
REQUIRED = ("title", "description", "tagline", "reviewed", "players", "minutes")


@dataclasses.dataclass(frozen=True)
class Game:
    slug: str  # the URL part: /<lang>/<slug>/
    document: Document
    reviewed: datetime.date
    min_players: int
    max_players: int
    minutes: int


def read_game(slug: str, document: Document) -> Game:
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
    return Game(slug, document, reviewed, int(match.group(1)), int(match.group(2)), int(fm.values["minutes"]))
