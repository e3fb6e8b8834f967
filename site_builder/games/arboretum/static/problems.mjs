// The scorer's problems (error and warning codes with params) worded in the page's language, each
// with the places of the form it concerns, so the page can show it next to what was entered.

import { cellKey } from "./state.mjs";

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

/** Words and targets of one problem. `sent` is the game sent to the scorer, `slots` maps its hand
 * indexes back to the page's hand slots. */
export function describeProblem(words, sent, slots, problem) {
  const p = problem.params || {};
  const { t } = words;
  switch (problem.code) {
    case "wrong_type": {
      const at = place(words, sent, slots, p.where);
      return { text: t("error_wrong_type", { place: at.text, expected: t(`expected_${p.expected}`) }), targets: [at.target] };
    }
    case "missing_key": {
      const at = place(words, sent, slots, p.where);
      return { text: t("error_missing_key", { place: at.text, key: p.key }), targets: [at.target] };
    }
    case "bad_value": {
      const at = place(words, sent, slots, p.where);
      return { text: t("error_bad_value", { place: at.text, value: p.value }), targets: [at.target] };
    }
    case "unknown_species": {
      const at = place(words, sent, slots, p.where);
      return { text: t("error_unknown_species", { place: at.text, species: p.species }), targets: [at.target] };
    }
    case "empty_name": {
      const number = (p.where && p.where.player !== null ? p.where.player : 0) + 1;
      return { text: t("error_empty_name", { number }), targets: [{ kind: "name", player: number - 1 }] };
    }
    case "duplicate_name": {
      const same = (name) => String(name).trim().toLowerCase() === String(p.name).trim().toLowerCase();
      const players = sent.players.flatMap((player, index) => (same(player.name) ? [index] : []));
      return { text: t("error_duplicate_name", { name: String(p.name).trim() }), targets: players.map((player) => ({ kind: "name", player })) };
    }
    case "player_count":
      return { text: t("error_player_count", { count: p.count }), targets: [{ kind: "count" }] };
    case "duplicate_card": {
      const places = (p.places || []).map((where) => place(words, sent, slots, where));
      return {
        text: t("error_duplicate_card", {
          card: words.cardName({ species: p.species, value: p.value }),
          places: words.list(places.map((at) => at.text)),
        }),
        targets: places.map((at) => at.target),
      };
    }
    case "same_cell": {
      const who = playerLabel(words, sent, p.player, p.player_name);
      return {
        text: t("error_same_cell", { player: who }),
        targets: [{ kind: "arboretum", player: p.player, cells: [cellKey(p.row, p.col)] }],
      };
    }
    case "disconnected": {
      const who = playerLabel(words, sent, p.player, p.player_name);
      const cells = p.cells || [];
      return {
        text: t("error_disconnected", { player: who, cards: words.list(cardsAtCells(words, sent, p.player, cells)) }),
        targets: [{ kind: "arboretum", player: p.player, cells: cells.map(([row, col]) => cellKey(row, col)) }],
      };
    }
    case "too_many_species":
      return {
        text: t("error_too_many_species", {
          count: p.count,
          allowed: p.allowed,
          players: p.players,
          species: words.list((p.species || []).map(words.speciesName)),
        }),
        targets: [{ kind: "count" }],
      };
    case "hand_size": {
      const who = playerLabel(words, sent, p.player, p.player_name);
      return { text: t("warning_hand_size", { player: who, count: p.count }), targets: [{ kind: "hand", player: p.player, slots: [] }] };
    }
    case "not_json":
    default:
      return { text: t("error_unknown", { code: String(problem.code) }), targets: [{ kind: "game" }] };
  }
}
