// The game being entered, as plain data, and every change to it as a pure function. No DOM here:
// the page renders from this state, saves it in localStorage and sends `toScorerGame(game)` to the
// scorer. A store keeps the previous games for undo. No scoring here: the scorer (Python) counts.
//
// A game: {format, longGame, names: [2 strings], rounds: [ROUND], at: {round, player}} where ROUND is
// [COLUMNS of player 1, COLUMNS of player 2] and COLUMNS maps a colour id to {wagers, cards}: the
// wager cards held (their numbers, 1 to 3: each is one card of the deck) and the values held.

import FACTS from "./facts.mjs";
import { isIndex } from "./round-game.mjs";

// The game's facts come from the scorer's Python (written into facts.mjs by the build).
export const COLOURS = FACTS.colours;
export const LONG_GAME_COLOURS = FACTS.longGameColours;
export const VALUES = FACTS.values;
export const WAGERS = Array.from({ length: FACTS.maxWagers }, (_, index) => index + 1);
export const PLAYERS = FACTS.players;
export const DEFAULT_ROUNDS = FACTS.defaultRounds;
const FORMAT = 1;
const LONG_ONLY = LONG_GAME_COLOURS.filter((colour) => !COLOURS.includes(colour));

const newRound = () => Array.from({ length: PLAYERS }, () => ({}));

export function newGame() {
  return {
    format: FORMAT,
    longGame: false,
    names: Array(PLAYERS).fill(""),
    rounds: Array.from({ length: DEFAULT_ROUNDS }, newRound),
    at: { round: 0, player: 0 },
  };
}

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

// Numbers each allowed, each once, in order: a column's list as this page writes it.
const isList = (items, allowed) => Array.isArray(items) && items.every((item, index) => allowed.includes(item)
  && (index === 0 || item > items[index - 1]));

/** A player's columns of a round ({colour: {wagers, cards}}), or null when a colour, a card or a wager
 * is not one this page writes (nothing is dropped: the kit keeps a damaged game aside). */
function readColumns(columns) {
  if (!isObject(columns)) return null;
  const found = {};
  for (const [colour, column] of Object.entries(columns)) {
    if (!LONG_GAME_COLOURS.includes(colour) || !isObject(column)) return null;
    const wagers = column.wagers ?? []; // a list left out is an empty one: nothing to lose
    const cards = column.cards ?? [];
    if (!isList(wagers, WAGERS) || !isList(cards, VALUES)) return null;
    if (wagers.length || cards.length) found[colour] = { wagers: [...wagers], cards: [...cards] };
  }
  return found;
}

/** A game read back from storage (parsed data), or null when it is not one saved by this page in full:
 * a card that is not one (a `null`, a value twice) makes the whole game damaged, never a card dropped.
 * A card held by both players is kept as it was saved (the scorer refuses it and says so, and the page
 * lets either copy be taken off). */
export function readGame(data) {
  if (!isObject(data) || data.format !== FORMAT || !Array.isArray(data.rounds) || data.rounds.length === 0) return null;
  if (!Array.isArray(data.names) || data.names.length !== PLAYERS || !data.names.every((name) => typeof name === "string")) return null;
  if (data.longGame !== undefined && typeof data.longGame !== "boolean") return null;
  const rounds = data.rounds.map((round) => (Array.isArray(round) && round.length === PLAYERS ? round.map(readColumns) : null));
  if (rounds.some((round) => round === null || round.includes(null))) return null;
  const game = newGame();
  game.longGame = data.longGame === true;
  game.names = [...data.names];
  game.rounds = rounds;
  const at = data.at || {};
  game.at = {
    round: isIndex(at.round, game.rounds.length) ? at.round : 0,
    player: isIndex(at.player, PLAYERS) ? at.player : 0,
  };
  return game;
}

/** The same from a text; a new game for a text that is not one. */
export function restoreGame(text) {
  try {
    return readGame(JSON.parse(text)) || newGame();
  } catch {
    return newGame();
  }
}

const isCount = (value, max) => Number.isInteger(value) && value >= 0 && value <= max;

/** A game in the scorer's form (a recent game, a shared one) as a game of the page, or null. */
export function fromScorerGame(scorerGame) {
  const players = scorerGame && scorerGame.players;
  if (!Array.isArray(players) || players.length !== PLAYERS) return null;
  if (!players.every((player) => player && typeof player.name === "string" && Array.isArray(player.rounds))) return null;
  const count = players[0].rounds.length;
  if (count === 0 || players.some((player) => player.rounds.length !== count)) return null;
  const game = newGame();
  game.longGame = scorerGame.long_game === true;
  game.names = players.map((player) => player.name);
  game.rounds = Array.from({ length: count }, () => newRound());
  for (const [p, player] of players.entries()) {
    for (const [r, round] of player.rounds.entries()) {
      if (!round || typeof round !== "object") return null;
      for (const [colour, column] of Object.entries(round)) {
        if (!LONG_GAME_COLOURS.includes(colour) || !column || !isCount(column.wagers, WAGERS.length)) return null;
        if (!Array.isArray(column.cards) || !column.cards.every((value) => VALUES.includes(value))) return null;
        game.rounds[r][p][colour] = { wagers: WAGERS.slice(0, column.wagers), cards: [...new Set(column.cards)].sort((a, b) => a - b) };
      }
    }
  }
  return game;
}

/** Whether the game holds anything typed: a name or a card. */
export const hasContent = (game) => game.names.some((name) => name.trim() !== "")
  || game.rounds.some((round) => round.some((columns) => Object.keys(columns).length > 0));

export const coloursInPlay = (game) => (game.longGame ? LONG_GAME_COLOURS : COLOURS);

/** The colours the board shows for a round: those in play, and a long-game colour still holding cards. */
export function shownColours(game, roundIndex) {
  const round = game.rounds[roundIndex] || [];
  const held = LONG_ONLY.filter((colour) => round.some((columns) => columns[colour]));
  return [...coloursInPlay(game), ...held.filter((colour) => !coloursInPlay(game).includes(colour))];
}

export const column = (game, roundIndex, player, colour) => game.rounds[roundIndex][player][colour] || { wagers: [], cards: [] };

const listOf = (card) => (card.kind === "wager" ? "wagers" : "cards");
const numberOf = (card) => (card.kind === "wager" ? card.number : card.value);

/** The players (indexes) holding a card {kind: "wager", number} or {kind: "value", value} in a round's colour. */
export function holders(game, roundIndex, colour, card) {
  return game.rounds[roundIndex].flatMap((columns, player) => {
    const held = columns[colour] && columns[colour][listOf(card)].includes(numberOf(card));
    return held ? [player] : [];
  });
}

// Changes. Each returns a new game and leaves its argument untouched.

const copy = (game) => structuredClone(game);

/** Puts the card in the player's column, or takes it out; a card another player holds is left alone. */
export function toggleCard(game, roundIndex, player, colour, card) {
  if (!isIndex(roundIndex, game.rounds.length) || !isIndex(player, PLAYERS) || !LONG_GAME_COLOURS.includes(colour)) return game;
  const allowed = card.kind === "wager" ? WAGERS : VALUES;
  if (!allowed.includes(numberOf(card))) return game;
  const owners = holders(game, roundIndex, colour, card);
  if (owners.length && !owners.includes(player)) return game;
  const next = copy(game);
  const columns = next.rounds[roundIndex][player];
  const target = columns[colour] || { wagers: [], cards: [] };
  const list = target[listOf(card)];
  const number = numberOf(card);
  target[listOf(card)] = list.includes(number) ? list.filter((n) => n !== number) : [...list, number].sort((a, b) => a - b);
  if (target.wagers.length || target.cards.length) columns[colour] = target;
  else delete columns[colour];
  return next;
}

export { setName } from "./round-game.mjs";

export function setLongGame(game, on) {
  if (game.longGame === Boolean(on)) return game;
  return { ...copy(game), longGame: Boolean(on) };
}

/** The round and player entered; another round starts with its first player's cards (one tap less). */
export function select(game, { round = game.at.round, player = round === game.at.round ? game.at.player : 0 }) {
  if (!isIndex(round, game.rounds.length) || !isIndex(player, PLAYERS)) return game;
  if (round === game.at.round && player === game.at.player) return game;
  return { ...game, at: { round, player } };
}

export function addRound(game) {
  const next = copy(game);
  next.rounds.push(newRound());
  next.at = { round: next.rounds.length - 1, player: 0 };
  return next;
}

export function removeLastRound(game) {
  if (game.rounds.length <= 1) return game;
  const next = copy(game);
  next.rounds.pop();
  next.at = { round: Math.min(next.at.round, next.rounds.length - 1), player: next.at.player };
  return next;
}

/** A game of one round: the first one kept, the others dropped (undoable, as every change). */
export function keepFirstRound(game) {
  if (game.rounds.length <= 1) return game;
  const next = copy(game);
  next.rounds = next.rounds.slice(0, 1);
  next.at = { round: 0, player: next.at.player };
  return next;
}

/** How many rounds hold a card (of either player): the game is over once every round does. */
export const roundsEntered = (game) => game.rounds.filter((round) => round.some((columns) => Object.keys(columns).length > 0)).length;

/** The game as the scorer reads it; a blank name is sent as `fallback(index)` (the page's words). */
export function toScorerGame(game, fallback) {
  return {
    game: "lost-cities",
    long_game: game.longGame,
    players: game.names.map((name, player) => ({
      name: name.trim() || fallback(player),
      rounds: game.rounds.map((round) => Object.fromEntries(
        LONG_GAME_COLOURS.filter((colour) => round[player][colour]).map((colour) => {
          const { wagers, cards } = round[player][colour];
          return [colour, { wagers: wagers.length, cards: [...cards] }];
        }),
      )),
    })),
  };
}

// Undo: the store of every scorer page (the core's undo-store.mjs), part of this module's interface.
export { UNDO_DEPTH, canUndo, createStore, undo, update } from "./undo-store.mjs";
