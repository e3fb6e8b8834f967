"""The words the footer's offline line writes from its script (static/offline/register.mjs): how many
files are kept so far, with the plural forms of the page's language, and the Save-Data button with
an amount. Declared like the scorer pages' messages and handed over the same way
(scorer_messages.lookup: data-messages, and data-untranslated for the keys shown in French), so that
the script marks a French fallback lang="fr" and takes the catalog's plural form for the number."""
from __future__ import annotations

from ..plugins.messages import _, ngettext
from .scorer_messages import lookup, untranslated

OFFLINE_MESSAGES = {
    # Translators: the footer of every page while the scorers are being kept on the phone: {count} files
    # kept so far (the form follows this number, 0 to {total}) of {total} files in all.
    "keeping": ngettext("Préparation de l’usage hors ligne ({count} fichier sur {total})…",
                        "Préparation de l’usage hors ligne ({count} fichiers sur {total})…"),
    # Translators: a button shown when the phone asks to save data; {size} is an amount such as "4.5 MB",
    # in the page's language.
    "keep": _("Garder pour l’usage hors ligne (environ {size})"),
}


def offline_context(render) -> dict:
    """The template's `offline_messages` (data-messages of the footer's offline line) and
    `offline_untranslated` (the keys shown in French on a page of another language)."""
    messages = {key: lookup(render, declared) for key, declared in OFFLINE_MESSAGES.items()}
    return {"offline_messages": messages, "offline_untranslated": untranslated(messages)}
