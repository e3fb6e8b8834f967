// Sushi Go!'s bytes in a share link (the kit's share-link.mjs frames them: format byte, checksum,
// base64url), from the scorer's form of the game: the player count, the names, the round count, then
// per round and player the number of kinds held and, for each, its index in KINDS and its count.
// A finished game of 2 players makes a link of about 120 characters.

import FACTS from "./facts.mjs";

export const codec = {
  encode(write, game) {
    write.byte(game.players.length);
    for (const player of game.players) write.text(player.name);
    const rounds = game.players[0].rounds.length;
    write.byte(rounds);
    for (let round = 0; round < rounds; round += 1) {
      for (const player of game.players) {
        const held = Object.entries(player.rounds[round]).filter(([, count]) => count > 0);
        write.byte(held.length);
        for (const [kind, count] of held) {
          write.byte(FACTS.kinds.includes(kind) ? FACTS.kinds.indexOf(kind) : -1);
          write.byte(count);
        }
      }
    }
  },
  decode(read) {
    const count = read.next();
    if (!FACTS.playerCounts.includes(count)) read.broken("players");
    const players = Array.from({ length: count }, () => ({ name: read.text(), rounds: [] }));
    const rounds = read.next();
    if (rounds < 1 || rounds > FACTS.rounds) read.broken("rounds");
    for (let round = 0; round < rounds; round += 1) {
      for (const player of players) {
        const kinds = {};
        for (let held = read.next(); held > 0; held -= 1) {
          const kind = FACTS.kinds[read.next()];
          if (!kind || Object.hasOwn(kinds, kind)) read.broken("kind");
          kinds[kind] = read.next();
        }
        player.rounds.push(kinds);
      }
    }
    return { game: "sushi-go", players };
  },
};
