// Games moving between the page's form (state.mjs, with empty hand slots) and the scorer's form
// (what the list and the share link keep), and small helpers shared by the table's modules.

import * as state from "./state.mjs";

/** A game in the scorer's form as a game of the page, checked by the page's own reader. */
export function pageGame(scorerGame) {
  const game = state.newGame();
  game.playerCount = scorerGame.players.length;
  scorerGame.players.forEach((player, index) => {
    const hand = player.hand.slice(0, state.HAND_SIZE);
    game.players[index] = {
      ...game.players[index],
      name: player.name,
      arboretum: player.arboretum.map(({ row, col, species, value }) => ({ row, col, species, value })),
      hand: [...hand, ...Array(state.HAND_SIZE - hand.length).fill(null)],
    };
  });
  return state.restoreGame(JSON.stringify(game));
}

export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export function formatDate(lang, iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** "Léa 20, Tom 10" in the page's language. */
export const totalsText = (words, t, players) =>
  words.list(players.map((p) => t("picture_player_points", { name: p.name, points: p.total })));

/** A message from data-table-messages with its {placeholders} filled. */
export function tableWords(section) {
  const dict = JSON.parse(section.dataset.tableMessages || "{}");
  return (key, params = {}) => {
    const text = Object.hasOwn(dict, key) ? dict[key] : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
}

export function button(className, text, label, onClick) {
  const node = document.createElement("button");
  node.type = "button";
  node.className = className;
  node.textContent = text;
  if (label) node.setAttribute("aria-label", label);
  node.addEventListener("click", onClick);
  return node;
}

/** Says `text` in the table's notice (an alert: read out at once). */
export function say(table, text) {
  table.nodes.notice.textContent = text;
  table.nodes.notice.hidden = !text;
}

/** The page's game becomes `scorerGame` (undo brings back the one before), then it is scored. */
export function takeGame(ctx, scorerGame, id) {
  const { session } = ctx;
  const game = pageGame(scorerGame);
  session.commit(() => game);
  Object.assign(session.ui, { moving: null, outcome: null, problems: [], selected: null });
  ctx.table.currentId = id;
  ctx.render();
  return ctx.table.score();
}

