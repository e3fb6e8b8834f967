// The kit's entry point: what every scorer page does before and around its game. A game's main.mjs
// calls startScorerPage(rules, hooks) once; it gets back the page: {root, words, session, client (the
// score queue), store (localStorage), rules, table, changed(), currentDate(), failure(error),
// keepDamaged(part, value)}.
// The kit wires the runtime's status line ([data-status]), Undo ([data-undo]) and New game
// ([data-new-game]: undoable, even after a reload), the table (recent games, share link, picture,
// a shared game, what was kept aside) and the lang="fr" marking of every French fallback the
// scripts write, and the keyboard (keys/key-groups.mjs: arrows in groups of keys, codes typed, the
// focus kept clear of the sticky bars). `hooks.render(page)` draws the game; `hooks.changed(page, {taken})` runs after a
// change made by the kit (undo, new game, a game reopened or kept from a link): render and score.

import { scorer as client } from "./worker-client.mjs";
import { createLocalStore } from "./local-store.mjs";
import { asideRecord } from "./saved-games.mjs";
import { createMessages } from "./messages.mjs";
import { createScoreQueue } from "./score-queue.mjs";
import { createSession } from "./session.mjs";
import { currentDate, notify, scored, unscored, wireTable } from "./table-panel.mjs";
import { wireKeys } from "./key-groups.mjs";

// Offline with no runtime kept on this device: one visit with a connection is what it takes.
const offline = () => navigator.onLine === false;

/** The status line: loading with how much has arrived (a percentage, or megabytes when the total is
 * not known) and a score asked for meanwhile said as kept; ready; failed (offline: what is missing). */
function showStatus(words, node, status, { progress, waiting } = {}) {
  node.dataset.status = status;
  node.dataset.kept = String(Boolean(waiting && status === "loading"));
  if (status !== "loading") {
    words.say(node, status === "failed" && offline() ? "status_offline" : `status_${status}`);
    return;
  }
  const parts = [];
  if (progress && progress.total) {
    const percent = Math.min(99, Math.floor((100 * progress.received) / progress.total));
    node.dataset.progress = String(percent);
    parts.push(words.t("status_loading_percent", { percent: words.num(percent) }));
  } else if (progress) {
    node.dataset.progress = "";
    const megabytes = Math.round(progress.received / 1e6); // shown whole: its plural form follows it
    parts.push(words.t("status_loading_megabytes", { size: words.num(megabytes), count: megabytes }));
  } else {
    parts.push(words.t("status_loading"));
  }
  if (waiting) parts.push(" ", words.t("status_waiting"));
  node.textContent = words.join(...parts);
}

export function startScorerPage(rules, hooks) {
  const root = document.getElementById("scorer");
  const words = createMessages(root);
  const statusNode = root.querySelector("[data-status]");
  const early = [];
  const page = { root, words, rules, client: createScoreQueue(client), table: null };
  page.store = createLocalStore(rules, {
    onProblem: () => (page.table ? notify(page, words.t("storage_refused")) : early.push("storage_refused")),
  });
  page.session = createSession(rules, page.store, rules.initialUi ? rules.initialUi() : {});
  page.changed = (options = {}) => hooks.changed(page, options);
  page.render = () => hooks.render(page);
  page.scored = (scorerGame, result) => scored(page, scorerGame, result);
  page.unscored = () => unscored(page);
  page.currentDate = () => currentDate(page);
  /** A part of the saved data the game could not take after all (`part`: "score"...): kept aside, said. */
  page.keepDamaged = (part, value) => {
    page.store.keepAside([asideRecord(JSON.stringify(value ?? null), "damaged", part, new Date().toISOString())]);
  };
  client.subscribe((status, detail) => showStatus(words, statusNode, status, detail));
  /** The words of a worker's error ({kind}): offline without the runtime, a runtime that failed, the scorer. */
  page.failure = (error) => {
    if (error.kind !== "runtime_failed") return words.t("error_scorer");
    return words.t(offline() ? "error_offline" : "error_runtime");
  };
  const undoButton = root.querySelector("[data-undo]");
  undoButton?.addEventListener("click", () => {
    if (page.session.undo()) page.changed({ undo: true });
  });
  root.querySelector("[data-new-game]")?.addEventListener("click", () => {
    if (page.session.startNew()) page.changed({ fresh: true });
  });
  page.syncUndo = () => {
    if (undoButton) undoButton.disabled = !page.session.canUndo();
  };
  words.watch(root);
  wireKeys(root);
  const section = document.getElementById("table");
  words.watch(section);
  page.start = () => {
    wireTable(page);
    for (const key of early) notify(page, words.t(key));
    root.dataset.ready = "true";
    performance.mark("marquoir:form-ready");
  };
  return page;
}

/** Takes a worker's answer that is a failure, not a score: the page's one problem (`ctx.failure`'s
 * words) and no outcome. Returns whether `answer` was one, so that a game reads only envelopes. */
export function tookFailure({ session: { ui }, failure }, answer) {
  if (!answer.error) return false;
  ui.problems = [failure(answer.error)];
  ui.found = [];
  ui.outcome = null;
  return true;
}
