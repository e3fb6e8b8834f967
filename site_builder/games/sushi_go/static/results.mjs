// The result as the scorer gave it: each player's points per round, puddings and total; the verdict
// (the winner only once three rounds are in, the leader "so far" before); and each round in detail,
// each line written from the scorer's parts: `Maki: 5 icons, 1st place tied with Tom: 6 ÷ 2 = 3`.
// Nothing is counted here: every number comes from the scorer's answer.

import { element } from "./dom.mjs";
import FACTS from "./facts.mjs";

export function totalsTable(words, result) {
  const rounds = result.players[0].rounds.length;
  const head = element("tr", {}, [
    element("th", { scope: "col", text: words.t("col_player") }),
    ...Array.from({ length: rounds }, (_, index) => element("th", { scope: "col", text: words.t("round_tab", { number: index + 1 }) })),
    element("th", { scope: "col", text: words.card("pudding") }),
    element("th", { scope: "col", text: words.t("totals_total") }),
  ]);
  const rows = result.players.map((player, p) => {
    const first = result.winners.includes(player.name);
    const { points, cards } = player.pudding;
    return element("tr", { class: first ? "winner" : null }, [
      element("th", { scope: "row", text: player.name }),
      ...player.rounds.map((round, r) => element("td", { dataset: { round: String(r), player: String(p) }, text: words.num(round.total) })),
      element("td", { dataset: { pudding: String(p) }, text: points === null ? words.t("pudding_pending", { count: cards }) : words.num(points) }),
      element("td", { dataset: { total: String(p), points: String(player.total) } }, [
        element("span", { class: "points", text: words.num(player.total) }),
        ...(first ? [element("span", { class: "winner-mark", text: words.t(result.finished ? "pad_winner" : "pad_leader") })] : []),
      ]),
    ]);
  });
  return element("div", { class: "pad-scroll" }, [element("table", { class: "sg-totals" }, [
    element("caption", { text: words.t("totals_caption") }), element("thead", {}, [head]), element("tbody", {}, rows),
  ])]);
}

function verdict(words, result, complete) {
  const top = Math.max(...result.players.map((player) => player.total));
  const leaders = result.players.filter((player) => player.total === top).map((player) => player.name);
  const points = words.num(top);
  if (!result.finished) return words.t("verdict_leader", { count: result.players[0].rounds.length, names: words.list(leaders), points });
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
function placed(words, key, line, params, points) {
  const shared = line.tied.length ? {
    names: words.list(line.tied), place_points: words.num(line.place_points), shares: words.num(line.shares),
  } : {};
  return words.t(line.tied.length ? `${key}_tied` : key, { ...params, ...shared, points: words.num(points) });
}

function makiLine(words, line, points) {
  const params = { roll: words.card("maki"), count: line.icons };
  if (line.place === 1) return placed(words, "maki_first", line, params, points);
  if (line.place === 2) return placed(words, "maki_second", line, params, points);
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
  if (pudding.place === "most") return placed(words, "pudding_most", pudding, params, pudding.points);
  if (pudding.place === "fewest" && players === 2) return words.t("pudding_fewest_two", params);
  if (pudding.place === "fewest") return placed(words, "pudding_fewest", pudding, params, pudding.points);
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
  if (!outcome) {
    nodes.totals.replaceChildren();
    nodes.verdict.textContent = "";
    nodes.detail.replaceChildren();
    return;
  }
  const { result, complete } = outcome;
  const rounds = result.players[0].rounds.length;
  nodes.totals.replaceChildren(totalsTable(words, result));
  nodes.verdict.textContent = verdict(words, result, complete);
  nodes.verdict.dataset.finished = String(result.finished && complete);
  nodes.verdict.dataset.winners = JSON.stringify(result.winners);
  nodes.detail.replaceChildren(
    ...Array.from({ length: rounds }, (_, index) => roundDetail(words, result, index, index === rounds - 1)),
    ...(result.finished ? [puddingDetail(words, result)] : []),
  );
}
