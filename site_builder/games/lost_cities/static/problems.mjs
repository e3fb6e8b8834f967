// The scorer's problems (codes with params, see scorer/lost_cities/problems.py) worded in the page's
// language. Every code the scorer knows has its words here; an unknown one is said as such.

function playerLabel(words, sent, index, given) {
  if (typeof given === "string" && given.trim()) return given.trim();
  const player = sent && Array.isArray(sent.players) ? sent.players[index] : null;
  const name = player && typeof player.name === "string" ? player.name.trim() : "";
  return name || words.fallbackName(index);
}

/** A `where` from the scorer, in words: the game, a name, a player, a round, a column or a card. */
export function placeText(words, sent, where) {
  if (!where || where.player === null || where.player === undefined) return words.t("place_game");
  const player = playerLabel(words, sent, where.player, where.player_name);
  if (where.field === "name") return words.t("place_name", { number: where.player + 1 });
  if (where.round === null || where.round === undefined) return player;
  const round = words.num(where.round + 1);
  if (!where.colour) return words.t("place_round", { player, round });
  const colour = words.colourName(where.colour);
  if (where.index === null || where.index === undefined) return words.t("place_column", { player, round, colour });
  return words.t("place_card", { player, round, colour, index: words.num(where.index + 1) });
}

const atPlace = (key, params = () => ({})) => (words, p, sent) => words.t(key, { place: placeText(words, sent, p.where), ...params(words, p) });

function placesText(words, sent, places) {
  const names = (places || []).map((where) => placeText(words, sent, where));
  return words.list([...new Set(names)]);
}

const roundNumber = (words, p) => (p.round === null || p.round === undefined ? words.num(1) : words.num(p.round + 1));

// Each code's words: (words, params, sent game) -> text.
const DESCRIPTIONS = {
  not_json: (words, p) => words.t("error_not_json", { line: p.line, column: p.column }),
  wrong_type: atPlace("error_wrong_type", (words, p) => ({ expected: words.t(`expected_${p.expected}`) })),
  missing_key: atPlace("error_missing_key", (words, p) => ({ key: p.key })),
  wrong_game: (words, p) => words.t("error_wrong_game", { game: p.game }),
  player_count: (words, p) => words.t("error_player_count", { count: words.num(p.count) }),
  empty_name: (words, p) => words.t("error_empty_name", { number: (p.where && Number.isInteger(p.where.player) ? p.where.player : 0) + 1 }),
  duplicate_name: (words, p) => words.t("error_duplicate_name", { name: String(p.name).trim() }),
  no_rounds: atPlace("error_no_rounds"),
  round_counts: (words, p) => words.t("error_round_counts", {
    counts: words.list((p.counts || []).map((count) => (count === null ? "?" : words.num(count)))),
  }),
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
export function describeProblem(words, sent, problem) {
  const p = (problem && problem.params) || {};
  const code = problem && problem.code;
  if (typeof code === "string" && Object.hasOwn(DESCRIPTIONS, code)) return DESCRIPTIONS[code](words, p, sent);
  return words.t("error_unknown", { code: String(code) });
}

