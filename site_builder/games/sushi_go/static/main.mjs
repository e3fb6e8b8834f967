// The Sushi Go! scorer page: wires the number of players and the names (already in the HTML, so they
// take typing before this module runs), the entry, and scores the game after every change with the
// scorer's Python in its worker (the kit's queue: one game at a time, only the latest answered). The
// results node carries data-requested and data-answered (equal once the page shows the latest game's
// score) for tests and benchmarks.

import { startScorerPage, tookFailure } from "./scorer-page.mjs";
import { element, focusKey } from "./dom.mjs";
import { renderEntry, wireEntry } from "./entry.mjs";
import { describeProblem } from "./problems.mjs";
import { renderResult } from "./results.mjs";
import { rules } from "./rules.mjs";
import * as state from "./state.mjs";
import { sushiGoWords } from "./words.mjs";

const NODES = {
  countButtons: ["[data-count]"], nameRows: ["[data-name-row]"], nameInputs: ["[data-form] input[type='text']"],
  entry: "[data-entry]", entryHeading: "[data-entry-heading]", roundTabs: "[data-round-tabs]", playerTabs: "[data-player-tabs]",
  hand: "[data-hand]", removeMode: "[data-remove-mode]", keys: "[data-keys]", standings: "[data-standings]",
  resultsNode: "[data-results]", waiting: "[data-waiting]", problemsNode: "[data-problems]", totals: "[data-totals]",
  verdict: "[data-verdict]", detail: "[data-detail]",
};
const findNodes = (root) => Object.fromEntries(Object.entries(NODES).map(([name, selector]) => [
  name, Array.isArray(selector) ? [...root.querySelectorAll(selector[0])] : root.querySelector(selector),
]));

function renderProblems({ nodes, session: { ui }, words, client }) {
  nodes.problemsNode.replaceChildren(...(ui.problems.length
    ? [element("ul", { class: "field-errors" }, ui.problems.map((text) => element("li", { text })))] : []));
  nodes.problemsNode.hidden = ui.problems.length === 0;
  const waiting = ui.answered < ui.requested && client.status() === "loading";
  nodes.waiting.hidden = !waiting;
  nodes.waiting.textContent = waiting ? words.t("scoring_waiting") : "";
}

/** Draws the page from the session; the focused control (by its data-key) keeps the focus. */
function render(ctx) {
  const { session, nodes } = ctx;
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  nodes.nameInputs.forEach((input, index) => {
    const name = session.game.names[index] ?? "";
    if (input.value !== name && document.activeElement !== input) input.value = name;
  });
  renderEntry(ctx);
  renderResult(ctx);
  renderProblems(ctx);
  ctx.syncUndo();
  focusKey(ctx.root, focused);
}

function takeAnswer(ctx, answer, sent) {
  if (tookFailure(ctx, answer)) return;
  const { session: { ui }, words } = ctx;
  const { envelope } = answer;
  const warnings = envelope.warnings || [];
  ui.problems = [...(envelope.errors || []), ...warnings].map((problem) => describeProblem(words, sent, problem));
  ui.outcome = envelope.ok ? { result: envelope.result, complete: !warnings.some((w) => w.code === "short_round") } : null;
}

async function score(ctx) {
  const { session: { ui }, nodes } = ctx;
  ui.requested += 1;
  const ticket = ui.requested;
  nodes.resultsNode.dataset.requested = String(ticket);
  performance.mark("marquoir:change");
  renderProblems(ctx);
  const sent = state.toScorerGame(ctx.session.game, ctx.words.fallbackName);
  const answer = await ctx.client.score(sent);
  if (!answer) return; // a later change is being scored
  takeAnswer(ctx, answer, sent);
  ui.answered = ticket;
  ctx.render();
  nodes.resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  nodes.resultsNode.dataset.answered = String(ticket);
  performance.measure("marquoir:score", "marquoir:change");
  if (ui.outcome) ctx.scored(sent, ui.outcome.result);
  else ctx.unscored();
}

/** Commits a change; a kept change is drawn and scored. */
function change(ctx, apply, options) {
  if (!ctx.session.commit(apply, options)) return;
  ctx.render();
  score(ctx);
}

// Names typed before this module ran win over the saved ones.
function keepTypedNames({ session, nodes }) {
  nodes.nameInputs.forEach((input, index) => {
    if (index < session.game.names.length && input.value && input.value !== session.game.names[index]) {
      session.commit((game) => state.setName(game, index, input.value), { undoable: false });
    }
  });
}

const ctx = startScorerPage(rules, {
  render: () => render(ctx),
  changed: () => {
    ctx.render();
    score(ctx);
  },
});
ctx.words = sushiGoWords(ctx.words);
ctx.nodes = findNodes(ctx.root);
ctx.session.ui = { ...ctx.session.ui, requested: 0, answered: 0 };
ctx.nodes.nameInputs.forEach((input, index) => {
  input.addEventListener("input", () => change(ctx, (game) => state.setName(game, index, input.value), { undoable: false }));
});
wireEntry(ctx, (apply, options) => change(ctx, apply, options));
keepTypedNames(ctx);
render(ctx);
score(ctx);
ctx.start();
