"""Arboretum's ten species as the site shows them: the name (a catalog message) and the card colours.

The ids, their order, the values and the limits are the scorer's (scorer.arboretum): this module adds
only what a reader sees, and the build publishes it to the pages as data (see colour_rules and the
scorer page's facts), so no stylesheet or script restates it.
"""
from __future__ import annotations

import dataclasses

from scorer.arboretum import SPECIES as SPECIES_IDS
from site_builder.game import Declared, pgettext


@dataclasses.dataclass(frozen=True)
class Species:
    id: str
    name: Declared  # pgettext(context, French name): translated by render.term(name)
    colour: str  # the card colour, named as the rules-facts list names it
    background: str  # the tile's colour
    foreground: str  # its text's colour, contrasting with the background (WCAG AA)


SPECIES = (
    # Translators: an Arboretum species, the yellow cards; Cassia fistula, the golden shower tree. Glossary
    # term (TRANSLATING.md): sentences naming it must use this translation.
    Species("cassia", pgettext("species", "Cassia"), "yellow", "#f5c518", "#1a1a1a"),
    # Translators: an Arboretum species, the white cards; the dogwood (Cornus). Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    Species("dogwood", pgettext("species", "Cornouiller"), "white", "#ffffff", "#1a1a1a"),
    # Translators: an Arboretum species, the purple cards; Jacaranda mimosifolia, a tree with violet-blue
    # flowers. Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    Species("jacaranda", pgettext("species", "Jacaranda"), "purple", "#6b3fa0", "#ffffff"),
    # Translators: an Arboretum species, the dark grey cards; the olive tree (Olea europaea). Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    Species("olive", pgettext("species", "Olivier"), "dark grey", "#4d4d4d", "#ffffff"),
    # Translators: an Arboretum species, the blue cards; the lilac (Syringa). Glossary term
    # (TRANSLATING.md): sentences naming it must use this translation.
    Species("lilac", pgettext("species", "Lilas"), "blue", "#1a56a0", "#ffffff"),
    # Translators: an Arboretum species, the pink cards; the magnolia tree. Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation.
    Species("magnolia", pgettext("species", "Magnolia"), "pink", "#f7b6d2", "#1a1a1a"),
    # Translators: an Arboretum species, the red cards; the maple (Acer). Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation.
    Species("maple", pgettext("species", "Érable"), "red", "#a8231c", "#ffffff"),
    # Translators: an Arboretum species, the orange cards; the royal poinciana or flame tree (Delonix
    # regia). Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    Species("royal-poinciana", pgettext("species", "Flamboyant"), "orange", "#f28c28", "#1a1a1a"),
    # Translators: an Arboretum species, the brown cards; the oak (Quercus). Glossary term (TRANSLATING.md):
    # sentences naming it must use this translation.
    Species("oak", pgettext("species", "Chêne"), "brown", "#7b4a1e", "#ffffff"),
    # Translators: an Arboretum species, the dark green cards; the weeping willow (Salix babylonica).
    # Glossary term (TRANSLATING.md): sentences naming it must use this translation.
    Species("willow", pgettext("species", "Saule pleureur"), "dark green", "#1e5e34", "#ffffff"),
)
SPECIES_BY_ID = {species.id: species for species in SPECIES}
if tuple(SPECIES_BY_ID) != tuple(SPECIES_IDS):
    raise ImportError("species.py must list the scorer's species, in its order (scorer.arboretum.SPECIES)")


def colour_rules() -> str:
    """CSS giving each `.sp-<id>` its colours as the variables --sp-bg and --sp-fg."""
    return "".join(
        f".sp-{species.id} {{ --sp-bg: {species.background}; --sp-fg: {species.foreground}; }}\n"
        for species in SPECIES
    )
