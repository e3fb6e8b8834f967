// The table's part of every scorer page (the core's scorer_table.html, outside the game's own
// `.scorer`): the games scored on this device, newest first (the newest RECENT_SHOWN of them, with
// how many are kept; reopen; remove, with a way back), the backup of every game (backup-panel.mjs), the
// last scored game to share (a link, a picture), a game opened from a shared link, what was kept
// aside as unreadable (said for what it is), and what storage said. scorer-page.mjs wires it; the
// game's page calls page.table.scored(sent, result) after each score it shows.

import * as saved from "./saved-games.mjs";
import { newId } from "./local-store.mjs";
import { bgStatsGame, bgStatsUrl, wireShare } from "./share-panel.mjs";
import { createShareLink, fragmentGame } from "./share-link.mjs";
import { knownNames, offerNames } from "./known-names.mjs";
import { mountBackup } from "./backup-panel.mjs";

/** The fragment's key naming a kept game to reopen (`#open=<id>`): the history's links. */
export const OPEN_KEY = "open";

const pick = (section, name) => section.querySelector(`[data-${name}]`);

export function button(className, text, label, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = className;
  node.textContent = text;
  if (label) node.setAttribute("aria-label", label);
  node.addEventListener("click", onClick);
  return node;
}

// One formatter per language and precision: making one costs far more than formatting a date.
const dateFormats = new Map();

export function formatDate(lang, iso, precise = false) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return String(iso);
  const key = `${lang} ${precise}`;
  if (!dateFormats.has(key)) dateFormats.set(key, new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: precise ? "medium" : "short" }));
  return dateFormats.get(key).format(date);
}

const counted = (texts) => texts.reduce((counts, text) => counts.set(text, (counts.get(text) || 0) + 1), new Map());

/** "Léa 20, Tom 10" in the page's language. */
export const totalsText = (words, players) =>
  words.list(players.map((p) => words.t("player_points", { name: p.name, points: words.num(p.total) })));

/** Each entry's date as said in the list: to the minute, to the second where two games share a
 * minute, with a number where they share a second too: every button's label is its own. */
export function entryDates(lang, entries) {
  const short = entries.map((entry) => formatDate(lang, entry.date));
  const shortCounts = counted(short);
  const dates = entries.map((entry, index) => (shortCounts.get(short[index]) > 1 ? formatDate(lang, entry.date, true) : short[index]));
  const dateCounts = counted(dates);
  const seen = new Map();
  return dates.map((text) => {
    const count = (seen.get(text) || 0) + 1;
    seen.set(text, count);
    return count > 1 || dateCounts.get(text) > 1 ? `${text} (${count})` : text;
  });
}

/** Says `text` in the table's notice (read out at once), with an optional button after it. */
export function notify(page, text, action = null) {
  const { notice } = page.table.nodes;
  const line = document.createElement("p");
  line.textContent = text;
  notice.replaceChildren(...(text ? [line] : []), ...(text && action ? [button("secondary", action.text, null, action.run)] : []));
  notice.hidden = !text;
}

function recentItem(page, entry, date) {
  const { words } = page;
  const totals = totalsText(words, entry.players);
  const item = document.createElement("li");
  item.dataset.recentId = entry.id;
  const text = document.createElement("p");
  text.textContent = words.t("recent_summary", { date, totals, winner: words.t("recent_winner", { names: words.list(entry.winners) }) });
  const actions = document.createElement("div");
  actions.className = "table-actions";
  actions.append(
    button("secondary", words.t("recent_open"), words.t("recent_open_label", { date, totals }), () => reopen(page, entry.id)),
    button("secondary", words.t("recent_remove"), words.t("recent_remove_label", { date, totals }), () => remove(page, entry.id)),
  );
  const url = bgStatsUrl(page, entry);
  if (url !== null) actions.append(bgStatsLink(words, url, (link) => words.t("recent_bg_stats_label", { link, date, totals })));
  item.append(text, actions);
  return item;
}

// A finished game's link to BG Stats: its name begins with what it shows, then says which game
// (`label(text)`: the name from the link's text); the note under the list (what happens without the
// app, `note` its id) describes it.
export function bgStatsLink(words, url, label, note = "recent-bg-stats-note") {
  const text = words.t("bg_stats_link");
  const link = document.createElement("a");
  link.className = "bg-stats-link";
  link.href = url;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = text;
  link.setAttribute("aria-label", label(text));
  link.setAttribute("aria-describedby", note);
  return link;
}

// What is aside, said for what it is: a damaged record by its part (a listed game, the game being
// entered, an undo step, the last score kept).
function asideText(page, store) {
  const counts = saved.asideCounts(store);
  return saved.ASIDE_KINDS.filter((kind) => counts[kind]).map((kind) => page.words.t(`aside_${kind}`, { count: counts[kind] }));
}

export function renderRecent(page) {
  const { nodes } = page.table;
  const store = page.store.loadGames();
  const shown = store.games.slice(0, saved.RECENT_SHOWN);
  const dates = entryDates(page.words.lang, shown);
  nodes.list.replaceChildren(...shown.map((entry, index) => recentItem(page, entry, dates[index])));
  nodes.empty.hidden = store.games.length > 0;
  nodes.more.hidden = shown.length === store.games.length;
  nodes.more.textContent = nodes.more.hidden ? ""
    : page.words.t("recent_more", { count: page.words.num(store.games.length), shown: page.words.num(shown.length) });
  if (nodes.bgStatsNote) nodes.bgStatsNote.hidden = !nodes.list.querySelector(".bg-stats-link");
  nodes.aside.hidden = store.aside.length === 0;
  const lines = asideText(page, store).map((text) => {
    const line = document.createElement("p");
    line.textContent = text;
    return line;
  });
  nodes.asideText.replaceChildren(...lines);
  offerNames(page.root, knownNames(store.games));
  sayNotes(page);
  return store;
}

// What was let go for a limit since the last time: said, each in its words, in one notice.
function sayNotes(page) {
  const { words } = page;
  const { dropped, asideDropped, undoCut } = page.store.takeNotes();
  const said = [
    dropped.length ? words.t("recent_dropped", { count: dropped.length, max: saved.MAX_GAMES }) : "",
    asideDropped.length ? words.t("aside_dropped", { count: asideDropped.length, max: saved.MAX_ASIDE }) : "",
    undoCut ? words.t("undo_cut", { count: undoCut, max: saved.UNDO_SAVED }) : "",
  ].filter(Boolean);
  if (said.length) notify(page, said.join(" "));
}

/** The page's game becomes `scorerGame` under `id` (Undo brings back the one before), then it is scored. */
export function takeGame(page, scorerGame, id) {
  const game = saved.safely(page.rules.fromScorer, scorerGame);
  if (game === null) {
    notify(page, page.words.t("recent_unreadable"));
    return false;
  }
  page.session.commit(() => game, { id });
  page.changed({ taken: true });
  return true;
}

function reopen(page, id) {
  const entry = saved.findGame(page.store.loadGames(), id);
  if (!entry) return renderRecent(page);
  const date = entryDates(page.words.lang, [entry])[0];
  if (takeGame(page, entry.game, entry.id)) notify(page, page.words.t("recent_reopened", { date }));
  return null;
}

// Remove and its way back touch the list only: the game on the page stays as it is, and a removed
// game is not listed again by a score (the session's unlist(): not by the page's Undo, nor a reload).
function remove(page, id) {
  let removed = null;
  const before = page.store.loadGames();
  const date = entryDates(page.words.lang, before.games)[before.games.findIndex((entry) => entry.id === id)];
  const stored = page.store.updateGames((store) => {
    const done = saved.removeGame(store, id);
    removed = done.removed;
    return done.store;
  });
  if (stored && removed) page.session.unlist(id);
  renderRecent(page);
  if (stored && removed) {
    notify(page, page.words.t("recent_removed", { date }), {
      text: page.words.t("recent_put_back"),
      run: () => putBackEntry(page, removed, date),
    });
  }
  page.table.nodes.notice.querySelector("button")?.focus();
}

// The entry back in its place; the focus on it (its Remove button, where the player was), as the
// notice's button it was on is gone.
function putBackEntry(page, removed, date) {
  if (!page.store.updateGames((store) => saved.putBack(store, removed))) return;
  page.session.relist(removed.entry.id);
  renderRecent(page);
  notify(page, page.words.t("recent_put_back_done", { date }));
  const item = [...page.table.nodes.list.children].find((node) => node.dataset.recentId === removed.entry.id);
  const target = item ? [...item.querySelectorAll("button")].pop() : page.table.section.querySelector("#recent-heading");
  target.focus();
}

/** After each scored answer shown by the game's page: the game is recorded (once, whatever the reloads). */
export function scored(page, scorerGame, result) {
  if (page.rules.hasContent && !page.rules.hasContent(page.session.game)) return unscored(page); // nothing entered yet
  const entry = saved.entryOf(scorerGame, result, { id: page.session.id, date: new Date().toISOString() });
  if (page.session.listed()) page.store.record(entry); // a game whose entry was removed stays out of the list
  page.table.last = { game: scorerGame, result };
  renderRecent(page);
  page.table.share.show();
}

/** The page no longer shows a scored game (a change, a new game, a refusal): nothing to share. */
export function unscored(page) {
  if (!page.table || !page.table.last) return;
  page.table.last = null;
  page.table.share.show();
}

/** The current game's entry date (the game's own date), or now for a game not yet in the list. */
export function currentDate(page) {
  const entry = saved.findGame(page.store.loadGames(), page.session.id);
  return entry ? entry.date : new Date().toISOString();
}

// The language switcher's links keep the shared game: the same game, read in another language.
function carryFragment(hash) {
  for (const link of document.querySelectorAll(".switcher a[hreflang]")) {
    const url = new URL(link.href);
    url.hash = hash;
    link.href = url.href;
  }
}

function forgetFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", pathname + search);
  carryFragment("");
}

function sharedNodes(section) {
  return {
    box: pick(section, "shared"), heading: section.querySelector("#shared-heading"), intro: pick(section, "shared-intro"),
    status: pick(section, "shared-status"), pad: pick(section, "shared-pad"),
    keep: pick(section, "shared-keep"), close: pick(section, "shared-close"),
  };
}

/** Opens the game in the address's fragment, if there is one: shown apart, this browser's own game untouched. */
export async function openShared(page) {
  const { table, words } = page;
  const text = fragmentGame(window.location.hash);
  if (text === null) return;
  const shown = table.shown;
  const { game, error } = table.link.decodeGame(text);
  if (error) {
    shown.box.hidden = true;
    notify(page, words.t("shared_broken"));
    table.nodes.notice.scrollIntoView({ block: "center" });
    return;
  }
  notify(page, "");
  shown.game = game;
  carryFragment(window.location.hash);
  shown.intro.textContent = words.t("shared_intro", { players: words.list(game.players.map((p) => p.name)) });
  shown.pad.replaceChildren();
  shown.box.hidden = false;
  shown.heading.focus({ preventScroll: true });
  shown.box.scrollIntoView({ block: "start" });
  shown.status.textContent = words.t("shared_scoring");
  const answer = await page.client.score(game);
  const envelope = answer && answer.envelope;
  if (!envelope || !envelope.ok) {
    shown.status.textContent = words.t("shared_not_scored");
    return;
  }
  shown.status.textContent = words.t("shared_totals", { totals: totalsText(words, envelope.result.players) });
  page.rules.renderShared(shown.pad, words, envelope.result, game);
}

/** The kept game named in the address's fragment (`#open=<id>`, the history's Reopen), reopened as its
 * recent entry's Reopen does; the fragment is then forgotten. */
export function openKept(page) {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  if (!params.has(OPEN_KEY)) return;
  forgetFragment();
  if (saved.findGame(page.store.loadGames(), params.get(OPEN_KEY))) reopen(page, params.get(OPEN_KEY));
  else notify(page, page.words.t("recent_missing"));
}

function wireShared(page) {
  const shown = sharedNodes(page.table.section);
  shown.keep.addEventListener("click", () => {
    shown.box.hidden = true;
    forgetFragment();
    if (takeGame(page, shown.game, newId())) notify(page, page.words.t("shared_kept"));
  });
  shown.close.addEventListener("click", () => {
    shown.box.hidden = true;
    forgetFragment();
  });
  return shown;
}

export function wireTable(page) {
  const section = document.getElementById("table");
  const nodes = {
    notice: pick(section, "table-notice"), aside: pick(section, "table-aside"), asideText: pick(section, "table-aside-text"),
    asideClear: pick(section, "table-aside-clear"), list: pick(section, "recent"), empty: pick(section, "recent-empty"),
    bgStatsNote: pick(section, "recent-bg-stats-note"), more: pick(section, "recent-more"),
  };
  page.table = { section, nodes, last: null, link: createShareLink(page.rules.link), bgStats: bgStatsGame(section) };
  page.table.shown = wireShared(page);
  page.table.share = wireShare(page);
  nodes.asideClear.addEventListener("click", () => {
    if (page.store.updateGames(saved.clearAside)) renderRecent(page);
  });
  page.table.backup = mountBackup(pick(section, "backup-box"), { words: page.words, onImported: () => renderRecent(page) });
  renderRecent(page);
  section.hidden = false;
  openKept(page);
  openShared(page);
  window.addEventListener("hashchange", () => {
    openKept(page);
    openShared(page);
  });
  return page.table;
}
