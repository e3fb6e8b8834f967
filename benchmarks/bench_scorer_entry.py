"""Taps to enter a finished game of Arboretum on the scorer page, as a player on a phone does.

    .venv/bin/python benchmarks/bench_scorer_entry.py

Builds the site into a temporary folder, serves it on loopback with its own _headers, and in Debian's
Chromium at 360 x 740 with touch enters finished games of 2, 3 and 4 players by taps only
(tests/pages/arboretum_page.py: names left blank, gardens row by row, one tap per card plus a tap per
row start or gap), counting taps from "new game" to the last hand card. Prints taps per card beside the goals
(a 2-player game of 21 planted and 14 hand cards in at most 55 taps, a 4-player game in at most 110; per
card no worse than 1.26 and 1.38), then the taps whose target was off the screen when it was needed: its
box outside the viewport, under a fixed or sticky bar, or under anything else drawn over its middle (a
scroll a person must make first; counted from the first garden on, the form above it scrolled past once).
Goals: none for 2 players, at most one per player for 4 (the hand to the next garden).
Not a test: the browser tests assert the goals; this prints the figures.
"""
from __future__ import annotations

import argparse

from phone_site import phone_on_site  # first: it puts the project and tests/ on the import path

# isort: split
from pages.arboretum_page import ScorerPage, random_game

TAP_GAMES = {2: (10, 11), 3: (9, 9, 9), 4: (8, 8, 7, 7)}  # cards planted per player
TAP_GOALS = {2: 55, 4: 110}
OFF_SCREEN_GOALS = {2: "goal 0 (before: 7 of 44)", 4: "goal <= 4, one per player (before: about 32 of 92)"}


def count_taps(page, url: str) -> dict[int, tuple[int, int, list[str]]]:
    """Players -> (taps, cards, off-screen targets) for a game entered by taps only, names left blank."""
    page.goto(url)
    ui = ScorerPage(page)
    found = {}
    for players, planted in TAP_GAMES.items():
        game = random_game(players=players, planted=planted, seed=players)
        game = {"players": [{**player, "name": ""} for player in game["players"]]}
        ui.taps = 0
        ui.enter(game, names=False)
        ui.watching = False
        cards = sum(len(player["arboretum"]) + len(player["hand"]) for player in game["players"])
        found[players] = (ui.taps, cards, list(ui.off_screen))
    return found


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()
    with phone_on_site("marquoir-taps-") as (page, origin):
        taps = count_taps(page, f"{origin}/fr/arboretum/score/")
    print("entering a finished game by taps (names blank, one tap per card + a tap per row start or gap):")
    for players, (count, cards, _off) in taps.items():
        goal = f"goal <= {TAP_GOALS[players]} taps" if players in TAP_GOALS else ""
        print(f"  {players} players, {cards:>2} cards: {count:>3} taps, {count / cards:.2f} per card  {goal}")
    print("taps whose target was off the screen when needed (a scroll first), after the one scroll")
    print("from the form to the first garden:")
    for players, (count, _cards, off) in taps.items():
        goal = OFF_SCREEN_GOALS.get(players, "")
        print(f"  {players} players: {len(off):>2} of {count:>3} taps  {goal}")
        for target in off:
            print(f"      {target}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
