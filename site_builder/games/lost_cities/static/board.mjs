// The entry board: the round and player chosen, then one row per colour holding its wager cards and
// its numbers, one button per card. A tap puts the card in the chosen player's expedition or takes
// it out; a card the other player holds is greyed and disabled, and says who holds it. Each row
// shows the column as it stands and its points from the scorer's last answer.

import * as state from "./state.mjs";

export const CARD_KINDS = [
  ...state.WAGERS.map((number) => ({ kind: "wager", number, key: `w${number}` })),
  ...state.VALUES.map((value) => ({ kind: "value", value, key: String(value) })),
];

function element(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === "text") node.textContent = value;
    else if (name === "dataset") Object.assign(node.dataset, value);
    else if (value !== null && value !== undefined && value !== false) node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children);
  return node;
}

export { element };

function tab(label, pressed, dataset) {
  return element("button", { type: "button", class: "lc-tab", "aria-pressed": String(pressed), dataset, text: label });
}

export function renderTabs(ctx) {
  const { session, nodes, words } = ctx;
  const game = session.store.game;
  nodes.roundTabs.replaceChildren(...game.rounds.map((_, index) => tab(
    words.t("round_tab", { number: index + 1 }), index === game.at.round, { round: String(index), key: `round-${index}` },
  )));
  nodes.playerTabs.replaceChildren(...game.names.map((_, index) => tab(
    words.playerName(game, index), index === game.at.player, { player: String(index), key: `player-${index}` },
  )));
  nodes.removeRoundButton.disabled = game.rounds.length <= 1;
  nodes.entryHeading.textContent = words.t("round_heading", {
    round: game.at.round + 1, player: words.playerName(game, game.at.player),
  });
}

function cardLabel(words, colour, card) {
  const name = words.colourName(colour);
  return card.kind === "wager"
    ? words.t("card_wager", { colour: name, number: card.number })
    : words.t("card_value", { colour: name, value: card.value });
}

function cardButton(ctx, colour, card) {
  const { words, session } = ctx;
  const game = session.store.game;
  const { round, player } = game.at;
  const owners = state.holders(game, round, colour, card);
  const mine = owners.includes(player);
  const other = owners.find((owner) => owner !== player);
  const taken = !mine && other !== undefined;
  const label = cardLabel(words, colour, card);
  return element("button", {
    type: "button",
    class: `lc-card${card.kind === "wager" ? " lc-wager" : ""}${taken ? " taken" : ""}`,
    "aria-pressed": String(mine),
    "aria-label": taken ? words.t("card_taken", { card: label, player: words.playerName(game, other) }) : label,
    disabled: taken,
    dataset: { card: card.key, key: `card-${colour}-${card.key}` },
    text: card.kind === "wager" ? words.t("wager_short") : String(card.value),
  });
}

/** The scorer's entry for this colour of the chosen round and player, when its last answer has one. */
export function shownEntry(ctx, colour) {
  const outcome = ctx.session.ui.outcome;
  const { round, player } = ctx.session.store.game.at;
  const rounds = outcome && outcome.result.players[player] ? outcome.result.players[player].rounds : [];
  return rounds[round] ? rounds[round].colours[colour] || null : null;
}

function columnText(words, column) {
  const parts = [];
  if (column.wagers.length) parts.push(words.t("column_wagers", { count: column.wagers.length }));
  if (column.cards.length) parts.push(column.cards.join(" "));
  return parts.length ? words.join(...parts.flatMap((part, at) => (at ? [" · ", part] : [part]))) : words.t("column_empty");
}

function colourRow(ctx, colour) {
  const { words, session } = ctx;
  const game = session.store.game;
  const { round, player } = game.at;
  const column = state.column(game, round, player, colour);
  const entry = shownEntry(ctx, colour);
  const points = entry ? element("span", {
    class: "lc-col-points", dataset: { points: String(entry.points) }, text: words.num(entry.points),
  }) : element("span", { class: "lc-col-points pending", text: "…" });
  const heading = element("div", { class: "lc-col-head" }, [
    element("h3", { id: `colour-${colour}` }, [element("span", { class: "swatch", "aria-hidden": "true" }), words.colourName(colour)]),
    element("span", { class: "lc-col-state", dataset: { column: colour } }, [columnText(words, column)]),
    points,
  ]);
  const cards = element("div", { class: "lc-cards", role: "group", "aria-labelledby": `colour-${colour}` },
    CARD_KINDS.map((card) => cardButton(ctx, colour, card)));
  return element("section", { class: `lc-colour lc-${colour}`, dataset: { colour } }, [heading, cards]);
}

export function renderBoard(ctx) {
  const { session, nodes, words } = ctx;
  const game = session.store.game;
  nodes.board.replaceChildren(...state.shownColours(game, game.at.round).map((colour) => colourRow(ctx, colour)));
  const outcome = session.ui.outcome;
  const roundResult = outcome && outcome.result.players[game.at.player]
    ? outcome.result.players[game.at.player].rounds[game.at.round] : null;
  nodes.roundTotal.textContent = roundResult
    ? words.t("round_total", { player: words.playerName(game, game.at.player), points: words.num(roundResult.total) })
    : "";
}

/** Taps on the board: a card toggles; `onChange(change, options)` commits it. */
export function wireBoard(ctx, onChange) {
  const { nodes } = ctx;
  nodes.board.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-card]");
    if (!button || button.disabled) return;
    const colour = button.closest("[data-colour]").dataset.colour;
    const card = CARD_KINDS.find((kind) => kind.key === button.dataset.card);
    onChange((game) => state.toggleCard(game, game.at.round, game.at.player, colour, card));
  });
  nodes.roundTabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-round]");
    if (button) onChange((game) => state.select(game, { round: Number(button.dataset.round) }), { undoable: false });
  });
  nodes.playerTabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-player]");
    if (button) onChange((game) => state.select(game, { player: Number(button.dataset.player) }), { undoable: false });
  });
}
