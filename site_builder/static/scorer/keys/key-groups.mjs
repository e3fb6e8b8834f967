// The keyboard on a scorer page, shared by every game: groups of keys (a deck, a board of cards, a
// garden, the round or player tabs) that are one Tab stop each, the arrow keys moving within them;
// a card's short code typed to pick it; and the focus never left under a sticky bar.
//
// - A group is an element with `data-key-group`; its keys are its enabled, drawn buttons. One of them
//   has tabindex 0 (the one last focused, else the pressed one, else the first), the others -1: the
//   roving tabindex of the WAI-ARIA Authoring Practices. Left and Right move to the previous and next
//   key, Up and Down to the nearest key of the row drawn above or below, Home and End to the first and
//   the last. `roveGroups(root)` sets the tabindexes again after each redraw.
// - A key with `data-code` is typed: its code as the card shows it ("ca4", "r7", "w+sq"), compared
//   without case, accents, spaces or signs, typed anywhere on the page but in a text field; a code of a
//   word and a number may be typed with its word cut short, as long as no other word starts the same
//   way ("c4" for "ca4" when no other species starts with c). A code that
//   only one key has picks it at once (clicked); one that is also the start of longer codes ("s" beside
//   "sa" and "sq") waits (Enter picks it once focused) and is picked when the next letter starts another
//   code. Typing moves the focus to the key only from the body or within the key's group (never into a
//   group marked data-key-typing="keep", whose game puts the focus itself): typed from elsewhere (a
//   garden's cell), the focus stays there. Keys of one code (three cards of one code) are taken in turn: the first not pressed.
//   A letter that starts no code is left alone; any other key starts the code again.
// - A bar (`data-sticky`: sticky or fixed) never hides the focused control: the page scrolls by what is
//   needed, when keys brought the focus there (Tab, the arrows, a code and its redraw; a tap's target is
//   under the finger already). No scroll-padding: a page that
//   scrolls itself to keep its entry in view (a docked deck) would find its scrolling changed.
// - The focus is not lost to the page's body when its control goes (the last card entered, every key
//   disabled, a deck no longer drawn): it goes to its group's Tab stop, else to the control the group
//   names (`data-key-fallback`).
// The kit's `startScorerPage` calls `wireKeys(root)` once: the tabindexes are set again after every
// redraw (a MutationObserver: keys added or taken away, or disabled, hidden or pressed in place by the
// kit's `redraw`); `focusInGroup(button)` puts the focus on a key the group's way.

const MOVES = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"]);

/** A code as it is compared: lower case, without accents, spaces or signs. */
export function normalCode(text) {
  return String(text).normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]/g, "");
}

const drawn = (node) => node.getClientRects().length > 0;

/** The keys of a group that can take the focus, in the order of the page. */
export function groupKeys(group) {
  return [...group.querySelectorAll("button")].filter((button) => !button.disabled && !button.hidden && drawn(button));
}

// What says which key of a group it is across a redraw (the group may be drawn again, its keys new).
const identity = (button) => button.dataset.key || button.dataset.card || button.dataset.code || button.textContent;

/** One Tab stop per group: the key last focused (if it is still there), else the pressed one, else
 * the first. */
export function roveGroups(root) {
  for (const group of root.querySelectorAll("[data-key-group]")) {
    const keys = groupKeys(group);
    for (const button of group.querySelectorAll("button")) button.tabIndex = -1;
    const stop = keys.find((button) => button === document.activeElement)
      || keys.find((button) => group.dataset.roved && identity(button) === group.dataset.roved)
      || keys.find((button) => button.getAttribute("aria-pressed") === "true")
      || keys[0];
    if (stop) stop.tabIndex = 0;
  }
}

/** The focus on `button`, the Tab stop of its group. */
export function focusInGroup(button) {
  const group = button.closest("[data-key-group]");
  if (group) {
    for (const other of group.querySelectorAll("button")) other.tabIndex = -1;
    button.tabIndex = 0;
    group.dataset.roved = identity(button);
  }
  button.focus();
}

const middle = (box) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

// The key of the row drawn above (step -1) or below (step 1) nearest to `from`'s middle.
function rowNeighbour(keys, from, step) {
  const box = from.getBoundingClientRect();
  const here = middle(box);
  const beyond = keys.map((button) => ({ button, at: middle(button.getBoundingClientRect()) }))
    .filter(({ at }) => (step > 0 ? at.y > box.bottom - 1 : at.y < box.top + 1));
  if (!beyond.length) return null;
  const rowY = beyond.reduce((best, { at }) => (Math.abs(at.y - here.y) < Math.abs(best - here.y) ? at.y : best), beyond[0].at.y);
  const row = beyond.filter(({ at }) => Math.abs(at.y - rowY) < box.height / 2);
  return row.reduce((best, item) => (Math.abs(item.at.x - here.x) < Math.abs(best.at.x - here.x) ? item : best)).button;
}

function arrowTarget(keys, from, key) {
  const at = keys.indexOf(from);
  if (key === "Home") return keys[0];
  if (key === "End") return keys[keys.length - 1];
  if (key === "ArrowLeft") return keys[Math.max(0, at - 1)];
  if (key === "ArrowRight") return keys[Math.min(keys.length - 1, at + 1)];
  return rowNeighbour(keys, from, key === "ArrowDown" ? 1 : -1);
}

function move(event) {
  const group = event.target.closest("[data-key-group]");
  const from = event.target.closest("button");
  if (!group || !from || !MOVES.has(event.key)) return false;
  const keys = groupKeys(group);
  if (!keys.includes(from)) return false;
  const to = arrowTarget(keys, from, event.key);
  event.preventDefault();
  if (to && to !== from) focusInGroup(to);
  return true;
}

// Where a person types words: letters there are the text's, never a code.
const typingIn = (node) => Boolean(node && node.closest && node.closest("input, textarea, select, [contenteditable]"));

function codedKeys(root) {
  return [...root.querySelectorAll("button[data-code]")].filter((button) => !button.disabled && drawn(button));
}

const WORD_NUMBER = /^([a-z]+)([0-9]+)$/;

// Whether `typed` may be the start of `code`: its start, or, for a code of a word and a number ("ca4"),
// the start of its word and the start of its number ("c4", typed when no other word starts with c).
function starts(code, typed) {
  if (code.startsWith(typed)) return true;
  const whole = WORD_NUMBER.exec(code);
  const part = WORD_NUMBER.exec(typed);
  return Boolean(whole && part && whole[1].startsWith(part[1]) && whole[2].startsWith(part[2]));
}

// Whether `typed` is the whole of `code`, its word shortened or not.
function whole(code, typed) {
  if (code === typed) return true;
  const full = WORD_NUMBER.exec(code);
  const part = WORD_NUMBER.exec(typed);
  return Boolean(full && part && full[1].startsWith(part[1]) && full[2] === part[2]);
}

// Of the keys of one code, the first not pressed (else the last): three cards of one code taken in turn.
function chosen(same) {
  return same.find((button) => button.getAttribute("aria-pressed") !== "true") || same[same.length - 1];
}

// Whether typing may move the focus to `button`: from the body or within its own group only. A person
// typing codes from elsewhere (a grid of places where the next card goes) keeps the focus there.
// A group marked data-key-typing="keep" is never given the focus by typing: its game puts the focus
// where the next key goes (a selected cell).
function mayFocus(button) {
  const active = document.activeElement;
  const group = button.closest("[data-key-group]");
  if (group && group.dataset.keyTyping === "keep" && !group.contains(active)) return false;
  return !active || active === document.body || Boolean(group && group.contains(active));
}

function pick(button) {
  if (mayFocus(button)) focusInGroup(button);
  button.click();
}

/** A typist of codes: `type(root, letter)` says whether the letter was taken as part of a code. */
function codeTypist() {
  let typed = "";
  let waiting = ""; // a whole code that is also the start of longer ones, picked when the next letter is not theirs
  const codeOf = (button) => normalCode(button.dataset.code);
  const matching = (root, start) => codedKeys(root).filter((button) => starts(codeOf(button), start));
  const reset = () => { typed = ""; waiting = ""; };
  function type(root, letter) {
    const next = normalCode(letter);
    if (!next) return false;
    let start = typed + next;
    let found = matching(root, start);
    if (!found.length) {
      const held = waiting ? codedKeys(root).filter((button) => codeOf(button) === waiting) : [];
      if (held.length) pick(chosen(held));
      start = next;
      found = matching(root, start);
    }
    reset();
    if (!found.length) return false;
    const exact = found.filter((button) => whole(codeOf(button), start));
    const codes = new Set(exact.map(codeOf));
    if (codes.size === 1 && exact.length === found.length) {
      pick(chosen(exact));
      return true;
    }
    typed = start;
    if (codes.size === 1) waiting = codeOf(exact[0]);
    const first = codes.size === 1 ? chosen(exact) : found[0];
    if (mayFocus(first)) focusInGroup(first);
    return true;
  }
  return { type, reset };
}

/** The bars (`data-sticky`) drawn over `node`'s box, not holding it. */
export function barsOver(root, node) {
  const box = node.getBoundingClientRect();
  return [...root.querySelectorAll("[data-sticky]")].filter((bar) => {
    if (bar.contains(node) || !drawn(bar)) return false;
    const over = bar.getBoundingClientRect();
    return over.bottom > box.top && over.top < box.bottom && over.right > box.left && over.left < box.right;
  });
}

// The page scrolled so that no bar hides the focused control: a bar in the top half of the screen
// pushes it down, one in the bottom half up.
function clearBars(root, node) {
  for (let tries = 0; tries < 3; tries += 1) {
    const bars = barsOver(root, node);
    if (!bars.length) return;
    const box = node.getBoundingClientRect();
    const bar = bars[0].getBoundingClientRect();
    const above = bar.top + bar.height / 2 < window.innerHeight / 2;
    window.scrollBy({ top: above ? box.top - bar.bottom - 8 : box.bottom - bar.top + 8, behavior: "instant" });
  }
}

// Where the focus was in a group, so that it is not lost when that group is drawn again without it
// (the last card entered, every key disabled, the deck gone): the group of that name's Tab stop, else
// the control the group names (`data-key-fallback`, a selector under the root).
function focusKeeper(root) {
  let last = null;
  return {
    saw(node) {
      const group = node.closest && node.closest("[data-key-group]");
      last = group ? { name: group.dataset.keyGroup, fallback: group.dataset.keyFallback } : null;
    },
    keep() {
      const active = document.activeElement;
      if (!last || (active && active !== document.body && active.isConnected)) return;
      const group = [...root.querySelectorAll("[data-key-group]")].find((node) => node.dataset.keyGroup === last.name);
      const stop = group && groupKeys(group).find((button) => button.tabIndex === 0);
      const fallback = last.fallback ? root.querySelector(last.fallback) : null;
      const target = stop || (fallback && !fallback.disabled && drawn(fallback) ? fallback : null);
      if (target) target.focus();
    },
  };
}

/** The page's keyboard: arrows in groups, codes typed, the focus kept clear of the bars and on the
 * page when its control goes. */
export function wireKeys(root) {
  const typist = codeTypist();
  const keeper = focusKeeper(root);
  root.ownerDocument.addEventListener("keydown", (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (move(event)) return typist.reset();
    if (event.key.length === 1 && event.key !== " " && !typingIn(event.target)) {
      if (typist.type(root, event.key)) event.preventDefault();
    } else if (event.key !== "Shift") {
      typist.reset();
    }
  });
  // The bars are cleared for a focus that keys brought (Tab, the arrows, a code and the redraw after it):
  // a tap's target is where the finger is, and scrolling under it would move the tap's end elsewhere.
  let byKeys = false;
  root.ownerDocument.addEventListener("keydown", () => { byKeys = true; }, true);
  root.ownerDocument.addEventListener("pointerdown", () => { byKeys = false; typist.reset(); }, true);
  root.addEventListener("focusin", (event) => {
    keeper.saw(event.target);
    if (byKeys) clearBars(root, event.target);
  });
  const redrawn = () => {
    roveGroups(root);
    keeper.keep();
  };
  new MutationObserver(redrawn).observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled", "hidden", "aria-pressed"] });
  redrawn();
}
