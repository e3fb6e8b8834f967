"""The `marquoir i18n` command, sphinx-intl style: pure functions that return what they did or found
(commands/cli.py prints it). Catalog upkeep: extract messages (Markdown, templates, build code) into
locales/messages.pot, merge them into each language's catalog, and count progress. A file is rewritten
only when its text changed, never for a new date in its header; references carry no line numbers, so
an edit moves no other message (po_files writes them)."""
from __future__ import annotations

import dataclasses
import datetime
import pathlib

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo

from ..config.site_config import DOMAIN, PACKAGE_DIR, SiteConfig
from ..exceptions import CatalogError, Problem
from ..plugins.interface import JINJA_EXTRACT_OPTIONS
from ..plugins.loading import glossary_terms, load_plugins
from ..translations.catalogs import (
    SAME_AS_SOURCE,
    is_copy,
    is_same_as_source,
    is_translated,
    load_catalogs,
    repeats_source,
)
from ..translations.checks import check_catalog
from ..translations.extraction import extract_markdown
from ..translations.po_files import read_catalog, render_catalog, write_catalog

COMMENT_TAGS = ("Translators:",)


def _location(path: pathlib.Path, config: SiteConfig) -> str:
    for base in (config.root, PACKAGE_DIR.parent):
        try:
            return path.resolve().relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def core_python_files() -> list[pathlib.Path]:
    """The build's own Python, every package but the games' (each game lists its own sources)."""
    return sorted(
        path for path in PACKAGE_DIR.rglob("*.py") if path.relative_to(PACKAGE_DIR).parts[0] != "games"
    )


def source_files(config: SiteConfig) -> list[tuple[pathlib.Path, object, dict]]:
    """(file, extraction method, options) in a fixed order: content, templates, build code, then each
    game plug-in's sources (plugins.GamePlugin.message_sources), by slug."""
    files = [(path, extract_markdown, {}) for path in sorted(config.content_dir.rglob("*.md"))]
    files += [
        (path, "jinja2.ext:babel_extract", dict(JINJA_EXTRACT_OPTIONS))
        for path in sorted(config.templates_dir.rglob("*.html"))
    ]
    files += [(path, "python", {}) for path in core_python_files()]
    plugins = config.plugins if config.plugins is not None else load_plugins()
    for _slug, plugin in sorted(plugins.items()):
        files += plugin.message_sources()
    return files


def extract_messages(config: SiteConfig, now: datetime.datetime | None = None) -> Catalog:
    template = Catalog(
        domain=DOMAIN,
        project="Marquoir",
        version="1",
        copyright_holder="Marquoir",
        charset="utf-8",
        fuzzy=False,
        creation_date=now or datetime.datetime.now(datetime.UTC),
    )
    for path, method, options in source_files(config):
        location = _location(path, config)
        for lineno, message, comments, context in extract_from_file(
            method, path, DEFAULT_KEYWORDS, COMMENT_TAGS, options, strip_comment_tags=True
        ):
            template.add(message, None, [(location, lineno)], auto_comments=comments, context=context)
    return template


def _read(path: pathlib.Path, config: SiteConfig, lang: str | None = None) -> Catalog:
    return read_catalog(path, lang, _location(path, config))


def _dates(catalog: Catalog) -> tuple:
    return catalog.creation_date, catalog.revision_date


def _store(path: pathlib.Path, catalog: Catalog, old_dates: tuple | None, dates: tuple) -> bool:
    """Write catalog unless the file already holds exactly this text with its own dates (a new date alone
    is no change). dates: the (creation, revision) dates to write when it does change."""
    if old_dates is not None and path.exists():
        catalog.creation_date, catalog.revision_date = old_dates
        if render_catalog(catalog) == path.read_bytes():
            return False
    catalog.creation_date, catalog.revision_date = dates
    write_catalog(path, catalog)
    return True


def fill_source_plurals(catalog: Catalog) -> None:
    """The source language's catalog holds its own plural forms (the source text by CLDR category),
    made again from the msgid at every update, and is never fuzzy (its text is the source itself)."""
    singular_forms = source_singular_forms(catalog)
    for message in catalog:
        if message.id:
            message.flags.discard("fuzzy")
            message.previous_id = []
        if message.id and message.pluralizable:
            message.string = tuple(message.id[0] if one else message.id[1] for one in singular_forms)


def source_singular_forms(catalog: Catalog) -> list[bool]:
    """For each plural form of the catalog, whether it holds the singular (CLDR's "one"): read once per
    catalog, its plural expression compiled once."""
    import gettext

    locale = Locale.parse(str(catalog.locale))
    plural_index = gettext.c2py(catalog.plural_expr)
    samples = {}
    for n in range(0, 1000):
        samples.setdefault(plural_index(n), n)
    return [locale.plural_form(samples.get(index, 2)) == "one" for index in range(catalog.num_plurals)]


def mark_same_as_source(catalog: Catalog) -> None:
    """The old `#, same-as-source` flag (dropped by GNU msgcat and msgmerge) becomes the translator
    comment `# same-as-source`, which every tool keeps."""
    for message in catalog:
        if SAME_AS_SOURCE in message.flags:
            message.flags.discard(SAME_AS_SOURCE)
            if SAME_AS_SOURCE not in (comment.strip() for comment in message.user_comments):
                message.user_comments.append(SAME_AS_SOURCE)


def drop_revived(catalog: Catalog) -> None:
    """An obsolete `#~` entry whose message is live again goes: GNU msgfmt refuses the pair as a
    duplicate definition (Babel keeps both when a file already held the obsolete one)."""
    for key, message in list(catalog.obsolete.items()):
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if catalog.get(msgid, context=message.context) is not None:
            del catalog.obsolete[key]


def update_catalogs(
    config: SiteConfig,
    now: datetime.datetime | None = None,
    languages: tuple[str, ...] | None = None,
    keep_obsolete: bool = False,
) -> list[str]:
    """Extract into the template, then merge it into each language's catalog (all configured languages,
    or those given). Obsolete messages (`#~`) are dropped unless keep_obsolete: an edited message keeps
    its translation as a fuzzy entry with the French it was made from (`#|`), so nothing is lost.
    A catalog is rewritten only when its messages changed, and its header dates are never touched
    (PO-Revision-Date is its translator's); the template's POT-Creation-Date is the date of its last
    change. Returns one line per file. Raises CatalogError (nothing written) if a catalog cannot be
    read."""
    now = now or datetime.datetime.now(datetime.UTC)
    unknown = [lang for lang in languages or () if lang not in config.languages]
    if unknown:
        raise CatalogError([
            Problem(f"unknown language {lang!r}: LANGUAGES in site_builder/config/site_config.py has "
                    f"{', '.join(config.languages)}")
            for lang in unknown
        ])
    chosen = [lang for lang in config.languages if languages is None or lang in languages]
    template = extract_messages(config, now)
    pot = config.template_path
    old_pot = _dates(_read(pot, config)) if pot.exists() else None
    existing = {lang: _read(config.catalog_path(lang), config, lang)
                for lang in chosen if config.catalog_path(lang).exists()}
    report = []
    written = _store(pot, template, old_pot, _dates(template))
    count = sum(1 for m in template if m.id)
    report.append(f"{_location(pot, config)}: " + (f"written ({count} messages)" if written else "unchanged"))
    for lang in chosen:
        path = config.catalog_path(lang)
        is_source = lang == config.source_language
        catalog = existing.get(lang)
        old_dates = _dates(catalog) if catalog is not None else None
        if catalog is not None:
            previous = {(m.id if isinstance(m.id, str) else m.id[0], m.context): m.previous_id
                        for m in catalog if m.id and m.previous_id}
            catalog.update(
                template, no_fuzzy_matching=is_source, update_header_comment=False, update_creation_date=False
            )
            for message in catalog:  # Babel's update forgets the previous msgid of a still fuzzy message
                key = (message.id if isinstance(message.id, str) else message.id[0], message.context)
                if message.id and message.fuzzy and not message.previous_id and key in previous:
                    message.previous_id = previous[key]
            state = "updated"
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Marquoir", version="1", charset="utf-8",
                              fuzzy=False, creation_date=template.creation_date)
            catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
            state = "created"
        if is_source:
            fill_source_plurals(catalog)
        mark_same_as_source(catalog)
        if not keep_obsolete:
            catalog.obsolete.clear()
        drop_revived(catalog)
        if _store(path, catalog, old_dates, old_dates or (template.creation_date, template.creation_date)):
            report.append(f"{_location(path, config)}: {state}")
        else:
            report.append(f"{_location(path, config)}: unchanged")
    return report


@dataclasses.dataclass(frozen=True)
class CatalogStats:
    lang: str
    translated: int
    fuzzy: int
    untranslated: int
    # The lines of translations that repeat their French without the `# same-as-source` mark: counted
    # untranslated. Often marks a tool dropped (the old flag) rather than a translator's choice.
    copies: tuple[int, ...] = ()
    path: str = ""
    # The lines of `# same-as-source` marks on translations that do not repeat their French: a mark a
    # merge or a tool moved onto the wrong entry (it does no harm there, but one is missing elsewhere).
    stray_marks: tuple[int, ...] = ()

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated

    @property
    def ratio(self) -> float:
        return self.translated / self.total if self.total else 1.0


def stats_of(lang: str, catalog: Catalog, path: str = "") -> CatalogStats:
    translated = fuzzy = untranslated = 0
    copies, stray = [], []
    for message in catalog:
        if not message.id:
            continue
        if is_same_as_source(message) and message.string and not repeats_source(message):
            stray.append(message.lineno)
        if message.fuzzy:
            fuzzy += 1
        elif is_translated(message):
            translated += 1
        else:
            untranslated += 1
            if all(message.string if isinstance(message.string, (list, tuple)) else [message.string]) \
                    and is_copy(message):
                copies.append(message.lineno)
    return CatalogStats(lang, translated, fuzzy, untranslated, tuple(copies), path, tuple(stray))


def catalog_stats(config: SiteConfig) -> list[CatalogStats]:
    """Progress of each translation (the source language is not a translation)."""
    stats = []
    for lang in config.translations:
        path = config.catalog_path(lang)
        if path.exists():
            stats.append(stats_of(lang, _read(path, config, lang), _location(path, config)))
        else:
            stats.append(CatalogStats(lang, 0, 0, 0))
    return stats


def format_stats(stats: list[CatalogStats]) -> str:
    from babel.numbers import format_percent

    rows = [f"{'language':<10}{'translated':>12}{'fuzzy':>8}{'untranslated':>14}{'total':>8}{'done':>8}"]
    for line in stats:
        done = format_percent(int(line.ratio * 100) / 100, locale="en")
        rows.append(
            f"{line.lang:<10}{line.translated:>12}{line.fuzzy:>8}{line.untranslated:>14}{line.total:>8}{done:>8}"
        )
    rows += [copies_line(line) for line in stats if line.copies]
    rows += [f"{line.path or line.lang}: `# same-as-source` on translations that differ from their French "
             f"(lines {', '.join(str(number) for number in line.stray_marks)}): a mark moved by a merge or a "
             "tool? remove it there, and check the messages around it" for line in stats if line.stray_marks]
    return "\n".join(rows)


def copies_line(line: CatalogStats) -> str:
    shown = ", ".join(str(number) for number in line.copies[:12]) + (", ..." if len(line.copies) > 12 else "")
    return (f"{line.path or line.lang}: {len(line.copies)} translation(s) repeat their French without the "
            f"`# same-as-source` mark, counted untranslated (lines {shown}): add the mark above each one "
            "whose French is meant (a tool may have dropped it), or translate it")


def check_translations(config: SiteConfig) -> list[Problem]:
    catalogs = load_catalogs(config)
    plugins = config.plugins if config.plugins is not None else load_plugins()
    problems = []
    for lang in config.translations:
        problems.extend(check_catalog(catalogs[lang], glossary_terms(plugins)))
    return problems


def compile_catalogs(config: SiteConfig) -> list[str]:
    """Write messages.mo beside each catalog (not needed by the build; for other gettext tools)."""
    report = []
    for lang in config.languages:
        path = config.catalog_path(lang)
        if not path.exists():
            continue
        with path.with_suffix(".mo").open("wb") as fp:
            write_mo(fp, _read(path, config, lang), use_fuzzy=False)
        report.append(f"{_location(path.with_suffix('.mo'), config)}: compiled")
    return report
