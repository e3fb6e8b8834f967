// The result as the scorer gave it: totals after each round (running), the winners, and each round
// in detail with each column's computation written from the scorer's parts: `(23 − 20) × 2 + 20 = 26`.
// Nothing is counted here: every number comes from the scorer's answer.

import { element } from "./dom.mjs";
import { MINUS } from "./messages.mjs";
import { fitTable } from "./narrow-table.mjs";
import * as state from "./state.mjs";

/** `(23 − 20) × 2 + 20 = 26` from a column's entry; null for a column not started. */
export function computation(words, entry) {
  if (!entry.started) return null;
  let text = `${words.num(entry.sum)} ${MINUS} ${words.num(entry.cost)}`;
  if (entry.multiplier > 1) text = `(${text}) × ${words.num(entry.multiplier)}`;
  if (entry.bonus) text += ` + ${words.num(entry.bonus)}`;
  return `${text} = ${words.num(entry.points)}`;
}

/** totalsTable's marks: the winners once the game is over (`finished`), else the player(s) ahead. */
export function totalsTable(words, result, finished = true) {
  const { players } = result;
  const head = element("tr", {}, [
    element("th", { scope: "col", text: words.t("totals_round") }),
    ...players.map((player) => element("th", { scope: "col", text: player.name })),
  ]);
  const running = players.map(() => 0);
  const rows = players[0].rounds.map((_, index) => element("tr", {}, [
    element("th", { scope: "row", text: words.num(index + 1) }),
    ...players.map((player, p) => {
      const points = player.rounds[index].total;
      running[p] += points;
      return element("td", { dataset: { round: String(index), player: String(p), points: String(points), running: String(running[p]) } }, [
        words.t("totals_cell", { points: words.num(points), running: words.num(running[p]) }),
      ]);
    }),
  ]));
  const totals = element("tr", { class: "totals" }, [
    element("th", { scope: "row", text: words.t("totals_total") }),
    ...players.map((player, p) => {
      const ahead = result.winners.includes(player.name);
      const winner = ahead && finished;
      const mark = winner ? "pad_winner" : "pad_leader";
      return element("td", { class: winner ? "winner" : null, dataset: { total: String(p), points: String(player.total) } }, [
        element("span", { class: "points", text: words.num(player.total) }),
        ...(ahead ? [element("span", { class: winner ? "winner-mark" : "leader-mark", text: words.t(mark) })] : []),
      ]);
    }),
  ]);
  return fitTable(element("div", { class: "lc-totals-box" }, [element("table", { class: "lc-totals" }, [
    element("caption", { text: words.t("totals_caption") }),
    element("thead", {}, [head]),
    element("tbody", {}, [...rows, totals]),
  ])]));
}

/** The winner once every round holds cards; before, who leads so far; nothing for an empty game. */
function verdict(words, result, played, rounds) {
  if (played === 0) return "";
  const winners = result.players.filter((player) => result.winners.includes(player.name));
  const points = words.num(winners[0].total);
  const names = words.list(winners.map((player) => player.name));
  if (played < rounds) {
    const counts = { played: words.num(played), rounds: words.num(rounds) };
    if (winners.length === 1) return words.t("verdict_leader", { name: winners[0].name, points, ...counts });
    return words.t("verdict_level", { points, names, ...counts });
  }
  if (winners.length === 1) return words.t("verdict_winner", { name: winners[0].name, points });
  return words.t("verdict_shared", { points, names });
}

/** The bar's line while entering: each player's total so far. */
export function barTotals(words, result) {
  const totals = result.players.map((player) => words.t("player_points", { name: player.name, points: words.num(player.total) }));
  return words.t("bar_totals", { totals: words.list(totals) });
}

function columnLine(words, colour, entry) {
  const text = computation(words, entry);
  if (text === null) return words.t("detail_not_started", { colour: words.colourName(colour) });
  const line = words.t("detail_column", { colour: words.colourName(colour), computation: text });
  if (!entry.bonus) return line;
  return words.join(line, " ", words.t("detail_bonus", { bonus: words.num(entry.bonus), count: words.num(entry.count) }));
}

function roundDetail(words, result, index) {
  const parts = result.players.flatMap((player, p) => {
    const round = player.rounds[index];
    const started = result.colours.filter((colour) => round.colours[colour].started);
    const lines = started.length ? started.map((colour) => columnLine(words, colour, round.colours[colour])) : [words.t("column_empty")];
    return [
      element("p", { class: "round-detail-player", text: player.name }),
      element("ul", { class: "detail-lines", dataset: { detail: `${index}:${p}` } }, lines.map((line) => element("li", { text: line }))),
      element("p", { class: "round-detail-total", text: words.t("detail_round_total", { points: words.num(round.total) }) }),
    ];
  });
  return element("details", { class: "round-detail", open: true }, [
    element("summary", { text: words.t("detail_round", { number: index + 1 }) }),
    ...parts,
  ]);
}

export function renderResult(ctx) {
  const { nodes, words, session } = ctx;
  const outcome = session.ui.outcome;
  if (!outcome) {
    nodes.totals.replaceChildren();
    nodes.verdict.textContent = "";
    delete nodes.verdict.dataset.finished;
    nodes.detail.replaceChildren();
    nodes.barTotals.textContent = session.ui.note || "";
    return;
  }
  const { result } = outcome;
  const game = session.store.game;
  const played = state.roundsEntered(game);
  const finished = played === game.rounds.length;
  nodes.totals.replaceChildren(totalsTable(words, result, finished));
  nodes.verdict.textContent = verdict(words, result, played, game.rounds.length);
  nodes.verdict.dataset.finished = String(finished);
  nodes.verdict.dataset.winners = JSON.stringify(finished ? result.winners : []);
  nodes.verdict.dataset.leaders = JSON.stringify(result.winners);
  nodes.barTotals.textContent = session.ui.note || barTotals(words, result);
  nodes.detail.replaceChildren(...result.players[0].rounds.map((_, index) => roundDetail(words, result, index)));
}
