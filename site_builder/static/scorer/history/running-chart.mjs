// A game's running totals, round by round (standings.mjs' runningTotals), drawn for the history: a small
// SVG chart readable without colour (each player a line style and a marker shape of its own, in the
// text's colour, so forced colours keep it), a legend in the page's text (it grows with the text: the
// SVG holds no words), and the same figures in a table beside it, which screen readers read (the chart
// is hidden from them).

import { element } from "./dom.mjs";
import { fitTable } from "./narrow-table.mjs";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 320;
const HEIGHT = 160;
const PAD = 12;
export const DASHES = ["", "8 4", "2 4", "10 4 2 4", "14 6"];
const SHAPES = ["circle", "square", "triangle", "diamond", "cross"];

const svg = (tag, attributes = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
};

/** A marker of `shape` centred on (x, y): filled or hollow, so two are told apart without colour. */
function marker(shape, x, y, r = 4.5) {
  const style = { stroke: "currentColor", "stroke-width": 1.5 };
  if (shape === "circle") return svg("circle", { cx: x, cy: y, r, fill: "currentColor", ...style });
  if (shape === "square") return svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: "Canvas", ...style });
  if (shape === "triangle") return svg("path", { d: `M${x} ${y - r}L${x + r} ${y + r}L${x - r} ${y + r}Z`, fill: "currentColor", ...style });
  if (shape === "diamond") return svg("path", { d: `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`, fill: "Canvas", ...style });
  return svg("path", { d: `M${x - r} ${y - r}L${x + r} ${y + r}M${x - r} ${y + r}L${x + r} ${y - r}`, fill: "none", ...style, "stroke-width": 2 });
}

const styleOf = (index) => ({ dash: DASHES[index % DASHES.length], shape: SHAPES[index % SHAPES.length] });

/** The chart: one line per player from 0 before the first round, a marker at each step. */
export function chartSvg(totals) {
  const values = [0, ...totals.players.flatMap((player) => player.running)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (step) => PAD + (step * (WIDTH - 2 * PAD)) / totals.steps.length;
  const y = (value) => HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / span;
  const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, class: "running-chart", "aria-hidden": "true", focusable: "false" });
  root.append(svg("line", { x1: PAD, x2: WIDTH - PAD, y1: y(0), y2: y(0), stroke: "currentColor", "stroke-width": 1, "stroke-opacity": 0.5 }));
  totals.players.forEach((player, index) => {
    const { dash, shape } = styleOf(index);
    const points = [[x(0), y(0)], ...player.running.map((value, step) => [x(step + 1), y(value)])];
    root.append(svg("polyline", {
      points: points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(" "),
      fill: "none", stroke: "currentColor", "stroke-width": 2, ...(dash ? { "stroke-dasharray": dash } : {}),
    }));
    for (const [px, py] of points.slice(1)) root.append(marker(shape, px, py));
  });
  return root;
}

/** The legend: each player's line and marker beside the name, in the page's text. */
function legend(totals) {
  return element("ul", { class: "chart-legend" }, totals.players.map((player, index) => {
    const { dash, shape } = styleOf(index);
    const sample = svg("svg", { viewBox: "0 0 40 12", class: "legend-sample", "aria-hidden": "true", focusable: "false" });
    sample.append(svg("line", { x1: 2, x2: 38, y1: 6, y2: 6, stroke: "currentColor", "stroke-width": 2, ...(dash ? { "stroke-dasharray": dash } : {}) }), marker(shape, 20, 6, 4));
    return element("li", {}, [sample, element("span", { text: player.name })]);
  }));
}

/** The table of the same figures: a row per player, a column per step. `words` gives the headings. */
export function chartTable(words, totals) {
  const head = element("tr", {}, [
    element("th", { scope: "col", text: words.t("column_player") }),
    ...totals.steps.map((step) => element("th", {
      scope: "col", text: step.final ? words.t("chart_total") : words.t("chart_round", { number: words.num(step.round) }),
    })),
  ]);
  const rows = totals.players.map((player) => element("tr", {}, [
    element("th", { scope: "row", text: player.name }),
    ...player.running.map((value) => element("td", { dataset: { value: String(value) }, text: words.num(value) })),
  ]));
  return element("table", {}, [
    element("caption", { text: words.t("chart_caption") }),
    element("thead", {}, [head]),
    element("tbody", {}, rows),
  ]);
}

/** The chart, its legend and its table, drawn into `node` (once it is shown: the table fitted then). */
export function drawRunningChart(node, words, totals) {
  const box = element("div", { class: "chart-table" }, [chartTable(words, totals)]);
  node.replaceChildren(element("div", { class: "chart-figure" }, [chartSvg(totals), legend(totals)]), box);
  fitTable(box);
}
