// This browser's localStorage as saved-games.mjs lays it out, for one game (createLocalStore), and for
// every game at once without their rules (createTableStore: the backup, the history). Storage full or refused
// (private browsing) is reported once (`onProblem`); a write that fails leaves what was saved before as
// it was (a key is written whole or not at all). What is read and cannot be used is put aside in the
// list before anything is written over it.

import * as saved from "./saved-games.mjs";

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const now = () => new Date().toISOString();

export function createLocalStore(rules, { storage = globalThis.localStorage, onProblem = () => {} } = {}) {
  const keys = { games: saved.gamesKey(rules.slug), current: saved.currentKey(rules.slug) };
  const problem = { said: false, listener: onProblem, pending: false };
  const notes = { dropped: [], asideDropped: [], undoCut: 0 };
  const report = () => {
    if (problem.said) return;
    problem.said = true;
    problem.listener();
  };
  const read = (key) => {
    try {
      return storage.getItem(key);
    } catch {
      report();
      return null;
    }
  };
  const write = (key, text) => {
    try {
      storage.setItem(key, text);
      return true;
    } catch {
      report();
      return false;
    }
  };
  const forget = (key) => {
    try {
      storage.removeItem(key);
    } catch {
      report();
    }
  };

  // The list as last read or written, with its text: read again only when the text changed (another
  // tab, a backup imported), as a page reads it after every score and hundreds of games take tens of
  // milliseconds to check. Lists are never changed in place (saved-games.mjs's functions make new ones).
  let known = { text: null, store: null };
  const writeGames = (store) => {
    const text = saved.gamesText(store, rules);
    if (!write(keys.games, text)) return false;
    known = { text, store };
    return true;
  };

  /** The list ({version, games, aside}); what cannot be read is put aside (and written back); the
   * records aside beyond the limit are let go and noted (takeNotes()). */
  function loadGames() {
    const text = read(keys.games);
    if (text !== null && text === known.text) return known.store;
    const { store, changed, dropped } = saved.readGames(text, rules, now());
    if (!changed) known = { text, store };
    else if (writeGames(store)) notes.asideDropped.push(...dropped);
    return store;
  }
  /** Applies `change` (store -> store) to the list as saved now: the new list, or null when refused. */
  function updateGames(change) {
    const store = change(loadGames());
    return writeGames(store) ? store : null;
  }
  function keepAside(items) {
    let dropped = [];
    const stored = updateGames((store) => {
      const added = saved.addAside(store, items);
      dropped = added.dropped;
      return added.store;
    });
    notes.asideDropped.push(...dropped);
    return stored !== null;
  }
  /** The game being entered: {id, game, past, pastIds, unlisted, ui}. What cannot be read is kept
   * aside first; undo steps beyond the limit are let go and noted (takeNotes()). */
  function loadCurrent() {
    const legacyKey = rules.legacy ? rules.legacy.key : null;
    const legacy = legacyKey ? read(legacyKey) : null;
    const found = saved.readCurrent(read(keys.current), legacy, rules, { date: now(), newId });
    const kept = found.aside.length === 0 || keepAside(found.aside);
    const rewrite = found.aside.length || found.migrated || found.cut;
    if (kept && rewrite && write(keys.current, saved.currentText(found))) {
      if (found.migrated) forget(legacyKey);
      notes.undoCut += found.cut;
    }
    return found;
  }
  const saveCurrent = (current) => write(keys.current, saved.currentText(current));
  /** Records a scored game; the oldest beyond the limit are dropped and noted (takeNotes()). */
  function record(entry) {
    let dropped = [];
    const store = updateGames((games) => {
      const done = saved.recordGame(games, entry);
      dropped = done.dropped;
      return done.store;
    });
    if (store) notes.dropped.push(...dropped);
    return store;
  }
  /** What happened since the last call: {dropped: [entry], asideDropped: [record], undoCut: count}. */
  function takeNotes() {
    const taken = { dropped: notes.dropped.splice(0), asideDropped: notes.asideDropped.splice(0), undoCut: notes.undoCut };
    notes.undoCut = 0;
    return taken;
  }
  return { keys, loadGames, updateGames, loadCurrent, saveCurrent, record, keepAside, takeNotes };
}

const GAMES_KEY = /^marquoir\.([a-z0-9][a-z0-9-]*)\.games$/;
/** A text that cannot be read as name merges is kept here, never written over (the newest last). */
export const NAMES_ASIDE_KEY = `${saved.NAMES_KEY}.aside`;

/** Every game's kept games and the name merges, read and written without a game's rules: each entry
 * as stored (its game as a link or as data), what cannot be read kept aside as the game's page does.
 * Storage refused is reported once (`onProblem`). */
export function createTableStore({ storage = globalThis.localStorage, onProblem = () => {} } = {}) {
  let said = false;
  const report = () => {
    if (!said) onProblem();
    said = true;
  };
  const attempt = (fn, fallback) => {
    try {
      return fn();
    } catch {
      report();
      return fallback;
    }
  };
  const read = (key) => attempt(() => storage.getItem(key), null);
  const write = (key, text) => attempt(() => {
    storage.setItem(key, text);
    return true;
  }, false);
  const forget = (key) => attempt(() => storage.removeItem(key), null);

  /** The slugs of the games with a list in this storage, sorted. */
  function slugs() {
    const keys = attempt(() => Array.from({ length: storage.length }, (_, index) => storage.key(index)), []);
    return keys.map((key) => GAMES_KEY.exec(key || "")).filter(Boolean).map((match) => match[1]).sort();
  }
  /** {slug: store}: every game's list, entries as stored. */
  const loadAll = () => Object.fromEntries(slugs().map((slug) => [slug, saved.readStoredGames(read(saved.gamesKey(slug)), now()).store]));
  /** The name merges ([{from, into}]); a text that cannot be read is kept aside (NAMES_ASIDE_KEY) first. */
  function loadMerges() {
    const text = read(saved.NAMES_KEY);
    const { merges, damaged } = saved.readMerges(text);
    if (damaged) keepNamesAside(text);
    return merges;
  }
  function keepNamesAside(text) {
    const kept = read(NAMES_ASIDE_KEY);
    let aside = [];
    try {
      aside = kept === null ? [] : JSON.parse(kept);
    } catch {
      aside = [kept];
    }
    if (!Array.isArray(aside)) aside = [kept];
    if (!aside.includes(text)) write(NAMES_ASIDE_KEY, JSON.stringify([...aside, text].slice(-saved.MAX_ASIDE)));
  }
  const saveMerges = (merges) => write(saved.NAMES_KEY, saved.mergesText(merges));
  /** Writes `lists` ({slug: store}, entries as stored) and `merges` (unless null) all, or none: a
   * refused write puts back what every key held before. Returns whether all were written. */
  function saveAll(lists, merges = null) {
    const items = Object.entries(lists).map(([slug, store]) => [saved.gamesKey(slug), saved.storedText(store)]);
    if (merges !== null) {
      loadMerges(); // a damaged text is kept aside before it is written over
      items.push([saved.NAMES_KEY, saved.mergesText(merges)]);
    }
    const before = items.map(([key]) => [key, read(key)]);
    for (const [index, [key, text]] of items.entries()) {
      if (write(key, text)) continue;
      for (const [done, previous] of before.slice(0, index)) {
        if (previous === null) forget(done);
        else write(done, previous);
      }
      return false;
    }
    return true;
  }
  return { slugs, loadAll, loadMerges, saveMerges, saveAll };
}
