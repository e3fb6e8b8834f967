// The spellings a person merged on the history page ("Lea" counted as "Léa"), kept in this browser
// under MERGES_KEY as versioned data: {version: 1, merges: [{from, into, fromName, intoName}]}, `from`
// and `into` name keys (bg-stats.mjs' nameKey), the names as they were shown when merged. What cannot be
// read is left as it is and counts for nothing (never overwritten until a person merges again).

import { NAMES_KEY } from "./saved-games.mjs";

// The store's key for the merges (saved-games.mjs NAMES_KEY), so that the backup file carries them.
export const MERGES_KEY = NAMES_KEY;
export const MERGES_VERSION = 1;

const isMerge = (item) => item !== null && typeof item === "object" && ["from", "into", "fromName", "intoName"]
  .every((field) => typeof item[field] === "string") && item.from !== item.into;

/** The merges kept: [{from, into, fromName, intoName}] (none when the text is not theirs). */
export function readMerges(text) {
  try {
    const data = JSON.parse(text);
    return data && data.version === MERGES_VERSION && Array.isArray(data.merges) ? data.merges.filter(isMerge) : [];
  } catch {
    return [];
  }
}

export const mergesText = (merges) => JSON.stringify({ version: MERGES_VERSION, merges });

/** {key -> key}: the map standings.mjs follows. */
export const mergeMap = (merges) => Object.fromEntries(merges.map((item) => [item.from, item.into]));

/** The merges as kept in `storage` (localStorage): load(), save(merges) -> whether it was written. */
export function createMergeStore(storage = globalThis.localStorage) {
  const load = () => {
    try {
      return readMerges(storage.getItem(MERGES_KEY));
    } catch {
      return [];
    }
  };
  const save = (merges) => {
    try {
      storage.setItem(MERGES_KEY, mergesText(merges));
      return true;
    } catch {
      return false;
    }
  };
  return { load, save };
}
