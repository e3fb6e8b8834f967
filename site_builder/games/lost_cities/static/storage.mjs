// The game kept in this browser between visits: read back when the page opens, written after each change.

import * as state from "./state.mjs";

export const STORAGE_KEY = "marquoir.lost-cities.scorer.v1";

/** The game saved last time, or a new game when there is none (or storage is refused). */
export function loadGame() {
  try {
    return state.restoreGame(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return state.newGame();
  }
}

export function saveGame(game) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
  } catch {
    // Storage full or refused: the game stays on the page.
  }
}
