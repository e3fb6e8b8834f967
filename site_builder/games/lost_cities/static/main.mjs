// The Lost Cities scorer page: wires the names and the long-game switch (already in the HTML, so they
// take typing before this module runs), the entry board, undo and new game, and scores the game after
// every change with the scorer's Python in its worker (started by worker-client.mjs).
// The modules share one context object: the session (game, undo, last answer), the words, the page's
// nodes, the scorer client and render().

import { focusKey } from "./dom.mjs";
import { startScorerPage } from "./scorer-page.mjs";
import { renderBoard, renderTabs, wireBoard } from "./board.mjs";
import { renderResult } from "./results.mjs";
import { rules } from "./rules.mjs";
import { renderProblems, requestScore } from "./scoring.mjs";
import * as state from "./state.mjs";
import { lostCitiesWords } from "./words.mjs";

function findNodes(root) {
  return {
    nameInputs: [...root.querySelectorAll("[data-form] input[type='text']")],
    longGame: root.querySelector("[data-long-game]"),
    entryHeading: root.querySelector("[data-entry-heading]"),
    roundTabs: root.querySelector("[data-round-tabs]"),
    playerTabs: root.querySelector("[data-player-tabs]"),
    addRoundButton: root.querySelector("[data-add-round]"),
    removeRoundButton: root.querySelector("[data-remove-round]"),
    oneRoundButton: root.querySelector("[data-one-round]"),
    firstPlayer: root.querySelector("[data-first-player]"),
    legend: root.querySelector("[data-legend]"),
    barTotals: root.querySelector("[data-bar-totals]"),
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
  ctx.syncUndo();
  focusKey(ctx.root, focused);
}

/** Commits a change; a kept change is drawn and scored. */
function change(ctx, apply, options) {
  if (!ctx.session.commit(apply, options)) return;
  ctx.session.ui.note = "";
  ctx.render();
  requestScore(ctx);
}

function wireControls(ctx) {
  const { nodes } = ctx;
  nodes.nameInputs.forEach((input, index) => {
    input.addEventListener("input", () => change(ctx, (game) => state.setName(game, index, input.value), { undoable: false }));
  });
  nodes.longGame.addEventListener("change", () => change(ctx, (game) => state.setLongGame(game, nodes.longGame.checked)));
  nodes.addRoundButton.addEventListener("click", () => change(ctx, state.addRound));
  nodes.removeRoundButton.addEventListener("click", () => change(ctx, state.removeLastRound));
  nodes.oneRoundButton.addEventListener("click", () => change(ctx, state.keepFirstRound));
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

// The kit: the status line, the session (the game with its round and player, its undo steps kept
// across a reload), Undo and New game, the table; then the page around the game.
const ctx = startScorerPage(rules, {
  render: () => render(ctx),
  changed: (page, { fresh } = {}) => {
    // After New game, the bar says how to bring the former one back (the kit keeps it as an undo step).
    ctx.session.ui.note = fresh ? ctx.words.t("new_game_done") : "";
    ctx.render();
    requestScore(ctx);
  },
});
ctx.words = lostCitiesWords(ctx.words);
ctx.nodes = findNodes(ctx.root);
ctx.session.ui = { ...ctx.session.ui, requested: 0, answered: 0, note: "" };
wireControls(ctx);
keepTypedNames(ctx);
render(ctx);
requestScore(ctx);
ctx.start();
