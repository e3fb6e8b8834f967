"""The Sushi Go! cards as the rules page names and writes them.

- `NAMES`: each card's name (French, as the Cocktail Games edition names it), a glossary term translated
  once in the catalogs; en and es must translate it with their edition's name (`EDITIONS`), which a
  test checks.
- `EDITIONS`: the name each edition prints (Gamewright in English, Cocktail Games in French, Devir in
  Spanish), for the table of names drawn on every page in each language.
- `CODES`: how a worked example writes a card (`Sq`, `W+Sq` for a squid on a wasabi: two cards), mapped
  to the scorer's kinds (scorer.sushi_go.KINDS).
"""
from __future__ import annotations

from scorer.sushi_go import MAKI_ICONS
from site_builder.game import Declared, pgettext

#: The name of each card (maki of 1, 2 or 3 icons share theirs), keyed by the scorer's card ids.
NAMES = {
    # Translators: a Sushi Go! card, fried prawns, scoring 5 a pair. Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation; the card names of each edition are in the rules' table.
    "tempura": pgettext("sushi-go card", "Tempura"),
    # Translators: a Sushi Go! card, raw fish, scoring 10 a set of three. Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation; the card names of each edition are in the rules' table.
    "sashimi": pgettext("sushi-go card", "Sashimi"),
    # Translators: a Sushi Go! card, dumplings (Gamewright's "Dumpling"), scoring more the more a player
    # has, up to 5. Glossary term (TRANSLATING.md): sentences naming it must use this translation; the card
    # names of each edition are in the rules' table.
    "dumpling": pgettext("sushi-go card", "Ravioli"),
    # Translators: a Sushi Go! card, maki rolls, whose icons (1 to 3) race for 6 and 3 points. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation; the card names of each edition are in
    # the rules' table.
    "maki": pgettext("sushi-go card", "Maki"),
    # Translators: a Sushi Go! card, the salmon nigiri, 2 points. Glossary term (TRANSLATING.md): sentences
    # naming it must use this translation; the card names of each edition are in the rules' table.
    "salmon": pgettext("sushi-go card", "Sushi saumon"),
    # Translators: a Sushi Go! card, the squid nigiri, 3 points. Glossary term (TRANSLATING.md): sentences
    # naming it must use this translation; the card names of each edition are in the rules' table.
    "squid": pgettext("sushi-go card", "Sushi calamar"),
    # Translators: a Sushi Go! card, the egg nigiri, 1 point. Glossary term (TRANSLATING.md): sentences
    # naming it must use this translation; the card names of each edition are in the rules' table.
    "egg": pgettext("sushi-go card", "Sushi omelette"),
    # Translators: a Sushi Go! card, the card that triples the next nigiri put on it. Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation; the card names of each edition are in
    # the rules' table.
    "wasabi": pgettext("sushi-go card", "Wasabi"),
    # Translators: a Sushi Go! card, the chopsticks card (take two cards in a later turn). Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation; the card names of each edition are in
    # the rules' table.
    "chopsticks": pgettext("sushi-go card", "Baguettes"),
    # Translators: a Sushi Go! card, pudding, kept to the end of the game: the most score 6, the fewest lose
    # 6. Glossary term (TRANSLATING.md): sentences naming it must use this translation; the card names of
    # each edition are in the rules' table.
    "pudding": pgettext("sushi-go card", "Dessert"),
}

#: The name printed by each edition: (English, Gamewright), (French, Cocktail Games), (Spanish, Devir).
EDITION_LANGUAGES = ("en", "fr", "es")
EDITIONS = {
    "tempura": ("Tempura", "Tempura", "Tempura"),
    "sashimi": ("Sashimi", "Sashimi", "Sashimi"),
    "dumpling": ("Dumpling", "Ravioli", "Gyoza"),
    "maki": ("Maki Roll", "Maki", "Maki"),
    "salmon": ("Salmon Nigiri", "Sushi saumon", "Nigiri de salmón"),
    "squid": ("Squid Nigiri", "Sushi calamar", "Nigiri de calamar"),
    "egg": ("Egg Nigiri", "Sushi omelette", "Nigiri de tortilla"),
    "wasabi": ("Wasabi", "Wasabi", "Wasabi"),
    "chopsticks": ("Chopsticks", "Baguettes", "Palillos"),
    "pudding": ("Pudding", "Dessert", "Pudin"),
}

NIGIRI = ("egg", "salmon", "squid")

#: A worked example's card codes -> the scorer's kind.
CODES = {
    "T": "tempura",
    "S": "sashimi",
    "D": "dumpling",
    "M1": "maki-1",
    "M2": "maki-2",
    "M3": "maki-3",
    "Eg": "egg",
    "Sa": "salmon",
    "Sq": "squid",
    "W+Eg": "wasabi-egg",
    "W+Sa": "wasabi-salmon",
    "W+Sq": "wasabi-squid",
    "W": "wasabi",
    "C": "chopsticks",
    "P": "pudding",
}


def card_of(kind: str) -> str:
    """The NAMES key of a kind: `maki-2` is a maki, `wasabi-squid` a squid (on a wasabi)."""
    if kind in MAKI_ICONS:
        return "maki"
    return kind.removeprefix("wasabi-")


def on_wasabi(kind: str) -> bool:
    return kind.startswith("wasabi-")


def glossary() -> tuple[Declared, ...]:
    return tuple(NAMES.values())
