// The scorer page: wires the form (already in the HTML, so it takes typing before this module runs),
// the arboretum and hand editors, undo, and the score pad. The worker was started by worker-client.mjs.

import { scorer as client } from "./worker-client.mjs";
import { createMessages } from "./messages.mjs";
import { createPicker } from "./picker.mjs";
import { renderArboretum, cardFace } from "./grid.mjs";
import { describeProblem } from "./problems.mjs";
import { renderDetail, renderScorePad } from "./results.mjs";
import * as state from "./state.mjs";

const STORAGE_KEY = "marquoir.arboretum.scorer.v1";
const root = document.getElementById("scorer");
const statusNode = root.querySelector("[data-status]");

// 1. The runtime: worker-client.mjs started the worker while the page was still loading.
const words = createMessages(root);
client.subscribe((status) => {
  statusNode.dataset.status = status;
  statusNode.textContent = words.t(`status_${status}`);
});

// 2. The game: what was entered last time, kept in this browser.
function load() {
  try {
    return state.restoreGame(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return state.newGame();
  }
}

function save(game) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(game));
  } catch {
    // Storage full or refused: the game stays on the page.
  }
}

let store = state.createStore(load());
const ui = { moving: null, outcome: null, selected: null, problems: [], pending: 0, answers: 0 };

const form = root.querySelector("[data-form]");
const countInputs = [...form.querySelectorAll("input[name='players']")];
const nameRows = [...form.querySelectorAll("[data-name-row]")];
const nameInputs = nameRows.map((row) => row.querySelector("input"));
const speciesRule = root.querySelector("[data-species-rule]");
const countErrors = root.querySelector("[data-count-errors]");
const playersNode = root.querySelector("[data-players]");
const undoButton = root.querySelector("[data-undo]");
const scoreButton = root.querySelector("[data-score]");
const newGameButton = root.querySelector("[data-new-game]");
const resultsNode = root.querySelector("[data-results]");
const padNode = root.querySelector("[data-pad]");
const detailNode = root.querySelector("[data-detail]");
const problemsNode = root.querySelector("[data-problems]");
const staleNode = root.querySelector("[data-stale]");
const picker = createPicker(document.getElementById("picker"), words);

function commit(change, options) {
  const before = store;
  store = state.update(store, change, options);
  if (store === before) return false;
  save(store.game);
  if (ui.outcome) ui.outcome.stale = true;
  return true;
}

// 3. Drawing.

function syncForm() {
  const { game } = store;
  for (const input of countInputs) input.checked = Number(input.value) === game.playerCount;
  nameRows.forEach((row, index) => {
    row.hidden = index >= game.playerCount;
    nameInputs[index].disabled = index >= game.playerCount;
    if (nameInputs[index].value !== game.players[index].name) nameInputs[index].value = game.players[index].name;
  });
}

function problemsFor(kind, player) {
  return ui.problems.filter((problem) => problem.targets.some((target) => target.kind === kind
    && (player === undefined || target.player === player)));
}

function errorList(problems) {
  const list = document.createElement("ul");
  list.className = "field-errors";
  for (const problem of problems) {
    const item = document.createElement("li");
    item.textContent = problem.text;
    item.className = problem.warning ? "warning" : "error";
    list.append(item);
  }
  return list;
}

// The places of one zone of a player that a problem points at: cell keys ("cells") or hand slots ("slots").
function invalidPlaces(zone, player, places) {
  const found = new Set();
  for (const problem of problemsFor(zone, player)) {
    for (const target of problem.targets) {
      if (target.kind === zone && target.player === player) target[places].forEach((place) => found.add(place));
    }
  }
  return found;
}

function invalidCells(player) {
  return invalidPlaces("arboretum", player, "cells");
}

function invalidSlots(player) {
  return invalidPlaces("hand", player, "slots");
}

function renderNameErrors() {
  nameRows.forEach((row, index) => {
    const node = row.querySelector("[data-name-error]");
    const problems = problemsFor("name", index);
    node.textContent = problems.map((problem) => problem.text).join(" ");
    node.hidden = problems.length === 0;
    if (problems.length) nameInputs[index].setAttribute("aria-invalid", "true");
    else nameInputs[index].removeAttribute("aria-invalid");
  });
  const countProblems = problemsFor("count");
  countErrors.replaceChildren(...(countProblems.length ? [errorList(countProblems)] : []));
}

function renderSpeciesRule() {
  const { game } = store;
  speciesRule.textContent = words.t("species_rule", {
    players: game.playerCount,
    allowed: state.allowedSpecies(game),
    used: state.speciesInGame(game).size,
  });
  speciesRule.classList.toggle("over", state.speciesInGame(game).size > state.allowedSpecies(game));
}

function playerSection(index) {
  const { game } = store;
  const player = game.players[index];
  const section = document.createElement("section");
  section.className = "player";
  section.dataset.player = String(index);
  section.setAttribute("aria-labelledby", `player-${index}-heading`);

  const heading = document.createElement("h2");
  heading.id = `player-${index}-heading`;
  heading.textContent = words.playerName(game, index);
  section.append(heading);

  const arbHeading = document.createElement("h3");
  arbHeading.textContent = words.t("arboretum_heading", { count: player.arboretum.length });
  const help = document.createElement("p");
  help.className = "help";
  help.textContent = words.t(player.arboretum.length ? "arboretum_help" : "arboretum_start");
  const scroller = document.createElement("div");
  scroller.className = "arb-scroll";
  scroller.dataset.arboretum = String(index);
  const moving = ui.moving && ui.moving.player === index ? ui.moving : null;
  renderArboretum(scroller, player.arboretum, {
    words,
    mode: "edit",
    moving,
    invalid: invalidCells(index),
    onOpen: (row, col) => (moving ? finishMove(index, row, col) : plantAt(index, row, col)),
    onCard: (card) => editCard(index, card),
  });
  section.append(arbHeading, help, scroller);
  if (moving) {
    const notice = document.createElement("p");
    notice.className = "moving-notice";
    notice.setAttribute("role", "status");
    const card = state.cardAt(player.arboretum, moving.row, moving.col);
    notice.textContent = `${words.t("moving_notice", { card: card ? words.cardName(card) : "" })} `;
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "secondary";
    cancel.textContent = words.t("moving_cancel");
    cancel.addEventListener("click", () => {
      ui.moving = null;
      render({ focus: `[data-arboretum="${index}"] [data-row="${moving.row}"][data-col="${moving.col}"]` });
    });
    notice.append(cancel);
    section.append(notice);
  }
  const arbProblems = problemsFor("arboretum", index).concat(problemsFor("player", index));
  if (arbProblems.length) section.append(errorList(arbProblems));

  const handHeading = document.createElement("h3");
  handHeading.textContent = words.t("hand_heading", { count: player.hand.filter(Boolean).length });
  const hand = document.createElement("div");
  hand.className = "hand";
  hand.dataset.hand = String(index);
  const badSlots = invalidSlots(index);
  player.hand.forEach((card, slot) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.slot = String(slot);
    if (card) {
      cardFace(button, card, words);
      button.setAttribute("aria-label", words.t("hand_slot", { slot: slot + 1, card: words.cardName(card) }));
    } else {
      button.className = "cell-open";
      button.textContent = "+";
      button.setAttribute("aria-label", words.t("hand_slot_empty", { slot: slot + 1 }));
    }
    if (badSlots.has(slot)) button.classList.add("invalid");
    button.addEventListener("click", () => editHand(index, slot));
    hand.append(button);
  });
  section.append(handHeading, hand);
  const handProblems = problemsFor("hand", index);
  if (handProblems.length) section.append(errorList(handProblems));
  return section;
}

function renderResults() {
  const outcome = ui.outcome;
  resultsNode.hidden = !outcome && ui.pending === 0 && ui.problems.length === 0;
  staleNode.hidden = !(outcome && outcome.stale);
  const general = ui.problems;
  problemsNode.replaceChildren(...(general.length ? [errorList(general)] : []));
  problemsNode.hidden = general.length === 0;
  if (!outcome || !outcome.result) {
    padNode.replaceChildren();
    detailNode.hidden = true;
    detailNode.replaceChildren();
    return;
  }
  renderScorePad(padNode, words, outcome.result, { onPick: pickScore, selected: ui.selected });
  if (ui.selected) {
    renderDetail(detailNode, words, outcome.result, outcome.sent, ui.selected.player, ui.selected.species);
  } else {
    detailNode.hidden = true;
    detailNode.replaceChildren();
  }
}

function render({ focus = null } = {}) {
  syncForm();
  renderSpeciesRule();
  renderNameErrors();
  const sections = [];
  for (let index = 0; index < store.game.playerCount; index += 1) sections.push(playerSection(index));
  playersNode.replaceChildren(...sections);
  undoButton.disabled = !state.canUndo(store);
  renderResults();
  if (focus) {
    const target = root.querySelector(focus);
    if (target) target.focus();
  }
}

// 4. Editing.

function cardFocus(player, row, col) {
  return `[data-arboretum="${player}"] [data-row="${row}"][data-col="${col}"]`;
}

function speciesNote() {
  const { game } = store;
  const present = state.speciesInGame(game).size;
  const allowed = state.allowedSpecies(game);
  return present >= allowed ? words.t("picker_limit_note", { allowed, players: game.playerCount }) : "";
}

async function plantAt(player, row, col) {
  const answer = await picker.open({
    title: words.t("picker_title_plant", { player: words.playerName(store.game, player) }),
    options: state.pickerOptions(store.game),
    note: speciesNote(),
  });
  if (answer && answer.type === "card") commit((game) => state.plant(game, player, row, col, answer.card));
  render({ focus: cardFocus(player, row, col) });
}

async function editCard(player, card) {
  const { row, col } = card;
  ui.moving = null; // tapping a card instead of a free cell gives up a move
  const answer = await picker.open({
    title: words.t("picker_title_change", { card: words.cardName(card) }),
    options: state.pickerOptions(store.game, card),
    current: card,
    canMove: store.game.players[player].arboretum.length > 1,
    canRemove: true,
    note: speciesNote(),
  });
  if (!answer) {
    render({ focus: cardFocus(player, row, col) });
    return;
  }
  if (answer.type === "card") commit((game) => state.changeCard(game, player, row, col, answer.card));
  if (answer.type === "remove") {
    commit((game) => state.removeCard(game, player, row, col));
    render({ focus: `[data-arboretum="${player}"] button` });
    return;
  }
  if (answer.type === "move") {
    ui.moving = { player, row, col };
    render({ focus: `[data-arboretum="${player}"] .cell-open` });
    return;
  }
  render({ focus: cardFocus(player, row, col) });
}

function finishMove(player, row, col) {
  const from = ui.moving;
  ui.moving = null;
  commit((game) => state.moveCard(game, player, from, { row, col }));
  render({ focus: cardFocus(player, row, col) });
}

async function editHand(player, slot) {
  const current = store.game.players[player].hand[slot];
  const answer = await picker.open({
    title: words.t(current ? "picker_title_hand_change" : "picker_title_hand", {
      player: words.playerName(store.game, player),
      slot: slot + 1,
    }),
    options: state.pickerOptions(store.game, current),
    current,
    canRemove: Boolean(current),
    note: speciesNote(),
  });
  if (answer && answer.type === "card") commit((game) => state.setHandCard(game, player, slot, answer.card));
  if (answer && answer.type === "remove") commit((game) => state.setHandCard(game, player, slot, null));
  render({ focus: `[data-hand="${player}"] [data-slot="${slot}"]` });
}

// 5. Scoring.

function pickScore(player, species) {
  ui.selected = { player, species };
  renderResults();
  const heading = detailNode.querySelector("#detail-heading");
  if (heading) {
    heading.focus({ preventScroll: true });
    detailNode.scrollIntoView({ block: "nearest" });
  }
}

async function scoreGame() {
  performance.mark("marquoir:score-start");
  const sent = state.toScorerGame(store.game);
  ui.pending += 1;
  const ticket = ui.pending;
  resultsNode.hidden = false;
  resultsNode.setAttribute("aria-busy", "true");
  scoreButton.setAttribute("aria-busy", "true");
  const waiting = root.querySelector("[data-waiting]");
  waiting.hidden = false;
  waiting.textContent = words.t(client.status() === "ready" ? "scoring" : "scoring_waiting");
  const answer = await client.score(sent.game);
  if (ticket !== ui.pending) return; // a later tap replaced this one
  ui.pending = 0;
  waiting.hidden = true;
  resultsNode.removeAttribute("aria-busy");
  scoreButton.removeAttribute("aria-busy");
  if (answer.error) {
    ui.problems = [{ text: words.t(answer.error.kind === "runtime_failed" ? "error_runtime" : "error_scorer"), targets: [{ kind: "game" }] }];
    ui.outcome = null;
  } else {
    const envelope = answer.result;
    const warnings = (envelope.warnings || []).map((p) => ({ ...describeProblem(words, sent.game, sent.slots, p), warning: true }));
    const errors = (envelope.errors || []).map((p) => describeProblem(words, sent.game, sent.slots, p));
    ui.problems = [...errors, ...warnings];
    ui.outcome = envelope.ok ? { result: envelope.result, sent: sent.game, stale: false } : null;
    if (ui.selected && (!envelope.ok || !envelope.result.species.includes(ui.selected.species)
      || ui.selected.player >= envelope.result.players.length)) ui.selected = null;
  }
  render();
  resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  ui.answers += 1;
  resultsNode.dataset.stamp = String(ui.answers);
  performance.measure("marquoir:score", "marquoir:score-start");
  const heading = resultsNode.querySelector("h2");
  heading.focus({ preventScroll: true });
  resultsNode.scrollIntoView({ block: "start" });
}

// 6. Wiring.

for (const input of countInputs) {
  input.addEventListener("change", () => {
    commit((game) => state.setPlayerCount(game, Number(input.value)));
    ui.moving = null;
    render();
  });
}
nameInputs.forEach((input, index) => {
  input.addEventListener("input", () => {
    commit((game) => state.setName(game, index, input.value), { undoable: false });
    staleNode.hidden = !(ui.outcome && ui.outcome.stale);
    for (const heading of playersNode.querySelectorAll(`#player-${index}-heading`)) {
      heading.textContent = words.playerName(store.game, index);
    }
  });
});
form.addEventListener("submit", (event) => event.preventDefault());
undoButton.addEventListener("click", () => {
  store = state.undo(store);
  save(store.game);
  ui.moving = null;
  if (ui.outcome) ui.outcome.stale = true;
  render();
});
newGameButton.addEventListener("click", () => {
  commit(() => state.newGame());
  ui.moving = null;
  ui.outcome = null;
  ui.problems = [];
  ui.selected = null;
  render();
});
scoreButton.addEventListener("click", scoreGame);

// Names typed before this module ran win over the saved ones.
nameInputs.forEach((input, index) => {
  if (input.value && input.value !== store.game.players[index].name) {
    store = state.update(store, (game) => state.setName(game, index, input.value), { undoable: false });
  }
});
render();
root.dataset.ready = "true";
performance.mark("marquoir:form-ready");
