"""Speed and size of the Arboretum scorer page, measured in one run against a bare Pyodide page.

    .venv/bin/python benchmarks/bench_scorer_page.py [--runs N] [--lang fr]

Builds the site into a temporary folder and serves it on loopback with its own _headers (CSP and
cache rules), beside a bare page that only calls loadPyodide() in a module worker from the pinned
runtime's own files (Pyodide's default boot: its whole standard library as sources, its lock file),
served the same way, its runtime folder cached as immutable as the site's. Each site has a server
in a process of its own (static_host.serve_apart): in this one, Playwright's Python handles an event
for every request, and a server sharing its interpreter would answer a page of forty files late.
Playwright looks into a page only once it has loaded, the same for both pages (its first look runs a
script of its own on the page's thread, which a visitor's page never has). In Debian's Chromium at
360 x 740, each page in its own profile on disk, runs interleaved, it measures for a first visit, a
repeat visit (same browser), a repeat after a browser restart (the profile reopened) and, for the
scorer page, a visit offline through the service worker (the bare page has none: compared with its
repeat visit):

- navigation -> scorer ready (the worker booted Pyodide and imported the scorer) or the bare boot;
- navigation -> first score: a saved 4-player game is in place and the page taps "score" itself as
  soon as the scorer is ready; the end of the score measure (for the bare page: its boot);
- bytes on the wire: the bodies the server sent, each compressed with brotli (quality 11) where the
  host would compress it (Python's `brotli`, a test extra; gzip -9 without it, said in the output).
  Hosts compress by content type, so the bytes are counted three ways: as a host that compresses the
  types of Cloudflare's documented list sends them (HOST_COMPRESSED: `application/wasm` is on it, and
  the site's `_headers` send the zips and wheels as such; the goal applies to this figure), as it
  would if it ignored that header (the archives as `application/zip`, sent as they are), and with
  nothing binary compressed (text types only);

each as the median of the per-run ratios to the bare page; then score taps on a warm page.

A first visit of the scorer page stays open until what it leaves behind is done (the service worker
installed, the runtime kept for offline use, the memory snapshot kept), as it is long before a player
comes back; its bytes on the wire include the service worker's install. The scorer page starts from
a memory snapshot its worker kept on the device after the first visit (snapshot-store.mjs). A copy
of the site with the snapshot turned off (the `.pyc` path: Pyodide starts from the trimmed, compiled
standard library on every visit) is measured in the same runs, and the snapshot's gain printed as a
ratio to it: the snapshot is kept in the site only while it makes repeat visits at least 20 % faster
(<= 0.8x).

Not a test: it prints figures beside the goals and never fails on them. Pyodide's boot is mostly
WebAssembly compilation, so on a busy machine single runs swing by several hundred milliseconds: use
--runs 5 or more before reading a ratio.
"""
from __future__ import annotations

import argparse
import contextlib
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
from pages.arboretum_page import VIEWPORT, random_game  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from static_host import content_type_for, netlify_rules, serve_apart  # noqa: E402

from site_builder.commands.build import build_site  # noqa: E402
from site_builder.publishing.host_rules import IMMUTABLE  # noqa: E402
from site_builder.pyodide.runtime import locate_runtime  # noqa: E402

try:
    import brotli
except ImportError:  # gzip is counted instead, and said so
    brotli = None

GOALS = {"score_ms": 100}
STORAGE_KEY = "marquoir.arboretum.current"  # the scorer-page kit's saved-games.mjs
BOOT_TIMEOUT = 120_000
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
    for name in runtime.files:  # the default boot: Pyodide's own stdlib and lock file
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


def load_bare(context, url: str) -> dict:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready='true']", timeout=BOOT_TIMEOUT)
    figures = {"boot": mark(page, "bare:ready")}
    page.close()
    return figures


def time_scoring(context, url: str, game: dict, taps: int) -> list[float]:
    page = context.new_page()
    page.goto(url)
    saved = {"format": 1, "playerCount": len(game["players"]), "players": []}
    for player in game["players"]:
        saved["players"].append({key: player[key] for key in ("name", "arboretum", "hand")})
    kept = json.dumps({"version": 2, "id": "bench", "game": saved, "past": []})
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [STORAGE_KEY, kept])
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


def median(values: list[float]) -> float:
    return statistics.median(values)


def line(label: str, value: str, goal: str = "") -> None:
    print(f"  {label:<44} {value:>16}   {goal}")


# Set before the page's own code on a scorer page visit: the saved game is in place, and the score
# button is tapped (by the page itself, no tool's delay) as soon as the scorer is ready.
AUTO_SCORE = """
try { localStorage.setItem(%(key)s, %(saved)s); } catch {}
new MutationObserver((records, observer) => {
  const status = document.querySelector("[data-status='ready']");
  const button = document.querySelector("[data-score]");
  if (!status || !button) return;
  observer.disconnect();
  button.click();
}).observe(document, { childList: true, subtree: true, attributes: true });
"""
VISITS = ("first", "repeat", "restart", "offline")
SCORER_PAGES = ("site", "pyc")  # the site, and its copy that never starts from a memory snapshot
READY_GOALS = {"first": "goal <= 0.5x", "repeat": "goal <= 0.35x"}


# The content types Cloudflare's documentation lists as compressed on the way to visitors ("Content
# compression"); Netlify documents no list of its own. Everything else is sent as it is.
HOST_COMPRESSED = frozenset((
    "text/html", "text/richtext", "text/plain", "text/css", "text/x-script", "text/x-component",
    "text/x-java-source", "text/x-markdown", "application/javascript", "application/x-javascript",
    "text/javascript", "text/js", "image/x-icon", "image/vnd.microsoft.icon", "application/x-perl",
    "application/x-httpd-cgi", "text/xml", "application/xml", "application/rss+xml",
    "application/vnd.api+json", "application/x-protobuf", "application/json", "multipart/bag",
    "multipart/mixed", "application/xhtml+xml", "font/ttf", "font/otf", "font/x-woff", "image/svg+xml",
    "application/vnd.ms-fontobject", "application/ttf", "application/x-ttf", "application/otf",
    "application/x-otf", "application/truetype", "application/opentype", "application/x-opentype",
    "application/font-woff", "application/eot", "application/font", "application/font-sfnt",
    "application/wasm", "application/javascript-binast", "application/manifest+json",
    "application/ld+json", "application/graphql+json", "application/geo+json",
))
# Text: what any host compresses (the third way counts nothing else compressed).
TEXT = frozenset(t for t in HOST_COMPRESSED
                 if t.startswith("text/") or t.endswith(("json", "xml", "javascript")))
# How a host might send the bodies: the content types it compresses, after its reading of _headers.
WIRE_WAYS = {
    "host": "as a host that compresses by content type sends them",
    "header_ignored": "if the host ignored _headers' Content-Type (archives sent as application/zip)",
    "text_only": "with nothing binary compressed (text types only)",
}


def compressed_size(data: bytes) -> int:
    if brotli is not None:
        return len(brotli.compress(data, quality=11))
    return len(gzip.compress(data, 9))


def sent_type(path: str, rules: list, way: str) -> str:
    if way == "header_ignored":
        return content_type_for(path, [(pattern, {k: v for k, v in values.items() if k != "Content-Type"})
                                       for pattern, values in rules])
    return content_type_for(path, rules)


def is_compressed(content_type: str, way: str) -> bool:
    base = content_type.split(";", 1)[0].strip().lower()
    return base in (TEXT if way == "text_only" else HOST_COMPRESSED)


def wire_bytes(log: list[tuple[str, int, int]], folder: pathlib.Path, sizes: dict, rules: list) -> dict:
    """Bytes of the bodies the server sent, each way of WIRE_WAYS: a body of a type the host compresses
    counted compressed (brotli or gzip), any other as it is."""
    totals = dict.fromkeys(WIRE_WAYS, 0)
    for path, status, size in log:
        if status != 200 or size == 0:
            continue
        url_path = path.split("?", 1)[0]
        local = folder / url_path.lstrip("/")
        if local.is_dir():
            local, url_path = local / "index.html", url_path.rstrip("/") + "/index.html"
        if local not in sizes:
            sizes[local] = compressed_size(local.read_bytes()) if local.is_file() else size
        for way in WIRE_WAYS:
            totals[way] += sizes[local] if is_compressed(sent_type(url_path, rules, way), way) else size
    return totals


def visit_scorer(context, url: str, settle: bool = False) -> dict:
    """One visit of the scorer page. With `settle` (a first visit), the page then stays open until what
    a first visit leaves behind is done, as it is long before a player comes back: the service worker
    installed and in control, the runtime kept for offline use and, unless turned off, the memory
    snapshot kept."""
    page = context.new_page()
    # As for the bare page: Playwright looks into the page only once it has loaded (its first look
    # runs a script of its own on the page's thread, tens of ms, which a visitor's page never has).
    page.goto(url)
    page.wait_for_selector("[data-results][data-state='scored'], [data-status='failed']",
                           timeout=BOOT_TIMEOUT)
    if page.locator("[data-status]").get_attribute("data-status") != "ready":
        raise SystemExit("the scorer failed to start")
    score = page.evaluate("() => { const m = performance.getEntriesByName('marquoir:score');"
                          " return m[0].startTime + m[0].duration; }")
    figures = {"ready": mark(page, "marquoir:scorer-ready"), "score": score,
               "worker": mark(page, "marquoir:worker-created"),
               "restored": mark(page, "marquoir:worker-restored") is not None}
    if settle:
        settle_first_visit(page)
    page.close()
    return figures


def settle_first_visit(page) -> None:
    page.wait_for_function("async () => { await navigator.serviceWorker.ready;"
                           " return (await (await caches.open('marquoir-runtime')).keys()).length >= 4; }",
                           timeout=BOOT_TIMEOUT, polling=200)
    if page.locator("[data-snapshot='on']").count():
        page.wait_for_function(
            "() => performance.getEntriesByName('marquoir:snapshot-kept').length"
            " + performance.getEntriesByName('marquoir:snapshot-not-kept').length > 0",
            timeout=BOOT_TIMEOUT,
        )
        if mark(page, "marquoir:snapshot-kept") is None:
            raise SystemExit("the scorer's worker could not keep its memory snapshot")


def visit_bare(context, url: str) -> dict:
    figures = load_bare(context, url)
    return {"ready": figures["boot"], "score": figures["boot"]}


def make_pyc_site(site: pathlib.Path, folder: pathlib.Path) -> None:
    """A copy of the built site whose scorer pages never start from a memory snapshot (data-snapshot
    off): Pyodide starts from the trimmed standard library compiled to .pyc, every visit."""
    shutil.copytree(site, folder)
    for page in folder.glob("*/*/score/index.html"):
        html = page.read_text(encoding="utf-8")
        if 'data-snapshot="on"' not in html:
            raise SystemExit(f"{page}: no data-snapshot attribute to turn off")
        page.write_text(html.replace('data-snapshot="on"', 'data-snapshot="off"'), encoding="utf-8")


def one_run(playwright, temp: pathlib.Path, run: int, name: str, url: str, log: list, folder, sizes,
            init: str | None, rules: list) -> dict:
    scorer = name in SCORER_PAGES
    visit = visit_scorer if scorer else visit_bare
    profile = temp / f"profile-{name}-{run}"
    found = {}
    context = open_profile(playwright, profile)
    if init:
        context.add_init_script(init)
    for state in ("first", "repeat"):
        log.take()  # what an earlier visit left
        found[state] = visit_scorer(context, url, settle=state == "first") if scorer else visit(context, url)
        found[state]["bytes"] = wire_bytes(log.take(), folder, sizes, rules)
    context.close()
    context = open_profile(playwright, profile)  # the browser restarted: its memory cache is gone
    if init:
        context.add_init_script(init)
    log.take()
    found["restart"] = visit(context, url)
    found["restart"]["bytes"] = wire_bytes(log.take(), folder, sizes, rules)
    if scorer:
        context.set_offline(True)
        found["offline"] = visit(context, url)
        found["offline"]["bytes"] = dict.fromkeys(WIRE_WAYS, 0)
    context.close()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="visits of each page, interleaved (default 3)")
    parser.add_argument("--taps", type=int, default=10, help="score taps timed (default 10)")
    parser.add_argument("--lang", default="fr")
    args = parser.parse_args()
    game = random_game(players=4, planted=12, seed=80)
    saved = {"format": 1, "playerCount": 4,
             "players": [{key: p[key] for key in ("name", "arboretum", "hand")} for p in game["players"]]}
    kept = {"version": 2, "id": "bench", "game": saved, "past": []}
    init = AUTO_SCORE % {"key": json.dumps(STORAGE_KEY), "saved": json.dumps(json.dumps(kept))}

    with tempfile.TemporaryDirectory(prefix="marquoir-bench-") as temp_name:
        temp = pathlib.Path(temp_name)
        site_dir, bare_dir, pyc_dir = temp / "site", temp / "bare", temp / "pyc"
        bare_dir.mkdir()
        build_site(output_dir=site_dir, strict=False, quiet=True)
        make_bare_site(bare_dir)
        make_pyc_site(site_dir, pyc_dir)
        sizes: dict = {}
        results: dict[str, list[dict]] = {"site": [], "bare": [], "pyc": []}
        # The bare page is served under the site's own headers, its runtime folder (named by the
        # version) cached as immutable as the site's.
        site_rules = netlify_rules(site_dir)
        rules = site_rules + [("/pyodide/*", {"Cache-Control": IMMUTABLE})]
        # Each site from a server in its own process (static_host.serve_apart), never slowed by this
        # process's own Python while Playwright reports the page's requests.
        with contextlib.ExitStack() as servers:
            site_origin, site_log = servers.enter_context(serve_apart(site_dir))
            pyc_origin, pyc_log = servers.enter_context(serve_apart(pyc_dir))
            bare_origin, bare_log = servers.enter_context(serve_apart(bare_dir, rules=rules))
            playwright = servers.enter_context(sync_playwright())
            page_url = f"{site_origin}/{args.lang}/arboretum/score/"
            for run in range(args.runs):
                for name, url, log, folder, script, served_by in (
                    ("bare", f"{bare_origin}/worker/", bare_log, bare_dir, None, rules),
                    ("site", page_url, site_log, site_dir, init, site_rules),
                    ("pyc", f"{pyc_origin}/{args.lang}/arboretum/score/", pyc_log, pyc_dir, init, site_rules),
                ):
                    found = one_run(playwright, temp, run, name, url, log, folder, sizes, script, served_by)
                    results[name].append(found)
            context = open_profile(playwright, temp / "profile-score")
            score_times = time_scoring(context, page_url, game, args.taps)
            context.close()

    packer = "brotli (quality 11)" if brotli is not None else "gzip -9 (Python brotli not installed)"
    print(f"Scorer page /{args.lang}/arboretum/score/ vs a bare loadPyodide() page in a module worker, "
          f"{args.runs} interleaved run(s), medians, Chromium {VIEWPORT['width']}x{VIEWPORT['height']}")
    print(f"bytes on the wire: every body the server sent, compressed with {packer} where the host would")
    for state in VISITS:
        site = [r[state] for r in results["site"]]
        pyc = [r[state] for r in results["pyc"]]
        bare = [r["repeat" if state == "offline" else state] for r in results["bare"]]
        against = " (bare: its repeat visit, it has no offline mode)" if state == "offline" else ""
        restored = sum(s["restored"] for s in site)
        print(f"{state} visit{against}: started from the memory snapshot in {restored} of {len(site)} runs")
        for key, label in (("ready", "navigation -> scorer ready"), ("score", "navigation -> first score")):
            ratios = [s[key] / b[key] for s, b in zip(site, bare, strict=True)]
            goal = READY_GOALS.get(state, "") if key == "ready" else ""
            line(label, f"{median([s[key] for s in site]):.0f} ms vs {median([b[key] for b in bare]):.0f}",
                 f"{median(ratios):.2f}x  {goal}")
        ratios = [s["ready"] / p["ready"] for s, p in zip(site, pyc, strict=True)]
        line("  ready, without the snapshot (the .pyc path)", f"{median([p['ready'] for p in pyc]):.0f} ms",
             f"snapshot / .pyc path {median(ratios):.2f}x" + ("  goal <= 0.8x" if state == "repeat" else ""))
        for way, label in WIRE_WAYS.items():
            if way != "host" and state != "first":
                continue
            site_bytes = median([s["bytes"][way] for s in site])
            bare_bytes = median([b["bytes"][way] for b in bare])
            ratio = f"{site_bytes / bare_bytes:.2f}x" if bare_bytes else "-"
            goal = "goal <= 4 MB" if state == "first" and way == "host" else ""
            line(f"bytes on the wire, {label}" if state == "first" else "bytes on the wire",
                 f"{site_bytes / 1e6:.2f} MB vs {bare_bytes / 1e6:.2f}", f"{ratio}  {goal}")
        if state == "first":
            line("  worker created (since navigation)", f"{median([s['worker'] for s in site]):.0f} ms")
    print("score tap -> score pad drawn, 4 players x (12 planted + 7 in hand):")
    line(f"median of {len(score_times)} taps", f"{median(score_times):.0f} ms",
         f"goal < {GOALS['score_ms']} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
