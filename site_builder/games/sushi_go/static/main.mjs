// The Sushi Go! scorer page on the kit's round page (round-page.mjs: the names, the score after every
// change, the problems, undo and new game, the table): wires the number of players (already in the
// HTML, so it takes taps before this module runs) and the entry, and draws the entry and the results.
// A refused game keeps the last result on the page (the refusal says, where it was made, what to
// change); a hand still short is warned of only once a later hand holds cards (the hand being entered
// is counted down beside the keys); after each change a person makes the page says one sentence,
// politely: the refusal, else the verdict once the game is complete, else the hand being entered.

import { startRoundPage } from "./round-page.mjs";
import { handText, renderEntry, wireEntry } from "./entry.mjs";
import { describeProblem } from "./problems.mjs";
import { completeGame, renderResult } from "./results.mjs";
import { rules } from "./rules.mjs";
import * as state from "./state.mjs";
import { sushiGoWords } from "./words.mjs";

const NODES = {
  countButtons: ["[data-count]"], nameRows: ["[data-name-row]"], nameErrors: ["[data-name-error]"], entry: "[data-entry]",
  entryHeading: "[data-entry-heading]", roundTabs: "[data-round-tabs]", playerTabs: "[data-player-tabs]", hand: "[data-hand]",
  removeMode: "[data-remove-mode]", keys: "[data-keys]", keysNote: "[data-keys-note]", standings: "[data-standings]",
  totals: "[data-totals]", verdict: "[data-verdict]", detail: "[data-detail]",
};

/** Whether a hand after (round, player), in the order they are entered, holds cards in `sent`. */
function laterHoldsCards(sent, round, player) {
  const players = sent.players;
  return players.some((one, p) => one.rounds.some((kinds, r) => (r > round || (r === round && p > player))
    && Object.values(kinds).some((count) => count > 0)));
}

/** A short hand is said once the players have gone past it; every other problem always. */
function shows(problem, sent) {
  if (problem.code !== "short_round") return true;
  const where = (problem.params && problem.params.where) || {};
  return Number.isInteger(where.round) && Number.isInteger(where.player) && laterHoldsCards(sent, where.round, where.player);
}

/** The one sentence after a change: a refusal; a name typed says nothing else; the verdict of a game
 * just complete; else the hand being entered (with the heading when the spot is another one). */
function announce({ session: { ui, game }, nodes, words }) {
  const errors = ui.problems.filter((_, at) => !ui.found[at] || ui.found[at].code !== "short_round");
  if (errors.length) return errors[0];
  if (ui.change && ui.change.name !== undefined) return "";
  if (ui.outcome && ui.outcome.complete && state.hasCards(game)) return nodes.verdict.textContent;
  const spot = `${game.at.round}:${game.at.player}`;
  const moved = spot !== ui.spokenSpot;
  ui.spokenSpot = spot;
  return moved ? words.join(nodes.entryHeading.textContent, " ", handText(words, game)) : handText(words, game);
}

startRoundPage(rules, {
  nodes: NODES,
  words: sushiGoWords,
  draw: (ctx) => {
    renderEntry(ctx);
    renderResult(ctx);
  },
  wire: (ctx) => wireEntry(ctx, ctx.change),
  describe: describeProblem,
  outcome: (envelope) => ({ result: envelope.result, complete: completeGame(envelope.result) }),
  shows,
  keepsResult: true,
  announce,
  setName: state.setName,
});
