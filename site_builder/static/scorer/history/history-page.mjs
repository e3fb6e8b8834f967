// The table's history page (/<lang>/history/, rendering/scorer_pages.py): every finished game kept on
// this device, of every game, newest first, filtered by game and by player; each reopened (its scorer
// page, `#open=<id>`: the recent entry's Reopen), shared by its link or removed (with a way back) as the
// recent games are, or logged in BG Stats (a game whose plug-in declares its BoardGameGeek number); the
// standings across plays, for every game together and for each, with the merges
// of two spellings of a name; a game scored round by round shows each player's running total.
// The page names no game: data-games lists each ({slug, name, scorer, rules, bgStats}); its `rules`
// module (the one its scorer page gives the kit) reads its saved games back through the kit's store.

import { announceOnce, element } from "./dom.mjs";
import { createLocalStore } from "./local-store.mjs";
import { createMessages, MINUS } from "./messages.mjs";
import { fitTable } from "./narrow-table.mjs";
import { createMergeStore, mergeMap } from "./name-merges.mjs";
import { drawRunningChart } from "./running-chart.mjs";
import * as saved from "./saved-games.mjs";
import { sendLink } from "./share-panel.mjs";
import { createShareLink } from "./share-link.mjs";
import { playedTogether, playerNames, playKeys, runningTotals, standings } from "./standings.mjs";
import { entryUrl } from "./bg-stats.mjs";
import { OPEN_KEY, bgStatsLink, button, entryDates, totalsText } from "./table-panel.mjs";

/** Each game's rules module loaded, with its store; a game whose module fails is left out. */
async function loadGames(infos, onProblem) {
  const loaded = await Promise.all(infos.map(async (info) => {
    try {
      const { rules } = await import(info.rules);
      return { info, rules, store: createLocalStore(rules, { onProblem }), link: createShareLink(rules.link) };
    } catch {
      return null;
    }
  }));
  return loaded.filter(Boolean);
}

/** Every finished game kept, newest first: {game, entry}. */
function keptPlays(games) {
  const plays = [];
  for (const game of games) {
    for (const entry of game.store.loadGames().games) {
      if (typeof game.rules.finished === "function" && saved.safely(game.rules.finished, entry.game) === true) plays.push({ game, entry });
    }
  }
  return plays.sort((a, b) => Date.parse(b.entry.date) - Date.parse(a.entry.date)
    || (a.game.info.slug < b.game.info.slug ? -1 : 1) || (a.entry.id < b.entry.id ? -1 : 1));
}

const asPlay = ({ game, entry }) => ({ slug: game.info.slug, date: entry.date, players: entry.players, winners: entry.winners });

/** The number formats of the page's language: a whole number, an average, a share, a day. */
function formats(lang) {
  const signed = (format) => (value) => (value < 0 ? MINUS + format.format(-value) : format.format(value));
  return {
    whole: signed(new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })),
    average: signed(new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })),
    share: (value) => new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 }).format(value),
    day: (iso) => new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso)),
  };
}

// The game being entered on a game's scorer page, when it is the one removed here (or one of its undo
// steps): unlisted (or listed again) as its recent entry's Remove does, so that its page scoring it
// again does not bring it back.
function setListed(game, id, listed) {
  const current = game.store.loadCurrent();
  if (current.id !== id && !current.pastIds.includes(id)) return;
  const unlisted = new Set(current.unlisted);
  if (listed) unlisted.delete(id);
  else unlisted.add(id);
  game.store.saveCurrent({ ...current, unlisted: [...unlisted], ui: game.rules.keepUi ? game.rules.keepUi(current.ui) : {} });
}

function createHistory(root) {
  const words = createMessages(root);
  const pick = (name) => root.querySelector(`[data-${name}]`);
  const nodes = {
    status: pick("announce"), notice: pick("history-notice"), list: pick("history-list"), empty: pick("history-empty"),
    count: pick("history-count"), gameFilter: pick("filter-game"), playerFilter: pick("filter-player"),
    standings: pick("standings"), mergeForm: pick("merge"), mergeFrom: pick("merge-from"), mergeInto: pick("merge-into"),
    merges: pick("merges"), loading: pick("history-loading"), bgStatsNote: pick("history-bg-stats-note"),
  };
  const page = { root, words, nodes, games: [], plays: [], merges: createMergeStore(), format: formats(words.lang) };
  page.say = (text) => announceOnce(root, text);
  return page;
}

/** Reads everything again: the plays kept, the merges, the names. */
function refresh(page) {
  page.plays = keptPlays(page.games);
  page.kept = page.merges.load();
  page.map = mergeMap(page.kept);
  const fallbacks = Object.fromEntries(page.kept.flatMap((item) => [[item.from, item.fromName], [item.into, item.intoName]]));
  page.names = playerNames(page.plays.map(asPlay), page.map, fallbacks);
  page.dates = entryDates(page.words.lang, page.plays.map((play) => play.entry));
}

function option(value, text, selected, props = {}) {
  const node = element("option", { value, text, ...props });
  node.selected = value === selected;
  return node;
}

/** A game's name as its box prints it, the same in every language, is not one to translate (a name the
 * catalogs translate is a term, marked lang="fr" where it falls back to French). */
const printedName = (info) => ({ translate: info.translated === false ? null : "no" });

function drawFilters(page) {
  const { nodes, words } = page;
  const games = page.games.filter((game) => page.plays.some((play) => play.game === game));
  const game = nodes.gameFilter.value;
  nodes.gameFilter.replaceChildren(option("", words.t("history_all_games"), game),
    ...games.map((item) => option(item.info.slug, item.info.name, game, printedName(item.info))));
  const player = nodes.playerFilter.value;
  const keys = [...new Set(page.plays.flatMap((play) => playKeys(asPlay(play), page.map)))]
    .sort((a, b) => page.names[a].localeCompare(page.names[b], words.lang));
  nodes.playerFilter.replaceChildren(option("", words.t("history_all_players"), player),
    ...keys.map((key) => option(key, page.names[key], player)));
  for (const select of [nodes.mergeFrom, nodes.mergeInto]) {
    const chosen = select.value;
    select.replaceChildren(...keys.map((key) => option(key, page.names[key], chosen)));
  }
  if (nodes.mergeInto.selectedIndex === nodes.mergeFrom.selectedIndex && keys.length > 1) nodes.mergeInto.selectedIndex = 1;
}

const shown = (page) => page.plays.map((play, index) => ({ play, date: page.dates[index] })).filter(({ play }) =>
  (!page.nodes.gameFilter.value || play.game.info.slug === page.nodes.gameFilter.value)
  && (!page.nodes.playerFilter.value || playKeys(asPlay(play), page.map).includes(page.nodes.playerFilter.value)));

function entryItem(page, { play, date }) {
  const { words } = page;
  const { game, entry } = play;
  const name = game.info.name;
  const names = { game: name, date };
  const totals = totalsText(words, entry.players);
  const open = element("a", {
    class: "secondary history-open", href: `${game.info.scorer}#${OPEN_KEY}=${encodeURIComponent(entry.id)}`,
    text: words.t("recent_open"), "aria-label": words.t("history_open_label", names),
  });
  const link = element("input", { type: "text", readonly: true, class: "history-link", hidden: true, "aria-label": words.t("history_link_label", names) });
  const actions = element("div", { class: "table-actions" }, [
    open,
    button("secondary", words.t("history_share"), words.t("history_share_label", names), () => share(page, play, link)),
    button("secondary", words.t("recent_remove"), words.t("history_remove_label", names), () => remove(page, play, date)),
  ]);
  const item = element("li", { dataset: { historyId: entry.id, historyGame: game.info.slug, date: entry.date } }, [
    element("h3", { text: words.t("history_entry_title", names) }),
    element("p", {
      class: "history-result",
      text: words.join(words.t("history_totals", { totals }), " ", words.t("recent_winner", { names: words.list(entry.winners) })),
    }),
  ]);
  const running = runningTotals(entry);
  if (running) {
    const body = element("div", { class: "running" });
    const details = element("details", { class: "history-rounds" }, [element("summary", { text: words.t("chart_summary") }), body]);
    details.addEventListener("toggle", () => {
      if (details.open && !body.firstChild) drawRunningChart(body, words, running);
    });
    item.append(details);
  }
  const url = game.info.bgStats ? entryUrl(game.info.bgStats, entry) : null;
  if (url) actions.append(bgStatsLink(words, url, (text) => words.t("history_bg_stats_label", { link: text, ...names }), "history-bg-stats-note"));
  item.append(actions, link);
  return item;
}

function drawList(page, announce = false) {
  const { nodes, words } = page;
  const items = shown(page);
  nodes.list.replaceChildren(...items.map((item) => entryItem(page, item)));
  nodes.empty.hidden = page.plays.length > 0;
  nodes.bgStatsNote.hidden = !nodes.list.querySelector(".bg-stats-link");
  const count = words.t("history_count", { count: words.num(items.length) });
  nodes.count.textContent = count;
  nodes.count.hidden = page.plays.length === 0;
  if (announce) page.say(count);
}

function standingsTable(page, caption, plays) {
  const { words, format } = page;
  const columns = ["column_player", "column_plays", "column_wins", "column_win_rate", "column_average", "column_best", "column_last"];
  const cell = (field, value, text) => element("td", { dataset: { field, value: String(value) }, text });
  const rows = standings(plays.map(asPlay), page.map).map((row) => element("tr", { dataset: { player: row.key } }, [
    element("th", { scope: "row", text: page.names[row.key] }),
    cell("plays", row.plays, format.whole(row.plays)),
    cell("wins", row.wins, format.whole(row.wins)),
    cell("winRate", row.winRate, format.share(row.winRate)),
    cell("average", row.average, format.average(row.average)),
    cell("best", row.best, format.whole(row.best)),
    cell("last", row.last, format.day(row.last)),
  ]));
  const table = element("table", {}, [
    element("caption", { text: words.t("standings_caption", { game: caption }) }),
    element("thead", {}, [element("tr", {}, columns.map((key) => element("th", { scope: "col", text: words.t(key) })))]),
    element("tbody", {}, rows),
  ]);
  return element("div", { class: "standings-table" }, [table]);
}

function drawStandings(page) {
  const { nodes, words } = page;
  if (!page.plays.length) {
    nodes.standings.replaceChildren();
    return;
  }
  const tables = [standingsTable(page, words.t("standings_all"), page.plays)];
  tables[0].dataset.standings = "";
  for (const game of page.games) {
    const plays = page.plays.filter((play) => play.game === game);
    if (plays.length) {
      const box = standingsTable(page, game.info.name, plays);
      box.dataset.standings = game.info.slug;
      tables.push(box);
    }
  }
  nodes.standings.replaceChildren(...tables);
  for (const box of tables) fitTable(box);
}

function drawMerges(page) {
  const { nodes, words } = page;
  nodes.merges.replaceChildren(...page.kept.map((item) => {
    const names = { from: item.fromName, into: item.intoName };
    return element("li", {}, [
      element("span", { text: words.t("merge_item", names) }), " ",
      button("secondary", words.t("merge_undo"), words.t("merge_undo_label", names), () => separate(page, item)),
    ]);
  }));
  nodes.mergeForm.hidden = page.plays.length === 0;
}

function draw(page, announce = false) {
  refresh(page);
  drawFilters(page);
  drawList(page, announce);
  drawStandings(page);
  drawMerges(page);
}

function notice(page, text, action = null) {
  page.say(text);
  const { notice: box } = page.nodes;
  box.replaceChildren(...(action ? [button("secondary", action.text, null, action.run)] : []));
  box.hidden = !action;
}

async function share(page, { game, entry }, field) {
  const { words } = page;
  const url = game.link.shareUrl(new URL(game.info.scorer, window.location.href).href, entry.game);
  const text = words.t("share_text", { game: game.info.name, totals: totalsText(words, entry.players) });
  const said = await sendLink({ title: game.info.name, text, url });
  page.say(words.t(said));
  if (said === "share_manual") {
    field.value = url;
    field.hidden = false;
    field.focus();
    field.select();
  }
}

function remove(page, { game, entry }, date) {
  let removed = null;
  const stored = game.store.updateGames((store) => {
    const done = saved.removeGame(store, entry.id);
    removed = done.removed;
    return done.store;
  });
  if (!stored || !removed) return;
  setListed(game, entry.id, false);
  draw(page);
  const names = { game: game.info.name, date };
  notice(page, page.words.t("history_removed", names), { text: page.words.t("recent_put_back"), run: () => putBack(page, game, removed, names) });
  page.nodes.notice.querySelector("button").focus();
}

// The entry back in its game's list, in its place with its date (so in its place here too); the focus
// on its Remove button, where the person was.
function putBack(page, game, removed, names) {
  if (!game.store.updateGames((store) => saved.putBack(store, removed))) return;
  setListed(game, removed.entry.id, true);
  draw(page);
  notice(page, page.words.t("history_put_back_done", names));
  const item = [...page.nodes.list.children].find((node) => node.dataset.historyId === removed.entry.id
    && node.dataset.historyGame === game.info.slug);
  (item ? [...item.querySelectorAll("button")].pop() : page.nodes.list.closest("section").querySelector("h2")).focus();
}

function merge(page) {
  const { nodes, words } = page;
  const from = nodes.mergeFrom.value;
  const into = nodes.mergeInto.value;
  const names = { from: page.names[from], into: page.names[into] };
  if (!from || !into || from === into) return page.say(words.t("merge_same"));
  if (playedTogether(page.plays.map(asPlay), page.map, from, into)) return page.say(words.t("merge_together", names));
  if (!page.merges.save([...page.kept, { from, into, fromName: names.from, intoName: names.into }])) return page.say(words.t("storage_refused"));
  draw(page);
  return page.say(words.t("merge_done", names));
}

function separate(page, item) {
  if (!page.merges.save(page.kept.filter((kept) => kept !== item))) return page.say(page.words.t("storage_refused"));
  draw(page);
  page.nodes.mergeFrom.focus();
  return page.say(page.words.t("merge_undone", { from: item.fromName }));
}

async function start() {
  const root = document.getElementById("history");
  if (!root) return;
  const page = createHistory(root);
  page.words.watch(root); // the French fallbacks the scripts write marked lang="fr", as on the scorer pages
  let refused = false;
  const infos = JSON.parse(root.dataset.games || "[]").map((info) => ({ ...info, name: page.words.term(info.slug) }));
  page.games = await loadGames(infos, () => {
    if (!refused) page.say(page.words.t("storage_refused"));
    refused = true;
  });
  page.nodes.gameFilter.addEventListener("change", () => drawList(page, true));
  page.nodes.playerFilter.addEventListener("change", () => drawList(page, true));
  page.nodes.mergeForm.addEventListener("submit", (event) => {
    event.preventDefault();
    merge(page);
  });
  draw(page);
  page.nodes.loading.hidden = true;
  root.dataset.ready = "true";
  performance.mark("marquoir:history-ready");
  // Once the browser has laid the page out and painted it (the frame after the drawing): the benchmark's.
  requestAnimationFrame(() => setTimeout(() => performance.mark("marquoir:history-drawn")));
}

start();
