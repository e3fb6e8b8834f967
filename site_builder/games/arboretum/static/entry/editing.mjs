// The editors' actions: choosing a cell, a planted card or a hand slot; a card of the deck put there
// (planted, placed in the hand, or replacing the card there), the selection moving on by itself;
// turning the direction of entry; moving or removing a card, refused when it would split the
// arboretum. Each ends with a redraw, the focus back where the player was; a card entered is said
// politely (the page's live region).

import { announceOnce } from "./dom.mjs";
import * as state from "./state.mjs";
import { afterHand, afterPlant, sameSelection } from "./selection.mjs";

/** The selector of the cell (row, col) of a player's arboretum, to focus after a redraw. */
export function cardFocus(player, row, col) {
  return `[data-arboretum="${player}"] [data-row="${row}"][data-col="${col}"]`;
}

const slotFocus = (player, slot) => `[data-hand="${player}"] [data-slot="${slot}"]`;
const deckFocus = (card) => `[data-deck] [data-card="${state.cardKey(card)}"]`;

const selectionFocus = (sel) => (sel.zone === "hand" ? slotFocus(sel.player, sel.slot) : cardFocus(sel.player, sel.row, sel.col));

/** Taps a cell, a planted card or a hand slot: it becomes where the next card of the deck goes. */
export function select(ctx, sel) {
  const { ui } = ctx.session;
  ui.sel = sel;
  ui.note = null;
  ctx.render({ focus: selectionFocus(sel), reveal: true });
}

/** The card in the selected place, or null. */
export function selectedCard(game, sel) {
  if (!sel) return null;
  const player = game.players[sel.player];
  return sel.zone === "hand" ? player.hand[sel.slot] : state.cardAt(player.arboretum, sel.row, sel.col);
}

function putCard({ session }, sel, card) {
  const { game } = session.store;
  if (sel.zone === "hand") {
    const filling = !game.players[sel.player].hand[sel.slot];
    session.commit((g) => state.setHandCard(g, sel.player, sel.slot, card));
    return filling ? afterHand(session.store.game, sel) : sel;
  }
  if (state.cardAt(game.players[sel.player].arboretum, sel.row, sel.col)) {
    session.commit((g) => state.changeCard(g, sel.player, sel.row, sel.col, card));
    return sel;
  }
  session.commit((g) => state.plant(g, sel.player, sel.row, sel.col, card));
  session.ui.last = { player: sel.player, row: sel.row, col: sel.col };
  return afterPlant(session.store.game, sel, session.ui.direction);
}

/** A card of the deck tapped: put at the selection, which moves on; a card already entered is refused,
 * saying where it is, and nothing moves (no scroll, no change of layout). */
export function playCard(ctx, card, usedAt) {
  const { ui } = ctx.session;
  if (usedAt) {
    ui.note = { key: usedAt.zone === "hand" ? "deck_in_hand" : "deck_in_arboretum", card, player: usedAt.player };
    ctx.render({ focus: deckFocus(card) });
    return;
  }
  // A card tapped or chosen in the deck keeps the focus there; typed (keys/key-groups.mjs), the focus
  // follows the selection, where the next card goes; once every card is in, it goes to Score.
  const active = document.activeElement;
  const fromDeck = Boolean(active && active.closest && active.closest("[data-deck]"));
  if (ui.sel) {
    const put = ui.sel;
    ui.sel = putCard(ctx, ui.sel, card);
    ui.note = null;
    const { words } = ctx;
    announceOnce(ctx.root, words.t(put.zone === "hand" ? "entered_hand" : "entered_arboretum", {
      card: words.cardName(card), player: words.playerName(ctx.session.store.game, put.player),
    }));
  }
  ctx.render({ focus: !ui.sel ? "[data-score]" : fromDeck ? deckFocus(card) : selectionFocus(ui.sel), reveal: true });
}

/** Turns the direction of entry; a selection that followed the last card follows it the new way. */
export function toggleDirection(ctx) {
  const { ui, store } = ctx.session;
  const last = ui.last ? { ...ui.last, zone: "arboretum" } : null;
  const following = last && sameSelection(ui.sel, afterPlant(store.game, last, ui.direction));
  ui.direction = ui.direction === "column" ? "row" : "column";
  if (following) ui.sel = afterPlant(store.game, last, ui.direction);
  ctx.render({ focus: "[data-direction]" });
}

/** Removes the selected card, unless that would split its arboretum (then says why). */
export function removeSelected(ctx) {
  const { session } = ctx;
  const { ui } = session;
  const sel = ui.sel;
  const { game } = session.store;
  if (sel.zone === "hand") {
    session.commit((g) => state.setHandCard(g, sel.player, sel.slot, null));
  } else if (state.wouldSplit(game.players[sel.player].arboretum, sel.row, sel.col)) {
    ui.note = { key: "split_remove", card: selectedCard(game, sel), player: sel.player, refusal: true };
    ctx.render({ focus: "[data-remove]" });
    return;
  } else {
    session.commit((g) => state.removeCard(g, sel.player, sel.row, sel.col));
  }
  ctx.render({ focus: "[data-remove], [data-deck] button", reveal: true });
}

export function startMove(ctx) {
  const { ui } = ctx.session;
  ui.moving = { player: ui.sel.player, row: ui.sel.row, col: ui.sel.col };
  ui.note = null;
  ctx.render({ focus: `[data-arboretum="${ui.moving.player}"] .cell-open`, reveal: true });
}

/** Ends a move on the free cell tapped, unless the arboretum would be split (then says so). */
export function finishMove(ctx, player, row, col) {
  const { session } = ctx;
  const { ui } = session;
  const from = ui.moving;
  const moved = state.moveCard(session.store.game, player, from, { row, col });
  if (!state.isConnected(moved.players[player].arboretum)) {
    const card = state.cardAt(session.store.game.players[player].arboretum, from.row, from.col);
    ui.note = { key: "split_move", card, player, refusal: true };
    ctx.render({ focus: cardFocus(player, row, col) });
    return;
  }
  ui.moving = null;
  session.commit(() => moved);
  ui.sel = { player, zone: "arboretum", row, col };
  ui.note = null;
  ctx.render({ focus: cardFocus(player, row, col), reveal: true });
}

export function cancelMove(ctx) {
  const { ui } = ctx.session;
  const { moving } = ui;
  ui.moving = null;
  ui.note = null;
  ctx.render({ focus: cardFocus(moving.player, moving.row, moving.col), reveal: true });
}
