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


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Marks a message for extraction; it is translated when a page is rendered."""
    return context, message


#: The name of each card (maki of 1, 2 or 3 icons share theirs), keyed by the scorer's card ids.
NAMES = {
    "tempura": pgettext("sushi-go card", "Tempura"),
    "sashimi": pgettext("sushi-go card", "Sashimi"),
    "dumpling": pgettext("sushi-go card", "Ravioli"),
    "maki": pgettext("sushi-go card", "Maki"),
    "salmon": pgettext("sushi-go card", "Sushi saumon"),
    "squid": pgettext("sushi-go card", "Sushi calamar"),
    "egg": pgettext("sushi-go card", "Sushi omelette"),
    "wasabi": pgettext("sushi-go card", "Wasabi"),
    "chopsticks": pgettext("sushi-go card", "Baguettes"),
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


def glossary() -> tuple[tuple[str, str], ...]:
    return tuple(NAMES.values())
