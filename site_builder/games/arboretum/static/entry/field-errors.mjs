// The scorer's problems as the page shows them next to the fields they point at: lists of messages,
// and the cells and hand slots to mark as invalid.

/** The problems with a target of this kind (and of this player, when given). */
export function problemsFor(problems, kind, player) {
  return problems.filter((problem) => problem.targets.some((target) => target.kind === kind
    && (player === undefined || target.player === player)));
}

/** The problems as a list; a warning is marked as one (class and sign), a refusal as an error. */
export function errorList(problems) {
  const list = document.createElement("ul");
  list.className = "field-errors";
  for (const problem of problems) {
    const item = document.createElement("li");
    item.textContent = problem.text;
    if (problem.fr) item.lang = "fr";
    item.className = problem.warning ? "warning" : "error";
    list.append(item);
  }
  return list;
}

// The places of one zone of a player that a problem points at: cell keys ("cells") or hand slots ("slots").
function invalidPlaces(problems, zone, player, places) {
  const found = new Set();
  for (const problem of problemsFor(problems, zone, player)) {
    for (const target of problem.targets) {
      if (target.kind === zone && target.player === player) target[places].forEach((place) => found.add(place));
    }
  }
  return found;
}

export function invalidCells(problems, player) {
  return invalidPlaces(problems, "arboretum", player, "cells");
}

export function invalidSlots(problems, player) {
  return invalidPlaces(problems, "hand", player, "slots");
}
