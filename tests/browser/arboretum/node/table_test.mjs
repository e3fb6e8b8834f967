// Unit tests of Arboretum's share link (its codec, link.mjs, framed by the kit's share-link.mjs) and of
// its saved games in the kit's format (saved-games.mjs with Arboretum's rules.mjs), run with
// `node --test` on the modules as the build published them: SHARE_MODULE, LINK_MODULE, SAVED_MODULE,
// RULES_MODULE and STATE_MODULE name those files, REFERENCE_GAMES the shared reference games.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const load = (name) => import(pathToFileURL(process.env[name]).href);
const { createShareLink, fragmentGame } = await load("SHARE_MODULE");
const { codec } = await load("LINK_MODULE");
const saved = await load("SAVED_MODULE");
const { rules } = await load("RULES_MODULE");
const state = await load("STATE_MODULE");
const share = { ...createShareLink(codec), fragmentGame };
const reference = JSON.parse(readFileSync(process.env.REFERENCE_GAMES, "utf-8"));
const date = "2025-01-02T03:04:05.000Z";
const newId = () => "new";

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

test("the game being entered by the page before the kit (version 1, then 2) is read back", () => {
  let game = state.setName(state.newGame(), 0, "Léa");
  game = state.plant(game, 0, 0, 0, { species: "oak", value: 3 });
  const legacy = saved.readCurrent(null, JSON.stringify(game), rules, { date, newId });
  assert.equal(legacy.migrated, true);
  assert.deepEqual(legacy.aside, []);
  assert.deepEqual(legacy.game, game);
  const version2 = saved.readCurrent(JSON.stringify({ version: 2, game }), null, rules, { date, newId });
  assert.deepEqual([version2.game, version2.past, version2.aside], [game, [], []]);
  const text = saved.currentText(version2);
  assert.deepEqual(saved.readCurrent(text, null, rules, { date, newId }).game, game);
});

test("a saved game the page cannot read is kept aside, saying which version wrote it", () => {
  const old = JSON.stringify({ format: 0, players: [{ name: "Léa", cards: [1, 2] }] });
  const found = saved.readCurrent(null, old, rules, { date, newId });
  assert.deepEqual(found.aside, [{ text: old, reason: "older_version", part: "current", date }]);
  assert.deepEqual(found.game, state.newGame());
  const future = JSON.stringify({ version: saved.VERSION + 1, game: {} });
  assert.equal(saved.readCurrent(future, null, rules, { date, newId }).aside[0].reason, "newer_version");
  const nothing = saved.readCurrent(null, null, rules, { date, newId });
  assert.deepEqual([nothing.game, nothing.aside], [state.newGame(), []]);
});
