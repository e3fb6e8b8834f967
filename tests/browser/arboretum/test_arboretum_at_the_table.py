"""The scorer page at the table, on a 360 x 740 touch screen: entry without scrolling (the deck docked
at the bottom, the garden being entered and its hand above it, the totals entered so far in view),
every card readable without its colour (under Chromium's emulated vision deficiencies, from what is
drawn), the selection kept across a reload, a refused tap that moves nothing, and the wording of the
notice and the species rule in the three languages."""
from __future__ import annotations

import struct
import zlib

import pytest
from pages.arboretum_page import Session, as_entered, random_game

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def fr(browser, origin):
    session = Session(browser, origin, "fr")
    yield session
    session.context.close()


def boxes(page) -> dict:
    """Every card, cell, hand slot and deck card's box on the screen, and the page's scroll."""
    return page.evaluate(
        """() => ({scroll: scrollY, boxes: [...document.querySelectorAll(
             "[data-players] button, [data-players] .card, [data-entry], .actionbar")].map(e => {
               const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })})"""
    )


def in_view(page, selector: str) -> bool:
    return page.locator(selector).first.evaluate(
        """el => { const r = el.getBoundingClientRect(); const dock = document.querySelector('[data-entry]');
                   const limit = el.closest('[data-entry], .actionbar') ? innerHeight
                     : Math.min(innerHeight, dock ? dock.getBoundingClientRect().top : innerHeight);
                   return r.top >= 0 && r.bottom <= limit + 0.5; }"""
    )


def reachable(page, selector: str) -> bool:
    """The element's middle is on the screen, above the dock: it can be tapped without a scroll."""
    return page.locator(selector).first.evaluate(
        """el => { const r = el.getBoundingClientRect(); const middle = (r.top + r.bottom) / 2;
                   const dock = document.querySelector('[data-entry]');
                   return middle >= 0
                     && middle < (dock ? dock.getBoundingClientRect().top : innerHeight); }"""
    )


# (cards planted per player, seed): the benchmark's games (seed 2: gardens six rows tall, so garden,
# heading and hand do not fit above the dock together; the first hand slot must still be in view).
ENTRY_GAMES = [((10, 11), 7), ((10, 11), 2), ((8, 8, 7, 7), 4)]


@pytest.mark.parametrize(("planted", "seed"), ENTRY_GAMES, ids=["2-players", "2-players-tall", "4-players"])
def test_entry_needs_no_scroll_and_shows_the_totals(fr, planted, seed):
    """A game entered by taps: no target off the screen (for 4 players the issue allows one per player,
    the hand to the next garden: none is), the garden being entered and its first hand slot above the
    docked deck, the totals entered so far on the screen."""
    ui = fr.ui
    game = random_game(players=len(planted), planted=planted, seed=seed)
    entered = as_entered(game)
    ui.new_game()
    if len(planted) != 2:
        ui.set_player_count(len(planted))
    ui.start_entry()
    for index, player in enumerate(entered["players"]):
        for card in player["arboretum"]:
            ui.plant(index, card)
            assert in_view(fr.page, f"[data-arboretum='{index}'] .selected")
            assert in_view(fr.page, f"[data-arboretum='{index}'] .last")
            assert reachable(fr.page, f"[data-hand='{index}'] [data-slot='0']")
            assert in_view(fr.page, "[data-totals]")
            planted = fr.page.locator(f"[data-arboretum='{index}'] .card").count()
            assert f"arboretum {planted}" in fr.page.locator("[data-totals]").inner_text()
        for slot, card in enumerate(player["hand"]):
            ui.set_hand(index, slot, card)
    assert ui.off_screen == [], ui.off_screen
    sizes = fr.page.locator("[data-arboretum] button, [data-hand] button").evaluate_all(
        "els => els.map(e => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height))"
    )
    assert min(sizes) >= 32, min(sizes)


def test_selection_comes_back_where_it_was_after_a_reload(fr):
    ui = fr.ui
    ui.new_game()
    ui.type_name(1, "Bradley")
    ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 1})
    for slot in range(7):
        ui.set_hand(0, slot, {"species": "maple", "value": slot + 1})
    ui.plant(1, {"row": 0, "col": 0, "species": "willow", "value": 2})
    ui.plant(1, {"row": 0, "col": 1, "species": "willow", "value": 3})
    ui.cell(1, 1, 0).tap()  # a free cell of Bradley's garden
    assert ui.selected(ui.cell(1, 1, 0))
    fr.page.reload()
    fr.wait_ready()
    assert ui.selected(ui.cell(1, 1, 0)), "the free cell is still the selection"
    assert not ui.selected(ui.slot(1, 0))
    ui.play({"species": "willow", "value": 4})
    assert ui.cell(1, 1, 0).get_attribute("aria-label").split(", ", 1)[1].startswith("Saule pleureur 4")
    assert fr.page.locator("[data-hand='1'] .card").count() == 0


def test_a_refused_tap_moves_nothing(fr):
    ui = fr.ui
    ui.new_game()
    game = as_entered(random_game(players=2, planted=6, seed=5))
    for card in game["players"][0]["arboretum"]:
        ui.plant(0, card)
    ui.slot(0, 0).tap()
    before = boxes(fr.page)
    taken = ui.deck_card(game["players"][0]["arboretum"][2])
    taken.tap(force=True)  # aria-disabled: Playwright would wait for it to be enabled
    note = fr.page.locator("[data-note]")
    assert "déjà dans l’arboretum de Joueur 1" in note.inner_text()
    assert boxes(fr.page) == before, "the refusal moved something"
    # said as a refusal, and not by its colour alone: an alert, a sign, a border
    assert note.get_attribute("role") == "alert" and "refusal" in note.get_attribute("class")
    sign = note.evaluate("el => getComputedStyle(el, '::before').content")
    assert "✕" in sign
    assert note.evaluate("el => parseFloat(getComputedStyle(el).borderTopWidth)") >= 2
    assert in_view(fr.page, "[data-note]")
    # the next tap of a free card puts it in the hand: the deck did not move under the finger
    ui.play({"species": game["players"][0]["arboretum"][2]["species"], "value": 8}
            if game["players"][0]["arboretum"][2]["value"] != 8 else {"species": "oak", "value": 1})
    assert note.count() == 1 and fr.page.locator("[data-note]").inner_text() == ""


def test_the_selected_place_is_shown_by_a_shape(fr):
    ui = fr.ui
    ui.new_game()
    ui.plant(0, {"row": 0, "col": 0, "species": "cassia", "value": 1})
    for target in (ui.cell(0, 0, 1), ui.slot(0, 0)):
        if not ui.selected(target):
            target.tap()
        outline = target.evaluate("el => parseFloat(getComputedStyle(el).outlineWidth)")
        mark = target.evaluate("el => getComputedStyle(el, '::after').borderTopWidth")
        assert outline >= 3 and float(mark.rstrip("px")) >= 8, (outline, mark)


# --- readable without colour -------------------------------------------------------------------

def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """(width, height, rows of RGBA or RGB bytes) of an 8-bit, non-interlaced PNG (Chromium's)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, chunks, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and interlace == 0 and colour in (2, 6)
    step = 4 if colour == 6 else 3
    raw = zlib.decompress(chunks)
    rows, previous, stride = [], bytearray(width * step), width * step
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            left = line[x - step] if x >= step else 0
            up = previous[x]
            corner = previous[x - step] if x >= step else 0
            if kind == 1:
                line[x] = (line[x] + left) & 255
            elif kind == 2:
                line[x] = (line[x] + up) & 255
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, [bytes(row[i:i + 3]) for row in rows for i in range(0, len(row), step)]


def luminance_spread(png: bytes) -> int:
    """How far apart the darkest and lightest pixels of a picture are (0-255, grey levels)."""
    _, _, pixels = png_pixels(png)
    levels = sorted((299 * r + 587 * g + 114 * b) // 1000 for r, g, b in pixels)
    return levels[-1 - len(levels) // 50] - levels[len(levels) // 50]


DRAWN = """els => els.map(el => {
  const short = el.querySelector('.card-short');
  const r = short ? short.getBoundingClientRect() : null;
  const style = short ? getComputedStyle(short) : null;
  return {species: el.dataset.species || (el.dataset.card || '').split(':')[0]
            || [...el.classList].find(c => c.startsWith('sp-')).slice(3),
          text: short ? short.innerText.trim() : '',
          shown: Boolean(r && r.width > 0 && r.height > 0 && style.visibility === 'visible'
                         && style.opacity === '1'),
          size: style ? parseFloat(style.fontSize) : 0};
})"""


@pytest.fixture(scope="module")
def scored_four_players(browser, origin):
    """A four-player game entered by taps and scored once, the dock back with its deck shown: each
    colour deficiency below is the same screen seen through other eyes (Chromium's emulation)."""
    session = Session(browser, origin, "en")
    page, ui = session.page, session.ui
    ui.enter(random_game(players=4, planted=(5, 4, 4, 3), seed=11), names=False)
    ui.score()
    page.locator("button.score").first.tap()
    ui.slot(0, 0).tap()  # the dock back, its deck shown
    cdp = session.context.new_cdp_session(page)
    yield page, cdp
    cdp.detach()
    assert not session.problems, session.problems
    session.context.close()


@pytest.mark.parametrize("deficiency", ["achromatopsia", "deuteranopia", "protanopia"])
def test_every_card_reads_without_its_colour(scored_four_players, deficiency):
    page, cdp = scored_four_players
    cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": deficiency})
    legend = dict(page.locator("[data-legend] li").evaluate_all(
        "els => els.map(li => [li.querySelector('.card-short').innerText.trim(), li.innerText.trim()])"))
    assert len(legend) == 10 and len(set(legend)) == 10, legend
    shorts = {}
    places = (".deck-card", "[data-arboretum] .card", "[data-hand] .card", "[data-detail] .card", ".swatch")
    for selector in places:
        drawn = page.locator(selector).evaluate_all(DRAWN)
        assert drawn, selector
        for card in drawn:
            assert card["shown"] and card["size"] >= 10, (selector, card)
            assert shorts.setdefault(card["species"], card["text"]) == card["text"], (selector, card)
    # one short name per species, each named in the legend
    assert len(set(shorts.values())) == len(shorts) == 10, shorts
    assert all(text in legend for text in shorts.values()), (shorts, legend)
    # drawn with contrast under the deficiency: the letters stand out from the card in grey levels
    for species in shorts:
        card = page.locator(f".deck-card[data-card^='{species}:'] .card-short").first
        spread = luminance_spread(card.screenshot())
        assert spread >= 90, (deficiency, species, spread)


# --- wording ---------------------------------------------------------------------------------------

WORDING = {
    "fr": ("Compter les points", "À 4 joueurs, on joue avec les 10 espèces."),
    "en": ("Score", "With 4 players, all 10 species are played."),
    "es": ("Contar puntos", "Con 4 jugadores se juega con las 10 especies."),
}


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_notice_names_the_button_and_all_species_are_all(browser, origin, lang):
    session = Session(browser, origin, lang)
    page, ui = session.page, session.ui
    button, rule = WORDING[lang]
    assert page.locator("[data-score]").inner_text() == button
    ui.new_game()
    ui.plant(0, {"row": 0, "col": 0, "species": "oak", "value": 4})
    ui.score()
    ui.plant(0, {"row": 0, "col": 1, "species": "oak", "value": 5})
    stale = page.locator("[data-stale]")
    assert stale.is_visible()
    assert f"{button}" in stale.inner_text()
    quoted = {"fr": f"«\u00a0{button}\u00a0»", "en": f"“{button}”", "es": f"«{button}»"}[lang]
    assert quoted in stale.inner_text(), stale.inner_text()
    # a changed garden is never announced as scored: the pad is marked out of date
    assert page.locator("[data-results]").get_attribute("data-state") == "scored"
    assert page.locator("[data-stale]").is_visible()
    ui.set_player_count(4)
    text = page.locator("[data-species-rule]").inner_text()
    assert rule in text, text
    assert "10 de las 10" not in text and "10 of the 10" not in text and "parmi les 10" not in text
    ui.set_player_count(2)
    assert "6" in page.locator("[data-species-rule]").inner_text()
    session.context.close()
