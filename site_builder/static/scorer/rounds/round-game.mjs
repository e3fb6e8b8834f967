// What the round-based games hold alike: a game of the page with `names` (one per player) and `rounds`
// (each [one entry per player]), changed by pure functions (each returns a new game, or the same one
// when nothing changes), and the part of its rules object (docs/scorer-page-kit.md) that only hands
// the kit its state module's functions. A game's state.mjs keeps what its entries are.

export const isIndex = (value, length) => Number.isInteger(value) && value >= 0 && value < length;

/** The name of one player changed (as typed; the scorer trims and compares). */
export function setName(game, player, name) {
  if (!isIndex(player, game.names.length) || game.names[player] === String(name)) return game;
  return { ...game, names: game.names.map((old, index) => (index === player ? String(name) : old)) };
}

/** Another number of players: the names and entries of the players kept are kept, in every round;
 * `entry(kept)` gives a player's entry from the one kept (undefined for a new player). */
export function withPlayers(game, players, entry) {
  const resize = (list, fill) => Array.from({ length: players }, (_, index) => fill(list[index]));
  return { ...game, names: resize(game.names, (name) => name || ""), rounds: game.rounds.map((round) => resize(round, entry)) };
}

/** The rules' fields that come from the game's state module as they are: a new game, one read back, the
 * scorer's form and back, whether anything was entered; with the game's slug and share link's codec. */
export const stateRules = (slug, state, link) => ({
  slug, link, newGame: () => state.newGame(), restore: state.readGame, fromScorer: state.fromScorerGame,
  toScorer: state.toScorerGame, hasContent: state.hasContent,
});

/** The picture's rows of a round-by-round result: one per round, `value(player, round)` for each player. */
export const roundRows = (result, words, value) => result.players[0].rounds.map((_, index) => ({
  label: words.t("round_tab", { number: words.num(index + 1) }),
  values: result.players.map((player) => words.num(value(player, index))),
}));
