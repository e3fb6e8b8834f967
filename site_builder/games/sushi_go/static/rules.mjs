// What Sushi Go! gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are read
// back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { completeGame, totalsTable } from "./results.mjs";
import { roundRows, stateRules } from "./round-game.mjs";
import * as state from "./state.mjs";
import { sushiGoWords } from "./words.mjs";

export const rules = {
  ...stateRules("sushi-go", state, codec),
  // Finished once every hand of every round is full (as the verdict says the winners).
  finished(scorerGame) {
    const game = state.fromScorerGame(scorerGame);
    return game !== null && game.rounds.every((round, r) => round.every((_, player) => state.isFull(game, r, player)));
  },
  initialUi: () => ({ outcome: null, problems: [], removing: false }),
  pictureRows: (result, words) => [
    ...roundRows(result, words, (player, index) => player.rounds[index].total),
    ...(completeGame(result) ? [{
      label: words.term("pudding"),
      values: result.players.map((player) => words.num(player.pudding.points)),
    }] : []),
  ],
  renderShared: (node, words, result) => node.replaceChildren(totalsTable(sushiGoWords(words), result)),
};
