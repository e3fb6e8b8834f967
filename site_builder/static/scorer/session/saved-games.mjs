// What a scorer page keeps in this browser, for any game, as versioned data; every change to it is a
// pure function (local-store.mjs reads and writes localStorage). Two keys per game:
// - gamesKey(slug), "marquoir.<slug>.games": {version, games: [entry], aside: [record]}, newest game
//   first, at most MAX_GAMES (the table's history: a few hundred games a game); an entry is
//   {id, date, players: [{name, total, rounds?}], winners, game}, `game` in the scorer's form, `date` when it
//   was first scored, `rounds` each round's total for a game scored round by round (entries saved
//   before it have none). Stored (gamesText), an entry holds its game as the game's share link text
//   (`link`: the codec's bytes with their checksum, about a tenth of the JSON) where that link gives
//   the very same game back, else as `game`; version 2 held `game` only and is read as it is, then
//   written again as version 3 (the migration). An entry read from a link keeps it out of sight (a
//   symbol, not enumerable) so that writing the list again does not encode every game again; entries
//   are never changed in place. readStoredGames reads the list without a game's rules (entries in
//   their stored form: the backup, the history);
// - NAMES_KEY, "marquoir.names": {version, merges: [{from, into}]}: the players' names merged by the
//   standings (every spelling of `from`, as the scorers tell names apart, counted as `into`);
// - currentKey(slug), "marquoir.<slug>.current": {version (CURRENT_VERSION, 2), id, game, past: [game],
//   pastIds, unlisted, ui}:
//   the game being entered in the page's form, its undo steps (at most UNDO_SAVED, with the id of each),
//   the ids among these whose entry the player removed from the list (they are not listed again while
//   they are not changed: the page's Undo never brings a removed game back into the list) and what the
//   game's page keeps of its passing state (the selection, the last score).
// What cannot be read is kept aside, never dropped nor overwritten, with what was wrong: `reason` is
// "broken_text" (not JSON), "newer_version" (saved by a later page), "older_version" (by a page too
// old to carry over), or "damaged" (this version, but not a game this page can take: an entry, the
// game being entered, one of its undo steps or the last score kept with it); `part` says which ("list",
// "entry", "current", "undo", "score"). At most MAX_ASIDE records are kept, the newest: how many older
// ones were let go is returned (`dropped`), for the page to say, as are the undo steps cut beyond
// UNDO_SAVED (`cut`).
// A game's `rules` (see docs/scorer-page-kit.md) read its games: restore(data) -> page game or
// null, fromScorer(scorerGame) -> page game or null. Nothing here throws on damaged data.

import { createShareLink } from "./share-link.mjs";
import { nameKey } from "./bg-stats.mjs";

export const VERSION = 3;
/** The versions read as they are: 2 (every entry with its `game`), 3 (an entry's game as a link). */
export const READ_VERSIONS = [2, 3];
/** The game being entered is written as version 2 still: its form did not change with the list's. */
export const CURRENT_VERSION = 2;
export const MAX_GAMES = 500;
/** How many of the newest games a scorer page's list shows (the others are kept all the same). */
export const RECENT_SHOWN = 30;
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
  if (READ_VERSIONS.includes(data.version)) return null;
  return Number.isInteger(data.version) && data.version > VERSION ? "newer_version" : "older_version";
}

function isAside(item) {
  return isObject(item) && typeof item.text === "string" && REASONS.includes(item.reason);
}

/** Whether two pieces of plain data are the same, whatever the order of their keys. */
export function sameData(a, b) {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameData(item, b[index]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameData(a[key], b[key]));
}

const LINK = Symbol("link");
const linkCodec = (rules) => (rules && rules.link ? createShareLink(rules.link) : null);

/** An entry's game as stored: its share link's text when the link gives the very same game back, else
 * the game itself. */
function storedEntry(entry, codec) {
  const { id, date, players, winners, game } = entry;
  if (typeof entry[LINK] === "string") return { id, date, players, winners, link: entry[LINK] };
  if (codec) {
    const link = safely(codec.encodeGame, game);
    if (link !== null && sameData(codec.decodeGame(link).game, game)) return { id, date, players, winners, link };
  }
  return { id, date, players, winners, game };
}

/** The list as stored, its entries' games as links where `rules.link` can write them. */
export function gamesText(store, rules) {
  const codec = linkCodec(rules);
  return JSON.stringify({ version: VERSION, games: store.games.map((entry) => storedEntry(entry, codec)), aside: store.aside });
}

/** A list whose entries are already in their stored form (readStoredGames, a backup), as stored. */
export const storedText = (store) => JSON.stringify({ version: VERSION, games: store.games, aside: store.aside });

/** Whether `entry` is a stored entry as any page writes it, its game not read: {id, date, players,
 * winners} and a `game` object or a `link` text. */
export function isStoredEntry(entry) {
  return isObject(entry) && typeof entry.id === "string" && entry.id !== "" && typeof entry.date === "string"
    && !Number.isNaN(Date.parse(entry.date)) && Array.isArray(entry.players)
    && entry.players.every((p) => isObject(p) && typeof p.name === "string" && Number.isFinite(p.total))
    && Array.isArray(entry.winners) && entry.winners.every((name) => typeof name === "string")
    && (Object.hasOwn(entry, "game") ? isObject(entry.game) : typeof entry.link === "string");
}

/** A stored entry with its game read (from its link, by the game's codec), or null. */
function readEntry(entry, codec, rules) {
  if (!isObject(entry)) return null;
  let { game } = entry;
  if (!Object.hasOwn(entry, "game")) game = codec && typeof entry.link === "string" ? codec.decodeGame(entry.link).game : null;
  const { id, date, players, winners } = entry;
  const found = { id, date, players, winners, game: game ?? null };
  if (!isEntry(found, rules)) return null;
  // The link it was read from, kept out of sight (not enumerable: no copy, comparison or JSON sees
  // it) so that writing the list again does not encode it again; a changed entry is a new object.
  if (!Object.hasOwn(entry, "game")) Object.defineProperty(found, LINK, { value: entry.link });
  return found;
}

/** Whether `entry` is a list entry whose game `rules.fromScorer` can take back. */
export function isEntry(entry, rules) {
  return isStoredEntry(entry) && Object.hasOwn(entry, "game") && safely(rules.fromScorer, entry.game) !== null;
}

/** The list read back: {store, changed, dropped} (changed: something was put aside, or the list is of
 * an older version, so write it back; dropped: the records aside beyond MAX_ASIDE, the oldest, let go).
 * Each entry's game is read (from its link) and must be one `rules.fromScorer` takes. */
export function readGames(text, rules, date) {
  const codec = linkCodec(rules);
  return readList(text, date, (entry) => readEntry(entry, codec, rules));
}

/** The list read back without a game's rules: its entries as stored (a game as `game` or `link`),
 * those that are not entries at all kept aside. For the backup and the history; the game's page
 * reads each game in full. */
export const readStoredGames = (text, date) => readList(text, date, (entry) => (isStoredEntry(entry) ? entry : null));

function readList(text, date, take) {
  if (text === null || text === undefined) return { store: emptyStore(), changed: false, dropped: [] };
  const { data, broken } = parse(text);
  const reason = broken ? "broken_text" : versionReason(data);
  if (reason) return { store: { ...emptyStore(), aside: [asideRecord(text, reason, "list", date)] }, changed: true, dropped: [] };
  const store = emptyStore();
  // A record aside that is not one is itself kept aside (as a damaged part of the list), not dropped.
  const kept = Array.isArray(data.aside) ? data.aside : [];
  store.aside = kept.map((item) => (isAside(item) ? item : asideRecord(JSON.stringify(item), "damaged", "list", date)));
  let changed = !kept.every(isAside) || data.version !== VERSION;
  if (!Array.isArray(data.aside) && data.aside !== undefined) {
    store.aside.push(asideRecord(JSON.stringify(data.aside), "damaged", "list", date));
    changed = true;
  }
  const games = Array.isArray(data.games) ? data.games : [];
  if (!Array.isArray(data.games) && data.games !== undefined) {
    store.aside.push(asideRecord(JSON.stringify(data.games), "damaged", "list", date));
    changed = true;
  }
  for (const entry of games) {
    const found = take(entry);
    if (found !== null) store.games.push(found);
    else {
      store.aside.push(asideRecord(JSON.stringify(entry), "damaged", "entry", date));
      changed = true;
    }
  }
  const dropped = store.aside.slice(0, Math.max(0, store.aside.length - MAX_ASIDE));
  if (dropped.length) {
    store.aside = store.aside.slice(-MAX_ASIDE);
    changed = true;
  }
  return { store, changed, dropped };
}

/** The undo steps read back with their ids ({past, pastIds}); a step that is not a game is kept aside. */
function readPast(data, id, rules, date, aside) {
  const { past } = data;
  if (past === undefined) return { past: [], pastIds: [] };
  if (!Array.isArray(past)) {
    aside.push(asideRecord(JSON.stringify(past), "damaged", "undo", date));
    return { past: [], pastIds: [] };
  }
  const ids = Array.isArray(data.pastIds) && data.pastIds.length === past.length
    && data.pastIds.every((item) => typeof item === "string" && item) ? data.pastIds : past.map(() => id);
  const found = { past: [], pastIds: [] };
  past.forEach((step, index) => {
    const game = safely(rules.restore, step);
    if (game === null) {
      aside.push(asideRecord(JSON.stringify(step), "damaged", "undo", date));
      return;
    }
    found.past.push(game);
    found.pastIds.push(ids[index]);
  });
  return found;
}

/** What the game keeps of its passing state, read back by `rules.restoreUi(data, game, damaged)`: a
 * part it cannot take (it calls `damaged(part, value)`, part "score" for the last score kept) is kept
 * aside; so is the whole state when it is not an object or the game's reader fails on it. */
function readUi(data, game, rules, date, aside) {
  if (!rules.restoreUi) return {};
  const keepAside = (part, value) => aside.push(asideRecord(JSON.stringify(value ?? null), "damaged", part, date));
  const found = [];
  const ui = isObject(data) ? safely(rules.restoreUi, data, game, (part, value) => found.push([part, value])) : null;
  if (ui !== null) {
    for (const [part, value] of found) keepAside(part, value);
    return ui;
  }
  if (data !== undefined && data !== null) keepAside("score", data);
  return safely(rules.restoreUi, {}, game, () => {}) || {};
}

/** The game being entered, read back: {id, game, past, pastIds, unlisted, ui, aside, cut, migrated}
 * (`ui`: what rules.restoreUi gives back; `cut`: how many undo steps beyond UNDO_SAVED were let go).
 * `legacy` is the text under the game's older key, if any (`rules.legacy.read(text)` -> page game or
 * null), carried over when there is no current text. A new game (rules.newGame()) when there is
 * nothing to read, or when the game being entered is damaged (its whole text is then kept aside). */
export function readCurrent(text, legacy, rules, { date, newId }) {
  const fresh = (aside = [], migrated = false, game = rules.newGame()) => ({
    id: newId(), game, past: [], pastIds: [], unlisted: [], ui: readUi(undefined, game, rules, date, aside),
    aside, cut: 0, migrated,
  });
  if (text === null || text === undefined) {
    if (legacy === null || legacy === undefined || !rules.legacy) return fresh();
    const game = safely(rules.legacy.read, legacy);
    if (game === null) return fresh([asideRecord(legacy, "older_version", "current", date)], true);
    return fresh([], true, game);
  }
  const { data, broken } = parse(text);
  const reason = broken ? "broken_text" : versionReason(data);
  if (reason) return fresh([asideRecord(text, reason, "current", date)]);
  const game = safely(rules.restore, data.game);
  if (game === null) return fresh([asideRecord(text, "damaged", "current", date)]);
  const aside = [];
  const id = typeof data.id === "string" && data.id ? data.id : newId();
  const { past, pastIds } = readPast(data, id, rules, date, aside);
  const cut = Math.max(0, past.length - UNDO_SAVED);
  const kept = { past: past.slice(cut), pastIds: pastIds.slice(cut) };
  return {
    id, game, ...kept, unlisted: keptUnlisted(data.unlisted, id, kept.pastIds),
    ui: readUi(data.ui, game, rules, date, aside), aside, cut, migrated: false,
  };
}

/** The ids whose entry was removed, among those the page still holds (its game's, its undo steps'). */
export function keptUnlisted(unlisted, id, pastIds) {
  if (!Array.isArray(unlisted)) return [];
  const held = new Set([id, ...pastIds]);
  return [...new Set(unlisted.filter((item) => typeof item === "string" && held.has(item)))];
}

export function currentText({ id, game, past, pastIds = [], unlisted = [], ui = {} }) {
  const ids = (pastIds.length === past.length ? pastIds : past.map(() => id)).slice(-UNDO_SAVED);
  return JSON.stringify({
    version: CURRENT_VERSION, id, game, past: past.slice(-UNDO_SAVED), pastIds: ids, unlisted: keptUnlisted(unlisted, id, ids), ui,
  });
}

/** Each round's total of a scorer's player ({rounds: [{total}]}), or null when it is not a game scored
 * round by round. */
export function roundTotals(player) {
  const rounds = isObject(player) && Array.isArray(player.rounds) ? player.rounds : null;
  if (!rounds || rounds.length === 0 || !rounds.every((round) => isObject(round) && Number.isFinite(round.total))) return null;
  return rounds.map((round) => round.total);
}

/** An entry of the list for a game scored now (`game` in the scorer's form, `result` the scorer's); a
 * player of a game scored round by round also keeps each round's total (`rounds`, read by the table's
 * history). */
export function entryOf(game, result, { id, date }) {
  return {
    id,
    date,
    players: result.players.map((player) => {
      const rounds = roundTotals(player);
      return rounds ? { name: player.name, total: player.total, rounds } : { name: player.name, total: player.total };
    }),
    winners: [...result.winners],
    game: structuredClone(game),
  };
}

const sameGame = (a, b) => sameData(a, b);

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

/** The entry back in its place with its date; an entry of the same id recorded since (the game was
 * changed meanwhile) gives way to it, keeping its newer content. */
export function putBack(store, { entry, index }) {
  const since = store.games.find((item) => item.id === entry.id);
  const games = store.games.filter((item) => item.id !== entry.id);
  games.splice(Math.min(index, games.length), 0, since ? { ...since, date: entry.date } : entry);
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

/** The parts a damaged record can be of, as said to the reader (each has its own words). */
export const DAMAGED_PARTS = ["entry", "current", "undo", "score", "list"];

/** How many records are aside for each kind: {kind: count}, kinds with none left out. A kind is the
 * reason, except for a damaged record: "damaged_<part>" ("damaged_entry", "damaged_score"...). */
export function asideCounts(store) {
  const counts = {};
  for (const item of store.aside) {
    const kind = item.reason === "damaged" ? `damaged_${DAMAGED_PARTS.includes(item.part) ? item.part : "list"}` : item.reason;
    counts[kind] = (counts[kind] || 0) + 1;
  }
  return counts;
}

/** The kinds of asideCounts(), in the order they are said. */
export const ASIDE_KINDS = [...REASONS.filter((reason) => reason !== "damaged"), ...DAMAGED_PARTS.map((part) => `damaged_${part}`)];

// The standings' name merges, for every game: under NAMES_KEY, {version: NAMES_VERSION, merges}; a
// merge {from, into} counts every spelling of `from` (as the scorers tell names apart: nameKey) as
// the player `into`. One merge per spelling; chains are followed (mergedName).
export const NAMES_KEY = "marquoir.names";
export const NAMES_VERSION = 1;

export const isMerge = (item) => isObject(item) && typeof item.from === "string" && typeof item.into === "string"
  && item.from.trim() !== "" && item.into.trim() !== "" && nameKey(item.from) !== nameKey(item.into);

/** The merges read back: {merges, damaged} (damaged: the text is not one this page wrote, or a merge
 * in it is not one; the caller keeps that text aside before writing over it). */
export function readMerges(text) {
  if (text === null || text === undefined) return { merges: [], damaged: false };
  const { data, broken } = parse(text);
  if (broken || !isObject(data) || data.version !== NAMES_VERSION || !Array.isArray(data.merges)) return { merges: [], damaged: true };
  const merges = data.merges.filter(isMerge);
  return { merges, damaged: merges.length !== data.merges.length };
}

export const mergesText = (merges) => JSON.stringify({ version: NAMES_VERSION, merges });

/** The merges with every spelling of `from` counted as `into` (an earlier merge of `from` replaced);
 * unchanged when the two are one name already. */
export function mergeName(merges, from, into) {
  const merge = { from, into };
  if (!isMerge(merge)) return merges;
  return [...merges.filter((item) => nameKey(item.from) !== nameKey(from)), merge];
}

/** The merges without the one of `from`'s spelling. */
export const unmergeName = (merges, from) => merges.filter((item) => nameKey(item.from) !== nameKey(from));

/** The name `name` is counted as: the `into` of its merge, followed along a chain (a loop stops). */
export function mergedName(merges, name) {
  const byKey = new Map(merges.map((item) => [nameKey(item.from), item.into]));
  const seen = new Set();
  let found = name;
  while (byKey.has(nameKey(found)) && !seen.has(nameKey(found))) {
    seen.add(nameKey(found));
    found = byKey.get(nameKey(found));
  }
  return found;
}
