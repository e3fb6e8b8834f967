"""Speed and size of the Arboretum scorer page, measured in one run against a bare Pyodide page.

    .venv/bin/python benchmarks/bench_scorer_page.py [--runs N] [--lang fr]

Builds the site into a temporary folder and serves it on loopback with its own _headers (CSP and
cache rules), beside a tiny page that only calls loadPyodide() from the same runtime files (generated
into another temporary folder, served the same way). In Debian's Chromium at 360 x 740, for cold loads
(a fresh browser profile) and warm loads (the same profile again, its disk cache filled), it measures:

- form responds: the first name field (plain HTML) exists and the page's event loop is free to take a
  key press there (noted by a probe set before the page loads; the field is then typed into to check
  it takes the text: the tool's own delay is not counted); also printed: DOM interactive, and when
  main.mjs has drawn the arboretum editors;
- scorer ready: the worker has booted Pyodide and imported the scorer wheel;
- bare boot: loadPyodide() resolved on the bare page; the ratio scorer ready / bare boot (median of
  the per-run ratios, and the ratio of the medians); for information, the same bare boot inside a
  module worker (where the scorer page must boot it), and when the scorer's worker started;
- score: from the tap on "score" to the drawn score pad, for a 4-player game;
- bytes: response bodies the server sent (raw) and their gzip size (what a compressing host sends);
- taps per card: a finished game of 2, 3 and 4 players entered by taps only (tests/scorer_entry.py,
  names left blank, gardens row by row), taps counted from "new game" to the last hand card.

Not a test: it prints figures beside the goals and never fails on them. Pyodide's boot is mostly
WebAssembly compilation, so on a busy machine single runs swing by several hundred milliseconds: use
--runs 5 or more before reading a ratio.
"""
from __future__ import annotations

import argparse
import gzip
import json
import pathlib
import shutil
import statistics
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from browser_launch import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from scorer_entry import VIEWPORT, ScorerPage, random_game  # noqa: E402
from static_host import netlify_rules, serve  # noqa: E402

from site_builder.build import build_site  # noqa: E402
from site_builder.pyodide_runtime import locate_runtime  # noqa: E402

GOALS = {"form_ms": 300, "ready_ratio": 1.1, "score_ms": 100}
TAP_GAMES = {2: (10, 11), 3: (9, 9, 9), 4: (8, 8, 7, 7)}  # cards planted per player
TAP_GOALS = {2: 55, 4: 110}
STORAGE_KEY = "marquoir.arboretum.scorer.v1"
BOOT_TIMEOUT = 120_000
COMPRESSIBLE = (".html", ".css", ".mjs", ".js", ".json", ".wasm", ".svg", ".xml", ".txt")
BARE_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide boot</title>
<script type="module" src="bare.mjs"></script></head>
<body><p id="status">loading</p></body></html>
"""
BARE_MODULE = """import { loadPyodide } from "./pyodide/%(version)s/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "/pyodide/%(version)s/" });
performance.mark("bare:ready");
document.getElementById("status").textContent = "ready " + pyodide.version;
document.body.dataset.ready = "true";
"""
# The same boot in a module worker, as the scorer page does it (for information: the goal is against
# the plain page above).
BARE_WORKER_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bare Pyodide boot in a worker</title>
<script type="module" src="bare-worker-page.mjs"></script></head>
<body><p id="status">loading</p></body></html>
"""
BARE_WORKER_PAGE_MODULE = """const worker = new Worker("bare-worker.mjs", { type: "module" });
worker.onmessage = () => {
  performance.mark("bare:ready");
  document.body.dataset.ready = "true";
};
"""
BARE_WORKER_MODULE = """import { loadPyodide } from "./pyodide/%(version)s/pyodide.mjs";
await loadPyodide({ indexURL: "/pyodide/%(version)s/" });
postMessage("ready");
"""


def open_profile(playwright, folder: pathlib.Path):
    """A browser with its own profile on disk, so that a second load finds a real disk cache."""
    return playwright.chromium.launch_persistent_context(
        str(folder),
        executable_path=chromium_path(),
        args=CHROMIUM_FLAGS,
        viewport=VIEWPORT,
        has_touch=True,
    )


def make_bare_site(folder: pathlib.Path) -> None:
    runtime = locate_runtime(ROOT)
    for name in runtime.files:
        target = folder / "pyodide" / runtime.version / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(runtime.source_dir / name, target)
    (folder / "index.html").write_text(BARE_PAGE, encoding="utf-8")
    (folder / "bare.mjs").write_text(BARE_MODULE % {"version": runtime.version}, encoding="utf-8")
    (folder / "worker" / "index.html").parent.mkdir()
    (folder / "worker" / "index.html").write_text(BARE_WORKER_PAGE, encoding="utf-8")
    (folder / "worker" / "bare-worker-page.mjs").write_text(BARE_WORKER_PAGE_MODULE, encoding="utf-8")
    worker_module = BARE_WORKER_MODULE.replace("./pyodide/", "../pyodide/") % {"version": runtime.version}
    (folder / "worker" / "bare-worker.mjs").write_text(worker_module, encoding="utf-8")


def mark(page, name: str) -> float:
    return page.evaluate(
        "name => { const m = performance.getEntriesByName(name);"
        " return m.length ? m[m.length - 1].startTime : null; }",
        name,
    )


def dom_interactive(page) -> float:
    return page.evaluate("performance.getEntriesByType('navigation')[0].domInteractive")


def bytes_sent(log: list[tuple[str, int, int]], folder: pathlib.Path) -> tuple[int, int, int]:
    """(requests, raw bytes, gzip bytes) of the bodies logged."""
    raw = packed = 0
    for path, status, size in log:
        raw += size
        if status != 200 or size == 0:
            continue
        local = folder / path.lstrip("/")
        if local.is_dir():
            local = local / "index.html"
        data = local.read_bytes() if local.is_file() else b""
        packed += len(gzip.compress(data, 6)) if local.suffix in COMPRESSIBLE else len(data)
    return len(log), raw, packed


# Set before the page's own code: notes when the first name field exists and the event loop is next
# free to handle a key press there (a task posted at that moment runs), and when an input arrives.
FIRST_INPUT_PROBE = """
document.addEventListener("input", () => {
  if (window.__firstInput === undefined) window.__firstInput = performance.now();
}, true);
new MutationObserver((records, observer) => {
  if (!document.getElementById("name-0")) return;
  observer.disconnect();
  const channel = new MessageChannel();
  channel.port1.onmessage = () => { window.__fieldFree = performance.now(); };
  channel.port2.postMessage(0);
}).observe(document, { childList: true, subtree: true });
"""


def load_bare(context, url: str) -> dict:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='true']", timeout=BOOT_TIMEOUT)
    figures = {"boot": mark(page, "bare:ready")}
    page.close()
    return figures


def load_scorer(context, url: str) -> dict:
    page = context.new_page()
    page.add_init_script(FIRST_INPUT_PROBE)
    page.goto(url, wait_until="commit")
    page.wait_for_selector("#name-0", state="visible")
    page.focus("#name-0")
    page.keyboard.type("A")
    took = page.locator("#name-0").input_value().endswith("A")  # a warm load starts from the saved name
    if not took or page.evaluate("window.__firstInput") is None:
        raise SystemExit("the name field did not take typing")
    typed = page.evaluate("window.__fieldFree")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    if page.locator("[data-status]").get_attribute("data-status") != "ready":
        raise SystemExit("the scorer failed to start")
    figures = {
        "typed": typed,
        "interactive": dom_interactive(page),
        "form": mark(page, "marquoir:form-ready"),
        "ready": mark(page, "marquoir:scorer-ready"),
        "worker": mark(page, "marquoir:worker-started"),
    }
    page.close()
    return figures


def time_scoring(context, url: str, game: dict, taps: int) -> list[float]:
    page = context.new_page()
    page.goto(url)
    saved = {"format": 1, "playerCount": len(game["players"]), "players": []}
    for player in game["players"]:
        saved["players"].append({key: player[key] for key in ("name", "arboretum", "hand")})
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [STORAGE_KEY, json.dumps(saved)])
    page.reload()
    page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    times = []
    for _ in range(taps):
        stamp = page.locator("[data-results]").get_attribute("data-stamp")
        page.locator("[data-score]").click()
        page.wait_for_function(
            "s => (document.querySelector('[data-results]').dataset.stamp || null) !== s",
            arg=stamp,
            timeout=30_000,
        )
        if page.locator("[data-results]").get_attribute("data-state") != "scored":
            raise SystemExit("the benchmark game was refused: " + page.locator("[data-results]").inner_text())
        times.append(page.evaluate(
            "() => { const m = performance.getEntriesByName('marquoir:score');"
            " return m[m.length - 1].duration; }"
        ))
    page.close()
    return times


def count_taps(context, url: str) -> dict[int, tuple[int, int]]:
    """Players -> (taps, cards) for a game entered by taps only, names left blank."""
    page = context.new_page()
    page.goto(url)
    ui = ScorerPage(page)
    found = {}
    for players, planted in TAP_GAMES.items():
        game = random_game(players=players, planted=planted, seed=players)
        game = {"players": [{**player, "name": ""} for player in game["players"]]}
        ui.taps = 0
        ui.enter(game, names=False)
        cards = sum(len(player["arboretum"]) + len(player["hand"]) for player in game["players"])
        found[players] = (ui.taps, cards)
    page.close()
    return found


def median(values: list[float]) -> float:
    return statistics.median(values)


def line(label: str, value: str, goal: str = "") -> None:
    print(f"  {label:<44} {value:>16}   {goal}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold + warm loads of each page (default 3)")
    parser.add_argument("--taps", type=int, default=10, help="score taps timed (default 10)")
    parser.add_argument("--lang", default="fr")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="marquoir-bench-") as temp:
        site_dir = pathlib.Path(temp) / "site"
        bare_dir = pathlib.Path(temp) / "bare"
        bare_dir.mkdir()
        build_site(output_dir=site_dir, strict=False, quiet=True)
        make_bare_site(bare_dir)
        site_log: list = []
        bare_log: list = []
        results: dict[str, list[dict]] = {
            f"{name} {state}": [] for name in ("bare", "worker", "site") for state in ("cold", "warm")
        }
        bytes_table: dict[str, list[tuple[int, int, int]]] = {key: [] for key in results}
        rules = netlify_rules(site_dir)  # the bare page is served under the site's own headers
        with serve(site_dir, sent=site_log) as site_origin, \
                serve(bare_dir, rules=rules, sent=bare_log) as bare_origin, sync_playwright() as playwright:
            page_url = f"{site_origin}/{args.lang}/arboretum/score/"
            for run in range(args.runs):
                for name, url, loader, log, folder in (
                    ("bare", f"{bare_origin}/", load_bare, bare_log, bare_dir),
                    ("worker", f"{bare_origin}/worker/", load_bare, bare_log, bare_dir),
                    ("site", page_url, load_scorer, site_log, site_dir),
                ):
                    context = open_profile(playwright, pathlib.Path(temp) / f"profile-{name}-{run}")
                    for state in ("cold", "warm"):
                        del log[:]
                        results[f"{name} {state}"].append(loader(context, url))
                        bytes_table[f"{name} {state}"].append(bytes_sent(log, folder))
                    context.close()
            context = open_profile(playwright, pathlib.Path(temp) / "profile-score")
            game = random_game(players=4, planted=12, seed=80)
            score_times = time_scoring(context, page_url, game, args.taps)
            context.close()
            context = open_profile(playwright, pathlib.Path(temp) / "profile-taps")
            taps = count_taps(context, page_url)
            context.close()

    print(f"Scorer page /{args.lang}/arboretum/score/ vs a bare loadPyodide() page, {args.runs} run(s), "
          f"medians, Chromium {VIEWPORT['width']}x{VIEWPORT['height']}")
    for state in ("cold", "warm"):
        site = results[f"site {state}"]
        bare = results[f"bare {state}"]
        ready = median([r["ready"] for r in site])
        boot = median([r["boot"] for r in bare])
        ratios = [s["ready"] / b["boot"] for s, b in zip(site, bare, strict=True)]
        print(f"{state} load:")
        line("form responds (first field takes typing)", f"{median([r['typed'] for r in site]):.0f} ms",
             f"goal < {GOALS['form_ms']} ms")
        line("  DOM interactive", f"{median([r['interactive'] for r in site]):.0f} ms")
        line("  arboretum editors drawn (main.mjs done)", f"{median([r['form'] for r in site]):.0f} ms")
        line("scorer ready (Pyodide + wheel in the worker)", f"{ready:.0f} ms")
        line("bare loadPyodide() boot", f"{boot:.0f} ms")
        line("ready / bare boot (median of per-run ratios)", f"{median(ratios):.2f}x",
             f"goal <= {GOALS['ready_ratio']}x")
        line("ready / bare boot (ratio of the medians)", f"{ready / boot:.2f}x")
        in_worker = results[f"worker {state}"]
        worker_ratios = [s["ready"] / w["boot"] for s, w in zip(site, in_worker, strict=True)]
        line("  bare loadPyodide() in a module worker", f"{median([r['boot'] for r in in_worker]):.0f} ms")
        line("  ready / bare worker boot", f"{median(worker_ratios):.2f}x")
        line("  worker started (since navigation)", f"{median([r['worker'] for r in site]):.0f} ms")
        for name in ("site", "bare"):
            requests, raw, packed = (median([b[i] for b in bytes_table[f"{name} {state}"]]) for i in range(3))
            line(f"{name}: bodies sent ({requests:.0f} requests)", f"{raw / 1024:.0f} KiB",
                 f"gzip: {packed / 1024:.0f} KiB")
    print("score tap -> score pad drawn, 4 players x (12 planted + 7 in hand):")
    line("first tap", f"{score_times[0]:.0f} ms")
    line(f"median of {len(score_times)} taps", f"{median(score_times):.0f} ms",
         f"goal < {GOALS['score_ms']} ms")
    line("slowest tap", f"{max(score_times):.0f} ms")
    print("entering a finished game by taps (names blank, one tap per card + a tap per row start or gap):")
    for players, (count, cards) in taps.items():
        goal = f"goal <= {TAP_GOALS[players]} taps" if players in TAP_GOALS else ""
        line(f"{players} players, {cards} cards", f"{count} taps, {count / cards:.2f} per card", goal)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
