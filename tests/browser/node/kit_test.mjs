// Unit tests of the scorer-page kit (site_builder/static/scorer/) for one game, run with `node --test`
// on the modules as the build published them for that game (test_scorer_kit.py runs it for each):
// MODULES is a JSON object {stem: path} (saved-games, local-store, share-link, messages, score-queue,
// table-panel, problem-words, rules), GAMES a JSON file of [{game, result}]: games in the scorer's
// form with CPython's result. Each test is one defect the kit must not have (docs/scorer-page-kit.md).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const paths = JSON.parse(process.env.MODULES);
const load = (stem) => import(pathToFileURL(paths[stem]).href);
const saved = await load("saved-games");
const { createLocalStore } = await load("local-store");
const { createShareLink } = await load("share-link");
const { createMessages } = await load("messages");
const { createScoreQueue } = await load("score-queue");
const { entryDates } = await load("table-panel");
const { describer, playerLabel, sharedDescriptions } = await load("problem-words");
const { rules } = await load("rules");
const fallback = (index) => `Player ${index + 1}`;
// Each game as the page sends it (the page's own form and back: the canonical scorer form).
const games = JSON.parse(readFileSync(process.env.GAMES, "utf-8"))
  .map(({ game, result }) => ({ game: rules.toScorer(rules.fromScorer(game), fallback), result }));
const DATE = "2026-05-01T18:47:00.000Z";
let counter = 0;
const newId = () => `id-${(counter += 1)}`;
const entry = (index, id = `game-${index}`, date = DATE) => saved.entryOf(games[index % games.length].game,
  games[index % games.length].result, { id, date });

/** A localStorage of this test: a Map, which can be told to refuse writes. */
function memoryStorage(initial = {}) {
  const data = new Map(Object.entries(initial));
  const storage = {
    refuse: false,
    getItem: (key) => (data.has(key) ? data.get(key) : null),
    setItem: (key, value) => {
      if (storage.refuse) throw new Error("QuotaExceededError");
      data.set(key, String(value));
    },
    removeItem: (key) => data.delete(key),
    data,
  };
  return storage;
}

test("the games used here are read back by the game's own reader", () => {
  assert.ok(games.length >= 2);
  for (const { game } of games) assert.deepEqual(rules.toScorer(rules.fromScorer(game), fallback), game);
});

test("a scorer's problem in words: a shared code by the kit, an unknown one by its code; a player by the scorer's name, the one sent, else the fallback", () => {
  const words = { t: (key, params = {}) => `${key} ${JSON.stringify(params)}`, num: String, list: (items) => items.join(", "), fallbackName: fallback };
  const describe = describer({ ...sharedDescriptions(() => "here"), own_code: (w, p) => w.t("error_own", { value: p.value }) });
  assert.equal(describe(words, {}, { code: "duplicate_name", params: { name: " Ana " } }), 'error_duplicate_name {"name":"Ana"}');
  assert.equal(describe(words, {}, { code: "wrong_type", params: { where: {}, expected: "list" } }),
    'error_wrong_type {"place":"here","expected":"expected_list {}"}');
  assert.equal(describe(words, {}, { code: "round_counts", params: { counts: [2, null] } }), 'error_round_counts {"counts":"2, ?"}');
  assert.equal(describe(words, {}, { code: "own_code", params: { value: 3 } }), 'error_own {"value":3}');
  assert.equal(describe(words, {}, { code: "no_such_code", params: {} }), 'error_unknown {"code":"no_such_code"}');
  assert.equal(describe(words, {}, { code: "toString" }), 'error_unknown {"code":"toString"}');
  const sent = { players: [{ name: " Léa " }, { name: " " }] };
  assert.deepEqual([playerLabel(words, sent, 0, "Tom"), playerLabel(words, sent, 0, null), playerLabel(words, sent, 1, " ")],
    ["Tom", "Léa", "Player 2"]);
});

test("every game comes back the same from its share link; a changed or cut link is refused", () => {
  const link = createShareLink(rules.link);
  for (const { game } of games) {
    const text = link.encodeGame(game);
    assert.deepEqual(link.decodeGame(text), { game });
    for (const at of [0, 3, Math.floor(text.length / 2), text.length - 1]) {
      const changed = text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
      assert.deepEqual(link.decodeGame(changed), { error: "broken" }, `changed at ${at}`);
    }
    assert.deepEqual(link.decodeGame(text.slice(0, -3)), { error: "broken" });
    assert.deepEqual(link.decodeGame(`${text}!`), { error: "broken" });
  }
  const url = link.shareUrl(`https://marquoir.example/fr/${rules.slug}/score/`, games[0].game);
  console.log(`# ${rules.slug} link: ${url.length} characters`);
});

test("unreadable records are kept aside, each with what is truly wrong with it", () => {
  const date = DATE;
  const cases = [
    ["{not json", "broken_text"],
    [JSON.stringify({ version: saved.VERSION + 1, games: [] }), "newer_version"],
    [JSON.stringify({ version: 1, games: [] }), "older_version"],
    [JSON.stringify([1, 2]), "broken_text"],
  ];
  for (const [text, reason] of cases) {
    const { store, changed } = saved.readGames(text, rules, date);
    assert.ok(changed);
    assert.deepEqual(store.aside.map((item) => [item.text, item.reason]), [[text, reason]], text);
  }
  const current = saved.readCurrent(JSON.stringify({ version: saved.VERSION + 3, game: {} }), null, rules, { date, newId });
  assert.deepEqual(current.aside.map((item) => item.reason), ["newer_version"]);
});

test("a damaged entry (a null card) never throws: it is kept aside as damaged, the others stay", () => {
  const good = entry(0);
  const damaged = structuredClone(entry(1, "damaged"));
  damaged.game.players[0] = { ...damaged.game.players[0], ...(damaged.game.players[0].arboretum
    ? { arboretum: [null, ...damaged.game.players[0].arboretum] } : { rounds: [null, ...damaged.game.players[0].rounds.slice(1)] }) };
  const text = JSON.stringify({ version: saved.VERSION, games: [good, damaged], aside: [] });
  const { store } = saved.readGames(text, rules, DATE);
  assert.deepEqual(store.games.map((item) => item.id), [good.id]);
  assert.deepEqual(store.aside.map((item) => [item.reason, item.part]), [["damaged", "entry"]]);
  assert.deepEqual(JSON.parse(store.aside[0].text), damaged);
  assert.equal(saved.safely(rules.fromScorer, damaged.game), null);
});

test("undo steps that cannot be read are kept aside too, the readable ones stay, the history capped", () => {
  const game = rules.fromScorer(games[0].game);
  const past = [...Array(saved.UNDO_SAVED + 5)].map(() => game);
  const text = JSON.stringify({ version: saved.VERSION, id: "a", game, past: [...past, { broken: true }, null], ui: {} });
  const found = saved.readCurrent(text, null, rules, { date: DATE, newId });
  assert.equal(found.id, "a");
  assert.deepEqual(found.game, game);
  assert.equal(found.past.length, saved.UNDO_SAVED);
  assert.deepEqual(found.aside.map((item) => [item.reason, item.part]), [["damaged", "undo"], ["damaged", "undo"]]);
  const written = JSON.parse(saved.currentText({ id: "a", game, past, pastIds: past.map(() => "a"), ui: {} }));
  assert.equal(written.past.length, saved.UNDO_SAVED);
});

test("an undo step kept aside leaves every other step with its own id; the cut beyond the limit is counted", () => {
  const game = rules.fromScorer(games[0].game);
  const past = [game, { broken: true }, game];
  const text = JSON.stringify({ version: saved.VERSION, id: "c", game, past, pastIds: ["a", "b", "c"], ui: {} });
  const found = saved.readCurrent(text, null, rules, { date: DATE, newId });
  assert.deepEqual(found.pastIds, ["a", "c"]);
  assert.equal(found.cut, 0);
  const long = JSON.stringify({ version: saved.VERSION, id: "c", game, past: Array(400).fill(game), ui: {} });
  assert.equal(saved.readCurrent(long, null, rules, { date: DATE, newId }).cut, 400 - saved.UNDO_SAVED);
});

test("records aside beyond the limit are let go, the oldest, and returned to be said", () => {
  const damaged = [...Array(saved.MAX_ASIDE + 5)].map((_, index) => ({ ...entry(0, `d${index}`), game: null }));
  const text = JSON.stringify({ version: saved.VERSION, games: [entry(0), ...damaged], aside: ["not a record"] });
  const { store, changed, dropped } = saved.readGames(text, rules, DATE);
  assert.equal(changed, true);
  assert.equal(store.aside.length, saved.MAX_ASIDE);
  assert.equal(dropped.length, 6);
  assert.equal(JSON.parse(store.aside.at(-1).text).id, `d${saved.MAX_ASIDE + 4}`);
  assert.deepEqual(saved.asideCounts(store), { damaged_entry: saved.MAX_ASIDE });
});

test("the ids whose entry was removed are saved with the game while the page holds them", () => {
  const game = rules.fromScorer(games[0].game);
  const text = saved.currentText({ id: "b", game, past: [game], pastIds: ["a"], unlisted: ["a", "gone"], ui: {} });
  assert.deepEqual(JSON.parse(text).unlisted, ["a"]);
  assert.deepEqual(saved.readCurrent(text, null, rules, { date: DATE, newId }).unlisted, ["a"]);
});

test("the game being entered, damaged, is kept aside before anything is written over it", () => {
  const damaged = JSON.stringify({ version: saved.VERSION, id: "x", game: { format: 99 }, past: [] });
  const storage = memoryStorage({ [saved.currentKey(rules.slug)]: damaged });
  const store = createLocalStore(rules, { storage });
  const current = store.loadCurrent();
  assert.deepEqual(current.game, rules.newGame());
  const list = JSON.parse(storage.getItem(saved.gamesKey(rules.slug)));
  assert.deepEqual(list.aside.map((item) => [item.text, item.reason, item.part]), [[damaged, "damaged", "current"]]);
  store.saveCurrent({ ...current, past: [] });
  assert.equal(JSON.parse(storage.getItem(saved.gamesKey(rules.slug))).aside[0].text, damaged);
});

test("a refused write says so once and leaves what was saved as it was", () => {
  const storage = memoryStorage();
  let said = 0;
  const store = createLocalStore(rules, { storage, onProblem: () => { said += 1; } });
  store.record(entry(0));
  const before = storage.getItem(saved.gamesKey(rules.slug));
  storage.refuse = true;
  assert.equal(store.record(entry(1)), null);
  assert.equal(store.record(entry(2)), null);
  assert.equal(said, 1);
  assert.equal(storage.getItem(saved.gamesKey(rules.slug)), before);
});

test("one entry per game: scored again (reopened, edited, after reloads) it keeps its place and its date", () => {
  let store = saved.emptyStore();
  store = saved.recordGame(store, entry(0, "first", "2026-01-01T10:00:00.000Z")).store;
  store = saved.recordGame(store, entry(1, "second", "2026-01-02T10:00:00.000Z")).store;
  const again = { ...entry(0, "first", "2026-03-03T10:00:00.000Z") };
  again.players = again.players.map((p) => ({ ...p, total: p.total + 1 }));
  store = saved.recordGame(store, again).store;
  assert.deepEqual(store.games.map((item) => [item.id, item.date]),
    [["second", "2026-01-02T10:00:00.000Z"], ["first", "2026-01-01T10:00:00.000Z"]]);
  assert.deepEqual(store.games[1].players, again.players);
  // The same cards kept again under a new id (a shared link of one's own game) are the same game.
  store = saved.recordGame(store, entry(1, "other-id")).store;
  assert.equal(store.games.length, 2);
});

test("the list is bounded: beyond the limit the oldest games are dropped and said", () => {
  const storage = memoryStorage();
  const store = createLocalStore(rules, { storage });
  for (let index = 0; index < saved.MAX_GAMES + 2; index += 1) {
    const item = entry(index, `g${index}`);
    item.game = structuredClone(item.game);
    item.game.players[0].name = `Name ${index}`; // each a game of its own
    store.record(item);
  }
  const list = store.loadGames();
  assert.equal(list.games.length, saved.MAX_GAMES);
  assert.equal(list.games[0].id, `g${saved.MAX_GAMES + 1}`);
  assert.deepEqual(store.takeNotes().dropped.map((item) => item.id), ["g0", "g1"]);
  const aside = saved.addAside(saved.emptyStore(), [...Array(saved.MAX_ASIDE + 3)].map((_, i) => saved.asideRecord(`${i}`, "broken_text", "list", DATE)));
  assert.equal(aside.store.aside.length, saved.MAX_ASIDE);
  assert.equal(aside.dropped.length, 3);
});

test("a removed game can be put back in its place", () => {
  let store = saved.emptyStore();
  for (const index of [0, 1, 2]) {
    const item = entry(index, `g${index}`);
    item.game = { ...structuredClone(item.game), players: item.game.players.map((p, i) => ({ ...p, name: `${p.name} ${index}${i}` })) };
    store = saved.recordGame(store, item).store;
  }
  const { store: without, removed } = saved.removeGame(store, "g1");
  assert.deepEqual(without.games.map((item) => item.id), ["g2", "g0"]);
  assert.deepEqual(saved.putBack(without, removed), store);
  // Listed again meanwhile (changed by the player): one entry, in its place, with its first date.
  const again = saved.recordGame(without, { ...removed.entry, date: "2027-01-01T00:00:00.000Z" }).store;
  assert.deepEqual(saved.putBack(again, removed), store);
});

test("two games of the same minute get buttons of their own", () => {
  const dates = entryDates("en", [
    { date: "2026-05-01T18:47:05.000Z" }, { date: "2026-05-01T18:47:40.000Z" },
    { date: "2026-05-01T18:47:40.000Z" }, { date: "2026-05-02T09:00:00.000Z" },
  ]);
  assert.equal(new Set(dates).size, 4, dates.join(" | "));
});

function root(messages, untranslated, terms = []) {
  return { dataset: { messages: JSON.stringify(messages), untranslated: JSON.stringify(untranslated), terms: JSON.stringify(terms) } };
}

test("messages: plural forms from the catalog's table, named placeholders, lists in the message's language", () => {
  const plural = { forms: ["{count} partie", "{count} parties"], plural: "0011111111" };
  const words = createMessages(root({ n: plural, hello: "Bonjour {name} et {others}", x: "{a} {b}" }, ["hello"]), { lang: "de" });
  assert.equal(words.t("n", { count: 1 }), "1 partie");
  assert.equal(words.t("n", { count: 2 }), "2 parties");
  assert.equal(words.t("n", { count: 1001 }), "1001 partie"); // beyond the table: the form of 100 + n % 100
  assert.equal(words.t("n", { count: "\u22126" }), "\u22126 parties"); // a count as num() writes it: its digits
  assert.equal(words.t("n", { count: "1" }), "1 partie");
  assert.equal(words.t("x", { a: "A" }), "A {b}");
  const french = words.t("hello", { name: "Léa", others: words.list(["Tom", "Ana"]) });
  assert.equal(french, "Bonjour Léa et Tom et Ana");
  assert.ok(words.isFrench(french));
  assert.equal(String(words.list(["Tom", "Ana"])), "Tom und Ana");
  assert.ok(!words.isFrench(words.t("x", { a: "1", b: "2" })));
});

test("messages: a French term makes the text holding it French", () => {
  const words = createMessages(root({ card: "{name} {value}" }, [], [{ id: "oak", name: "Chêne", translated: false }]), { lang: "de" });
  const text = words.t("card", { name: words.term("oak"), value: 3 });
  assert.equal(text, "Chêne 3");
  assert.ok(words.isFrench(text));
});

test("the score queue sends one game at a time and answers only the latest", async () => {
  const sent = [];
  const client = {
    status: () => "ready",
    subscribe: () => {},
    score: (game) => new Promise((resolve) => {
      sent.push(game);
      setTimeout(() => resolve({ envelope: { ok: true, result: game } }), 5);
    }),
  };
  const queue = createScoreQueue(client);
  const first = queue.score(1);
  await new Promise((resolve) => setTimeout(resolve, 1)); // the first one is in the worker
  const answers = await Promise.all([first, queue.score(2), queue.score(3)]);
  assert.deepEqual(answers, [null, null, { envelope: { ok: true, result: 3 } }]);
  assert.deepEqual(sent, [1, 3]);
});
