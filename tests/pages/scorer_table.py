"""The kit's table on any game's scorer page (recent games, share link, picture, a shared game, what is
kept aside), as a person uses it: taps on its buttons, reading what it says. Shared by the kit's
Chromium tests (tests/browser/test_scorer_kit.py) and each game's; not a test module itself."""
from __future__ import annotations

import json

BOOT_TIMEOUT = 90_000
VIEWPORT = {"width": 360, "height": 740}
# The game as a share link's fragment, made by the page's own modules (the kit's frame, the game's codec).
ENCODE = """async (game) => {
  const find = (stem) => [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((link) => new URL(link.href).pathname.split("/").pop().startsWith(`${stem}.`)).href;
  const { createShareLink } = await import(find("share-link"));
  const { rules } = await import(find("rules"));
  return createShareLink(rules.link).encodeGame(game);
}"""
STORAGE = "() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage[k]]))"
# Until the page has drawn twice more: whatever was laid out when it was asked is on the screen.
NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
SET_STORAGE = "(items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"


def games_key(slug: str) -> str:
    return f"marquoir.{slug}.games"


def current_key(slug: str) -> str:
    return f"marquoir.{slug}.current"


class ScorerTable:
    """One phone (a browser context) on one game's scorer page; page errors are kept in `problems`."""

    def __init__(self, browser, origin: str, slug: str, lang: str = "fr", init_script: str | None = None):
        self.slug, self.lang, self.origin = slug, lang, origin
        self.context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
        if init_script:
            self.context.add_init_script(init_script)
        self.page = self.context.new_page()
        self.problems: list[str] = []
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        self.url = f"{origin}/{lang}/{slug}/score/"
        self.page.goto(self.url)
        self.ready()

    def ready(self) -> None:
        self.page.wait_for_selector("#scorer[data-ready='true']")
        self.page.wait_for_selector("[data-status='ready']", timeout=BOOT_TIMEOUT)

    def reload(self) -> None:
        self.page.reload()
        self.ready()

    def storage(self) -> dict[str, str]:
        return self.page.evaluate(STORAGE)

    def saved_games(self) -> list[dict]:
        return json.loads(self.storage().get(games_key(self.slug), '{"games": []}'))["games"]

    def recent(self):
        return self.page.locator("[data-recent] li")

    def link(self, game: dict) -> str:
        return self.page.evaluate(ENCODE, game)

    def wait_recorded(self, count: int) -> None:
        self.page.wait_for_function(
            "([key, count]) => (JSON.parse(localStorage.getItem(key) || '{\"games\": []}').games.length"
            " === count) && document.querySelectorAll('[data-recent] li').length === count",
            arg=[games_key(self.slug), count], timeout=BOOT_TIMEOUT)

    def keep_shared(self, game: dict) -> None:
        """Opens `game` by its link, then taps "keep it": it becomes this page's game, scored and listed."""
        before = len(self.saved_games())
        self.page.goto(f"{self.url}#g={self.link(game)}")
        shown = "[data-shared]:not([hidden]) [data-shared-pad] table"
        self.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
        self.page.locator("[data-shared-keep]").tap()
        self.wait_recorded(before + 1)

    def rescore(self) -> None:
        """Scores the game as it stands (a Score button needs its tap; other pages score by themselves)."""
        score = self.page.locator("[data-score]")
        if score.count():
            score.tap()

    def notice(self) -> str:
        notice = self.page.locator("[data-table-notice]")
        notice.wait_for(state="visible")
        return notice.inner_text()

    def close(self) -> None:
        assert not self.problems, self.problems
        self.context.close()


# Whether a tap's target (a selector, found in the same task: a redraw cannot slip in between) is wholly
# on the screen and nothing is drawn over its centre (a sticky bar at the top or the bottom, a docked
# panel): what a person taps without scrolling first.
ON_SCREEN = """(selector) => { const node = document.querySelector(selector);
  const r = node.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return Boolean(hit) && (hit === node || node.contains(hit)); }"""
# The results show the score of the game as it is (the kit's round page: data-answered = data-requested).
SETTLED = ("() => { const r = document.querySelector('[data-results]');"
           " return r.dataset.answered && r.dataset.answered === r.dataset.requested; }")


class Taps:
    """A person's taps on a scorer page (a Playwright Page), counted, with those whose target was not on
    the screen before the tap (Playwright then scrolls it in, as a person would have to)."""

    def __init__(self, page):
        self.page = page
        self.taps = 0
        self.off_screen = 0
        self.missed: list[str] = []

    def tap(self, selector: str) -> None:
        if not self.page.evaluate(ON_SCREEN, selector):
            self.off_screen += 1
            self.missed.append(selector)
        self.page.locator(selector).tap()
        self.taps += 1

    def type_name(self, index: int, name: str) -> None:
        field = self.page.locator(f"#name-{index}")
        field.tap()
        field.fill("")
        if name:
            field.press_sequentially(name)

    def settled(self) -> None:
        self.page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT)
