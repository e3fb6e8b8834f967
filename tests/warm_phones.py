"""Phones (browser contexts) kept warm from one test to the next, as a visitor's phone is on a later visit:
the runtime in the HTTP cache, the scorer's snapshot and the service worker's files in Cache Storage, the
service worker itself. What a test leaves of its own is gone before the next test gets the phone: its
pages (and their sessionStorage), the site's localStorage, IndexedDB and cookies, permissions, routes,
offline mode.

A test whose subject is a first visit, the offline path, a slow or failing download, a snapshot, or that
adds an init script or a fake clock to its context (neither can be taken back) opens a phone of its own
(`browser.new_context`) instead. A page's own init script (`page.add_init_script`) goes with the page.

Why kept here and not in a fixture: the kit's test helpers (pages/scorer_table.py) are handed the
`browser` fixture, so the phones are the browser's own (`phones_of(browser)`), made at its first phone
and closed with it. Each pytest-xdist worker has its browser, so its own phones.

Shared by the browser tests' helpers; not a test module itself.
"""
from __future__ import annotations

import weakref
from urllib.parse import urlsplit

VIEWPORT = {"width": 360, "height": 740}
# The scorer keeps one snapshot (one game's) per phone: a phone is kept per game and time zone, at most
# this many per browser (the least recently used put away first). Not per language: the pages take their
# language from their address, never from the phone's (the phone's locale is its first test's).
KEPT = 8
# What a test leaves on the site's origin; Cache Storage (the snapshot, the offline files) and the
# service worker are what a visitor's phone keeps, and stay.
LEFT_BY_A_TEST = "cookies,local_storage,indexeddb,websql,file_systems"
# A phone's first visit, made before its first test: until the scorer's snapshot is kept (or said not
# kept) and the footer says the phone is ready offline (the service worker holds every scorer's runtime).
VISITED = """() => performance.getEntriesByName('marquoir:snapshot-kept').length
  + performance.getEntriesByName('marquoir:snapshot-not-kept').length > 0
  && !document.querySelector("footer [data-offline-state='ready']").hidden"""
FIRST_VISIT_TIMEOUT = 120_000


class WarmPhones:
    """The phones of one browser, by (game, time zone)."""

    def __init__(self, browser):
        self.browser = browser
        self.idle: dict[tuple, object] = {}  # key -> context, least recently used first
        self.keys: dict[object, tuple] = {}  # context lent out or idle -> its key
        self.origins: dict[object, set[str]] = {}

    def take(self, origin: str, slug: str, lang: str, viewport=VIEWPORT, timezone_id: str | None = None):
        """A new page on a phone with nothing of an earlier test's own: (context, page)."""
        key = (slug, timezone_id)
        context = self.idle.pop(key, None)
        if context is None:
            zone = {"timezone_id": timezone_id} if timezone_id else {}
            context = self.browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang, **zone)
            context.on("close", lambda closed: self.forget(closed))
            self.keys[context] = key
            self.origins[context] = set()
            self.visit(context, f"{origin}/{lang}/{slug}/score/")
        self.origins[context].add(origin)
        page = context.new_page()
        page.set_viewport_size(viewport)
        return context, page

    def visit(self, context, url: str) -> None:
        """The phone's first visit to the game's scorer page, left once it is what a visitor's phone is
        after one: then emptied of the visit's own, as after a test."""
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(VISITED, timeout=FIRST_VISIT_TIMEOUT, polling=100)
        self.put_back(context, keep=False)

    def put_back(self, context, *, keep: bool = True) -> None:
        """The phone emptied of the test's own and kept for a later test (or closed, past KEPT)."""
        # Its pages are closed first: a page saves what is being entered as it goes (pagehide), which
        # would otherwise land in the storage just emptied.
        for page in context.pages:
            self.origins[context].update(origin_of(page.url))
            page.close()
        context.unroute_all(behavior="ignoreErrors")
        context.clear_permissions()
        context.set_offline(False)
        blank = context.new_page()
        cdp = context.new_cdp_session(blank)
        for origin in self.origins[context]:
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": LEFT_BY_A_TEST})
        cdp.detach()
        blank.close()
        if not keep:
            return
        key = self.keys[context]
        if key in self.idle:  # two phones of one key lent at once: keep the newer
            self.idle.pop(key).close()
        self.idle[key] = context
        while len(self.idle) > KEPT:
            self.idle.pop(next(iter(self.idle))).close()

    def forget(self, context) -> None:
        """A phone closed (by its test, or past KEPT) is no longer lent nor kept."""
        key = self.keys.pop(context, None)
        self.origins.pop(context, None)
        if self.idle.get(key) is context:
            del self.idle[key]


def origin_of(url: str) -> set[str]:
    parts = urlsplit(url)
    return {f"{parts.scheme}://{parts.netloc}"} if parts.scheme in ("http", "https") else set()


PHONES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def phones_of(browser) -> WarmPhones:
    if browser not in PHONES:
        PHONES[browser] = WarmPhones(browser)
    return PHONES[browser]


def warm_phone(browser, origin: str, slug: str, lang: str, viewport=VIEWPORT, timezone_id: str | None = None):
    """A phone from the browser's warm ones: (context, page), the page blank. `put_away` gives it back."""
    return phones_of(browser).take(origin, slug, lang, viewport, timezone_id)


def put_away(context) -> None:
    """A phone given back when it is a warm one (emptied of the test's own), else closed."""
    browser = context.browser
    phones = PHONES.get(browser) if browser is not None else None
    if phones is not None and context in phones.keys:
        phones.put_back(context)
    else:
        context.close()
