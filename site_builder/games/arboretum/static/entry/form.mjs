// The form already in the HTML (player count and names): kept in step with the game, its problems
// shown next to its fields, and its inputs wired to the game.

import { errorList, problemsFor } from "./field-errors.mjs";
import * as state from "./state.mjs";

export function syncForm({ session, nodes }) {
  const { game } = session.store;
  for (const input of nodes.countInputs) input.checked = Number(input.value) === game.playerCount;
  nodes.nameRows.forEach((row, index) => {
    row.hidden = index >= game.playerCount;
    nodes.nameInputs[index].disabled = index >= game.playerCount;
    if (nodes.nameInputs[index].value !== game.players[index].name) nodes.nameInputs[index].value = game.players[index].name;
  });
}

export function renderNameErrors({ session, nodes }) {
  const { problems } = session.ui;
  nodes.nameRows.forEach((row, index) => {
    const node = row.querySelector("[data-name-error]");
    const found = problemsFor(problems, "name", index);
    node.textContent = found.map((problem) => problem.text).join(" ");
    node.hidden = found.length === 0;
    if (found.length) nodes.nameInputs[index].setAttribute("aria-invalid", "true");
    else nodes.nameInputs[index].removeAttribute("aria-invalid");
  });
  const countProblems = problemsFor(problems, "count");
  nodes.countErrors.replaceChildren(...(countProblems.length ? [errorList(countProblems)] : []));
}

export function renderSpeciesRule({ session, nodes, words }) {
  const { game } = session.store;
  const allowed = state.allowedSpecies(game);
  const used = state.speciesInGame(game).size;
  const rule = words.say(document.createElement("span"), "species_rule", { players: game.playerCount, allowed, total: state.SPECIES.length });
  const count = words.say(document.createElement("span"), "species_used", { count: used, allowed });
  nodes.speciesRule.replaceChildren(rule, " ", count);
  nodes.speciesRule.classList.toggle("over", used > allowed);
}

/** A typed name changes the game (with no undo step) and the player's heading, without a redraw. */
function onNameInput({ session, nodes, words }, input, index) {
  const { ui } = session;
  session.commit((game) => state.setName(game, index, input.value), { undoable: false });
  nodes.staleNode.hidden = !(ui.outcome && ui.outcome.stale);
  for (const heading of nodes.playersNode.querySelectorAll(`#player-${index}-heading`)) {
    heading.textContent = words.playerName(session.store.game, index);
  }
}

export function wireForm(ctx) {
  const { session, nodes } = ctx;
  for (const input of nodes.countInputs) {
    input.addEventListener("change", () => {
      session.commit((game) => state.setPlayerCount(game, Number(input.value)));
      session.ui.moving = null;
      session.ui.note = null;
      ctx.render();
    });
  }
  nodes.nameInputs.forEach((input, index) => {
    input.addEventListener("input", () => onNameInput(ctx, input, index));
  });
  nodes.form.addEventListener("submit", (event) => event.preventDefault());
}
