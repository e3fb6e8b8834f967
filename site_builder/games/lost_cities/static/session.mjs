// What the page holds while a game is entered: the store (the game and its undo steps) and the
// passing state of the page (the scorer's last answer and its problems). One object, handed to the
// modules that need it inside the page's context.

import * as state from "./state.mjs";

/** `save(game)` is called after each change kept. */
export function createSession(game, save) {
  const session = {
    store: state.createStore(game),
    ui: { outcome: null, problems: [], requested: 0, answered: 0, busy: false },
    /** Applies `change` (game -> game); false when it changed nothing. */
    commit(change, options) {
      const before = session.store;
      session.store = state.update(session.store, change, options);
      if (session.store === before) return false;
      save(session.store.game);
      return true;
    },
    undo() {
      session.store = state.undo(session.store);
      save(session.store.game);
    },
  };
  return session;
}
