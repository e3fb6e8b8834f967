// One player's part of the page: the heading, the arboretum editor (with the notice of a card being
// moved), the hand's slots, and the problems the scorer found in them.

import { cardFace, renderArboretum } from "./grid.mjs";
import { errorList, invalidCells, invalidSlots, problemsFor } from "./field-errors.mjs";
import { cardFocus, editCard, editHand, finishMove, plantAt } from "./editing.mjs";
import { cardAt } from "./placement.mjs";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function arboretumEditor(ctx, index, player, moving) {
  const scroller = element("div", "arb-scroll");
  scroller.dataset.arboretum = String(index);
  renderArboretum(scroller, player.arboretum, {
    words: ctx.words,
    mode: "edit",
    moving,
    invalid: invalidCells(ctx.session.ui.problems, index),
    onOpen: (row, col) => (moving ? finishMove(ctx, index, row, col) : plantAt(ctx, index, row, col)),
    onCard: (card) => editCard(ctx, index, card),
  });
  return scroller;
}

// "Moving <card>": the card tapped with "Move" waits for a free cell; the button gives up the move.
function movingNotice(ctx, index, player, moving) {
  const { words } = ctx;
  const notice = element("p", "moving-notice");
  notice.setAttribute("role", "status");
  const card = cardAt(player.arboretum, moving.row, moving.col);
  notice.textContent = `${words.t("moving_notice", { card: card ? words.cardName(card) : "" })} `;
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "secondary";
  cancel.textContent = words.t("moving_cancel");
  cancel.addEventListener("click", () => {
    ctx.session.ui.moving = null;
    ctx.render({ focus: cardFocus(index, moving.row, moving.col) });
  });
  notice.append(cancel);
  return notice;
}

function appendArboretum(ctx, section, index, player) {
  const { words, session: { ui } } = ctx;
  const heading = element("h3", "", words.t("arboretum_heading", { count: player.arboretum.length }));
  const help = element("p", "help", words.t(player.arboretum.length ? "arboretum_help" : "arboretum_start"));
  const moving = ui.moving && ui.moving.player === index ? ui.moving : null;
  section.append(heading, help, arboretumEditor(ctx, index, player, moving));
  if (moving) section.append(movingNotice(ctx, index, player, moving));
  const problems = problemsFor(ui.problems, "arboretum", index).concat(problemsFor(ui.problems, "player", index));
  if (problems.length) section.append(errorList(problems));
}

function handSlot(ctx, index, card, slot, badSlots) {
  const { words } = ctx;
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
  button.addEventListener("click", () => editHand(ctx, index, slot));
  return button;
}

function appendHand(ctx, section, index, player) {
  const { words, session: { ui } } = ctx;
  const heading = element("h3", "", words.t("hand_heading", { count: player.hand.filter(Boolean).length }));
  const hand = element("div", "hand");
  hand.dataset.hand = String(index);
  const badSlots = invalidSlots(ui.problems, index);
  player.hand.forEach((card, slot) => hand.append(handSlot(ctx, index, card, slot, badSlots)));
  section.append(heading, hand);
  const problems = problemsFor(ui.problems, "hand", index);
  if (problems.length) section.append(errorList(problems));
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
