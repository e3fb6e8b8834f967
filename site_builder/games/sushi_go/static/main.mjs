// The Sushi Go! scorer page on the kit's round page (round-page.mjs: the names, the score after every
// change, the problems, undo and new game, the table): wires the number of players (already in the
// HTML, so it takes taps before this module runs) and the entry, and draws the entry and the results.

import { startRoundPage } from "./round-page.mjs";
import { renderEntry, wireEntry } from "./entry.mjs";
import { describeProblem } from "./problems.mjs";
import { renderResult } from "./results.mjs";
import { rules } from "./rules.mjs";
import * as state from "./state.mjs";
import { sushiGoWords } from "./words.mjs";

const NODES = {
  countButtons: ["[data-count]"], nameRows: ["[data-name-row]"], entry: "[data-entry]", entryHeading: "[data-entry-heading]",
  roundTabs: "[data-round-tabs]", playerTabs: "[data-player-tabs]", hand: "[data-hand]", removeMode: "[data-remove-mode]",
  keys: "[data-keys]", standings: "[data-standings]", totals: "[data-totals]", verdict: "[data-verdict]", detail: "[data-detail]",
};

startRoundPage(rules, {
  nodes: NODES,
  words: sushiGoWords,
  draw: (ctx) => {
    renderEntry(ctx);
    renderResult(ctx);
  },
  wire: (ctx) => wireEntry(ctx, ctx.change),
  describe: describeProblem,
  // A game whose every round holds a full hand is complete (the winner can be said).
  outcome: (envelope) => ({ result: envelope.result, complete: !(envelope.warnings || []).some((w) => w.code === "short_round") }),
  setName: state.setName,
});
