"""A person at a scorer page with a keyboard alone (Playwright's page.keyboard, never a pointer): every
key counted, and after each one the focus checked where it is drawn: never on the page's body, never
wholly hidden by a bar stuck to the screen (WCAG 2.2, 2.4.11); the Tab stops of a whole page walked
and checked the same way; and every button's accessible name (Chromium's own, through its
accessibility tree) holding the text the button shows (WCAG 2.5.3, as axe's label-content-name-mismatch
compares them: letters and digits, without case, accents or signs). Shared by the games' keyboard
tests; not a test module itself."""
from __future__ import annotations

import unicodedata

# The focused element, and whether it is wholly hidden: off the screen, or each visible line of it
# under a bar stuck to the screen (position sticky or fixed, found by its computed style, not by the
# page's own marks) that does not hold it.
FOCUS = """() => {
  const node = document.activeElement;
  if (!node || node === document.body || node === document.documentElement) return { body: true };
  const box = node.getBoundingClientRect();
  const describe = (node.getAttribute("aria-label") || node.textContent || node.tagName).trim().slice(0, 60);
  let spans = [[Math.max(0, box.top), Math.min(innerHeight, box.bottom)]];
  if (box.right <= 0 || box.left >= innerWidth) spans = [];
  const bars = [...document.querySelectorAll("body *")].filter((el) => {
    const position = getComputedStyle(el).position;
    return (position === "sticky" || position === "fixed") && !el.contains(node)
      && el.getClientRects().length;
  });
  for (const bar of bars) {
    const over = bar.getBoundingClientRect();
    if (over.right <= box.left || over.left >= box.right) continue;
    spans = spans.flatMap(([top, bottom]) => [
      [top, Math.min(bottom, over.top)], [Math.max(top, over.bottom), bottom]])
      .filter(([top, bottom]) => bottom - top > 0.5);
  }
  return { body: false, hidden: spans.length === 0, name: describe, tag: node.tagName };
}"""


def letters(text: str) -> str:
    """Letters and digits only, lower case, without accents: how a name and a text are compared."""
    decomposed = unicodedata.normalize("NFD", text or "")
    return "".join(ch for ch in decomposed.lower() if ch.isalnum() and not unicodedata.combining(ch))


class KeyboardUser:
    """page.keyboard only. `keys` counts every key pressed; `problems` lists each key after which the
    focus was wholly hidden, or back on the body once it had been on a control (a page just opened
    has it there), with the key and the focused control."""

    def __init__(self, page):
        self.page = page
        self.keys = 0
        self.placed = False  # whether the focus has been on a control yet
        self.problems: list[str] = []

    def focus(self) -> dict:
        return self.page.evaluate(FOCUS)

    def check(self, key: str) -> dict:
        state = self.focus()
        if state["body"]:
            if self.placed:  # a page just opened has its focus on the body: fallen there, it is lost
                self.problems.append(f"after {key!r}: focus on the body")
            return state
        self.placed = True
        if state["hidden"]:
            self.problems.append(f"after {key!r}: {state['tag']} {state['name']!r} hidden")
        return state

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.keys += 1
        self.check(key)

    def type(self, code: str) -> None:
        for char in code:
            self.press(char)

    def focused_matches(self, selector: str) -> bool:
        return self.page.evaluate(
            "(s) => Boolean(document.activeElement && document.activeElement.matches(s))", selector)

    def tab_to(self, selector: str, limit: int = 120) -> None:
        """Tab (or Shift+Tab, whichever way the control lies from the focus) until the focus is on an
        element matching `selector`."""
        forward = self.page.evaluate("""(s) => {
          const target = document.querySelector(s), here = document.activeElement;
          if (!here || here === document.body || !target) return true;
          return Boolean(here.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
        }""", selector)
        key = "Tab" if forward else "Shift+Tab"
        for _ in range(limit):
            if self.focused_matches(selector):
                return
            self.press(key)
        raise AssertionError(f"{selector} not reached by {key}")

    def arrow_to(self, selector: str, limit: int = 40) -> None:
        """Arrow keys within the focused group until the focus is on `selector`: towards its box."""
        for _ in range(limit):
            step = self.page.evaluate("""(s) => { const target = document.querySelector(s);
              const here = document.activeElement;
              if (here === target) return null;
              const a = here.getBoundingClientRect(), b = target.getBoundingClientRect();
              const dy = (b.top + b.bottom - a.top - a.bottom) / 2;
              const dx = (b.left + b.right - a.left - a.right) / 2;
              if (Math.abs(dy) > a.height / 2) return dy > 0 ? "ArrowDown" : "ArrowUp";
              return dx > 0 ? "ArrowRight" : "ArrowLeft"; }""", selector)
            if step is None:
                return
            self.press(step)
        raise AssertionError(f"{selector} not reached by the arrows")

    def walk_tab_stops(self, limit: int = 400) -> list[dict]:
        """Every Tab stop of the page from its top, once round, each checked for being hidden (not counted in
        `keys`; the Tab after the last stop leaves the page)."""
        # The walk starts at the top of the page, as a page just opened does: from a mark that is no stop.
        self.page.evaluate("""() => { const start = document.createElement("span"); start.tabIndex = -1;
          document.body.prepend(start); start.focus(); window.scrollTo(0, 0); }""")
        stops: list[dict] = []
        seen = set()
        for _ in range(limit):
            self.page.keyboard.press("Tab")
            state = self.focus()
            if state["body"]:  # past the last stop, out of the page: the round is done
                break
            ident = self.page.evaluate("() => { const n = document.activeElement;"
                                       " n.__walk = n.__walk || Math.random(); return n.__walk; }")
            if ident in seen:
                break
            seen.add(ident)
            if state["hidden"]:
                self.problems.append(f"Tab stop {len(stops) + 1}: {state['tag']} {state['name']!r} hidden")
            stops.append(state)
        return stops


def button_names(page) -> list[tuple[str, str]]:
    """(accessible name, shown text) of each button of the page that Chromium's accessibility tree
    exposes (not hidden), its name as Chromium computes it."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.getDocument", {"depth": -1})
        tree = cdp.send("Accessibility.getFullAXTree")
        found = []
        for node in tree["nodes"]:
            if node.get("ignored") or node.get("role", {}).get("value") != "button":
                continue
            if "backendDOMNodeId" not in node:
                continue
            resolved = cdp.send("DOM.resolveNode", {"backendNodeId": node["backendDOMNodeId"]})
            text = cdp.send("Runtime.callFunctionOn", {
                "objectId": resolved["object"]["objectId"], "returnByValue": True,
                "functionDeclaration": "function () { return this.innerText; }",
            })["result"].get("value", "")
            found.append((node.get("name", {}).get("value", ""), text))
        return found
    finally:
        cdp.detach()


def names_without_text(page) -> list[tuple[str, str]]:
    """The buttons whose accessible name does not hold the text they show."""
    return [(name, text) for name, text in button_names(page)
            if letters(text) and letters(text) not in letters(name)]
