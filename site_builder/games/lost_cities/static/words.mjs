// Lost Cities' words on top of the kit's (messages.mjs): colour names (the game's terms), the letter
// each colour is typed by, and player names.

import FACTS from "./facts.mjs";
import { normalCode } from "./key-groups.mjs";

// Each colour's letter in the page's language: the first letter of its name not taken by a colour
// before it (en: y b w g r p; fr: j b l v r i), never "x", which types a wager (× on the card).
function colourLetters(colourName) {
  const used = new Set(["x"]);
  const letters = {};
  for (const id of FACTS.longGameColours) {
    const name = normalCode(colourName(id)).replace(/[0-9]/g, "");
    const letter = [...name].find((each) => !used.has(each)) || [..."abcdefghijklmnopqrstuvwyz"].find((each) => !used.has(each));
    used.add(letter);
    letters[id] = letter;
  }
  return letters;
}

export function lostCitiesWords(words) {
  const colourName = (id) => words.term(id);
  const playerName = (game, index) => (game.names[index] || "").trim() || words.fallbackName(index);
  const letters = colourLetters(colourName);
  return { ...words, colourName, colourLetter: (id) => letters[id], playerName };
}
