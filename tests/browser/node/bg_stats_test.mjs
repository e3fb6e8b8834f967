// Unit tests of the kit's play for BG Stats (site_builder/static/scorer/table/bg-stats.mjs), run with
// `node --test` on the module as the build published it (test_bg_stats.py runs it, in a time zone
// that is not UTC: TZ is set there). MODULES is a JSON object {stem: path} ("bg-stats").
import assert from "node:assert/strict";
import { test } from "node:test";
import { pathToFileURL } from "node:url";

const paths = JSON.parse(process.env.MODULES);
const { CREATE_PLAY, entryUrl, nameKey, playDate, playOf, playUrl, ranks } = await import(pathToFileURL(paths["bg-stats"]).href);

const GAME = { name: "Sushi Go!", bggId: 133473, sourceGameId: "sushi-go" };
const ENTRY = {
  id: "k2f9-entry",
  date: "2026-05-01T23:47:05.120+02:00",
  players: [{ name: "Léa", total: 31 }, { name: "Tom", total: 40 }, { name: "Zoé", total: 40 }, { name: "Ana", total: 12 }],
  winners: ["Tom", "Zoé"],
  game: {},
};

test("the machine's time zone is not UTC (else a local date would pass for UTC)", () => {
  assert.notEqual(new Date("2026-05-01T12:00:00Z").getTimezoneOffset(), 0);
});

test("playDate: the date in UTC as yyyy-MM-dd HH:mm:ss, whatever the time zone it was written in", () => {
  assert.equal(playDate("2026-05-01T23:47:05.120+02:00"), "2026-05-01 21:47:05");
  assert.equal(playDate("2026-12-31T23:59:59.999Z"), "2026-12-31 23:59:59");
  assert.equal(playDate("2027-01-01T00:30:00+05:30"), "2026-12-31 19:00:00");
  assert.equal(playDate("not a date"), null);
  assert.equal(playDate(12), null);
});

test("ranks: 1 for the best, equal totals share a rank, the next one skipped", () => {
  assert.deepEqual(ranks([31, 40, 40, 12]), [3, 1, 1, 4]);
  assert.deepEqual(ranks([5]), [1]);
  assert.deepEqual(ranks([-3, -3]), [1, 1]);
});

test("nameKey: spaces at the ends and letter case ignored, as the scorers tell names apart", () => {
  assert.equal(nameKey("Léa"), nameKey("léa "));
  assert.equal(nameKey(" LÉA"), nameKey("Le\u0301a"));
  assert.equal(nameKey("Straße"), nameKey("STRASSE"));
  assert.notEqual(nameKey("Lea"), nameKey("Léa"));
  assert.notEqual(nameKey("Tom"), nameKey("Tim"));
});

test("playOf: every field BG Stats reads, of its type", () => {
  const play = playOf(GAME, ENTRY);
  assert.deepEqual(Object.keys(play).sort(), ["game", "playDate", "players", "sourceName", "sourcePlayId"]);
  assert.equal(play.sourceName, "Marquoir");
  assert.equal(play.sourcePlayId, "k2f9-entry");
  assert.equal(play.playDate, "2026-05-01 21:47:05");
  assert.deepEqual(play.game, { name: "Sushi Go!", bggId: 133473, sourceGameId: "sushi-go", highestWins: true, noPoints: false });
  assert.equal(typeof play.game.bggId, "number");
  assert.deepEqual(play.players, [
    { name: "Léa", sourcePlayerId: "léa", score: 31, winner: false, startPlayer: false, rank: 3 },
    { name: "Tom", sourcePlayerId: "tom", score: 40, winner: true, startPlayer: false, rank: 1 },
    { name: "Zoé", sourcePlayerId: "zoé", score: 40, winner: true, startPlayer: false, rank: 1 },
    { name: "Ana", sourcePlayerId: "ana", score: 12, winner: false, startPlayer: false, rank: 4 },
  ]);
});

test("playOf: the same game gives the same play; a name typed otherwise is the same player", () => {
  assert.deepEqual(playOf(GAME, ENTRY), playOf(GAME, structuredClone(ENTRY)));
  const other = { ...ENTRY, players: ENTRY.players.map((p) => ({ ...p, name: p.name === "Léa" ? "léa " : p.name })) };
  assert.equal(playOf(GAME, other).players[0].sourcePlayerId, playOf(GAME, ENTRY).players[0].sourcePlayerId);
});

test("playOf: a winner by a tie-break is the one winner though another has the same total (same rank)", () => {
  const play = playOf(GAME, { ...ENTRY, winners: ["Zoé"] });
  assert.deepEqual(play.players.map((p) => [p.winner, p.rank]), [[false, 3], [false, 1], [true, 1], [false, 4]]);
});

test("playOf: no play without a BoardGameGeek number, an id or a date", () => {
  assert.equal(playOf({ ...GAME, bggId: "133473" }, ENTRY), null);
  assert.equal(playOf({ ...GAME, bggId: null }, ENTRY), null);
  assert.equal(playOf(null, ENTRY), null);
  assert.equal(playOf(GAME, { ...ENTRY, id: "" }), null);
  assert.equal(playOf(GAME, { ...ENTRY, date: "yesterday" }), null);
  assert.equal(entryUrl(GAME, { ...ENTRY, players: [] }), null);
});

test("playUrl: BG Stats' createPlay page, the play in `data`, URI-encoded, read back as it was", () => {
  const play = playOf(GAME, { ...ENTRY, players: [{ name: "A&B=?#é %", total: 3 }], winners: ["A&B=?#é %"] });
  const url = new URL(playUrl(play));
  assert.equal(`${url.origin}${url.pathname}`, CREATE_PLAY);
  assert.equal(CREATE_PLAY, "https://app.bgstatsapp.com/createPlay.html");
  assert.deepEqual([...url.searchParams.keys()], ["data"]);
  assert.equal(url.hash, "");
  assert.deepEqual(JSON.parse(url.searchParams.get("data")), play);
  assert.deepEqual(JSON.parse(decodeURIComponent(playUrl(play).split("?data=")[1])), play);
  assert.equal(entryUrl(GAME, ENTRY), playUrl(playOf(GAME, ENTRY)));
});
