// The scorer page: wires the form (already in the HTML, so it takes typing before this module runs),
// the arboretum and hand editors, undo, and the score pad. The worker was started by worker-client.mjs.
// The modules share one context object, the kit's page (scorer-page.mjs: the session, the words, the
// score queue, the table), with the page's nodes and render().

import { findNodes } from "./dom.mjs";
import { startScorerPage } from "./scorer-page.mjs";
import { renderNameErrors, renderSpeciesRule, syncForm, wireForm } from "./form.mjs";
import { fitGardens, reveal, scrollPositions } from "./fit.mjs";
import { entryPanel } from "./deck.mjs";
import { speciesLegend } from "./grid.mjs";
import { playerSection } from "./player-section.mjs";
import { rules } from "./rules.mjs";
import { applyEnvelope, renderResults, scoreGame } from "./scoring.mjs";
import { checkSelection, firstSelection } from "./selection.mjs";
import * as state from "./state.mjs";
import { arboretumWords } from "./words.mjs";

const NODES = {
  form: "[data-form]", countInputs: ["[data-form] input[name='players']"], nameRows: ["[data-form] [data-name-row]"],
  nameInputs: ["[data-form] [data-name-row] input"], speciesRule: "[data-species-rule]", countErrors: "[data-count-errors]",
  playersNode: "[data-players]", undoButton: "[data-undo]", scoreButton: "[data-score]", newGameButton: "[data-new-game]",
  resultsNode: "[data-results]", padNode: "[data-pad]", detailNode: "[data-detail]", problemsNode: "[data-problems]",
  warningsNode: "[data-warnings]", staleNode: "[data-stale]",
};

const DECK_SHARE = 0.4; // of the screen's height, at most, for the deck's rows

// The top of the entry part: what to tap first when nothing is selected, how entry works, the legend.
function entryTop(ctx) {
  const { words, session } = ctx;
  const { ui } = session;
  const nodes = [];
  if (!ui.sel && !ui.moving) {
    const hint = words.say(document.createElement("p"), "deck_no_target");
    hint.className = "entry-hint";
    nodes.push(hint);
  }
  const help = words.say(document.createElement("p"), "arboretum_help");
  help.className = "help";
  const ids = state.deckOptions(session.store.game).map((row) => row.species);
  nodes.push(help, speciesLegend(words, ids));
  return nodes;
}

// The deck's rows: 32 px at most, smaller when many species share the dock, 26 px at least.
function sizeDock(dock) {
  const rows = dock.querySelectorAll(".deck-row").length || 1;
  const fitting = Math.floor((window.innerHeight * DECK_SHARE - 3 * (rows - 1)) / rows);
  dock.style.setProperty("--deck-row", `${Math.max(26, Math.min(32, fitting))}px`);
}

// The height a garden may take so that it fits, with its heading and its hand, above the dock.
function gardenRoom(playersNode, dock, bar) {
  if (!dock) return Infinity;
  const section = dock.previousElementSibling;
  const box = section.querySelector(".arb-scroll");
  const first = section.querySelector("h3");
  const hand = section.querySelector(".hand");
  const around = hand.getBoundingClientRect().bottom - first.getBoundingClientRect().top - box.offsetHeight;
  // At large text the dock scrolls with the page (scorer.css): only the bar stays over the garden.
  const docked = getComputedStyle(dock).position === "sticky" ? dock.offsetHeight : 0;
  return window.innerHeight - docked - bar.offsetHeight - around - 12;
}

/** Draws the page from the session; `focus` is a selector of the element to focus afterwards, `reveal`
 * brings the garden being entered above the dock. */
function render(ctx, { focus = null, reveal: revealing = false } = {}) {
  const { session, nodes } = ctx;
  syncForm(ctx);
  renderSpeciesRule(ctx);
  renderNameErrors(ctx);
  const { ui } = session;
  ui.sel = checkSelection(session.store.game, ui.sel);
  const sections = entryTop(ctx);
  const entering = ui.moving ? ui.moving.player : ui.sel ? ui.sel.player : -1;
  const dock = entering >= 0 ? entryPanel(ctx) : null;
  for (let index = 0; index < session.store.game.playerCount; index += 1) {
    sections.push(playerSection(ctx, index));
    if (index === entering) sections.push(dock);
  }
  const scrolls = scrollPositions(nodes.playersNode);
  nodes.playersNode.replaceChildren(...sections);
  const bar = ctx.root.querySelector(".actionbar");
  ctx.root.style.setProperty("--bar-height", `${bar.offsetHeight}px`);
  if (dock) sizeDock(dock);
  fitGardens(nodes.playersNode, scrolls, gardenRoom(nodes.playersNode, dock, bar));
  ctx.syncUndo();
  session.keepUi();
  renderResults(ctx);
  fitGardens(nodes.detailNode);
  if (focus) {
    const target = ctx.root.querySelector(focus);
    if (target) target.focus({ preventScroll: true });
  }
  if (revealing) reveal(nodes.playersNode, dock, bar);
}

// After a change made by the kit (undo, new game, a game reopened or kept from a link).
function changed(ctx, options = {}) {
  const { taken = false, fresh = false } = options;
  const { ui } = ctx.session;
  Object.assign(ui, { moving: null, note: null });
  if (taken || fresh) {
    Object.assign(ui, { last: null, outcome: null, answer: null, problems: [], selected: null });
    ui.sel = firstSelection(ctx.session.game);
    ctx.session.keep();
    ctx.unscored();
  }
  ctx.render({ reveal: Boolean(options.undo) });
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
// One that cannot be drawn all the same is kept aside (rules.restoreUi checked its form), never thrown.
function restoreAnswer(ctx) {
  const { answer } = ctx.session.ui;
  if (!answer) return;
  try {
    applyEnvelope(ctx, answer.envelope, answer.sent);
    if (ctx.session.ui.outcome) ctx.session.ui.outcome.stale = Boolean(answer.stale);
    renderResults(ctx);
  } catch {
    ctx.keepDamaged("score", answer);
    Object.assign(ctx.session.ui, { answer: null, outcome: null, problems: [] });
    ctx.session.keep();
  }
}

// A score shown again from the last visit, still the game's: it can be shared at once, as on the
// pages that score by themselves.
function shareKeptScore(ctx) {
  const { outcome } = ctx.session.ui;
  if (outcome && outcome.result && !outcome.stale) ctx.scored(outcome.sent, outcome.result);
}

// The kit: the status line, the session (the game, its undo steps and selection kept across a
// reload), Undo and New game, the table; then the page around the game.
const ctx = startScorerPage(rules, { render: (page, options) => render(page, options), changed });
ctx.words = arboretumWords(ctx.words);
ctx.nodes = findNodes(ctx.root, NODES);
ctx.render = (options) => render(ctx, options);
restoreAnswer(ctx);

wireForm(ctx);
ctx.nodes.scoreButton.addEventListener("click", () => scoreGame(ctx));
keepTypedNames(ctx);
render(ctx);
ctx.start();
shareKeptScore(ctx);
