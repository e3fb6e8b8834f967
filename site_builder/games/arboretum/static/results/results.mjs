// The score pad drawn from the scorer's result: one row per species, one column per player, the
// totals and the winner; a tapped score shows its path on that player's arboretum and its sum. Where the
// pad would not fit the screen (200 % text, 320 px), each species is a block of its players' scores
// (the kit's narrow-table.mjs).

import { labelWithText } from "./dom.mjs";
import { renderArboretum, shortName } from "./grid.mjs";
import { fitTable } from "./narrow-table.mjs";

function el(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === "className") element.className = value;
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value);
  }
  element.append(...children.filter((child) => child !== null && child !== undefined));
  return element;
}

// A species' colour with its short name on it, beside its full name: the legend of the cards' short names.
function swatch(words, species) {
  return el("span", { className: `swatch sp-${species}`, "aria-hidden": "true" }, shortName(words, species));
}

function verdict(words, result) {
  const { t, list } = words;
  const totals = new Map(result.players.map((player) => [player.name, player.total]));
  const winners = result.winners;
  const tie = result.tie_break;
  if (!tie) return t("verdict_winner", { name: winners[0], points: totals.get(winners[0]) });
  const counts = list(tie.tied.map((name) => t("verdict_count", { name, count: tie.species_counts[name] })));
  const base = { tied: list(tie.tied), points: totals.get(tie.tied[0]), counts };
  if (!tie.decided) return t("verdict_shared", base);
  if (winners.length === 1) return t("verdict_tie_decided", { ...base, name: winners[0] });
  return t("verdict_tie_shared", { ...base, names: list(winners) });
}

function headRow({ t }, result) {
  const row = el("tr", {}, el("th", { scope: "col", text: t("pad_species") }));
  for (const player of result.players) {
    const cell = el("th", { scope: "col", text: player.name });
    if (result.winners.includes(player.name)) cell.classList.add("winner");
    row.append(cell);
  }
  return row;
}

function scoreLabel(words, player, species, entry) {
  const { t } = words;
  return t("pad_cell_label", {
    player: player.name,
    species: words.speciesName(species),
    points: entry.points,
    hand: entry.hand_total,
    right: t(entry.right ? "pad_right_yes" : "pad_right_no"),
  }) + (entry.eight_cancelled_by ? ` ${t("pad_eight_cancelled", { name: entry.eight_cancelled_by })}` : "");
}

function scoreButton(words, player, index, species, { onPick, selected }) {
  const { t } = words;
  const entry = player.species[species];
  const button = el(
    "button",
    {
      type: "button",
      className: `score${entry.right ? " has-right" : " no-right"}`,
      "data-player": String(index),
      "data-species": species,
      "aria-label": scoreLabel(words, player, species, entry),
    },
    // Spaces between the parts (the flex column draws none): the text reads "0 hand 9" as the name
    // says it, not "0hand 9" (WCAG 2.5.3, axe's label-content-name-mismatch).
    el("span", { className: "points", text: String(entry.points) }),
    " ",
    el("span", {
      className: "hand-total",
      "aria-hidden": "true",
      text: words.join(entry.right ? "✓\u00a0" : "", t("pad_hand", { total: entry.hand_total })),
    }),
    ...(entry.eight_cancelled_by ? [" ", el("span", { className: "cancelled", "aria-hidden": "true", text: "8\u00a0→\u00a00" })] : []),
  );
  labelWithText(button, scoreLabel(words, player, species, entry));
  if (selected && selected.player === index && selected.species === species) button.setAttribute("aria-pressed", "true");
  else button.setAttribute("aria-pressed", "false");
  button.addEventListener("click", () => onPick(index, species));
  return button;
}

function totalRow({ t }, result) {
  const row = el("tr", { className: "totals" }, el("th", { scope: "row", text: t("pad_total") }));
  for (const player of result.players) {
    const cell = el("td", { "data-total": player.name }, el("span", { className: "points", text: String(player.total) }));
    if (result.winners.includes(player.name)) {
      cell.classList.add("winner");
      cell.append(el("span", { className: "winner-mark", text: t("pad_winner") }));
    }
    row.append(cell);
  }
  return row;
}

/** Draws the pad in `container`; onPick(playerIndex, species) is called when a score is tapped. */
export function renderScorePad(container, words, result, { onPick, selected }) {
  const { t } = words;
  const table = el("table", { className: "score-pad" });
  table.append(el("caption", { text: t("pad_caption") }));
  table.append(el("thead", {}, headRow(words, result)));
  const body = el("tbody");
  for (const species of result.species) {
    const row = el("tr", {}, el("th", { scope: "row" }, swatch(words, species), el("span", { text: words.speciesName(species) })));
    result.players.forEach((player, index) => {
      row.append(el("td", {}, scoreButton(words, player, index, species, { onPick, selected })));
    });
    body.append(row);
  }
  table.append(body);
  table.append(el("tfoot", {}, totalRow(words, result)));
  const scroller = el("div", { className: "score-pad-box" }, table);
  // The verdict line, bold above the pad and its smaller hint: a <div>, not a <p>, since it heads nothing
  // (a paragraph drawn so would read as a heading left unmarked: axe's p-as-heading).
  const summary = el("div", { className: "verdict", "data-verdict": "", text: verdict(words, result) });
  const legend = el("p", { className: "pad-hint" }, el("span", { text: t("pad_legend") }), " ", el("span", { text: t("pad_hint") }));
  container.replaceChildren(summary, scroller, legend);
  fitTable(scroller);
}

function handLine(words, species, entry) {
  const { t } = words;
  if (!entry.hand.length) return t("detail_hand_none");
  const cards = words.join(...entry.hand.flatMap((value, at) => [...(at ? [" + "] : []), words.cardName({ species, value })]));
  if (entry.eight_cancelled_by) {
    return t("detail_hand_cancelled", { cards, total: entry.hand_total, name: entry.eight_cancelled_by });
  }
  return t("detail_hand", { cards, total: entry.hand_total });
}

function rightLine(words, result, species, index) {
  const { t, list } = words;
  const entries = result.players.map((player) => player.species[species]);
  const best = Math.max(...entries.map((e) => e.hand_total));
  const holders = result.players.filter((_, i) => entries[i].right).map((player) => player.name);
  const others = holders.filter((name) => name !== result.players[index].name);
  if (best === 0 && holders.length === result.players.length) return t("detail_right_nobody_holds");
  if (!entries[index].right) return t("detail_right_no", { best, names: list(holders), count: holders.length });
  if (others.length) return t("detail_right_shared", { best, names: list(others), count: others.length });
  return t("detail_right_yes", { best });
}

/** The explanation of one score: hand, right, path on the arboretum, and the sum. */
export function renderDetail(container, words, result, sent, index, species) {
  const { t } = words;
  const player = result.players[index];
  const entry = player.species[species];
  const arboretum = sent.players[index].arboretum;
  const name = words.speciesName(species);
  const heading = el("h3", { id: "detail-heading", tabindex: "-1" }, swatch(words, species), el("span", { text: t("detail_heading", { species: name, player: player.name }) }));
  const lines = el("ul", { className: "detail-lines" });
  const add = (text, className = "") => lines.append(el("li", { className, text }));
  add(handLine(words, species, entry));
  add(rightLine(words, result, species, index), entry.right ? "right-yes" : "right-no");
  if (!entry.cards) {
    add(t(entry.in_arboretum ? "detail_no_path" : "detail_not_planted"));
  } else {
    const cards = entry.path.map(([row, col]) => {
      const card = arboretum.find((c) => c.row === row && c.col === col);
      return card ? words.cardName(card) : "?";
    });
    add(t("detail_path", { cards: cards.join(" → ") }));
    add(t(entry.doubled ? "detail_cards_doubled" : "detail_cards_single", {
      count: entry.cards,
      points: entry.card_points,
    }));
    if (entry.start_bonus) add(t("detail_start_bonus"));
    if (entry.end_bonus) add(t("detail_end_bonus"));
    add(t("detail_path_total", { points: entry.path_points }), "path-total");
    if (!entry.right) add(t("detail_without_right"));
  }
  add(t("detail_points", { points: entry.points, count: entry.points }), "points-line");
  const grid = el("div", { className: "arb-scroll", "data-detail-arboretum": "" });
  renderArboretum(grid, arboretum, { words, mode: "view", path: entry.path });
  container.replaceChildren(heading, lines, grid);
  container.hidden = false;
}
