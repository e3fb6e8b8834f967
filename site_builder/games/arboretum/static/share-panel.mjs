// Sharing the last scored game: a link holding the whole game in its fragment (the system share
// sheet where there is one, else the clipboard, else the link shown to copy by hand), and a picture
// of the score pad (PNG made here) to save or share. Nothing leaves the device unless the player
// shares it.

import { describeScore, drawScore } from "./score-picture.mjs";
import { shareUrl } from "./share-link.mjs";
import { formatDate, totalsText } from "./table-games.mjs";

function findShareNodes(section) {
  const pick = (name) => section.querySelector(`[data-${name}]`);
  return {
    box: pick("share"), link: pick("share-link"), picture: pick("share-picture"), status: pick("share-status"),
    url: pick("share-url"), figure: pick("picture"), image: pick("picture-image"), save: pick("picture-save"),
    sharePicture: pick("picture-share"),
  };
}

/** Shows the share box when the page holds a scored game, and forgets what was made for the last one. */
export function showShare(ctx) {
  const { share } = ctx.table;
  const outcome = ctx.session.ui.outcome;
  share.box.hidden = !(outcome && outcome.result);
  share.status.textContent = "";
  share.url.hidden = true;
  share.figure.hidden = true;
  share.sharePicture.hidden = true;
  ctx.table.blob = null;
}

function pageUrl() {
  const url = new URL(window.location.href);
  url.hash = "";
  return url.href;
}

async function shareLink(ctx) {
  const { share, t } = ctx.table;
  const outcome = ctx.session.ui.outcome;
  if (!outcome) return;
  const url = shareUrl(pageUrl(), outcome.sent);
  share.url.value = url;
  share.url.hidden = false;
  const text = t("share_text", { totals: totalsText(ctx.words, t, outcome.result.players) });
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: t("share_title"), text, url });
      share.status.textContent = t("share_done");
      return;
    } catch (error) {
      if (error && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    share.status.textContent = t("share_copied");
  } catch {
    share.status.textContent = t("share_manual");
    share.url.focus();
    share.url.select();
  }
}

function makePicture(ctx) {
  const { share, t } = ctx.table;
  const outcome = ctx.session.ui.outcome;
  if (!outcome) return;
  const date = formatDate(ctx.words.lang, new Date().toISOString());
  const canvas = document.createElement("canvas");
  const url = drawScore(canvas, ctx.words, t, outcome.result, date);
  share.image.src = url;
  share.image.alt = describeScore(ctx.words, t, outcome.result, date);
  share.save.href = url;
  share.save.download = `arboretum-${new Date().toISOString().slice(0, 10)}.png`;
  share.figure.hidden = false;
  share.status.textContent = t("picture_made");
  canvas.toBlob((blob) => {
    ctx.table.blob = blob;
    const files = blob ? [new File([blob], share.save.download, { type: "image/png" })] : [];
    share.sharePicture.hidden = !(files.length && navigator.canShare && navigator.canShare({ files }));
  }, "image/png");
}

async function sharePicture(ctx) {
  const { share, t } = ctx.table;
  if (!ctx.table.blob) return;
  const file = new File([ctx.table.blob], share.save.download, { type: "image/png" });
  try {
    await navigator.share({ files: [file], title: t("share_title") });
    share.status.textContent = t("share_done");
  } catch {
    // Cancelled, or refused: the picture stays on the page to save.
  }
}

export function wireShare(ctx) {
  const share = findShareNodes(ctx.table.section);
  ctx.table.share = share;
  share.link.addEventListener("click", () => shareLink(ctx));
  share.picture.addEventListener("click", () => makePicture(ctx));
  share.sharePicture.addEventListener("click", () => sharePicture(ctx));
  share.url.addEventListener("focus", () => share.url.select());
  showShare(ctx);
}
