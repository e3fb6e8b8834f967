"""Arboretum's scorer page: the template's variables, and the facts its scripts read (facts.mjs)."""
from __future__ import annotations

from scorer.arboretum import HAND_SIZE, SPECIES, SPECIES_BY_PLAYERS, VALUES
from site_builder.rendering.page_context import marked

from .species import SPECIES as SHOWN_SPECIES

PLAYER_COUNTS = tuple(sorted(SPECIES_BY_PLAYERS))
# The counts whose plural form the page knows exactly; a larger n takes the form of 100 + n % 100,
# which is exact for every Plural-Forms expression that looks at n % 10, n % 100 or n below 200.
PLURAL_TABLE_SIZE = 200


def facts() -> dict:
    """What the page's scripts know of the game, from the scorer itself."""
    return {
        "species": list(SPECIES),
        "values": list(VALUES),
        "playerCounts": list(PLAYER_COUNTS),
        "speciesByPlayers": {str(players): count for players, count in SPECIES_BY_PLAYERS.items()},
        "handSize": HAND_SIZE,
    }


class Message(str):
    """A message as the page shows it, and whether it is in the page's language (else French)."""

    translated: bool = True


def message(text: str, translated: bool) -> Message:
    """Marked as the core marks every fallback (page_render.marked): a `<span lang="fr">` in the page's
    text, dropped in attributes and JSON, where the scripts learn it from `untranslated`."""
    found = Message(marked(text, translated))
    found.translated = translated
    return found


def message_callables(render) -> dict:
    """The template's gettext functions (extracted by the usual names), which also say whether each
    message was translated. ngettext gives the scripts every form of a message and, for each n from 0
    to PLURAL_TABLE_SIZE - 1, the index of its form: the catalog's Plural-Forms applied at build time
    (the source language's rule when the message falls back to French)."""
    translator, record = render.translator, render.log.record

    def gettext(text: str, **variables) -> Message:
        found = translator.gettext(text, record=record)
        return message(found.text % variables if variables else found.text, found.translated)

    def pgettext(context: str, text: str, **variables) -> Message:
        found = translator.gettext(text, context, record=record)
        return message(found.text % variables if variables else found.text, found.translated)

    def ngettext(singular: str, plural: str, num: int = 0) -> dict:
        lookups = [translator.ngettext(singular, plural, n, record=record) for n in range(PLURAL_TABLE_SIZE)]
        forms = list(dict.fromkeys(found.text for found in lookups))
        return {
            "forms": forms,
            "plural": "".join(str(forms.index(found.text)) for found in lookups),
            "translated": all(found.translated for found in lookups),
        }

    return {"_": gettext, "gettext": gettext, "pgettext": pgettext, "ngettext": ngettext}


def untranslated(messages: dict) -> list[str]:
    """The keys of the messages shown in French on a page of another language."""
    return sorted(
        key for key, text in messages.items()
        if not (text["translated"] if isinstance(text, dict) else getattr(text, "translated", True))
    )


def context(render) -> dict:
    """(render: site_builder.rendering.page_context.PageRender)"""
    return {
        "title": render.gettext("Compter les points d’Arboretum"),
        # Translators: the Arboretum scorer page's description for search engines and link previews.
        "description": render.gettext(
            "Entrez les arboretums et les mains en fin de partie\u00a0: droits, meilleurs chemins, "
            "totaux et gagnant, calculés sur votre téléphone, même hors ligne."
        ),
        "species": [{"id": species.id, "name": render.pgettext(*species.name)} for species in SHOWN_SPECIES],
        "values": list(VALUES),
        "player_counts": PLAYER_COUNTS,
        "player_slots": range(max(PLAYER_COUNTS)),
        "untranslated": untranslated,
        **message_callables(render),
    }
