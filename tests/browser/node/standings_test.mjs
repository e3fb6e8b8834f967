// Unit tests of the history's pure modules (site_builder/static/scorer/history/standings.mjs and
// name-merges.mjs), run with `node --test` on the modules as the build published them
// (test_history.py runs it). MODULES is a JSON object {stem: path} ("standings", "name-merges").
import assert from "node:assert/strict";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const paths = JSON.parse(process.env.MODULES);
const { playedTogether, playerNames, resolveKey, runningTotals, standings } = await import(pathToFileURL(paths.standings).href);
const { mergeMap, mergesText, readMerges } = await import(pathToFileURL(paths["name-merges"]).href);

const play = (date, players, winners) => ({ slug: "x", date, players: players.map(([name, total]) => ({ name, total })), winners });
const PLAYS = [
  play("2026-03-01T20:00:00Z", [["Léa", 30], ["Tom", 20]], ["Léa"]),
  play("2026-03-02T20:00:00Z", [["léa ", 25], ["Zoé", 25]], ["léa ", "Zoé"]),
  play("2026-03-03T20:00:00Z", [["Tom", -4], ["Lea", 10]], ["Lea"]),
];

test("names are told apart as the scorers do: case and spaces at the ends ignored", () => {
  assert.equal(resolveKey({}, " LÉA "), "léa");
  assert.equal(resolveKey({ lea: "léa" }, "Lea"), "léa");
  assert.equal(resolveKey({ a: "b", b: "a" }, "a"), "a"); // a loop of merges ends
});

test("standings: plays, wins (shared ones too), win rate, average, best, last", () => {
  const rows = Object.fromEntries(standings(PLAYS, {}).map((row) => [row.key, row]));
  assert.deepEqual(rows["léa"], { key: "léa", plays: 2, wins: 2, best: 30, last: "2026-03-02T20:00:00Z", winRate: 1, average: 27.5 });
  assert.deepEqual(rows.tom, { key: "tom", plays: 2, wins: 0, best: 20, last: "2026-03-03T20:00:00Z", winRate: 0, average: 8 });
  assert.equal(rows["zoé"].wins, 1);
  assert.equal(rows.lea.plays, 1);
  assert.deepEqual(standings(PLAYS, {}).map((row) => row.key), ["léa", "zoé", "lea", "tom"]); // most wins, then win rate, then average
});

test("merged spellings are one player; one counted twice in a game counts once there", () => {
  const rows = Object.fromEntries(standings(PLAYS, { lea: "léa" }).map((row) => [row.key, row]));
  assert.equal(rows["léa"].plays, 3);
  assert.equal(rows["léa"].wins, 3);
  assert.equal(rows.lea, undefined);
  const together = [play("2026-03-04T20:00:00Z", [["Lea", 3], ["Léa", 9]], ["Léa"])];
  assert.equal(playedTogether(together, {}, "lea", "léa"), true);
  assert.deepEqual(standings(together, { lea: "léa" }).map(({ key, plays, sum, best }) => [key, plays, sum, best]), [["léa", 1, undefined, 9]]);
  assert.deepEqual(playerNames(PLAYS, { lea: "léa" }), { "léa": "léa", tom: "Tom", "zoé": "Zoé" });
});

test("running totals: from the rounds, with the final total when it is not their sum", () => {
  const entry = { players: [{ name: "A", total: 12, rounds: [5, -3, 4] }, { name: "B", total: 9, rounds: [1, 2, 3] }] };
  assert.deepEqual(runningTotals(entry), {
    steps: [{ round: 1 }, { round: 2 }, { round: 3 }, { final: true }],
    players: [{ name: "A", running: [5, 2, 6, 12] }, { name: "B", running: [1, 3, 6, 9] }],
  });
  entry.players[0].total = 6;
  entry.players[1].total = 6;
  assert.equal(runningTotals(entry).steps.length, 3);
  assert.equal(runningTotals({ players: [{ name: "A", total: 3 }] }), null);
  assert.equal(runningTotals({ players: [{ name: "A", total: 3, rounds: [3] }, { name: "B", total: 1, rounds: [1, 0] }] }), null);
});

test("merges: read back only from their own versioned text", () => {
  const merges = [{ from: "lea", into: "léa", fromName: "Lea", intoName: "Léa" }];
  assert.deepEqual(readMerges(mergesText(merges)), merges);
  assert.deepEqual(mergeMap(merges), { lea: "léa" });
  for (const text of [null, "not json", "{}", '{"version": 2, "merges": []}', '{"version": 1, "merges": [{"from": "a"}]}']) {
    assert.deepEqual(readMerges(text), []);
  }
});
