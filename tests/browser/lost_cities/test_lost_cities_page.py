"""The Lost Cities scorer page in Debian's Chromium on a 360 x 740 touch screen, served with the site's
real headers (CSP included): three-round games entered by taps in French, English and Spanish are
scored as CPython's scorer.lost_cities scores them, a taken card is disabled for the other player,
nothing is lost on reload, refused games are worded in the page's language, nothing leaves the origin."""
from __future__ import annotations

import json
import re
from urllib.parse import urlsplit

import pytest
from axe_playwright_python.sync_playwright import Axe
from pages.lost_cities_page import BOOT_TIMEOUT, VIEWPORT, LostCitiesPage, official_round, random_game
from pages.scorer_table import ScorerTable, round_table

from scorer.lost_cities import score

pytestmark = pytest.mark.browser
MINUS = "\u2212"
CURRENT_KEY = "marquoir.lost-cities.current"  # the kit's saved-games.mjs
WORDS = {
    "fr": {"wins": "gagne", "fallback": "Joueur", "taken": "prise par", "yellow": "Jaune",
           "duplicate_name": "Deux joueurs s’appellent", "name_alike": "Ce nom est déjà pris",
           "duplicate_card": "la carte Jaune 7 est saisie plusieurs fois",
           "purple": "le violet ne se joue que dans la partie longue", "shared": "victoire partagée"},
    "en": {"wins": "wins", "fallback": "Player", "taken": "taken by", "yellow": "Yellow",
           "duplicate_name": "Two players are called", "name_alike": "Another player already has this name",
           "duplicate_card": "the card Yellow 7 is entered more than once",
           "purple": "purple is only played in the long game", "shared": "a shared win"},
    "es": {"wins": "gana", "fallback": "Jugador", "taken": "la tiene", "yellow": "Amarillo",
           "duplicate_name": "Dos jugadores se llaman", "name_alike": "Otro jugador ya tiene este nombre",
           "duplicate_card": "la carta Amarillo 7 está anotada más de una vez",
           "purple": "el morado solo se juega en la partida larga", "shared": "victoria compartida"},
}


class Session:
    """One page per language for the whole module: Pyodide boots once; requests and errors are kept."""

    def __init__(self, browser, origin: str, lang: str):
        self.origin, self.lang = origin, lang
        self.context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
        self.page = self.context.new_page()
        self.requests: list[str] = []
        self.problems: list[str] = []
        self.context.on("request", lambda request: self.requests.append(request.url))
        self.page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        self.page.on(
            "console",
            lambda message: self.problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" or "Content Security Policy" in message.text
            else None,
        )
        self.page.goto(f"{origin}/{lang}/lost-cities/score/")
        self.wait_ready()
        self.ui = LostCitiesPage(self.page)

    def wait_ready(self) -> None:
        self.page.wait_for_selector("[data-status='ready'], [data-status='failed']", timeout=BOOT_TIMEOUT)
        assert self.page.locator("[data-status]").get_attribute("data-status") == "ready", self.problems


@pytest.fixture(scope="module")
def sessions(browser, origin):
    opened: dict[str, Session] = {}

    def open_session(lang: str) -> Session:
        if lang not in opened:
            opened[lang] = Session(browser, origin, lang)
        return opened[lang]

    yield open_session
    for session in opened.values():
        session.context.close()


def scored(game: dict) -> dict:
    envelope = score(json.loads(json.dumps(game)))
    assert envelope["ok"], envelope
    return envelope["result"]


def computation(entry: dict) -> str:
    """The computation the page must show, from CPython's entry."""
    def signed(n):
        return f"{MINUS}{-n}" if n < 0 else str(n)
    text = f"{entry['sum']} {MINUS} {entry['cost']}"
    if entry["multiplier"] > 1:
        text = f"({text}) × {entry['multiplier']}"
    if entry["bonus"]:
        text += f" + {entry['bonus']}"
    return f"{text} = {signed(entry['points'])}"


def three_round_game(lang: str) -> tuple[dict, list[str]]:
    """A game whose first round is the typical one (official sheet against the play report's), then
    two drawn rounds; the second player's name left blank (the page names them in its language)."""
    first, second = official_round()
    drawn = random_game(seed={"fr": 1, "en": 2, "es": 3}[lang], rounds=2)
    rounds_a = [first] + drawn["players"][0]["rounds"]
    rounds_b = [second] + drawn["players"][1]["rounds"]
    typed = ["Léa", ""]
    game = {"game": "lost-cities", "long_game": False, "players": [
        {"name": "Léa", "rounds": rounds_a}, {"name": f"{WORDS[lang]['fallback']} 2", "rounds": rounds_b}]}
    return game, typed


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_three_round_game_entered_by_taps(sessions, lang):
    session = sessions(lang)
    page, ui = session.page, session.ui
    game, typed = three_round_game(lang)
    ui.enter(game, names=typed)
    expected = scored(game)
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"
    names = [player["name"] for player in expected["players"]]
    header = page.locator("[data-totals] thead th").all_inner_texts()
    assert header[1:] == names  # the blank name is the page's "Player 2"
    table = round_table(page)
    for index, player in enumerate(expected["players"]):
        assert ui.total(index) == player["total"]
        assert ui.shown_number(f"[data-totals] td[data-total='{index}']") == player["total"]
        running = 0
        for round_index, round_result in enumerate(player["rounds"]):
            running += round_result["total"]
            cell = table["cells"][f"{round_index}:{index}"]
            assert cell["points"] == round_result["total"]
            assert cell["running"] == running
            shown = [int(n.replace(MINUS, "-")) for n in re.findall(rf"{MINUS}?\d+", cell["text"])]
            assert shown == [round_result["total"], running]
            lines = [line["inner"] for line in table["details"][f"{round_index}:{index}"]]
            started = [(c, e) for c, e in round_result["colours"].items() if e["started"]]
            assert len(lines) == max(1, len(started))
            for line, (_, entry) in zip(lines, started, strict=False):
                assert computation(entry) in line, (line, entry)
    winners = json.loads(page.locator("[data-verdict]").get_attribute("data-winners"))
    assert winners == expected["winners"]
    verdict = page.locator("[data-verdict]").inner_text()
    assert all(name in verdict for name in expected["winners"])
    assert WORDS[lang]["wins"] in verdict or WORDS[lang]["shared"] in verdict
    # the typical round's red column (2 wagers, 8 cards) is written out with its bonus
    red = expected["players"][0]["rounds"][0]["colours"]["red"]
    assert computation(red) == f"(35 {MINUS} 20) × 3 + 20 = 65"
    assert computation(red) in page.locator("[data-detail='0:0']").inner_text()
    assert "Traceback" not in page.content()


def test_column_and_points_shown_live(sessions):
    session = sessions("fr")
    ui, page = session.ui, session.page
    ui.new_game()
    for key in ("w1", "3", "5", "7"):
        ui.tap(f"[data-board] [data-colour='green'] [data-card='{key}']")
    ui.settled()
    row = page.locator("[data-board] [data-colour='green']")
    assert row.locator("[data-column]").inner_text() == "pari ×1 · 3 5 7"
    assert row.locator(".lc-col-points").inner_text() == f"{MINUS}10"
    assert row.locator("[data-card='5']").get_attribute("aria-pressed") == "true"
    total = page.locator("[data-round-total]").inner_text()
    assert "Total de la manche pour Joueur 1\u00a0: \u221210" in total


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_taken_card_is_disabled_for_the_other_player(sessions, lang):
    ui = sessions(lang).ui
    ui.new_game()
    ui.type_name(0, "Ana")
    ui.choose(0, 0)
    ui.tap("[data-board] [data-colour='yellow'] [data-card='7']")
    ui.tap("[data-board] [data-colour='yellow'] [data-card='w2']")
    ui.choose(0, 1)
    for key in ("7", "w2"):
        taken = ui.card("yellow", key)
        assert taken.is_disabled()
        assert f"{WORDS[lang]['taken']} Ana" in taken.get_attribute("aria-label")
        assert "taken" in taken.get_attribute("class")
    assert ui.card("yellow", "6").is_enabled() and ui.card("yellow", "w1").is_enabled()
    ui.choose(1, 1)
    assert ui.card("yellow", "7").is_enabled()  # another round: the card is free again
    ui.choose(0, 0)
    ui.tap("[data-board] [data-colour='yellow'] [data-card='7']")  # Ana gives it back
    ui.choose(0, 1)
    assert ui.card("yellow", "7").is_enabled()


def test_reload_keeps_the_game(sessions):
    session = sessions("fr")
    ui, page = session.ui, session.page
    game, typed = three_round_game("fr")
    ui.enter(game, names=typed)
    ui.choose(2, 1)
    totals = [ui.total(0), ui.total(1)]
    page.reload()
    session.wait_ready()
    ui.settled()
    assert page.locator("#name-0").input_value() == "Léa"
    assert [ui.total(0), ui.total(1)] == totals
    assert page.locator("[data-player-tabs] [data-player='1']").get_attribute("aria-pressed") == "true"
    assert page.locator("[data-round-tabs] [data-round='2']").get_attribute("aria-pressed") == "true"
    ui.choose(0, 0)
    assert ui.card("red", "10").get_attribute("aria-pressed") == "true"
    assert ui.card("red", "w2").get_attribute("aria-pressed") == "true"


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_same_names_are_refused_in_the_page_language(sessions, lang):
    session = sessions(lang)
    ui, page = session.ui, session.page
    ui.new_game()
    ui.tap("[data-board] [data-colour='blue'] [data-card='4']")
    ui.type_name(0, "Ana")
    ui.type_name(1, "ana")
    ui.settled()
    assert page.locator("[data-results]").get_attribute("data-state") == "refused"
    problems = page.locator("[data-problems]")
    alike = page.locator("#name-1-alike")  # said beside the name as it is typed (the kit), not in the list
    assert alike.is_visible() and WORDS[lang]["name_alike"] in alike.inner_text()
    assert page.locator("#name-1").get_attribute("aria-invalid") == "true"
    assert problems.is_hidden()
    assert "Traceback" not in page.content()
    assert ui.card("blue", "4").get_attribute("aria-pressed") == "true"  # nothing entered is lost
    ui.type_name(1, "Ben")
    ui.settled()
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"
    assert problems.is_hidden()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_tampered_storage_is_refused_in_the_page_language(sessions, lang):
    session = sessions(lang)
    page, ui = session.page, session.ui
    tampered = {"format": 1, "longGame": False, "names": ["Ana", "Ben"], "at": {"round": 0, "player": 1},
                "rounds": [[{"yellow": {"wagers": [], "cards": [7]}},
                            {"yellow": {"wagers": [1], "cards": [7, 9]}}]]}
    saved = json.dumps({"version": 2, "id": "tampered", "game": tampered, "past": []})
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [CURRENT_KEY, saved])
    page.reload()
    session.wait_ready()
    ui.settled()
    assert page.locator("[data-results]").get_attribute("data-state") == "refused"
    assert WORDS[lang]["duplicate_card"] in page.locator("[data-problems]").inner_text()
    assert "Traceback" not in page.content()
    ui.tap("[data-board] [data-colour='yellow'] [data-card='7']")  # Ben's copy taken off
    ui.settled()
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"
    expected = scored({"game": "lost-cities", "players": [
        {"name": "Ana", "rounds": [{"yellow": {"cards": [7]}}]},
        {"name": "Ben", "rounds": [{"yellow": {"wagers": 1, "cards": [9]}}]}]})
    assert [ui.total(0), ui.total(1)] == [p["total"] for p in expected["players"]]


def test_purple_outside_the_long_game_is_refused_then_kept(sessions):
    session = sessions("en")
    ui, page = session.ui, session.page
    ui.new_game()
    ui.type_name(0, "Ana")
    ui.type_name(1, "Ben")
    ui.tap("label[for='long-game']")
    ui.tap("[data-board] [data-colour='purple'] [data-card='6']")
    ui.settled()
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"
    ui.tap("label[for='long-game']")
    ui.settled()
    assert WORDS["en"]["purple"] in page.locator("[data-problems]").inner_text()
    assert ui.card("purple", "6").get_attribute("aria-pressed") == "true"
    page.locator("[data-undo]").tap()
    ui.settled()
    assert page.locator("#long-game").is_checked()
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"


def test_rounds_added_removed_undo_and_new_game(sessions):
    session = sessions("fr")
    ui, page = session.ui, session.page
    ui.new_game()
    tabs = page.locator("[data-round-tabs] button")
    assert tabs.count() == 3
    ui.tap("[data-add-round]")
    assert tabs.count() == 4
    assert tabs.nth(3).get_attribute("aria-pressed") == "true"
    ui.tap("[data-board] [data-colour='white'] [data-card='10']")
    ui.settled()
    assert page.locator("[data-totals] tbody tr").count() == 5  # 4 rounds and the total
    ui.tap("[data-remove-round]")
    ui.settled()
    assert tabs.count() == 3
    page.locator("[data-undo]").tap()
    assert tabs.count() == 4
    assert ui.card("white", "10").get_attribute("aria-pressed") == "true"
    ui.new_game()
    assert tabs.count() == 3
    assert page.locator("[data-board] [aria-pressed='true']").count() == 0


def test_keyboard_toggles_a_card_and_keeps_the_focus(sessions):
    session = sessions("fr")
    ui, page = session.ui, session.page
    ui.new_game()
    ui.card("blue", "8").focus()
    page.keyboard.press("Enter")
    assert ui.card("blue", "8").get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.activeElement.dataset.card") == "8"
    page.keyboard.press("ArrowRight")  # the board is one Tab stop; the arrows move within it
    assert page.evaluate("document.activeElement.dataset.card") == "9"
    page.keyboard.press("Space")
    assert ui.card("blue", "9").get_attribute("aria-pressed") == "true"


def test_no_accessibility_violation_and_large_targets(browser, origin):
    """On the three-round game (kept from its link on a phone of its own: entering it by taps is the test
    above's), the board showing the cards the other player took."""
    table = ScorerTable(browser, origin, "lost-cities", "fr")
    page, ui = table.page, LostCitiesPage(table.page)
    game, _ = three_round_game("fr")
    table.keep_shared(game)
    ui.settled()
    ui.choose(0, 1)  # some cards taken by the other player
    results = Axe().run(page)
    assert results.violations_count == 0, results.generate_report()
    # 44 px everywhere but on the board and its dock, compact to be entered without scrolling: cards and
    # tabs at least 32 px (WCAG 2.5.8 asks 24)
    targets = page.locator(".scorer button:visible, .name-row input, .long-game label, .round-detail summary")
    sizes = targets.evaluate_all(
        "els => els.map(e => { const r = e.getBoundingClientRect();"
        " return [r.width, r.height, e.outerHTML.slice(0, 80),"
        " Boolean(e.closest('[data-board], [data-dock]'))]; })"
    )
    assert len(sizes) > 60
    small = [item for item in sizes if min(item[:2]) < (32 if item[3] else 44)]
    assert not small, small
    assert page.evaluate("document.documentElement.scrollWidth") <= VIEWPORT["width"]
    table.close()


def test_nothing_leaves_the_origin_and_csp_holds(sessions):
    session = sessions("fr")
    assert session.requests, "no request recorded"
    foreign = [url for url in session.requests if urlsplit(url).netloc != urlsplit(session.origin).netloc]
    assert not foreign, foreign
    assert any(re.search(r"marquoir_scorer_lost_cities-.*\.whl$", url) for url in session.requests)
    assert not session.problems, session.problems


def test_a_runtime_that_fails_is_said_and_loses_nothing(browser, origin):
    context = browser.new_context(viewport=VIEWPORT, has_touch=True)
    context.route("**/*.whl", lambda route: route.fulfill(status=404, body="gone"))
    page = context.new_page()
    page.goto(f"{origin}/es/lost-cities/score/")
    ui = LostCitiesPage(page)
    ui.tap("[data-board] [data-colour='red'] [data-card='9']")
    page.wait_for_selector("[data-status='failed']", timeout=BOOT_TIMEOUT)
    ui.settled()
    assert "La calculadora no ha podido arrancar" in page.locator("[data-problems]").inner_text()
    assert ui.card("red", "9").get_attribute("aria-pressed") == "true"
    ui.tap("[data-board] [data-colour='red'] [data-card='10']")
    ui.settled()
    assert ui.card("red", "10").get_attribute("aria-pressed") == "true"
    assert "Traceback" not in page.content()
    context.close()


def test_a_tie_is_a_shared_win(sessions):
    session = sessions("en")
    ui, page = session.ui, session.page
    ui.new_game()
    ui.tap("[data-one-round]")  # a one-round game: over once its round is entered
    ui.choose(0, 0)
    ui.tap("[data-board] [data-colour='green'] [data-card='10']")
    ui.choose(0, 1)
    ui.tap("[data-board] [data-colour='red'] [data-card='10']")
    ui.settled()
    verdict = page.locator("[data-verdict]")
    assert json.loads(verdict.get_attribute("data-winners")) == ["Player 1", "Player 2"]
    assert verdict.inner_text() == f"A tie at {MINUS}10 between Player 1 and Player 2: a shared win."
    assert page.locator("[data-totals] td.winner").count() == 2


# Every part of a column's head (its colour, "no card", the count, the bonus, the points) against every
# key of the board: the heads and keys that overlap, a head beyond the screen's edge, and the
# keys whose centre another element takes (where a tap would land), each key first scrolled to the
# middle of the screen as a person would.
LABELS_OVER_KEYS = """() => {
  const name = (node) => node.getAttribute('aria-label');
  const meets = (r, k) => r.bottom > k.top + 0.5 && r.top < k.bottom - 0.5 && r.right > k.left + 0.5
    && r.left < k.right - 0.5;
  const keys = [...document.querySelectorAll('[data-board] .lc-card')];
  const over = [];
  for (const label of document.querySelectorAll('[data-board] .lc-col-head, [data-board] .lc-col-head *')) {
    const r = label.getBoundingClientRect();
    const what = `${label.className || label.tagName} "${label.textContent}"`;
    for (const key of keys) if (meets(r, key.getBoundingClientRect())) over.push(`${what} on ${name(key)}`);
    if (r.right > innerWidth + 0.5) over.push(`${what} beyond the screen's edge`);
  }
  for (const key of keys) {
    key.scrollIntoView({ block: 'center' });
    const k = key.getBoundingClientRect();
    const hit = document.elementFromPoint(k.left + k.width / 2, k.top + k.height / 2);
    if (!hit || !(hit === key || key.contains(hit))) {
      over.push(`${hit ? hit.className || hit.tagName : 'nothing'} takes the tap on ${name(key)}`);
    }
  }
  return over;
}"""


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_column_labels_are_never_over_a_key(browser, origin, lang):
    """The long game (six columns) in each language, at 100 % and 200 % text (the root font size: the
    page is sized in rem), empty ("no card" in every head) and with a wager and a card in every column."""
    context = browser.new_context(viewport=VIEWPORT, has_touch=True, locale=lang)
    page = context.new_page()
    page.goto(f"{origin}/{lang}/lost-cities/score/")
    page.wait_for_selector("#scorer[data-ready='true']")
    page.locator("[data-long-game]").tap()
    page.wait_for_selector("[data-board][data-colours='6']")
    found = {}
    for cards in (False, True):
        if cards:
            for colour in page.locator("[data-board] [data-colour]").evaluate_all(
                    "(rows) => rows.map((row) => row.dataset.colour)"):
                page.locator(f"[data-colour='{colour}'] [data-card='w1']").tap()
                page.locator(f"[data-colour='{colour}'] [data-card='10']").tap()
        for size in ("100%", "200%"):
            page.evaluate("(size) => { document.documentElement.style.fontSize = size; }", size)
            found[(cards, size)] = page.evaluate(LABELS_OVER_KEYS)
    assert all(not over for over in found.values()), found
    context.close()
