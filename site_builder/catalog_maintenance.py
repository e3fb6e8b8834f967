"""sphinx-intl style catalog upkeep: extract messages (Markdown, templates, build code) into
locales/messages.pot, merge them into each language's catalog, and count progress. A file is rewritten
only when its messages changed, never for a new date in its header."""
from __future__ import annotations

import dataclasses
import datetime
import io
import pathlib

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from .catalogs import is_translated, load_catalogs
from .config import DOMAIN, PACKAGE_DIR, SiteConfig
from .extraction import extract_markdown
from .plugins import JINJA_EXTRACT_OPTIONS, load_plugins
from .translation_check import check_catalog

COMMENT_TAGS = ("Translators:",)
WIDTH = 100


def _location(path: pathlib.Path, config: SiteConfig) -> str:
    for base in (config.root, PACKAGE_DIR.parent):
        try:
            return path.resolve().relative_to(base.resolve()).as_posix()
        except ValueError:
            continue
    return path.as_posix()


def source_files(config: SiteConfig) -> list[tuple[pathlib.Path, object, dict]]:
    """(file, extraction method, options) in a fixed order: content, templates, build code, then each
    game plug-in's sources (plugins.GamePlugin.message_sources), by slug."""
    files = [(path, extract_markdown, {}) for path in sorted(config.content_dir.rglob("*.md"))]
    files += [
        (path, "jinja2.ext:babel_extract", dict(JINJA_EXTRACT_OPTIONS))
        for path in sorted(config.templates_dir.rglob("*.html"))
    ]
    files += [(path, "python", {}) for path in sorted(PACKAGE_DIR.glob("*.py"))]
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


def messages_signature(catalog: Catalog) -> tuple:
    """What a translator sees of a catalog, without its dates."""

    def text(value):
        if isinstance(value, (list, tuple)):
            return tuple(item or "" for item in value)
        return value or ""

    def row(message):
        return (
            text(message.id),
            message.context,
            text(message.string),
            tuple(sorted(message.flags)),
            tuple(sorted((name, int(line) if line else 0) for name, line in message.locations)),
            tuple(message.auto_comments),
            tuple(message.user_comments),
            text(message.previous_id),
        )

    live = tuple(row(message) for message in catalog if message.id)
    obsolete = tuple(row(message) for message in catalog.obsolete.values())
    return str(catalog.locale or ""), catalog.plural_forms if catalog.locale else "", live, obsolete


def _write(path: pathlib.Path, catalog: Catalog, **options) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, **options)
    path.write_bytes(buffer.getvalue())


def _read(path: pathlib.Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as fp:
        return read_po(fp, locale=lang)


def fill_source_plurals(catalog: Catalog) -> None:
    """The source language's catalog holds its own plural forms (the source text by CLDR category)."""
    locale = Locale.parse(str(catalog.locale))
    for message in catalog:
        if message.id and message.pluralizable and not any(message.string):
            forms = []
            for index in range(catalog.num_plurals):
                sample = next((n for n in range(0, 1000) if catalog_plural_index(catalog, n) == index), 2)
                forms.append(message.id[0] if locale.plural_form(sample) == "one" else message.id[1])
            message.string = tuple(forms)


def catalog_plural_index(catalog: Catalog, n: int) -> int:
    import gettext

    return gettext.c2py(catalog.plural_expr)(n)


def update_catalogs(config: SiteConfig, now: datetime.datetime | None = None) -> list[str]:
    """Extract, then merge into every configured language. Returns one line per file."""
    template = extract_messages(config, now)
    report = []
    pot = config.template_path
    if pot.exists() and messages_signature(_read(pot)) == messages_signature(template):
        report.append(f"{_location(pot, config)}: unchanged")
    else:
        _write(pot, template)
        report.append(f"{_location(pot, config)}: written ({sum(1 for m in template if m.id)} messages)")
    for lang in config.languages:
        path = config.catalog_path(lang)
        is_source = lang == config.source_language
        if path.exists():
            catalog = _read(path, lang)
            before = messages_signature(catalog)
            catalog.update(
                template, no_fuzzy_matching=is_source, update_header_comment=False, update_creation_date=False
            )
            state = "updated"
        else:
            catalog = Catalog(locale=lang, domain=DOMAIN, project="Marquoir", version="1", charset="utf-8",
                              fuzzy=False, creation_date=template.creation_date)
            catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
            before = None
            state = "created"
        if is_source:
            fill_source_plurals(catalog)
        if before is not None and messages_signature(catalog) == before:
            report.append(f"{_location(path, config)}: unchanged")
            continue
        catalog.revision_date = now or datetime.datetime.now(datetime.UTC)
        _write(path, catalog, include_previous=True)
        report.append(f"{_location(path, config)}: {state}")
    return report


@dataclasses.dataclass(frozen=True)
class CatalogStats:
    lang: str
    translated: int
    fuzzy: int
    untranslated: int

    @property
    def total(self) -> int:
        return self.translated + self.fuzzy + self.untranslated

    @property
    def ratio(self) -> float:
        return self.translated / self.total if self.total else 1.0


def stats_of(lang: str, catalog: Catalog) -> CatalogStats:
    translated = fuzzy = untranslated = 0
    for message in catalog:
        if not message.id:
            continue
        if message.fuzzy:
            fuzzy += 1
        elif is_translated(message):
            translated += 1
        else:
            untranslated += 1
    return CatalogStats(lang, translated, fuzzy, untranslated)


def catalog_stats(config: SiteConfig) -> list[CatalogStats]:
    """Progress of each translation (the source language is not a translation)."""
    stats = []
    for lang in config.translations:
        path = config.catalog_path(lang)
        if path.exists():
            stats.append(stats_of(lang, _read(path, lang)))
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
    return "\n".join(rows)


def check_translations(config: SiteConfig) -> list[str]:
    catalogs = load_catalogs(config)
    problems = []
    for lang in config.translations:
        problems.extend(check_catalog(catalogs[lang]))
    return problems


def compile_catalogs(config: SiteConfig) -> list[str]:
    """Write messages.mo beside each catalog (not needed by the build; for other gettext tools)."""
    report = []
    for lang in config.languages:
        path = config.catalog_path(lang)
        if not path.exists():
            continue
        with path.with_suffix(".mo").open("wb") as fp:
            write_mo(fp, _read(path, lang), use_fuzzy=False)
        report.append(f"{_location(path.with_suffix('.mo'), config)}: compiled")
    return report
