// The Lost Cities scorer page on the kit's round page (round-page.mjs: the names, the score after
// every change, the problems, undo and new game, the table): wires the long-game switch (already in
// the HTML, so it takes typing before this module runs) and the entry board, and draws the board and
// the results.

import { startRoundPage } from "./round-page.mjs";
import { renderBoard, renderTabs, wireBoard } from "./board.mjs";
import { describeProblem } from "./problems.mjs";
import { renderResult } from "./results.mjs";
import { rules } from "./rules.mjs";
import * as state from "./state.mjs";
import { lostCitiesWords } from "./words.mjs";

const NODES = {
  longGame: "[data-long-game]", entryHeading: "[data-entry-heading]", roundTabs: "[data-round-tabs]",
  playerTabs: "[data-player-tabs]", addRoundButton: "[data-add-round]", removeRoundButton: "[data-remove-round]",
  oneRoundButton: "[data-one-round]", firstPlayer: "[data-first-player]", legend: "[data-legend]",
  barTotals: "[data-bar-totals]", board: "[data-board]", roundTotal: "[data-round-total]", totals: "[data-totals]",
  verdict: "[data-verdict]", detail: "[data-detail]",
};

function draw(ctx) {
  ctx.nodes.longGame.checked = ctx.session.game.longGame;
  renderTabs(ctx);
  renderBoard(ctx);
  renderResult(ctx);
}

function wire(ctx) {
  const { nodes } = ctx;
  nodes.longGame.addEventListener("change", () => ctx.change((game) => state.setLongGame(game, nodes.longGame.checked)));
  nodes.addRoundButton.addEventListener("click", () => ctx.change(state.addRound));
  nodes.removeRoundButton.addEventListener("click", () => ctx.change(state.removeLastRound));
  nodes.oneRoundButton.addEventListener("click", () => ctx.change(state.keepFirstRound));
  wireBoard(ctx, ctx.change);
}

startRoundPage(rules, {
  nodes: NODES,
  words: lostCitiesWords,
  draw,
  wire,
  describe: describeProblem,
  setName: state.setName,
  // The verdict, said once politely when every round holds cards (not the leader "so far").
  announce: ({ nodes }) => (nodes.verdict.dataset.finished === "true" ? nodes.verdict.textContent : ""),
  // After New game, the bar says how to bring the former one back (the kit keeps it as an undo step).
  kept: (ctx, { fresh } = {}) => {
    ctx.session.ui.note = fresh ? ctx.words.t("new_game_done") : "";
  },
});
