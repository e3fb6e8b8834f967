// What Lost Cities gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are
// read back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { totalsTable } from "./results.mjs";
import { roundRows, stateRules } from "./round-game.mjs";
import * as state from "./state.mjs";

export const rules = {
  ...stateRules("lost-cities", state, codec),
  legacy: { key: "marquoir.lost-cities.scorer.v1", read: (text) => state.readGame(JSON.parse(text)) },
  // Finished once every round holds a card (as the verdict says the winners).
  finished(scorerGame) {
    const game = state.fromScorerGame(scorerGame);
    return game !== null && state.roundsEntered(game) === game.rounds.length;
  },
  initialUi: () => ({ outcome: null, problems: [] }),
  pictureRows: (result, words) => roundRows(result, words, (player, index) => player.rounds[index].total),
  renderShared: (node, words, result) => node.replaceChildren(totalsTable(words, result)),
};
