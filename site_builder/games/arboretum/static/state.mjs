// The game being entered, as plain data, and every change to it as a pure function.
// No DOM here: the page renders from this state, saves it in localStorage and sends
// `toScorerGame(game)` to the scorer. A store keeps the previous games for undo.

import FACTS from "./facts.mjs";
import { canPlant, cardAt, cellKey } from "./placement.mjs";

// The placement rules are part of this module's interface.
export { canPlant, cardAt, cellKey, gridCells, isConnected, touchesCard, wouldSplit } from "./placement.mjs";

// The game's facts come from the scorer's Python (written into facts.mjs by the build).
export const SPECIES = FACTS.species;
export const VALUES = FACTS.values;
export const PLAYER_COUNTS = FACTS.playerCounts;
export const MAX_PLAYERS = Math.max(...PLAYER_COUNTS);
export const HAND_SIZE = FACTS.handSize;
export const SPECIES_BY_PLAYERS = FACTS.speciesByPlayers;
const FORMAT = 1;

export function newPlayer() {
  return { name: "", arboretum: [], hand: Array(HAND_SIZE).fill(null) };
}

export function newGame() {
  return { format: FORMAT, playerCount: 2, players: Array.from({ length: MAX_PLAYERS }, newPlayer) };
}

export const cardKey = (card) => `${card.species}:${card.value}`;

function isCard(card) {
  return card !== null && typeof card === "object" && SPECIES.includes(card.species)
    && VALUES.includes(card.value);
}

/** A game read back from storage, or a new game when the text is not a game saved by this page. */
export function restoreGame(text) {
  try {
    return restoreGameData(JSON.parse(text));
  } catch {
    return newGame();
  }
}

const isPlanted = (card) => isCard(card) && Number.isInteger(card.row) && Number.isInteger(card.col);

// Two cards on one spot: one would be lost in reading.
const oneCardASpot = (arboretum) => new Set(arboretum.map((card) => cellKey(card.row, card.col))).size === arboretum.length;

function isPlayerData(player) {
  return player !== null && typeof player === "object" && typeof player.name === "string"
    && Array.isArray(player.arboretum) && player.arboretum.every(isPlanted) && oneCardASpot(player.arboretum)
    && Array.isArray(player.hand) && player.hand.length <= HAND_SIZE
    && player.hand.every((card) => card === null || isCard(card));
}

/** A game of the page's form from parsed data, or null when it is not one in full (a damaged record,
 * which the kit keeps aside rather than lose a card of it). */
export function readGame(data) {
  if (!data || data.format !== FORMAT || !Array.isArray(data.players) || data.players.length > MAX_PLAYERS
    || !data.players.every(isPlayerData)) return null;
  if (data.playerCount !== undefined && !PLAYER_COUNTS.includes(data.playerCount)) return null;
  return restoreGameData(data);
}

/** A game in the scorer's form (a recent game, a shared one) as a game of the page, or null. */
export function fromScorerGame(scorerGame) {
  const players = scorerGame && scorerGame.players;
  if (!Array.isArray(players) || !PLAYER_COUNTS.includes(players.length)) return null;
  const game = newGame();
  game.playerCount = players.length;
  for (const [index, player] of players.entries()) {
    if (!player || typeof player.name !== "string" || !Array.isArray(player.arboretum) || !Array.isArray(player.hand)) return null;
    if (!player.arboretum.every(isPlanted) || !player.hand.every(isCard) || player.hand.length > HAND_SIZE) return null;
    game.players[index] = {
      name: player.name,
      arboretum: player.arboretum.map(({ row, col, species, value }) => ({ row, col, species, value })),
      hand: [...player.hand.map(({ species, value }) => ({ species, value })), ...Array(HAND_SIZE - player.hand.length).fill(null)],
    };
  }
  return readGame(game);
}

/** The same from parsed data. */
export function restoreGameData(data) {
  if (!data || data.format !== FORMAT || !Array.isArray(data.players)) return newGame();
  const game = newGame();
  if (PLAYER_COUNTS.includes(data.playerCount)) game.playerCount = data.playerCount;
  data.players.slice(0, MAX_PLAYERS).forEach((player, index) => {
    if (!player || typeof player !== "object") return;
    const target = game.players[index];
    if (typeof player.name === "string") target.name = player.name;
    if (Array.isArray(player.arboretum)) {
      const seen = new Set();
      for (const card of player.arboretum) {
        if (!isCard(card) || !Number.isInteger(card.row) || !Number.isInteger(card.col)) continue;
        const key = cellKey(card.row, card.col);
        if (seen.has(key)) continue;
        seen.add(key);
        target.arboretum.push({ row: card.row, col: card.col, species: card.species, value: card.value });
      }
    }
    if (Array.isArray(player.hand)) {
      player.hand.slice(0, HAND_SIZE).forEach((card, slot) => {
        target.hand[slot] = isCard(card) ? { species: card.species, value: card.value } : null;
      });
    }
  });
  return game;
}

export const activePlayers = (game) => game.players.slice(0, game.playerCount);

/** Every card entered, for every player, shown or not (a card exists once even if its player is
 * hidden by a smaller player count): key -> {player, zone, index, row, col}. */
export function usedCards(game) {
  const used = new Map();
  game.players.forEach((player, p) => {
    player.arboretum.forEach((card, index) => {
      if (!used.has(cardKey(card))) used.set(cardKey(card), { player: p, zone: "arboretum", index, row: card.row, col: card.col });
    });
    player.hand.forEach((card, slot) => {
      if (card && !used.has(cardKey(card))) used.set(cardKey(card), { player: p, zone: "hand", index: slot });
    });
  });
  return used;
}

function allCards(game) {
  return activePlayers(game).flatMap((player) => [...player.arboretum, ...player.hand.filter(Boolean)]);
}

export function speciesInGame(game, except = null) {
  const exceptKey = except ? cardKey(except) : null;
  let skipped = false;
  const found = new Set();
  for (const card of allCards(game)) {
    if (!skipped && cardKey(card) === exceptKey) {
      skipped = true;
      continue;
    }
    found.add(card.species);
  }
  return found;
}

export const allowedSpecies = (game) => SPECIES_BY_PLAYERS[game.playerCount];

/** The deck offered when choosing a card that replaces `current` (or a new card when null): every
 * species while the game holds fewer than its player count allows, then only those it holds; each
 * value says where it already is (`usedAt`), unless it is `current` itself. */
export function deckOptions(game, current = null) {
  const used = usedCards(game);
  const present = speciesInGame(game, current);
  const full = present.size >= allowedSpecies(game);
  return SPECIES.filter((species) => !full || present.has(species)).map((species) => ({
    species,
    values: VALUES.map((value) => {
      const key = cardKey({ species, value });
      const isCurrent = Boolean(current) && cardKey(current) === key;
      return { value, current: isCurrent, usedAt: used.has(key) && !isCurrent ? used.get(key) : null };
    }),
  }));
}

// Changes. Each returns a new game and leaves its argument untouched.

const copy = (game) => structuredClone(game);

export function setPlayerCount(game, count) {
  if (!PLAYER_COUNTS.includes(count)) return game;
  const next = copy(game);
  next.playerCount = count;
  return next;
}

export function setName(game, player, name) {
  const next = copy(game);
  next.players[player].name = String(name);
  return next;
}

export function plant(game, player, row, col, card) {
  const arboretum = game.players[player].arboretum;
  if (!isCard(card) || !canPlant(arboretum, row, col)) return game;
  const next = copy(game);
  next.players[player].arboretum.push({ row, col, species: card.species, value: card.value });
  return next;
}

export function changeCard(game, player, row, col, card) {
  if (!isCard(card)) return game;
  const next = copy(game);
  const target = cardAt(next.players[player].arboretum, row, col);
  if (!target) return game;
  target.species = card.species;
  target.value = card.value;
  return next;
}

export function moveCard(game, player, from, to) {
  const arboretum = game.players[player].arboretum;
  if (!cardAt(arboretum, from.row, from.col) || !canPlant(arboretum, to.row, to.col, from)) return game;
  const next = copy(game);
  const target = cardAt(next.players[player].arboretum, from.row, from.col);
  target.row = to.row;
  target.col = to.col;
  return next;
}

export function removeCard(game, player, row, col) {
  const next = copy(game);
  next.players[player].arboretum = next.players[player].arboretum.filter((c) => !(c.row === row && c.col === col));
  return next;
}

export function setHandCard(game, player, slot, card) {
  if (card !== null && !isCard(card)) return game;
  const next = copy(game);
  next.players[player].hand[slot] = card ? { species: card.species, value: card.value } : null;
  return next;
}

/** The game as the scorer reads it, and where each scorer index points back in the page:
 * `slots[player][i]` is the hand slot of the i-th card sent for that player. A blank name is sent
 * as `fallbackName(index)` (the page's "Player 1"...). */
export function toScorerGame(game, fallbackName = (index) => `${index + 1}`) {
  const players = activePlayers(game);
  const slots = players.map((player) => player.hand.flatMap((card, slot) => (card ? [slot] : [])));
  return {
    game: {
      players: players.map((player, index) => ({
        name: player.name.trim() || fallbackName(index),
        arboretum: player.arboretum.map(({ row, col, species, value }) => ({ row, col, species, value })),
        hand: player.hand.filter(Boolean).map(({ species, value }) => ({ species, value })),
      })),
    },
    slots,
  };
}

// Undo: the store of every scorer page (the core's undo-store.mjs), part of this module's interface.
export { UNDO_DEPTH, canUndo, createStore, undo, update } from "./undo-store.mjs";

/** Whether the game holds anything typed: a name or a card. */
export const hasContent = (game) => game.players.some((player) => player.name.trim() !== ""
  || player.arboretum.length > 0 || player.hand.some(Boolean));
