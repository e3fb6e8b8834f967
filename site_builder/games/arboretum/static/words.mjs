// Arboretum's words on top of the kit's (messages.mjs): species names (the game's terms) and short names, card names
// and player names.

export function arboretumWords(words) {
  const speciesName = (id) => words.term(id);
  // A species' short name (a letter or two, from the catalog), drawn on every card beside its colour.
  const shortName = (id) => words.t(`short_${id}`);
  const cardName = (card) => words.t("card", { species: speciesName(card.species), value: card.value });
  const playerName = (game, index) => {
    const name = game.players[index] ? game.players[index].name.trim() : "";
    return name || words.fallbackName(index);
  };
  return { ...words, speciesName, shortName, cardName, playerName, speciesIds: words.termIds };
}
