// The entry: the number of players, the round and player being entered (tabs, each player's cards
// against the hand; two players of one name told apart by their numbers), then one key per kind: a tap
// adds one card (or takes one off while "Remove cards" is pressed), a key disabled when its card would
// not fit the hand or the deck (the deck's reason written under the keys), the hand counted down beside
// them, a name refused written under that name, and the maki and pudding standings from the scorer's
// last answer, as they are entered ("so far" for puddings until the game is complete). Each key shows
// its code (the worked examples' T, M2, W+Sq), which typed picks it (the kit's keys/key-groups.mjs).

import { element, redraw, wireRoundTabs } from "./dom.mjs";
import FACTS from "./facts.mjs";
import { fitTable } from "./narrow-table.mjs";
import * as state from "./state.mjs";

const tab = (text, pressed, dataset) => element("button", {
  type: "button", class: "sg-tab", "aria-pressed": String(pressed), dataset, text,
});

/** Whether another player has the same name (as the scorer compares them: trimmed, any case). */
function nameShared(words, game, player) {
  const same = (index) => words.playerName(game, index).trim().toLowerCase();
  return game.names.some((_, other) => other !== player && same(other) === same(player));
}

function playerTabText(words, game, player) {
  const name = words.playerName(game, player);
  return nameShared(words, game, player) ? words.t("player_tab_numbered", { number: words.num(player + 1), name }) : name;
}

function renderTabs({ nodes, words, session }) {
  const game = session.game;
  const hand = state.handSize(game);
  redraw(nodes.roundTabs, ...game.rounds.map((_, round) => tab(
    words.t("round_tab", { number: round + 1 }), round === game.at.round, { round: String(round), key: `round-${round}` },
  )));
  redraw(nodes.playerTabs, ...game.names.map((_, player) => tab(
    words.join(playerTabText(words, game, player), ` ${state.cardsIn(game, game.at.round, player)}/${hand}`),
    player === game.at.player, { player: String(player), key: `player-${player}` },
  )));
}

export function handText(words, game) {
  const hand = state.handSize(game);
  const count = state.cardsIn(game, game.at.round, game.at.player);
  if (count > hand) return words.t("hand_over", { count: words.num(count), hand: words.num(hand) });
  if (count === hand) return words.t("hand_full", { count: words.num(hand) });
  return words.t("hand_left", { count: words.num(hand - count), hand: words.num(hand) });
}

// A card of the deck by its name: a maki card as its key is named (its icons), any other as the glossary's.
const cardName = (words, card) => (Object.hasOwn(FACTS.makiIcons, card) ? words.kindName(card) : words.card(card));

/** Why keys are disabled that the hand would take: the cards whose every copy is entered, each with
 * the deck's number. */
function renderKeysNote({ nodes, words, session }) {
  const spent = state.spentCards(session.game);
  nodes.keysNote.hidden = spent.length === 0;
  const cards = spent.map((card) => words.t("keys_deck_card", { card: cardName(words, card), deck: words.num(FACTS.deck[card]) }));
  nodes.keysNote.textContent = spent.length ? words.t("keys_deck_spent", { count: spent.length, cards: words.list(cards) }) : "";
}

// The scorer's problems with the names: the players whose name field each concerns (two names alike
// are the kit's: round-page.mjs markAlikeNames says so beside both fields as they are typed).
function nameFields(words, game, problem) {
  const p = problem.params || {};
  const where = p.where || {};
  if (where.field === "name" && Number.isInteger(where.player)) return [where.player];
  return [];
}

/** Each refused name: its words under the name field (aria-invalid, described by them). */
function renderNameErrors({ nodes, words, session }) {
  const { game, ui } = session;
  const texts = game.names.map(() => []);
  (ui.found || []).forEach((problem, at) => {
    for (const index of nameFields(words, game, problem)) if (texts[index]) texts[index].push(ui.problems[at]);
  });
  nodes.nameErrors.forEach((node, index) => {
    const said = texts[index] || [];
    node.hidden = said.length === 0;
    node.textContent = said.length ? words.join(...said.flatMap((text, at) => (at ? [" ", text] : [text]))) : "";
    const input = nodes.nameInputs[index];
    if (said.length) input.setAttribute("aria-invalid", "true");
    else input.removeAttribute("aria-invalid");
  });
}

function key(words, game, kind, removing) {
  const held = game.rounds[game.at.round][game.at.player][kind] || 0;
  return element("button", {
    type: "button",
    class: `sg-key${held ? " held" : ""}`,
    disabled: removing ? held === 0 : !state.fits(game, kind),
    dataset: { kind, key: `kind-${kind}`, count: String(held), code: FACTS.codes[kind] },
  }, [
    element("span", { class: "sg-name", text: words.kindName(kind) }), " ",
    element("kbd", { class: "sg-code", translate: "no", text: FACTS.codes[kind] }),
    element("span", { class: "sg-n", text: held ? `×${held}` : "" }),
  ]);
}

// A standing's place: [alone, shared] message keys for each place the scorer gives.
const MAKI_PLACES = { 1: ["place_1", "place_1_tied"], 2: ["place_2", "place_2_tied"] };
const PUDDING_PLACES = { most: ["place_most", "place_most_tied"], fewest: ["place_fewest", "place_fewest_tied"] };

function placeText(words, line, places) {
  if (line.place === null || line.place === undefined || !Object.hasOwn(places, line.place)) return "";
  const [alone, shared] = places[line.place];
  return words.t(line.tied.length ? shared : alone);
}

function standingCell(words, count, place) {
  return element("td", {}, [place ? words.t("standing_cell", { count: words.num(count), place }) : words.num(count)]);
}

/** Each player's maki icons this round and pudding cards so far, with their places. */
function renderStandings({ nodes, words, session }) {
  const outcome = session.ui.outcome;
  const game = session.game;
  if (!outcome || !state.hasCards(game) || outcome.result.players.length !== game.names.length) return redraw(nodes.standings);
  const { round } = game.at;
  const rows = outcome.result.players.map((player) => {
    const maki = player.rounds[round] ? player.rounds[round].lines.maki : { icons: 0, place: null, tied: [] };
    return element("tr", {}, [
      element("th", { scope: "row", text: player.name }),
      standingCell(words, maki.icons, placeText(words, maki, MAKI_PLACES)),
      standingCell(words, player.pudding.cards, player.pudding.all_equal ? "" : placeText(words, player.pudding, PUDDING_PLACES)),
    ]);
  });
  const pudding = words.card("pudding");
  redraw(nodes.standings, element("table", { class: "sg-standings", dataset: { round: String(round) } }, [
    element("caption", { text: words.t("standings_caption", { round: round + 1, roll: words.card("maki"), pudding: words.card("pudding") }) }),
    element("thead", {}, [element("tr", {}, [
      element("th", { scope: "col", text: words.t("col_player") }),
      element("th", { scope: "col", text: words.t("col_maki", { roll: words.card("maki") }) }),
      element("th", { scope: "col", text: words.t(outcome.complete ? "col_pudding" : "col_pudding_so_far", { pudding }) }),
    ])]),
    element("tbody", {}, rows),
  ]));
  fitTable(nodes.standings);
}

export function renderEntry(ctx) {
  const { nodes, words, session } = ctx;
  const game = session.game;
  const players = game.names.length;
  for (const button of nodes.countButtons) button.setAttribute("aria-pressed", String(Number(button.dataset.count) === players));
  nodes.nameRows.forEach((row, index) => { row.hidden = index >= players; });
  renderTabs(ctx);
  nodes.entryHeading.textContent = words.t("entry_heading", { round: game.at.round + 1, player: words.playerName(game, game.at.player) });
  nodes.hand.textContent = handText(words, game);
  nodes.hand.dataset.left = String(state.handSize(game) - state.cardsIn(game, game.at.round, game.at.player));
  nodes.removeMode.setAttribute("aria-pressed", String(session.ui.removing));
  nodes.keys.classList.toggle("removing", session.ui.removing);
  redraw(nodes.keys, ...FACTS.kinds.map((kind) => key(words, game, kind, session.ui.removing)));
  renderKeysNote(ctx);
  renderNameErrors(ctx);
  renderStandings(ctx);
}

/** After a key's tap: when a key is hidden (off the screen or under the sticky action bar), the entry
 * is brought to the top of the screen, so that a player's whole hand is tapped without scrolling. */
function keepKeysInView({ nodes, root }) {
  const keys = nodes.keys.getBoundingClientRect();
  const bar = root.querySelector(".actionbar");
  const bottom = Math.min(window.innerHeight, bar ? bar.getBoundingClientRect().top : window.innerHeight);
  if (keys.top < 0 || keys.bottom > bottom) nodes.entry.scrollIntoView({ block: "start" });
}

/** Taps on the entry; `onChange(change, options)` commits a change of the game. */
export function wireEntry(ctx, onChange) {
  const { nodes, session } = ctx;
  nodes.keys.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-kind]");
    if (!button || button.disabled) return;
    const { kind } = button.dataset;
    onChange((game) => (session.ui.removing ? state.removeCard(game, kind) : state.addCard(game, kind)));
    keepKeysInView(ctx);
  });
  nodes.removeMode.addEventListener("click", () => {
    session.ui.removing = !session.ui.removing;
    ctx.render();
  });
  for (const button of nodes.countButtons) {
    button.addEventListener("click", () => onChange((game) => state.setPlayers(game, Number(button.dataset.count))));
  }
  wireRoundTabs(nodes, (at) => onChange((game) => state.select(game, at), { undoable: false }));
}
