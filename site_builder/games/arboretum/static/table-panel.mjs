// The table's part of the scorer page (the last block of scorer.html): the games scored on this
// device, newest first (reopen, remove), the result to share (link, picture), a game opened from a
// shared link, and what storage said. main.mjs calls wireTable(ctx, score) once; scoring.mjs calls
// tableScored(ctx) after each answer of the scorer.

import * as recent from "./recent-games.mjs";
import { openShared } from "./shared-game.mjs";
import { wireShare, showShare } from "./share-panel.mjs";
import { button, formatDate, newId, say, tableWords, takeGame, totalsText } from "./table-games.mjs";
import { loadGames, onStorageProblem, updateGames } from "./table-store.mjs";

function findTableNodes(section) {
  const pick = (name) => section.querySelector(`[data-${name}]`);
  return {
    notice: pick("table-notice"), aside: pick("table-aside"), asideText: pick("table-aside-text"),
    asideClear: pick("table-aside-clear"), list: pick("recent"), empty: pick("recent-empty"),
  };
}

function recentItem(ctx, entry) {
  const { table, words } = ctx;
  const { t } = table;
  const date = formatDate(words.lang, entry.date);
  const winners = t("recent_winner", { names: words.list(entry.winners) });
  const item = document.createElement("li");
  item.dataset.recentId = entry.id;
  const text = document.createElement("p");
  text.textContent = t("recent_summary", { date, totals: totalsText(words, t, entry.players), winner: winners });
  item.append(text,
    button("secondary", t("recent_open"), t("recent_open_label", { date }), () => reopen(ctx, entry.id)),
    button("secondary", t("recent_remove"), t("recent_remove_label", { date }), () => remove(ctx, entry.id)));
  return item;
}

export function renderRecent(ctx) {
  const { nodes } = ctx.table;
  const store = loadGames();
  nodes.list.replaceChildren(...store.games.map((entry) => recentItem(ctx, entry)));
  nodes.empty.hidden = store.games.length > 0;
  nodes.aside.hidden = store.aside.length === 0;
  nodes.asideText.textContent = ctx.table.t("aside_notice", { count: store.aside.length });
}

function reopen(ctx, id) {
  const entry = recent.findGame(loadGames(), id);
  if (!entry) return renderRecent(ctx);
  say(ctx.table, ctx.table.t("recent_reopened", { date: formatDate(ctx.words.lang, entry.date) }));
  return takeGame(ctx, entry.game, entry.id);
}

function remove(ctx, id) {
  const entry = recent.findGame(loadGames(), id);
  const saved = updateGames((store) => recent.removeGame(store, id));
  if (saved && entry) say(ctx.table, ctx.table.t("recent_removed", { date: formatDate(ctx.words.lang, entry.date) }));
  if (ctx.table.currentId === id) ctx.table.currentId = null;
  renderRecent(ctx);
  ctx.table.nodes.list.closest("section").querySelector("#recent-heading")?.focus();
}

/** After each answer of the scorer: a scored game goes first in the list (the same game replaced). */
export function tableScored(ctx) {
  const { table, session } = ctx;
  const outcome = session.ui.outcome;
  if (!table || !outcome || !outcome.result) return;
  table.currentId ||= newId();
  const entry = recent.entryOf(outcome.sent, outcome.result, { id: table.currentId, date: new Date().toISOString() });
  updateGames((store) => recent.recordGame(store, entry));
  renderRecent(ctx);
  showShare(ctx);
}

export function wireTable(ctx, score) {
  const section = document.getElementById("table");
  if (!section) return;
  ctx.table = { section, t: tableWords(section), nodes: findTableNodes(section), currentId: null, score };
  onStorageProblem(() => say(ctx.table, ctx.table.t("storage_refused")));
  ctx.table.nodes.asideClear.addEventListener("click", () => {
    if (updateGames(recent.clearAside)) renderRecent(ctx);
  });
  ctx.nodes.newGameButton.addEventListener("click", () => {
    ctx.table.currentId = null;
    showShare(ctx);
  });
  wireShare(ctx);
  renderRecent(ctx);
  section.hidden = false;
  openShared(ctx);
  window.addEventListener("hashchange", () => openShared(ctx));
}
