// The game kept in this browser between visits, with its undo steps, the direction of entry and the
// scorer's last answer: read back when the page opens, written after each change.

import * as state from "./state.mjs";

export const STORAGE_KEY = "marquoir.arboretum.scorer.v1";
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

/** What was kept last time: {game, past, answer, direction}; a new game when there is none. */
export function loadGame() {
  const game = state.restoreGame(read(STORAGE_KEY));
  let extra = {};
  try {
    extra = JSON.parse(read(SESSION_KEY)) || {};
  } catch {
    extra = {};
  }
  const past = Array.isArray(extra.past) ? extra.past.slice(-state.UNDO_DEPTH).map(state.restoreGameData) : [];
  const direction = extra.direction === "column" ? "column" : "row";
  return { game, past, answer: keptAnswer(extra.answer), direction };
}

export function saveGame(session) {
  const { store, ui } = session;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(store.game));
    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ past: store.past, answer: ui.answer, direction: ui.direction }));
  } catch {
    // Storage full or refused: the game stays on the page.
  }
}
