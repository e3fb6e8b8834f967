// The page's words, handed over by the HTML (data-messages, from the site's catalogs), and the
// helpers that fill their {placeholders}. Nothing here holds a word of any language.

export function createMessages(root) {
  const lang = document.documentElement.lang || "fr";
  const dict = JSON.parse(root.dataset.messages || "{}");
  const species = new Map(JSON.parse(root.dataset.species || "[]").map((s) => [s.id, s]));
  const lists = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });

  const t = (key, params = {}) => {
    const text = Object.hasOwn(dict, key) ? dict[key] : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
  const speciesName = (id) => (species.has(id) ? species.get(id).name : id);
  const cardName = (card) => t("card", { species: speciesName(card.species), value: card.value });
  const list = (items) => lists.format(items.map(String));
  const playerName = (game, index) => {
    const name = game.players[index] ? game.players[index].name.trim() : "";
    return name || t("player_fallback", { number: index + 1 });
  };
  return { lang, t, speciesName, cardName, list, playerName, speciesIds: [...species.keys()] };
}
