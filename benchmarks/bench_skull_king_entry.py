"""Taps to enter evenings of Skull King on the scorer page, as a table's scorekeeper does on a phone.

    .venv/bin/python benchmarks/bench_skull_king_entry.py

Builds the site into a temporary folder, serves it on loopback with its own _headers, and in Debian's
Chromium at 360 x 740 with touch enters ten-round games of 3, 5 and 8 players (tests/pages/
skull_king_page.py: names left blank, each round every bid, then every player's tricks; a player with
captures taps their "+" and one + a capture first; the page reaches the tricks and the next round by
itself), counting the taps of the rounds and those whose target was not on the screen before the tap
(outside the viewport, or under the sticky totals or the action bar: pages.scorer_table.ON_SCREEN).
Prints taps per player per round, for the rounds with no bonus and in all, beside the goal (2 for a
round with no bonus). Not a test: the browser tests assert the entry; this prints the figures.
"""
from __future__ import annotations

import argparse

from phone_site import phone_on_site  # first: it puts the project and tests/ on the import path

# isort: split
from pages.skull_king_page import SkullKingPage, played_game

GOAL = 2  # taps per player in a round with no bonus
PLAYER_COUNTS = (3, 5, 8)


def enter(page, url: str, players: int) -> dict:
    """The taps of one game's rounds: in all, in rounds with no bonus, and those off the screen."""
    page.goto(url)
    page.wait_for_selector("#scorer[data-ready='true']")
    ui = SkullKingPage(page)
    game = played_game(players, seed=200 + players)
    ui.start(players, [])
    found = {"taps": 0, "plain_taps": 0, "plain_rounds": 0, "rounds": 0, "off": 0}
    start_off = ui.off_screen
    for round_index in range(len(game["players"][0]["rounds"])):
        before = ui.taps
        ui.enter_round(game, round_index)
        taps = ui.taps - before
        found["taps"] += taps
        found["rounds"] += 1
        if not any(player["rounds"][round_index].get("captures") for player in game["players"]):
            found["plain_taps"] += taps
            found["plain_rounds"] += 1
    ui.settled()
    found["off"] = ui.off_screen - start_off
    found["missed"] = ui.missed
    return found


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()
    with phone_on_site("marquoir-skull-king-taps-") as (page, origin):
        url = f"{origin}/fr/skull-king/score/"
        found = {players: enter(page, url, players) for players in PLAYER_COUNTS}
    print("entering ten rounds of Skull King by taps "
          "(bids, then tricks; a capture: its player's + and one + each):")
    for players, f in found.items():
        plain = f["plain_taps"] / (players * f["plain_rounds"]) if f["plain_rounds"] else float("nan")
        print(f"  {players} players: {plain:.2f} taps per player in the {f['plain_rounds']} rounds "
              f"with no bonus (goal {GOAL}), "
              f"{f['taps'] / (players * f['rounds']):.2f} in all {f['rounds']} rounds; "
              f"{f['off']} of {f['taps']} taps off the screen")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
