// The kit's page for a game scored after every change (round after round, player after player): what
// each game would write again. A game's main.mjs calls startRoundPage(rules, own) once (the game
// sent to the scorer is rules.toScorer(game, fallbackName)); `own` is what is the game's own:
//   own.nodes        its nodes by name (dom.mjs findNodes), beside the kit's: the names typed in the setup
//                    form ([data-form] input[type='text']) and the results block (scorer_results.html:
//                    [data-results], [data-waiting], [data-problems]);
//   own.words(words) the kit's words with the game's helpers (colour names...), if it has any;
//   own.draw(page)   draws the game's parts (entry, results) from page.session;
//   own.wire(page)   wires its controls, each calling page.change(apply, options) (options: the
//                    session's {undoable}, and what the game wants to know of it when drawing: the
//                    last change's options are session.ui.change; a name typed is {name: index});
//   own.describe(words, sent, problem) a scorer's problem in words (problem-words.mjs);
//   own.outcome(envelope) the page's outcome of a scored game (default {result});
//   own.setName(game, index, name) the name setter of its state;
//   own.kept(page, options) (optional) after each change, before it is drawn (options.fresh: New game);
//   own.placed(problem, page) (optional) whether the game shows this problem beside what caused it (a round's
//                    keys...): it is then in session.ui.placed ([{problem, text}]), not in the list;
//   own.shows(problem, sent) (optional) whether a problem of the answer is shown (default: all);
//   own.keepsResult  (optional) true: a refused game leaves the last result on the page (the refusal
//                    says what to change), rather than none;
//   own.announce(page) (optional) the one sentence said, politely, once the answer to a change made
//                    by a person is drawn (in [data-announce], the results block's live region): said
//                    only when it differs from the last one, never for the page as it opens.
// The page it returns is the kit's (scorer-page.mjs) with change() and score(). Scoring: one request
// at a time, only the latest game answered (score-queue.mjs); the results node carries data-requested
// and data-answered (equal once the page shows the latest game's score) and data-state (scored or
// refused) for tests and benchmarks; a scored game goes to the table (recent games, sharing). The
// answer's problems (but those placed) are kept as the scorer gave them (session.ui.found) beside their words
// (session.ui.problems), so that a game can also show one where it was entered.

import { nameKey as sameName } from "./bg-stats.mjs";
import { element, findNodes, focusKey } from "./dom.mjs";
import { startScorerPage, tookFailure } from "./scorer-page.mjs";

const KIT_NODES = {
  nameInputs: ["[data-form] input[type='text']"], resultsNode: "[data-results]", waiting: "[data-waiting]",
  problemsNode: "[data-problems]", announcer: "[data-announce]",
};

/** The problems as a list, and the line saying the score waits for the scorer to start. */
export function renderProblems({ nodes, session: { ui }, words, client }) {
  nodes.problemsNode.replaceChildren(...(ui.problems.length
    ? [element("ul", { class: "field-errors" }, ui.problems.map((text) => element("li", { text })))] : []));
  nodes.problemsNode.hidden = ui.problems.length === 0;
  const waiting = ui.answered < ui.requested && client.status() === "loading";
  nodes.waiting.hidden = !waiting;
  nodes.waiting.textContent = waiting ? words.t("scoring_waiting") : "";
}

// The names as the game holds them, except in the field being typed in.
function syncNames({ session, nodes }) {
  nodes.nameInputs.forEach((input, index) => {
    const name = session.game.names[index];
    if (name !== undefined && input.value !== name && document.activeElement !== input) input.value = name;
  });
}


/** Two players given one name (letter case and spaces at the ends ignored, as every scorer compares
 * them) are told so beside each field as it is typed (PROBLEM_WORDS' name_alike), the scorer's own
 * duplicate_name refusal then kept out of the list. The field's other descriptions (a game's own
 * words beside a name) are kept. */
export function markAlikeNames({ session: { game }, nodes, words }) {
  if (!words.has("name_alike")) return;
  const names = game.names.map(sameName);
  nodes.nameInputs.forEach((input, index) => {
    const alike = index < names.length && names[index] !== "" && names.indexOf(names[index]) !== names.lastIndexOf(names[index]);
    const id = `${input.id}-alike`;
    let note = document.getElementById(id);
    if (alike && !note) {
      note = element("p", { id, class: "field-error name-alike", dataset: { alike: String(index) } });
      input.after(note);
    }
    if (note) {
      note.hidden = !alike;
      note.textContent = alike ? words.t("name_alike") : "";
    }
    const others = (input.getAttribute("aria-describedby") || "").split(/\s+/).filter((token) => token && token !== id);
    const described = alike ? [id, ...others] : others;
    if (described.length) input.setAttribute("aria-describedby", described.join(" "));
    else input.removeAttribute("aria-describedby");
    if (alike) input.setAttribute("aria-invalid", "true");
    else if (!others.length) input.removeAttribute("aria-invalid");
  });
}

/** Draws the page from the session; the focused control (by its data-key) keeps the focus. */
function render(page) {
  const focused = document.activeElement && document.activeElement.dataset ? document.activeElement.dataset.key : null;
  syncNames(page);
  page.own.draw(page);
  markAlikeNames(page);
  renderProblems(page);
  page.syncUndo();
  focusKey(page.root, focused);
}

function takeAnswer(page, answer, sent) {
  if (tookFailure(page, answer)) return;
  const { session: { ui }, words, own } = page;
  const { envelope } = answer;
  const problems = [...(envelope.errors || []), ...(envelope.warnings || [])]
    .filter((problem) => !own.shows || own.shows(problem, sent))
    .filter((problem) => !(problem.code === "duplicate_name" && words.has("name_alike"))); // said beside the names
  const placed = (problem) => Boolean(own.placed && own.placed(problem, page));
  ui.placed = problems.filter(placed).map((problem) => ({ problem, text: own.describe(words, sent, problem) }));
  ui.found = problems.filter((problem) => !placed(problem));
  ui.problems = ui.found.map((problem) => own.describe(words, sent, problem));
  if (envelope.ok) ui.outcome = own.outcome ? own.outcome(envelope) : { result: envelope.result };
  else if (!own.keepsResult) ui.outcome = null;
}

/** The game's sentence for the change just drawn, in the live region, when it is a new one. */
function announce(page) {
  const { own, session: { ui }, nodes } = page;
  if (!ui.touched || !own.announce || !nodes.announcer) return;
  const text = own.announce(page);
  if (!text || text === ui.spoken) return;
  ui.spoken = text;
  nodes.announcer.textContent = text;
}

/** Asks for the current game's score (after a change, or when the page opens) and draws the answer. */
async function score(page) {
  const { session: { ui }, nodes } = page;
  ui.requested += 1;
  const ticket = ui.requested;
  nodes.resultsNode.dataset.requested = String(ticket);
  performance.mark("marquoir:change");
  renderProblems(page);
  const sent = page.rules.toScorer(page.session.game, page.words.fallbackName);
  const answer = await page.client.score(sent);
  if (!answer) return; // a later change is being scored
  takeAnswer(page, answer, sent);
  ui.answered = ticket;
  page.render();
  announce(page);
  nodes.resultsNode.dataset.state = ui.outcome ? "scored" : "refused";
  nodes.resultsNode.dataset.answered = String(ticket);
  performance.measure("marquoir:score", "marquoir:change");
  if (ui.outcome) page.scored(sent, ui.outcome.result);
  else page.unscored();
}

// A change, by the page (`apply`: game -> game) or by the kit (undo, new game, a game reopened): drawn
// and scored.
function changed(page, options = {}) {
  page.session.ui.touched = true;
  page.session.ui.change = options;
  if (page.own.kept) page.own.kept(page, options);
  page.render();
  score(page);
}

// Names typed before this module ran win over the saved ones.
function keepTypedNames({ session, nodes, own }) {
  nodes.nameInputs.forEach((input, index) => {
    if (index < session.game.names.length && input.value && input.value !== session.game.names[index]) {
      session.commit((game) => own.setName(game, index, input.value), { undoable: false });
    }
  });
}

export function startRoundPage(rules, own) {
  const page = startScorerPage(rules, { render: () => render(page), changed });
  page.own = own;
  if (own.words) page.words = own.words(page.words);
  page.nodes = findNodes(page.root, { ...KIT_NODES, ...own.nodes });
  page.session.ui = { problems: [], found: [], placed: [], outcome: null, ...page.session.ui, requested: 0, answered: 0, touched: false, spoken: "" };
  page.change = (apply, options) => {
    if (page.session.commit(apply, options)) changed(page, options);
  };
  page.score = () => score(page);
  page.nodes.nameInputs.forEach((input, index) => {
    input.addEventListener("input", () => page.change((game) => own.setName(game, index, input.value), { undoable: false, name: index }));
  });
  own.wire(page);
  keepTypedNames(page);
  render(page);
  score(page);
  page.start();
  return page;
}
