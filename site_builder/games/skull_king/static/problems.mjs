// The scorer's problems (codes with params, see scorer/skull_king/problems.py and scorer/common/limits.py)
// worded in the page's language: the shared codes by the kit (problem-words.mjs), Skull King's own
// here. An unknown code is said as such. `roundOf(problem)` says which round a problem is about (the
// page shows it beside that round's keys).

import { atPlace as at, describer, isSet, playerLabel, sharedDescriptions } from "./problem-words.mjs";

const FIELDS = { bid: "field_bid", tricks: "field_tricks", captures: "field_captures" };

function fieldText(words, field) {
  if (!field) return "";
  if (field.startsWith("advanced.") || field === "wager" || field === "harry" || field === "cannonball") {
    return words.t(field === "wager" ? "wager_label" : field === "harry" ? "harry_label" : "cannonball_label");
  }
  if (field === "loot") return words.card("loot");
  if (Object.hasOwn(FIELDS, field)) return words.t(FIELDS[field]);
  return words.t(`cap_${field}`, words.cardNames());
}

/** A `where` from the scorer, in words: the game, a name, a player, a round, a value. */
export function placeText(words, sent, where) {
  if (!where) return words.t("place_game");
  if (!isSet(where.player)) return isSet(where.round) ? words.t("place_whole_round", { round: words.num(where.round + 1) }) : words.t("place_game");
  if (where.field === "name") return words.t("place_name", { number: where.player + 1 });
  const player = playerLabel(words, sent, where.player, where.player_name);
  if (!isSet(where.round)) return player;
  const round = words.num(where.round + 1);
  if (!where.field || where.field === "rounds") return words.t("place_round", { player, round });
  return words.t("place_field", { player, round, what: fieldText(words, where.field) });
}

const atPlace = (key, params) => at(placeText, key, params);
const inRound = (key, params = () => ({})) => (words, p) => words.t(key, { round: words.num(p.round + 1), ...params(words, p) });
const OPTIONS = { pirate_abilities: "option_pirate_abilities", rascal: "option_rascal" };

// Each code's words: (words, params, sent game) -> text.
const DESCRIPTIONS = {
  ...sharedDescriptions(placeText),
  over_limit: (words, p, sent) => words.t(p.what === "name" ? "error_over_limit_name" : "error_over_limit_rounds", {
    place: placeText(words, sent, p.where), limit: words.num(p.limit),
  }),
  unknown_key: atPlace("error_unknown_key", (words, p) => ({ key: p.key })),
  unknown_option: atPlace("error_unknown_option", (words, p) => ({ value: p.value })),
  not_in_edition: atPlace("error_not_in_edition"),
  option_off: atPlace("error_option_off", (words, p) => ({
    option: p.option === "loot" ? words.card("loot") : words.t(OPTIONS[p.option] || "option_rascal"),
  })),
  structure_and_cards_dealt: (words) => words.t("error_structure_and_cards_dealt"),
  bad_value: atPlace("error_bad_value", (words, p) => ({ value: p.value, allowed: words.list(p.allowed || []) })),
  bad_count: atPlace("error_bad_count", (words, p) => ({ value: p.value, most: words.num(p.most) })),
  edition_players: (words, p) => words.t("error_edition_players", { count: words.num(p.count), most: words.num(p.most) }),
  player_count: (words, p) => words.t("error_player_count", { count: words.num(p.count) }),
  round_count: atPlace("error_round_count", (words, p) => ({ count: words.num(p.count), planned: words.num(p.planned) })),
  deck_too_small: inRound("error_deck_too_small", (words, p) => ({ cards: words.num(p.cards), hands: words.num(p.hands), deck: words.num(p.deck) })),
  tricks_above_cards: inRound("error_tricks_above_cards", (words, p) => ({ tricks: words.num(p.tricks), cards: words.num(p.cards) })),
  tricks_missing: inRound("error_tricks_missing", (words, p) => ({ tricks: words.num(p.tricks), cards: words.num(p.cards), lost: words.num(p.lost) })),
  capture_without_trick: atPlace("error_capture_without_trick"),
  captures_above_tricks: atPlace("error_captures_above_tricks", (words, p) => ({ count: words.num(p.count), most: words.num(p.most) })),
  pirates_above_trick: atPlace("error_pirates_above_trick", (words, p) => ({ count: words.num(p.count), most: words.num(p.most), ...words.cardNames() })),
  captures_above_deck: inRound("error_captures_above_deck", (words, p) => ({ what: words.captureName(p.kind), count: words.num(p.count), deck: words.num(p.deck) })),
  one_skull_king: inRound("error_one_skull_king", (words) => words.cardNames()),
  two_mermaids: inRound("error_two_mermaids", (words, p) => ({ count: words.num(p.count), ...words.cardNames() })),
  loot_to_self: atPlace("error_loot_to_self"),
  loot_unknown_player: atPlace("error_loot_unknown_player", (words, p) => ({ name: p.name })),
  loot_without_trick: atPlace("error_loot_without_trick", (words, p) => ({ name: p.name })),
  loot_count: inRound("error_loot_count", (words, p) => ({ count: words.num(p.count), ...words.cardNames() })),
  ability_without_trick: atPlace("error_ability_without_trick"),
  wager_last_trick: atPlace("error_wager_last_trick"),
  two_abilities: inRound("error_two_abilities", (words, p) => ({ ability: words.t(p.ability === "harry" ? "ability_harry" : "ability_wager") })),
  harry_out_of_range: atPlace("error_harry_out_of_range", (words, p) => ({ bid: words.num(p.bid), cards: words.num(p.cards) })),
  more_problems: (words, p) => words.t("error_more_problems", { count: p.count }),
  tricks_lost: inRound("warning_tricks_lost", (words, p) => ({ count: p.count, ...words.cardNames() })),
  over_eight_cards: inRound("warning_over_eight_cards", (words, p) => ({ cards: words.num(p.cards) })),
};

/** The words of one problem; `sent` is the game sent to the scorer. */
export const describeProblem = describer(DESCRIPTIONS);

/** The round a problem is about (an index), or null. */
export function roundOf(problem) {
  const p = (problem && problem.params) || {};
  if (Number.isInteger(p.round)) return p.round;
  return p.where && Number.isInteger(p.where.round) ? p.where.round : null;
}
