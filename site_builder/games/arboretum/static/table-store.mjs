// This browser's localStorage, as recent-games.mjs lays it out: the game being entered and the list
// of scored games. Storage full or refused (private browsing) is reported once to the page; a write
// that fails leaves what was saved before as it was (a key is written whole or not at all).

import * as recent from "./recent-games.mjs";
import * as state from "./state.mjs";

const problem = { said: false, pending: false, listener: null };

function report() {
  if (problem.said) return;
  if (!problem.listener) {
    problem.pending = true;
    return;
  }
  problem.said = true;
  problem.listener();
}

/** `listener()` is called once, the first time storage refuses a read or a write. */
export function onStorageProblem(listener) {
  problem.listener = listener;
  if (problem.pending) report();
}

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    report();
    return null;
  }
}

function write(key, text) {
  try {
    window.localStorage.setItem(key, text);
    return true;
  } catch {
    report();
    return false;
  }
}

function forget(key) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    report();
  }
}

const now = () => new Date().toISOString();

/** The list of scored games ({version, games, aside}); what cannot be read is put aside and kept. */
export function loadGames() {
  const { store, changed } = recent.readGames(read(recent.GAMES_KEY), now());
  if (changed) write(recent.GAMES_KEY, JSON.stringify(store));
  return store;
}

/** Applies `change` (store -> store) to the list as saved now; the new list, or null when refused. */
export function updateGames(change) {
  const store = change(loadGames());
  return write(recent.GAMES_KEY, JSON.stringify(store)) ? store : null;
}

/** The game being entered; a version-1 game is carried over to version 2 (then its old key goes). */
export function loadCurrent() {
  const legacy = read(recent.LEGACY_KEY);
  const found = recent.readCurrent(read(recent.CURRENT_KEY), legacy, state.restoreGame, now());
  if (!found.migrated && !found.aside.length) return found.game;
  const kept = !found.aside.length || updateGames((store) => recent.addAside(store, found.aside)) !== null;
  if (kept && write(recent.CURRENT_KEY, recent.currentText(found.game)) && legacy !== null) forget(recent.LEGACY_KEY);
  return found.game;
}

export function saveCurrent(game) {
  write(recent.CURRENT_KEY, recent.currentText(game));
}
