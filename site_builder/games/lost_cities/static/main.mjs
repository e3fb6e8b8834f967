// The Lost Cities scorer page: wires the names and the long-game switch (already in the HTML, so they
// take typing before this module runs), the entry board, undo and new game, and scores the game after
// every change with the scorer's Python in its worker (started by worker-client.mjs).
// The modules share one context object: the session (game, undo, last answer), the words, the page's
// nodes, the scorer client and render().

import { scorer as client } from "./worker-client.mjs";
import { renderBoard, renderTabs, wireBoard } from "./board.mjs";
import { createMessages } from "./messages.mjs";
import { renderResult } from "./results.mjs";
import { renderProblems, requestScore } from "./scoring.mjs";
import { createSession } from "./session.mjs";
import * as state from "./state.mjs";
import { loadGame, saveGame } from "./storage.mjs";

function findNodes(root) {
  return {
    nameInputs: [...root.querySelectorAll("[data-form] input[type='text']")],
    longGame: root.querySelector("[data-long-game]"),
    entryHeading: root.querySelector("[data-entry-heading]"),
    roundTabs: root.querySelector("[data-round-tabs]"),
    playerTabs: root.querySelector("[data-player-tabs]"),
    addRoundButton: root.querySelector("[data-add-round]"),
    removeRoundButton: root.querySelector("[data-remove-round]"),
    board: root.querySelector("[data-board]"),
    roundTotal: root.querySelector("[data-round-total]"),
    undoButton: root.querySelector("[data-undo]"),
    newGameButton: root.querySelector("[data-new-game]"),
    resultsNode: root.querySelector("[data-results]"),
    waiting: root.querySelector("[data-waiting]"),
    problemsNode: root.querySelector("[data-problems]"),
    totals: root.querySelector("[data-totals]"),
    verdict: root.querySelector("[data-verdict]"),
    detail: root.querySelector("[data-detail]"),
  };
}

function syncForm({ session, nodes }) {
  const game = session.store.game;
  nodes.nameInputs.forEach((input, index) => {
    if (input.value !== game.names[index] && document.activeElement !== input) input.value = game.names[index];
  });
  nodes.longGame.checked = game.longGame;
}

/** Draws the page from the session; the focused control (by its data-key) keeps the focus. */
function render(ctx) {
  const { session, nodes } = ctx;
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  syncForm(ctx);
  renderTabs(ctx);
  renderBoard(ctx);
  renderResult(ctx);
  renderProblems(ctx);
  nodes.undoButton.disabled = !state.canUndo(session.store);
  if (focused) {
    const target = ctx.root.querySelector(`[data-key="${focused}"]`);
    if (target && !target.disabled) target.focus({ preventScroll: true });
  }
}

/** Commits a change; a kept change is drawn and scored. */
function change(ctx, apply, options) {
  if (!ctx.session.commit(apply, options)) return;
  ctx.render();
  requestScore(ctx);
}

function wireControls(ctx) {
  const { session, nodes } = ctx;
  nodes.nameInputs.forEach((input, index) => {
    input.addEventListener("input", () => change(ctx, (game) => state.setName(game, index, input.value), { undoable: false }));
  });
  nodes.longGame.addEventListener("change", () => change(ctx, (game) => state.setLongGame(game, nodes.longGame.checked)));
  nodes.addRoundButton.addEventListener("click", () => change(ctx, state.addRound));
  nodes.removeRoundButton.addEventListener("click", () => change(ctx, state.removeLastRound));
  nodes.undoButton.addEventListener("click", () => {
    session.undo();
    ctx.render();
    requestScore(ctx);
  });
  nodes.newGameButton.addEventListener("click", () => change(ctx, () => state.newGame()));
  wireBoard(ctx, (apply, options) => change(ctx, apply, options));
}

// Names typed before this module ran win over the saved ones.
function keepTypedNames({ session, nodes }) {
  nodes.nameInputs.forEach((input, index) => {
    if (input.value && input.value !== session.store.game.names[index]) {
      session.store = state.update(session.store, (game) => state.setName(game, index, input.value), { undoable: false });
    }
  });
}

const root = document.getElementById("scorer");
const statusNode = root.querySelector("[data-status]");
const words = createMessages(root);
client.subscribe((status) => {
  statusNode.dataset.status = status;
  statusNode.textContent = words.t(`status_${status}`);
});

const session = createSession(loadGame(), saveGame);
const nodes = findNodes(root);
const ctx = { root, words, client, session, nodes, render: () => render(ctx) };
wireControls(ctx);
keepTypedNames(ctx);
render(ctx);
requestScore(ctx);
root.dataset.ready = "true";
performance.mark("marquoir:form-ready");
