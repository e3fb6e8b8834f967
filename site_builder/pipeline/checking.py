"""Checking, before and after rendering: what the gathered site would write twice, the headings'
anchors, then on the rendered files the untranslated messages, the links and each rules page's weight."""
from __future__ import annotations

from ..config.site_config import RULES_PAGE_GZIP_LIMIT
from ..content.markdown_blocks import Document
from ..exceptions import (
    Level,
    Problem,
)
from ..publishing import host_rules, offline
from ..publishing.link_check import check_links
from ..publishing.size_report import measure_pages
from ..rendering.page_context import (
    MessageLog,
)
from ..structure.site import Problems, Site
from ..translations.catalogs import (
    is_translated,
)
from ..translations.po_syntax import quoted


def check_site(site: Site, problems: Problems) -> None:
    seen: dict[str, str] = {}
    outputs = [(page.output_path, f"page {page.url}") for page in site.pages]
    outputs += [(asset.published_path, f"asset {asset.path}") for asset in site.assets]
    outputs += [(name, name) for name in ("sitemap.xml", "robots.txt", offline.WORKER_PATH,
                                          host_rules.HEADERS_FILE, host_rules.REDIRECTS_FILE)]
    logical: set[str] = set()
    for asset in site.assets:
        if asset.path in logical:
            problems.add(Problem(f"asset {asset.path} is given twice"))
        logical.add(asset.path)
    for path, what in outputs:
        if path in seen:
            problems.add(Problem(f"{what} and {seen[path]} would both be written to {path}"))
        seen[path] = what
    for document in site.documents.values():
        check_anchors(document, problems)


def check_anchors(document: Document, problems: Problems) -> None:
    """Headings need their own stable anchor `{#id}`, unique in the page, the same in every language."""
    seen: dict[str, int] = {}
    for block in document.blocks:
        if block.kind != "heading":
            continue
        if block.anchor is None:
            problems.add(Problem("heading without a stable anchor: add {#some-id} at its end",
                                 document.path, block.line, Level.WARNING))
        elif block.anchor in seen:
            problems.add(Problem(f"anchor #{block.anchor} already used on line {seen[block.anchor]}",
                                 document.path, block.line))
        else:
            seen[block.anchor] = block.line


def _short(msgid: str) -> str:
    return msgid if len(msgid) <= 60 else msgid[:57] + "..."


def untranslated_warnings(site: Site, logs: dict[str, MessageLog]) -> dict[str, list[Problem]]:
    """By language, every untranslated or fuzzy message of its catalog (in file order), and every
    message a page showed that its catalog lacks (the catalogs need `marquoir i18n update`)."""
    return {lang: catalog_warnings(site.catalogs[lang]) + missing_messages(site, logs, lang)
            for lang in site.config.translations}


def catalog_warnings(loaded) -> list[Problem]:
    warnings = []
    for message in sorted((m for m in loaded.catalog if m.id), key=lambda m: m.lineno or 0):
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if message.fuzzy:
            text = (f"fuzzy translation: {quoted(_short(msgid))} (its French changed: review the "
                    "translation, then remove the `fuzzy` flag)")
        elif not is_translated(message):
            text = f"untranslated: {quoted(_short(msgid))}"
        else:
            continue
        warnings.append(Problem(text, loaded.display_path, message.lineno, Level.WARNING))
    return warnings


def missing_messages(site: Site, logs: dict[str, MessageLog], lang: str) -> list[Problem]:
    """The messages a page showed that its catalog lacks (`marquoir i18n update` adds them). None for a
    catalog with syntax errors: the entries they left out would look missing, and `i18n update` refuses
    the file until they are fixed; each error is reported alone, and the next build, the file fixed,
    lists what is really missing."""
    loaded = site.catalogs[lang]
    if loaded.has_syntax_errors:
        return []
    shown = set()
    for page in site.pages:
        if page.lang == lang:
            shown.update(key for key, translated in logs[page.url].used.items() if not translated)
    warnings = []
    for key in sorted(shown, key=lambda key: key if isinstance(key, tuple) else ("", key)):
        context, msgid = key if isinstance(key, tuple) else (None, key)
        if loaded.catalog.get(msgid, context=context) is None:
            text = f"not in the catalog (run `marquoir i18n update`): {quoted(_short(msgid))}"
            warnings.append(Problem(text, loaded.display_path, level=Level.WARNING))
    return warnings


def add_translation_warnings(site: Site, found: dict[str, list[Problem]], problems: Problems) -> None:
    """Strictness by completeness, never by percentage: an untranslated or fuzzy message is a warning
    (which --strict fails on) in a language declared complete (config.complete) only; in any other
    language, published or not, it fails nothing (its translators see it in the preview)."""
    for lang, warnings in found.items():
        if site.config.is_complete(lang):
            problems.add(*warnings)
        else:
            problems.preview.extend(warnings)


def check_output(site: Site, files, logs, problems: Problems):
    add_translation_warnings(site, untranslated_warnings(site, logs), problems)
    problems.add(*check_links(files, site.config.base_url, site.config.cache_dir))
    sizes = measure_pages(site, files)
    for line in sizes:
        if line.gzip_total > RULES_PAGE_GZIP_LIMIT:
            problems.add(Problem(
                f"{line.gzip_total} bytes compressed with its CSS, over the {RULES_PAGE_GZIP_LIMIT} byte "
                "limit of a rules page",
                line.url,
            ))
    return sizes
