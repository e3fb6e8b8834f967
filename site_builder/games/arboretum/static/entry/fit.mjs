// Gardens that fit the phone: each arboretum's cells shrink to fit the width of its box (never
// below 32 px for up to 10 columns, 24 px beyond, WCAG 2.5.8's minimum); where even that is too
// wide, the box pans so that the selected cell and the last card planted stay in view. The page
// itself never scrolls sideways.

const LARGEST = 64;
const GAP = 3;

function cellSize(width, cols) {
  const smallest = cols <= 10 ? 32 : 24;
  const fitting = Math.floor((width - GAP * (cols - 1)) / cols);
  return Math.max(smallest, Math.min(LARGEST, fitting));
}

// Scrolls `box` sideways, as little as needed, to show `first` and, where room allows, `second`.
function pan(box, first, second) {
  const boxRect = box.getBoundingClientRect();
  const rects = [first, second].filter(Boolean).map((node) => node.getBoundingClientRect());
  const left = Math.min(...rects.map((r) => r.left));
  const right = Math.max(...rects.map((r) => r.right));
  const want = right - left <= box.clientWidth ? [left, right] : [rects[0].left, rects[0].right];
  if (want[0] < boxRect.left) box.scrollLeft += want[0] - boxRect.left - GAP;
  else if (want[1] > boxRect.left + box.clientWidth) box.scrollLeft += want[1] - boxRect.left - box.clientWidth + GAP;
}

/** Sizes every arboretum under `root`; `keep` is {scrollLefts} from before the redraw, by box key. */
export function fitGardens(root, keep = new Map()) {
  for (const box of root.querySelectorAll(".arb-scroll")) {
    const grid = box.querySelector(".arb-grid");
    if (!grid) continue;
    const cols = Number(grid.dataset.cols || 1);
    const style = getComputedStyle(box);
    const width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    grid.style.setProperty("--cell", `${cellSize(width, cols)}px`);
    grid.style.setProperty("--gap", `${GAP}px`);
    const key = box.dataset.arboretum;
    if (keep.has(key)) box.scrollLeft = keep.get(key);
    const selected = grid.querySelector(".selected");
    if (selected) pan(box, selected, grid.querySelector(".last"));
  }
}

/** The horizontal scroll of each arboretum box, to restore after a redraw. */
export function scrollPositions(root) {
  return new Map([...root.querySelectorAll(".arb-scroll[data-arboretum]")].map((box) => [box.dataset.arboretum, box.scrollLeft]));
}
