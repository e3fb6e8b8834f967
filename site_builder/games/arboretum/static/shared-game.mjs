// A game opened from a shared link (#g=… in the page's address): decoded and checked, scored by the
// worker and shown apart, in this page's language; this browser's own game is left as it is until
// its user chooses to keep the shared one. A broken or changed link is said, and changes nothing.

import { renderDetail, renderScorePad } from "./results.mjs";
import { decodeGame, fragmentGame } from "./share-link.mjs";
import { say, takeGame, totalsText } from "./table-games.mjs";

function findSharedNodes(section) {
  const pick = (name) => section.querySelector(`[data-${name}]`);
  return {
    box: pick("shared"), heading: section.querySelector("#shared-heading"), intro: pick("shared-intro"),
    status: pick("shared-status"), pad: pick("shared-pad"), detail: pick("shared-detail"),
    keep: pick("shared-keep"), close: pick("shared-close"),
  };
}

function forgetFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", pathname + search);
  carryFragment("");
}

// The language switcher's links keep the shared game: the same game, read in another language.
function carryFragment(hash) {
  for (const link of document.querySelectorAll(".switcher a[hreflang]")) {
    const url = new URL(link.href);
    url.hash = hash;
    link.href = url.href;
  }
}

function drawPad(ctx, shown, game, result, selected) {
  const onPick = (player, species) => drawPad(ctx, shown, game, result, { player, species });
  renderScorePad(shown.pad, ctx.words, result, { onPick, selected });
  if (selected) renderDetail(shown.detail, ctx.words, result, game, selected.player, selected.species);
}

async function scoreShared(ctx, shown, game) {
  const { t } = ctx.table;
  shown.status.textContent = t("shared_scoring");
  const answer = await ctx.client.score(game);
  const envelope = answer.result;
  if (!envelope || !envelope.ok) {
    shown.status.textContent = t("shared_not_scored");
    return null;
  }
  shown.status.textContent = t("shared_totals", { totals: totalsText(ctx.words, t, envelope.result.players) });
  drawPad(ctx, shown, game, envelope.result, null);
  return envelope.result;
}

/** Opens the game in the address's fragment, if there is one. */
export async function openShared(ctx) {
  const { table } = ctx;
  const text = fragmentGame(window.location.hash);
  if (text === null) return;
  const shown = table.shown || (table.shown = wireShared(ctx));
  const { game, error } = decodeGame(text);
  if (error) {
    shown.box.hidden = true;
    say(table, table.t("shared_broken"));
    table.section.querySelector("[data-table-notice]").scrollIntoView({ block: "center" });
    return;
  }
  say(table, "");
  shown.game = game;
  carryFragment(window.location.hash);
  shown.intro.textContent = table.t("shared_intro", { players: ctx.words.list(game.players.map((p) => p.name)) });
  shown.pad.replaceChildren();
  shown.detail.hidden = true;
  shown.box.hidden = false;
  shown.heading.focus({ preventScroll: true });
  shown.box.scrollIntoView({ block: "start" });
  await scoreShared(ctx, shown, game);
}

function wireShared(ctx) {
  const shown = findSharedNodes(ctx.table.section);
  shown.keep.addEventListener("click", () => {
    shown.box.hidden = true;
    forgetFragment();
    say(ctx.table, ctx.table.t("shared_kept"));
    takeGame(ctx, shown.game, null);
  });
  shown.close.addEventListener("click", () => {
    shown.box.hidden = true;
    forgetFragment();
  });
  return shown;
}
