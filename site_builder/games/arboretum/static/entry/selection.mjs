// Where the next card of the deck goes, and where the selection moves on after it: along the row
// (or down the column) to the next free cell after a planted card, to the next empty slot after a
// hand card, then to the next player. Pure data, no DOM.
// A selection is {player, zone: "arboretum", row, col} or {player, zone: "hand", slot}, or null.

import { canPlant, cardAt } from "./placement.mjs";

export const DIRECTIONS = { row: [0, 1], column: [1, 0] };

const startCell = (player) => ({ player, zone: "arboretum", row: 0, col: 0 });

/** Where entry starts in a game: the first player with an empty arboretum, else an empty hand slot. */
export function firstSelection(game) {
  for (let player = 0; player < game.playerCount; player += 1) {
    if (game.players[player].arboretum.length === 0) return startCell(player);
    const slot = game.players[player].hand.indexOf(null);
    if (slot >= 0) return { player, zone: "hand", slot };
  }
  return null;
}

/** The selection if it still points at a place of the game, else null. */
export function checkSelection(game, sel) {
  if (!sel || sel.player >= game.playerCount) return null;
  const player = game.players[sel.player];
  if (sel.zone === "hand") return sel.slot >= 0 && sel.slot < player.hand.length ? sel : null;
  const ok = cardAt(player.arboretum, sel.row, sel.col) || canPlant(player.arboretum, sel.row, sel.col);
  return ok ? sel : null;
}

/** After a card planted at the selected cell: the next free cell in the direction of entry. */
export function afterPlant(game, sel, direction) {
  const [dr, dc] = DIRECTIONS[direction] || DIRECTIONS.row;
  const { arboretum } = game.players[sel.player];
  let row = sel.row + dr;
  let col = sel.col + dc;
  while (cardAt(arboretum, row, col)) {
    row += dr;
    col += dc;
  }
  return { player: sel.player, zone: "arboretum", row, col };
}

/** After a hand card: the next empty slot of that hand, else where the next player starts, else null. */
export function afterHand(game, sel) {
  const { hand } = game.players[sel.player];
  for (let step = 1; step < hand.length; step += 1) {
    const slot = (sel.slot + step) % hand.length;
    if (!hand[slot]) return { player: sel.player, zone: "hand", slot };
  }
  for (let player = sel.player + 1; player < game.playerCount; player += 1) {
    if (game.players[player].arboretum.length === 0) return startCell(player);
    const slot = game.players[player].hand.indexOf(null);
    if (slot >= 0) return { player, zone: "hand", slot };
  }
  return null;
}

export const sameSelection = (a, b) => Boolean(a && b) && a.player === b.player && a.zone === b.zone
  && (a.zone === "hand" ? a.slot === b.slot : a.row === b.row && a.col === b.col);
