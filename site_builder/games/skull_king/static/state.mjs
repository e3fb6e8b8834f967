// The game as the Skull King page holds it, and its changes (pure functions: each returns a new game
// and leaves its argument untouched). No scoring here: the scorer (Python) counts.
//
// A game: {format, names: [2 to 8], edition, scoring, advanced: {loot, kraken, white_whale,
// pirate_abilities}, structure, rounds: [one per round begun: [one per player: {bid, tricks, captures:
// {kind: n}, loot: [names], wager, harry, cannonball}]], at: {round, phase: "bids" | "tricks"}}. A bid or
// tricks not entered yet is null. The scorer is sent the rounds whose every bid and tricks are in.

import FACTS from "./facts.mjs";
import { isIndex, withPlayers } from "./round-game.mjs";

const FORMAT = 1;
export const COUNTS = FACTS.playerCounts;
const PHASES = ["bids", "tricks"];

const blankEntry = () => ({ bid: null, tricks: null, captures: {}, loot: [], wager: 0, harry: 0, cannonball: false });
const blankRound = (players) => Array.from({ length: players }, blankEntry);
const isCount = (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 99);
const copy = (game) => structuredClone(game);

export function newGame(players = 3) {
  return {
    format: FORMAT, names: Array(players).fill(""), edition: FACTS.editions[0], scoring: FACTS.scorings[0],
    advanced: Object.fromEntries(FACTS.advanced.map((name) => [name, false])), structure: FACTS.structures[FACTS.editions[0]][0],
    rounds: [blankRound(players)], at: { round: 0, phase: "bids" },
  };
}

/** The cards dealt in each planned round (the scorer's own numbers, from the facts). */
export function plan(game) {
  const byStructure = FACTS.plans[game.edition][game.structure] || FACTS.plans[game.edition][FACTS.structures[game.edition][0]];
  return byStructure[String(game.names.length)] || [];
}
export const cardsOf = (game, round) => plan(game)[round] || 0;
export const planned = (game) => plan(game).length;
export const isRascal = (game) => game.edition === "2021" && game.scoring === "rascal";
export const captureKinds = (game) => FACTS.captures[game.edition];
export const option = (game, name) => game.edition === "2021" && Boolean(game.advanced[name]);

export const isComplete = (round) => round.every((entry) => entry.bid !== null && entry.tricks !== null);
export const bidsIn = (round) => round.every((entry) => entry.bid !== null);
export const tricksIn = (round) => round.reduce((sum, entry) => sum + (entry.tricks || 0), 0);

/** How many rounds from the first are complete (what the scorer is sent). */
export function roundsGiven(game) {
  let given = 0;
  while (given < game.rounds.length && given < planned(game) && isComplete(game.rounds[given])) given += 1;
  return given;
}

function readEntry(data) {
  if (!data || typeof data !== "object" || !isCount(data.bid) || !isCount(data.tricks)) return null;
  const captures = {};
  for (const [kind, count] of Object.entries(data.captures || {})) {
    if (!Object.hasOwn(FACTS.captureDeck, kind) || !Number.isInteger(count) || count < 0 || count > 99) return null;
    if (count) captures[kind] = count;
  }
  const given = data.loot === undefined ? [] : data.loot;
  const loot = Array.isArray(given) && given.every((name) => typeof name === "string") ? [...given] : null;
  if (!loot || !FACTS.wagers.includes(data.wager ?? 0) || !FACTS.harryChanges.includes(data.harry ?? 0)) return null;
  return { bid: data.bid, tricks: data.tricks, captures, loot, wager: data.wager ?? 0, harry: data.harry ?? 0, cannonball: data.cannonball === true };
}

function readOptions(data) {
  if (!FACTS.editions.includes(data.edition) || !FACTS.scorings.includes(data.scoring)) return null;
  if (!FACTS.structures[data.edition].includes(data.structure)) return null;
  const advanced = Object.fromEntries(FACTS.advanced.map((name) => [name, Boolean(data.advanced && data.advanced[name])]));
  return { edition: data.edition, scoring: data.scoring, structure: data.structure, advanced };
}

/** A game read back from storage (parsed data), or null when it is not one saved by this page. */
export function readGame(data) {
  if (!data || data.format !== FORMAT || !Array.isArray(data.names) || !COUNTS.includes(data.names.length)) return null;
  if (!data.names.every((name) => typeof name === "string")) return null;
  const options = readOptions(data);
  if (!options || !Array.isArray(data.rounds) || data.rounds.length < 1) return null;
  const players = data.names.length;
  const rounds = data.rounds.map((round) => (Array.isArray(round) && round.length === players ? round.map(readEntry) : null));
  if (rounds.some((round) => !round || round.includes(null))) return null;
  const at = data.at || {};
  const spot = isIndex(at.round, rounds.length) && PHASES.includes(at.phase) ? { round: at.round, phase: at.phase } : { round: 0, phase: "bids" };
  return { format: FORMAT, names: [...data.names], ...options, rounds, at: spot };
}

/** A game in the scorer's form (a recent game, a shared one) as a game of the page, or null. */
export function fromScorerGame(scorerGame) {
  const players = scorerGame && scorerGame.players;
  if (!Array.isArray(players) || !COUNTS.includes(players.length)) return null;
  if (!players.every((player) => player && typeof player.name === "string" && Array.isArray(player.rounds))) return null;
  const options = readOptions({
    edition: scorerGame.edition || "2021", scoring: scorerGame.scoring || "skull-king",
    structure: scorerGame.structure || "standard", advanced: scorerGame.advanced,
  });
  const given = players[0].rounds.length;
  if (!options || given < 1 || players.some((player) => player.rounds.length !== given)) return null;
  const rounds = Array.from({ length: given }, (_, r) => players.map((player) => readEntry(player.rounds[r])));
  if (rounds.some((round) => round.includes(null) || !isComplete(round))) return null;
  const game = { format: FORMAT, names: players.map((player) => player.name), ...options, rounds, at: { round: given - 1, phase: "tricks" } };
  return nextRoundIfDone(game);
}

function scorerEntry(entry, game) {
  const round = { bid: entry.bid, tricks: entry.tricks };
  const captures = Object.fromEntries(Object.entries(entry.captures).filter(([, n]) => n > 0));
  if (Object.keys(captures).length) round.captures = captures;
  if (entry.loot.length) round.loot = [...entry.loot];
  if (entry.wager) round.wager = entry.wager;
  if (entry.harry) round.harry = entry.harry;
  if (entry.cannonball && isRascal(game)) round.cannonball = true;
  return round;
}

/** The game as the scorer reads it; a blank name is sent as `fallback(index)` (the page's words). Only
 * the complete rounds are sent (none at first: the scorer then says so, and the page says nothing). */
export function toScorerGame(game, fallback) {
  const given = roundsGiven(game);
  const sent = { game: "skull-king", edition: game.edition };
  if (game.edition === "2021") {
    Object.assign(sent, { scoring: game.scoring, advanced: { ...game.advanced }, structure: game.structure });
  }
  sent.players = game.names.map((name, player) => ({
    name: name.trim() || fallback(player),
    rounds: game.rounds.slice(0, given).map((round) => scorerEntry(round[player], game)),
  }));
  return sent;
}

export const hasContent = (game) => game.names.some((name) => name.trim() !== "")
  || game.rounds.some((round) => round.some((entry) => entry.bid !== null || entry.tricks !== null));

/** Once every trick of the round being entered is in and they add up to its cards, the next round. */
function nextRoundIfDone(game) {
  const { round } = game.at;
  const current = game.rounds[round];
  if (!isComplete(current) || tricksIn(current) !== cardsOf(game, round) || round + 1 >= planned(game)) return game;
  return openRound(game, round + 1);
}

/** Round `round` opened (a new one is begun when it is the next after the last). */
export function openRound(game, round) {
  if (!isIndex(round, planned(game)) || round > game.rounds.length) return game;
  const next = copy(game);
  if (round === next.rounds.length) {
    if (!isComplete(next.rounds[round - 1])) return game;
    next.rounds.push(blankRound(next.names.length));
  }
  next.at = { round, phase: bidsIn(next.rounds[round]) ? "tricks" : "bids" };
  return next;
}

export function setPhase(game, phase) {
  if (!PHASES.includes(phase) || game.at.phase === phase) return game;
  return { ...game, at: { ...game.at, phase } };
}

function changeEntry(game, player, apply) {
  if (!isIndex(player, game.names.length)) return game;
  const next = copy(game);
  apply(next.rounds[next.at.round][player], next);
  return next;
}

/** A bid for `player` in the round being entered; the last bid moves on to the tricks. */
export function setBid(game, player, bid) {
  if (!Number.isInteger(bid) || bid < 0 || bid > cardsOf(game, game.at.round)) return game;
  const next = changeEntry(game, player, (entry) => { entry.bid = bid; });
  if (bidsIn(next.rounds[next.at.round]) && !bidsIn(game.rounds[game.at.round])) next.at.phase = "tricks";
  return next;
}

/** The tricks of `player`; the last ones that add up move on to the next round. */
export function setTricks(game, player, tricks) {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > cardsOf(game, game.at.round)) return game;
  const wasComplete = isComplete(game.rounds[game.at.round]);
  const next = changeEntry(game, player, (entry) => { entry.tricks = tricks; });
  return wasComplete ? next : nextRoundIfDone(next);
}

export function nextRound(game) {
  return openRound(game, game.at.round + 1);
}

export const changeCapture = (game, player, kind, step) => changeEntry(game, player, (entry) => {
  const count = Math.max(0, Math.min(FACTS.captureDeck[kind], (entry.captures[kind] || 0) + step));
  if (count) entry.captures[kind] = count;
  else delete entry.captures[kind];
});

export const toggleLoot = (game, player, captor) => changeEntry(game, player, (entry) => {
  entry.loot = entry.loot.includes(captor) ? entry.loot.filter((name) => name !== captor) : [...entry.loot, captor];
});

export const setWager = (game, player, wager) => changeEntry(game, player, (entry) => { entry.wager = wager; });
export const setHarry = (game, player, change) => changeEntry(game, player, (entry) => { entry.harry = change; });
export const toggleCannonball = (game, player) => changeEntry(game, player, (entry) => { entry.cannonball = !entry.cannonball; });

export { setName } from "./round-game.mjs";

/** Another number of players: names and entries of the players kept are kept. */
export function setPlayers(game, players) {
  if (!COUNTS.includes(players) || players === game.names.length || players > FACTS.mostPlayers[game.edition]) return game;
  return withPlayers(game, players, (entry) => entry || blankEntry());
}

/** An option of the set-up: edition, scoring, structure, or an advanced card switched. */
export function setOption(game, name, value) {
  const next = copy(game);
  if (name === "edition" && FACTS.editions.includes(value)) {
    next.edition = value;
    if (!FACTS.structures[value].includes(next.structure)) next.structure = FACTS.structures[value][0];
    if (next.names.length > FACTS.mostPlayers[value]) return game;
  } else if (name === "scoring" && FACTS.scorings.includes(value)) next.scoring = value;
  else if (name === "structure" && FACTS.structures[next.edition].includes(value)) next.structure = value;
  else if (FACTS.advanced.includes(name)) next.advanced[name] = !next.advanced[name];
  else return game;
  next.rounds = next.rounds.slice(0, Math.max(1, planned(next)));
  if (next.at.round >= next.rounds.length) next.at = { round: next.rounds.length - 1, phase: "bids" };
  return next;
}

