// What Arboretum gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are
// read back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { renderDetail, renderScorePad } from "./results.mjs";
import { checkSelection, firstSelection } from "./selection.mjs";
import * as state from "./state.mjs";

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const isNumber = Number.isFinite;
const strings = (items) => Array.isArray(items) && items.every((item) => typeof item === "string");

// A species' score as the score pad draws it.
const isSpeciesScore = (entry) => isObject(entry) && isNumber(entry.points) && isNumber(entry.hand_total)
  && typeof entry.right === "boolean";

// A scorer's result as the score pad and the verdict read it.
function isResult(result) {
  if (!isObject(result) || !strings(result.species) || !strings(result.winners) || !Array.isArray(result.players)) return false;
  const players = result.players.every((player) => isObject(player) && typeof player.name === "string"
    && isNumber(player.total) && isObject(player.species) && result.species.every((id) => isSpeciesScore(player.species[id])));
  const tie = result.tie_break;
  return players && (tie === null || tie === undefined || (isObject(tie) && strings(tie.tied) && isObject(tie.species_counts)));
}

const isProblems = (items) => items === undefined || (Array.isArray(items) && items.every((item) => isObject(item) && typeof item.code === "string"));

/** The last score kept with the game (the scorer's envelope and the game sent), or null when there is
 * none or it cannot be drawn (then `damaged` is told: the kit keeps it aside). */
function keptAnswer(answer, damaged) {
  if (answer === undefined || answer === null) return null;
  const envelope = isObject(answer) ? answer.envelope : null;
  const sent = isObject(answer) ? answer.sent : null;
  const ok = isObject(envelope) && typeof envelope.ok === "boolean" && (!envelope.ok || isResult(envelope.result))
    && isProblems(envelope.errors) && isProblems(envelope.warnings)
    && isObject(sent) && isObject(sent.game) && Array.isArray(sent.game.players)
    && sent.game.players.every((player) => isObject(player) && typeof player.name === "string")
    && Array.isArray(sent.slots) && sent.slots.every(Array.isArray);
  if (ok) return answer;
  damaged("score", answer);
  return null;
}

function drawShared(node, words, result, game, selected) {
  const pad = document.createElement("div");
  const detail = document.createElement("div");
  detail.className = "detail";
  detail.hidden = true;
  const onPick = (player, species) => drawShared(node, words, result, game, { player, species });
  renderScorePad(pad, words, result, { onPick, selected });
  if (selected) renderDetail(detail, words, result, game, selected.player, selected.species);
  node.replaceChildren(pad, detail);
}

export const rules = {
  slug: "arboretum",
  newGame: state.newGame,
  restore: state.readGame,
  fromScorer: state.fromScorerGame,
  toScorer: (game, name) => state.toScorerGame(game, name).game,
  legacy: { key: "marquoir.arboretum.scorer.v1", read: (text) => state.readGame(JSON.parse(text)) },
  link: codec,
  hasContent: state.hasContent,
  // The scorer counts only a game at its end: every scored Arboretum game is finished.
  finished: (scorerGame) => state.fromScorerGame(scorerGame) !== null,
  initialUi: () => ({
    last: null, note: null, moving: null, outcome: null, selected: null, problems: [], pending: 0, answers: 0,
  }),
  keepUi: (ui) => ({ sel: ui.sel, direction: ui.direction, answer: ui.answer }),
  restoreUi: (data, game, damaged) => ({
    sel: checkSelection(game, data.sel) || firstSelection(game),
    direction: data.direction === "column" ? "column" : "row",
    answer: keptAnswer(data.answer, damaged),
  }),
  afterChange(ui, game, { undo = false } = {}) {
    if (ui.outcome) ui.outcome.stale = true;
    if (ui.answer) ui.answer.stale = true;
    if (undo) ui.sel = checkSelection(game, ui.sel) || firstSelection(game);
  },
  pictureRows: (result, words) => result.species.map((id) => ({
    label: words.speciesName(id),
    values: result.players.map((p) => words.num(p.species[id].points)),
  })),
  renderShared: (node, words, result, game) => drawShared(node, words, result, game, null),
};
