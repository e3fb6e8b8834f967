// Draws one arboretum as a grid of cells: planted cards, free cells where a card may go ("+"), and
// blank cells; the selected cell (where the next card goes) is marked. In "view" mode nothing is
// tappable and a path may be highlighted step by step. A card shows its species' short name and its
// value on the species' colour (the legend above the gardens and the score pad name them in full); its
// full name is in its label.

import { labelWithText } from "./dom.mjs";
import { cellKey, gridCells } from "./placement.mjs";

/** The species' short name as drawn on a card, so that it reads without its colour (the full name is in
 * the card's label, and in the legend). Beside a value, a space between them (a flex box draws none):
 * the card's text reads "Ca 1" as its name says it, not "Ca1" (WCAG 2.5.3, axe's label-content-name-mismatch). */
export function shortName(words, species) {
  const node = document.createElement("span");
  node.className = "card-short";
  node.textContent = words.shortName(species);
  node.setAttribute("aria-hidden", "true");
  return node;
}

export function cardFace(element, card, words) {
  element.classList.add("card", `sp-${card.species}`);
  element.dataset.species = card.species;
  const value = document.createElement("span");
  value.className = "card-value";
  value.textContent = String(card.value);
  element.title = words.cardName(card);
  element.append(shortName(words, card.species), " ", value);
}

function markSelected(element, cell, selected) {
  if (selected && selected.row === cell.row && selected.col === cell.col) {
    element.classList.add("selected");
    element.setAttribute("aria-pressed", "true");
  } else {
    element.setAttribute("aria-pressed", "false");
  }
}

function editCardCell(cell, position, { words, moving, options }) {
  const element = document.createElement("button");
  element.type = "button";
  cardFace(element, cell.card, words);
  labelWithText(element, words.t("card_at", { card: words.cardName(cell.card), ...position }));
  markSelected(element, cell, moving || options.selected);
  if (moving && moving.row === cell.row && moving.col === cell.col) element.classList.add("moving");
  element.addEventListener("click", () => options.onCard(cell.card));
  return element;
}

function viewCardCell(cell, position, { words, steps }) {
  const element = document.createElement("div");
  cardFace(element, cell.card, words);
  element.setAttribute("role", "img");
  const step = steps.get(cellKey(cell.row, cell.col));
  const label = words.t("card_at", { card: words.cardName(cell.card), ...position });
  labelWithText(element, step ? words.t("path_step_label", { label, step }) : label);
  if (step) {
    element.classList.add("on-path");
    element.dataset.step = String(step);
    const badge = document.createElement("span");
    badge.className = "step";
    badge.textContent = String(step);
    element.append(badge);
  } else if (steps.size) {
    element.classList.add("off-path");
  }
  return element;
}

function openCell(cell, position, { words, moving, arboretum, options }) {
  const element = document.createElement("button");
  element.type = "button";
  element.className = "cell-open";
  element.textContent = "+";
  element.setAttribute(
    "aria-label",
    words.t(moving ? "cell_move_here" : arboretum.length ? "cell_plant" : "cell_first", position),
  );
  if (!moving) markSelected(element, cell, options.selected);
  element.addEventListener("click", () => options.onOpen(cell.row, cell.col));
  return element;
}

function voidCell() {
  const element = document.createElement("div");
  element.className = "cell-void";
  element.setAttribute("aria-hidden", "true");
  return element;
}

function cellElement(cell, position, context) {
  const edit = context.mode === "edit";
  if (cell.card) return edit ? editCardCell(cell, position, context) : viewCardCell(cell, position, context);
  if (cell.open && edit) return openCell(cell, position, context);
  return voidCell();
}

/**
 * options: {words, mode: "edit" | "view", moving: {row, col} | null, selected: {row, col} | null,
 *           path: [[row, col], ...], invalid: Set of "row,col", onOpen(row, col), onCard(card)}
 */
export function renderArboretum(container, arboretum, options) {
  const { words, mode = "edit", moving = null, path = [], invalid = new Set() } = options;
  const layout = gridCells(arboretum, moving, mode === "edit" ? 1 : 0);
  const steps = new Map(path.map(([row, col], index) => [cellKey(row, col), index + 1]));
  const context = { words, mode, moving, steps, arboretum, options };
  const grid = document.createElement("div");
  grid.className = `arb-grid arb-${mode}`;
  if (mode === "edit") grid.dataset.keyGroup = "garden";
  grid.style.gridTemplateColumns = `repeat(${layout.cols}, var(--cell))`;
  grid.dataset.cols = String(layout.cols);
  grid.dataset.rows = String(layout.rows);
  for (const cell of layout.cells) {
    const position = {
      row: cell.row - layout.minRow + 1,
      col: cell.col - layout.minCol + 1,
    };
    const element = cellElement(cell, position, context);
    element.dataset.row = String(cell.row);
    element.dataset.col = String(cell.col);
    if (invalid.has(cellKey(cell.row, cell.col))) element.classList.add("invalid");
    if (options.last && cell.card && options.last.row === cell.row && options.last.col === cell.col) element.classList.add("last");
    grid.append(element);
  }
  container.replaceChildren(grid);
  return grid;
}

/** The legend of the cards' short names: each species of `ids` as a small card (its colour and short
 * name) beside its full name. */
export function speciesLegend(words, ids) {
  const list = document.createElement("ul");
  list.className = "species-legend";
  list.dataset.legend = "";
  list.setAttribute("aria-label", words.t("legend_label"));
  for (const id of ids) {
    const item = document.createElement("li");
    const chip = document.createElement("span");
    chip.className = `legend-chip sp-${id}`;
    chip.append(shortName(words, id));
    const name = document.createElement("span");
    name.textContent = words.speciesName(id);
    item.append(chip, name);
    list.append(item);
  }
  return list;
}
