// What a scorer page holds while a game is entered, for any game: the game (plain data, changed by
// the game's pure functions) with its id in the list of recent games, the undo steps (kept across a
// reload, the newest UNDO_SAVED of them), and the page's passing state `ui`, of which the game keeps
// what it chooses across a reload (`rules.keepUi(ui)` -> data, `rules.restoreUi(data, game)` -> ui
// fields: the selection, the last answer...; `rules.afterChange(ui, game, {undo})` after each change).
// Every change is saved at once.
//
// A new game is a change like any other: Undo (even after a reload) brings back the game before,
// with its id, so it is never lost by a slip of the finger.

import { newId } from "./local-store.mjs";
import { safely } from "./saved-games.mjs";
import { UNDO_DEPTH } from "./undo-store.mjs";

export function createSession(rules, localStore, ui = {}) {
  const kept = localStore.loadCurrent();
  const session = {
    store: { game: kept.game, past: kept.past },
    ids: { current: kept.id, past: kept.pastIds },
    ui: { ...ui, ...(rules.restoreUi ? safely(rules.restoreUi, kept.ui || {}, kept.game) || safely(rules.restoreUi, {}, kept.game) : {}) },
    get game() {
      return session.store.game;
    },
    get id() {
      return session.ids.current;
    },
    canUndo: () => session.store.past.length > 0,
    /** Applies `change` (game -> game); false when it changed nothing. `undoable: false` for typing
     * that Undo need not step through (a name), `id` when the game becomes another one. */
    commit(change, { undoable = true, id = null } = {}) {
      const game = change(session.store.game);
      if (game === session.store.game) return false;
      if (undoable) {
        session.store = { game, past: [...session.store.past, session.store.game].slice(-UNDO_DEPTH) };
        session.ids.past = [...session.ids.past, session.ids.current].slice(-UNDO_DEPTH);
      } else {
        session.store = { game, past: session.store.past };
      }
      if (id) session.ids.current = id;
      if (rules.afterChange) rules.afterChange(session.ui, game, { undo: false });
      session.keep();
      return true;
    },
    /** A new game (undoable); its id is new. */
    startNew() {
      return session.commit(() => rules.newGame(), { id: newId() });
    },
    undo() {
      const { past } = session.store;
      if (past.length === 0) return false;
      session.store = { game: past[past.length - 1], past: past.slice(0, -1) };
      session.ids.current = session.ids.past[session.ids.past.length - 1] || session.ids.current;
      session.ids.past = session.ids.past.slice(0, -1);
      if (rules.afterChange) rules.afterChange(session.ui, session.store.game, { undo: true });
      session.keep();
      return true;
    },
    /** Saves when what the game keeps of `ui` changed (a selection moved): call it after drawing. */
    keepUi() {
      if (rules.keepUi && JSON.stringify(rules.keepUi(session.ui)) !== session.keptUi) session.keep();
    },
    keep() {
      session.keptUi = rules.keepUi ? JSON.stringify(rules.keepUi(session.ui)) : "";
      localStore.saveCurrent({
        id: session.ids.current,
        game: session.store.game,
        past: session.store.past,
        pastIds: session.ids.past,
        ui: rules.keepUi ? rules.keepUi(session.ui) : {},
      });
    },
  };
  session.keptUi = rules.keepUi ? JSON.stringify(rules.keepUi(session.ui)) : "";
  return session;
}
