// What a scorer page keeps in this browser, for any game, as versioned data; every change to it is a
// pure function (local-store.mjs reads and writes localStorage). Two keys per game:
// - gamesKey(slug), "marquoir.<slug>.games": {version, games: [entry], aside: [record]}, newest game
//   first, at most MAX_GAMES; an entry is {id, date, players: [{name, total}], winners, game}, `game`
//   in the scorer's form, `date` when it was first scored;
// - currentKey(slug), "marquoir.<slug>.current": {version, id, game, past: [game], pastIds, ui}: the game being
//   entered in the page's form, its undo steps (at most UNDO_SAVED, with the id of each) and what the game's page keeps of
//   its passing state (the selection, the last answer).
// What cannot be read is kept aside, never dropped nor overwritten, with what was wrong: `reason` is
// "broken_text" (not JSON), "newer_version" (saved by a later page), "older_version" (by a page too
// old to carry over), or "damaged" (this version, but not a game this page can take: an entry, the
// game being entered or one of its undo steps); `part` says which ("list", "entry", "current", "undo").
// A game's `rules` (see docs/scorer-page-kit.md) read its games: restore(data) -> page game or
// null, fromScorer(scorerGame) -> page game or null. Nothing here throws on damaged data.

export const VERSION = 2;
export const MAX_GAMES = 30;
export const MAX_ASIDE = 20;
export const UNDO_SAVED = 20;
export const REASONS = ["broken_text", "newer_version", "older_version", "damaged"];

export const gamesKey = (slug) => `marquoir.${slug}.games`;
export const currentKey = (slug) => `marquoir.${slug}.current`;
export const emptyStore = () => ({ version: VERSION, games: [], aside: [] });

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** fn(...args), or null when it throws: a game's reader never breaks the page. */
export function safely(fn, ...args) {
  try {
    return fn(...args) ?? null;
  } catch {
    return null;
  }
}

function parse(text) {
  try {
    return { data: JSON.parse(text) };
  } catch {
    return { broken: true };
  }
}

export const asideRecord = (text, reason, part, date) => ({ text: String(text), reason, part, date });

function versionReason(data) {
  if (!isObject(data)) return "broken_text";
  if (data.version === VERSION) return null;
  return Number.isInteger(data.version) && data.version > VERSION ? "newer_version" : "older_version";
}

function isAside(item) {
  return isObject(item) && typeof item.text === "string" && REASONS.includes(item.reason);
}

/** Whether `entry` is a list entry whose game `rules.fromScorer` can take back. */
export function isEntry(entry, rules) {
  return isObject(entry) && typeof entry.id === "string" && typeof entry.date === "string"
    && !Number.isNaN(Date.parse(entry.date)) && Array.isArray(entry.players)
    && entry.players.every((p) => isObject(p) && typeof p.name === "string" && Number.isFinite(p.total))
    && Array.isArray(entry.winners) && entry.winners.every((name) => typeof name === "string")
    && isObject(entry.game) && safely(rules.fromScorer, entry.game) !== null;
}

/** The list read back: {store, changed} (changed: something was put aside, so write it back). */
export function readGames(text, rules, date) {
  if (text === null || text === undefined) return { store: emptyStore(), changed: false };
  const { data, broken } = parse(text);
  const reason = broken ? "broken_text" : versionReason(data);
  if (reason) return { store: { ...emptyStore(), aside: [asideRecord(text, reason, "list", date)] }, changed: true };
  const store = emptyStore();
  store.aside = Array.isArray(data.aside) ? data.aside.filter(isAside) : [];
  let changed = !Array.isArray(data.aside) || store.aside.length !== data.aside.length;
  const games = Array.isArray(data.games) ? data.games : [];
  if (!Array.isArray(data.games) && data.games !== undefined) {
    store.aside.push(asideRecord(JSON.stringify(data.games), "damaged", "list", date));
    changed = true;
  }
  for (const entry of games) {
    if (isEntry(entry, rules)) store.games.push(entry);
    else {
      store.aside.push(asideRecord(JSON.stringify(entry), "damaged", "entry", date));
      changed = true;
    }
  }
  return { store, changed };
}

function readPast(past, rules, date, aside) {
  if (past === undefined) return [];
  if (!Array.isArray(past)) {
    aside.push(asideRecord(JSON.stringify(past), "damaged", "undo", date));
    return [];
  }
  return past.flatMap((step) => {
    const game = safely(rules.restore, step);
    if (game !== null) return [game];
    aside.push(asideRecord(JSON.stringify(step), "damaged", "undo", date));
    return [];
  });
}

/** The game being entered, read back: {id, game, past, ui, aside, migrated}. `legacy` is the text
 * under the game's older key, if any (`rules.legacy.read(text)` -> page game or null), carried over
 * when there is no current text. A new game (rules.newGame()) when there is nothing to read. */
export function readCurrent(text, legacy, rules, { date, newId }) {
  const fresh = (aside = [], migrated = false) => ({
    id: newId(), game: rules.newGame(), past: [], pastIds: [], ui: {}, aside, migrated,
  });
  if (text === null || text === undefined) {
    if (legacy === null || legacy === undefined || !rules.legacy) return fresh();
    const game = safely(rules.legacy.read, legacy);
    if (game === null) return fresh([asideRecord(legacy, "older_version", "current", date)], true);
    return { ...fresh([], true), game };
  }
  const { data, broken } = parse(text);
  const reason = broken ? "broken_text" : versionReason(data);
  if (reason) return fresh([asideRecord(text, reason, "current", date)]);
  const game = safely(rules.restore, data.game);
  if (game === null) return fresh([asideRecord(text, "damaged", "current", date)]);
  const aside = [];
  const past = readPast(data.past, rules, date, aside);
  const id = typeof data.id === "string" && data.id ? data.id : newId();
  const ids = Array.isArray(data.pastIds) && data.pastIds.length === past.length
    && data.pastIds.every((item) => typeof item === "string") ? data.pastIds : past.map(() => id);
  return {
    id, game, past: past.slice(-UNDO_SAVED), pastIds: ids.slice(-UNDO_SAVED), ui: isObject(data.ui) ? data.ui : {},
    aside, migrated: false,
  };
}

export function currentText({ id, game, past, pastIds = [], ui = {} }) {
  const ids = pastIds.length === past.length ? pastIds : past.map(() => id);
  return JSON.stringify({ version: VERSION, id, game, past: past.slice(-UNDO_SAVED), pastIds: ids.slice(-UNDO_SAVED), ui });
}

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

/** {store, dropped}: `entry` recorded once per game. The entry of the same id (or, for a game given
 * a new id, of the same cards) keeps its place and its first date; a new one goes first. Beyond
 * `max` games, the oldest are dropped and returned (the page says so). */
export function recordGame(store, entry, max = MAX_GAMES) {
  const at = store.games.findIndex((item) => item.id === entry.id || sameGame(item.game, entry.game));
  let games;
  if (at >= 0) {
    games = [...store.games];
    games[at] = { ...entry, id: store.games[at].id, date: store.games[at].date };
  } else {
    games = [entry, ...store.games];
  }
  return { store: { ...store, games: games.slice(0, max) }, dropped: games.slice(max) };
}

/** {store, removed: {entry, index} | null}; putBack(store, removed) undoes it. */
export function removeGame(store, id) {
  const index = store.games.findIndex((item) => item.id === id);
  if (index < 0) return { store, removed: null };
  return { store: { ...store, games: store.games.filter((item) => item.id !== id) }, removed: { entry: store.games[index], index } };
}

export function putBack(store, { entry, index }) {
  if (store.games.some((item) => item.id === entry.id)) return store;
  const games = [...store.games];
  games.splice(Math.min(index, games.length), 0, entry);
  return { ...store, games };
}

/** {store, dropped}: the records added aside, the oldest beyond `max` dropped (and said). */
export function addAside(store, items, max = MAX_ASIDE) {
  if (!items.length) return { store, dropped: [] };
  const aside = [...store.aside, ...items];
  return { store: { ...store, aside: aside.slice(-max) }, dropped: aside.slice(0, Math.max(0, aside.length - max)) };
}

export const clearAside = (store) => ({ ...store, aside: [] });

export const findGame = (store, id) => store.games.find((item) => item.id === id) || null;

/** How many records are aside for each reason: {reason: count}, reasons with none left out. */
export function asideCounts(store) {
  const counts = {};
  for (const item of store.aside) counts[item.reason] = (counts[item.reason] || 0) + 1;
  return counts;
}
