// Unit tests of the scorer page's share link (share-link.mjs) and saved-games format (recent-games.mjs),
// run with `node --test` on the modules as the build published them (they import the generated
// facts.mjs): SHARE_MODULE, RECENT_MODULE and STATE_MODULE name those files, REFERENCE_GAMES the
// shared reference games.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const load = (name) => import(pathToFileURL(process.env[name]).href);
const share = await load("SHARE_MODULE");
const recent = await load("RECENT_MODULE");
const state = await load("STATE_MODULE");
const reference = JSON.parse(readFileSync(process.env.REFERENCE_GAMES, "utf-8"));

// A four-player game using every card once: 12 cards in each arboretum (a snake of 3 rows), 7 in hand.
function fourPlayers() {
  const species = ["cassia", "dogwood", "jacaranda", "olive", "lilac", "magnolia", "maple", "royal-poinciana", "oak", "willow"];
  const cards = species.flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8].map((value) => ({ species: s, value })));
  const names = ["Léa", "Tom", "Inès", "Joaquín"];
  return {
    players: names.map((name, p) => {
      const own = cards.slice(p * 19, p * 19 + 19);
      return {
        name,
        arboretum: own.slice(0, 12).map((card, i) => ({ row: Math.floor(i / 4) - 1, col: i % 4 - 2, ...card })),
        hand: own.slice(12),
      };
    }),
  };
}

test("every reference game comes back the same from its link", () => {
  assert.ok(reference.games.length >= 16);
  for (const { id, game } of reference.games) {
    const scorerGame = { players: game.players.map(({ name, arboretum, hand }) => ({
      name, arboretum: arboretum.map(({ row, col, species, value }) => ({ row, col, species, value })),
      hand: hand.map(({ species, value }) => ({ species, value })),
    })) };
    const decoded = share.decodeGame(share.encodeGame(scorerGame));
    assert.deepEqual(decoded, { game: scorerGame }, id);
  }
});

test("a four-player game's link fits a chat message", () => {
  const game = fourPlayers();
  const url = share.shareUrl("https://marquoir.example/fr/arboretum/score/", game);
  assert.deepEqual(share.decodeGame(share.fragmentGame(new URL(url).hash)), { game });
  console.log(`# four-player link: ${url.length} characters (fragment ${new URL(url).hash.length})`);
  assert.ok(url.length < 400, url.length);
});

test("a wide arboretum and negative positions survive", () => {
  const game = fourPlayers();
  game.players[0].arboretum = game.players[0].arboretum.map((card, i) => ({ ...card, row: -30, col: i * 3 - 5 }));
  assert.deepEqual(share.decodeGame(share.encodeGame(game)), { game });
});

test("a changed, cut or foreign link is refused", () => {
  const text = share.encodeGame(fourPlayers());
  for (let i = 0; i < text.length; i += 1) {
    const other = text[i] === "A" ? "B" : "A";
    assert.deepEqual(share.decodeGame(text.slice(0, i) + other + text.slice(i + 1)), { error: "broken" }, `char ${i}`);
  }
  for (const bad of ["", "abc", text.slice(0, -3), `${text}AA`, "!!!!", "%%", null]) {
    assert.deepEqual(share.decodeGame(bad), { error: "broken" }, String(bad));
  }
  assert.equal(share.fragmentGame("#other=1"), null);
});

const date = "2025-01-02T03:04:05.000Z";
const result = { players: [{ name: "Léa", total: 20 }, { name: "Tom", total: 10 }], winners: ["Léa"] };
const scorerGame = { players: [{ name: "Léa", arboretum: [], hand: [] }, { name: "Tom", arboretum: [], hand: [] }] };

test("scored games are kept newest first; the same game or id is replaced; one is removed", () => {
  let store = recent.readGames(null, date).store;
  store = recent.recordGame(store, recent.entryOf(scorerGame, result, { id: "a", date }));
  const second = { players: [{ ...scorerGame.players[0], name: "Ana" }, scorerGame.players[1]] };
  store = recent.recordGame(store, recent.entryOf(second, result, { id: "b", date }));
  assert.deepEqual(store.games.map((g) => g.id), ["b", "a"]);
  store = recent.recordGame(store, recent.entryOf(scorerGame, result, { id: "c", date }));
  assert.deepEqual(store.games.map((g) => g.id), ["c", "b"]);
  const again = recent.readGames(JSON.stringify(store), date);
  assert.deepEqual(again, { store, changed: false });
  assert.deepEqual(recent.removeGame(store, "c").games.map((g) => g.id), ["b"]);
  assert.deepEqual(store.games[0].players, [{ name: "Léa", total: 20 }, { name: "Tom", total: 10 }]);
});

test("a list from another version, a broken list and a broken entry are kept aside", () => {
  const newer = JSON.stringify({ version: 9, games: [] });
  assert.deepEqual(recent.readGames(newer, date).store.aside, [{ text: newer, reason: "other_version", date }]);
  assert.equal(recent.readGames("{not json", date).store.aside[0].reason, "unreadable");
  const mixed = { version: 2, games: [recent.entryOf(scorerGame, result, { id: "a", date }), { id: 3 }], aside: [] };
  const read = recent.readGames(JSON.stringify(mixed), date);
  assert.equal(read.changed, true);
  assert.deepEqual(read.store.games.map((g) => g.id), ["a"]);
  assert.deepEqual(read.store.aside, [{ text: '{"id":3}', reason: "unreadable", date }]);
});

test("the game being entered in version 1 is carried over to version 2", () => {
  let game = state.setName(state.newGame(), 0, "Léa");
  game = state.plant(game, 0, 0, 0, { species: "oak", value: 3 });
  const found = recent.readCurrent(null, JSON.stringify(game), state.restoreGame, date);
  assert.equal(found.migrated, true);
  assert.deepEqual(found.aside, []);
  assert.deepEqual(found.game, game);
  const text = recent.currentText(found.game);
  assert.deepEqual(JSON.parse(text).version, 2);
  assert.deepEqual(recent.readCurrent(text, null, state.restoreGame, date), { game, aside: [], migrated: false });
});

test("a saved game the page cannot read is kept aside, an empty one is not", () => {
  const old = JSON.stringify({ format: 0, players: [{ name: "Léa", cards: [1, 2] }] });
  const found = recent.readCurrent(null, old, state.restoreGame, date);
  assert.deepEqual(found.aside, [{ text: old, reason: "old_format", date }]);
  assert.deepEqual(found.game, state.newGame());
  const empty = recent.readCurrent(null, JSON.stringify(state.newGame()), state.restoreGame, date);
  assert.deepEqual(empty.aside, []);
  const future = JSON.stringify({ version: 3, game: {} });
  assert.equal(recent.readCurrent(future, null, state.restoreGame, date).aside[0].reason, "other_version");
  assert.deepEqual(recent.readCurrent(null, null, state.restoreGame, date), { game: state.newGame(), aside: [], migrated: false });
});
