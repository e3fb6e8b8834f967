// Skull King's words on top of the kit's (messages.mjs): the cards' names (the game's terms, the
// glossary's in the page's language), the players' names.

export function skullKingWords(words) {
  const card = (id) => words.term(id);
  const playerName = (game, index) => (game.names[index] || "").trim() || words.fallbackName(index);
  const cardNames = () => ({
    black: card("black"), mermaid: card("mermaid"), pirate: card("pirate"), skull_king: card("skull-king"),
    loot: card("loot"), kraken: card("kraken"), whale: card("white-whale"),
  });
  const captureName = (kind) => words.t(`cap_${kind}`, cardNames());
  return { ...words, card, playerName, cardNames, captureName };
}
