"""Arboretum's ten species as the site shows them: name (a catalog message) and tile colours."""
from __future__ import annotations

import dataclasses


def pgettext(context: str, message: str) -> tuple[str, str]:
    """Marks a message for extraction; it is translated when a page is rendered."""
    return context, message


@dataclasses.dataclass(frozen=True)
class Species:
    id: str
    name: tuple[str, str]  # (context, French name): translate with pgettext(*name)
    colour: str  # the card colour, named as the rules-facts list names it


SPECIES = (
    Species("cassia", pgettext("species", "Cassia"), "yellow"),
    Species("dogwood", pgettext("species", "Cornouiller"), "white"),
    Species("jacaranda", pgettext("species", "Jacaranda"), "purple"),
    Species("olive", pgettext("species", "Olivier"), "dark grey"),
    Species("lilac", pgettext("species", "Lilas"), "blue"),
    Species("magnolia", pgettext("species", "Magnolia"), "pink"),
    Species("maple", pgettext("species", "Érable"), "red"),
    Species("royal-poinciana", pgettext("species", "Flamboyant"), "orange"),
    Species("oak", pgettext("species", "Chêne"), "brown"),
    Species("willow", pgettext("species", "Saule pleureur"), "dark green"),
)
SPECIES_BY_ID = {species.id: species for species in SPECIES}
