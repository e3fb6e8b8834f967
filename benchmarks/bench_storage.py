"""What the kept games cost in this browser's storage: 300 finished games of each kind.

    .venv/bin/python benchmarks/bench_storage.py [--games 300] [--runs 7]

Builds the site into a temporary folder, serves it on loopback and opens each game's scorer page in
Debian's Chromium at 360 x 740. For each kind (Arboretum, Lost Cities, Sushi Go!) it draws `--games`
plausible finished games (seeded: Arboretum 2 to 4 players with 12 cards planted each and 7 in hand,
Lost Cities two players over three rounds, Sushi Go! 2 to 5 players over three full rounds), scores
them with the CPython scorer, and has the page's own modules (saved-games.mjs, local-store.mjs, the
game's rules.mjs) record them as the page does. It prints, per kind and in all:

- the bytes the list takes in localStorage, counted as browsers count its quota: key and text in
  UTF-16 (2 bytes a character), as stored (version 3: each game as its share link) and as version 2
  stored it (each game as JSON), and their ratio; the share of a 5 MB origin quota (the smallest of
  the browsers', shared by every game's list, the games being entered with their undo steps, and
  whatever else the site keeps);
- the time to read the list back on a page's first read (JSON, each link decoded, each game checked
  by the game's reader: what every scorer page and the history do), to read it again unchanged (the
  store keeps what it read while the text is the same), and to record one more game; medians of --runs;
- the backup file of every kept game of every kind: its size and the time to make and read it.

Not a test: it prints figures and never fails on them.
"""
from __future__ import annotations

import argparse
import json
import pathlib
import random
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from pages import arboretum_page, lost_cities_page, sushi_go_page  # noqa: E402
from pages.scorer_table import BOOT_TIMEOUT, SET_STORAGE, VIEWPORT  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import serve_apart  # noqa: E402

import scorer  # noqa: E402
from site_builder.commands.build import build_site  # noqa: E402

QUOTA = 5_000_000
KEPT = ("() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.endsWith('.games'))"
        ".map((k) => [k, localStorage[k]]))")
NAMES = ["Léa", "Tom", "Zoé", "Bruno", "Chloé"]


def arboretum_game(rng: random.Random, seed: int) -> dict:
    game = arboretum_page.random_game(rng.randint(2, 4), 12, seed)
    return {"game": "arboretum", **game}


def lost_cities_game(rng: random.Random, seed: int) -> dict:
    return lost_cities_page.random_game(seed, names=tuple(rng.sample(NAMES, 2)))


def sushi_go_game(rng: random.Random, seed: int) -> dict:
    players = rng.randint(2, 5)
    return sushi_go_page.dealt_game(players, seed, rng.sample(NAMES, players))


KINDS = {"arboretum": arboretum_game, "lost-cities": lost_cities_game, "sushi-go": sushi_go_game}


def finished_games(slug: str, count: int) -> list[dict]:
    """`count` games of `slug` the scorer accepts, each {game, result, date} a few days apart."""
    rng = random.Random(slug)
    found, seed = [], 0
    while len(found) < count:
        seed += 1
        game = KINDS[slug](rng, seed)
        envelope = scorer.score(json.loads(json.dumps(game)))
        if envelope["ok"]:
            day = 1_767_225_600_000 + len(found) * 3 * 86_400_000  # from 2026-01-01, every three days
            found.append({"game": game, "result": envelope["result"], "date": day})
    return found


# In the page: the games recorded by the page's own modules, then the figures.
MEASURE = """async ([games, runs]) => {
  const find = (stem) => [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((link) => new URL(link.href).pathname.split("/").pop().startsWith(`${stem}.`)).href;
  const saved = await import(find("saved-games"));
  const { createLocalStore } = await import(find("local-store"));
  const { rules } = await import(find("rules"));
  const fallback = (index) => `Player ${index + 1}`;
  const entries = games.map(({ game, result, date }, index) => saved.entryOf(
    rules.toScorer(rules.fromScorer(game), fallback), result,
    { id: `g${index}`, date: new Date(date).toISOString() }));
  localStorage.clear();
  const key = saved.gamesKey(rules.slug);
  const list = { ...saved.emptyStore(), games: entries.slice().reverse() };
  const text = saved.gamesText(list, rules);
  localStorage.setItem(key, text);
  // Each run times what `fn` returns: the milliseconds of the part it measures.
  const median = (fn) => {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(fn());
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)];
  };
  const timed = (fn) => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  // A page's first read (a new store: nothing known of the list yet), then one read again unchanged.
  const read = median(() => timed(() => createLocalStore(rules).loadGames()));
  const warm = createLocalStore(rules);
  warm.loadGames();
  const again = median(() => timed(() => warm.loadGames()));
  const kept = warm.loadGames().games.length;
  const game = structuredClone(entries[0].game);
  game.players[0].name = `${game.players[0].name}*`; // a game of its own
  const renamed = game.players[0].name;
  const players = entries[0].players.map((p, index) => ({ ...p, name: index ? p.name : renamed }));
  const extra = { ...entries[0], id: "extra", players, game };
  // One game recorded by a page that has drawn its list (as after a score): read, added, written.
  const record = median(() => {
    localStorage.setItem(key, text);
    const store = createLocalStore(rules);
    store.loadGames();
    return timed(() => store.record(extra));
  });
  localStorage.setItem(key, text);
  const linked = JSON.parse(text).games.filter((item) => typeof item.link === "string").length;
  const json = JSON.stringify({ version: 2, games: list.games, aside: [] });
  const bytes = 2 * (key.length + text.length);
  const jsonBytes = 2 * (key.length + json.length);
  return { slug: rules.slug, kept, linked, bytes, jsonBytes, read, again, record };
}"""

BACKUP = """async (runs) => {
  const find = (stem) => [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((link) => new URL(link.href).pathname.split("/").pop().startsWith(`${stem}.`)).href;
  const backup = await import(find("backup"));
  const { createTableStore } = await import(find("local-store"));
  const table = createTableStore();
  const timed = (fn) => {
    const times = [];
    let value = null;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      value = fn();
      times.push(performance.now() - start);
    }
    return [times.sort((a, b) => a - b)[Math.floor(times.length / 2)], value];
  };
  const [make, text] = timed(() => {
    const lists = Object.entries(table.loadAll());
    const games = Object.fromEntries(lists.map(([slug, kept]) => [slug, kept.games]));
    return backup.backupText({ games, merges: table.loadMerges() }, new Date().toISOString());
  });
  const [read, found] = timed(() => backup.readBackup(text));
  const size = new TextEncoder().encode(text).length;
  return { size, make, read, games: backup.gameCount(found.backup.games) };
}"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    games = {slug: finished_games(slug, args.games) for slug in KINDS}
    figures = []
    with tempfile.TemporaryDirectory() as folder:
        site = pathlib.Path(folder)
        build_site(output_dir=site, strict=False, quiet=True)
        with serve_apart(site) as (origin, _sent), sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            page = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="fr").new_page()
            texts = {}
            for slug in KINDS:
                page.goto(f"{origin}/fr/{slug}/score/")
                page.wait_for_selector("#scorer[data-ready='true']", timeout=BOOT_TIMEOUT)
                figures.append(page.evaluate(MEASURE, [games[slug], args.runs]))
                texts.update(page.evaluate(KEPT))
            page.evaluate(SET_STORAGE, texts)
            made = page.evaluate(BACKUP, args.runs)
            browser.close()
    print(f"{args.games} finished games of each kind, in localStorage (UTF-16: 2 bytes a character)")
    for found in figures:
        print(f"  {found['slug']:12} {found['bytes'] / 1e3:8.1f} kB as stored ({found['linked']} of "
              f"{found['kept']} games as links; {found['bytes'] / found['kept']:.0f} B a game), "
              f"{found['jsonBytes'] / 1e3:8.1f} kB as JSON (version 2): "
              f"{found['jsonBytes'] / found['bytes']:.1f} x smaller; "
              f"read back {found['read']:.1f} ms (again, unchanged: {found['again']:.2f} ms), "
              f"one game recorded {found['record']:.1f} ms")
    stored = sum(found["bytes"] for found in figures)
    as_json = sum(found["jsonBytes"] for found in figures)
    print(f"  in all       {stored / 1e3:8.1f} kB as stored = {100 * stored / QUOTA:.1f} % of a 5 MB quota"
          f" (as JSON {as_json / 1e3:.1f} kB = {100 * as_json / QUOTA:.1f} %)")
    print(f"backup file of the {made['games']} games: {made['size'] / 1e3:.1f} kB (UTF-8),"
          f" made in {made['make']:.1f} ms, read and checked in {made['read']:.1f} ms")


if __name__ == "__main__":
    main()
