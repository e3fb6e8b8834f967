// What the page holds while a game is entered: the store (the game and its undo steps) and the
// passing state of the page (a card being moved, the scorer's last answer, the score tapped).
// One object, handed to the modules that need it inside the page's context.

import * as state from "./state.mjs";

function markStale(ui) {
  if (ui.outcome) ui.outcome.stale = true;
}

/** `save(game)` is called after each change kept. */
export function createSession(game, save) {
  const session = {
    store: state.createStore(game),
    ui: { moving: null, outcome: null, selected: null, problems: [], pending: 0, answers: 0 },
    /** Applies `change` (game -> game); false when it changed nothing. */
    commit(change, options) {
      const before = session.store;
      session.store = state.update(session.store, change, options);
      if (session.store === before) return false;
      save(session.store.game);
      markStale(session.ui);
      return true;
    },
    undo() {
      session.store = state.undo(session.store);
      save(session.store.game);
      markStale(session.ui);
    },
  };
  return session;
}
