// What Lost Cities gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are
// read back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { totalsTable } from "./results.mjs";
import * as state from "./state.mjs";

export const rules = {
  slug: "lost-cities",
  newGame: state.newGame,
  restore: state.readGame,
  fromScorer: state.fromScorerGame,
  toScorer: state.toScorerGame,
  legacy: { key: "marquoir.lost-cities.scorer.v1", read: (text) => state.readGame(JSON.parse(text)) },
  link: codec,
  hasContent: state.hasContent,
  // Finished once every round holds a card (as the verdict says the winners).
  finished(scorerGame) {
    const game = state.fromScorerGame(scorerGame);
    return game !== null && state.roundsEntered(game) === game.rounds.length;
  },
  initialUi: () => ({ outcome: null, problems: [] }),
  pictureRows: (result, words) => result.players[0].rounds.map((_, index) => ({
    label: words.t("round_tab", { number: words.num(index + 1) }),
    values: result.players.map((player) => words.num(player.rounds[index].total)),
  })),
  renderShared: (node, words, result) => node.replaceChildren(totalsTable(words, result)),
};
