// The Skull King scorer page on the kit's round page (round-page.mjs: the names, the score after every
// change, the problems, undo and new game, the table): wires the set-up (already in the HTML, so it
// takes taps before this module runs) and the entry, draws the entry and the results, and keeps the
// screen on while a round is open (wake-lock.mjs).

import { startRoundPage } from "./round-page.mjs";
import { renderEntry, wireEntry } from "./entry.mjs";
import { describeProblem, roundOf } from "./problems.mjs";
import { renderResult, watchSticky } from "./results.mjs";
import { rules } from "./rules.mjs";
import * as state from "./state.mjs";
import { keepAwake } from "./wake-lock.mjs";
import { skullKingWords } from "./words.mjs";

const NODES = {
  countButtons: ["[data-count]"], nameRows: ["[data-name-row]"], editionButtons: ["[data-edition]"],
  scoringButtons: ["[data-scoring]"], advancedButtons: ["[data-advanced]"], structureButtons: ["[data-structure]"],
  onlyNew: ["[data-only-2021]"], sticky: "[data-sticky]", entry: "[data-entry]", entryHeading: "[data-entry-heading]",
  roundTabs: "[data-round-tabs]", phaseButtons: ["[data-phase]"], rows: "[data-rows]", check: "[data-check]",
  roundProblems: "[data-round-problems]", next: "[data-next]", totals: "[data-totals]", verdict: "[data-verdict]",
  detail: "[data-detail]",
};

const hold = keepAwake();

startRoundPage(rules, {
  nodes: NODES,
  words: skullKingWords,
  draw: (ctx) => {
    const game = ctx.session.game;
    const given = state.roundsGiven(game);
    renderEntry(ctx);
    renderResult(ctx, given);
    // A round is open while the game's last planned round is not in.
    hold(state.hasContent(game) && given < state.planned(game));
  },
  wire: (ctx) => {
    wireEntry(ctx, ctx.change);
    watchSticky(ctx.nodes.sticky);
  },
  describe: describeProblem,
  // Nothing entered yet is not a problem; a round's problem is shown beside that round's keys.
  placed: (problem, page) => (problem.code === "round_count" && problem.params.count === 0)
    || roundOf(problem) === page.session.game.at.round,
  setName: state.setName,
});
