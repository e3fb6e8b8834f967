// The scorer page: wires the form (already in the HTML, so it takes typing before this module runs),
// the arboretum and hand editors, undo, and the score pad. The worker was started by worker-client.mjs.
// The modules share one context object, the kit's page (scorer-page.mjs: the session, the words, the
// score queue, the table), with the page's nodes and render().

import { startScorerPage } from "./scorer-page.mjs";
import { renderNameErrors, renderSpeciesRule, syncForm, wireForm } from "./form.mjs";
import { fitGardens, scrollPositions } from "./fit.mjs";
import { playerSection } from "./player-section.mjs";
import { rules } from "./rules.mjs";
import { applyEnvelope, renderResults, scoreGame } from "./scoring.mjs";
import { checkSelection, firstSelection } from "./selection.mjs";
import * as state from "./state.mjs";
import { arboretumWords } from "./words.mjs";

function findNodes(root) {
  const form = root.querySelector("[data-form]");
  const nameRows = [...form.querySelectorAll("[data-name-row]")];
  return {
    form,
    countInputs: [...form.querySelectorAll("input[name='players']")],
    nameRows,
    nameInputs: nameRows.map((row) => row.querySelector("input")),
    speciesRule: root.querySelector("[data-species-rule]"),
    countErrors: root.querySelector("[data-count-errors]"),
    playersNode: root.querySelector("[data-players]"),
    undoButton: root.querySelector("[data-undo]"),
    scoreButton: root.querySelector("[data-score]"),
    newGameButton: root.querySelector("[data-new-game]"),
    resultsNode: root.querySelector("[data-results]"),
    padNode: root.querySelector("[data-pad]"),
    detailNode: root.querySelector("[data-detail]"),
    problemsNode: root.querySelector("[data-problems]"),
    warningsNode: root.querySelector("[data-warnings]"),
    staleNode: root.querySelector("[data-stale]"),
  };
}

/** Draws the page from the session; `focus` is a selector of the element to focus afterwards. */
function render(ctx, { focus = null } = {}) {
  const { session, nodes } = ctx;
  syncForm(ctx);
  renderSpeciesRule(ctx);
  renderNameErrors(ctx);
  const { ui } = session;
  ui.sel = checkSelection(session.store.game, ui.sel);
  const sections = [];
  if (!ui.sel && !ui.moving) {
    const hint = ctx.words.say(document.createElement("p"), "deck_no_target");
    hint.className = "entry-hint";
    sections.push(hint);
  }
  for (let index = 0; index < session.store.game.playerCount; index += 1) sections.push(playerSection(ctx, index));
  const scrolls = scrollPositions(nodes.playersNode);
  nodes.playersNode.replaceChildren(...sections);
  fitGardens(nodes.playersNode, scrolls);
  ctx.syncUndo();
  session.keepUi();
  renderResults(ctx);
  fitGardens(nodes.detailNode);
  if (focus) {
    const target = ctx.root.querySelector(focus);
    if (target) target.focus();
  }
}

// After a change made by the kit (undo, new game, a game reopened or kept from a link).
function changed(ctx, { taken = false, fresh = false } = {}) {
  const { ui } = ctx.session;
  Object.assign(ui, { moving: null, note: null });
  if (taken || fresh) {
    Object.assign(ui, { last: null, outcome: null, answer: null, problems: [], selected: null });
    ui.sel = firstSelection(ctx.session.game);
    ctx.session.keep();
    ctx.unscored();
  }
  ctx.render();
  if (taken) scoreGame(ctx);
}

// Names typed before this module ran win over the saved ones.
function keepTypedNames({ session, nodes }) {
  nodes.nameInputs.forEach((input, index) => {
    if (input.value && input.value !== session.store.game.players[index].name) {
      session.store = state.update(session.store, (game) => state.setName(game, index, input.value), { undoable: false });
    }
  });
}

// The scorer's last answer kept from the last visit: the score pad comes back as it was (stale or not).
function restoreAnswer(ctx) {
  const { answer } = ctx.session.ui;
  if (!answer) return;
  try {
    applyEnvelope(ctx, answer.envelope, answer.sent);
    if (ctx.session.ui.outcome) ctx.session.ui.outcome.stale = Boolean(answer.stale);
  } catch {
    Object.assign(ctx.session.ui, { answer: null, outcome: null, problems: [] });
  }
}

// The kit: the status line, the session (the game, its undo steps and selection kept across a
// reload), Undo and New game, the table; then the page around the game.
const ctx = startScorerPage(rules, { render: (page, options) => render(page, options), changed });
ctx.words = arboretumWords(ctx.words);
ctx.nodes = findNodes(ctx.root);
ctx.render = (options) => render(ctx, options);
restoreAnswer(ctx);

wireForm(ctx);
ctx.nodes.scoreButton.addEventListener("click", () => scoreGame(ctx));
keepTypedNames(ctx);
render(ctx);
ctx.start();
