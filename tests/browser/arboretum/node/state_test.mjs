// Unit tests of the Arboretum page's pure game state (games/arboretum/static/state.mjs), run with
// `node --test` on the module as the build published it (it imports the facts.mjs the build writes):
// STATE_MODULE names that file.
import assert from "node:assert/strict";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const s = await import(pathToFileURL(process.env.STATE_MODULE).href);

const oak = (value) => ({ species: "oak", value });

test("the first card goes on the start cell, later ones touch a card by a side", () => {
  let game = s.newGame();
  assert.deepEqual(s.gridCells(game.players[0].arboretum).cells, [{ row: 0, col: 0, card: null, open: true }]);
  game = s.plant(game, 0, 0, 0, oak(1));
  assert.equal(s.plant(game, 0, 1, 1, oak(2)), game, "a diagonal cell is refused");
  assert.equal(s.plant(game, 0, 0, 2, oak(2)), game, "a distant cell is refused");
  assert.equal(s.plant(game, 0, 0, 0, oak(2)), game, "a planted cell is refused");
  game = s.plant(game, 0, 0, 1, oak(2));
  const layout = s.gridCells(game.players[0].arboretum);
  assert.equal(layout.rows, 3);
  assert.equal(layout.cols, 4);
  const open = layout.cells.filter((c) => c.open).map((c) => `${c.row},${c.col}`).sort();
  assert.deepEqual(open, ["-1,0", "-1,1", "0,-1", "0,2", "1,0", "1,1"]);
  assert.equal(s.gridCells(game.players[0].arboretum, null, 0).cells.length, 2);
});

test("the deck says where each card in the game is, and keeps only the game's species at the limit", () => {
  let game = s.newGame();
  game = s.plant(game, 0, 0, 0, oak(5));
  game = s.setHandCard(game, 1, 0, { species: "maple", value: 8 });
  let options = s.deckOptions(game);
  const value = (species, v) => options.find((o) => o.species === species).values[v - 1];
  assert.deepEqual(value("oak", 5).usedAt, { player: 0, zone: "arboretum", index: 0, row: 0, col: 0 });
  assert.equal(value("oak", 4).usedAt, null);
  assert.deepEqual(value("maple", 8).usedAt, { player: 1, zone: "hand", index: 0 });
  options = s.deckOptions(game, oak(5));
  assert.equal(value("oak", 5).usedAt, null, "the card being changed may stay itself");
  assert.equal(value("oak", 5).current, true);
  for (const [slot, species] of ["cassia", "dogwood", "jacaranda", "olive"].entries()) {
    game = s.setHandCard(game, 0, slot, { species, value: 2 });
  }
  options = s.deckOptions(game);
  assert.equal(options.find((o) => o.species === "willow"), undefined, "a species beyond the limit leaves the deck");
  assert.ok(options.find((o) => o.species === "cassia"));
  assert.equal(options.length, s.allowedSpecies(game));
  game = s.setPlayerCount(game, 3);
  assert.ok(s.deckOptions(game).find((o) => o.species === "willow"));
});

test("undo goes back step by step; typing a name is not a step", () => {
  let store = s.createStore(s.newGame());
  store = s.update(store, (g) => s.plant(g, 0, 0, 0, oak(1)));
  store = s.update(store, (g) => s.plant(g, 0, 0, 1, oak(2)));
  store = s.update(store, (g) => s.setName(g, 0, "Ana"), { undoable: false });
  store = s.update(store, (g) => s.setHandCard(g, 1, 3, oak(7)));
  assert.equal(store.past.length, 3);
  store = s.undo(store);
  assert.equal(store.game.players[1].hand[3], null);
  store = s.undo(s.undo(store));
  assert.equal(store.game.players[0].arboretum.length, 0);
  assert.equal(s.canUndo(store), false);
  assert.equal(s.undo(store), store);
});

test("a move keeps the card and needs a free cell by another card", () => {
  let game = s.newGame();
  game = s.plant(game, 0, 0, 0, oak(1));
  game = s.plant(game, 0, 0, 1, oak(2));
  assert.equal(s.moveCard(game, 0, { row: 0, col: 1 }, { row: 0, col: 2 }), game, "next to itself only");
  game = s.moveCard(game, 0, { row: 0, col: 1 }, { row: 1, col: 0 });
  assert.deepEqual(s.cardAt(game.players[0].arboretum, 1, 0), { row: 1, col: 0, species: "oak", value: 2 });
  game = s.plant(game, 0, 2, 0, oak(3));
  assert.equal(s.wouldSplit(game.players[0].arboretum, 1, 0), true);
  assert.equal(s.wouldSplit(game.players[0].arboretum, 2, 0), false);
});

test("the scorer's game holds the players in play; hand indexes map back to slots", () => {
  let game = s.setPlayerCount(s.newGame(), 3);
  game = s.setHandCard(game, 2, 4, oak(8));
  game = s.setHandCard(game, 2, 1, oak(1));
  game = s.setPlayerCount(game, 2);
  let sent = s.toScorerGame(game);
  assert.equal(sent.game.players.length, 2);
  game = s.setPlayerCount(game, 3);
  sent = s.toScorerGame(game);
  assert.deepEqual(sent.game.players[2].hand, [oak(1), oak(8)]);
  assert.deepEqual(sent.slots[2], [1, 4]);
});

test("a stored game is read back, and junk gives a new game", () => {
  let game = s.newGame();
  game = s.plant(game, 0, 0, 0, oak(1));
  game = s.setName(game, 1, "Ben");
  assert.deepEqual(s.restoreGame(JSON.stringify(game)), game);
  assert.deepEqual(s.restoreGame("{not json"), s.newGame());
  assert.deepEqual(s.restoreGame("null"), s.newGame());
  const odd = { format: 1, playerCount: 9, players: [{ name: 3, arboretum: [oak(2), { row: 0, col: 0, species: "elm", value: 1 }], hand: "x" }] };
  assert.deepEqual(s.restoreGame(JSON.stringify(odd)), s.newGame());
});
