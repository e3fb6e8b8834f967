"""Screenshots of the Arboretum, Lost Cities, Sushi Go! and Skull King scorer pages for the docs, each at
360 x 740: a game being entered at 200 % text (the root font size), the same in forced colours
(Chromium's emulation of Windows high contrast) and with colour removed (a grayscale filter on the
page), and the result at 200 % text. The share of the screen the sticky bars take is printed for each.
Small PNGs beside this script; the games named on the command line only, if any.

    .venv/bin/python docs/screenshots/large_text_shots.py
    .venv/bin/python docs/screenshots/large_text_shots.py sushi-go
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages import arboretum_page, lost_cities_page, skull_king_page, sushi_go_page  # noqa: E402
from pages.page_layout import GRAYSCALE, sticky_share  # noqa: E402
from pages.scorer_table import NEXT_FRAME  # noqa: E402
from pages.screen_reading import BIG_TEXT  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve  # noqa: E402

from site_builder.commands.build import build_site  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
VIEWPORT = {"width": 360, "height": 740}
LOOKS = {
    "200": lambda page: None,
    "forced-colours": lambda page: page.emulate_media(forced_colors="active"),
    "no-colour": lambda page: page.evaluate(GRAYSCALE),
}


def open_page(browser, origin: str, path: str):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    page = context.new_page()
    page.goto(f"{origin}/en/{path}/score/")
    page.wait_for_selector("[data-status='ready']", timeout=lost_cities_page.BOOT_TIMEOUT)
    page.evaluate(BIG_TEXT)
    return context, page


def arboretum_entering(page) -> None:
    """A 3-player game half entered: the second player's garden in, the hand being entered."""
    ui = arboretum_page.ScorerPage(page)
    game = arboretum_page.as_entered(arboretum_page.random_game(3, 4, seed=7))
    ui.new_game()
    ui.set_player_count(3)
    ui.start_entry()
    for index in (0, 1):
        for card in game["players"][index]["arboretum"]:
            ui.plant(index, card)
    ui.set_hand(1, 0, game["players"][1]["hand"][0])
    page.locator("[data-hand='1']").evaluate("el => el.scrollIntoView({block: 'start'})")


def lost_cities_entering(page) -> None:
    """Two rounds entered, the board of the second round under the top of the screen."""
    ui = lost_cities_page.LostCitiesPage(page)
    ui.enter(lost_cities_page.random_game(seed=4, rounds=2), names=["Léa", "Bartholomew"])
    page.evaluate("() => { const b = document.querySelector('[data-board]');"
                  " window.scrollTo(0, b.getBoundingClientRect().top + scrollY + 40); }")


SUSHI_GO_NAMES = ["Léa", "Bartholomew", "Ana", "Tom"]


def sushi_go_game() -> dict:
    return sushi_go_page.dealt_game(4, seed=5, names=SUSHI_GO_NAMES)


def sushi_go_entering(page) -> None:
    """Four players, the first round in and the first hand of round 2 being entered, the hand's heading
    and its keys under the top of the screen (the tabs, one a row at 200 % text, above)."""
    ui = sushi_go_page.SushiGoPage(page)
    game = sushi_go_game()
    ui.start(4, SUSHI_GO_NAMES)
    ui.enter_round(game, 0)
    kind, _count = next(iter(game["players"][0]["rounds"][1].items()))
    ui.tap(f"[data-keys] [data-kind='{kind}']")
    ui.settled()
    page.locator("[data-entry-heading]").evaluate("el => el.scrollIntoView({block: 'start'})")


SKULL_KING_NAMES = ["Léa", "Bartholomew", "Ana", "Tom"]


def skull_king_entering(page) -> None:
    """Four players, two rounds in and the third round's bids being entered, its keys under the top of
    the screen."""
    ui = skull_king_page.SkullKingPage(page)
    game = skull_king_page.played_game(4, seed=5, names=SKULL_KING_NAMES)
    ui.start(4, SKULL_KING_NAMES)
    for round_index in (0, 1):
        ui.enter_round(game, round_index)
    ui.tap(ui.key("bid", 0, game["players"][0]["rounds"][2]["bid"]))
    ui.settled()
    page.locator("[data-entry]").evaluate("el => el.scrollIntoView({block: 'start'})")


def skull_king_finish(page) -> None:
    """The rest of the game: the third round's other bids, then every round to the tenth."""
    ui = skull_king_page.SkullKingPage(page)
    game = skull_king_page.played_game(4, seed=5, names=SKULL_KING_NAMES)
    for index in range(1, 4):
        ui.tap(ui.key("bid", index, game["players"][index]["rounds"][2]["bid"]))
    for index, player in enumerate(game["players"]):
        entry = player["rounds"][2]
        if entry.get("captures"):
            ui.bonus(index, entry)
        ui.tap(ui.key("tricks", index, entry["tricks"]))
    for round_index in range(3, len(game["players"][0]["rounds"])):
        ui.enter_round(game, round_index)
    ui.settled()


def arboretum_finish(page) -> None:
    page.evaluate("() => window.scrollTo(0, 0)")
    arboretum_page.ScorerPage(page).score()


def sushi_go_finish(page) -> None:
    """The rest of the game entered: the first hand of round 2 (its first card is in), then every hand."""
    ui = sushi_go_page.SushiGoPage(page)
    game = sushi_go_game()
    first = game["players"][0]["rounds"][1]
    kind = next(iter(first))
    rest = {**first, kind: first[kind] - 1}
    for each, count in rest.items():
        for _ in range(count):
            ui.tap(f"[data-keys] [data-kind='{each}']")
    for player in range(1, 4):
        ui.enter_hand(1, player, game["players"][player]["rounds"][1])
    ui.enter_round(game, 2)
    ui.settled()


def shoot(browser, origin: str, game: str, enter, finish=None) -> None:
    for look, apply in LOOKS.items():
        context, page = open_page(browser, origin, game)
        apply(page)
        enter(page)
        page.evaluate(NEXT_FRAME)
        print(f"{game}, {look}: sticky bars {sticky_share(page):.0%} of the screen")
        page.screenshot(path=str(HERE / f"{game}-entering-{look}.png"))
        if look == "200":
            if finish:
                finish(page)
            page.locator("[data-results] table").first.evaluate("el => el.scrollIntoView({block: 'start'})")
            page.evaluate(NEXT_FRAME)
            page.screenshot(path=str(HERE / f"{game}-result-200.png"))
        context.close()


SHOTS = {"arboretum": (arboretum_entering, arboretum_finish), "lost-cities": (lost_cities_entering, None),
         "sushi-go": (sushi_go_entering, sushi_go_finish),
         "skull-king": (skull_king_entering, skull_king_finish)}


def main() -> None:
    """Every game's screenshots, or those of the games named (`large_text_shots.py sushi-go`)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help=f"the games to shoot: {', '.join(SHOTS)} (all by default)")
    games = parser.parse_args().games
    if set(games) - set(SHOTS):
        parser.error(f"no screenshots for {', '.join(sorted(set(games) - set(SHOTS)))}")
    with tempfile.TemporaryDirectory() as folder:
        site = pathlib.Path(folder) / "site"
        build_site(output_dir=site, strict=False, quiet=True)
        with serve(site) as origin, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            for game, (enter, finish) in SHOTS.items():
                if not games or game in games:
                    shoot(browser, origin, game, enter, finish)
            browser.close()


if __name__ == "__main__":
    main()
