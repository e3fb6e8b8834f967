"""The history page's time to draw many finished games.

    .venv/bin/python benchmarks/bench_history.py [--games 300] [--runs 5] [--lang fr]

Builds the site into a temporary folder, serves it on loopback with its own _headers (from a process of
its own: static_host.serve_apart), seeds this browser's storage with --games finished games of each
kind that has a scorer page and finished sample games (each a sample game of the plug-in, its players
renamed and its totals, winners and round totals from the scorer's own `score()`, one a day back from
now, as the scorer pages save them: the kit's store, `marquoir.<slug>.games`), then opens
/<lang>/history/ in Debian's Chromium at 360 x 740 --runs times. It prints:

- what the seeded games take in storage (the stored JSON's characters; localStorage keeps UTF-16);
- the time from navigation to the page's script done (`performance.mark("marquoir:history-ready")`:
  every game read through its rules module, the list, the filters and the standings drawn) and to the
  first frame painted after it (`marquoir:history-drawn`), median and slowest, with the same for the
  page with no game kept, and their ratios;
- the time to open the running totals of one game (chart and table), for information.

Not a test: it prints figures and never fails on them.
"""
from __future__ import annotations

import argparse
import datetime
import json
import pathlib
import statistics
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages.history_page import renamed  # noqa: E402
from pages.scorer_table import VIEWPORT, games_key  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve_apart  # noqa: E402

import scorer  # noqa: E402
from site_builder.commands.build import build_site  # noqa: E402
from site_builder.plugins.loading import load_plugins  # noqa: E402

NAMES = ["Léa", "Tom", "Zoé", "Max", "Ana", "Noé", "Inès", "Paul", "Jade", "Hugo", "Lina", "Sam"]
READY = "() => performance.getEntriesByName('marquoir:history-ready')[0].startTime"
DRAWN = "() => performance.getEntriesByName('marquoir:history-drawn')[0]?.startTime ?? null"
STORE = """(items) => { localStorage.clear();
  for (const [key, text] of Object.entries(items)) localStorage.setItem(key, text); }"""
OPEN_CHART = """() => { const details = document.querySelector('.history-rounds');
  if (!details) return null; const start = performance.now(); details.open = true;
  details.dispatchEvent(new Event('toggle')); document.body.getBoundingClientRect();
  return performance.now() - start; }"""


def finished_samples(slug: str) -> list[tuple[dict, dict]]:
    """(game, result) of each sample the scorer takes whose result says the game is over (a result
    without `finished` is of a game scored only at its end; Lost Cities': every round has cards)."""
    found = []
    for game in load_plugins()[slug].scorer.sample_games():
        if not isinstance(game, dict):
            continue
        envelope = scorer.score(json.loads(json.dumps(game)))
        if not envelope["ok"] or envelope["result"].get("finished") is False:
            continue
        if any(isinstance(p.get("rounds"), list) and not all(p["rounds"]) for p in game.get("players", [])):
            continue  # a round without a card: not finished
        found.append((game, envelope["result"]))
    return found


def entry(slug: str, game: dict, result: dict, index: int, now: datetime.datetime) -> dict:
    """The saved entry of the sample renamed by `index`, dated `index` days before `now`."""
    count = len(game["players"])
    names = [NAMES[(index + step * 5) % len(NAMES)] for step in range(count)]
    by_old = {player["name"]: name for player, name in zip(result["players"], names, strict=True)}
    players = []
    for player, name in zip(result["players"], names, strict=True):
        saved = {"name": name, "total": player["total"]}
        if isinstance(player.get("rounds"), list):
            saved["rounds"] = [round_["total"] for round_ in player["rounds"]]
        players.append(saved)
    date = (now - datetime.timedelta(days=index, minutes=index % 97)).isoformat(timespec="milliseconds")
    return {"id": f"bench-{slug}-{index}", "date": date.replace("+00:00", "Z"), "players": players,
            "winners": [by_old[name] for name in result["winners"]], "game": renamed(game, names)}


def seeded(count: int) -> dict[str, str]:
    now = datetime.datetime.now(datetime.UTC)
    items = {}
    for slug, plugin in sorted(load_plugins().items()):
        samples = finished_samples(slug) if plugin.scorer is not None else []
        if samples:
            games = [entry(slug, *samples[index % len(samples)], index, now) for index in range(count)]
            items[games_key(slug)] = json.dumps({"version": 2, "games": games, "aside": []})
    return items


def draw_times(page, url: str, items: dict[str, str], runs: int) -> tuple[list[float], list[float]]:
    """(ready, drawn) times of each run: the script done, then the first frame painted after it."""
    ready, drawn = [], []
    for _ in range(runs):
        page.evaluate(STORE, items)
        page.goto(url)
        page.wait_for_selector("#history[data-ready='true']", timeout=120_000)
        page.wait_for_function(DRAWN, timeout=120_000)
        ready.append(page.evaluate(READY))
        drawn.append(page.evaluate(DRAWN))
    return ready, drawn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="finished games of each kind (300)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--lang", default="fr")
    options = parser.parse_args()
    items = seeded(options.games)
    with tempfile.TemporaryDirectory() as folder:
        site = pathlib.Path(folder) / "site"
        build_site(output_dir=site, strict=False, quiet=True)
        with serve_apart(site) as (origin, _sent), sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=options.lang)
            page = context.new_page()
            url = f"{origin}/{options.lang}/history/"
            page.goto(url)
            empty = draw_times(page, url, {}, options.runs)
            full = draw_times(page, url, items, options.runs)
            listed = page.locator("[data-history-list] > li").count()
            chart = page.evaluate(OPEN_CHART)
            browser.close()
    kinds = [key.split(".")[1] for key in items]
    characters = sum(len(text) for text in items.values())
    print(f"games kept: {options.games} finished games of each of {len(kinds)} kinds ({', '.join(kinds)}): "
          f"{listed} listed")
    for key, text in items.items():
        print(f"  {key}: {len(text) / 1000:.0f} k characters, {len(text) / options.games:.0f} per game")
    print(f"storage: {characters / 1000:.0f} k characters in all ({2 * characters / 1e6:.1f} MB as UTF-16)")
    for label, index in (("script done", 0), ("painted", 1)):
        none, kept = empty[index], full[index]
        print(f"{label}, no game kept: median {statistics.median(none):.0f} ms, slowest {max(none):.0f} ms; "
              f"{listed} games kept: median {statistics.median(kept):.0f} ms, slowest {max(kept):.0f} ms; "
              f"ratio {statistics.median(kept) / statistics.median(none):.2f}")
    if chart is not None:
        print(f"one game's running totals opened (chart and table): {chart:.1f} ms")


if __name__ == "__main__":
    main()
