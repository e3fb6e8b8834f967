// Unit tests of the Lost Cities page's pure game state (games/lost_cities/static/state.mjs), run with
// `node --test` on the module as the build published it (it imports the facts.mjs the build writes):
// STATE_MODULE names that file.
import assert from "node:assert/strict";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const s = await import(pathToFileURL(process.env.STATE_MODULE).href);

const value = (v) => ({ kind: "value", value: v });
const wager = (n) => ({ kind: "wager", number: n });
const fallback = (index) => `Player ${index + 1}`;

test("the facts come from the scorer: five colours, purple in the long game, 2 to 10, 3 wagers", () => {
  assert.deepEqual(s.COLOURS, ["yellow", "blue", "white", "green", "red"]);
  assert.deepEqual(s.LONG_GAME_COLOURS, [...s.COLOURS, "purple"]);
  assert.deepEqual(s.VALUES, [2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.deepEqual(s.WAGERS, [1, 2, 3]);
  const game = s.newGame();
  assert.equal(game.rounds.length, 3);
  assert.deepEqual(game.names, ["", ""]);
});

test("a tap takes a card, a second tap gives it back; the other player cannot take it", () => {
  let game = s.newGame();
  game = s.toggleCard(game, 0, 0, "yellow", value(5));
  game = s.toggleCard(game, 0, 0, "yellow", wager(2));
  assert.deepEqual(s.column(game, 0, 0, "yellow"), { wagers: [2], cards: [5] });
  assert.deepEqual(s.holders(game, 0, "yellow", value(5)), [0]);
  assert.equal(s.toggleCard(game, 0, 1, "yellow", value(5)), game, "taken by player 1");
  assert.equal(s.toggleCard(game, 0, 1, "yellow", wager(2)), game, "that wager card is taken");
  const other = s.toggleCard(game, 0, 1, "yellow", wager(1));
  assert.deepEqual(s.column(other, 0, 1, "yellow"), { wagers: [1], cards: [] });
  assert.deepEqual(s.holders(game, 1, "yellow", value(5)), [], "another round is free");
  game = s.toggleCard(game, 0, 0, "yellow", value(5));
  game = s.toggleCard(game, 0, 0, "yellow", wager(2));
  assert.deepEqual(game.rounds[0][0], {}, "an emptied column is not started");
  assert.equal(s.toggleCard(game, 0, 0, "yellow", value(11)), game);
  assert.equal(s.toggleCard(game, 0, 0, "yellow", wager(4)), game);
  assert.equal(s.toggleCard(game, 0, 0, "orange", value(4)), game);
});

test("the scorer's game: counts of wagers, sorted cards, blank names in the page's words", () => {
  let game = s.newGame();
  game = s.setName(game, 0, "  Ana ");
  for (const card of [value(9), value(3), wager(3), wager(1)]) game = s.toggleCard(game, 1, 0, "red", card);
  game = s.toggleCard(game, 2, 1, "blue", value(10));
  const sent = s.toScorerGame(game, fallback);
  assert.deepEqual(sent, {
    game: "lost-cities",
    long_game: false,
    players: [
      { name: "Ana", rounds: [{}, { red: { wagers: 2, cards: [3, 9] } }, {}] },
      { name: "Player 2", rounds: [{}, {}, { blue: { wagers: 0, cards: [10] } }] },
    ],
  });
});

test("purple shows in the long game, and while it holds cards after the long game is switched off", () => {
  let game = s.newGame();
  assert.deepEqual(s.shownColours(game, 0), s.COLOURS);
  game = s.setLongGame(game, true);
  assert.deepEqual(s.shownColours(game, 0), s.LONG_GAME_COLOURS);
  game = s.toggleCard(game, 0, 1, "purple", value(4));
  game = s.setLongGame(game, false);
  assert.deepEqual(s.shownColours(game, 0), s.LONG_GAME_COLOURS);
  assert.deepEqual(s.shownColours(game, 1), s.COLOURS);
  assert.deepEqual(s.toScorerGame(game, fallback).players[1].rounds[0], { purple: { wagers: 0, cards: [4] } });
});

test("rounds: add one (and go to it), remove the last one (never the only one), select", () => {
  let game = s.newGame();
  game = s.addRound(game);
  assert.equal(game.rounds.length, 4);
  assert.deepEqual(game.at, { round: 3, player: 0 });
  game = s.removeLastRound(game);
  assert.deepEqual(game.at, { round: 2, player: 0 });
  game = s.select(game, { player: 1 });
  assert.deepEqual(game.at, { round: 2, player: 1 });
  assert.equal(s.select(game, { round: 7 }), game);
  while (game.rounds.length > 1) game = s.removeLastRound(game);
  assert.equal(s.removeLastRound(game), game);
});

test("undo goes back one change at a time; unchanged games add no step", () => {
  let store = s.createStore(s.newGame());
  store = s.update(store, (game) => s.toggleCard(game, 0, 0, "green", value(2)));
  store = s.update(store, (game) => s.toggleCard(game, 0, 0, "green", value(3)));
  const same = s.update(store, (game) => game);
  assert.equal(same, store);
  assert.equal(s.canUndo(store), true);
  store = s.undo(store);
  assert.deepEqual(s.column(store.game, 0, 0, "green").cards, [2]);
  store = s.undo(store);
  assert.equal(s.canUndo(store), false);
});

test("storage: a saved game comes back; a damaged one is refused whole (the kit keeps it aside), never a card dropped", () => {
  let game = s.newGame();
  game = s.setName(game, 1, "Ben");
  game = s.toggleCard(game, 1, 1, "white", value(8));
  assert.deepEqual(s.restoreGame(JSON.stringify(game)), game);
  assert.deepEqual(s.restoreGame("not json"), s.newGame());
  assert.deepEqual(s.restoreGame(JSON.stringify({ format: 99 })), s.newGame());
  assert.deepEqual(s.restoreGame(null), s.newGame());
  const saved = { format: 1, longGame: false, names: ["Ana", "Ben"], at: { round: 0, player: 0 },
    rounds: [[{ yellow: { wagers: [1], cards: [3, 8, 10] } }, {}]] };
  assert.deepEqual(s.readGame(saved).rounds, saved.rounds);
  const damages = [
    (d) => { d.rounds[0][0].yellow.cards = [null, 8, 10]; }, // the report's yellow column
    (d) => { d.rounds[0][0].yellow.cards = [8, 8, 10]; },
    (d) => { d.rounds[0][0].yellow.cards = [3, 8, 11]; },
    (d) => { d.rounds[0][0].yellow.wagers = [1, 1]; },
    (d) => { d.rounds[0][0].orange = { cards: [4] }; },
    (d) => { d.rounds[0][1] = "x"; },
    (d) => { d.names = [7, "Ben"]; },
    (d) => { d.longGame = "yes"; },
  ];
  for (const damage of damages) {
    const damaged = structuredClone(saved);
    damage(damaged);
    assert.equal(s.readGame(damaged), null, JSON.stringify(damaged));
    assert.deepEqual(s.restoreGame(JSON.stringify(damaged)), s.newGame());
  }
  const lost = { ...structuredClone(saved), at: { round: 9, player: 0 } }; // where the entry was: not a card
  assert.deepEqual(s.readGame(lost).at, { round: 0, player: 0 });
  // a card held by both players is kept: the scorer refuses it, and either copy can be taken off
  const both = { format: 1, names: ["A", "B"], rounds: [[{ red: { cards: [7] } }, { red: { cards: [7] } }]] };
  let kept = s.restoreGame(JSON.stringify(both));
  assert.deepEqual(s.holders(kept, 0, "red", value(7)), [0, 1]);
  kept = s.toggleCard(kept, 0, 1, "red", value(7));
  assert.deepEqual(s.holders(kept, 0, "red", value(7)), [0]);
});
