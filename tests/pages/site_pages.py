"""Every kind of page the site has, by name and address, as axe-core checks them with every one of its
rules (tests/browser/test_axe_every_page.py): the language chooser, the 404 page, each language's home,
each game's rules page and player aid in English. A test that runs axe on more pages leaves these out.
Not a test module itself."""
from __future__ import annotations

from site_builder.plugins.loading import load_plugins

GAMES = sorted(load_plugins())
EVERY_RULE_PAGES = {
    "language chooser": "/",
    "404": "/404.html",
    **{f"home {lang}": f"/{lang}/" for lang in ("fr", "en", "es")},
    **{f"rules {slug}": f"/en/{slug}/" for slug in GAMES},
    **{f"player aid {slug}": f"/en/{slug}/aid/" for slug in GAMES},
}
