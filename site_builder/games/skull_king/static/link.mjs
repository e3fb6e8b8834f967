// Skull King's bytes in a share link (the kit's share-link.mjs frames them: format byte, checksum,
// base64url), from the scorer's form of the game: the players and names, the options (edition, scoring,
// advanced cards as bits, structure), then per round and player the bid and tricks, the captures (kind
// and count), the Loot's captors (by player index), the wager, Harry's change and the Cannonball.

import FACTS from "./facts.mjs";

const ALL_CAPTURES = Object.keys(FACTS.captureDeck);
const STRUCTURES = FACTS.structures["2021"];

function encodeRound(write, round, names) {
  write.byte(round.bid);
  write.byte(round.tricks);
  const captures = Object.entries(round.captures || {}).filter(([, n]) => n > 0);
  write.byte(captures.length);
  for (const [kind, count] of captures) {
    write.byte(ALL_CAPTURES.indexOf(kind));
    write.byte(count);
  }
  const loot = round.loot || [];
  write.byte(loot.length);
  for (const name of loot) write.byte(names.indexOf(name));
  write.byte(FACTS.wagers.indexOf(round.wager || 0));
  write.byte(FACTS.harryChanges.indexOf(round.harry || 0));
  write.byte(round.cannonball ? 1 : 0);
}

function decodeRound(read, names) {
  const round = { bid: read.next(), tricks: read.next() };
  const captures = {};
  for (let held = read.next(); held > 0; held -= 1) {
    const kind = ALL_CAPTURES[read.next()];
    if (!kind || Object.hasOwn(captures, kind)) read.broken("capture");
    captures[kind] = read.next();
  }
  if (Object.keys(captures).length) round.captures = captures;
  const loot = [];
  for (let held = read.next(); held > 0; held -= 1) {
    const name = names[read.next()];
    if (name === undefined) read.broken("loot");
    loot.push(name);
  }
  if (loot.length) round.loot = loot;
  const wager = FACTS.wagers[read.next()];
  const harry = FACTS.harryChanges[read.next()];
  if (wager === undefined || harry === undefined) read.broken("ability");
  if (wager) round.wager = wager;
  if (harry) round.harry = harry;
  if (read.next() === 1) round.cannonball = true;
  return round;
}

export const codec = {
  encode(write, game) {
    const names = game.players.map((player) => player.name);
    write.byte(names.length);
    for (const name of names) write.text(name);
    write.byte(FACTS.editions.indexOf(game.edition || "2021"));
    write.byte(FACTS.scorings.indexOf(game.scoring || "skull-king"));
    write.byte(FACTS.advanced.reduce((bits, name, index) => bits | ((game.advanced && game.advanced[name] ? 1 : 0) << index), 0));
    write.byte(STRUCTURES.indexOf(game.structure || "standard"));
    const rounds = game.players[0].rounds.length;
    write.byte(rounds);
    for (let round = 0; round < rounds; round += 1) {
      for (const player of game.players) encodeRound(write, player.rounds[round], names);
    }
  },
  decode(read) {
    const count = read.next();
    if (!FACTS.playerCounts.includes(count)) read.broken("players");
    const names = Array.from({ length: count }, () => read.text());
    const edition = FACTS.editions[read.next()];
    const scoring = FACTS.scorings[read.next()];
    const bits = read.next();
    const structure = STRUCTURES[read.next()];
    if (!edition || !scoring || !structure) read.broken("options");
    const game = { game: "skull-king", edition };
    if (edition === "2021") {
      game.scoring = scoring;
      game.advanced = Object.fromEntries(FACTS.advanced.map((name, index) => [name, Boolean(bits & (1 << index))]));
      game.structure = structure;
    }
    const rounds = read.next();
    if (rounds < 1 || rounds > 20) read.broken("rounds");
    const players = names.map((name) => ({ name, rounds: [] }));
    for (let round = 0; round < rounds; round += 1) {
      for (const player of players) player.rounds.push(decodeRound(read, names));
    }
    game.players = players;
    return game;
  },
};
