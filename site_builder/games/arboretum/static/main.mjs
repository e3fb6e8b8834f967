// The scorer page: wires the form (already in the HTML, so it takes typing before this module runs),
// the arboretum and hand editors, undo, and the score pad. The worker was started by worker-client.mjs.
// The modules share one context object: the session (game, undo, passing state), the words, the
// page's nodes, the picker, the scorer client and render().

import { scorer as client } from "./worker-client.mjs";
import { renderNameErrors, renderSpeciesRule, syncForm, wireForm } from "./form.mjs";
import { createMessages } from "./messages.mjs";
import { fitGardens, scrollPositions } from "./fit.mjs";
import { playerSection } from "./player-section.mjs";
import { applyEnvelope, renderResults, scoreGame } from "./scoring.mjs";
import { createSession } from "./session.mjs";
import { checkSelection } from "./selection.mjs";
import * as state from "./state.mjs";
import { loadGame, saveGame } from "./storage.mjs";
import { wireTable } from "./table-panel.mjs";

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
  nodes.undoButton.disabled = !state.canUndo(session.store);
  renderResults(ctx);
  fitGardens(nodes.detailNode);
  if (focus) {
    const target = ctx.root.querySelector(focus);
    if (target) target.focus();
  }
}

function wireButtons(ctx) {
  const { session, nodes } = ctx;
  nodes.undoButton.addEventListener("click", () => {
    session.undo();
    Object.assign(session.ui, { moving: null, note: null });
    ctx.render();
  });
  nodes.newGameButton.addEventListener("click", () => {
    session.commit(() => state.newGame());
    Object.assign(session.ui, {
      moving: null, note: null, last: null, outcome: null, answer: null, problems: [], selected: null,
      sel: { player: 0, zone: "arboretum", row: 0, col: 0 },
    });
    session.keep();
    ctx.render();
  });
  nodes.scoreButton.addEventListener("click", () => scoreGame(ctx));
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

const root = document.getElementById("scorer");
const statusNode = root.querySelector("[data-status]");

// 1. The runtime: worker-client.mjs started the worker while the page was still loading.
const words = createMessages(root);
client.subscribe((status) => {
  statusNode.dataset.status = status;
  statusNode.textContent = words.t(`status_${status}`);
});

// 2. The game: what was entered last time, kept in this browser; then the page around it.
const session = createSession(loadGame(), saveGame);
const nodes = findNodes(root);
const ctx = { root, words, client, session, nodes, render: (options) => render(ctx, options) };
restoreAnswer(ctx);

wireForm(ctx);
wireButtons(ctx);
keepTypedNames(ctx);
render(ctx);
wireTable(ctx, () => scoreGame(ctx));
root.dataset.ready = "true";
performance.mark("marquoir:form-ready");
