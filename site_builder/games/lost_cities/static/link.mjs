// Lost Cities' bytes in a share link (the kit's share-link.mjs frames them: format byte, checksum,
// base64url), from the scorer's form of the game: a flags byte (1: the long game), the two names,
// the round count, then per round and player, for each colour of the long game, 2 bytes: the wager
// count (2 bits) and which of the values 2 to 10 are held (9 bits). A three-round game makes a link
// of about 100 characters.

import FACTS from "./facts.mjs";

const LONG_GAME = 1;

function encodeColumn(write, column) {
  const wagers = column ? column.wagers : 0;
  let mask = 0;
  for (const value of column ? column.cards : []) {
    const at = FACTS.values.indexOf(value);
    if (at < 0) write.byte(-1);
    mask |= 1 << at;
  }
  if (!Number.isInteger(wagers) || wagers < 0 || wagers > FACTS.maxWagers) write.byte(-1);
  write.byte((wagers << 1) | (mask >> 8));
  write.byte(mask & 0xff);
}

function decodeColumn(read) {
  const high = read.next();
  const mask = ((high & 1) << 8) | read.next();
  const wagers = high >> 1;
  if (wagers > FACTS.maxWagers) read.broken("wagers");
  const cards = FACTS.values.filter((_, at) => mask & (1 << at));
  return wagers || cards.length ? { wagers, cards } : null;
}

export const codec = {
  encode(write, game) {
    write.byte(game.long_game ? LONG_GAME : 0);
    write.byte(game.players.length);
    for (const player of game.players) write.text(player.name);
    write.byte(game.players[0].rounds.length);
    for (let round = 0; round < game.players[0].rounds.length; round += 1) {
      for (const player of game.players) {
        for (const colour of FACTS.longGameColours) encodeColumn(write, player.rounds[round][colour]);
      }
    }
  },
  decode(read) {
    const flags = read.next();
    if (flags > LONG_GAME) read.broken("flags");
    const count = read.next();
    if (count !== FACTS.players) read.broken("players");
    const players = Array.from({ length: count }, () => ({ name: read.text(), rounds: [] }));
    const rounds = read.next();
    if (rounds === 0) read.broken("rounds");
    for (let round = 0; round < rounds; round += 1) {
      for (const player of players) {
        const columns = {};
        for (const colour of FACTS.longGameColours) {
          const column = decodeColumn(read);
          if (column) columns[colour] = column;
        }
        player.rounds.push(columns);
      }
    }
    return { game: "lost-cities", long_game: flags === LONG_GAME, players };
  },
};
