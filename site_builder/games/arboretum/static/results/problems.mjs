// The scorer's problems (error and warning codes with params) worded in the page's language, each
// with the places of the form it concerns, so the page can show it next to what was entered.

import { cellKey } from "./placement.mjs";
import { HAND_SIZE } from "./state.mjs";

function playerLabel(words, sent, index, fallbackName) {
  if (index === null || index === undefined) return fallbackName || "";
  const name = sent.players[index] ? String(sent.players[index].name).trim() : "";
  return name || words.t("player_fallback", { number: index + 1 });
}

/** A `where` from the scorer -> {text, target}. */
function place(words, sent, slots, where) {
  if (!where) return { text: words.t("place_game"), target: { kind: "game" } };
  const { player, zone, index, field } = where;
  const who = playerLabel(words, sent, player, where.player_name);
  if (player === null || player === undefined) return { text: words.t("place_game"), target: { kind: "game" } };
  if (field === "name") return { text: words.t("place_name", { number: player + 1 }), target: { kind: "name", player } };
  const cards = sent.players[player] ? sent.players[player][zone] : null;
  const card = Array.isArray(cards) && index !== null ? cards[index] : null;
  if (zone === "arboretum" && card) {
    return {
      text: words.t("place_arboretum", { card: words.cardName(card), player: who }),
      target: { kind: "arboretum", player, cells: [cellKey(card.row, card.col)] },
    };
  }
  if (zone === "hand" && card) {
    return {
      text: words.t("place_hand", { card: words.cardName(card), player: who }),
      target: { kind: "hand", player, slots: [slots[player][index]] },
    };
  }
  return { text: who, target: { kind: "player", player } };
}

function cardsAtCells(words, sent, player, cells) {
  const arboretum = sent.players[player] ? sent.players[player].arboretum : [];
  return cells.map(([row, col]) => {
    const card = arboretum.find((c) => c.row === row && c.col === col);
    return card ? words.cardName(card) : words.t("cell", { row, col });
  });
}

// A problem about one place of the form: its words name the place, its target is that place.
function atPlace(key, params) {
  return (words, p, { sent, slots }) => {
    const at = place(words, sent, slots, p.where);
    return { text: words.t(key, { place: at.text, ...params(words, p) }), targets: [at.target], key };
  };
}

function duplicateName({ t }, p, { sent }) {
  const same = (name) => String(name).trim().toLowerCase() === String(p.name).trim().toLowerCase();
  const players = sent.players.flatMap((player, index) => (same(player.name) ? [index] : []));
  return { text: t("error_duplicate_name", { name: String(p.name).trim() }), targets: players.map((player) => ({ kind: "name", player })) };
}

function duplicateCard(words, p, { sent, slots }) {
  const places = (p.places || []).map((where) => place(words, sent, slots, where));
  return {
    text: words.t("error_duplicate_card", {
      card: words.cardName({ species: p.species, value: p.value }),
      places: words.list(places.map((at) => at.text)),
    }),
    targets: places.map((at) => at.target),
  };
}

function disconnected(words, p, { sent }) {
  const who = playerLabel(words, sent, p.player, p.player_name);
  const cells = p.cells || [];
  return {
    text: words.t("error_disconnected", { player: who, count: cells.length, cards: words.list(cardsAtCells(words, sent, p.player, cells)) }),
    key: "error_disconnected",
    targets: [{ kind: "arboretum", player: p.player, cells: cells.map(([row, col]) => cellKey(row, col)) }],
  };
}

function tooManySpecies(words, p) {
  return {
    text: words.t("error_too_many_species", {
      count: p.count,
      allowed: p.allowed,
      players: p.players,
      species: words.list((p.species || []).map(words.speciesName)),
    }),
    targets: [{ kind: "count" }],
  };
}

const WRONG_TYPES = ["object", "list", "string", "integer"];

// Each code's words and targets: (words, params, {sent, slots}) -> {text, targets}.
const DESCRIPTIONS = {
  wrong_type: (words, p, sent) => atPlace(`error_wrong_type_${WRONG_TYPES.includes(p.expected) ? p.expected : "object"}`, () => ({}))(words, p, sent),
  missing_key: atPlace("error_missing_key", (words, p) => ({ key: p.key })),
  bad_value: atPlace("error_bad_value", (words, p) => ({ value: p.value })),
  unknown_species: atPlace("error_unknown_species", (words, p) => ({ species: p.species })),
  empty_name: ({ t }, p) => {
    const number = (p.where && p.where.player !== null ? p.where.player : 0) + 1;
    return { text: t("error_empty_name", { number }), targets: [{ kind: "name", player: number - 1 }] };
  },
  duplicate_name: duplicateName,
  player_count: ({ t }, p) => ({ text: t("error_player_count", { count: p.count }), targets: [{ kind: "count" }] }),
  duplicate_card: duplicateCard,
  same_cell: (words, p, { sent }) => ({
    text: words.t("error_same_cell", { player: playerLabel(words, sent, p.player, p.player_name) }),
    targets: [{ kind: "arboretum", player: p.player, cells: [cellKey(p.row, p.col)] }],
  }),
  disconnected,
  too_many_species: tooManySpecies,
  hand_size: (words, p, { sent }) => ({
    text: words.t("warning_hand_size", { player: playerLabel(words, sent, p.player, p.player_name), count: p.count, size: HAND_SIZE }),
    key: "warning_hand_size",
    targets: [{ kind: "hand", player: p.player, slots: [] }],
  }),
};

/** Words and targets of one problem. `sent` is the game sent to the scorer, `slots` maps its hand
 * indexes back to the page's hand slots. Unknown codes (and "not_json") are worded as unknown. */
export function describeProblem(words, sent, slots, problem) {
  const p = problem.params || {};
  const code = problem.code;
  const found = typeof code === "string" && Object.hasOwn(DESCRIPTIONS, code)
    ? DESCRIPTIONS[code](words, p, { sent, slots })
    : { text: words.t("error_unknown", { code: String(problem.code) }), targets: [{ kind: "game" }], key: "error_unknown" };
  const key = found.key || `error_${code}`;
  return { ...found, fr: words.isFallback(key) };
}
