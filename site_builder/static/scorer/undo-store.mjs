// Undo for any game's scorer page: a store holds the game (plain data, changed by pure functions) and
// the games before the last changes, at most UNDO_DEPTH of them.

export const UNDO_DEPTH = 100;

export function createStore(game) {
  return { game, past: [] };
}

/** The store after `change` (a function game -> game); unchanged games add no undo step. */
export function update(store, change, { undoable = true } = {}) {
  const game = change(store.game);
  if (game === store.game) return store;
  if (!undoable) return { game, past: store.past };
  return { game, past: [...store.past, store.game].slice(-UNDO_DEPTH) };
}

export function undo(store) {
  if (store.past.length === 0) return store;
  return { game: store.past[store.past.length - 1], past: store.past.slice(0, -1) };
}

export const canUndo = (store) => store.past.length > 0;
