// Small DOM helpers the games' scorer pages share: making an element, finding the page's nodes, the
// focus kept across a redraw, the round and player tabs, a name that holds the visible text, a sentence
// said once in the page's live region.

/** A new element: `props.text` its text, `props.dataset` its data- attributes, any other prop an
 * attribute (true: present and empty; null, undefined or false: left out); then its children. */
export function element(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === "text") node.textContent = value;
    else if (name === "dataset") Object.assign(node.dataset, value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children);
  return node;
}

/** `parent`'s children made like `children` (what replaceChildren takes: new nodes as `element` makes
 * them, or strings), keeping each node already there that matches its new one (same tag, id and
 * data-key; a text field is always new): its attributes and text are brought up to date, so the
 * focused control keeps the focus, and the browser lays out again only what changed, not a whole
 * board after each tap. The tabindex the roving focus set on a key is left to it
 * (keys/key-groups.mjs). */
export function redraw(parent, ...children) {
  const wanted = children.map((child) => (typeof child === "string" ? document.createTextNode(child) : child));
  wanted.forEach((next, at) => {
    const old = parent.childNodes[at];
    if (old && matches(old, next)) update(old, next);
    else parent.insertBefore(next, old || null);
  });
  while (parent.childNodes.length > wanted.length) parent.lastChild.remove();
  return parent;
}

const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA"]);

function matches(old, next) {
  if (old.nodeType !== next.nodeType) return false;
  if (old.nodeType === Node.TEXT_NODE) return true;
  if (old.nodeType !== Node.ELEMENT_NODE || FIELDS.has(old.tagName)) return false;
  return old.tagName === next.tagName && old.id === next.id && old.getAttribute("data-key") === next.getAttribute("data-key");
}

function update(old, next) {
  if (old.nodeType === Node.TEXT_NODE) {
    if (old.data !== next.data) old.data = next.data;
    return;
  }
  for (const name of old.getAttributeNames()) {
    if (!next.hasAttribute(name) && name !== "tabindex") old.removeAttribute(name);
  }
  for (const name of next.getAttributeNames()) {
    const value = next.getAttribute(name);
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  redraw(old, ...next.childNodes);
}

/** The nodes named by `selectors` under `root`: a selector finds the first match, [selector] all. */
export function findNodes(root, selectors) {
  return Object.fromEntries(Object.entries(selectors).map(([name, selector]) => [
    name, Array.isArray(selector) ? [...root.querySelectorAll(selector[0])] : root.querySelector(selector),
  ]));
}

/** After a redraw, the focus back on the control whose data-key is `key` (if it is still there and
 * enabled), without scrolling the page. */
export function focusKey(root, key) {
  if (!key) return;
  const target = root.querySelector(`[data-key="${key}"]`);
  if (target && target !== document.activeElement && !target.disabled) target.focus({ preventScroll: true });
}

/** The round and player tabs of a game scored round by round: a tap on `[data-round]` in
 * `nodes.roundTabs`, or on `[data-player]` in `nodes.playerTabs`, calls `choose({round})` or
 * `choose({player})`. */
export function wireRoundTabs(nodes, choose) {
  nodes.roundTabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-round]");
    if (button) choose({ round: Number(button.dataset.round) });
  });
  nodes.playerTabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-player]");
    if (button) choose({ player: Number(button.dataset.player) });
  });
}

const letters = (text) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The accessible name `label`, preceded by what the control shows when the label does not hold it
 * (WCAG 2.5.3, label in name: "Ca 1, Cassia 1"): a voice-control user says what is drawn. The shown
 * text is the node's parts' texts, a space between them; signs alone (+, ✓) are not words to say. */
export function labelWithText(node, label) {
  const shown = [...node.childNodes].map((child) => child.textContent.trim()).filter(Boolean).join(" ");
  const named = !letters(shown) || letters(label).includes(letters(shown)) ? label : `${shown}, ${label}`;
  node.setAttribute("aria-label", named);
  return node;
}

/** `text` said politely in the page's live region (`[data-announce]`, role="status"), unless it is the
 * sentence said last: a sentence is never said twice in a row. */
export function announceOnce(root, text) {
  const region = root.querySelector("[data-announce]");
  if (!region || !text || region.textContent === text) return;
  region.textContent = text;
}
