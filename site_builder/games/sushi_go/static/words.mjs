// Sushi Go!'s words on top of the kit's (messages.mjs): each key's name, made from the cards' names (the
// game's terms, the glossary's in the page's language), and the players' names.

import FACTS from "./facts.mjs";

export function sushiGoWords(words) {
  const card = (id) => words.term(id);
  const kindName = (kind) => {
    if (Object.hasOwn(FACTS.makiIcons, kind)) return words.t("kind_maki", { roll: card("maki"), count: FACTS.makiIcons[kind] });
    if (kind === "wasabi") return words.t("kind_wasabi_alone", { wasabi: card("wasabi") });
    if (kind.startsWith("wasabi-")) return words.t("kind_on_wasabi", { nigiri: card(FACTS.cardOf[kind]), wasabi: card("wasabi") });
    return Object.hasOwn(FACTS.cardOf, kind) ? card(FACTS.cardOf[kind]) : String(kind);
  };
  const playerName = (game, index) => (game.names[index] || "").trim() || words.fallbackName(index);
  return { ...words, card, kindName, playerName };
}
