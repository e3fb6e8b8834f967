"""The scorer's memory snapshot (snapshot-store.mjs, scorer-worker.mjs), in Debian's Chromium: after a
first start the page's worker keeps one snapshot of Pyodide's memory on the device; the next visit
starts from it and scores as CPython does. A damaged, truncated or another build's snapshot is never
used: the scorer starts as usual, the bad snapshot is dropped and a good one kept in its place. The
store itself runs under Node (node --test), where there is no Cache Storage at all."""
from __future__ import annotations

import json
import pathlib

import pytest
from node_tests import published, run_node_tests
from pages.arboretum_page import BOOT_TIMEOUT, VIEWPORT, ScorerPage, random_game

from scorer.arboretum import score

ROOT = pathlib.Path(__file__).resolve().parents[2]
SNAPSHOT_URLS = "async () => (await (await caches.open('marquoir-snapshot')).keys()).map((r) => r.url)"
# Damages to the kept snapshot, done from the page (the same origin as the worker's Cache Storage).
DAMAGE = {
    # one byte changed deep in Pyodide's memory: the length and the header still look right
    "flipped": """async () => {
        const cache = await caches.open('marquoir-snapshot');
        const [key] = await cache.keys();
        const kept = await cache.match(key);
        const bytes = new Uint8Array(await kept.arrayBuffer());
        bytes[Math.floor(bytes.length * 0.6)] ^= 0xff;
        await cache.put(key, new Response(bytes, { headers: kept.headers }));
    }""",
    # cut in half, as a write interrupted by a full disk would leave it
    "truncated": """async () => {
        const cache = await caches.open('marquoir-snapshot');
        const [key] = await cache.keys();
        const kept = await cache.match(key);
        const bytes = new Uint8Array(await kept.arrayBuffer());
        await cache.put(key, new Response(bytes.slice(0, bytes.length >> 1), { headers: kept.headers }));
    }""",
    # a whole, good snapshot, but of another build's wheel
    "another build": """async () => {
        const cache = await caches.open('marquoir-snapshot');
        const [key] = await cache.keys();
        const kept = await cache.match(key);
        await cache.put(key.url.replace(/%2Fscorer%2F[0-9a-f]+%2F/, '%2Fscorer%2F0000000000%2F'), kept);
        await cache.delete(key);
    }""",
}


@pytest.fixture
def phone(browser):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="fr")
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda m: problems.append(f"console: {m.text}") if m.type == "error" else None)
    yield page, problems
    context.close()


def has_mark(page, name: str) -> bool:
    return page.evaluate("name => performance.getEntriesByName(name).length > 0", f"marquoir:{name}")


def open_ready(page, url: str | None = None) -> None:
    if url:
        page.goto(url)
    else:
        page.reload()
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"


def wait_snapshot_kept(page) -> None:
    page.wait_for_function(
        "() => performance.getEntriesByName('marquoir:snapshot-kept').length"
        " + performance.getEntriesByName('marquoir:snapshot-not-kept').length > 0",
        timeout=BOOT_TIMEOUT,
    )
    assert has_mark(page, "snapshot-kept"), "the worker could not keep its snapshot"


def assert_scores_as_cpython(ui: ScorerPage, entered: dict) -> None:
    ui.score()
    assert ui.page.locator("[data-results]").get_attribute("data-state") == "scored"
    envelope = score(json.loads(json.dumps(entered)))
    assert envelope["ok"], envelope
    for player in envelope["result"]["players"]:
        assert ui.total(player["name"]) == player["total"], player["name"]
    assert sorted(ui.winners()) == sorted(envelope["result"]["winners"])


def first_visit(page, origin: str) -> tuple[ScorerPage, dict]:
    """The scorer opened for the first time, a 3-player game entered and scored (it stays saved in the
    page), and the snapshot kept."""
    open_ready(page, f"{origin}/fr/arboretum/score/")
    assert not has_mark(page, "worker-restored")
    ui = ScorerPage(page)
    entered = ui.enter(random_game(players=3, planted=6, seed=61))
    assert_scores_as_cpython(ui, entered)
    wait_snapshot_kept(page)
    (url,) = page.evaluate(SNAPSHOT_URLS)
    assert "module=scorer.arboretum" in url and "%2Fscorer%2F" in url, url
    return ui, entered


@pytest.mark.browser
def test_the_next_visit_starts_from_the_snapshot_and_scores_as_cpython(phone, origin):
    page, problems = phone
    ui, entered = first_visit(page, origin)
    kept = page.evaluate(SNAPSHOT_URLS)
    for _ in range(2):
        open_ready(page)
        assert has_mark(page, "worker-restored")
        assert not has_mark(page, "worker-snapshot-dropped")
        assert_scores_as_cpython(ui, entered)
    assert page.evaluate(SNAPSHOT_URLS) == kept  # started from it: not made again
    assert not problems, problems


@pytest.mark.browser
@pytest.mark.parametrize("damage", sorted(DAMAGE))
def test_a_bad_snapshot_is_never_used_and_is_replaced(phone, origin, damage):
    page, problems = phone
    ui, entered = first_visit(page, origin)
    good = page.evaluate(SNAPSHOT_URLS)
    page.evaluate(DAMAGE[damage])

    open_ready(page)
    assert not has_mark(page, "worker-restored")
    # refused while Pyodide started from it (length, digest), or never found (another build's key)
    assert has_mark(page, "worker-snapshot-dropped") == (damage != "another build")
    assert_scores_as_cpython(ui, entered)
    wait_snapshot_kept(page)
    assert page.evaluate(SNAPSHOT_URLS) == good  # the bad one gone, a good one in its place

    open_ready(page)
    assert has_mark(page, "worker-restored")
    assert_scores_as_cpython(ui, entered)
    assert not problems, problems


@pytest.mark.node
def test_snapshot_store_under_node(built_site):
    """No Cache Storage, keeping and reading back, one snapshot in all, damaged and short snapshots,
    a full disk (node --test, with a Cache Storage made of Maps)."""
    module = published(built_site, "arboretum", "snapshot-store")
    run_node_tests("node/snapshot_store_test.mjs", SNAPSHOT_MODULE=module)
