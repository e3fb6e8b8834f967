"""The table's history page (/<lang>/history/) as a person reads it, and the standings computed here
from the scorer's own results, independently of the page. Shared by tests/browser/test_history.py and
benchmarks/bench_history.py; not a test module itself."""
from __future__ import annotations

import dataclasses
import datetime
import json

import scorer

MINUS = "\u2212"


def name_key(name: str) -> str:
    """How the scorers tell two names apart (scorer/common/reading.py)."""
    return name.strip().casefold()


@dataclasses.dataclass
class Finished:
    """A finished game as the test made it: its slug, the game (the scorer's form), its saved id and
    date (ISO, UTC), and the scorer's result."""

    slug: str
    game: dict
    date: str = ""
    id: str = ""

    @property
    def result(self) -> dict:
        envelope = scorer.score(json.loads(json.dumps(self.game)))
        assert envelope["ok"], envelope
        return envelope["result"]


def renamed(game: dict, names: list[str]) -> dict:
    """The game with its players named `names` (in order)."""
    copy = json.loads(json.dumps(game))
    for player, name in zip(copy["players"], names, strict=False):
        player["name"] = name
    return copy


def standings(games: list[Finished], merges: dict[str, str] | None = None) -> dict[str, dict]:
    """By player key: plays, wins (a shared win counts for each), win rate, average, best, last (ISO)."""
    merges = merges or {}
    rows: dict[str, dict] = {}
    for finished in games:
        result = finished.result
        winners = {merges.get(name_key(name), name_key(name)) for name in result["winners"]}
        for player in result["players"]:
            key = merges.get(name_key(player["name"]), name_key(player["name"]))
            row = rows.setdefault(key, {"plays": 0, "wins": 0, "totals": [], "last": None})
            row["plays"] += 1
            row["wins"] += key in winners
            row["totals"].append(player["total"])
            moment = datetime.datetime.fromisoformat(finished.date.replace("Z", "+00:00"))
            if row["last"] is None or moment > row["last"][0]:
                row["last"] = (moment, finished.date)
    return {key: {"plays": row["plays"], "wins": row["wins"], "winRate": row["wins"] / row["plays"],
                  "average": sum(row["totals"]) / row["plays"], "best": max(row["totals"]),
                  "last": row["last"][1]} for key, row in rows.items()}


def running_totals(result: dict) -> list[list[int]] | None:
    """Each player's running total after each round (and the final total when it is not the sum of
    the rounds), or None for a game not scored round by round."""
    players = result["players"]
    if not all(isinstance(player.get("rounds"), list) for player in players):
        return None
    found = []
    for player in players:
        running, total = [], 0
        for round_ in player["rounds"]:
            total += round_["total"]
            running.append(total)
        found.append(running)
    if any(running[-1] != player["total"] for running, player in zip(found, players, strict=True)):
        found = [[*running, player["total"]] for running, player in zip(found, players, strict=True)]
    return found


def shown_number(value: int) -> str:
    """A whole number as the pages write it (small numbers: no grouping; a minus sign, not a hyphen)."""
    return f"{MINUS}{-value}" if value < 0 else str(value)


# The history's figures as the page holds them: each table's rows by player key, each cell's value.
READ_STANDINGS = """() => Object.fromEntries([...document.querySelectorAll('[data-standings] table')]
  .map((table) => [
  table.closest('[data-standings]').dataset.standings,
  Object.fromEntries([...table.querySelectorAll('tbody tr')].map((row) => [row.dataset.player,
    Object.fromEntries([...row.querySelectorAll('td')].map((cell) => [cell.dataset.field,
      {value: cell.dataset.value, text: cell.textContent}]))])),
]))"""
