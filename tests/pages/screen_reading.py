"""What a person reads and hears on any game's scorer page, checked on the drawn page: words and numbers
whole on one line (a word's Range gives one box), no sideways scroll, text bigger through the root font
size (the pages size everything in rem), what the live regions said, messages the scripts asked for
and the catalogs lacked. Shared by the games' Chromium tests; not a test module itself."""
from __future__ import annotations

# Every word (a run of characters other than spaces and hyphens: a line may break after the hyphen of
# "Ana-Sofía") of the text under the elements `selector` finds that the browser drew on more than one
# line, text hidden but for screen readers aside: [element's text, word].
BROKEN_WORDS = """(selector) => {
  const broken = [];
  // Text kept for screen readers only (a box of 1 px that hides what overflows it) is not drawn.
  const unseen = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const r = node.getBoundingClientRect();
      if ((r.width <= 1 || r.height <= 1) && getComputedStyle(node).overflow !== 'visible') return true;
    }
    return false;
  };
  for (const root of document.querySelectorAll(selector)) {
    if (unseen(root)) continue;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/[^\\s\\-\u2010]+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const boxes = [...range.getClientRects()].filter((r) => r.width > 0);
        const lines = new Set(boxes.map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push([root.textContent.trim(), match[0]]);
      }
    }
  }
  return broken;
}"""
SCROLL_WIDTH = "() => document.documentElement.scrollWidth"
# 200 % text as a person sets it: the root font size (every size of the pages is in rem).
BIG_TEXT = "() => { document.documentElement.style.fontSize = '200%'; }"
# Records, from the page's first line, each text a live region (role status or alert, aria-live)
# of the game's part of the page (#scorer) is given: window.__spoken = [{text, polite, region}]; the
# runtime's status line ([data-status]) is left out (it says the runtime is loading, then ready, on
# every page), as are the site's own (offline, update) outside the game.
RECORD_LIVE = """(() => {
  window.__spoken = [];
  const live = (node) => node.closest && node.closest("[aria-live], [role='status'], [role='alert']");
  const heard = new Map();
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target.nodeType === 3 ? record.target.parentElement : record.target;
      const region = target && live(target);
      if (!region || !region.closest("#scorer") || region.closest("[data-status]") || region.hidden) continue;
      const text = region.textContent.trim();
      if (!text || heard.get(region) === text) continue;
      heard.set(region, text);
      const role = region.getAttribute("role");
      const polite = role !== "alert" && region.getAttribute("aria-live") !== "assertive";
      window.__spoken.push({ text, polite, region: role || region.getAttribute("aria-live") });
    }
  });
  const start = () => observer.observe(document.documentElement,
    { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ["hidden"] });
  if (document.documentElement) start(); else document.addEventListener("DOMContentLoaded", start);
})();"""
SPOKEN = "() => window.__spoken"
# The message keys the page's scripts asked for and its catalogs did not hold (messages.mjs keeps them).
MISSING_MESSAGES = "() => JSON.parse(document.getElementById('scorer').dataset.missingMessages || '[]')"


def broken_words(page, selector: str) -> list:
    return page.evaluate(BROKEN_WORDS, selector)


def live_text(page) -> list[str]:
    """What the live regions of the game's part of the page hold now (the runtime's status line aside)."""
    return page.evaluate("""() => [...document.querySelectorAll(
      "#scorer [aria-live], #scorer [role='status'], #scorer [role='alert']")]
      .filter((node) => !node.closest("[data-status]"))
      .map((node) => node.textContent.trim()).filter(Boolean)""")
