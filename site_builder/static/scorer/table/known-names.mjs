// The names a table has played under, offered as a name is typed: the players of this game's recent
// games, newest game first, each name once (letter case and spaces at the ends ignored, as every
// scorer compares names), in a <datalist> that every name field of the set-up form lists. The phone's
// keyboard then suggests "Léa" after "L", where the person would otherwise type the whole name again
// each evening. Pure but for `offerNames`, which writes the datalist.

import { nameKey as sameName } from "./bg-stats.mjs";

export const MOST_NAMES = 40;
export const LIST_ID = "known-names";


/** The names of `entries` (the kept games, newest first: `{players: [{name}]}`), each once as first
 * written, at most `most`. */
export function knownNames(entries, most = MOST_NAMES) {
  const seen = new Set();
  const names = [];
  for (const entry of entries) {
    for (const player of (entry && Array.isArray(entry.players) ? entry.players : [])) {
      const name = player && typeof player.name === "string" ? player.name.trim() : "";
      if (!name || seen.has(sameName(name))) continue;
      seen.add(sameName(name));
      names.push(name);
      if (names.length >= most) return names;
    }
  }
  return names;
}

/** The datalist of `names` under `root`, listed by every text field of its set-up form (`[data-form]`). */
export function offerNames(root, names) {
  let list = root.querySelector(`#${LIST_ID}`);
  if (!list) {
    list = document.createElement("datalist");
    list.id = LIST_ID;
    root.append(list);
  }
  list.replaceChildren(...names.map((name) => {
    const option = document.createElement("option");
    option.value = name;
    return option;
  }));
  for (const input of root.querySelectorAll("[data-form] input[type='text']")) {
    if (names.length) input.setAttribute("list", LIST_ID);
    else input.removeAttribute("list");
  }
}
