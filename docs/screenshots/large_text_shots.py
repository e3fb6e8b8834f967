"""Screenshots of the Arboretum and Lost Cities scorer pages for the docs, each at 360 x 740: a game
being entered at 200 % text (the root font size), the same in forced colours (Chromium's emulation of
Windows high contrast) and with colour removed (a grayscale filter on the page), and the result at 200 %
text. The share of the screen the sticky bars take is printed for each. Small PNGs beside this script.

    .venv/bin/python docs/screenshots/large_text_shots.py
"""
from __future__ import annotations

import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages import arboretum_page, lost_cities_page  # noqa: E402
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


def shoot(browser, origin: str, game: str, path: str, enter) -> None:
    for look, apply in LOOKS.items():
        context, page = open_page(browser, origin, path)
        apply(page)
        enter(page)
        page.evaluate(NEXT_FRAME)
        print(f"{game}, {look}: sticky bars {sticky_share(page):.0%} of the screen")
        page.screenshot(path=str(HERE / f"{game}-entering-{look}.png"))
        if look == "200":
            if game == "arboretum":
                page.evaluate("() => window.scrollTo(0, 0)")
                arboretum_page.ScorerPage(page).score()
            page.locator("[data-results] table").first.evaluate("el => el.scrollIntoView({block: 'start'})")
            page.evaluate(NEXT_FRAME)
            page.screenshot(path=str(HERE / f"{game}-result-200.png"))
        context.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        site = pathlib.Path(folder) / "site"
        build_site(output_dir=site, strict=False, quiet=True)
        with serve(site) as origin, sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            shoot(browser, origin, "arboretum", "arboretum", arboretum_entering)
            shoot(browser, origin, "lost-cities", "lost-cities", lost_cities_entering)
            browser.close()


if __name__ == "__main__":
    main()
