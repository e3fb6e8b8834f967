"""How a scorer page holds up at 200 % text, on a narrow screen, in forced colours and without colour,
measured on the drawn page: controls whose text does not fit their box, the share of the screen the
sticky bars take, whether the chosen tab looks chosen in forced colours, and whether two cards still
differ once colour is gone. Shared by the games' Chromium tests and the screenshots script; not a test
module itself."""
from __future__ import annotations

from pages.scorer_table import NEXT_FRAME
from pages.screen_reading import SCROLL_WIDTH, broken_words

# Controls a person taps: buttons, and the labels drawn as buttons (Arboretum's player count).
CONTROLS = "#scorer button, #scorer .segmented span"

# Each visible control (under `selector`) whose content is wider or taller than its box
# (scrollWidth > clientWidth: text cut or ellipsed) or whose text is drawn outside its box (a text
# Range's rects compared with the control's): [text, why].
OVERFLOWING = """(selector) => {
  const found = [];
  for (const el of document.querySelectorAll(selector)) {
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height || getComputedStyle(el).visibility === 'hidden') continue;
    const text = (el.textContent || '').trim().replace(/\\s+/g, ' ');
    if (el.scrollWidth > el.clientWidth + 1) {
      found.push([text, `scrollWidth ${el.scrollWidth} > ${el.clientWidth}`]);
      continue;
    }
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.data.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const out = [...range.getClientRects()].find((r) => r.width > 0 && (r.left < box.left - 1
        || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1));
      if (out) { found.push([text, `text ${node.data.trim()} drawn outside its box`]); break; }
    }
  }
  return found;
}"""

# The share of the screen's height covered by the page's sticky and fixed bars as they stand now (the
# union of their boxes' vertical extents, clipped to the screen; a bar inside another counted once).
STICKY_SHARE = """() => {
  const bars = [...document.querySelectorAll('body *')].filter((el) => {
    const position = getComputedStyle(el).position;
    return (position === 'sticky' || position === 'fixed') && el.getBoundingClientRect().height > 0;
  });
  const spans = bars.filter((el) => !bars.some((other) => other !== el && other.contains(el)))
    .map((el) => el.getBoundingClientRect())
    .map((r) => [Math.max(0, r.top), Math.min(innerHeight, r.bottom)]).filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let covered = 0, end = -Infinity;
  for (const [a, b] of spans) {
    if (b <= end) continue;
    covered += b - Math.max(a, end);
    end = b;
  }
  return covered / innerHeight;
}"""

# How a control is drawn apart from its colours, by element of `selector`: the style and width of its
# borders and outline and its underline (what forced colours keep; their colours are the system's, and
# getComputedStyle may still give the author's), with whether it is the chosen one (pressed, checked, current,
# its radio checked, or matching `chosen` when given: a card key holding cards): [{pressed, look}].
LOOKS = """([selector, chosenSelector]) => [...document.querySelectorAll(selector)].map((el) => {
  const s = getComputedStyle(el);
  const sides = ['Top', 'Right', 'Bottom', 'Left']
    .map((side) => `${s[`border${side}Style`]} ${s[`border${side}Width`]}`);
  const chosen = chosenSelector ? el.matches(chosenSelector)
    : el.getAttribute('aria-pressed') === 'true' || el.getAttribute('aria-checked') === 'true'
    || el.getAttribute('aria-current') === 'true'
    || Boolean(el.previousElementSibling && el.previousElementSibling.matches('input:checked'));
  const outline = s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`;
  return { pressed: chosen, look: [...sides, outline, s.textDecorationLine].join(' | ') };
})"""

# What tells a card from another once colour is gone: the text drawn at 14 px or more inside it
# (a code, a symbol, the value) and its shape (the clip-path and radius of its box), by card.
CARD_SIGNS = """(selector) => [...document.querySelectorAll(selector)].map((el) => {
  const big = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const style = getComputedStyle(parent);
    const shown = parent.getBoundingClientRect().width && parseFloat(style.fontSize) >= 14;
    if (shown && node.data.trim()) big.push(node.data.trim());
  }
  const s = getComputedStyle(el);
  return { key: el.dataset.key || el.dataset.card || el.getAttribute('aria-label') || el.title,
    signs: big.join(' ') + ' / ' + s.clipPath + ' ' + s.borderRadius + ' ' + s.borderStyle };
})"""
GRAYSCALE = "() => { document.documentElement.style.filter = 'grayscale(1)'; }"


def overflowing(page, selector: str = CONTROLS) -> list:
    return page.evaluate(OVERFLOWING, selector)


def sticky_share(page) -> float:
    return page.evaluate(STICKY_SHARE)


def chosen_looks_apart(page, selector: str, chosen: str | None = None) -> bool:
    """Whether each chosen control of `selector` (pressed or current, or those matching `chosen`) is
    drawn unlike every other one by the shape of its borders, outline or underline, not by colour
    (which forced colours replace)."""
    looks = page.evaluate(LOOKS, [selector, chosen])
    chosen = [look["look"] for look in looks if look["pressed"]]
    others = [look["look"] for look in looks if not look["pressed"]]
    assert chosen and others, looks
    return all(look not in others for look in chosen)


def alike_cards(page, selector: str) -> list[tuple[str, str]]:
    """Pairs of different cards (`selector`) drawn with the same large text and the same shape."""
    cards = page.evaluate(CARD_SIGNS, selector)
    assert len({card["key"] for card in cards}) == len(cards), cards  # each card named apart
    by_sign: dict[str, str] = {}
    alike = []
    for card in cards:
        other = by_sign.setdefault(card["signs"], card["key"])
        if other != card["key"]:
            alike.append((other, card["key"]))
    return alike


def assert_fits(page, width: int, words: str) -> None:
    """The page as drawn at `width`: no control whose text overflows or is cut, no word of `words` (a
    selector) broken across lines, no sideways scroll. Read once the page has been drawn (a table made
    narrow by its ResizeObserver, narrow-table.mjs, is so from the next frame on, which is all a person
    ever sees)."""
    page.evaluate(NEXT_FRAME)
    assert overflowing(page) == []
    assert broken_words(page, words) == []
    assert page.evaluate(SCROLL_WIDTH) <= width


def in_forced_colours(page) -> None:
    """The page drawn again in forced colours (as Windows' contrast themes draw it)."""
    page.emulate_media(forced_colors="active")
    page.wait_for_function("() => matchMedia('(forced-colors: active)').matches")


# Each result table wider than its box and laid out whole (not narrowed): [box's first words].
TOO_WIDE = """() => [...document.querySelectorAll('#scorer .fit-table')].filter((box) => {
  const table = box.querySelector('table');
  return table && table.getBoundingClientRect().width > box.getBoundingClientRect().width + 1;
}).map((box) => box.textContent.trim().slice(0, 40))"""
# Every disclosure of the scorer opened (a round's detail), as a person reading them would.
OPEN_DETAILS = "() => { for (const node of document.querySelectorAll('#scorer details')) node.open = true; }"


def bars_share_at_the_keys(page, entry: str = "[data-entry]") -> float:
    """The sticky bars' share of the screen with the keys being tapped (`entry`) at the top of it."""
    from pages.scorer_table import NEXT_FRAME  # here: scorer_table's page objects import this module

    page.locator(entry).evaluate("(node) => node.scrollIntoView({block: 'start'})")
    page.evaluate(NEXT_FRAME)
    return sticky_share(page)

