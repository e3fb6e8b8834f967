// The page's words, handed over by the HTML (data-messages, from the site's catalogs), and the
// helpers that fill their {placeholders}. Nothing here holds a word of any language.
// A message with plural forms is {forms, plural}: `plural` gives, for each n below its length, the
// index of n's form (the catalog's Plural-Forms, applied by the build); larger n take 100 + n % 100.
// Messages shown in French on a page of another language are listed in data-untranslated: say()
// marks the element that shows one lang="fr".

function pluralIndex(table, count) {
  const n = Math.abs(Math.trunc(Number(count) || 0));
  const at = n < table.length ? n : 100 + (n % 100);
  return Number(table[at] || 0);
}

export function createMessages(root) {
  const lang = document.documentElement.lang || "fr";
  const dict = JSON.parse(root.dataset.messages || "{}");
  const fallbacks = new Set(JSON.parse(root.dataset.untranslated || "[]"));
  const species = new Map(JSON.parse(root.dataset.species || "[]").map((s) => [s.id, s]));
  const lists = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });

  const fill = (text, params) => text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  /** The message `key`; a plural message takes the form of params.count. */
  const t = (key, params = {}) => {
    const entry = Object.hasOwn(dict, key) ? dict[key] : key;
    const text = typeof entry === "string" ? entry : entry.forms[pluralIndex(entry.plural, params.count)];
    return fill(text, params);
  };
  const isFallback = (key) => fallbacks.has(key);
  /** Shows message `key` in `node`, marked French when it fell back to French. */
  const say = (node, key, params = {}) => {
    node.textContent = t(key, params);
    if (isFallback(key)) node.lang = "fr";
    else node.removeAttribute("lang");
    return node;
  };
  const speciesName = (id) => (species.has(id) ? species.get(id).name : id);
  const cardName = (card) => t("card", { species: speciesName(card.species), value: card.value });
  const list = (items) => lists.format(items.map(String));
  const playerName = (game, index) => {
    const name = game.players[index] ? game.players[index].name.trim() : "";
    return name || t("player_fallback", { number: index + 1 });
  };
  return { lang, t, say, isFallback, speciesName, cardName, list, playerName, speciesIds: [...species.keys()] };
}
