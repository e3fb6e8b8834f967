// What this browser keeps, as versioned data, and every change to it as a pure function (no storage
// here: table-store.mjs reads and writes localStorage).
//
// Version 2 (today), two keys:
// - GAMES_KEY: {version: 2, games: [entry], aside: [{text, reason, date}]}, newest game first; an
//   entry is {id, date, players: [{name, total}], winners, game}, `game` in the scorer's form;
// - CURRENT_KEY: {version: 2, game}: the game being entered, in the page's form (state.mjs).
// Version 1 (the page before): the game being entered alone, under LEGACY_KEY, no list.
// What cannot be read (a broken text, a newer version, a game the page no longer understands) is
// kept aside, never dropped, and the page says so.

export const VERSION = 2;
export const GAMES_KEY = "marquoir.arboretum.games";
export const CURRENT_KEY = "marquoir.arboretum.current";
export const LEGACY_KEY = "marquoir.arboretum.scorer.v1";

export const emptyStore = () => ({ version: VERSION, games: [], aside: [] });

function parse(text) {
  try {
    return { data: JSON.parse(text) };
  } catch {
    return { broken: true };
  }
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

function isScorerGame(game) {
  return isObject(game) && Array.isArray(game.players) && game.players.length > 0 && game.players.every((player) =>
    isObject(player) && typeof player.name === "string" && Array.isArray(player.arboretum) && Array.isArray(player.hand));
}

export function isEntry(entry) {
  return isObject(entry) && typeof entry.id === "string" && typeof entry.date === "string"
    && Array.isArray(entry.players) && entry.players.every((p) => isObject(p) && typeof p.name === "string"
      && Number.isFinite(p.total)) && Array.isArray(entry.winners) && isScorerGame(entry.game);
}

const aside = (text, reason, date) => ({ text: String(text), reason, date });

/** The list read back: {store, changed} (changed: something was put aside, so write it back). */
export function readGames(text, date) {
  if (text === null || text === undefined) return { store: emptyStore(), changed: false };
  const { data, broken } = parse(text);
  if (broken || !isObject(data)) return { store: { ...emptyStore(), aside: [aside(text, "unreadable", date)] }, changed: true };
  if (data.version !== VERSION) {
    return { store: { ...emptyStore(), aside: [aside(text, "other_version", date)] }, changed: true };
  }
  const store = emptyStore();
  store.aside = Array.isArray(data.aside) ? data.aside.filter((item) => isObject(item) && typeof item.text === "string") : [];
  let changed = false;
  for (const entry of Array.isArray(data.games) ? data.games : []) {
    if (isEntry(entry)) store.games.push(entry);
    else {
      store.aside.push(aside(JSON.stringify(entry), "unreadable", date));
      changed = true;
    }
  }
  return { store, changed };
}

/** Whether a game in the page's form holds anything typed: a name or a card. */
export function hasContent(game) {
  return isObject(game) && Array.isArray(game.players) && game.players.some((player) => isObject(player) && (
    (typeof player.name === "string" && player.name.trim() !== "")
    || (Array.isArray(player.arboretum) && player.arboretum.length > 0)
    || (Array.isArray(player.hand) && player.hand.some(Boolean))));
}

/** The game being entered, read back: {game, aside} where `restore(text)` is the page's reader
 * (state.restoreGame), which gives a new game for what it does not understand. `current` is the text
 * under CURRENT_KEY, `legacy` the one under LEGACY_KEY (version 1). */
export function readCurrent(current, legacy, restore, date) {
  if (current !== null && current !== undefined) {
    const { data } = parse(current);
    if (isObject(data) && data.version === VERSION) return keep(JSON.stringify(data.game), data.game, restore, date);
    return { game: restore(null), aside: [aside(current, "other_version", date)], migrated: false };
  }
  if (legacy === null || legacy === undefined) return { game: restore(null), aside: [], migrated: false };
  const { data } = parse(legacy);
  return { ...keep(legacy, data, restore, date), migrated: true };
}

function keep(text, data, restore, date) {
  const game = restore(text);
  if (hasContent(data) && !hasContent(game)) return { game, aside: [aside(text, "old_format", date)], migrated: false };
  return { game, aside: [], migrated: false };
}

export const currentText = (game) => JSON.stringify({ version: VERSION, game });

/** An entry of the list for a game scored now (`game` in the scorer's form, `result` the scorer's). */
export function entryOf(game, result, { id, date }) {
  return {
    id,
    date,
    players: result.players.map((player) => ({ name: player.name, total: player.total })),
    winners: [...result.winners],
    game: structuredClone(game),
  };
}

const sameGame = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The list with `entry` first; an entry of the same id or the same game is replaced. */
export function recordGame(store, entry) {
  const others = store.games.filter((item) => item.id !== entry.id && !sameGame(item.game, entry.game));
  return { ...store, games: [entry, ...others] };
}

export function removeGame(store, id) {
  return { ...store, games: store.games.filter((item) => item.id !== id) };
}

export function addAside(store, items) {
  return items.length ? { ...store, aside: [...store.aside, ...items] } : store;
}

export const clearAside = (store) => ({ ...store, aside: [] });

export const findGame = (store, id) => store.games.find((item) => item.id === id) || null;
