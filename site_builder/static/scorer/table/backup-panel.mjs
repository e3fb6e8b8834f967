// The backup's box, mountable in any page that has the kit's words (data-messages with the backup_*
// keys): a heading, what the file holds, "Export every game" (the file downloaded, named with the
// day), a file input to import one, and what happened said in a polite live region, once. The table
// mounts it under the recent games of every scorer page; another page (the history) may mount it too.
// backup.mjs makes and reads the file; local-store.mjs's createTableStore reads and writes the device.

import { backupFileName, backupText, gameCount, mergeBackup, readBackup } from "./backup.mjs";
import { createTableStore } from "./local-store.mjs";
import { MAX_GAMES } from "./saved-games.mjs";

const two = (n) => String(n).padStart(2, "0");
/** The reader's day, as the file's name says it: "2026-12-03". */
const localDay = (date) => `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;

function make(tag, props = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** What an import did, in sentences: games added, already kept, left out for the limit, names merged. */
export function importSentences(words, { added, already, over, names }) {
  return [
    words.t("backup_added", { count: words.num(added) }),
    already ? words.t("backup_already", { count: words.num(already) }) : "",
    over ? words.t("backup_over", { count: words.num(over), max: words.num(MAX_GAMES) }) : "",
    names ? words.t("backup_names", { count: words.num(names) }) : "",
  ].filter(Boolean);
}

/** The box in `container`: {section, exportNow(), importText(text)}. `words` the page's messages;
 * `storage` the device's (localStorage); `onImported()` after games were added (redraw a list);
 * `level` the heading's level; `now()` the clock. */
export function mountBackup(container, { words, storage = globalThis.localStorage, onImported = () => {}, level = 3, now = () => new Date() }) {
  const store = createTableStore({ storage });
  const ids = { heading: "backup-heading", input: "backup-file" };
  const status = make("p", { class: "backup-status", role: "status", "data-backup-status": "" });
  const exportButton = make("button", { type: "button", class: "secondary", "data-backup-export": "", text: words.t("backup_export") });
  const input = make("input", { type: "file", id: ids.input, accept: ".json,application/json", "data-backup-import": "" });
  const section = make("section", { class: "backup", "aria-labelledby": ids.heading, "data-backup": "" }, [
    make(`h${level}`, { id: ids.heading, text: words.t("backup_heading") }),
    make("p", { text: words.t("backup_intro") }),
    make("div", { class: "table-actions" }, [
      exportButton,
      input, // before its label, which shows its focus (kit.css)
      make("label", { for: ids.input, class: "backup-import", text: words.t("backup_import") }),
    ]),
    status,
  ]);
  const say = (sentences) => {
    status.textContent = sentences.join(" ");
  };
  let url = null;

  function exportNow() {
    const games = Object.fromEntries(Object.entries(store.loadAll()).map(([slug, kept]) => [slug, kept.games]));
    const date = now();
    const text = backupText({ games, merges: store.loadMerges() }, date.toISOString());
    const name = backupFileName(localDay(date));
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = make("a", { href: url, download: name, hidden: "" });
    section.append(link);
    link.click();
    link.remove();
    const count = gameCount(games);
    say([words.t("backup_exported", { count: words.num(count), file: name })]);
    return text;
  }

  /** Reads a backup's text into the device: refused whole (said, nothing changed) or merged. */
  function importText(text) {
    const { backup, error } = readBackup(text);
    if (error) {
      say([words.t(`backup_refused_${error}`)]);
      return null;
    }
    const done = mergeBackup({ games: store.loadAll(), merges: store.loadMerges() }, backup);
    if ((Object.keys(done.games).length || done.merges) && !store.saveAll(done.games, done.merges)) {
      say([words.t("backup_refused_storage")]);
      return null;
    }
    say(importSentences(words, done));
    if (done.added) onImported(done);
    return done;
  }

  exportButton.addEventListener("click", exportNow);
  input.addEventListener("change", async () => {
    const [file] = input.files;
    if (!file) return;
    let text = null;
    try {
      text = await file.text();
    } catch {
      say([words.t("backup_refused_damaged")]);
    }
    if (text !== null) importText(text);
    input.value = ""; // the same file chosen again is read again
  });
  container.append(section);
  return { section, exportNow, importText };
}
