// The scorer's problems (codes with params, see scorer/lost_cities/problems.py) worded in the page's
// language: the shared codes by the kit (problem-words.mjs), Lost Cities' own here. An unknown code
// is said as such.

import { atPlace as at, describer, isSet, playerLabel, sharedDescriptions } from "./problem-words.mjs";

/** A `where` from the scorer, in words: the game, a name, a player, a round, a column or a card. */
export function placeText(words, sent, where) {
  if (!where || !isSet(where.player)) return words.t("place_game");
  const player = playerLabel(words, sent, where.player, where.player_name);
  if (where.field === "name") return words.t("place_name", { number: where.player + 1 });
  if (!isSet(where.round)) return player;
  const round = words.num(where.round + 1);
  if (!where.colour) return words.t("place_round", { player, round });
  const colour = words.colourName(where.colour);
  if (!isSet(where.index)) return words.t("place_column", { player, round, colour });
  return words.t("place_card", { player, round, colour, index: words.num(where.index + 1) });
}

const atPlace = (key, params) => at(placeText, key, params);

function placesText(words, sent, places) {
  const names = (places || []).map((where) => placeText(words, sent, where));
  return words.list([...new Set(names)]);
}

const roundNumber = (words, p) => (isSet(p.round) ? words.num(p.round + 1) : words.num(1));

// Each code's words: (words, params, sent game) -> text.
const DESCRIPTIONS = {
  ...sharedDescriptions(placeText),
  no_rounds: atPlace("error_no_rounds"),
  unknown_colour: atPlace("error_unknown_colour", (words, p) => ({ colour: p.colour })),
  long_game_colour: atPlace("error_long_game_colour"),
  bad_value: atPlace("error_bad_value", (words, p) => ({ value: p.value })),
  bad_wagers: atPlace("error_bad_wagers", (words, p) => ({ value: p.value })),
  duplicate_card: (words, p, sent) => words.t("error_duplicate_card", {
    round: roundNumber(words, p),
    card: words.t("card_value", { colour: words.colourName(p.colour), value: p.value }),
    places: placesText(words, sent, p.places),
  }),
  too_many_wagers: (words, p, sent) => words.t("error_too_many_wagers", {
    round: roundNumber(words, p),
    count: words.num(p.count),
    colour: words.colourName(p.colour),
    places: placesText(words, sent, p.places),
  }),
};

/** The words of one problem; `sent` is the game sent to the scorer. */
export const describeProblem = describer(DESCRIPTIONS);
