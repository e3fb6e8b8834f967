// Where cards lie on an arboretum and where one may go: cells, neighbours, the planting rule, the
// grid of cells to draw, and whether taking a card away would split the arboretum. Pure data, no DOM.

export const cellKey = (row, col) => `${row},${col}`;

export function cardAt(arboretum, row, col) {
  return arboretum.find((card) => card.row === row && card.col === col) || null;
}

const NEIGHBOURS = [[-1, 0], [0, -1], [0, 1], [1, 0]];

/** True when (row, col) shares a side with a planted card (other than the one at `ignore`). */
export function touchesCard(arboretum, row, col, ignore = null) {
  return NEIGHBOURS.some(([dr, dc]) => {
    const card = cardAt(arboretum, row + dr, col + dc);
    return card !== null && !(ignore && card.row === ignore.row && card.col === ignore.col);
  });
}

/** Where a card may go: anywhere on an empty arboretum (the start cell 0,0), else an empty cell
 * touching a planted card by a side. `ignore` leaves out a card being moved. */
export function canPlant(arboretum, row, col, ignore = null) {
  const others = ignore ? arboretum.filter((c) => !(c.row === ignore.row && c.col === ignore.col)) : arboretum;
  if (cardAt(others, row, col)) return false;
  if (others.length === 0) return true;
  return touchesCard(others, row, col);
}

/** The cells to draw: the planted cards' bounding box grown by `ring` cells (one to edit, none to
 * show). Each cell says whether a card may be planted there (`open`). An empty arboretum is a single
 * open start cell. */
export function gridCells(arboretum, ignore = null, ring = 1) {
  if (arboretum.length === 0) {
    return { rows: 1, cols: 1, minRow: 0, minCol: 0, cells: [{ row: 0, col: 0, card: null, open: true }] };
  }
  const rows = arboretum.map((c) => c.row);
  const cols = arboretum.map((c) => c.col);
  const minRow = Math.min(...rows) - ring;
  const maxRow = Math.max(...rows) + ring;
  const minCol = Math.min(...cols) - ring;
  const maxCol = Math.max(...cols) + ring;
  const cells = [];
  for (let row = minRow; row <= maxRow; row += 1) {
    for (let col = minCol; col <= maxCol; col += 1) {
      const card = cardAt(arboretum, row, col);
      cells.push({ row, col, card, open: card === null && canPlant(arboretum, row, col, ignore) });
    }
  }
  return { rows: maxRow - minRow + 1, cols: maxCol - minCol + 1, minRow, minCol, cells };
}

/** True when removing the card at (row, col) would split the arboretum in several groups. */
export function wouldSplit(arboretum, row, col) {
  const rest = arboretum.filter((c) => !(c.row === row && c.col === col));
  return rest.length > 0 && groupSize(rest) < rest.length;
}

function groupSize(arboretum) {
  const cells = new Set(arboretum.map((c) => cellKey(c.row, c.col)));
  const start = arboretum[0];
  const seen = new Set([cellKey(start.row, start.col)]);
  const queue = [[start.row, start.col]];
  while (queue.length) {
    const [row, col] = queue.pop();
    for (const [dr, dc] of NEIGHBOURS) {
      const key = cellKey(row + dr, col + dc);
      if (cells.has(key) && !seen.has(key)) {
        seen.add(key);
        queue.push([row + dr, col + dc]);
      }
    }
  }
  return seen.size;
}

/** True when the cards form one group (each touching the others through sides), or none. */
export function isConnected(arboretum) {
  return arboretum.length === 0 || groupSize(arboretum) === arboretum.length;
}
