// The entry dock, kept at the bottom of the screen like a keyboard (sticky, above Undo and Score) while
// the gardens scroll above it: a message line of fixed height (where the next card goes, or a refusal
// over it, which moves nothing), the tools (direction of entry, move, remove), the deck (one row per
// species, values 1 to 8, each card showing its species' short name as well as its colour; one tap puts
// the card at the selection; typed, "ca4", as it shows it: the kit's keys/key-groups.mjs) and the totals
// entered so far.

import { labelWithText } from "./dom.mjs";
import * as state from "./state.mjs";
import { shortName } from "./grid.mjs";
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
  node.append(shortName(words, species), " ", element("span", "card-value", String(option.value)));
  node.dataset.code = `${words.shortName(species)}${option.value}`;
  if (option.usedAt) {
    node.setAttribute("aria-disabled", "true");
    const player = words.playerName(ctx.session.store.game, option.usedAt.player);
    const key = option.usedAt.zone === "hand" ? "deck_in_hand" : "deck_in_arboretum";
    node.title = words.t(key, { card: name, player });
    labelWithText(node, node.title);
  } else {
    labelWithText(node, name);
  }
  if (option.current) node.setAttribute("aria-pressed", "true");
  return node;
}

function deckRows(ctx, current) {
  const { words, session } = ctx;
  const deck = element("div", "deck");
  deck.dataset.deck = "";
  // One Tab stop, the arrows within, a card typed by what it shows ("ca4"); the last card entered
  // (the deck gone), the focus on Score.
  deck.dataset.keyGroup = "deck";
  deck.dataset.keyFallback = "[data-score]";
  deck.dataset.keyTyping = "keep"; // a card typed: the focus goes where the next one goes (editing.mjs)
  deck.setAttribute("aria-describedby", "deck-keys");
  for (const row of state.deckOptions(session.store.game, current)) {
    const line = element("div", "deck-row");
    line.dataset.species = row.species;
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

// A refused tap (a card already entered, a move or removal that would split a garden) is said here,
// over the target line, in a box anchored to the message line's bottom: it grows upwards over the
// garden, never pushing the deck.
function noteLine(ctx) {
  const { words, session } = ctx;
  const line = element("p", "entry-note");
  line.dataset.note = "";
  line.setAttribute("role", "alert");
  const { note } = session.ui;
  if (note) {
    words.say(line, note.key, { card: words.cardName(note.card), player: words.playerName(session.store.game, note.player) });
    line.classList.add("refusal");
  }
  return line;
}

// The message line: what is said (where the next card goes, with a refusal over it), then the tools.
function messageLine(ctx, first, bar = null) {
  const line = element("div", "entry-message");
  const said = element("div", "entry-said");
  said.append(first, noteLine(ctx));
  if (ctx.session.ui.note) said.classList.add("refused");
  line.append(said);
  if (bar) line.append(bar);
  return line;
}

function totalsLine(ctx) {
  const { words, session } = ctx;
  const { game } = session.store;
  const index = session.ui.moving ? session.ui.moving.player : session.ui.sel.player;
  const player = game.players[index];
  const line = element("p", "entry-totals");
  line.dataset.totals = "";
  return words.say(line, "entry_totals", {
    player: words.playerName(game, index),
    planted: player.arboretum.length,
    held: player.hand.filter(Boolean).length,
    size: player.hand.length,
    used: state.speciesInGame(game).size,
    allowed: state.allowedSpecies(game),
  });
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
  const card = state.cardAt(session.store.game.players[moving.player].arboretum, moving.row, moving.col);
  return words.say(element("p", "moving-notice"), "moving_notice", { card: card ? words.cardName(card) : "" });
}

function movingTools(ctx) {
  const bar = element("div", "entry-tools moving-tools");
  const cancel = button("secondary", () => cancelMove(ctx));
  cancel.dataset.cancelMove = "";
  bar.append(ctx.words.say(cancel, "moving_cancel"));
  return bar;
}

/** The dock for the selection (or the notice of a move in progress). */
export function entryPanel(ctx) {
  const { session, words } = ctx;
  const panel = element("section", "entry");
  panel.dataset.entry = "";
  panel.dataset.sticky = "";
  const heading = words.say(element("h3", "deck-heading visually-hidden"), "deck_heading");
  heading.id = "deck-heading";
  panel.setAttribute("aria-labelledby", heading.id);
  if (session.ui.moving) {
    panel.append(heading, messageLine(ctx, movingNotice(ctx), movingTools(ctx)), totalsLine(ctx));
    return panel;
  }
  const sel = session.ui.sel;
  const current = selectedCard(session.store.game, sel);
  const keys = words.say(element("p", "key-hint visually-hidden"), "deck_keys");
  keys.id = "deck-keys";
  panel.append(heading, messageLine(ctx, target(ctx, sel, current), tools(ctx, sel, current)), deckRows(ctx, current),
    totalsLine(ctx), keys);
  return panel;
}
