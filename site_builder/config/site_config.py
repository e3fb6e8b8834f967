"""Where the site's sources live and which languages it is published in.

Adding a language takes its catalog (`locales/<code>/LC_MESSAGES/messages.po`, made by
`marquoir i18n update`) and one line in LANGUAGES. A language is published (language switcher,
hreflang, sitemap, the redirects of /) once its catalog is translated at PUBLISH_THRESHOLD or more
(THRESHOLDS may set another for one language); below it, its pages are built for preview only. The
threshold decides publication only: what may fail CI's strict build is COMPLETE_LANGUAGES.
"""
from __future__ import annotations

import dataclasses
import pathlib
from collections.abc import Mapping
from typing import Any

REPO_ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE_DIR = pathlib.Path(__file__).resolve().parents[1]  # site_builder/

SOURCE_LANGUAGE = "fr"
# The source language first; the order is the order of the language switcher.
LANGUAGES = (
    "fr",
    "en",
    "es",
)

# The share of a catalog's messages that must be translated for the language to be published.
PUBLISH_THRESHOLD = 0.9
THRESHOLDS: dict[str, float] = {}  # per language, e.g. {"de": 0.8}

# The languages declared complete: the project keeps them wholly translated, so an untranslated or fuzzy
# message of one of them (a French paragraph edited, a new message) fails `build --strict` (CI) until it
# is translated. Any other language fails no build for what it lacks, whatever its percentage: crossing
# its threshold only publishes it. Declare a language here once it is wholly translated and someone
# keeps it so.
COMPLETE_LANGUAGES = ("en", "es")

BASE_URL = "https://marquoir.netlify.app"
DOMAIN = "messages"
# The compressed weight (HTML + CSS, gzip) a rules page may not exceed.
RULES_PAGE_GZIP_LIMIT = 20 * 1024


@dataclasses.dataclass(frozen=True)
class SiteConfig:
    """Every path and setting one build reads: nothing is taken from global state."""

    root: pathlib.Path = REPO_ROOT
    locales_dir: pathlib.Path | None = None
    content_dir: pathlib.Path | None = None
    templates_dir: pathlib.Path = PACKAGE_DIR / "templates"
    static_dir: pathlib.Path = PACKAGE_DIR / "static"
    languages: tuple[str, ...] = LANGUAGES
    source_language: str = SOURCE_LANGUAGE
    base_url: str = BASE_URL
    publish_threshold: float = PUBLISH_THRESHOLD
    thresholds: Mapping[str, float] = dataclasses.field(default_factory=lambda: dict(THRESHOLDS))
    complete: tuple[str, ...] = COMPLETE_LANGUAGES
    # The game plug-ins by slug (plugins.GamePlugin); None: those registered as entry points.
    plugins: Mapping[str, Any] | None = None
    # The one folder where builds keep what they make for the next build (structure/build_cache.py):
    # every stage that keeps something is handed this; None keeps nothing.
    cache_dir: pathlib.Path | None = REPO_ROOT / ".cache"

    def __post_init__(self):
        object.__setattr__(self, "root", pathlib.Path(self.root))
        if self.locales_dir is None:
            object.__setattr__(self, "locales_dir", self.root / "locales")
        if self.content_dir is None:
            object.__setattr__(self, "content_dir", self.root / "content")

    @property
    def translations(self) -> tuple[str, ...]:
        return tuple(lang for lang in self.languages if lang != self.source_language)

    def threshold(self, lang: str) -> float:
        """The translated share from which a language is published (the source language always is)."""
        return 0.0 if lang == self.source_language else self.thresholds.get(lang, self.publish_threshold)

    def is_complete(self, lang: str) -> bool:
        """Whether a translation is declared complete: its untranslated or fuzzy messages fail --strict."""
        return lang in self.complete and lang != self.source_language

    def catalog_path(self, lang: str) -> pathlib.Path:
        return self.locales_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.po"

    @property
    def template_path(self) -> pathlib.Path:
        return self.locales_dir / f"{DOMAIN}.pot"
