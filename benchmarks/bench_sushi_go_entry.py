"""Taps to enter finished games of Sushi Go! on the scorer page, as a player on a phone does.

    .venv/bin/python benchmarks/bench_sushi_go_entry.py

Builds the site into a temporary folder, serves it on loopback with its own _headers, and in Debian's
Chromium at 360 x 740 with touch enters finished games of 2 to 5 players dealt from the deck
(tests/pages/sushi_go_page.py: names left blank, one tap per card of each kind, a nigiri on a wasabi
one tap for its two cards; the page reaches the next player and round by itself), counting the taps
from "new game" to the last card and those whose target was not wholly on the screen before the tap
(in all, and within one player's round: after the first tap of that round). Prints taps per card
beside the goals (at most 1.1 taps a card, no scroll within one player's round). Not a test: the
browser tests assert the entry; this prints the figures.
"""
from __future__ import annotations

import argparse

from phone_site import phone_on_site  # first: it puts the project and tests/ on the import path

# isort: split
from pages.sushi_go_page import SushiGoPage, dealt_game

from scorer.sushi_go import CARDS_OF_KIND, PLAYER_COUNTS

GOAL = 1.1  # taps per card


def cards_of(game: dict) -> int:
    return sum(count * len(CARDS_OF_KIND[kind]) for player in game["players"]
               for held in player["rounds"] for kind, count in held.items())


def enter(page, url: str, players: int) -> tuple[int, int, int, int]:
    """(taps, cards, taps off the screen, of which within a player's round) for one game."""
    page.goto(url)
    page.wait_for_selector("#scorer[data-ready='true']")
    ui = SushiGoPage(page)
    game = dealt_game(players, seed=100 + players)
    ui.start(players, [])
    for round_index in range(3):
        for player, entry in enumerate(game["players"]):
            ui.enter_hand(round_index, player, entry["rounds"][round_index])
    return ui.taps, cards_of(game), ui.off_screen, ui.off_screen_in_round


def main() -> int:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()
    with phone_on_site("marquoir-sushi-taps-") as (page, origin):
        url = f"{origin}/fr/sushi-go/score/"
        found = {players: enter(page, url, players) for players in PLAYER_COUNTS}
    print("entering a finished game of Sushi Go! by taps (names blank; a nigiri on a wasabi is one tap):")
    for players, (taps, cards, off, in_round) in found.items():
        print(f"  {players} players, {cards:>3} cards: {taps:>3} taps, {taps / cards:.2f} per card "
              f"(goal <= {GOAL}); {off} taps off the screen, {in_round} within a player's round (goal 0)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
