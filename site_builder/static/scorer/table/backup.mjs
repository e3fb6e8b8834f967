// One file holding every game kept on this device, of every game, and the standings' name merges: a
// backup to carry to another phone or browser. Pure functions (no DOM, no clock, no storage):
// - backupText({games: {slug: [entry]}, merges}, date) -> the file's text; entries as stored
//   (saved-games.mjs: a game as its share link's text, or as data);
// - readBackup(text) -> {backup: {date, games, merges}} or {error}: "damaged" (not JSON, cut short, a
//   changed character: the checksum; or a part that is not what a page writes), "foreign" (not a
//   Marquoir backup: another site's or app's file), "version" (a backup of another version);
// - mergeBackup(kept, backup, max) -> what the device keeps once the backup is added, and counts.
// The file: {app: "Marquoir", kind: "backup", version: BACKUP_VERSION, date, checksum, data: {games,
// merges}}, `checksum` the FNV-1a hash (32 bits, hex) of the UTF-8 of JSON.stringify(data).

import { MAX_GAMES, emptyStore, isMerge, isStoredEntry, sameData } from "./saved-games.mjs";
import { nameKey } from "./bg-stats.mjs";

export const BACKUP_APP = "Marquoir";
export const BACKUP_KIND = "backup";
export const BACKUP_VERSION = 1;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** FNV-1a (32 bits) of the text's UTF-8, as 8 hex digits. */
export function checksum(text) {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, "0");
}

/** The backup file's name for a day ("2026-12-03"): marquoir-2026-12-03.json. */
export const backupFileName = (day) => `marquoir-${day}.json`;

/** The file's text: every game's kept entries (a game with none left out) and the merges. */
export function backupText({ games, merges = [] }, date) {
  const kept = Object.fromEntries(Object.entries(games).filter(([, entries]) => entries.length).sort(([a], [b]) => (a < b ? -1 : 1)));
  const data = { games: kept, merges };
  return JSON.stringify({ app: BACKUP_APP, kind: BACKUP_KIND, version: BACKUP_VERSION, date, checksum: checksum(JSON.stringify(data)), data });
}

/** How many games a backup holds. */
export const gameCount = (games) => Object.values(games).reduce((sum, entries) => sum + entries.length, 0);

function parse(text) {
  try {
    return { data: JSON.parse(text) };
  } catch {
    return { broken: true };
  }
}

const isGames = (games) => isObject(games)
  && Object.entries(games).every(([slug, entries]) => SLUG.test(slug) && Array.isArray(entries) && entries.every(isStoredEntry));

/** {backup: {date, games, merges}} from a file's text, or {error: "damaged" | "foreign" | "version"}. */
export function readBackup(text) {
  const { data: file, broken } = parse(String(text));
  if (broken) return { error: "damaged" };
  if (!isObject(file) || file.app !== BACKUP_APP || file.kind !== BACKUP_KIND) return { error: "foreign" };
  if (file.version !== BACKUP_VERSION) return { error: "version" };
  const { data } = file;
  if (!isObject(data) || typeof file.checksum !== "string" || checksum(JSON.stringify(data)) !== file.checksum) return { error: "damaged" };
  const merges = data.merges ?? [];
  if (!isGames(data.games) || !Array.isArray(merges) || !merges.every(isMerge)) return { error: "damaged" };
  return { backup: { date: typeof file.date === "string" ? file.date : null, games: data.games, merges } };
}

/** Whether two stored entries are one game: the same id, or the same game (its link, or its data). */
export function sameEntry(a, b) {
  if (a.id === b.id) return true;
  if (typeof a.link === "string" && typeof b.link === "string" && !Object.hasOwn(a, "game") && !Object.hasOwn(b, "game")) return a.link === b.link;
  return Object.hasOwn(a, "game") && Object.hasOwn(b, "game") && sameData(a.game, b.game);
}

/** `entry` put among `games` (newest first) before the first one older than it: the order of the
 * games already there is kept. */
function insertByDate(games, entry) {
  const time = Date.parse(entry.date);
  const at = games.findIndex((item) => Date.parse(item.date) < time);
  return at < 0 ? [...games, entry] : [...games.slice(0, at), entry, ...games.slice(at)];
}

/** What the device keeps once `backup` is added to `kept` ({games: {slug: store}, merges}): {games:
 * {slug: store} (only the lists that changed), merges (null when unchanged), added, already, over
 * (games left out: their game's list holds `max` already), names (merges added)}. Nothing kept is
 * removed or changed: a game already kept (sameEntry) stays as it is, as does a name already merged. */
export function mergeBackup(kept, backup, max = MAX_GAMES) {
  const counts = { added: 0, already: 0, over: 0, names: 0 };
  const games = {};
  for (const [slug, entries] of Object.entries(backup.games)) {
    const store = kept.games[slug] || emptyStore();
    let list = store.games;
    for (const entry of entries) {
      if (list.some((item) => sameEntry(item, entry))) counts.already += 1;
      else if (list.length >= max) counts.over += 1;
      else {
        list = insertByDate(list, entry);
        counts.added += 1;
      }
    }
    if (list !== store.games) games[slug] = { ...store, games: list };
  }
  let merges = kept.merges;
  for (const merge of backup.merges) {
    if (merges.some((item) => nameKey(item.from) === nameKey(merge.from))) continue;
    merges = [...merges, merge];
    counts.names += 1;
  }
  return { games, merges: merges === kept.merges ? null : merges, ...counts };
}
