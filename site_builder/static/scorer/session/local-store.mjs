// This browser's localStorage as saved-games.mjs lays it out, for one game. Storage full or refused
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

  /** The list ({version, games, aside}); what cannot be read is put aside (and written back); the
   * records aside beyond the limit are let go and noted (takeNotes()). */
  function loadGames() {
    const { store, changed, dropped } = saved.readGames(read(keys.games), rules, now());
    if (changed && write(keys.games, JSON.stringify(store))) notes.asideDropped.push(...dropped);
    return store;
  }
  /** Applies `change` (store -> store) to the list as saved now: the new list, or null when refused. */
  function updateGames(change) {
    const store = change(loadGames());
    return write(keys.games, JSON.stringify(store)) ? store : null;
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
