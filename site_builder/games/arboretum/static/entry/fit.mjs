// Gardens that fit the phone: each arboretum's cells shrink to fit the width of its box and the height
// left above the entry dock (never below 32 px for up to 10 columns and rows, 24 px beyond, WCAG
// 2.5.8's minimum); where even that is too wide, the box pans so that the selected cell and the last
// card planted stay in view. The page never scrolls sideways, and scrolls itself only to bring the
// garden being entered (its hand too, where it fits) above the dock (reveal).

const LARGEST = 64;
const GAP = 3;

function cellSize(width, cols, rows, height) {
  const smallest = cols <= 10 && rows <= 10 ? 32 : 24;
  const fitting = Math.floor((width - GAP * (cols - 1)) / cols);
  const tall = Math.floor((height - GAP * (rows - 1)) / rows);
  return Math.max(smallest, Math.min(LARGEST, fitting, tall));
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

/** Sizes every arboretum under `root` to its box's width and to `height` (px; where the garden must
 * fit above the entry dock with its hand); `keep` is {scrollLefts} from before the redraw, by box key. */
export function fitGardens(root, keep = new Map(), height = Infinity) {
  for (const box of root.querySelectorAll(".arb-scroll")) {
    const grid = box.querySelector(".arb-grid");
    if (!grid) continue;
    const cols = Number(grid.dataset.cols || 1);
    const rows = Number(grid.dataset.rows || 1);
    const style = getComputedStyle(box);
    const width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    grid.style.setProperty("--cell", `${cellSize(width, cols, rows, height)}px`);
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

// The part of the page being entered: the selected player's garden and hand, as a vertical range.
function zoneOf(section) {
  const first = section.querySelector("h3") || section;
  const hand = section.querySelector(".hand") || section;
  return [first.getBoundingClientRect().top, hand.getBoundingClientRect().bottom];
}

/** Scrolls the page, as little as needed, so that the selected player's garden and hand (or, when they
 * do not fit, the selection and the last card planted, with the hand below them where it still fits:
 * the hand is the next thing tapped once the garden is in) sit between the top of the screen and the
 * top of the dock (stuck above `bar`, Undo and Score). */
export function reveal(root, dock, bar) {
  const selected = root.querySelector(".arb-edit .selected, .hand .selected, .card.moving");
  if (!dock || !selected) return;
  const section = selected.closest("section.player");
  // Where the dock's top sits once it is stuck above Undo and Score.
  const visibleBottom = window.innerHeight - dock.offsetHeight - (bar ? bar.offsetHeight : 0) - GAP;
  let [top, bottom] = zoneOf(section);
  if (bottom - top > visibleBottom) {
    const handBottom = bottom;
    const marks = [selected, section.querySelector(".arb-edit .last")].filter(Boolean).map((node) => node.getBoundingClientRect());
    top = Math.min(...marks.map((r) => r.top)) - GAP * 4;
    bottom = Math.max(...marks.map((r) => r.bottom)) + GAP * 4;
    if (handBottom - top <= visibleBottom) bottom = Math.max(bottom, handBottom);
  }
  if (top < 0) window.scrollBy({ top: top - GAP, behavior: "instant" });
  else if (bottom > visibleBottom) window.scrollBy({ top: bottom - visibleBottom, behavior: "instant" });
}
