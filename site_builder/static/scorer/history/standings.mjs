// The standings across plays, for the table's history: pure functions, no DOM, no storage, no clock.
// A play is {slug, date (ISO), players: [{name, total}], winners: [name]} (a saved entry of a finished
// game, with its game's slug). Players are told apart as the scorers tell names apart (bg-stats.mjs'
// nameKey: "Léa" and "léa " are one player), then through the merges a person made (name-merges.mjs:
// {key -> key}, one spelling counted as another).

import { nameKey } from "./bg-stats.mjs";

/** The key a name is counted under: its own, or the one it was merged into (followed to the end). */
export function resolveKey(merges, name) {
  let key = nameKey(name);
  const seen = new Set();
  while (Object.hasOwn(merges, key) && !seen.has(key)) {
    seen.add(key);
    key = merges[key];
  }
  return key;
}

/** The keys of a play's players, in its order. */
export const playKeys = (play, merges) => play.players.map((player) => resolveKey(merges, player.name));

/** Each player key's name as shown: the spelling of its newest play whose own key it is (a merged
 * spelling never names the player it joined); `fallbacks` (key -> name) for a key no play spells. */
export function playerNames(plays, merges, fallbacks = {}) {
  const names = { ...fallbacks };
  const dated = new Map();
  for (const play of plays) {
    const time = Date.parse(play.date);
    for (const player of play.players) {
      const own = nameKey(player.name);
      const key = resolveKey(merges, player.name);
      const rank = own === key ? 1 : 0; // the key's own spelling before a merged one
      const was = dated.get(key);
      if (!was || rank > was.rank || (rank === was.rank && time > was.time)) {
        dated.set(key, { rank, time });
        names[key] = player.name.trim();
      }
    }
  }
  return names;
}

/** The standings of `plays`: one row per player, {key, plays, wins, winRate, average, best, last}
 * (`last` the ISO date of the newest play), the most wins first, then the best win rate, the best
 * average, the key. A shared win is a win of each winner; a player counted twice in one play (two
 * spellings merged) counts once there, with the higher total. */
export function standings(plays, merges) {
  const rows = new Map();
  for (const play of plays) {
    const winners = new Set(play.winners.map((name) => resolveKey(merges, name)));
    const totals = new Map();
    play.players.forEach((player) => {
      const key = resolveKey(merges, player.name);
      totals.set(key, Math.max(totals.get(key) ?? -Infinity, player.total));
    });
    for (const [key, total] of totals) {
      const row = rows.get(key) || { key, plays: 0, wins: 0, sum: 0, best: -Infinity, last: null };
      row.plays += 1;
      row.wins += winners.has(key) ? 1 : 0;
      row.sum += total;
      row.best = Math.max(row.best, total);
      if (row.last === null || Date.parse(play.date) > Date.parse(row.last)) row.last = play.date;
      rows.set(key, row);
    }
  }
  return [...rows.values()].map(({ sum, ...row }) => ({ ...row, winRate: row.wins / row.plays, average: sum / row.plays }))
    .sort((a, b) => b.wins - a.wins || b.winRate - a.winRate || b.average - a.average || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Whether the players of keys `a` and `b` played one same game (then they are two people). */
export const playedTogether = (plays, merges, a, b) => plays.some((play) => {
  const keys = playKeys(play, merges);
  return keys.includes(a) && keys.includes(b);
});

/** Each player's running total over the rounds of one play, or null when it was not scored round by
 * round (its players keep no `rounds`, or not as many each): {steps: [{round} | {final: true}], players:
 * [{name, running: [n]}]}. A last step, the final total, is added when the total is not the sum of the
 * rounds (what is counted only at the end). */
export function runningTotals(play) {
  const { players } = play;
  const length = Array.isArray(players[0]?.rounds) ? players[0].rounds.length : 0;
  if (!length || !players.every((player) => Array.isArray(player.rounds) && player.rounds.length === length
    && player.rounds.every(Number.isFinite))) return null;
  const running = players.map((player) => {
    let sum = 0;
    return player.rounds.map((points) => (sum += points));
  });
  const final = players.some((player, index) => running[index][length - 1] !== player.total);
  const steps = [...roundSteps(length), ...(final ? [{ final: true }] : [])];
  return {
    steps,
    players: players.map((player, index) => ({ name: player.name, running: final ? [...running[index], player.total] : running[index] })),
  };
}

const roundSteps = (length) => Array.from({ length }, (_, index) => ({ round: index + 1 }));
