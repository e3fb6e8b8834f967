// A table of points that keeps its words and numbers whole, for any game's scorer page: its cells do
// not wrap (kit.css: .fit-table), and when the table is wider than its box (a phone at 320 px, text at
// 200 %), the box gets data-narrow and kit.css lays each row out as a block, one cell under the other,
// each after its column's heading (data-label; the headings stay for screen readers, and the roles of a
// table are written out, as CSS layout would otherwise take them away). Checked again whenever the
// box's size changes (its width, or its height as the text grows).

const watched = new WeakSet();

/** Each body cell labelled with its column's heading, and the table's roles written out. */
function label(table) {
  table.setAttribute("role", "table");
  const heads = [...table.querySelectorAll("thead th")].map((th) => th.textContent.trim());
  for (const group of table.querySelectorAll("thead, tbody, tfoot")) group.setAttribute("role", "rowgroup");
  for (const row of table.querySelectorAll("tr")) {
    row.setAttribute("role", "row");
    [...row.children].forEach((cell, index) => {
      if (cell.tagName === "TD") {
        cell.setAttribute("role", "cell");
        cell.dataset.label = heads[index] || "";
      } else {
        cell.setAttribute("role", cell.getAttribute("scope") === "row" ? "rowheader" : "columnheader");
      }
    });
  }
}

/** Narrow when the table, laid out whole, is wider than the box. */
function fit(box) {
  delete box.dataset.narrow;
  const table = box.querySelector("table");
  if (table && table.getBoundingClientRect().width > box.getBoundingClientRect().width + 0.5) box.dataset.narrow = "";
}

/** `box` (an element holding one table, just drawn) kept readable from now on. */
export function fitTable(box) {
  box.classList.add("fit-table");
  const table = box.querySelector("table");
  if (table) label(table);
  fit(box);
  if (!watched.has(box) && typeof ResizeObserver === "function") {
    watched.add(box);
    new ResizeObserver(() => fit(box)).observe(box);
  }
  return box;
}
