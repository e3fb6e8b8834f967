// The game kept in this browser between visits, with its undo steps, the direction of entry and the
// scorer's last answer: read back when the page opens, written after each change. The game itself is
// kept in the versioned layout of recent-games.mjs (table-store.mjs reads and writes it, and carries a
// version-1 game over); the rest of the session under a key of its own.

import * as state from "./state.mjs";
import { loadCurrent, saveCurrent } from "./table-store.mjs";

export { CURRENT_KEY as STORAGE_KEY } from "./recent-games.mjs";
export const SESSION_KEY = "marquoir.arboretum.scorer.session.v1";

function read(key) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keptAnswer(answer) {
  const ok = answer && answer.envelope && typeof answer.envelope === "object" && answer.sent
    && answer.sent.game && Array.isArray(answer.sent.game.players);
  return ok ? answer : null;
}

function keptSession() {
  try {
    return JSON.parse(read(SESSION_KEY)) || {};
  } catch {
    return {};
  }
}

/** What was kept last time: {game, past, answer, direction}; a new game when there is none. */
export function loadGame() {
  const game = loadCurrent();
  const extra = keptSession();
  const past = Array.isArray(extra.past) ? extra.past.slice(-state.UNDO_DEPTH).map(state.restoreGameData) : [];
  const direction = extra.direction === "column" ? "column" : "row";
  return { game, past, answer: keptAnswer(extra.answer), direction };
}

export function saveGame(session) {
  const { store, ui } = session;
  saveCurrent(store.game);
  try {
    const extra = { past: store.past, answer: ui.answer, direction: ui.direction };
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(extra));
  } catch {
    // Storage full or refused: table-store.mjs says so once; the game stays on the page.
  }
}
