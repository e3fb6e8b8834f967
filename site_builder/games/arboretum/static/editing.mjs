// The editors' actions: planting a card on a free cell, changing, moving or removing a planted card,
// and filling a hand slot, each through the card picker; then the page is redrawn with the focus
// back where the player was.

import * as state from "./state.mjs";

/** The selector of the cell (row, col) of a player's arboretum, to focus after a redraw. */
export function cardFocus(player, row, col) {
  return `[data-arboretum="${player}"] [data-row="${row}"][data-col="${col}"]`;
}

function speciesNote({ session, words }) {
  const { game } = session.store;
  const present = state.speciesInGame(game).size;
  const allowed = state.allowedSpecies(game);
  return present >= allowed ? words.t("picker_limit_note", { allowed, players: game.playerCount }) : "";
}

export async function plantAt(ctx, player, row, col) {
  const { session, words, picker } = ctx;
  const answer = await picker.open({
    title: words.t("picker_title_plant", { player: words.playerName(session.store.game, player) }),
    options: state.pickerOptions(session.store.game),
    note: speciesNote(ctx),
  });
  if (answer && answer.type === "card") session.commit((game) => state.plant(game, player, row, col, answer.card));
  ctx.render({ focus: cardFocus(player, row, col) });
}

export async function editCard(ctx, player, card) {
  const { session, words, picker } = ctx;
  const { row, col } = card;
  session.ui.moving = null; // tapping a card instead of a free cell gives up a move
  const answer = await picker.open({
    title: words.t("picker_title_change", { card: words.cardName(card) }),
    options: state.pickerOptions(session.store.game, card),
    current: card,
    canMove: session.store.game.players[player].arboretum.length > 1,
    canRemove: true,
    note: speciesNote(ctx),
  });
  ctx.render({ focus: applyCardAnswer(ctx, answer, player, row, col) });
}

// Applies the picker's answer about a planted card and says where the focus goes after the redraw.
// A move only starts here: finishMove() ends it when a free cell is tapped.
function applyCardAnswer({ session }, answer, player, row, col) {
  if (!answer) return cardFocus(player, row, col);
  if (answer.type === "card") session.commit((game) => state.changeCard(game, player, row, col, answer.card));
  if (answer.type === "remove") {
    session.commit((game) => state.removeCard(game, player, row, col));
    return `[data-arboretum="${player}"] button`;
  }
  if (answer.type === "move") {
    session.ui.moving = { player, row, col };
    return `[data-arboretum="${player}"] .cell-open`;
  }
  return cardFocus(player, row, col);
}

export function finishMove(ctx, player, row, col) {
  const { session } = ctx;
  const from = session.ui.moving;
  session.ui.moving = null;
  session.commit((game) => state.moveCard(game, player, from, { row, col }));
  ctx.render({ focus: cardFocus(player, row, col) });
}

export async function editHand(ctx, player, slot) {
  const { session, words, picker } = ctx;
  const current = session.store.game.players[player].hand[slot];
  const answer = await picker.open({
    title: words.t(current ? "picker_title_hand_change" : "picker_title_hand", {
      player: words.playerName(session.store.game, player),
      slot: slot + 1,
    }),
    options: state.pickerOptions(session.store.game, current),
    current,
    canRemove: Boolean(current),
    note: speciesNote(ctx),
  });
  if (answer && answer.type === "card") session.commit((game) => state.setHandCard(game, player, slot, answer.card));
  if (answer && answer.type === "remove") session.commit((game) => state.setHandCard(game, player, slot, null));
  ctx.render({ focus: `[data-hand="${player}"] [data-slot="${slot}"]` });
}
