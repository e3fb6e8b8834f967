// The entry panel under the selected place: what the next card does, the tools (direction of entry,
// move, remove), a note (where a card already is, a refused move) and the deck: one row per species
// (its name and colour), values 1 to 8; one tap puts the card at the selection.

import * as state from "./state.mjs";
import { cancelMove, playCard, removeSelected, selectedCard, startMove, toggleDirection } from "./editing.mjs";

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(className, onClick) {
  const node = element("button", className);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

function deckCard(ctx, species, option, name) {
  const { words } = ctx;
  const card = { species, value: option.value };
  const node = button(`deck-card sp-${species}`, () => playCard(ctx, card, option.usedAt));
  node.dataset.card = state.cardKey(card);
  node.textContent = String(option.value);
  if (option.usedAt) {
    node.setAttribute("aria-disabled", "true");
    const player = words.playerName(ctx.session.store.game, option.usedAt.player);
    const key = option.usedAt.zone === "hand" ? "deck_in_hand" : "deck_in_arboretum";
    node.setAttribute("aria-label", words.t(key, { card: name, player }));
    node.title = node.getAttribute("aria-label");
  } else {
    node.setAttribute("aria-label", name);
  }
  if (option.current) node.setAttribute("aria-pressed", "true");
  return node;
}

function deckRows(ctx, current) {
  const { words, session } = ctx;
  const deck = element("div", "deck");
  deck.dataset.deck = "";
  for (const row of state.deckOptions(session.store.game, current)) {
    const line = element("div", "deck-row");
    line.append(element("span", "deck-species", words.speciesName(row.species)));
    for (const option of row.values) {
      line.append(deckCard(ctx, row.species, option, words.cardName({ species: row.species, value: option.value })));
    }
    deck.append(line);
  }
  return deck;
}

function tools(ctx, sel, current) {
  const { words, session } = ctx;
  const bar = element("div", "entry-tools");
  if (sel.zone === "arboretum") {
    const turn = button("secondary", () => toggleDirection(ctx));
    turn.dataset.direction = session.ui.direction;
    words.say(turn, session.ui.direction === "column" ? "direction_column" : "direction_row");
    bar.append(turn);
  }
  if (current && sel.zone === "arboretum" && session.store.game.players[sel.player].arboretum.length > 1) {
    const move = button("secondary", () => startMove(ctx));
    move.dataset.move = "";
    bar.append(words.say(move, "move"));
  }
  if (current) {
    const remove = button("danger", () => removeSelected(ctx));
    remove.dataset.remove = "";
    bar.append(words.say(remove, "remove"));
  }
  return bar;
}

function noteLine(ctx) {
  const { words, session } = ctx;
  const line = element("p", "entry-note");
  line.dataset.note = "";
  line.setAttribute("role", "status");
  const { note } = session.ui;
  if (note) {
    words.say(line, note.key, { card: words.cardName(note.card), player: words.playerName(session.store.game, note.player) });
    if (note.refusal) line.classList.add("refusal");
  }
  return line;
}

function target(ctx, sel, current) {
  const { words, session } = ctx;
  const line = element("p", "entry-target");
  if (current) return words.say(line, "deck_target_change", { card: words.cardName(current) });
  const player = words.playerName(session.store.game, sel.player);
  return words.say(line, sel.zone === "hand" ? "deck_target_hand" : "deck_target_cell", { player, slot: sel.slot + 1 });
}

function movingNotice(ctx) {
  const { words, session } = ctx;
  const { moving } = session.ui;
  const notice = element("p", "moving-notice");
  const card = state.cardAt(session.store.game.players[moving.player].arboretum, moving.row, moving.col);
  notice.append(words.say(element("span"), "moving_notice", { card: card ? words.cardName(card) : "" }), " ");
  const cancel = button("secondary", () => cancelMove(ctx));
  notice.append(words.say(cancel, "moving_cancel"));
  return notice;
}

/** The panel for the selection of player `index` (or the notice of a move in progress). */
export function entryPanel(ctx) {
  const { session, words } = ctx;
  const panel = element("div", "entry");
  panel.dataset.entry = "";
  if (session.ui.moving) {
    panel.append(movingNotice(ctx), noteLine(ctx));
    return panel;
  }
  const sel = session.ui.sel;
  const current = selectedCard(session.store.game, sel);
  const heading = words.say(element("h3", "deck-heading"), "deck_heading");
  panel.append(heading, target(ctx, sel, current), tools(ctx, sel, current), noteLine(ctx), deckRows(ctx, current));
  return panel;
}
