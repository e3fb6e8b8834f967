// Scoring: after each change the whole game goes to the scorer (Python, in its worker); one request
// runs at a time and the latest game is sent once it ends. The answer becomes the page's outcome
// (drawn by the board and the results) or its problems, worded in the page's language.
// The results node carries data-requested and data-answered (equal once the page shows the latest
// game's score) for tests and benchmarks. The kit's queue (score-queue.mjs) sends one game at a time,
// and only the latest one; a scored game goes to the table (recent games, sharing).

import { describeProblem } from "./problems.mjs";
import { tookFailure } from "./scorer-page.mjs";
import * as state from "./state.mjs";

function problemList(texts) {
  const list = document.createElement("ul");
  list.className = "field-errors";
  for (const text of texts) {
    const item = document.createElement("li");
    item.textContent = text;
    list.append(item);
  }
  return list;
}

export function renderProblems({ nodes, session: { ui }, words, client }) {
  const problems = ui.problems;
  nodes.problemsNode.replaceChildren(...(problems.length ? [problemList(problems)] : []));
  nodes.problemsNode.hidden = problems.length === 0;
  const waiting = ui.answered < ui.requested && client.status() === "loading";
  nodes.waiting.hidden = !waiting;
  nodes.waiting.textContent = waiting ? words.t("scoring_waiting") : "";
}

function takeAnswer(ctx, answer, sent) {
  if (tookFailure(ctx, answer)) return;
  const { session: { ui }, words } = ctx;
  const { envelope } = answer;
  const problems = [...(envelope.errors || []), ...(envelope.warnings || [])];
  ui.problems = problems.map((problem) => describeProblem(words, sent, problem));
  ui.outcome = envelope.ok ? { result: envelope.result } : null;
}

async function run(ctx) {
  const { session: { ui }, client, nodes } = ctx;
  const ticket = ui.requested;
  const sent = state.toScorerGame(ctx.session.game, ctx.words.fallbackName);
  const answer = await client.score(sent);
  if (!answer) return; // a later change is being scored
  takeAnswer(ctx, answer, sent);
  ui.answered = ticket;
  ctx.render();
  nodes.resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  nodes.resultsNode.dataset.answered = String(ui.answered);
  performance.measure("marquoir:score", "marquoir:change");
  if (ui.outcome) ctx.scored(sent, ui.outcome.result);
  else ctx.unscored();
}

/** Asks for the current game's score (after a change, or when the page opens). */
export function requestScore(ctx) {
  const { ui } = ctx.session;
  ui.requested += 1;
  ctx.nodes.resultsNode.dataset.requested = String(ui.requested);
  performance.mark("marquoir:change");
  renderProblems(ctx);
  run(ctx);
}
