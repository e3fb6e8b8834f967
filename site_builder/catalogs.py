"""Gettext catalogs read straight from the `.po` files (no compiled `.mo` needed), and lookups that say
whether a message was really translated (a fuzzy or empty translation is not)."""
from __future__ import annotations

import dataclasses
import gettext
import pathlib
from collections.abc import Callable

from babel import Locale
from babel.messages.catalog import Catalog, Message

from .config import SiteConfig
from .po_files import CatalogError, read_catalog

__all__ = ["CatalogError", "LoadedCatalog", "Lookup", "Translator", "is_translated", "load_catalogs",
           "read_catalog", "translators"]


@dataclasses.dataclass(frozen=True)
class LoadedCatalog:
    lang: str
    path: pathlib.Path
    display_path: str  # as named in messages: relative to the repository root when possible
    catalog: Catalog


def display_path(path: pathlib.Path, root: pathlib.Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(path)


def load_catalogs(config: SiteConfig) -> dict[str, LoadedCatalog]:
    """Every configured language's catalog; a missing catalog is an error except for the source language.
    CatalogError lists the problems of every catalog, one `file:line: what is wrong` each."""
    loaded = {}
    problems = []
    for lang in config.languages:
        path = config.catalog_path(lang)
        where = display_path(path, config.root)
        if not path.exists():
            if lang != config.source_language:
                problems.append(f"{where}: missing catalog for {lang!r}: run `marquoir i18n update`")
            continue
        try:
            loaded[lang] = LoadedCatalog(lang, path, where, read_catalog(path, lang, where))
        except CatalogError as error:
            problems.extend(error.problems)
    if problems:
        raise CatalogError(problems)
    return loaded


def is_translated(message: Message | None) -> bool:
    if message is None or message.fuzzy:
        return False
    if isinstance(message.string, (list, tuple)):
        return bool(message.string) and all(message.string)
    return bool(message.string)


@dataclasses.dataclass(frozen=True)
class Lookup:
    text: str
    translated: bool


Recorder = Callable[[str | tuple[str, str], bool], None]


def _ignore(key, translated) -> None:
    return None


class Translator:
    """Lookups in one language. The source language shows its own text, counted as translated."""

    def __init__(self, lang: str, catalog: Catalog | None, source_language: str):
        self.lang = lang
        self.catalog = catalog
        self.is_source = lang == source_language
        self.locale = Locale.parse(lang)
        self.source_locale = Locale.parse(source_language)
        self._plural = gettext.c2py(catalog.plural_expr) if catalog is not None else None

    def gettext(self, message: str, context: str | None = None, record: Recorder = _ignore) -> Lookup:
        key = (context, message) if context else message
        if self.is_source:
            record(key, True)
            return Lookup(message, True)
        found = self.catalog.get(message, context=context) if self.catalog is not None else None
        translated = is_translated(found) and not isinstance(found.string, (list, tuple))
        record(key, translated)
        return Lookup(found.string if translated else message, translated)

    def ngettext(
        self, singular: str, plural: str, n: int, context: str | None = None, record: Recorder = _ignore
    ) -> Lookup:
        key = (context, singular) if context else singular
        found = self.catalog.get(singular, context=context) if self.catalog is not None else None
        if is_translated(found) and isinstance(found.string, (list, tuple)):
            index = self._plural(n)
            if index < len(found.string):
                record(key, True)
                return Lookup(found.string[index], True)
        record(key, self.is_source)
        # The source text, with the source language's own plural rule (CLDR).
        one = self.source_locale.plural_form(n) == "one"
        return Lookup(singular if one else plural, self.is_source)


def translators(config: SiteConfig, catalogs: dict[str, LoadedCatalog]) -> dict[str, Translator]:
    result = {}
    for lang in config.languages:
        loaded = catalogs.get(lang)
        result[lang] = Translator(lang, loaded.catalog if loaded else None, config.source_language)
    return result
