// The page's words, for every game's scorer page: handed over by the HTML (data-messages, made by the
// core from the catalogs: site_builder/scorer_messages.py), with the keys shown in French on a page of
// another language (data-untranslated) and the game's terms (data-terms: [{id, name, translated}]).
// Nothing here holds a word of any language.
//
// - has(key): whether the page was given message `key` (a kit's feature whose words a game declares).
// - t(key, {name: value}): the message with its {named} placeholders filled; a plural message
//   ({forms, plural}) takes the form of params.count (the catalog's Plural-Forms, applied by the build:
//   `plural` gives the form's index for each n below its length, larger n take 100 + n % 100).
// - list(items): a list joined by Intl.ListFormat in the language of the message it goes into (French
//   inside a French fallback, the page's language otherwise).
// - Every text made from a French fallback (a message, a term, or a text holding one) is remembered:
//   watch(node) marks each element showing one lang="fr" as the scripts write it (and unmarks it when
//   its text changes), so no game's code has to think of it.
// - A key the catalogs do not hold is shown as itself and remembered: `missing()` lists them, and the
//   root's data-missing-messages (JSON) too, for the tests that walk a page.

const SOURCE = "fr";
export const MINUS = "\u2212";

// A count may come formatted by num() ("70 000", "1.000", "−6"): its digits are the number.
function pluralIndex(table, count) {
  const digits = typeof count === "string" ? Number(count.replace(/[^\d]/g, "")) : Number(count);
  const n = Math.abs(Math.trunc(digits || 0));
  const at = n < table.length ? n : 100 + (n % 100);
  return Number(table[at] || 0);
}

/** A list waiting to be formatted in the language of the message it is put in. */
class ListText {
  constructor(items, format) {
    this.items = items;
    this.format = format;
  }

  toString() {
    return this.format(this.items, null);
  }
}

export function createMessages(root, { lang = document.documentElement.lang || SOURCE } = {}) {
  const dict = JSON.parse(root.dataset.messages || "{}");
  const fallbacks = new Set(JSON.parse(root.dataset.untranslated || "[]"));
  const terms = new Map(JSON.parse(root.dataset.terms || "[]").map((term) => [term.id, term]));
  const french = new Set();
  const formats = new Map();
  const numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
  const missing = new Set();
  const rememberMissing = (key) => {
    if (missing.has(key)) return;
    missing.add(key);
    if (root.dataset) root.dataset.missingMessages = JSON.stringify([...missing]);
  };

  const listFormat = (language) => {
    if (!formats.has(language)) formats.set(language, new Intl.ListFormat(language, { style: "long", type: "conjunction" }));
    return formats.get(language);
  };
  const remember = (text, isFrench) => {
    if (isFrench) french.add(text);
    return text;
  };
  const formatList = (items, inFrench) => {
    const strings = items.map(String);
    const isFrench = inFrench ?? strings.some((item) => french.has(item));
    return remember(listFormat(isFrench ? SOURCE : lang).format(strings), isFrench && lang !== SOURCE);
  };
  const isFallback = (key) => fallbacks.has(key);

  /** The message `key` with its placeholders filled. */
  const t = (key, params = {}) => {
    if (!Object.hasOwn(dict, key)) rememberMissing(key);
    const entry = Object.hasOwn(dict, key) ? dict[key] : key;
    const text = typeof entry === "string" ? entry : entry.forms[pluralIndex(entry.plural, params.count)];
    let isFrench = isFallback(key);
    const filled = text.replace(/\{(\w+)\}/g, (whole, name) => {
      if (!Object.hasOwn(params, name)) return whole;
      const value = params[name];
      const shown = value instanceof ListText ? formatList(value.items, isFallback(key) || null) : String(value);
      if (french.has(shown)) isFrench = true;
      return shown;
    });
    return remember(filled, isFrench);
  };
  const list = (items) => new ListText(items, formatList);
  const term = (id) => {
    const found = terms.get(id);
    return found ? remember(found.name, found.translated === false) : String(id);
  };
  const has = (key) => Object.hasOwn(dict, key);
  const num = (value) => (value < 0 ? MINUS + numbers.format(-value) : numbers.format(value));
  const fallbackName = (index) => t("player_fallback", { number: index + 1 });
  const isFrench = (text) => french.has(String(text));
  /** Parts written side by side ("✓ " and a message): French when one of them is. */
  const join = (...parts) => remember(parts.map(String).join(""), parts.some(isFrench));

  /** Shows message `key` in `node` (marked French when it is). */
  const say = (node, key, params = {}) => {
    node.textContent = t(key, params);
    markOne(node);
    return node;
  };
  function markOne(element) {
    const own = [...element.childNodes].filter((child) => child.nodeType === 3).map((child) => child.data).join("").trim();
    if (own && french.has(own)) {
      if (element.lang !== SOURCE) {
        element.lang = SOURCE;
        element.dataset.fallback = "";
      }
    } else if ("fallback" in element.dataset) {
      element.removeAttribute("lang");
      delete element.dataset.fallback;
    }
  }
  const mark = (node) => {
    if (french.size === 0) return;
    markOne(node);
    for (const element of node.querySelectorAll("*")) markOne(element);
  };
  /** Marks what the scripts write under `node` from now on. */
  const watch = (node) => {
    if (lang === SOURCE || typeof MutationObserver !== "function") return;
    mark(node);
    new MutationObserver(() => mark(node)).observe(node, { childList: true, subtree: true, characterData: true });
  };
  return {
    lang, t, has, say, list, term, num, join, fallbackName, isFallback, isFrench, mark, watch, termIds: [...terms.keys()],
    missing: () => [...missing],
  };
}
