"""Languages as readers see them: each one's name in itself, from Babel (CLDR)."""
from __future__ import annotations

import functools

from babel import Locale


@functools.cache  # asked for every page's switcher and hreflang links: Babel parses the locale each time
def language_name(lang: str) -> str:
    """The language's name in that language, capitalised as a menu item."""
    name = Locale.parse(lang).get_display_name(lang) or lang
    return name[:1].upper() + name[1:]
