// The entry: the set-up (players, edition, scoring, advanced cards, structure: buttons in the HTML,
// pressed here), then the round being entered: its tabs, the bids (one row of keys per player), then the
// tricks (one row per player, a "+" beside each opening that player's bonuses), the round's check at
// once and the problems the scorer finds in this round beside it.

import { element, redraw } from "./dom.mjs";
import FACTS from "./facts.mjs";
import { keyRow, wireKeyRows } from "./key-row.mjs";
import { roundOf } from "./problems.mjs";
import * as state from "./state.mjs";

const press = (button, pressed) => button.setAttribute("aria-pressed", String(pressed));

function renderSetup({ nodes, session }) {
  const game = session.game;
  const players = game.names.length;
  const most = FACTS.mostPlayers[game.edition];
  for (const button of nodes.countButtons) {
    const count = Number(button.dataset.count);
    press(button, count === players);
    button.disabled = count > most;
  }
  nodes.nameRows.forEach((row, index) => { row.hidden = index >= players; });
  for (const button of nodes.editionButtons) press(button, button.dataset.edition === game.edition);
  for (const button of nodes.scoringButtons) press(button, button.dataset.scoring === game.scoring);
  for (const button of nodes.advancedButtons) press(button, Boolean(game.advanced[button.dataset.advanced]));
  for (const button of nodes.structureButtons) press(button, button.dataset.structure === game.structure);
  for (const group of nodes.onlyNew) group.hidden = game.edition !== "2021";
}

function renderTabs({ nodes, words, session }) {
  const game = session.game;
  const given = state.roundsGiven(game);
  redraw(nodes.roundTabs, ...state.plan(game).map((cards, round) => element("button", {
    type: "button", class: "sk-tab", "aria-pressed": String(round === game.at.round),
    "aria-label": words.t("round_tab", { number: words.num(round + 1) }),
    disabled: round > game.rounds.length || (round === game.rounds.length && given < round),
    dataset: { round: String(round), key: `round-${round}`, done: String(round < given) }, text: words.num(round + 1),
  })));
  for (const button of nodes.phaseButtons) press(button, button.dataset.phase === game.at.phase);
}

function bonusPanel(words, game, player) {
  const entry = game.rounds[game.at.round][player];
  const parts = [element("h3", { text: words.t("bonus_heading", { player: words.playerName(game, player) }) })];
  for (const kind of state.captureKinds(game)) {
    const what = words.captureName(kind);
    const count = entry.captures[kind] || 0;
    parts.push(element("div", { class: "sk-stepper", dataset: { capture: kind } }, [
      element("span", { class: "sk-stepper-label", text: what }),
      element("button", { type: "button", class: "sk-step", "aria-label": words.t("one_less", { what }), disabled: count === 0,
        dataset: { step: "-1", key: `cap-${player}-${kind}-less` }, text: "\u2212" }),
      element("output", { class: "sk-count", text: words.num(count), dataset: { count: String(count) } }),
      element("button", { type: "button", class: "sk-step", "aria-label": words.t("one_more", { what }),
        disabled: count >= FACTS.captureDeck[kind], dataset: { step: "1", key: `cap-${player}-${kind}-more` }, text: "+" }),
    ]));
  }
  const choices = (label, name, values, chosen, text) => element("div", { class: "sk-choices", role: "group", "aria-label": label }, [
    element("span", { class: "sk-stepper-label", "aria-hidden": "true", text: label }),
    ...values.map((value) => element("button", { type: "button", class: "sk-choice", "aria-pressed": String(chosen(value)),
      dataset: { [name]: String(value), key: `${name}-${player}-${value}` }, text: text(value) })),
  ]);
  if (state.option(game, "loot")) {
    const others = game.names.map((_, index) => index).filter((index) => index !== player).map((index) => words.playerName(game, index));
    parts.push(choices(words.t("loot_label", words.cardNames()), "loot", others, (name) => entry.loot.includes(name), String));
  }
  if (state.option(game, "pirate_abilities")) {
    parts.push(choices(words.t("wager_label"), "wager", FACTS.wagers, (value) => entry.wager === value, words.num));
    parts.push(choices(words.t("harry_label"), "harry", FACTS.harryChanges, (value) => entry.harry === value,
      (value) => (value > 0 ? `+${words.num(value)}` : words.num(value))));
  }
  if (state.isRascal(game)) {
    parts.push(element("button", { type: "button", class: "sk-choice", "aria-pressed": String(entry.cannonball),
      dataset: { cannonball: "1", key: `cannonball-${player}` }, text: words.t("cannonball_label") }));
  }
  return element("div", { class: "sk-bonus", id: `bonus-${player}`, dataset: { bonus: String(player) } }, parts);
}

function playerRow(words, game, player, open) {
  const entry = game.rounds[game.at.round][player];
  const cards = state.cardsOf(game, game.at.round);
  const name = words.playerName(game, player);
  if (game.at.phase === "bids") {
    return element("div", { class: "sk-row", dataset: { player: String(player) } }, [
      element("p", { class: "sk-row-label", text: words.t("bid_row", { player: name }) }),
      keyRow({ name: `bid-${player}`, most: cards, chosen: entry.bid, label: words.t("bid_row", { player: name }), format: words.num,
        dataset: { kind: "bid", player: String(player) } }),
    ]);
  }
  const bid = entry.bid === null ? "?" : words.num(entry.bid + (entry.harry || 0));
  const label = words.t("tricks_row", { player: name, bid });
  return element("div", { class: "sk-row", dataset: { player: String(player) } }, [
    element("div", { class: "sk-row-head" }, [
      element("p", { class: "sk-row-label", text: label }),
      element("button", { type: "button", class: "sk-plus", "aria-expanded": String(open), "aria-controls": `bonus-${player}`,
        "aria-label": words.t("bonus_open", { player: name }), dataset: { plus: String(player), key: `plus-${player}` }, text: "+" }),
    ]),
    keyRow({ name: `tricks-${player}`, most: cards, chosen: entry.tricks, label, format: words.num,
      dataset: { kind: "tricks", player: String(player) } }),
    ...(open ? [bonusPanel(words, game, player)] : []),
  ]);
}

function checkText(words, game) {
  const round = game.rounds[game.at.round];
  const cards = state.cardsOf(game, game.at.round);
  if (game.at.phase === "bids" && !state.bidsIn(round)) {
    return words.t("bids_left", { count: round.filter((entry) => entry.bid === null).length });
  }
  const tricks = state.tricksIn(round);
  if (state.isComplete(round) && tricks === cards) return words.t("tricks_ok", { count: cards });
  return words.t("tricks_partial", { count: tricks, cards: words.num(cards) });
}

export function renderEntry(ctx) {
  const { nodes, words, session } = ctx;
  const game = session.game;
  renderSetup(ctx);
  renderTabs(ctx);
  const { round } = game.at;
  nodes.entryHeading.textContent = words.t("round_heading", {
    round: words.num(round + 1), planned: words.num(state.planned(game)), count: state.cardsOf(game, round),
  });
  nodes.entry.dataset.round = String(round);
  nodes.entry.dataset.phase = game.at.phase;
  const open = session.ui.bonus;
  redraw(nodes.rows, ...game.names.map((_, player) => playerRow(words, game, player, open === player)));
  nodes.check.textContent = checkText(words, game);
  nodes.check.dataset.tricks = String(state.tricksIn(game.rounds[round]));
  const here = (session.ui.placed || []).filter(({ problem }) => roundOf(problem) === round);
  redraw(nodes.roundProblems, ...here.map(({ text }) => element("li", { text })));
  nodes.roundProblems.hidden = here.length === 0;
  const canGoOn = state.isComplete(game.rounds[round]) && round + 1 < state.planned(game) && round + 1 >= game.rounds.length;
  nodes.next.hidden = !canGoOn;
}

/** The page scrolled so that `node` starts just under the sticky totals. */
function toTop(root, node) {
  const sticky = root.querySelector("[data-sticky]");
  const covered = sticky && !sticky.classList.contains("loose") ? sticky.offsetHeight : 0;
  window.scrollBy(0, node.getBoundingClientRect().top - covered - 4);
}

/** The page scrolled, as little as needed, so that `node` is on the screen: below the sticky totals
 * and above the action bar. */
export function reveal(root, node) {
  if (!node) return;
  const sticky = root.querySelector("[data-sticky]");
  const bar = root.querySelector(".actionbar");
  const top = sticky && !sticky.classList.contains("loose") ? Math.max(0, sticky.getBoundingClientRect().bottom) : 0;
  const bottom = bar ? Math.min(window.innerHeight, bar.getBoundingClientRect().top) : window.innerHeight;
  const box = node.getBoundingClientRect();
  if (box.bottom > bottom) window.scrollBy(0, Math.min(box.bottom - bottom + 8, box.top - top - 4));
  else if (box.top < top) window.scrollBy(0, box.top - top - 4);
}

const STEPS = {
  loot: (game, player, value) => state.toggleLoot(game, player, value),
  wager: (game, player, value) => state.setWager(game, player, Number(value)),
  harry: (game, player, value) => state.setHarry(game, player, Number(value)),
  cannonball: (game, player) => state.toggleCannonball(game, player),
};

/** A tap inside a player's bonuses: a capture's − or +, a Loot's captor, a wager, Harry, the Cannonball. */
function bonusChange(button) {
  const player = Number(button.closest("[data-bonus]").dataset.bonus);
  const stepper = button.closest("[data-capture]");
  if (stepper && button.dataset.step) {
    return (game) => state.changeCapture(game, player, stepper.dataset.capture, Number(button.dataset.step));
  }
  const name = Object.keys(STEPS).find((field) => Object.hasOwn(button.dataset, field));
  return name ? (game) => STEPS[name](game, player, button.dataset[name]) : null;
}

/** After a bid or tricks: the next row to tap brought on the screen (or the round's heading when the
 * page moved on to the tricks or to the next round). */
function revealNext(ctx, before, player) {
  const { root, nodes, session } = ctx;
  const game = session.game;
  if (game.at.round !== before.round) {
    session.ui.bonus = null;
    session.keepUi();
    ctx.render();
  }
  if (game.at.round !== before.round || game.at.phase !== before.phase) {
    toTop(root, game.at.round !== before.round ? nodes.entry : nodes.rows);
    return;
  }
  const next = nodes.rows.querySelector(`.sk-row[data-player="${player + 1}"] .key-row`) || nodes.check;
  reveal(root, next);
}

/** Taps on the entry; `onChange(change, options)` commits a change of the game. */
export function wireEntry(ctx, onChange) {
  const { nodes, session } = ctx;
  const onSetup = (buttons, apply) => {
    for (const button of buttons) button.addEventListener("click", () => onChange((game) => apply(game, button)));
  };
  onSetup(nodes.countButtons, (game, button) => state.setPlayers(game, Number(button.dataset.count)));
  onSetup(nodes.editionButtons, (game, button) => state.setOption(game, "edition", button.dataset.edition));
  onSetup(nodes.scoringButtons, (game, button) => state.setOption(game, "scoring", button.dataset.scoring));
  onSetup(nodes.advancedButtons, (game, button) => state.setOption(game, button.dataset.advanced));
  onSetup(nodes.structureButtons, (game, button) => state.setOption(game, "structure", button.dataset.structure));
  wireKeyRows(nodes.rows, (row, value) => {
    const player = Number(row.dataset.player);
    const before = { ...session.game.at };
    onChange((game) => (row.dataset.kind === "bid" ? state.setBid(game, player, value) : state.setTricks(game, player, value)));
    revealNext(ctx, before, player);
  });
  nodes.rows.addEventListener("click", (event) => {
    const plus = event.target.closest("[data-plus]");
    if (plus) {
      const player = Number(plus.dataset.plus);
      session.ui.bonus = session.ui.bonus === player ? null : player;
      session.keepUi();
      ctx.render();
      reveal(ctx.root, nodes.rows.querySelector(`[data-bonus="${player}"]`));
      return;
    }
    const button = event.target.closest("[data-bonus] button");
    const change = button && !button.disabled ? bonusChange(button) : null;
    if (change) onChange(change);
  });
  nodes.roundTabs.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-round]");
    if (!button || button.disabled) return;
    session.ui.bonus = null;
    onChange((game) => state.openRound(game, Number(button.dataset.round)), { undoable: false });
  });
  for (const button of nodes.phaseButtons) {
    button.addEventListener("click", () => onChange((game) => state.setPhase(game, button.dataset.phase), { undoable: false }));
  }
  nodes.next.addEventListener("click", () => {
    session.ui.bonus = null;
    onChange((game) => state.nextRound(game));
    toTop(ctx.root, nodes.entry);
  });
}
