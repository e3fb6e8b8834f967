"""A game's messages as it declares them, in French (the source language), looked up in the catalogs
when a page is rendered: `_()`, `pgettext()` (with a msgctxt: a glossary term, a button) and
`ngettext()` (with a plural) each return a `Declared`. Babel extracts the three by name from a plug-in's
Python like any gettext call; rendering/scorer_messages.py and the glossary check read them."""
from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Declared:
    """A message declared by a plug-in: its French text, its msgctxt and its plural (if any)."""

    text: str
    context: str | None = None
    plural: str | None = None


def _(text: str) -> Declared:
    return Declared(text)


def pgettext(context: str, text: str) -> Declared:
    return Declared(text, context=context)


def ngettext(singular: str, plural: str) -> Declared:
    return Declared(singular, plural=plural)
