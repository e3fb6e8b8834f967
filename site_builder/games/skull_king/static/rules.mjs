// What Skull King gives the scorer-page kit (see docs/scorer-page-kit.md): how its games are read
// back, linked, pictured and shown when shared; the rest of the page is its own modules'.

import { codec } from "./link.mjs";
import { totalsTable } from "./results.mjs";
import { roundRows, stateRules } from "./round-game.mjs";
import * as state from "./state.mjs";
import { skullKingWords } from "./words.mjs";

export const rules = {
  ...stateRules("skull-king", state, codec),
  // Finished once every planned round is in (the scorer's `finished`: the winner is said then only).
  finished(scorerGame) {
    const game = state.fromScorerGame(scorerGame);
    return game !== null && state.roundsGiven(game) === state.planned(game);
  },
  initialUi: () => ({ outcome: null, problems: [], placed: [], bonus: null }),
  // The bonuses opened stay open across a reload.
  keepUi: (ui) => ({ bonus: ui.bonus }),
  restoreUi: (data) => ({ bonus: data && Number.isInteger(data.bonus) ? data.bonus : null }),
  pictureRows: (result, words) => roundRows(result, words, (player, index) => player.rounds[index].running_total),
  renderShared: (node, words, result) => node.replaceChildren(totalsTable(skullKingWords(words), result)),
};
