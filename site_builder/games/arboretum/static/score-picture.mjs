// The score pad as a picture made on this device (a PNG in a data: URL, which the site's CSP allows
// for images), with the same facts in words for those who cannot see it: players, each species'
// points, totals and winner, in the page's language.
// `words` is the scorer page's (species names, lists); `t` gives this feature's messages.

const COLOURS = { paper: "#fdfcf8", ink: "#1c1b19", line: "#d9d5ca", muted: "#4f4c45", win: "#1e5e34", band: "#f1eee5" };
const SCALE = 2; // drawn at twice the CSS size: sharp on a phone
const ROW = 34;
const PAD = 14;
const FIRST = 128;
const COLUMN = 76;

const winnerNames = (result) => result.players.filter((p) => result.winners.includes(p.name)).map((p) => p.name);

/** The picture's text: the totals, the winner, then each species' points. */
export function describeScore(words, t, result, date) {
  const totals = words.list(result.players.map((p) => t("picture_player_points", { name: p.name, points: p.total })));
  const species = result.species.map((id) => t("picture_species_line", {
    species: words.speciesName(id),
    points: words.list(result.players.map((p) => t("picture_player_points", { name: p.name, points: p.species[id].points }))),
  }));
  return [
    t("picture_title", { date }),
    t("picture_totals", { totals }),
    t("picture_winner", { names: words.list(winnerNames(result)) }),
    ...species,
  ].join(" ");
}

function fit(context, text, width) {
  if (context.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

function cellText(context, text, x, y, width, { bold = false, colour = COLOURS.ink, align = "center" } = {}) {
  context.font = `${bold ? "bold " : ""}15px system-ui, sans-serif`;
  context.fillStyle = colour;
  context.textAlign = align;
  const at = align === "center" ? x + width / 2 : x + 6;
  context.fillText(fit(context, text, width - 8), at, y + ROW / 2);
}

function drawRow(context, y, first, values, options = {}) {
  if (options.band) {
    context.fillStyle = COLOURS.band;
    context.fillRect(PAD, y, FIRST + COLUMN * values.length, ROW);
  }
  cellText(context, first, PAD, y, FIRST, { ...options, align: "left" });
  values.forEach((value, index) => {
    const colour = options.winners && options.winners[index] ? COLOURS.win : COLOURS.ink;
    cellText(context, String(value), PAD + FIRST + index * COLUMN, y, COLUMN, { bold: options.bold || colour === COLOURS.win, colour });
  });
  context.strokeStyle = COLOURS.line;
  context.beginPath();
  context.moveTo(PAD, y + ROW);
  context.lineTo(PAD + FIRST + COLUMN * values.length, y + ROW);
  context.stroke();
}

/** Draws the pad on `canvas` (made by the caller) and returns the PNG as a data: URL. */
export function drawScore(canvas, words, t, result, date) {
  const players = result.players;
  const width = PAD * 2 + FIRST + COLUMN * players.length;
  const height = PAD * 2 + ROW * (result.species.length + 4);
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext("2d");
  context.scale(SCALE, SCALE);
  context.textBaseline = "middle";
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, width, height);
  cellText(context, t("picture_title", { date }), PAD, PAD, width - PAD * 2, { bold: true, align: "left" });
  const winners = players.map((p) => result.winners.includes(p.name));
  let y = PAD + ROW;
  drawRow(context, y, t("picture_species"), players.map((p) => p.name), { bold: true, band: true, winners });
  for (const id of result.species) {
    y += ROW;
    drawRow(context, y, words.speciesName(id), players.map((p) => p.species[id].points));
  }
  y += ROW;
  drawRow(context, y, t("picture_total"), players.map((p) => p.total), { bold: true, band: true, winners });
  y += ROW;
  cellText(context, t("picture_winner", { names: words.list(winnerNames(result)) }), PAD, y, width - PAD * 2,
    { bold: true, colour: COLOURS.win, align: "left" });
  return canvas.toDataURL("image/png");
}
