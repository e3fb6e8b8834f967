"""The kit's table on any game's scorer page (recent games, share link, picture, a shared game, what is
kept aside), as a person uses it: taps on its buttons, reading what it says. Shared by the kit's
Chromium tests (tests/browser/test_scorer_kit.py) and each game's; not a test module itself."""
from __future__ import annotations

import contextlib
import json

from playwright.sync_api import expect
from static_host import serve
from warm_phones import VIEWPORT, put_away, warm_phone

BOOT_TIMEOUT = 90_000
# The game as a share link's fragment, made by the page's own modules (the kit's frame, the game's codec).
ENCODE = """async (game) => {
  const find = (stem) => [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((link) => new URL(link.href).pathname.split("/").pop().startsWith(`${stem}.`)).href;
  const { createShareLink } = await import(find("share-link"));
  const { rules } = await import(find("rules"));
  return createShareLink(rules.link).encodeGame(game);
}"""
# What the page's rules module says of a game in the scorer's form: rules[name](game).
RULES_SAY = """async ([name, game]) => {
  const find = (stem) => [...document.querySelectorAll("link[rel=modulepreload]")]
    .find((link) => new URL(link.href).pathname.split("/").pop().startsWith(`${stem}.`)).href;
  const { rules } = await import(find("rules"));
  return rules[name](game);
}"""
STORAGE = "() => Object.fromEntries(Object.keys(localStorage).sort().map((k) => [k, localStorage[k]]))"
# Until the page has drawn twice more: whatever was laid out when it was asked is on the screen.
NEXT_FRAME = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"
# Whether the game kept on the phone (the session's current game, in the game's own form) holds `name`
# whole, as a string of its own (not "Min" while "Mine" is being typed).
KEPT_NAME = "([key, name]) => (localStorage.getItem(key) || '').includes(JSON.stringify(name))"
SET_STORAGE = "(items) => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"


def games_key(slug: str) -> str:
    return f"marquoir.{slug}.games"


def current_key(slug: str) -> str:
    return f"marquoir.{slug}.current"


class ScorerTable:
    """One phone (a browser context) on one game's scorer page; page errors are kept in `problems`.
    The phone is a warm one (warm_phones.py: the runtime already on it, nothing of an earlier test's),
    or a new one when `warm` is false (a first visit is the subject); `init_script` runs in its page
    (the page's own, gone with it). Given `page` (a phone already open, its context the caller's), the
    table goes to the game's page in it instead of opening a phone of its own: tests that visit many
    pages reuse one."""

    def __init__(self, browser, origin: str, slug: str, lang: str = "fr", init_script: str | None = None,
                 timezone_id: str | None = None, page=None, *, warm: bool = True):
        self.slug, self.lang, self.origin = slug, lang, origin
        self.owned = page is None
        if page is None and warm:
            _, page = warm_phone(browser, origin, slug, lang, timezone_id=timezone_id)
        elif page is None:
            zone = {"timezone_id": timezone_id} if timezone_id else {}
            page = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang, **zone).new_page()
        if self.owned and init_script:
            page.add_init_script(init_script)
        self.context, self.page = page.context, page
        self.problems: list[str] = []
        self.page.on("pageerror", self.heard_error)
        self.url = f"{origin}/{lang}/{slug}/score/"
        self.page.goto(self.url)
        self.ready()

    def heard_error(self, error) -> None:
        self.problems.append(f"page error: {error}")

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

    def rules_say(self, function: str, game: dict):
        """What the game's own rules module (rules.mjs, as the page loads it) says of `game`:
        `rules[function](game)`, such as whether it is finished."""
        return self.page.evaluate(RULES_SAY, [function, game])

    def wait_listed(self, text: str) -> None:
        """Until the newest game of the list shows `text` (a name typed, once its score is recorded: not the
        same game recorded a moment before, half typed or scored before the change)."""
        expect(self.recent().first).to_contain_text(text, timeout=BOOT_TIMEOUT)

    def own_game(self, name: str = "Mine", *, listed: bool = True) -> None:
        """A game of this phone's own: `name` typed as the first player's and kept on the phone, then, when
        the game lists a game with names only (`listed`), scored and listed."""
        Taps(self.page).type_name(0, name)
        self.page.wait_for_function(KEPT_NAME, arg=[current_key(self.slug), name])
        if listed:
            self.rescore()
            self.wait_listed(name)

    def rescore(self) -> None:
        """Scores the game as it stands (a Score button needs its tap; other pages score by themselves)."""
        score = self.page.locator("[data-score]")
        if score.count():
            score.tap()

    def notice(self) -> str:
        notice = self.page.locator("[data-table-notice]")
        notice.wait_for(state="visible")
        return notice.inner_text()

    def picture(self):
        """The picture of the score, made by a tap: its image, drawn."""
        self.page.locator("[data-share-picture]").tap()
        image = self.page.locator("[data-picture-image]")
        image.wait_for(state="visible")
        assert image.get_attribute("src").startswith("data:image/png;base64,")
        return image

    def share_link(self) -> str:
        """The share link, made by a tap (no share sheet here: the clipboard, or the link shown to copy)."""
        self.page.locator("[data-share-link]").tap()
        self.page.wait_for_function("() => document.querySelector('[data-share-status]').textContent !== ''")
        url = self.page.locator("[data-share-url]").input_value()
        assert url.startswith(f"{self.url}#g=")
        return url

    def close(self) -> None:
        """The phone closed, or, when it was the caller's, left to the caller without this table's ear."""
        if self.owned:
            put_away(self.context)
        else:
            self.page.remove_listener("pageerror", self.heard_error)
        assert not self.problems, self.problems


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
        """Until the page shows the answer to its latest change, drawn: two frames later, what the page
        measures once it has drawn (a table made narrow by its ResizeObserver) is done as well."""
        self.page.wait_for_function(SETTLED, timeout=BOOT_TIMEOUT)
        self.page.evaluate(NEXT_FRAME)

    def start(self, players: int, names: list[str]) -> None:
        """A new game, the number of players and the names typed (the kit's set-up: scorer_parts.html)."""
        self.tap("[data-new-game]")
        if self.page.locator(f"[data-count='{players}']").get_attribute("aria-pressed") != "true":
            self.tap(f"[data-count='{players}']")
        for index, name in enumerate(names):
            self.type_name(index, name)


# Waits until the page shows the answer to the latest score it asked for: the pages that score by
# themselves carry data-requested and data-answered (equal once answered), the Score button's page a
# stamp that grows with each answer (given as `stamp`: the one before the tap).
ANSWERED = """(stamp) => {
  const node = document.querySelector('[data-results]');
  if (node.dataset.requested !== undefined) return node.dataset.requested === node.dataset.answered;
  return Number(node.dataset.stamp || 0) > stamp;
}"""


class SavedGames(ScorerTable):
    """The same phone, for the saved games: the page's Undo, the list's Remove and its way back, the
    game's own names, what localStorage holds and what the page said. Shared by the kit's tests of the
    saved games (tests/browser/test_saved_games.py), for every game."""

    @property
    def games_key(self) -> str:
        return games_key(self.slug)

    @property
    def current_key(self) -> str:
        return current_key(self.slug)

    def score_now(self) -> None:
        """Scores the game as it stands (a tap on Score where there is one) and waits for the answer."""
        results = self.page.locator("[data-results]")
        stamp = int(results.get_attribute("data-stamp") or 0)
        self.rescore()
        self.page.wait_for_function(ANSWERED, arg=stamp, timeout=BOOT_TIMEOUT)

    def first_name(self) -> str:
        return self.page.locator("#name-0").input_value()

    def undo(self) -> None:
        self.page.locator("[data-undo]").tap()

    def remove(self, index: int) -> str:
        """Taps Remove on the `index`-th recent game: the id of the entry removed."""
        item = self.recent().nth(index)
        removed = item.get_attribute("data-recent-id")
        item.locator("button").nth(1).tap()
        return removed

    def put_back_button(self):
        return self.page.locator("[data-table-notice] button")

    def current(self) -> dict:
        return json.loads(self.storage()[current_key(self.slug)])

    def games_store(self) -> dict:
        return json.loads(self.storage()[games_key(self.slug)])

    def write(self, items: dict[str, object]) -> None:
        """Writes each key's value (JSON unless already a text), as a damaged or older page would have."""
        texts = {key: value if isinstance(value, str) else json.dumps(value) for key, value in items.items()}
        self.page.evaluate(SET_STORAGE, texts)

    def aside_text(self) -> str:
        aside = self.page.locator("[data-table-aside]")
        aside.wait_for(state="visible")
        return aside.inner_text()

    def focused(self) -> dict:
        """The focused element: its tag, its text and the id of the recent game it is in, if any."""
        return self.page.evaluate(
            "() => { const node = document.activeElement; const item = node.closest('[data-recent-id]');"
            " return {tag: node.tagName, text: node.innerText || '',"
            " entry: item ? item.dataset.recentId : null}; }")


def with_a_null_card(slug: str, game: dict) -> dict:
    """The page's game with one card's value become `null`, as damaged storage would hold it: Arboretum
    a planted card's value, Lost Cities the first card of a column (yellow [null, 8, 10]), Sushi Go! the
    count of a kind in a hand."""
    damaged = json.loads(json.dumps(game))
    if slug == "arboretum":
        damaged["players"][0]["arboretum"][0]["value"] = None
        return damaged
    for round_ in damaged["rounds"]:
        for columns in round_:
            for key, held in columns.items():
                if isinstance(held, dict) and held.get("cards"):
                    held["cards"][0] = None
                    return damaged
                if isinstance(held, int):
                    columns[key] = None
                    return damaged
    raise AssertionError(f"no card in {game}")


# The kit's round-by-round table as it is drawn, read in one go (one call instead of one per cell): each
# round's cell ("round:player": its points, running total and text), each total, each sticky line, each
# round's detail lines ("round:player" and the game's own keys, such as a pudding's) and the rows' names.
ROUND_TABLE = """() => {
  const number = (node, name) => (node.hasAttribute(name) ? Number(node.getAttribute(name)) : null);
  const drawn = (node) => ({
    points: number(node, "data-points"), running: number(node, "data-running"), text: node.innerText,
    strong: node.querySelector("strong, .points")?.innerText ?? null,
  });
  const each = (selector, key) => Object.fromEntries(
    [...document.querySelectorAll(selector)].map((node) => [key(node), drawn(node)]));
  const lines = (node) => [...node.querySelectorAll("li")]
    .map((item) => ({ text: item.textContent, inner: item.innerText }));
  const key = (node) => `${node.dataset.round}:${node.dataset.player}`;
  return {
    cells: each("[data-totals] td[data-round][data-player]", key),
    totals: each("[data-totals] td[data-total]", (node) => node.dataset.total),
    sticky: each("[data-sticky]", (node) => node.dataset.sticky),
    details: Object.fromEntries(
      [...document.querySelectorAll("[data-detail]")].map((node) => [node.dataset.detail, lines(node)])),
    rows: [...document.querySelectorAll("[data-totals] tbody th[scope='row']")].map((node) => node.innerText),
  };
}"""


def round_table(page) -> dict:
    """The kit's round-by-round table as drawn on the screen now (ROUND_TABLE): read once, after the page
    has settled, in place of a read per cell."""
    return page.evaluate(ROUND_TABLE)


def shown_totals(page, where: str) -> list[int]:
    """The totals of the points table below `where`, as its cells carry them."""
    cells = page.locator(f"{where} td[data-total]")
    return [int(cells.nth(index).get_attribute("data-points")) for index in range(cells.count())]


def scorer_totals(score, game: dict) -> list[int]:
    """Each player's total as the game's scorer package (`score`, run here by CPython) gives it."""
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return [player["total"] for player in envelope["result"]["players"]]


def open_shared_elsewhere(browser, origin: str, slug: str, url: str, lang: str, expected: list[int],
                          *, own_lang: str | None = None, tampered_at: int = 10, listed: bool = True) -> None:
    """Another browser with a game of its own (its page in `own_lang`, by default `lang`: "Mine" typed as
    the first name, kept, and listed where a game of names only is, `listed`): the link, read in the
    sender's language then switched to `lang`, shows the same game (`expected` totals) and leaves its
    own alone; the link with one character changed (at `tampered_at` in its fragment) is refused and
    changes nothing."""
    table = ScorerTable(browser, origin, slug, own_lang or lang)
    table.own_game("Mine", listed=listed)
    before = table.page.evaluate(STORAGE)
    table.page.goto(url)  # the sender's page, in the sender's language; the switcher keeps the game
    table.page.wait_for_selector("[data-shared]:not([hidden])")
    table.page.locator(f".switcher a[hreflang='{lang}']").click()
    shown = "[data-shared]:not([hidden]) [data-shared-pad] td[data-total]"
    table.page.wait_for_selector(shown, timeout=BOOT_TIMEOUT)
    assert table.page.locator("html").get_attribute("lang") == lang
    assert shown_totals(table.page, "[data-shared-pad]") == expected
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    fragment = url.split("#g=")[1]
    changed = "A" if fragment[tampered_at] != "A" else "B"
    tampered = fragment[:tampered_at] + changed + fragment[tampered_at + 1:]
    table.page.goto(f"{origin}/{lang}/{slug}/score/#g={tampered}")
    table.page.reload()
    table.ready()
    table.page.locator("[data-table-notice]").wait_for(state="visible")
    assert table.page.locator("[data-shared]").is_hidden()
    assert table.page.locator("#name-0").input_value() == "Mine"
    assert table.page.evaluate(STORAGE) == before
    table.close()


@contextlib.contextmanager
def offline_after_the_rules_page(browser, built_site, slug: str):
    """A phone that opened the game's rules page once (its offline copy ready), then, offline with the
    server gone and the HTTP cache emptied, its scorer page started: the page, ready; no page error."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale="en")
    page = context.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    with serve(built_site) as origin:
        page.goto(f"{origin}/en/{slug}/")
        ready = page.locator("footer [data-offline] [data-offline-state='ready']")
        ready.wait_for(state="visible", timeout=90_000)
    context.set_offline(True)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.clearBrowserCache")
    cdp.detach()
    page.goto(f"{origin}/en/{slug}/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready"
    yield page
    assert not problems, problems
    context.close()


def open_scorer_page(browser, origin: str, slug: str, lang: str, viewport=VIEWPORT, *, console: bool = True,
                     warm: bool = True, init_script: str | None = None):
    """A phone (touch, `viewport`; a warm one unless `warm` is false) on the game's scorer page in `lang`,
    the scorer ready, `init_script` run in the page first: (context, page, problems), the page's errors
    (and its console's errors, with `console`) kept in `problems`. `put_away(context)` when done."""
    if warm:
        context, page = warm_phone(browser, origin, slug, lang, viewport)
    else:
        context = browser.new_context(viewport=viewport, has_touch=True, locale=lang)
        page = context.new_page()
    if init_script:
        page.add_init_script(init_script)
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    if console:
        page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
                if message.type == "error" else None)
    page.goto(f"{origin}/{lang}/{slug}/score/")
    page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
    assert page.locator("[data-status]").get_attribute("data-status") == "ready", problems
    return context, page, problems


@contextlib.contextmanager
def on_scorer_page(browser, origin: str, slug: str, lang: str, viewport=VIEWPORT, *, console: bool = True,
                   init_script: str | None = None):
    """open_scorer_page as a block: the page; at the block's end, no page error (nor console error, with
    `console`), and the phone put away."""
    context, page, problems = open_scorer_page(browser, origin, slug, lang, viewport, console=console,
                                               init_script=init_script)
    yield page
    assert not problems, problems
    put_away(context)
