// One player's part of the page: the heading, the arboretum editor, the hand's slots, and the problems
// the scorer found in them (the entry dock follows the section of the player being entered: main.mjs).

import { labelWithText } from "./dom.mjs";
import { cardFace, renderArboretum } from "./grid.mjs";
import { errorList, invalidCells, invalidSlots, problemsFor } from "./field-errors.mjs";
import { finishMove, select } from "./editing.mjs";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function arboretumEditor(ctx, index, player, moving) {
  const { ui } = ctx.session;
  const scroller = element("div", "arb-scroll");
  scroller.dataset.arboretum = String(index);
  const sel = ui.sel && ui.sel.player === index && ui.sel.zone === "arboretum" ? ui.sel : null;
  renderArboretum(scroller, player.arboretum, {
    words: ctx.words,
    mode: "edit",
    moving,
    selected: sel,
    last: ui.last && ui.last.player === index ? ui.last : null,
    invalid: invalidCells(ui.problems, index),
    onOpen: (row, col) => (moving ? finishMove(ctx, index, row, col) : select(ctx, { player: index, zone: "arboretum", row, col })),
    onCard: (card) => select(ctx, { player: index, zone: "arboretum", row: card.row, col: card.col }),
  });
  return scroller;
}

function appendArboretum(ctx, section, index, player) {
  const { words, session: { ui } } = ctx;
  section.append(words.say(element("h3"), "arboretum_heading", { count: player.arboretum.length }));
  if (!player.arboretum.length) section.append(words.say(element("p", "help"), "arboretum_start"));
  const moving = ui.moving && ui.moving.player === index ? ui.moving : null;
  section.append(arboretumEditor(ctx, index, player, moving));
  const problems = problemsFor(ui.problems, "arboretum", index).concat(problemsFor(ui.problems, "player", index));
  if (problems.length) section.append(errorList(problems, ctx.words));
}

function handSlot(ctx, index, card, slot, badSlots) {
  const { words, session: { ui } } = ctx;
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.slot = String(slot);
  if (card) {
    cardFace(button, card, words);
    labelWithText(button, words.t("hand_slot", { slot: slot + 1, card: words.cardName(card) }));
  } else {
    button.className = "cell-open";
    button.textContent = "+";
    button.setAttribute("aria-label", words.t("hand_slot_empty", { slot: slot + 1 }));
  }
  const selected = Boolean(ui.sel && ui.sel.player === index && ui.sel.zone === "hand" && ui.sel.slot === slot);
  button.classList.toggle("selected", selected);
  button.setAttribute("aria-pressed", String(selected));
  if (badSlots.has(slot)) button.classList.add("invalid");
  button.addEventListener("click", () => select(ctx, { player: index, zone: "hand", slot }));
  return button;
}

function appendHand(ctx, section, index, player) {
  const { words, session: { ui } } = ctx;
  const count = player.hand.filter(Boolean).length;
  section.append(words.say(element("h3"), "hand_heading", { count, size: player.hand.length }));
  const hand = element("div", "hand");
  hand.dataset.hand = String(index);
  hand.dataset.keyGroup = "hand";
  const badSlots = invalidSlots(ui.problems, index);
  player.hand.forEach((card, slot) => hand.append(handSlot(ctx, index, card, slot, badSlots)));
  section.append(hand);
  const problems = problemsFor(ui.problems, "hand", index);
  if (problems.length) section.append(errorList(problems, ctx.words));
}

/** The section of player `index`, drawn from the game in the session. */
export function playerSection(ctx, index) {
  const { game } = ctx.session.store;
  const player = game.players[index];
  const section = element("section", "player");
  section.dataset.player = String(index);
  section.setAttribute("aria-labelledby", `player-${index}-heading`);
  const heading = element("h2", "", ctx.words.playerName(game, index));
  heading.id = `player-${index}-heading`;
  section.append(heading);
  appendArboretum(ctx, section, index, player);
  appendHand(ctx, section, index, player);
  return section;
}
