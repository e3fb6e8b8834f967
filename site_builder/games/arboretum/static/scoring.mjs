// Scoring: the game sent to the scorer (in its worker), the wait, the answer turned into the page's
// problems or outcome, and the results part of the page (problems, score pad, a tapped score's detail).

import { describeProblem } from "./problems.mjs";
import { errorList } from "./field-errors.mjs";
import { renderDetail, renderScorePad } from "./results.mjs";
import * as state from "./state.mjs";
import { tableScored } from "./table-panel.mjs";

function clearDetail(detailNode) {
  detailNode.hidden = true;
  detailNode.replaceChildren();
}

export function renderResults(ctx) {
  const { session: { ui }, nodes, words } = ctx;
  const outcome = ui.outcome;
  nodes.resultsNode.hidden = !outcome && ui.pending === 0 && ui.problems.length === 0;
  nodes.staleNode.hidden = !(outcome && outcome.stale);
  const general = ui.problems;
  nodes.problemsNode.replaceChildren(...(general.length ? [errorList(general)] : []));
  nodes.problemsNode.hidden = general.length === 0;
  if (!outcome || !outcome.result) {
    nodes.padNode.replaceChildren();
    clearDetail(nodes.detailNode);
    return;
  }
  const onPick = (player, species) => pickScore(ctx, player, species);
  renderScorePad(nodes.padNode, words, outcome.result, { onPick, selected: ui.selected });
  if (ui.selected) {
    renderDetail(nodes.detailNode, words, outcome.result, outcome.sent, ui.selected.player, ui.selected.species);
  } else {
    clearDetail(nodes.detailNode);
  }
}

function pickScore(ctx, player, species) {
  const { detailNode } = ctx.nodes;
  ctx.session.ui.selected = { player, species };
  renderResults(ctx);
  const heading = detailNode.querySelector("#detail-heading");
  if (heading) {
    heading.focus({ preventScroll: true });
    detailNode.scrollIntoView({ block: "nearest" });
  }
}

function showWaiting({ root, nodes, words, client }) {
  nodes.resultsNode.hidden = false;
  nodes.resultsNode.setAttribute("aria-busy", "true");
  nodes.scoreButton.setAttribute("aria-busy", "true");
  const waiting = root.querySelector("[data-waiting]");
  waiting.hidden = false;
  waiting.textContent = words.t(client.status() === "ready" ? "scoring" : "scoring_waiting");
  return waiting;
}

function hideWaiting({ nodes }, waiting) {
  waiting.hidden = true;
  nodes.resultsNode.removeAttribute("aria-busy");
  nodes.scoreButton.removeAttribute("aria-busy");
}

// The scorer's answer as the page's problems and outcome; a tapped score no longer in the result is let go.
function takeAnswer({ session: { ui }, words }, answer, sent) {
  if (answer.error) {
    ui.problems = [{ text: words.t(answer.error.kind === "runtime_failed" ? "error_runtime" : "error_scorer"), targets: [{ kind: "game" }] }];
    ui.outcome = null;
    return;
  }
  const envelope = answer.result;
  const warnings = (envelope.warnings || []).map((p) => ({ ...describeProblem(words, sent.game, sent.slots, p), warning: true }));
  const errors = (envelope.errors || []).map((p) => describeProblem(words, sent.game, sent.slots, p));
  ui.problems = [...errors, ...warnings];
  ui.outcome = envelope.ok ? { result: envelope.result, sent: sent.game, stale: false } : null;
  if (ui.selected && (!envelope.ok || !envelope.result.species.includes(ui.selected.species)
    || ui.selected.player >= envelope.result.players.length)) ui.selected = null;
}

// Marks the results as answered (for tests and benchmarks) and takes the focus to them.
function announce({ session: { ui }, nodes }) {
  const { resultsNode } = nodes;
  resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  ui.answers += 1;
  resultsNode.dataset.stamp = String(ui.answers);
  performance.measure("marquoir:score", "marquoir:score-start");
  const heading = resultsNode.querySelector("h2");
  heading.focus({ preventScroll: true });
  resultsNode.scrollIntoView({ block: "start" });
}

export async function scoreGame(ctx) {
  const { session: { ui }, client } = ctx;
  performance.mark("marquoir:score-start");
  const sent = state.toScorerGame(ctx.session.store.game);
  ui.pending += 1;
  const ticket = ui.pending;
  const waiting = showWaiting(ctx);
  const answer = await client.score(sent.game);
  if (ticket !== ui.pending) return; // a later tap replaced this one
  ui.pending = 0;
  hideWaiting(ctx, waiting);
  takeAnswer(ctx, answer, sent);
  ctx.render();
  announce(ctx);
  tableScored(ctx);
}
