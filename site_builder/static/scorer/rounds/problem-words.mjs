// The words of the problems every scorer shares (scorer/common: the data read, the names, the rounds;
// their messages are the core's PROBLEM_WORDS), and the lookup a game's problems module builds on:
// describer({...SHARED_DESCRIPTIONS(placeText), ...its own}) -> (words, sent, problem) -> text, an
// unknown code said as such. A description is (words, params, sent game) -> text; `placeText(words,
// sent, where)` is the game's (where a problem is: the game, a name, a player, a round...).

/** A player as a problem names them: the name the scorer gives, else the one sent, else "Player n". */
export function playerLabel(words, sent, index, given) {
  if (typeof given === "string" && given.trim()) return given.trim();
  const player = sent && Array.isArray(sent.players) ? sent.players[index] : null;
  const name = player && typeof player.name === "string" ? player.name.trim() : "";
  return name || words.fallbackName(index);
}

export const isSet = (value) => value !== null && value !== undefined;

/** A description whose message starts with the place (`{place}`), with the params `params` adds. */
export const atPlace = (placeText, key, params = () => ({})) => (words, p, sent) =>
  words.t(key, { place: placeText(words, sent, p.where), ...params(words, p) });

// What a wrong_type problem expected, in words (a type without words is said as the scorer names it).
const EXPECTED = { object: "expected_object", list: "expected_list", string: "expected_string" };
const expectedText = (words, expected) => (Object.hasOwn(EXPECTED, expected) ? words.t(EXPECTED[expected]) : String(expected));

/** The shared codes' descriptions, for a game whose places `placeText` says. */
export function sharedDescriptions(placeText) {
  return {
    not_json: (words, p) => words.t("error_not_json", { line: p.line, column: p.column }),
    wrong_type: atPlace(placeText, "error_wrong_type", (words, p) => ({ expected: expectedText(words, p.expected) })),
    missing_key: atPlace(placeText, "error_missing_key", (words, p) => ({ key: p.key })),
    wrong_game: (words, p) => words.t("error_wrong_game", { game: p.game }),
    player_count: (words, p) => words.t("error_player_count", { count: words.num(p.count) }),
    empty_name: (words, p) => words.t("error_empty_name", { number: (p.where && Number.isInteger(p.where.player) ? p.where.player : 0) + 1 }),
    duplicate_name: (words, p) => words.t("error_duplicate_name", { name: String(p.name).trim() }),
    round_counts: (words, p) => words.t("error_round_counts", {
      counts: words.list((p.counts || []).map((count) => (count === null ? "?" : words.num(count)))),
    }),
    file_too_large: (words, p) => words.t("error_file_too_large", { count: words.num(p.size), limit: words.num(p.limit) }),
    internal_error: (words, p) => words.t("error_internal", { error: p.error }),
  };
}

/** The words of one problem from `descriptions` (code -> description); `sent` is the game sent. */
export function describer(descriptions) {
  return (words, sent, problem) => {
    const p = (problem && problem.params) || {};
    const code = problem && problem.code;
    if (typeof code === "string" && Object.hasOwn(descriptions, code)) return descriptions[code](words, p, sent);
    return words.t("error_unknown", { code: String(code) });
  };
}
