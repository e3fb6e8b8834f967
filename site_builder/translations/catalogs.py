"""Gettext catalogs read straight from the `.po` files (no compiled `.mo` needed), and lookups that say
whether a message was really translated (a fuzzy or empty translation is not)."""
from __future__ import annotations

import dataclasses
import gettext
import pathlib
from collections.abc import Callable

from babel import Locale
from babel.messages.catalog import Catalog, Message

from ..config.site_config import SiteConfig
from ..exceptions import CatalogError, Problem
from .po_files import read_catalog, read_catalog_kept, read_catalog_scanned

__all__ = ["CatalogError", "LoadedCatalog", "Lookup", "Translator", "is_translated", "load_catalogs",
           "read_catalog", "translators"]


@dataclasses.dataclass(frozen=True)
class LoadedCatalog:
    lang: str
    path: pathlib.Path
    display_path: str  # as named in messages: relative to the repository root when possible
    catalog: Catalog
    msgstr_lines: dict[int, int] = dataclasses.field(default_factory=dict)  # msgid line -> msgstr line
    # For the build's reading: a digest of everything the catalog was read from (po_files.read_catalog_kept)
    digest: str | None = None
    # For the build's reading: whether entries were left out for syntax errors (each reported alone; the
    # messages they held are not "missing", and `i18n update` refuses the file until they are fixed).
    has_syntax_errors: bool = False

    def translation_line(self, message: Message) -> int | None:
        """The line of the message's msgstr, where GNU msgfmt reports a problem of its translation."""
        return self.msgstr_lines.get(message.lineno, message.lineno)


def display_path(path: pathlib.Path, root: pathlib.Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return str(path)


def load_catalogs(config: SiteConfig) -> dict[str, LoadedCatalog]:
    """Every configured language's catalog; a missing catalog is an error except for the source language.
    CatalogError lists the problems of every catalog."""
    loaded, problems = _load(config, read_catalog_scanned)
    if problems:
        raise CatalogError(problems)
    return loaded


def load_catalogs_for_build(config: SiteConfig) -> tuple[dict[str, LoadedCatalog], list[Problem]]:
    """The catalogs, each without its broken entries (those messages show the source text), and the
    problems that left entries out. CatalogError if a catalog cannot be read even in part."""
    found: list[Problem] = []
    kept_by_lang = {}

    def read(path, lang, where):
        kept = read_catalog_kept(path, lang, where, config.cache_dir)
        found.extend(kept.problems)
        kept_by_lang[lang] = kept
        return kept.catalog, kept.msgstr_lines

    loaded, problems = _load(config, read)
    if problems:
        raise CatalogError(problems)
    return {lang: with_reading(one, kept_by_lang[lang]) for lang, one in loaded.items()}, found


def with_reading(loaded: LoadedCatalog, kept) -> LoadedCatalog:
    """The catalog with what the build's reading found (po_files.KeptCatalog)."""
    return dataclasses.replace(loaded, digest=kept.digest, has_syntax_errors=bool(kept.problems))


def _load(config: SiteConfig, read) -> tuple[dict[str, LoadedCatalog], list[Problem]]:
    loaded = {}
    problems = []
    for lang in config.languages:
        path = config.catalog_path(lang)
        where = display_path(path, config.root)
        if not path.exists():
            if lang != config.source_language:
                problems.append(Problem(f"missing catalog for {lang!r}: run `marquoir i18n update`", where))
            continue
        try:
            loaded[lang] = LoadedCatalog(lang, path, where, *read(path, lang, where))
        except CatalogError as error:
            problems.extend(error.problems)
    return loaded, problems


# The translator comment (`# same-as-source` above the message) on a message whose translation is rightly
# the French text (a name, a number, a word both languages share): without it, a msgstr equal to its
# msgid counts as untranslated. A translator comment, because every common tool keeps those (GNU
# msgcat and msgmerge drop a flag they do not know, as `#, same-as-source` was); that old flag is still
# read, and `marquoir i18n update` turns it into the comment.
SAME_AS_SOURCE = "same-as-source"


def is_same_as_source(message: Message) -> bool:
    return SAME_AS_SOURCE in message.flags or any(
        comment.strip() == SAME_AS_SOURCE for comment in message.user_comments)


def repeats_source(message: Message) -> bool:
    """A msgstr that repeats its msgid (its first form, for a plural message)."""
    if isinstance(message.id, (list, tuple)):
        return tuple(message.string)[:1] == tuple(message.id)[:1]
    return message.string == message.id


def is_copy(message: Message) -> bool:
    """A msgstr that only repeats its msgid, not marked as meant."""
    return repeats_source(message) and not is_same_as_source(message)


def is_translated(message: Message | None) -> bool:
    if message is None or message.fuzzy:
        return False
    if isinstance(message.string, (list, tuple)):
        filled = bool(message.string) and all(message.string)
    else:
        filled = bool(message.string)
    return filled and not is_copy(message)


@dataclasses.dataclass(frozen=True)
class Lookup:
    text: str
    translated: bool


Recorder = Callable[[str | tuple[str, str], bool], None]


def _ignore(key, translated) -> None:
    return None


class Translator:
    """Lookups in one language. The source language shows its own text, counted as translated."""

    def __init__(self, lang: str, catalog: Catalog | None, source_language: str, broken=frozenset()):
        self.lang = lang
        self.broken = frozenset(broken)  # keys (msgid or (context, msgid)) whose translation is refused
        self.catalog = catalog
        self.is_source = lang == source_language
        self.locale = Locale.parse(lang)
        self.source_locale = Locale.parse(source_language)
        self._plural = gettext.c2py(catalog.plural_expr) if catalog is not None else None
        self._indices: tuple[tuple[int, int], ...] = ()  # _plural_indices, made once per translator

    def gettext(self, message: str, context: str | None = None, record: Recorder = _ignore) -> Lookup:
        key = (context, message) if context else message
        if self.is_source:
            record(key, True)
            return Lookup(message, True)
        found = self._find(key, message, context)
        translated = is_translated(found) and not isinstance(found.string, (list, tuple))
        record(key, translated)
        return Lookup(found.string if translated else message, translated)

    def _find(self, key, message: str, context: str | None) -> Message | None:
        if self.catalog is None or key in self.broken:
            return None
        return self.catalog.get(message, context=context)

    def ngettext(
        self, singular: str, plural: str, n: int, context: str | None = None, record: Recorder = _ignore
    ) -> Lookup:
        key = (context, singular) if context else singular
        found = self._find(key, singular, context)
        if is_translated(found) and isinstance(found.string, (list, tuple)):
            index = self._plural(n)
            if index < len(found.string):
                record(key, True)
                return Lookup(found.string[index], True)
        record(key, self.is_source)
        # The source text, with the source language's own plural rule (CLDR).
        one = self.source_locale.plural_form(n) == "one"
        return Lookup(singular if one else plural, self.is_source)

    def plural_table(
        self, singular: str, plural: str, size: int, context: str | None = None, record: Recorder = _ignore
    ) -> list[Lookup]:
        """[ngettext(singular, plural, n) for n in range(size)], the message found once and each
        language's plural rule evaluated once per n for the whole build of this language."""
        key = (context, singular) if context else singular
        found = self._find(key, singular, context)
        forms = found.string if is_translated(found) and isinstance(found.string, (list, tuple)) else ()
        source = (singular, plural)
        table = []
        for catalog_index, source_index in self._plural_indices(size):
            if catalog_index < len(forms):
                table.append(Lookup(forms[catalog_index], True))
            else:
                table.append(Lookup(source[source_index], self.is_source))
        record(key, all(lookup.translated for lookup in table))
        return table

    def _plural_indices(self, size: int) -> tuple[tuple[int, int], ...]:
        """For n < size: (the catalog's plural index, 0 if the source language says "one" else 1)."""
        if len(self._indices) < size:
            self._indices = tuple(
                (self._plural(n) if self._plural else 0,
                 0 if self.source_locale.plural_form(n) == "one" else 1)
                for n in range(size)
            )
        return self._indices[:size]


def message_key(message: Message):
    msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
    return (message.context, msgid) if message.context else msgid


def translators(
    config: SiteConfig, catalogs: dict[str, LoadedCatalog], broken: dict[str, set] | None = None
) -> dict[str, Translator]:
    """broken: by language, the keys of messages whose translation failed a check (shown in French)."""
    result = {}
    for lang in config.languages:
        loaded = catalogs.get(lang)
        refused = (broken or {}).get(lang, set())
        result[lang] = Translator(lang, loaded.catalog if loaded else None, config.source_language, refused)
    return result
