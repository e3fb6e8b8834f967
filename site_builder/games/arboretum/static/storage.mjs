// The game kept in this browser between visits: read back when the page opens, written after each
// change (table-store.mjs holds the keys, the format's version and the migration from version 1).

export { loadCurrent as loadGame, saveCurrent as saveGame } from "./table-store.mjs";
export { CURRENT_KEY as STORAGE_KEY } from "./recent-games.mjs";
