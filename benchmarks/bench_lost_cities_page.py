"""Taps and speed of the Lost Cities scorer page.

    .venv/bin/python benchmarks/bench_lost_cities_page.py [--lang fr] [--taps 40]

Builds the site into a temporary folder, serves it on loopback with its own _headers (CSP included,
from a process of its own: static_host.serve_apart)
and opens /<lang>/lost-cities/score/ in Debian's Chromium at 360 x 740 with touch. It prints:

- taps: how many taps enter a typical round, both players' columns (the official example round for
  one player, the play report's round less those cards for the other; see tests/pages/lost_cities_page.py)
  by the shortest sequence from a new game: one tap per card, plus the tap that switches player;
- a three-round game (drawn, names typed): per round, taps per card and the taps whose target was off
  the screen or under a bar when it was needed (a scroll a person must make first; goal 0 within a
  round), and the one scroll from the names to the board before the first round;
- tap to result: from a tap on a card (the click event's time) to the page drawn again with the
  scorer's answer for the game as it then stands (the board's column points, the totals, the detail),
  over --taps taps toggling cards of a three-round game; median and 90th percentile;
- scorer ready: from navigation to the worker's Pyodide and wheel booted (for information).

Not a test: it prints figures and never fails on them.
"""
from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages.lost_cities_page import (  # noqa: E402
    BOOT_TIMEOUT,
    IN_REACH,
    PERSON_SCROLL,
    VIEWPORT,
    LostCitiesPage,
    official_round,
    random_game,
)
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve_apart  # noqa: E402

from site_builder.commands.build import build_site  # noqa: E402

# Notes the time of each tap's click before the page's own listeners run (an init script: the CSP
# does not apply to it).
TAP_PROBE = "document.addEventListener('click', (e) => { window.__tapAt = e.timeStamp; }, true);"
LAST_SCORE = """() => { const m = performance.getEntriesByName('marquoir:score', 'measure').at(-1);
  return m.startTime + m.duration - window.__tapAt; }"""


def cards_in(columns: dict) -> int:
    return sum(column["wagers"] + len(column["cards"]) for column in columns.values())


def typical_round_taps(ui: LostCitiesPage) -> tuple[int, int]:
    """(taps, cards) to enter the typical round on a new game (round 1, player 1 already chosen)."""
    first, second = official_round()
    ui.new_game()
    ui.settled()
    ui.page.locator("[data-board] button[data-card]").first.evaluate(PERSON_SCROLL)  # to the board, once
    ui.taps, ui.out_of_reach = 0, 0
    ui.enter_round(0, 0, first)
    ui.enter_round(0, 1, second)
    ui.settled()
    return ui.taps, cards_in(first) + cards_in(second)


def three_round_reach(ui: LostCitiesPage) -> tuple[int, list[tuple[int, int, int, list[str]]]]:
    """(setup scrolls, per round (taps, cards, taps out of reach, their selectors)) for a drawn game."""
    game = random_game(seed=7, rounds=3)
    ui.new_game()
    ui.settled()
    for index, player in enumerate(game["players"]):
        ui.type_name(index, player["name"])
    first = ui.page.locator("[data-board] button[data-card]").first
    setup = 0 if first.evaluate(IN_REACH) else 1
    if setup:
        first.evaluate(PERSON_SCROLL)
    rounds = []
    for round_index in range(3):
        ui.taps, ui.out_of_reach, ui.scrolls = 0, 0, []
        cards = 0
        for player_index, player in enumerate(game["players"]):
            ui.enter_round(round_index, player_index, player["rounds"][round_index])
            cards += cards_in(player["rounds"][round_index])
        rounds.append((ui.taps, cards, ui.out_of_reach, list(ui.scrolls)))
    ui.settled()
    return setup, rounds


def tap_to_result(page, ui: LostCitiesPage, taps: int) -> list[float]:
    times = []
    keys = ["w1", *map(str, range(2, 11))]
    colours = ["yellow", "blue", "white", "green", "red"]
    ui.new_game()
    ui.settled()
    for index in range(taps):
        colour, key = colours[index % len(colours)], keys[(index // len(colours)) % len(keys)]
        ui.choose(index % 3, 0)
        ui.settled()
        ui.card(colour, key).tap()
        ui.settled()
        times.append(page.evaluate(LAST_SCORE))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lang", default="fr", choices=["fr", "en", "es"])
    parser.add_argument("--taps", type=int, default=40)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        site = pathlib.Path(folder)
        build_site(output_dir=site, strict=False, quiet=True)
        # the server in a process of its own, as in bench_scorer_page.py: never delayed by this
        # process's Python while Playwright reports the page's requests
        with serve_apart(site) as (origin, _sent), sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=args.lang)
            context.add_init_script(TAP_PROBE)
            page = context.new_page()
            page.goto(f"{origin}/{args.lang}/lost-cities/score/")
            page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
            ready = page.evaluate("performance.getEntriesByName('marquoir:scorer-ready').at(-1).startTime")
            ui = LostCitiesPage(page)
            taps, cards = typical_round_taps(ui)
            reach = ui.out_of_reach
            setup, rounds = three_round_reach(ui)
            times = tap_to_result(page, ui, args.taps)
            browser.close()
    deciles = statistics.quantiles(times, n=10)
    print(f"typical round (both players' columns): {taps} taps for {cards} cards"
          " (one per card + 1 player switch)")
    print(f"  taps out of reach in that round: {reach} (goal 0),"
          f" {taps / cards:.2f} taps per card (goal <= 1.06)")
    print(f"three-round game: {setup} scroll from the names to the board, then")
    all_taps = sum(r[0] for r in rounds)
    all_cards = sum(r[1] for r in rounds)
    for number, (count, cards_, off, where) in enumerate(rounds, 1):
        print(f"  round {number}: {count} taps for {cards_} cards ({count / cards_:.2f} per card),"
              f" {off} out of reach (goal 0){'  ' + ', '.join(where) if where else ''}")
    print(f"  in all: {all_taps} taps for {all_cards} cards, {all_taps / all_cards:.2f} per card")
    print(f"tap to result drawn: median {statistics.median(times):.1f} ms,"
          f" p90 {deciles[-1]:.1f} ms over {len(times)} taps")
    print(f"scorer ready after {ready:.0f} ms (navigation to Pyodide and the wheel booted)")


if __name__ == "__main__":
    main()
