// The scorer's problems (codes with params, see scorer/sushi_go/problems.py and scorer/common/limits.py)
// worded in the page's language: the shared codes by the kit (problem-words.mjs), Sushi Go!'s own
// here. An unknown code is said as such.

import FACTS from "./facts.mjs";
import { atPlace as at, describer, isSet, playerLabel, sharedDescriptions } from "./problem-words.mjs";

const known = (kind) => Object.hasOwn(FACTS.cardOf, kind);

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

const atPlace = (key, params) => at(placeText, key, params);
const OVER_LIMIT = { name: "error_over_limit_name", rounds: "error_over_limit_rounds", cards: "error_over_limit_cards" };

// Each code's words: (words, params, sent game) -> text.
const DESCRIPTIONS = {
  ...sharedDescriptions(placeText),
  over_limit: (words, p, sent) => words.t(OVER_LIMIT[p.what] || "error_over_limit_cards", {
    place: placeText(words, sent, p.where), count: words.num(p.limit),
  }),
  round_count: atPlace("error_round_count", (words, p) => ({ count: words.num(p.count) })),
  unknown_kind: atPlace("error_unknown_kind", (words, p) => ({ kind: p.kind })),
  bad_count: atPlace("error_bad_count", (words, p) => ({ value: p.value, most: words.num(p.most) })),
  too_many_cards: atPlace("error_too_many_cards", (words, p) => ({ count: words.num(p.count), hand: words.num(p.hand_size) })),
  deck_exceeded: (words, p) => words.t(isSet(p.round) ? "error_deck_round" : "error_deck_game", {
    card: known(p.card) ? words.kindName(p.card) : p.card, count: words.num(p.count), deck: words.num(p.deck),
    round: isSet(p.round) ? words.num(p.round + 1) : "",
  }),
  more_problems: (words, p) => words.t("error_more_problems", { count: p.count }),
  short_round: atPlace("warning_short_round", (words, p) => ({ count: words.num(p.count), hand: words.num(p.hand_size) })),
};

/** The words of one problem; `sent` is the game sent to the scorer. */
export const describeProblem = describer(DESCRIPTIONS);

