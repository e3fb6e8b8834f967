// The entry board: the round and player chosen (a dock that stays at the top of the screen, with who
// starts that round), then one row per colour holding its wager cards and its numbers, one button per
// card. A tap puts the card in the chosen player's expedition or takes it out; a card the other player
// holds is crossed out and disabled, and says who holds it. Every card shows its colour's sign (a
// shape, named by the legend) besides its value, and a chosen one a check mark: nothing depends on
// colour alone. Each card is typed as its colour's letter (shown beside the colour's name) and its value,
// or x for a wager (the × it shows): "y7", "bx" (the kit's keys/key-groups.mjs). Each row shows the column as it stands, its card count, the bonus once the scorer
// gives it, and its points from the scorer's last answer.

import { element, redraw, wireRoundTabs } from "./dom.mjs";
import FACTS from "./facts.mjs";
import * as state from "./state.mjs";

export const CARD_KINDS = [
  ...state.WAGERS.map((number) => ({ kind: "wager", number, key: `w${number}` })),
  ...state.VALUES.map((value) => ({ kind: "value", value, key: String(value) })),
];

function tab(label, pressed, dataset) {
  return element("button", { type: "button", class: "lc-tab", "aria-pressed": String(pressed), dataset, text: label });
}

/** Who starts the chosen round: the oldest player in round 1, then the one with more points so far
 * (the scorer's round totals), or a tie said as such. */
function firstPlayerText(ctx) {
  const { session, words } = ctx;
  const game = session.store.game;
  const round = game.at.round;
  if (round === 0) return words.t("first_oldest");
  const outcome = session.ui.outcome;
  if (!outcome) return "";
  const sums = outcome.result.players.map((player) => player.rounds.slice(0, round).reduce((sum, r) => sum + r.total, 0));
  const best = Math.max(...sums);
  const ahead = sums.flatMap((sum, index) => (sum === best ? [index] : []));
  if (ahead.length > 1) return words.t("first_level", { round: words.num(round + 1), points: words.num(best) });
  return words.t("first_leader", {
    round: words.num(round + 1), name: outcome.result.players[ahead[0]].name, points: words.num(best),
  });
}

export function renderLegend(ctx) {
  const { session, nodes, words } = ctx;
  const game = session.store.game;
  const item = (mark, text, className) => element("li", {}, [
    element("span", { class: `lc-mark ${className}`, "aria-hidden": "true", text: mark }), " ", text,
  ]);
  redraw(nodes.legend, 
    ...state.shownColours(game, game.at.round).map((colour) => item(FACTS.colourMarks[colour], words.colourName(colour), `lc-${colour}`)),
    item(FACTS.wagerMark, words.t("wager_short"), ""),
    item(FACTS.chosenMark, words.t("legend_chosen"), ""),
  );
}

export function renderTabs(ctx) {
  const { session, nodes, words } = ctx;
  const game = session.store.game;
  redraw(nodes.roundTabs, ...game.rounds.map((_, index) => tab(
    words.t("round_tab", { number: index + 1 }), index === game.at.round, { round: String(index), key: `round-${index}` },
  )));
  redraw(nodes.playerTabs, ...game.names.map((_, index) => tab(
    words.playerName(game, index), index === game.at.player, { player: String(index), key: `player-${index}` },
  )));
  nodes.removeRoundButton.disabled = game.rounds.length <= 1;
  nodes.oneRoundButton.disabled = game.rounds.length <= 1;
  nodes.firstPlayer.textContent = firstPlayerText(ctx);
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
    dataset: { card: card.key, key: `card-${colour}-${card.key}`, code: `${words.colourLetter(colour)}${card.kind === "wager" ? "x" : card.value}` },
  }, [
    element("span", { class: "lc-mark", "aria-hidden": "true", text: FACTS.colourMarks[colour] }),
    element("span", { class: "lc-face", text: card.kind === "wager" ? FACTS.wagerMark : String(card.value) }),
    ...(mine ? [element("span", { class: "lc-check", "aria-hidden": "true", text: FACTS.chosenMark })] : []),
  ]);
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
  const count = column.wagers.length + column.cards.length;
  const heading = element("div", { class: "lc-col-head" }, [
    element("h3", { id: `colour-${colour}` }, [
      element("span", { class: "lc-mark", "aria-hidden": "true", text: FACTS.colourMarks[colour] }), words.colourName(colour), " ",
      element("kbd", { class: "lc-key", text: words.colourLetter(colour) }),
    ]),
    element("span", { class: "lc-col-state", dataset: { column: colour } }, [columnText(words, column)]),
    element("span", { class: "lc-col-count", dataset: { count: String(count) } }, [
      count ? words.t("column_count", { count, n: words.num(count) }) : "",
    ]),
    ...(entry && entry.bonus ? [element("span", {
      class: "lc-col-bonus", dataset: { bonus: String(entry.bonus) }, text: words.t("column_bonus", { bonus: words.num(entry.bonus) }),
    })] : []),
    points,
  ]);
  const cards = element("div", { class: "lc-cards", role: "group", "aria-labelledby": `colour-${colour}` },
    CARD_KINDS.map((card) => cardButton(ctx, colour, card)));
  return element("section", { class: `lc-colour lc-${colour}`, dataset: { colour } }, [heading, cards]);
}

export function renderBoard(ctx) {
  const { session, nodes, words } = ctx;
  const game = session.store.game;
  const colours = state.shownColours(game, game.at.round);
  nodes.board.dataset.colours = String(colours.length);
  redraw(nodes.board, ...colours.map((colour) => colourRow(ctx, colour)));
  renderLegend(ctx);
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
  wireRoundTabs(nodes, (at) => onChange((game) => state.select(game, at), { undoable: false }));
}
