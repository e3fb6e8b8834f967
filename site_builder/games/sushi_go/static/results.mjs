// The result as the scorer gave it: each player's points per round, puddings and total; the verdict
// (the winner only once the game is complete: three rounds of full hands; the leader "so far" before);
// and each round in detail, each line written from the scorer's parts: `Maki: 5 icons, 1st place tied
// with Tom: 6 ÷ 2 = 3`. Until the last card is in, puddings are only counted (their points wait for the
// end) and the totals are the rounds' (the scorer counts puddings as soon as three rounds are given:
// their points are left out here). Nothing else is counted here: every number comes from the answer.

import { element } from "./dom.mjs";
import FACTS from "./facts.mjs";
import { fitTable } from "./narrow-table.mjs";

/** Whether the scored game is over: three rounds, every hand full. */
export const completeGame = (result) => result.finished
  && result.players.every((player) => player.rounds.every((round) => round.cards === result.hand_size));

/** A player's total as the page shows it: with the pudding points once the game is complete. */
const shownTotal = (player, complete) => (complete ? player.total : player.total - (player.pudding.points || 0));

/** Each player's mark beside the total, or null: the winner(s), whoever tied them on points and lost
 * on puddings, or everyone level at the top before the end. [mark, message key] */
function marks(result, complete) {
  const totals = result.players.map((player) => shownTotal(player, complete));
  const top = Math.max(...totals);
  const level = totals.filter((total) => total === top).length;
  return result.players.map((player, index) => {
    if (totals[index] !== top) return null;
    if (!complete) return level > 1 ? ["leader", "pad_leader_tied"] : ["leader", "pad_leader"];
    if (!result.winners.includes(player.name)) return ["tied", "pad_tied"];
    if (result.tie_break && result.tie_break.decided) return ["winner", "pad_winner_tie_break"];
    return result.winners.length > 1 ? ["winner", "pad_winner_shared"] : ["winner", "pad_winner"];
  });
}

function puddingCell(words, player, index, complete) {
  const { points, cards } = player.pudding;
  const text = complete ? words.num(points) : words.t("pudding_pending", { count: words.num(cards) });
  return element("td", { dataset: { pudding: String(index) }, text });
}

export function totalsTable(words, result, complete = completeGame(result)) {
  const rounds = result.players[0].rounds.length;
  const head = element("tr", {}, [
    element("th", { scope: "col", text: words.t("col_player") }),
    ...Array.from({ length: rounds }, (_, index) => element("th", { scope: "col", text: words.t("round_tab", { number: words.num(index + 1) }) })),
    element("th", { scope: "col", text: words.card("pudding") }),
    element("th", { scope: "col", text: words.t("totals_total") }),
  ]);
  const marked = marks(result, complete);
  const rows = result.players.map((player, p) => {
    const total = shownTotal(player, complete);
    const mark = marked[p];
    return element("tr", { class: mark && mark[0] === "winner" ? "winner" : null }, [
      element("th", { scope: "row", text: player.name }),
      ...player.rounds.map((round, r) => element("td", { dataset: { round: String(r), player: String(p) }, text: words.num(round.total) })),
      puddingCell(words, player, p, complete),
      element("td", { dataset: { total: String(p), points: String(total) } }, [
        element("span", { class: "points", text: words.num(total) }),
        ...(mark ? [element("span", { class: "winner-mark", dataset: { mark: mark[0] }, text: words.t(mark[1]) })] : []),
      ]),
    ]);
  });
  return fitTable(element("div", { class: "sg-totals-box" }, [element("table", { class: "sg-totals" }, [
    element("caption", { text: words.t("totals_caption") }), element("thead", {}, [head]), element("tbody", {}, rows),
  ])]));
}

export function verdict(words, result, complete) {
  const totals = result.players.map((player) => shownTotal(player, complete));
  const top = Math.max(...totals);
  const leaders = result.players.filter((_, index) => totals[index] === top).map((player) => player.name);
  const points = words.num(top);
  if (!result.finished) {
    const count = result.players[0].rounds.length;
    return words.t("verdict_leader", { count: words.num(count), names: words.list(leaders), points });
  }
  if (!complete) return words.t("verdict_incomplete", { names: words.list(leaders), points });
  if (result.tie_break && result.tie_break.decided) {
    return words.t("verdict_tie_break", {
      names: words.list(leaders), points, pudding: words.card("pudding"), winners: words.list(result.winners),
    });
  }
  if (result.winners.length === 1) return words.t("verdict_winner", { name: result.winners[0], points });
  return words.t("verdict_shared", { names: words.list(result.winners), points });
}

/** A shared place's division, or the points alone. */
function placed(words, [alone, tied], line, params, points) {
  const shared = line.tied.length ? {
    names: words.list(line.tied), place_points: words.num(line.place_points), shares: words.num(line.shares),
  } : {};
  return words.t(line.tied.length ? tied : alone, { ...params, ...shared, points: words.num(points) });
}

function makiLine(words, line, points) {
  const params = { roll: words.card("maki"), count: line.icons };
  if (line.place === 1) return placed(words, ["maki_first", "maki_first_tied"], line, params, points);
  if (line.place === 2) return placed(words, ["maki_second", "maki_second_tied"], line, params, points);
  return words.t("maki_out", params);
}

function nigiriLine(words, line, points) {
  const parts = FACTS.kinds.filter((kind) => Object.hasOwn(FACTS.nigiriPoints, FACTS.cardOf[kind]) && line[kind] > 0).map((kind) => {
    const params = { count: words.num(line[kind]), kind: words.kindName(kind), value: FACTS.nigiriPoints[FACTS.cardOf[kind]] };
    return kind.startsWith("wasabi-") ? words.t("nigiri_part_wasabi", { ...params, factor: line.factor }) : words.t("nigiri_part", params);
  });
  return parts.length ? words.t("line_nigiri", { parts: words.join(...parts.flatMap((part, at) => (at ? [" + ", part] : [part]))), points: words.num(points) }) : null;
}

/** Every line of a player's round that scores or holds cards. */
export function roundLines(words, entry) {
  const { lines, points } = entry;
  const found = [];
  for (const id of ["tempura", "sashimi"]) {
    const line = lines[id];
    if (line.cards) found.push(words.t("line_sets", { name: words.card(id), count: line.cards, sets: line.sets, each: line.set_points, points: words.num(points[id]) }));
  }
  const dumpling = lines.dumpling;
  if (dumpling.cards) {
    const capped = dumpling.counted < dumpling.cards;
    found.push(words.t(capped ? "line_dumpling_capped" : "line_dumpling", {
      name: words.card("dumpling"), count: dumpling.cards, counted: dumpling.counted, points: words.num(points.dumpling),
    }));
  }
  const nigiri = nigiriLine(words, lines.nigiri, points.nigiri);
  if (nigiri) found.push(nigiri);
  if (lines.maki.icons) found.push(makiLine(words, lines.maki, points.maki));
  return found.length ? found : [words.t("detail_nothing")];
}

export function puddingLine(words, pudding, players) {
  const params = { pudding: words.card("pudding"), count: pudding.cards };
  if (pudding.all_equal) return words.t("pudding_equal", params);
  if (pudding.place === "most") return placed(words, ["pudding_most", "pudding_most_tied"], pudding, params, pudding.points);
  if (pudding.place === "fewest" && players === 2) return words.t("pudding_fewest_two", params);
  if (pudding.place === "fewest") return placed(words, ["pudding_fewest", "pudding_fewest_tied"], pudding, params, pudding.points);
  return words.t("pudding_middle", params);
}

const lineList = (lines, dataset) => element("ul", { class: "detail-lines", dataset }, lines.map((line) => element("li", { text: line })));

function roundDetail(words, result, index, open) {
  const parts = result.players.flatMap((player, p) => [
    element("p", { class: "round-detail-player", text: player.name }),
    lineList(roundLines(words, player.rounds[index]), { detail: `${index}:${p}` }),
    element("p", { class: "round-detail-total", text: words.t("detail_total", { points: words.num(player.rounds[index].total) }) }),
  ]);
  return element("details", { class: "round-detail", open }, [element("summary", { text: words.t("detail_round", { number: index + 1 }) }), ...parts]);
}

function puddingDetail(words, result) {
  const parts = result.players.flatMap((player, p) => [
    element("p", { class: "round-detail-player", text: player.name }),
    lineList([puddingLine(words, player.pudding, result.players.length)], { pudding: String(p) }),
  ]);
  return element("details", { class: "round-detail", open: true }, [
    element("summary", { text: words.t("detail_pudding", { pudding: words.card("pudding") }) }), ...parts,
  ]);
}

export function renderResult({ nodes, words, session }) {
  const outcome = session.ui.outcome;
  const entered = session.game.rounds.some((round) => round.some((kinds) => Object.keys(kinds).length > 0));
  if (!outcome || !entered) {
    nodes.totals.replaceChildren();
    nodes.verdict.textContent = "";
    nodes.detail.replaceChildren();
    return;
  }
  const { result, complete } = outcome;
  const rounds = result.players[0].rounds.length;
  nodes.totals.replaceChildren(totalsTable(words, result, complete));
  nodes.verdict.textContent = verdict(words, result, complete);
  nodes.verdict.dataset.finished = String(result.finished && complete);
  nodes.verdict.dataset.winners = JSON.stringify(result.winners);
  nodes.detail.replaceChildren(
    ...Array.from({ length: rounds }, (_, index) => roundDetail(words, result, index, index === rounds - 1)),
    ...(complete ? [puddingDetail(words, result)] : []),
  );
}
