// What the page holds while a game is entered: the store (the game and its undo steps) and the
// passing state of the page (the selection and direction of entry, a card being moved, a note, the
// scorer's last answer, the score tapped). One object, handed to the modules that need it inside the
// page's context. The undo steps and the last answer are kept with the game (storage.mjs), so a
// reload brings back the score pad and Undo too.

import * as state from "./state.mjs";
import { checkSelection, firstSelection } from "./selection.mjs";

function markStale(ui) {
  if (ui.outcome) ui.outcome.stale = true;
  if (ui.answer) ui.answer.stale = true;
}

/** `kept` is {game, past, answer, direction} from storage; `save(session)` keeps what matters. */
export function createSession(kept, save) {
  const session = {
    store: { game: kept.game, past: kept.past || [] },
    ui: {
      sel: firstSelection(kept.game), direction: kept.direction || "row", last: null, note: null,
      moving: null, outcome: null, answer: kept.answer || null, selected: null, problems: [], pending: 0, answers: 0,
    },
    /** Applies `change` (game -> game); false when it changed nothing. */
    commit(change, options) {
      const before = session.store;
      session.store = state.update(session.store, change, options);
      if (session.store === before) return false;
      markStale(session.ui);
      save(session);
      return true;
    },
    undo() {
      session.store = state.undo(session.store);
      session.ui.sel = checkSelection(session.store.game, session.ui.sel) || firstSelection(session.store.game);
      markStale(session.ui);
      save(session);
    },
    keep: () => save(session),
  };
  return session;
}
