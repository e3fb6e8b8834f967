// Scoring: the game sent to the scorer (in its worker), the wait, the answer turned into the page's
// problems or outcome, and the results part of the page (problems, score pad, a tapped score's detail).

import { announceOnce } from "./dom.mjs";
import { describeProblem } from "./problems.mjs";
import { errorList } from "./field-errors.mjs";
import { renderDetail, renderScorePad } from "./results.mjs";
import * as state from "./state.mjs";

function clearDetail(detailNode) {
  detailNode.hidden = true;
  detailNode.replaceChildren();
}

// Refusals and warnings in two boxes that look and read apart: a heading, then the list.
function showBox(node, words, heading, problems) {
  const title = words.say(document.createElement("p"), heading);
  title.className = "box-heading";
  node.replaceChildren(...(problems.length ? [title, errorList(problems)] : []));
  node.hidden = problems.length === 0;
}

export function renderResults(ctx) {
  const { session: { ui }, nodes, words } = ctx;
  const outcome = ui.outcome;
  nodes.resultsNode.hidden = !outcome && ui.pending === 0 && ui.problems.length === 0;
  nodes.staleNode.hidden = !(outcome && outcome.stale);
  showBox(nodes.problemsNode, words, "problems_heading", ui.problems.filter((p) => !p.warning));
  showBox(nodes.warningsNode, words, "warnings_heading", ui.problems.filter((p) => p.warning));
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
function takeAnswer(ctx, answer, sent) {
  const { session: { ui } } = ctx;
  ui.answer = answer.error ? null : { envelope: answer.envelope, sent, stale: false };
  if (answer.error) {
    ui.problems = [{ text: ctx.failure(answer.error), targets: [{ kind: "game" }] }];
    ui.outcome = null;
    return;
  }
  applyEnvelope(ctx, answer.envelope, sent);
}

/** The page's problems and outcome from the scorer's envelope (also for one kept from a last visit). */
export function applyEnvelope({ session: { ui }, words }, envelope, sent) {
  const warnings = (envelope.warnings || []).map((p) => ({ ...describeProblem(words, sent.game, sent.slots, p), warning: true }));
  const errors = (envelope.errors || []).map((p) => describeProblem(words, sent.game, sent.slots, p));
  ui.problems = [...errors, ...warnings];
  ui.outcome = envelope.ok ? { result: envelope.result, sent: sent.game, stale: false } : null;
  if (ui.selected && (!envelope.ok || !envelope.result.species.includes(ui.selected.species)
    || ui.selected.player >= envelope.result.players.length)) ui.selected = null;
}

// Marks the results as answered (for tests and benchmarks), says the verdict (politely, once) and takes
// the focus to them.
function announce({ session: { ui }, nodes, root }) {
  const { resultsNode } = nodes;
  resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  ui.answers += 1;
  resultsNode.dataset.stamp = String(ui.answers);
  performance.measure("marquoir:score", "marquoir:score-start");
  const heading = resultsNode.querySelector("h2");
  const verdict = resultsNode.querySelector("[data-verdict]");
  if (ui.outcome && verdict) announceOnce(root, verdict.textContent);
  heading.focus({ preventScroll: true });
  resultsNode.scrollIntoView({ block: "start" });
}

export async function scoreGame(ctx) {
  const { session: { ui }, client } = ctx;
  performance.mark("marquoir:score-start");
  const { words } = ctx;
  const sent = state.toScorerGame(ctx.session.store.game, (index) => words.t("player_fallback", { number: index + 1 }));
  ui.pending += 1;
  const ticket = ui.pending;
  const waiting = showWaiting(ctx);
  const answer = await client.score(sent.game);
  if (!answer || ticket !== ui.pending) return; // a later tap replaced this one
  ui.pending = 0;
  hideWaiting(ctx, waiting);
  takeAnswer(ctx, answer, sent);
  ctx.session.keep();
  ctx.render();
  announce(ctx);
  if (ui.outcome && ui.outcome.result) ctx.scored(ui.outcome.sent, ui.outcome.result);
  else ctx.unscored();
}
