// The game as the Sushi Go! page holds it, and its changes (pure functions: each returns a new game and
// leaves its argument untouched). No scoring here: the scorer (Python) counts.
//
// A game: {format, names: [one per player, 2 to 5], rounds: [3 × [one {kind: count} per player]],
// at: {round, player}}: the spot being entered. A tap adds one card of a kind; once the player's hand
// is full the next spot not full comes by itself (the next player, then the next round).

import FACTS from "./facts.mjs";
import { isIndex, withPlayers } from "./round-game.mjs";

export const KINDS = FACTS.kinds;
export const COUNTS = FACTS.playerCounts;
export const ROUNDS = FACTS.rounds;
const FORMAT = 1;
const MOST = Math.max(...Object.values(FACTS.handSizes));

const blankRound = (players) => Array.from({ length: players }, () => ({}));

export function newGame(players = COUNTS[0]) {
  return {
    format: FORMAT,
    names: Array(players).fill(""),
    rounds: Array.from({ length: ROUNDS }, () => blankRound(players)),
    at: { round: 0, player: 0 },
  };
}

export const handSize = (game) => FACTS.handSizes[String(game.names.length)];
export const cardsOf = (kinds) => Object.entries(kinds).reduce((sum, [kind, n]) => sum + n * FACTS.cardsOfKind[kind], 0);
export const cardsIn = (game, round, player) => cardsOf(game.rounds[round][player]);
export const isFull = (game, round, player) => cardsIn(game, round, player) >= handSize(game);

/** {kind: count} with known kinds and whole counts from 1 to `most`, or null. */
function readKinds(data, most = MOST) {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const kinds = {};
  for (const [kind, count] of Object.entries(data)) {
    if (!KINDS.includes(kind) || !Number.isInteger(count) || count < 0 || count > most) return null;
    if (count > 0) kinds[kind] = count;
  }
  return kinds;
}

/** A game read back from storage (parsed data), or null when it is not one saved by this page. */
export function readGame(data) {
  if (!data || data.format !== FORMAT || !Array.isArray(data.names) || !COUNTS.includes(data.names.length)) return null;
  if (!data.names.every((name) => typeof name === "string")) return null;
  if (!Array.isArray(data.rounds) || data.rounds.length !== ROUNDS) return null;
  const players = data.names.length;
  const rounds = data.rounds.map((round) => (Array.isArray(round) && round.length === players ? round.map((kinds) => readKinds(kinds)) : null));
  if (rounds.some((round) => !round || round.includes(null))) return null;
  const at = data.at || {};
  const spot = isIndex(at.round, ROUNDS) && isIndex(at.player, players) ? { round: at.round, player: at.player } : { round: 0, player: 0 };
  return { format: FORMAT, names: [...data.names], rounds, at: spot };
}

/** The first spot (round, player) whose hand is not full, else the last one. */
function firstOpen(game) {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let player = 0; player < game.names.length; player += 1) {
      if (!isFull(game, round, player)) return { round, player };
    }
  }
  return { round: ROUNDS - 1, player: game.names.length - 1 };
}

/** A game in the scorer's form (a recent game, a shared one) as a game of the page, or null. */
export function fromScorerGame(scorerGame) {
  const players = scorerGame && scorerGame.players;
  if (!Array.isArray(players) || !COUNTS.includes(players.length)) return null;
  if (!players.every((player) => player && typeof player.name === "string" && Array.isArray(player.rounds))) return null;
  const given = players[0].rounds.length;
  if (given < 1 || given > ROUNDS || players.some((player) => player.rounds.length !== given)) return null;
  const game = newGame(players.length);
  game.names = players.map((player) => player.name);
  for (const [p, player] of players.entries()) {
    for (const [r, round] of player.rounds.entries()) {
      const kinds = readKinds(round);
      if (!kinds) return null;
      game.rounds[r][p] = kinds;
    }
  }
  game.at = firstOpen(game);
  return game;
}

/** The rounds the scorer is given: up to the last one holding a card (at least the first). */
export function roundsGiven(game) {
  let last = 0;
  game.rounds.forEach((round, index) => {
    if (round.some((kinds) => Object.keys(kinds).length)) last = index;
  });
  return last + 1;
}

/** The game as the scorer reads it; a blank name is sent as `fallback(index)` (the page's words). */
export function toScorerGame(game, fallback) {
  const given = game.rounds.slice(0, roundsGiven(game));
  return {
    game: "sushi-go",
    players: game.names.map((name, player) => ({
      name: name.trim() || fallback(player),
      rounds: given.map((round) => ({ ...round[player] })),
    })),
  };
}

export const hasContent = (game) => game.names.some((name) => name.trim() !== "")
  || game.rounds.some((round) => round.some((kinds) => Object.keys(kinds).length > 0));

const copy = (game) => structuredClone(game);

/** How many cards `card` (a card of the deck: "squid", "wasabi"...) the whole game holds: the deck is
 * never shuffled back, so the three rounds together hold at most the deck's. */
export function cardsUsed(game, card) {
  let used = 0;
  for (const round of game.rounds) {
    for (const kinds of round) {
      for (const [kind, count] of Object.entries(kinds)) used += count * FACTS.kindCards[kind].filter((one) => one === card).length;
    }
  }
  return used;
}

/** The cards of the deck whose every copy is entered: [card], in the deck's order. */
export const spentCards = (game) => Object.keys(FACTS.deck).filter((card) => cardsUsed(game, card) >= FACTS.deck[card]);

/** Whether one more of `kind` fits: in the hand of the spot being entered, and in what the deck has left. */
export function fits(game, kind) {
  if (cardsIn(game, game.at.round, game.at.player) + FACTS.cardsOfKind[kind] > handSize(game)) return false;
  return FACTS.kindCards[kind].every((card) => cardsUsed(game, card) < FACTS.deck[card]);
}

/** Whether any card is entered, anywhere in the game. */
export const hasCards = (game) => game.rounds.some((round) => round.some((kinds) => Object.keys(kinds).length > 0));

/** The next spot after the current one whose hand is not full (the current one when none is). */
function nextOpen(game) {
  const players = game.names.length;
  const start = game.at.round * players + game.at.player;
  for (let step = 1; step < ROUNDS * players; step += 1) {
    const at = start + step;
    if (at >= ROUNDS * players) break;
    const spot = { round: Math.floor(at / players), player: at % players };
    if (!isFull(game, spot.round, spot.player)) return spot;
  }
  return game.at;
}

/** One more card of `kind` for the spot being entered; a full hand moves on to the next spot. */
export function addCard(game, kind) {
  if (!KINDS.includes(kind) || !fits(game, kind)) return game;
  const next = copy(game);
  const kinds = next.rounds[next.at.round][next.at.player];
  kinds[kind] = (kinds[kind] || 0) + 1;
  if (isFull(next, next.at.round, next.at.player)) next.at = nextOpen(next);
  return next;
}

export function removeCard(game, kind) {
  const kinds = game.rounds[game.at.round][game.at.player];
  if (!kinds[kind]) return game;
  const next = copy(game);
  const changed = next.rounds[next.at.round][next.at.player];
  changed[kind] -= 1;
  if (changed[kind] === 0) delete changed[kind];
  return next;
}

export { setName } from "./round-game.mjs";

/** Another number of players: names and hands of the players kept are kept. */
export function setPlayers(game, players) {
  if (!COUNTS.includes(players) || players === game.names.length) return game;
  const next = withPlayers(game, players, (kinds) => ({ ...(kinds || {}) }));
  return { ...next, at: { round: game.at.round, player: Math.min(game.at.player, players - 1) } };
}

export function select(game, { round = game.at.round, player = game.at.player }) {
  if (!isIndex(round, ROUNDS) || !isIndex(player, game.names.length)) return game;
  if (round === game.at.round && player === game.at.player) return game;
  return { ...game, at: { round, player } };
}

export { update } from "./undo-store.mjs";
