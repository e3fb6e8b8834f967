// What a scorer page holds while a game is entered, for any game: the game (plain data, changed by
// the game's pure functions) with its id in the list of recent games, the undo steps (kept across a
// reload, the newest UNDO_SAVED of them), and the page's passing state `ui`, of which the game keeps
// what it chooses across a reload (`rules.keepUi(ui)` -> data, `rules.restoreUi(data, game)` -> ui
// fields: the selection, the last answer...; `rules.afterChange(ui, game, {undo})` after each change).
// Every change is saved at once.
//
// A new game is a change like any other: Undo (even after a reload) brings back the game before,
// with its id, so it is never lost by a slip of the finger.
//
// Undo and the list are kept apart: a game whose entry the player removed from the list (`unlist(id)`)
// is not listed again while it is not changed, whatever Undo brings back and whatever the reloads
// (its id is saved with the game as `unlisted`); a change of it by the player, or putting its entry
// back (`relist(id)`), ends that.

import { newId } from "./local-store.mjs";
import { UNDO_DEPTH } from "./undo-store.mjs";

export function createSession(rules, localStore, ui = {}) {
  const kept = localStore.loadCurrent();
  const session = {
    store: { game: kept.game, past: kept.past },
    ids: { current: kept.id, past: kept.pastIds, unlisted: new Set(kept.unlisted) },
    ui: { ...ui, ...kept.ui },
    get game() {
      return session.store.game;
    },
    get id() {
      return session.ids.current;
    },
    canUndo: () => session.store.past.length > 0,
    /** Whether the game on the page is listed when scored (its entry was not removed since its last change). */
    listed: () => !session.ids.unlisted.has(session.ids.current),
    /** The entry of `id` was removed from the list: that game is not listed again while unchanged. */
    unlist(id) {
      session.ids.unlisted.add(id);
      session.keep();
    },
    /** The entry of `id` is back in the list. */
    relist(id) {
      if (session.ids.unlisted.delete(id)) session.keep();
    },
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
      session.ids.unlisted.delete(session.ids.current); // changed by the player: listed when scored
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
        unlisted: [...session.ids.unlisted],
        ui: rules.keepUi ? rules.keepUi(session.ui) : {},
      });
    },
  };
  session.keptUi = rules.keepUi ? JSON.stringify(rules.keepUi(session.ui)) : "";
  return session;
}
