"""The site offline, in Debian's Chromium at 360 x 740: after one online visit, the service worker at
/sw.js serves the rules in every language, and the scorer boots and scores with no network at all
(the server stopped, the browser offline, its HTTP cache emptied). The worker the build writes lists
every page, never the Pyodide runtime, and its cache version follows the site's content."""
from __future__ import annotations

import gzip
import html
import json
import os
import re
import time

import pytest
from browser_launch import CHROMIUM_FLAGS, chromium_path
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT, ScorerPage, as_entered
from site_helpers import copy_sources, html_pages, url_of
from static_host import headers_for, netlify_rules, serve

from scorer.arboretum import score
from site_builder.commands.build import build_site
from site_builder.config.site_config import LANGUAGES

MANIFEST = re.compile(r"^const BUILD = (\{.*?\});$", re.M | re.S)
# True once a service worker is active and controls the page; false after 30 s without one.
WAIT_CONTROLLED = """async () => {
  const container = navigator.serviceWorker;
  const late = new Promise((resolve) => setTimeout(resolve, 30000));
  await Promise.race([container.ready, late]);
  if (!container.controller) {
    const change = new Promise((done) => container.addEventListener("controllerchange", done));
    await Promise.race([change, late]);
  }
  return Boolean(container.controller);
}"""
CACHED = "async (paths) => (await Promise.all(paths.map((p) => caches.match(p)))).every(Boolean)"
SMALL_GAME = {
    "players": [
        {
            "name": "Inès",
            "arboretum": [
                {"row": 0, "col": 0, "species": "oak", "value": 2},
                {"row": 0, "col": 1, "species": "maple", "value": 4},
                {"row": 0, "col": 2, "species": "oak", "value": 7},
            ],
            "hand": [{"species": "oak", "value": 5}, {"species": "maple", "value": 3}],
        },
        {
            "name": "Tom",
            "arboretum": [
                {"row": 0, "col": 0, "species": "maple", "value": 1},
                {"row": 1, "col": 0, "species": "maple", "value": 6},
            ],
            "hand": [{"species": "oak", "value": 1}, {"species": "maple", "value": 8}],
        },
    ]
}


def manifest_of(worker: str) -> dict:
    match = MANIFEST.search(worker)
    assert match, "sw.js carries no build manifest"
    return json.loads(match.group(1))


def heading_text(built_site, path: str, anchor: str) -> str:
    page = (built_site / path.lstrip("/") / "index.html").read_text(encoding="utf-8")
    found = re.search(rf'<h2 id="{anchor}">(.*?)</h2>', page, re.S)
    assert found, (path, anchor)
    return html.unescape(re.sub(r"<[^>]+>", "", found.group(1))).strip()


def open_phone(browser, lang: str):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None)
    return context, page, problems


def go_offline(context, page) -> None:
    """No network: the browser offline and its HTTP cache emptied (the caller stopped the server)."""
    context.set_offline(True)
    session = context.new_cdp_session(page)
    session.send("Network.clearBrowserCache")
    session.detach()


def wait_runtime_kept(page, needs: list[str]) -> None:
    """Until the service worker controls the page and has kept every file the scorer needs (60 s)."""
    assert page.evaluate(WAIT_CONTROLLED)
    deadline = time.monotonic() + 60
    while not page.evaluate(CACHED, needs):
        assert time.monotonic() < deadline, "the scorer's runtime was not kept for offline use"
        time.sleep(0.2)


@pytest.mark.browser
def test_rules_are_read_offline_in_every_language_after_one_visit(browser, built_site):
    context, page, problems = open_phone(browser, "fr")
    with serve(built_site) as origin:
        page.goto(f"{origin}/fr/arboretum/")
        assert page.evaluate(WAIT_CONTROLLED)
    go_offline(context, page)

    for path in ("/en/arboretum/", "/es/arboretum/", "/fr/arboretum/index.html"):
        response = page.goto(origin + path)
        assert response is not None and response.ok and response.from_service_worker, path
        lang = path.split("/")[1]
        assert page.locator("html").get_attribute("lang") == lang
        heading = page.get_by_role("heading", name=heading_text(built_site, f"/{lang}/arboretum/", "en-bref"))
        assert heading.is_visible(), path
        assert page.locator(".arboretum-grid .tile").first.is_visible()

    response = page.goto(f"{origin}/es/")
    assert response.from_service_worker and page.locator("html").get_attribute("lang") == "es"
    page.reload()
    assert page.get_by_role("heading", level=1).is_visible()
    assert page.locator("main a[href='/es/arboretum/']").first.is_visible()
    assert not problems, problems

    # A page the site does not have: its 404 page, from the cache too.
    response = page.goto(f"{origin}/en/nowhere/")
    assert response.status == 404 and response.from_service_worker
    assert page.get_by_role("heading", name="404").is_visible()
    context.close()


@pytest.mark.browser
@pytest.mark.parametrize("first_visit", ["/fr/arboretum/score/", "/fr/arboretum/"])
def test_scorer_scores_offline_after_one_visit(browser, built_site, first_visit):
    """First visit to the scorer: its page and its module worker fetched the runtime before the service
    worker was there. First visit to the rules: the scorer page opened next is controlled, but the
    service worker leaves the runtime's requests to the browser while online. Either way the page asks
    the service worker to keep the runtime once its scorer is ready, and offline it serves it."""
    needs = manifest_of((built_site / "sw.js").read_text(encoding="utf-8"))["needs"]["/fr/arboretum/score/"]
    assert any(path.endswith("pyodide.asm.wasm") for path in needs) and any(p.endswith(".whl") for p in needs)
    context, page, problems = open_phone(browser, "fr")
    with serve(built_site) as origin:
        page.goto(origin + first_visit)
        if first_visit != "/fr/arboretum/score/":
            assert page.evaluate(WAIT_CONTROLLED)
            page.goto(f"{origin}/fr/arboretum/score/")
        page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
        wait_runtime_kept(page, needs)
    go_offline(context, page)

    served: list[tuple[str, bool]] = []
    page.on("response", lambda r: served.append((r.url, r.from_service_worker)) if "/pyodide/" in r.url or
            r.url.endswith(".whl") else None)
    page.reload()
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready", problems
    # The module worker's own fetches (runtime, wheel) were answered by the page's service worker.
    assert served and all(from_worker for _url, from_worker in served), served

    ui = ScorerPage(page)
    entered = ui.enter(SMALL_GAME)
    ui.score()
    envelope = score(json.loads(json.dumps(as_entered(SMALL_GAME))))
    assert envelope["ok"], envelope
    for player in envelope["result"]["players"]:
        assert ui.total(player["name"]) == player["total"]
    assert sorted(ui.winners()) == sorted(envelope["result"]["winners"])
    assert [p["name"] for p in entered["players"]] == ["Inès", "Tom"]
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_first_visit_to_the_scorer_downloads_each_file_once(browser_type, built_site, tmp_path):
    """The page, its worker, the service worker's install and the copy of the runtime for offline use
    together download every file once (the worker's script included: its settings are in its URL's
    fragment, so the install finds it in the HTTP cache). A profile on disk, as a visitor's browser has:
    a private window's memory cache may not hold the 9.6 MB WebAssembly file, which is then fetched
    again to be kept."""
    needs = manifest_of((built_site / "sw.js").read_text(encoding="utf-8"))["needs"]["/fr/arboretum/score/"]
    context = browser_type.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=chromium_path(), args=CHROMIUM_FLAGS,
        viewport=VIEWPORT, has_touch=True, locale="fr",
    )
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    sent: list[tuple[str, int, int]] = []
    with serve(built_site, sent=sent) as origin:
        page.goto(f"{origin}/fr/arboretum/score/")
        page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
        wait_runtime_kept(page, needs)
        bodies = [path for path, status, size in sent if status == 200 and size]
    twice = sorted({path for path in bodies if bodies.count(path) > 1 and not path.endswith("/")})
    assert not twice, twice
    assert any("scorer-worker" in path for path in bodies) and set(needs) <= set(bodies)
    assert not problems, problems
    context.close()


@pytest.mark.browser
def test_the_worker_asks_for_each_runtime_file_once_and_pyodide_uses_those_answers(
        browser_type, built_site):
    """The worker asks for pyodide.mjs, the wasm, the standard library and pyodide.asm.mjs on its first
    lines; Pyodide's own requests for them are answered with those responses. Were the hand over
    broken, Pyodide would ask again (the HTTP cache would hide it from the server, not from the
    browser's list of requests)."""
    context = browser_type.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS).new_context(
        viewport=VIEWPORT, has_touch=True, locale="fr")
    asked: list[str] = []
    # the page's and its worker's requests; not the service worker's copy of the runtime for offline
    # use, which may start before Playwright sees the page ready
    def note(request) -> None:
        if request.service_worker is None:
            asked.append(request.url.split("?", 1)[0])

    context.on("request", note)
    page = context.new_page()
    with serve(built_site) as origin:
        page.goto(f"{origin}/fr/arboretum/score/")
        page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
    runtime = [url for url in asked if "/pyodide/" in url]
    for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs", "stdlib-"):
        found = [url for url in runtime if url.rsplit("/", 1)[1].startswith(name)]
        assert len(found) == 1, (name, runtime)
    context.browser.close()


# Notes when the page registers the service worker (register.mjs), before any of the page's code runs.
NOTE_REGISTER = """
if (navigator.serviceWorker) {
  const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
  navigator.serviceWorker.register = (...args) => {
    performance.mark("test:service-worker-registered");
    return register(...args);
  };
}
"""


@pytest.mark.browser
def test_the_service_worker_is_installed_only_once_the_scorer_has_started(browser, built_site):
    """On a first visit to a scorer page, the service worker's install (every page and file of the site)
    must not take the processor while Pyodide starts: it is registered once the scorer is ready. A
    rules page registers it once loaded."""
    context, page, problems = open_phone(browser, "fr")
    context.add_init_script(NOTE_REGISTER)
    registered = (
        "() => performance.getEntriesByName('test:service-worker-registered').map((m) => m.startTime)"
    )

    with serve(built_site) as origin:
        page.goto(f"{origin}/fr/arboretum/score/")
        page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)
        assert page.evaluate(WAIT_CONTROLLED)
        (at,) = page.evaluate(registered)
        ready = page.evaluate("() => performance.getEntriesByName('marquoir:scorer-ready')[0].startTime")
        loaded = page.evaluate("() => performance.getEntriesByType('navigation')[0].loadEventStart")
        assert at >= ready and at >= loaded, (at, ready, loaded)

        page.goto(f"{origin}/es/arboretum/")
        page.wait_for_load_state("load")
        page.wait_for_function(f"{registered}.length > 0", timeout=10_000)
    assert not problems, problems
    context.close()


CACHE_NAMES = "async () => (await caches.keys()).filter((name) => name.startsWith(\"marquoir-pages-\"))"
UPDATE = """async () => {
  const registration = await navigator.serviceWorker.ready;
  await registration.update();
  return [Boolean(registration.installing), Boolean(registration.waiting)];
}"""


@pytest.mark.browser
def test_new_build_replaces_the_old_cache(browser, tmp_path):
    """The worker of a new build installs its own cache and waits; once the reload it offers is accepted,
    the page reloads, the old cache goes when no page of the old build is left, and the page read
    offline afterwards is the new one."""
    root = copy_sources(tmp_path / "repo")
    build_site(output_dir=tmp_path / "old", root=root, quiet=True)
    home = root / "content" / "index.md"
    home.write_text(home.read_text(encoding="utf-8") + "\nUn paragraphe de la nouvelle version.\n")
    build_site(output_dir=tmp_path / "new", root=root, quiet=True)
    # http.server dates files to the second and answers a revalidation with 304 when the date is not
    # later: the deploy must look later than the first build, as it would be.
    later = max(path.stat().st_mtime for path in (tmp_path / "old").rglob("*")) + 10
    for path in (tmp_path / "new").rglob("*"):
        os.utime(path, (later, later))
    old, new = (manifest_of((tmp_path / name / "sw.js").read_text(encoding="utf-8"))["version"]
                for name in ("old", "new"))
    live = tmp_path / "live"
    live.symlink_to(tmp_path / "old", target_is_directory=True)
    context, page, problems = open_phone(browser, "fr")
    with serve(live) as origin:
        page.goto(f"{origin}/fr/")
        assert page.evaluate(WAIT_CONTROLLED)
        assert page.evaluate(CACHE_NAMES) == ["marquoir-pages-" + old]
        live.unlink()
        live.symlink_to(tmp_path / "new", target_is_directory=True)  # the deploy
        assert page.evaluate(UPDATE) == [True, False], "no new worker found"
        offer = page.locator("[data-update]")
        offer.wait_for(state="visible", timeout=30000)
        with page.expect_navigation():
            offer.get_by_role("button").click()
        deadline = time.monotonic() + 30
        while page.evaluate(CACHE_NAMES) != ["marquoir-pages-" + new]:
            assert time.monotonic() < deadline, page.evaluate(CACHE_NAMES)
            page.goto(f"{origin}/fr/")
            time.sleep(0.2)
    go_offline(context, page)
    response = page.goto(f"{origin}/fr/")
    assert response.from_service_worker
    assert page.get_by_text("Un paragraphe de la nouvelle version.").is_visible()
    assert not problems, problems
    context.close()


def test_worker_precaches_every_page_and_small_file_but_not_the_runtime(built_site):
    worker = (built_site / "sw.js").read_text(encoding="utf-8")
    manifest = manifest_of(worker)
    precache = manifest["precache"]
    sitemap = (built_site / "sitemap.xml").read_text(encoding="utf-8")
    in_sitemap = {re.sub(r"^https?://[^/]+", "", loc) for loc in re.findall(r"<loc>([^<]+)</loc>", sitemap)}
    assert len(in_sitemap) >= 3 * len(LANGUAGES)
    assert in_sitemap <= set(precache), in_sitemap - set(precache)
    assert {url_of(built_site, page) for page in html_pages(built_site)} <= set(precache)
    assert {"/", "/404.html"} <= set(precache)
    for lang in LANGUAGES:
        assert {f"/{lang}/", f"/{lang}/arboretum/", f"/{lang}/arboretum/score/"} <= set(precache)
    files = (built_site / "assets").rglob("*")
    assets = {"/" + path.relative_to(built_site).as_posix() for path in files if path.is_file()}
    assert assets <= set(precache)
    assert not [path for path in precache if path.startswith(("/pyodide/", "/scorer/"))]
    runtime = set(manifest["runtime"])
    for name in (r"pyodide\.asm\.wasm", r"stdlib-[0-9a-f]{10}\.zip"):
        assert [path for path in runtime if re.fullmatch(rf"/pyodide/[0-9a-f]{{10}}/{name}", path)]
    # What the install downloads, compressed as a host sends it (gzip -9, a little over brotli): every
    # page of every language and game, the player aids and every small file, far under the runtime.
    weight = sum(len(gzip.compress((built_site / (p.lstrip("/") + ("index.html" if p.endswith("/") else "")))
                                   .read_bytes(), 9)) for p in precache)
    assert weight < 400 * 1024, f"{weight} bytes (compressed) fetched at install"
    for path in precache:
        assert (built_site / (path.lstrip("/") + ("index.html" if path.endswith("/") else ""))).is_file()


def test_cache_version_follows_the_content_and_builds_are_identical(tmp_path):
    root = copy_sources(tmp_path / "repo")
    build_site(output_dir=tmp_path / "one", root=root, quiet=True)
    build_site(output_dir=tmp_path / "two", root=root, quiet=True)
    first = (tmp_path / "one" / "sw.js").read_bytes()
    assert first == (tmp_path / "two" / "sw.js").read_bytes()

    home = root / "content" / "index.md"
    home.write_text(home.read_text(encoding="utf-8") + "\nUn paragraphe de plus.\n", encoding="utf-8")
    build_site(output_dir=tmp_path / "three", root=root, quiet=True)
    before = manifest_of(first.decode("utf-8"))
    after = manifest_of((tmp_path / "three" / "sw.js").read_text(encoding="utf-8"))
    assert after["version"] != before["version"]
    changed = {path for path in after["precache"] if after["precache"][path] != before["precache"].get(path)}
    assert changed == {f"/{lang}/" for lang in LANGUAGES}
    assert after["runtime"] == before["runtime"]


def test_worker_is_served_fresh_under_the_site_policy(built_site):
    rules = netlify_rules(built_site)
    headers = headers_for("/sw.js", rules)
    assert headers["Cache-Control"] == "no-cache"
    assert "worker-src 'self'" in headers["Content-Security-Policy"]
    for runtime in ("pyodide/*/pyodide.asm.wasm", "scorer/*/*.whl", "assets/site.*.css"):
        published = sorted(built_site.glob(runtime))  # a wheel per game with a scorer page
        assert published, runtime
        for path in published:
            url = "/" + path.relative_to(built_site).as_posix()
            assert "immutable" in headers_for(url, rules)["Cache-Control"]
    assert not (built_site / "assets" / "offline" / "service-worker.js").exists()
    assert list((built_site / "assets" / "offline").glob("register.*.mjs"))
