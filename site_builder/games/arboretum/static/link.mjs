// Arboretum's bytes in a share link (the kit's share-link.mjs frames them: format byte, checksum,
// base64url). The game is the scorer's form: its player count; per player its name, the offsets of
// its arboretum (zigzag), its card count (high bit: positions on 2 bytes), each card as
// species × 8 + value − 1 and its position (row × 16 + col from the offsets, or row and col), then its
// hand (count, cards). A four-player game of 76 cards makes a link of about 270 characters.

import FACTS from "./facts.mjs";
import { unzigzag, zigzag } from "./share-link.mjs";

const WIDE = 0x80;
const VALUE_COUNT = FACTS.values.length;

function cardCode(write, card) {
  const species = FACTS.species.indexOf(card && card.species);
  const value = FACTS.values.indexOf(card && card.value);
  write.byte(species < 0 || value < 0 ? -1 : species * VALUE_COUNT + value);
}

function codeCard(read, code) {
  const species = FACTS.species[Math.floor(code / VALUE_COUNT)];
  if (species === undefined) read.broken("card");
  return { species, value: FACTS.values[code % VALUE_COUNT] };
}

function encodePlayer(write, player) {
  write.text(player.name);
  const cards = player.arboretum || [];
  const top = cards.length ? Math.min(...cards.map((c) => c.row)) : 0;
  const left = cards.length ? Math.min(...cards.map((c) => c.col)) : 0;
  const wide = cards.some((c) => c.row - top > 15 || c.col - left > 15);
  write.byte(zigzag(top));
  write.byte(zigzag(left));
  write.byte(cards.length >= WIDE ? -1 : cards.length | (wide ? WIDE : 0));
  for (const card of cards) {
    cardCode(write, card);
    if (wide) {
      write.byte(card.row - top);
      write.byte(card.col - left);
    } else write.byte((card.row - top) * 16 + (card.col - left));
  }
  const hand = player.hand || [];
  write.byte(hand.length);
  for (const card of hand) cardCode(write, card);
}

function decodePlayer(read) {
  const name = read.text();
  const top = unzigzag(read.next());
  const left = unzigzag(read.next());
  const head = read.next();
  const wide = (head & WIDE) !== 0;
  const arboretum = [];
  const cells = new Set();
  for (let i = 0; i < (head & ~WIDE); i += 1) {
    const { species, value } = codeCard(read, read.next());
    const position = read.next();
    const [row, col] = wide ? [position, read.next()] : [Math.floor(position / 16), position % 16];
    const cell = `${row},${col}`;
    if (cells.has(cell)) read.broken("cell");
    cells.add(cell);
    arboretum.push({ row: row + top, col: col + left, species, value });
  }
  const hand = [];
  const handCount = read.next();
  for (let i = 0; i < handCount; i += 1) hand.push(codeCard(read, read.next()));
  return { name, arboretum, hand };
}

export const codec = {
  encode(write, game) {
    write.byte(game.players.length);
    for (const player of game.players) encodePlayer(write, player);
  },
  decode(read) {
    const count = read.next();
    if (!FACTS.playerCounts.includes(count)) read.broken("players");
    return { players: Array.from({ length: count }, () => decodePlayer(read)) };
  },
};
