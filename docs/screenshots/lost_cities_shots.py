"""Screenshots of the Lost Cities scorer page at 360 x 740 for the docs: entering a round and the
game scored, in French, English and Spanish, and one while entering with achromatopsia emulated
(Chromium's CDP Emulation.setEmulatedVisionDeficiency). Small PNGs beside this script.

    .venv/bin/python docs/screenshots/lost_cities_shots.py
"""
from __future__ import annotations

import argparse
import pathlib
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages.lost_cities_page import (  # noqa: E402
    BOOT_TIMEOUT,
    PERSON_SCROLL,
    VIEWPORT,
    LostCitiesPage,
    official_round,
    random_game,
)
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve  # noqa: E402

from site_builder.commands.build import build_site  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent


def enter_game(ui: LostCitiesPage) -> None:
    """Names, the typical round, then two drawn rounds (the last one half entered when `partial`)."""
    first, second = official_round()
    drawn = random_game(seed=4, rounds=2)
    ui.new_game()
    ui.type_name(0, "Léa")
    ui.type_name(1, "Tom")
    ui.page.locator("[data-board] button[data-card]").first.evaluate(PERSON_SCROLL)
    ui.enter_round(0, 0, first)
    ui.enter_round(0, 1, second)
    ui.enter_round(1, 0, drawn["players"][0]["rounds"][0])
    ui.enter_round(1, 1, drawn["players"][1]["rounds"][0])


def finish_game(ui: LostCitiesPage) -> None:
    drawn = random_game(seed=4, rounds=2)
    ui.enter_round(2, 0, drawn["players"][0]["rounds"][1])
    ui.enter_round(2, 1, drawn["players"][1]["rounds"][1])
    ui.settled()


def shots(page, lang: str) -> list[pathlib.Path]:
    ui = LostCitiesPage(page)
    enter_game(ui)
    ui.choose(1, 0)
    ui.settled()
    made = []
    entering = HERE / f"lost-cities-{lang}-entering.png"
    page.screenshot(path=entering)
    made.append(entering)
    if lang == "en":
        cdp = page.context.new_cdp_session(page)
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "achromatopsia"})
        achromatopsia = HERE / "lost-cities-en-entering-achromatopsia.png"
        page.screenshot(path=achromatopsia)
        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": "none"})
        made.append(achromatopsia)
    finish_game(ui)
    page.locator("[data-results]").scroll_into_view_if_needed()
    page.locator("[data-results]").evaluate("e => e.scrollIntoView({ block: 'start' })")
    scored = HERE / f"lost-cities-{lang}-scored.png"
    page.screenshot(path=scored)
    made.append(scored)
    return made


def main() -> None:
    argparse.ArgumentParser(description=__doc__.split("\n")[0]).parse_args()
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        site = pathlib.Path(folder)
        build_site(output_dir=site, strict=False, quiet=True)
        browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
        with serve(site) as origin:
            for lang in ("fr", "en", "es"):
                context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
                page = context.new_page()
                page.goto(f"{origin}/{lang}/lost-cities/score/")
                page.wait_for_selector("[data-status='ready']", state="attached", timeout=BOOT_TIMEOUT)
                for path in shots(page, lang):
                    print(path.relative_to(ROOT), path.stat().st_size, "bytes")
                context.close()
        browser.close()


if __name__ == "__main__":
    main()
