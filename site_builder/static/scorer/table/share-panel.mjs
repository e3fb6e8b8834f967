// Sharing the last scored game, for any game: a link holding the whole game in its fragment (the
// system share sheet where there is one, else the clipboard, else the link shown to copy by hand), and
// a picture of the score (a PNG made here) to save or share. The status says what truly happened: a
// share cancelled is said as cancelled, never as done. Nothing leaves the device unless the player
// shares it.

import { entryUrl } from "./bg-stats.mjs";
import { describeSheet, drawSheet } from "./score-picture.mjs";
import { entryOf, safely } from "./saved-games.mjs";

function pageUrl() {
  const url = new URL(window.location.href);
  url.hash = "";
  return url.href;
}

/** The sheet of the picture (see score-picture.mjs) from the game's rows, dated with the game's date. */
export function pictureSheet(words, rules, result, date) {
  const rows = rules.pictureRows(result, words);
  const names = result.players.map((p) => p.name);
  const winners = result.players.filter((p) => result.winners.includes(p.name)).map((p) => p.name);
  const totals = words.list(result.players.map((p) => words.t("player_points", { name: p.name, points: words.num(p.total) })));
  const winnerLine = words.t("picture_winner", { names: words.list(winners) });
  return {
    title: words.t("picture_title", { game: words.t("game_name"), date }),
    head: words.t("picture_head"),
    columns: names,
    rows,
    totalLabel: words.t("picture_total"),
    totals: result.players.map((p) => words.num(p.total)),
    winners: result.players.map((p) => result.winners.includes(p.name)),
    winnerLine,
    alt: [
      words.t("picture_alt_title", { game: words.t("game_name"), date }),
      words.t("picture_totals", { totals }),
      winnerLine,
      ...rows.map((row) => words.t("picture_row", {
        label: row.label,
        points: words.list(row.values.map((value, index) => words.t("player_points", { name: names[index], points: value }))),
      })),
    ],
  };
}

/** The game as BG Stats knows it ({name, bggId, sourceGameId}: the table's data-bg-stats, written
 * from the plug-in's bgg_id), or null: the game declares none, and no link is shown. */
export function bgStatsGame(section) {
  return safely(JSON.parse, section.dataset.bgStats || "null");
}

/** The link logging a saved entry ({id, date, players, winners, game}) in BG Stats, or null while its
 * game is not finished (the game's `rules.finished(scorerGame)`; a game without it has no link). */
export function bgStatsUrl(page, entry) {
  const game = page.table.bgStats;
  if (!game || typeof page.rules.finished !== "function" || safely(page.rules.finished, entry.game) !== true) return null;
  return entryUrl(game, entry);
}

async function systemShare(data) {
  try {
    await navigator.share(data);
    return "share_done";
  } catch (error) {
    return error && error.name === "AbortError" ? "share_cancelled" : null;
  }
}

/** Sends a game's link ({title, text, url}): the system share sheet where there is one, else the
 * clipboard. The key of what truly happened: "share_done", "share_cancelled", "share_copied", or
 * "share_manual" (neither worked: the link is to be shown to copy by hand). */
export async function sendLink({ title, text, url }) {
  if (typeof navigator.share === "function") {
    const said = await systemShare({ title, text, url });
    if (said) return said;
  }
  try {
    await navigator.clipboard.writeText(url);
    return "share_copied";
  } catch {
    return "share_manual";
  }
}

export function wireShare(page) {
  const section = page.table.section;
  const pick = (name) => section.querySelector(`[data-${name}]`);
  const nodes = {
    box: pick("share"), link: pick("share-link"), picture: pick("share-picture"), status: pick("share-status"),
    url: pick("share-url"), figure: pick("picture"), image: pick("picture-image"), save: pick("picture-save"),
    sharePicture: pick("picture-share"), bgStats: pick("bg-stats-box"), bgStatsLink: pick("bg-stats-link"),
  };
  const share = { nodes, blob: null };
  const { words } = page;
  const status = (key) => {
    nodes.status.textContent = key ? words.t(key) : "";
  };

  /** Shows the box when the page holds a scored game, and forgets what was made for the last one. */
  share.show = () => {
    nodes.box.hidden = !page.table.last;
    status(null);
    nodes.url.hidden = true;
    nodes.figure.hidden = true;
    nodes.sharePicture.hidden = true;
    share.blob = null;
    showBgStats();
  };

  // The link to BG Stats, once the game on the page is finished: its entry as saved (its id, its date).
  function showBgStats() {
    if (!nodes.bgStats) return;
    const last = page.table.last;
    const url = last ? bgStatsUrl(page, entryOf(last.game, last.result, { id: page.session.id, date: page.currentDate() })) : null;
    nodes.bgStats.hidden = url === null;
    if (url) nodes.bgStatsLink.href = url;
    else nodes.bgStatsLink.removeAttribute("href");
  }

  async function shareLink() {
    const last = page.table.last;
    if (!last) return;
    const url = page.table.link.shareUrl(pageUrl(), last.game);
    nodes.url.value = url;
    nodes.url.hidden = false;
    const text = words.t("share_text", { game: words.t("game_name"), totals: totalsOf(last.result) });
    const said = await sendLink({ title: words.t("game_name"), text, url });
    status(said);
    if (said === "share_manual") {
      nodes.url.focus();
      nodes.url.select();
    }
  }

  const totalsOf = (result) =>
    words.list(result.players.map((p) => words.t("player_points", { name: p.name, points: words.num(p.total) })));

  function makePicture() {
    const last = page.table.last;
    if (!last) return;
    const iso = page.currentDate();
    const sheet = pictureSheet(words, page.rules, last.result, formatDay(words.lang, iso));
    const canvas = document.createElement("canvas");
    const url = drawSheet(canvas, sheet);
    nodes.image.src = url;
    nodes.image.alt = describeSheet(sheet);
    nodes.save.href = url;
    nodes.save.download = `${page.rules.slug}-${iso.slice(0, 10)}.png`;
    nodes.figure.hidden = false;
    status("picture_made");
    canvas.toBlob((blob) => {
      share.blob = blob;
      const files = blob ? [new File([blob], nodes.save.download, { type: "image/png" })] : [];
      nodes.sharePicture.hidden = !(files.length && navigator.canShare && navigator.canShare({ files }));
    }, "image/png");
  }

  async function sharePicture() {
    if (!share.blob) return;
    const file = new File([share.blob], nodes.save.download, { type: "image/png" });
    status(await systemShare({ files: [file], title: words.t("game_name") }) || "share_failed");
  }

  nodes.link.addEventListener("click", shareLink);
  nodes.picture.addEventListener("click", makePicture);
  nodes.sharePicture.addEventListener("click", sharePicture);
  nodes.url.addEventListener("focus", () => nodes.url.select());
  share.show();
  return share;
}

function formatDay(lang, iso) {
  const date = new Date(iso);
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeStyle: "short" }).format(date);
}
