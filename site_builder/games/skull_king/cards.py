"""The Skull King cards as the rules page names and writes them.

- `NAMES`: each kind of card of the 2021 edition by its French name (the French rulebook's), a glossary
  term translated once in the catalogs with that language's edition's name (`EDITIONS`, which a test
  checks).
- `EDITIONS` and `EDITIONS_2013`: the name each edition prints, for the tables of names drawn on every
  page in each language (2021: Grandpa Beck's in English and French, Devir in Spanish; 2013: Schmidt's
  multilingual box in English and French, Devir's 2016 box in Spanish).
- `label(card_id, edition, render)`: how a worked trick names one of the scorer's card ids (scorer.skull_king:
  `green-7`, `tigress-escape`...) in the page's language: never by its colour alone.
"""
from __future__ import annotations

from scorer.skull_king.cards import read_card
from site_builder.game import Declared, pgettext

CONTEXT = "skull-king card"

#: The name of each kind of card of the 2021 edition, keyed by the scorer's ids (a suit by its colour).
NAMES = {
    # Translators: the Skull King suit of the green cards (1 to 14): a parrot. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation (the edition's name of the suit).
    "green": pgettext("skull-king card", "Perroquet"),
    # Translators: the Skull King suit of the yellow cards (1 to 14): a treasure chest. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation (the edition's name of the suit).
    "yellow": pgettext("skull-king card", "Coffre"),
    # Translators: the Skull King suit of the purple cards (1 to 14): a treasure map. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation (the edition's name of the suit).
    "purple": pgettext("skull-king card", "Carte au trésor"),
    # Translators: the Skull King trump suit, black (1 to 14): the pirates' flag. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation (the edition's name of the suit).
    "black": pgettext("skull-king card", "Drapeau pirate"),
    # Translators: the Skull King card that always loses a trick (a white flag). Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    "escape": pgettext("skull-king card", "Fuite"),
    # Translators: the Skull King character cards, five named pirates. Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation.
    "pirate": pgettext("skull-king card", "Pirate"),
    # Translators: the Skull King card played as a pirate or as an escape, as its player says. Glossary
    # term (TRANSLATING.md): sentences naming it must use this translation.
    "tigress": pgettext("skull-king card", "Tigresse"),
    # Translators: the Skull King card itself, the strongest character (every edition keeps the English
    # name). Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "skull-king": pgettext("skull-king card", "Skull King"),
    # Translators: the Skull King mermaid cards (two), which capture the Skull King. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    "mermaid": pgettext("skull-king card", "Sirène"),
    # Translators: the Skull King advanced card that plays as an escape and allies its player with the
    # trick's winner. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    "loot": pgettext("skull-king card", "Butin"),
    # Translators: the Skull King advanced card (a sea monster) that destroys its trick. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    "kraken": pgettext("skull-king card", "Kraken"),
    # Translators: the Skull King advanced card (a sea monster) after which only numbers count. Glossary
    # term (TRANSLATING.md): sentences naming it must use this translation.
    "white-whale": pgettext("skull-king card", "Baleine blanche"),
}

#: The suits of the 2013 edition are named by their colour (Schmidt's box): not glossary terms.
COLOURS_2013 = {
    # Translators: a Skull King card of the 2013 edition, named by its suit's colour; a number follows.
    "yellow": pgettext("skull-king 2013 suit", "Jaune"),
    # Translators: a Skull King card of the 2013 edition, named by its suit's colour; a number follows.
    "red": pgettext("skull-king 2013 suit", "Rouge"),
    # Translators: a Skull King card of the 2013 edition, named by its suit's colour; a number follows.
    "blue": pgettext("skull-king 2013 suit", "Bleu"),
    # Translators: a Skull King card of the 2013 edition, the black trump suit; a number follows.
    "black": pgettext("skull-king 2013 suit", "Noir"),
}

#: How a worked trick shows the cards played one way or the other (name: a glossary term above).
# Translators: a card of a worked Skull King trick, the Tigress (or Scary Mary) declared a pirate; name is
# the card's name.
AS_PIRATE = pgettext("skull-king play", "%(name)s, jouée en pirate")
# Translators: a card of a worked Skull King trick, the Tigress (or Scary Mary) declared an escape; name is
# the card's name.
AS_ESCAPE = pgettext("skull-king play", "%(name)s, jouée en fuite")

#: The name printed by each edition: (English, French, Spanish).
EDITION_LANGUAGES = ("en", "fr", "es")
EDITIONS = {
    "green": ("Parrot", "Perroquet", "Loros"),
    "yellow": ("Treasure Chest", "Coffre", "Cofres de tesoro"),
    "purple": ("Treasure Map", "Carte au trésor", "Mapas pirata"),
    "black": ("Jolly Roger", "Drapeau pirate", "Banderas pirata"),
    "escape": ("Escape", "Fuite", "Huida"),
    "pirate": ("Pirate", "Pirate", "Pirata"),
    "tigress": ("Tigress", "Tigresse", "Tigresa"),
    "skull-king": ("Skull King", "Skull King", "Skull King"),
    "mermaid": ("Mermaid", "Sirène", "Sirena"),
    "loot": ("Loot", "Butin", "Botín"),
    "kraken": ("Kraken", "Kraken", "Kraken"),
    "white-whale": ("White Whale", "Baleine blanche", "Ballena Blanca"),
    "rosie": ("Rosie D’ Laney", "Rosie la Douce", "Rosie de Laney"),
    "bendt": ("Bendt the Bandit", "Will le Bandit", "El bandido Bendt"),
    "rascal": ("Rascal of Roatan", "Rascal le Flambeur", "Bribón de Roatán"),
    "juanita": ("Juanita Jade", "Juanita Jade", "Juanita Jade"),
    "harry": ("Harry the Giant", "Harry le Géant", "Harry el Gigante"),
}
EDITIONS_2013 = {
    "yellow": ("yellow", "jaune", "amarillo"),
    "red": ("red", "rouge", "rojo"),
    "blue": ("blue", "bleu", "azul"),
    "black": ("black", "noir", "negro"),
    "escape": ("Escape", "Escape", "Huida"),
    "pirate": ("Pirate", "Pirate", "Pirata"),
    "scary-mary": ("Scary Mary", "Scary Mary", "Scary Mary"),
    "skull-king": ("Skull King", "Skull King", "Skull King"),
    "mermaid": ("Mermaid", "Mermaid", "Sirena"),
}

SCARY_MARY = "Scary Mary"  # a name, the same in every language


def known(card: str, edition: str) -> bool:
    """Whether a worked trick may write `card` in this edition (the scorer's own card ids)."""
    return read_card(card, edition) is not None


def kind(card: str) -> str:
    """The kind a card id shows (for a chip's class): its suit, or the special card it is."""
    suit, _, number = card.rpartition("-")
    if number.isdigit():
        return suit
    return card.removesuffix("-pirate").removesuffix("-escape")


def label(card: str, edition: str, render) -> str:
    """The card's name in the page's language (render: the page's PageRender, which translates)."""
    suit, _, number = card.rpartition("-")
    if number.isdigit():
        name = render.term(COLOURS_2013[suit] if edition == "2013" else NAMES[suit])
        return f"{name} {number}"
    base = kind(card)
    name = SCARY_MARY if base == "scary-mary" else render.term(NAMES[base])
    for suffix, declared in (("-pirate", AS_PIRATE), ("-escape", AS_ESCAPE)):
        if card.endswith(suffix):
            return render.pgettext(declared.context, declared.text, name=name)
    return name


def glossary() -> tuple[Declared, ...]:
    return tuple(NAMES.values())
