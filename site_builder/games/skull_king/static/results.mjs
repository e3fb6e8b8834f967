// The result as the scorer gave it: the sticky line of running totals, the round-by-round table, the
// verdict (the leader "so far" until the last planned round is in, then the winner) and each round in
// detail, each line worded from the scorer's computation (`Mise 0 avec 7 cartes, aucun pli : 10 × 7 =
// 70`). Nothing is counted here: every number comes from the scorer's answer.

import { element } from "./dom.mjs";
import { fitTable } from "./narrow-table.mjs";

const BID_RULES = {
  made: (round) => ({ key: "line_made", count: round.bid }),
  missed: (round) => ({ key: "line_missed", count: round.off_by }),
  zero_made: (round) => ({ key: "line_zero_made", count: round.cards }),
  zero_missed: (round) => ({ key: "line_zero_missed", count: round.cards }),
  rascal_hit: (round) => ({ key: "line_rascal_hit", count: round.cards }),
  rascal_glancing: (round) => ({ key: "line_rascal_glancing", count: round.cards }),
  rascal_miss: (round) => ({ key: "line_rascal_miss", count: round.off_by }),
  cannonball_hit: (round) => ({ key: "line_cannonball_hit", count: round.cards }),
  cannonball_miss: (round) => ({ key: "line_cannonball_miss", count: round.off_by }),
};

const numbers = (words, line) => ({
  factor: words.num(line.factor), times: words.num(line.times), divisor: words.num(line.divisor), points: words.num(line.points),
});

function bidLine(words, round, line) {
  const rule = BID_RULES[line.rule] ? BID_RULES[line.rule](round) : { key: "line_made", count: round.bid };
  return words.t(rule.key, { ...numbers(words, line), count: rule.count });
}

function captureLine(words, line) {
  const params = { ...numbers(words, line), what: words.captureName(line.line), count: line.times };
  if (line.rule === "halved") return words.t("line_capture_halved", params);
  if (line.rule === "not_counted") return words.t("line_capture_lost", params);
  return words.t("line_capture", params);
}

function lootLine(words, line, name) {
  const allies = (line.alliances || []).map((alliance) => (alliance.captor === name ? alliance.loot_player : alliance.captor));
  const params = { ...numbers(words, line), loot: words.card("loot"), names: words.list(allies), count: line.times };
  return words.t(line.rule === "counted" ? "line_loot" : "line_loot_lost", params);
}

/** Every line of a player's round that says something: the bid always, Harry's change, the bonuses. */
export function roundLines(words, round, name) {
  const found = [];
  if (round.harry) found.push(words.t("line_harry", { shown: words.num(round.bid_shown), bid: words.num(round.bid) }));
  for (const line of round.lines) {
    if (line.line === "bid") found.push(bidLine(words, round, line));
    else if (line.line === "loot") {
      if (line.rule !== "none") found.push(lootLine(words, line, name));
    } else if (line.line === "wager") {
      if (line.rule !== "none") found.push(words.t(line.rule === "won" ? "line_wager_won" : "line_wager_lost", numbers(words, line)));
    } else if (line.times) found.push(captureLine(words, line));
  }
  return found;
}

function leaders(result) {
  const top = Math.max(...result.players.map((player) => player.total));
  return { top, names: result.players.filter((player) => player.total === top).map((player) => player.name) };
}

/** The round-by-round table: a row per round, a column per player (the round's points, the running
 * total below), the totals last. */
export function totalsTable(words, result) {
  const head = element("tr", {}, [
    element("th", { scope: "col", text: words.t("col_round") }),
    ...result.players.map((player) => element("th", { scope: "col", text: player.name })),
  ]);
  const rounds = result.players[0].rounds.map((_, r) => element("tr", {}, [
    element("th", { scope: "row", text: words.num(r + 1) }),
    ...result.players.map((player, p) => {
      const round = player.rounds[r];
      return element("td", { dataset: { round: String(r), player: String(p), points: String(round.total), running: String(round.running_total) } }, [
        element("span", { class: "sk-points", text: words.num(round.total) }),
        element("span", { class: "sk-running", text: words.num(round.running_total) }),
      ]);
    }),
  ]));
  const finished = result.finished;
  const total = element("tr", { class: "sk-total-row" }, [
    element("th", { scope: "row", text: words.t("totals_total") }),
    ...result.players.map((player, p) => {
      const first = result.winners.includes(player.name);
      return element("td", { dataset: { total: String(p), points: String(player.total) }, class: first ? "winner" : null }, [
        element("span", { class: "sk-points", text: words.num(player.total) }),
        ...(first ? [element("span", { class: "winner-mark", text: words.t(finished ? "pad_winner" : "pad_leader") })] : []),
      ]);
    }),
  ]);
  // Words and numbers kept whole (the kit's narrow-table.mjs: a block per round where the table would
  // not fit, at 200 % text); a table still wider than the screen scrolls inside its box, which the
  // keyboard reaches too.
  return fitTable(element("div", { class: "pad-scroll", tabindex: "0", role: "region", "aria-label": words.t("totals_caption") }, [element("table", { class: "sk-totals" }, [
    element("caption", { text: words.t("totals_caption") }), element("thead", {}, [head]), element("tbody", {}, [...rounds, total]),
  ])]));
}

function verdict(words, result) {
  const { top, names } = leaders(result);
  const points = words.num(top);
  if (!result.finished) {
    return words.t("verdict_leader", { count: result.players[0].rounds.length, planned: words.num(result.rounds_planned), names: words.list(names), points });
  }
  if (result.winners.length === 1) return words.t("verdict_winner", { name: result.winners[0], points });
  return words.t("verdict_shared", { names: words.list(result.winners), points });
}

function roundDetail(words, result, index, open) {
  const parts = result.players.flatMap((player, p) => [
    element("p", { class: "round-detail-player", text: player.name }),
    element("ul", { class: "detail-lines", dataset: { detail: `${index}:${p}` } },
      roundLines(words, player.rounds[index], player.name).map((text) => element("li", { text }))),
    element("p", { class: "round-detail-total", text: words.t("detail_total", {
      points: words.num(player.rounds[index].total), running: words.num(player.rounds[index].running_total),
    }) }),
  ]);
  return element("details", { class: "round-detail", open, dataset: { round: String(index) } }, [
    element("summary", { text: words.t("detail_round", { number: words.num(index + 1) }) }), ...parts,
  ]);
}

/** The sticky line: each player's total so far, the leaders marked (a word, not a colour); before any
 * round is in, every player at 0, so that the line keeps its height (the keys below it do not move). */
function stickyLine(words, game, result, given) {
  const players = result ? result.players : game.names.map((_, index) => ({ name: words.playerName(game, index), total: 0 }));
  const top = result ? Math.max(...players.map((player) => player.total)) : null;
  return [
    element("span", { class: "sk-sticky-caption", text: given ? words.t("sticky_caption", { count: given }) : words.t("sticky_empty") }),
    ...players.map((player, p) => element("span", {
      class: `sk-sticky-player${player.total === top ? " first" : ""}`, dataset: { sticky: String(p), points: String(player.total) },
    }, [
      element("span", { class: "sk-sticky-name", text: player.name }),
      element("strong", { text: words.num(player.total) }),
    ])),
  ];
}

/** A sticky line taller than a quarter of the screen (large text, long names) stops following the
 * page, so that it never hides the keys being tapped; checked again whenever its size changes. */
export function fitSticky(sticky) {
  sticky.classList.toggle("loose", sticky.offsetHeight > window.innerHeight / 4);
}

export function watchSticky(sticky) {
  if (typeof ResizeObserver === "function") new ResizeObserver(() => fitSticky(sticky)).observe(sticky);
  window.addEventListener("resize", () => fitSticky(sticky));
}

export function renderResult({ nodes, words, session }, given) {
  const outcome = session.ui.outcome;
  const result = outcome && given ? outcome.result : null;
  nodes.sticky.replaceChildren(...stickyLine(words, session.game, result, given));
  fitSticky(nodes.sticky);
  if (!result) {
    nodes.totals.replaceChildren();
    nodes.verdict.textContent = "";
    nodes.verdict.dataset.finished = "false";
    nodes.detail.replaceChildren();
    return;
  }
  const rounds = result.players[0].rounds.length;
  nodes.totals.replaceChildren(totalsTable(words, result));
  nodes.verdict.textContent = verdict(words, result);
  nodes.verdict.dataset.finished = String(result.finished);
  nodes.verdict.dataset.winners = JSON.stringify(result.winners);
  nodes.detail.replaceChildren(...Array.from({ length: rounds }, (_, index) => roundDetail(words, result, index, index === rounds - 1)));
}
