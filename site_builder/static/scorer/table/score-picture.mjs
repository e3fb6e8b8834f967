// A picture of a score, for any game: a table (one column per player, one row per line the game
// gives: a species, a round...), the totals and the winner, drawn on a canvas as a PNG (a data: URL,
// which the site's CSP allows for images), and the same facts in words for its alt text, sentence
// after sentence, dated with the game's date. `sheet` is
// {title, alt: [sentence], head, columns: [name], rows: [{label, values}], totalLabel, totals, winners: [bool], winnerLine}.

const COLOURS = { paper: "#fdfcf8", ink: "#1c1b19", line: "#d9d5ca", win: "#1e5e34", band: "#f1eee5" };
const SCALE = 2; // drawn at twice the CSS size: sharp on a phone
const ROW = 34;
const PAD = 14;
const FIRST = 128;
const COLUMN = 76;

/** The picture's text: its sentences, each ending with its own stop, joined by spaces. */
export const describeSheet = (sheet) => sheet.alt.join(" ");

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
  context.fillText(fit(context, String(text), width - 8), at, y + ROW / 2);
}

function drawRow(context, y, first, values, options = {}) {
  if (options.band) {
    context.fillStyle = COLOURS.band;
    context.fillRect(PAD, y, FIRST + COLUMN * values.length, ROW);
  }
  cellText(context, first, PAD, y, FIRST, { ...options, align: "left" });
  values.forEach((value, index) => {
    const colour = options.winners && options.winners[index] ? COLOURS.win : COLOURS.ink;
    cellText(context, value, PAD + FIRST + index * COLUMN, y, COLUMN, { bold: options.bold || colour === COLOURS.win, colour });
  });
  context.strokeStyle = COLOURS.line;
  context.beginPath();
  context.moveTo(PAD, y + ROW);
  context.lineTo(PAD + FIRST + COLUMN * values.length, y + ROW);
  context.stroke();
}

/** Draws `sheet` on `canvas` (made by the caller) and returns the PNG as a data: URL. */
export function drawSheet(canvas, sheet) {
  const width = PAD * 2 + FIRST + COLUMN * sheet.columns.length;
  const height = PAD * 2 + ROW * (sheet.rows.length + 4);
  canvas.width = width * SCALE;
  canvas.height = height * SCALE;
  const context = canvas.getContext("2d");
  context.scale(SCALE, SCALE);
  context.textBaseline = "middle";
  context.fillStyle = COLOURS.paper;
  context.fillRect(0, 0, width, height);
  cellText(context, sheet.title, PAD, PAD, width - PAD * 2, { bold: true, align: "left" });
  let y = PAD + ROW;
  drawRow(context, y, sheet.head, sheet.columns, { bold: true, band: true, winners: sheet.winners });
  for (const row of sheet.rows) {
    y += ROW;
    drawRow(context, y, row.label, row.values);
  }
  y += ROW;
  drawRow(context, y, sheet.totalLabel, sheet.totals, { bold: true, band: true, winners: sheet.winners });
  y += ROW;
  cellText(context, sheet.winnerLine, PAD, y, width - PAD * 2, { bold: true, colour: COLOURS.win, align: "left" });
  return canvas.toDataURL("image/png");
}
