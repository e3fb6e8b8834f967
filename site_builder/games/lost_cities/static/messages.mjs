// The page's words, handed over by the HTML (data-messages and data-colours, from the site's
// catalogs), and the helpers that fill their {placeholders} and write numbers in the page's language
// (a real minus sign for negative points). Nothing here holds a word of any language.

export const MINUS = "\u2212";

export function createMessages(root) {
  const lang = document.documentElement.lang || "fr";
  const dict = JSON.parse(root.dataset.messages || "{}");
  const colours = new Map(JSON.parse(root.dataset.colours || "[]").map((c) => [c.id, c.name]));
  const lists = new Intl.ListFormat(lang, { style: "long", type: "conjunction" });
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });

  const t = (key, params = {}) => {
    const text = Object.hasOwn(dict, key) ? dict[key] : key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
  };
  const num = (value) => (value < 0 ? MINUS + numbers.format(-value) : numbers.format(value));
  const colourName = (id) => (colours.has(id) ? colours.get(id) : String(id));
  const list = (items) => lists.format(items.map(String));
  const fallbackName = (index) => t("player_fallback", { number: index + 1 });
  const playerName = (game, index) => (game.names[index] || "").trim() || fallbackName(index);
  return { lang, t, num, colourName, list, fallbackName, playerName };
}
