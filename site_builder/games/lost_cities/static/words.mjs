// Lost Cities' words on top of the kit's (messages.mjs): colour names (the game's terms) and player names.

export function lostCitiesWords(words) {
  const colourName = (id) => words.term(id);
  const playerName = (game, index) => (game.names[index] || "").trim() || words.fallbackName(index);
  return { ...words, colourName, playerName };
}
