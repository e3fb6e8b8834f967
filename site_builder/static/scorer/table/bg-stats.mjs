// A finished game as a play to log in BG Stats: the JSON its createPlay page reads, as other apps send
// it, and the link holding it (`?data=` the JSON, URI-encoded). Pure: no DOM, no clock, no storage.
// The link opens the BG Stats app where it is installed; elsewhere only BG Stats' page (the table says
// so beside the link). What the play holds (docs/scorer-page-kit.md):
// - sourceName "Marquoir" and sourcePlayId the saved game's own id (the same game, the same play);
// - playDate, the saved entry's date in UTC as "yyyy-MM-dd HH:mm:ss";
// - game: {name, bggId (a number), sourceGameId (the slug), highestWins: true, noPoints: false};
// - players: [{name, sourcePlayerId (the name's key, as the scorers tell names apart), score, winner,
//   startPlayer (false: not entered here; BG Stats refuses a missing boolean), rank (1 the best, equal
//   scores equal ranks)}].

export const CREATE_PLAY = "https://app.bgstatsapp.com/createPlay.html";
export const SOURCE_NAME = "Marquoir";

/** A player's name as the scorers compare names (scorer/common/reading.py: `name.strip().casefold()`):
 * spaces at the ends and letter case ignored, so "Léa" and "léa " are one player. Upper then lower case
 * folds as casefold does ("ß" and "SS" alike), NFC first so that an accent typed apart is the same. */
export const nameKey = (name) => String(name).normalize("NFC").trim().toUpperCase().toLowerCase();

const two = (n) => String(n).padStart(2, "0");

/** An ISO date as BG Stats reads it, in UTC: "2026-05-01 18:47:00"; null when it is not a date. */
export function playDate(iso) {
  const date = new Date(iso);
  if (typeof iso !== "string" || Number.isNaN(date.getTime())) return null;
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())} `
    + `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
}

/** Each total's rank, highest first: 1 for the best, equal totals the same rank ([9, 12, 9] -> [2, 1, 2]). */
export const ranks = (totals) => totals.map((total) => 1 + totals.filter((other) => other > total).length);

/** The play of a saved entry ({id, date, players: [{name, total}], winners}) of `game` ({name, bggId,
 * sourceGameId}), or null when the game has no BoardGameGeek id or the entry cannot be one. */
export function playOf(game, entry) {
  if (!game || !Number.isInteger(game.bggId) || !entry || typeof entry.id !== "string" || !entry.id) return null;
  const date = playDate(entry.date);
  if (date === null || !Array.isArray(entry.players) || entry.players.length === 0) return null;
  const winners = new Set((entry.winners || []).map(nameKey));
  const order = ranks(entry.players.map((player) => player.total));
  return {
    sourceName: SOURCE_NAME,
    sourcePlayId: entry.id,
    playDate: date,
    game: {
      name: game.name, bggId: game.bggId, sourceGameId: game.sourceGameId, highestWins: true, noPoints: false,
    },
    players: entry.players.map((player, index) => ({
      name: player.name,
      sourcePlayerId: nameKey(player.name),
      score: player.total,
      winner: winners.has(nameKey(player.name)),
      startPlayer: false,
      rank: order[index],
    })),
  };
}

/** The link that opens `play` in BG Stats. */
export const playUrl = (play) => `${CREATE_PLAY}?data=${encodeURIComponent(JSON.stringify(play))}`;

/** The link for a saved entry of `game`, or null (no id, or not a play). */
export function entryUrl(game, entry) {
  const play = playOf(game, entry);
  return play === null ? null : playUrl(play);
}
