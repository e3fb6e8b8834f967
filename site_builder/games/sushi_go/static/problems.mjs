// The scorer's problems (codes with params, see scorer/sushi_go/problems.py and scorer/common/limits.py)
// worded in the page's language. Every code the scorer knows has its words here; an unknown one is said
// as such.

import FACTS from "./facts.mjs";

function playerLabel(words, sent, index, given) {
  if (typeof given === "string" && given.trim()) return given.trim();
  const player = sent && Array.isArray(sent.players) ? sent.players[index] : null;
  const name = player && typeof player.name === "string" ? player.name.trim() : "";
  return name || words.fallbackName(index);
}

const known = (kind) => Object.hasOwn(FACTS.cardOf, kind);
const isSet = (value) => value !== null && value !== undefined;

/** A `where` from the scorer, in words: the game, a name, a player, a round or a kind. */
export function placeText(words, sent, where) {
  if (!where || !isSet(where.player)) return words.t("place_game");
  if (where.field === "name") return words.t("place_name", { number: where.player + 1 });
  const player = playerLabel(words, sent, where.player, where.player_name);
  if (!isSet(where.round)) return player;
  const round = words.num(where.round + 1);
  if (!isSet(where.kind)) return words.t("place_round", { player, round });
  return words.t("place_kind", { player, round, kind: known(where.kind) ? words.kindName(where.kind) : where.kind });
}

const atPlace = (key, params = () => ({})) => (words, p, sent) => words.t(key, { place: placeText(words, sent, p.where), ...params(words, p) });
const OVER_LIMIT = { name: "error_over_limit_name", rounds: "error_over_limit_rounds", cards: "error_over_limit_cards" };

// Each code's words: (words, params, sent game) -> text.
const DESCRIPTIONS = {
  not_json: (words, p) => words.t("error_not_json", { line: p.line, column: p.column }),
  file_too_large: (words, p) => words.t("error_file_too_large", { size: words.num(p.size), limit: words.num(p.limit) }),
  wrong_type: atPlace("error_wrong_type", (words, p) => ({ expected: words.t(`expected_${p.expected}`) })),
  missing_key: atPlace("error_missing_key", (words, p) => ({ key: p.key })),
  wrong_game: (words, p) => words.t("error_wrong_game", { game: p.game }),
  player_count: (words, p) => words.t("error_player_count", { count: words.num(p.count) }),
  over_limit: (words, p, sent) => words.t(OVER_LIMIT[p.what] || "error_over_limit_cards", {
    place: placeText(words, sent, p.where), limit: words.num(p.limit),
  }),
  empty_name: (words, p) => words.t("error_empty_name", { number: (p.where && Number.isInteger(p.where.player) ? p.where.player : 0) + 1 }),
  duplicate_name: (words, p) => words.t("error_duplicate_name", { name: String(p.name).trim() }),
  round_count: atPlace("error_round_count", (words, p) => ({ count: words.num(p.count) })),
  round_counts: (words, p) => words.t("error_round_counts", {
    counts: words.list((p.counts || []).map((count) => (count === null ? "?" : words.num(count)))),
  }),
  unknown_kind: atPlace("error_unknown_kind", (words, p) => ({ kind: p.kind })),
  bad_count: atPlace("error_bad_count", (words, p) => ({ value: p.value, most: words.num(p.most) })),
  too_many_cards: atPlace("error_too_many_cards", (words, p) => ({ count: words.num(p.count), hand: words.num(p.hand_size) })),
  deck_exceeded: (words, p) => words.t(isSet(p.round) ? "error_deck_round" : "error_deck_game", {
    card: known(p.card) ? words.kindName(p.card) : p.card, count: words.num(p.count), deck: words.num(p.deck),
    round: isSet(p.round) ? words.num(p.round + 1) : "",
  }),
  more_problems: (words, p) => words.t("error_more_problems", { count: p.count }),
  internal_error: (words, p) => words.t("error_internal", { error: p.error }),
  short_round: atPlace("warning_short_round", (words, p) => ({ count: words.num(p.count), hand: words.num(p.hand_size) })),
};

/** The words of one problem; `sent` is the game sent to the scorer. */
export function describeProblem(words, sent, problem) {
  const p = (problem && problem.params) || {};
  const code = problem && problem.code;
  if (typeof code === "string" && Object.hasOwn(DESCRIPTIONS, code)) return DESCRIPTIONS[code](words, p, sent);
  return words.t("error_unknown", { code: String(code) });
}

export const DESCRIBED = Object.keys(DESCRIPTIONS);
