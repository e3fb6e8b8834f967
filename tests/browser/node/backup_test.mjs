// Unit tests of the kept games as a history and of the backup (site_builder/static/scorer/: saved-games,
// local-store, backup), run with `node --test` on the modules as the build published them for one game
// (test_backup.py runs it for each): MODULES is a JSON object {stem: path} (saved-games, local-store,
// backup, rules), GAMES a JSON file of [{game, result}], SLUG the game's slug.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const paths = JSON.parse(process.env.MODULES);
const load = (stem) => import(pathToFileURL(paths[stem]).href);
const saved = await load("saved-games");
const { createLocalStore, createTableStore } = await load("local-store");
const backup = await load("backup");
const { rules } = await load("rules");
const SLUG = process.env.SLUG;
const fallback = (index) => `Player ${index + 1}`;
const samples = JSON.parse(readFileSync(process.env.GAMES, "utf-8"))
  .map(({ game, result }) => ({ game: rules.toScorer(rules.fromScorer(game), fallback), result }));

/** Game number `index`: a sample with its first player renamed, so that each is a game of its own, a
 * day apart (the newest the highest index). */
function entry(index) {
  const { game, result } = samples[index % samples.length];
  const own = structuredClone(game);
  const name = `Joueuse ${index}`;
  const before = own.players[0].name;
  own.players[0].name = name;
  const renamed = { ...result, players: result.players.map((p) => (p.name === before ? { ...p, name } : p)),
    winners: result.winners.map((w) => (w === before ? name : w)) };
  const date = new Date(Date.UTC(2026, 0, 1) + index * 86400000).toISOString();
  return saved.entryOf(own, renamed, { id: `id-${index}`, date });
}

function memoryStorage(initial = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    refuseKey: null,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => (data.has(key) ? data.get(key) : null),
    setItem: (key, value) => {
      if (storage.refuseKey !== null && key === storage.refuseKey) throw new Error("QuotaExceededError");
      data.set(key, String(value));
    },
    removeItem: (key) => data.delete(key),
    data,
  };
  return storage;
}

/** A device holding `count` games of this game (newest first), as its page records them. */
function device(count) {
  const storage = memoryStorage();
  const store = createLocalStore(rules, { storage });
  for (let index = 0; index < count; index += 1) store.record(entry(index));
  return { storage, store };
}

const exported = (storage, date = "2026-12-03T08:00:00.000Z") => {
  const table = createTableStore({ storage });
  const games = Object.fromEntries(Object.entries(table.loadAll()).map(([slug, kept]) => [slug, kept.games]));
  return backup.backupText({ games, merges: table.loadMerges() }, date);
};

function importInto(storage, text) {
  const table = createTableStore({ storage });
  const { backup: read, error } = backup.readBackup(text);
  assert.equal(error, undefined);
  const done = backup.mergeBackup({ games: table.loadAll(), merges: table.loadMerges() }, read);
  assert.ok(table.saveAll(done.games, done.merges));
  return done;
}

test("a list keeps hundreds of games, each game's link given back as the very game", () => {
  assert.ok(saved.MAX_GAMES >= 300);
  const { storage, store } = device(60);
  const list = store.loadGames();
  assert.equal(list.games.length, 60);
  assert.deepEqual(list.games.map((item) => item.id), [...Array(60)].map((_, i) => `id-${59 - i}`));
  for (const [at, item] of list.games.entries()) assert.deepEqual(item, entry(59 - at));
  const stored = JSON.parse(storage.getItem(saved.gamesKey(rules.slug)));
  assert.equal(stored.version, saved.VERSION);
  assert.ok(stored.games.every((item) => typeof item.link === "string" && !("game" in item)));
});

test("a list of version 2 (games as data) is read whole, then written again as links: the migration", () => {
  const entries = [2, 1, 0].map(entry);
  const old = JSON.stringify({ version: 2, games: entries, aside: [] });
  const storage = memoryStorage({ [saved.gamesKey(rules.slug)]: old });
  const store = createLocalStore(rules, { storage });
  assert.deepEqual(store.loadGames().games, entries);
  const text = storage.getItem(saved.gamesKey(rules.slug));
  assert.equal(JSON.parse(text).version, saved.VERSION);
  assert.ok(text.length < old.length, `${text.length} < ${old.length}`);
  assert.deepEqual(createLocalStore(rules, { storage }).loadGames().games, entries);
  // A link changed by one character is caught by its checksum: that entry is kept aside, not read.
  const data = JSON.parse(text);
  const link = data.games[1].link;
  data.games[1].link = link.slice(0, 5) + (link[5] === "A" ? "B" : "A") + link.slice(6);
  const { store: read, changed } = saved.readGames(JSON.stringify(data), rules, "2026-12-03T08:00:00.000Z");
  assert.equal(changed, true);
  assert.deepEqual(read.games.map((item) => item.id), ["id-2", "id-0"]);
  assert.deepEqual(read.aside.map((item) => [item.part, JSON.parse(item.text).link]), [["entry", data.games[1].link]]);
});

test("beyond MAX_GAMES the oldest games go, and are said", () => {
  let list = saved.emptyStore();
  for (let index = 0; index < saved.MAX_GAMES; index += 1) list = saved.recordGame(list, entry(index)).store;
  assert.equal(list.games.length, saved.MAX_GAMES);
  const storage = memoryStorage({ [saved.gamesKey(rules.slug)]: saved.gamesText(list, rules) });
  const store = createLocalStore(rules, { storage });
  store.record(entry(saved.MAX_GAMES));
  const kept = store.loadGames().games;
  assert.equal(kept.length, saved.MAX_GAMES);
  assert.equal(kept[0].id, `id-${saved.MAX_GAMES}`);
  assert.deepEqual(store.takeNotes().dropped.map((item) => item.id), ["id-0"]);
});

test("an export imported on a fresh device gives back every game exactly, and twice adds nothing", () => {
  const { storage, store } = device(12);
  const merges = saved.mergeName([], "lea ", "Léa");
  createTableStore({ storage }).saveMerges(merges);
  const text = exported(storage);
  const file = JSON.parse(text);
  assert.deepEqual([file.app, file.kind, file.version], ["Marquoir", "backup", backup.BACKUP_VERSION]);
  assert.deepEqual(Object.keys(file.data.games), [rules.slug]);
  const fresh = memoryStorage();
  const first = importInto(fresh, text);
  assert.deepEqual([first.added, first.already, first.over, first.names], [12, 0, 0, 1]);
  const other = createLocalStore(rules, { storage: fresh });
  assert.deepEqual(other.loadGames().games, store.loadGames().games);
  assert.deepEqual(createTableStore({ storage: fresh }).loadMerges(), merges);
  const second = importInto(fresh, text);
  assert.deepEqual([second.added, second.already, second.names], [0, 12, 0]);
  assert.deepEqual(second.games, {});
  assert.equal(second.merges, null);
  assert.equal(other.loadGames().games.length, 12);
});

test("an import merges by date, keeping what was kept; the same game under another id is one game", () => {
  const { storage } = device(6); // games 0..5
  const text = exported(storage);
  const mine = memoryStorage();
  const local = createLocalStore(rules, { storage: mine });
  for (const index of [1, 3, 7]) local.record(entry(index));
  // Game 3 again under a new id (a shared link kept): the same cards, one game.
  const again = { ...entry(3), id: "other-id" };
  const kept = createTableStore({ storage: mine }).loadAll();
  kept[rules.slug].games = kept[rules.slug].games.map((item) => (item.id === "id-3" ? { ...item, id: "other-id" } : item));
  createTableStore({ storage: mine }).saveAll(kept);
  assert.equal(local.loadGames().games.find((item) => item.id === again.id).date, again.date);
  const done = importInto(mine, text);
  assert.deepEqual([done.added, done.already], [4, 2]); // 1 by its id, 3 by its game
  assert.deepEqual(local.loadGames().games.map((item) => item.id), ["id-7", "id-5", "id-4", "other-id", "id-2", "id-1", "id-0"]);
});

test("an import never goes beyond the limit: what does not fit is counted, nothing kept is dropped", () => {
  const { storage } = device(5);
  const read = backup.readBackup(exported(storage)).backup;
  const target = device(3);
  const table = createTableStore({ storage: target.storage });
  const done = backup.mergeBackup({ games: table.loadAll(), merges: [] }, read, 4);
  assert.deepEqual([done.added, done.already, done.over], [1, 3, 1]);
  assert.deepEqual(done.games[rules.slug].games.map((item) => item.id), ["id-4", "id-2", "id-1", "id-0"]);
});

test("a cut, changed, foreign or other-version file is refused, for what it is", () => {
  const text = exported(device(4).storage);
  assert.ok(backup.readBackup(text).backup);
  for (const cut of [text.length - 1, Math.floor(text.length / 2), 10, 0]) {
    assert.deepEqual(backup.readBackup(text.slice(0, cut)), { error: "damaged" }, `cut at ${cut}`);
  }
  const changed = text.replace("Joueuse 1", "Joueuse 9");
  assert.notEqual(changed, text);
  assert.deepEqual(backup.readBackup(changed), { error: "damaged" });
  const file = JSON.parse(text);
  const withoutSum = { ...file };
  delete withoutSum.checksum;
  assert.deepEqual(backup.readBackup(JSON.stringify(withoutSum)), { error: "damaged" });
  const notEntry = { ...file, data: { ...file.data, games: { [rules.slug]: [{ id: "x" }] } } };
  notEntry.checksum = backup.checksum(JSON.stringify(notEntry.data));
  assert.deepEqual(backup.readBackup(JSON.stringify(notEntry)), { error: "damaged" });
  for (const foreign of ['{"app": "ScorePad", "version": 1, "games": []}', "[1, 2]", "42", '"text"', "null",
    JSON.stringify({ ...file, app: "Other" }), JSON.stringify({ ...file, kind: "settings" })]) {
    assert.deepEqual(backup.readBackup(foreign), { error: "foreign" }, foreign.slice(0, 40));
  }
  for (const version of [0, 2, "1", null]) {
    assert.deepEqual(backup.readBackup(JSON.stringify({ ...file, version })), { error: "version" }, String(version));
  }
});

test("a refused write puts every key back: nothing kept is lost", () => {
  const { storage } = device(3);
  const text = exported(storage);
  const mine = memoryStorage();
  const local = createLocalStore(rules, { storage: mine });
  local.record(entry(9));
  createTableStore({ storage: mine }).saveMerges(saved.mergeName([], "Tom", "Thomas"));
  const before = new Map(mine.data);
  const table = createTableStore({ storage: mine });
  const read = backup.readBackup(text).backup;
  const withMerge = { ...read, merges: saved.mergeName([], "Ana", "Anna") };
  const done = backup.mergeBackup({ games: table.loadAll(), merges: table.loadMerges() }, withMerge);
  mine.refuseKey = saved.NAMES_KEY; // the games' key is written, then the merges' refused
  assert.equal(table.saveAll(done.games, done.merges), false);
  assert.deepEqual(mine.data, before);
});

test("name merges: one per spelling, followed along a chain, a loop stops, damaged text kept aside", () => {
  let merges = saved.mergeName([], "léa ", "Léa");
  assert.deepEqual(merges, [], "the same name as the scorers tell them apart is no merge");
  merges = saved.mergeName([], "Lea", "Léa");
  merges = saved.mergeName(merges, "LEA", "Léa M.");
  assert.deepEqual(merges, [{ from: "LEA", into: "Léa M." }]);
  merges = saved.mergeName(merges, "Léa M.", "Léa");
  assert.equal(saved.mergedName(merges, " lea"), "Léa");
  merges = saved.mergeName(merges, "Léa", "Lea");
  assert.equal(typeof saved.mergedName(merges, "Lea"), "string");
  assert.deepEqual(saved.unmergeName(merges, "lea"), merges.filter((item) => item.from !== "LEA"));
  const storage = memoryStorage({ [saved.NAMES_KEY]: "{not json" });
  const table = createTableStore({ storage });
  assert.deepEqual(table.loadMerges(), []);
  assert.deepEqual(JSON.parse(storage.getItem(`${saved.NAMES_KEY}.aside`)), ["{not json"]);
  assert.deepEqual(saved.readMerges(saved.mergesText([{ from: "a", into: "b" }])), { merges: [{ from: "a", into: "b" }], damaged: false });
});

test("the file's name holds the day", () => {
  assert.equal(backup.backupFileName("2026-12-03"), "marquoir-2026-12-03.json");
  assert.equal(SLUG, rules.slug);
});
