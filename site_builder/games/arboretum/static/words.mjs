// Arboretum's words on top of the kit's (messages.mjs): species names (the game's terms), card names
// and player names.

export function arboretumWords(words) {
  const speciesName = (id) => words.term(id);
  const cardName = (card) => words.t("card", { species: speciesName(card.species), value: card.value });
  const playerName = (game, index) => {
    const name = game.players[index] ? game.players[index].name.trim() : "";
    return name || words.fallbackName(index);
  };
  return { ...words, speciesName, cardName, playerName, speciesIds: words.termIds };
}
