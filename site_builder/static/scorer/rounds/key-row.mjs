// A row of number keys for a value entered live, one tap per player (a bid, tricks, a count): a
// radiogroup of buttons 0..most with a roving tabindex (one Tab stop per row, on the chosen key or the
// first; the arrow keys, Home and End move inside and choose, as a radio group does), the chosen key
// pressed (aria-checked, and a mark that is not a colour). Each key has a data-key for the focus kept
// across a redraw (dom.mjs focusKey).

import { element } from "./dom.mjs";

/** A row of keys 0..`most`; `chosen` is the value chosen or null; `name` names the row's keys
 * (data-key `${name}-${n}`); `label` its accessible name; `format(n)` a key's text. */
export function keyRow({ name, most, chosen, label, format = String, dataset = {} }) {
  const first = chosen === null || chosen === undefined ? 0 : chosen;
  const keys = Array.from({ length: most + 1 }, (_, n) => element("button", {
    type: "button", role: "radio", class: "key", "aria-checked": String(n === chosen), tabindex: n === first ? "0" : "-1",
    dataset: { key: `${name}-${n}`, value: String(n) }, text: format(n),
  }));
  return element("div", { role: "radiogroup", class: "key-row", "aria-label": label, dataset: { row: name, ...dataset } }, keys);
}

const MOVES = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** Taps and arrow keys on every key row under `container`: `choose(row, value)` with the row's node
 * (its dataset says whose) and the value chosen. */
export function wireKeyRows(container, choose) {
  container.addEventListener("click", (event) => {
    const key = event.target.closest(".key-row [role='radio']");
    if (key && !key.disabled) choose(key.parentElement, Number(key.dataset.value));
  });
  container.addEventListener("keydown", (event) => {
    const key = event.target.closest(".key-row [role='radio']");
    if (!key) return;
    const keys = [...key.parentElement.children];
    const at = keys.indexOf(key);
    let to = null;
    if (Object.hasOwn(MOVES, event.key)) to = (at + MOVES[event.key] + keys.length) % keys.length;
    else if (event.key === "Home") to = 0;
    else if (event.key === "End") to = keys.length - 1;
    if (to === null) return;
    event.preventDefault();
    keys[to].focus();
    choose(key.parentElement, Number(keys[to].dataset.value));
  });
}
