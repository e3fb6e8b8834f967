// What Arboretum gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are
// read back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { renderDetail, renderScorePad } from "./results.mjs";
import { checkSelection, firstSelection } from "./selection.mjs";
import * as state from "./state.mjs";

function keptAnswer(answer) {
  const ok = answer && answer.envelope && typeof answer.envelope === "object" && answer.sent
    && answer.sent.game && Array.isArray(answer.sent.game.players) && Array.isArray(answer.sent.slots);
  return ok ? answer : null;
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
  initialUi: () => ({
    last: null, note: null, moving: null, outcome: null, selected: null, problems: [], pending: 0, answers: 0,
  }),
  keepUi: (ui) => ({ sel: ui.sel, direction: ui.direction, answer: ui.answer }),
  restoreUi: (data, game) => ({
    sel: checkSelection(game, data.sel) || firstSelection(game),
    direction: data.direction === "column" ? "column" : "row",
    answer: keptAnswer(data.answer),
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
