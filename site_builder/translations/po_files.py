"""Reading and writing `.po` files so that every gettext tool accepts them.

Reading: the text is scanned first (po_syntax), so a broken catalog is refused with its problems (each
at its file and line) instead of being read half right; previous msgids (`#|`) are kept for fuzzy
messages only.
Writing: Babel's write_po, but previous msgids wrapped the way GNU msgfmt reads them (Babel's own wrap
breaks a string in the middle of a `#|` line, python-babel/babel#206), source references without line
numbers (they would churn on every edit above them), and a header without Babel's placeholders.
Each build's reading is kept (read_catalog_kept): a catalog file read once is not read again until it
changes.
"""
from __future__ import annotations

import dataclasses
import pathlib
import pickle

import babel
from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.pofile import PoFileError, generate_po, normalize, read_po

from ..exceptions import CatalogError, Problem
from ..structure.build_cache import cache_key, kept, source_of
from . import po_syntax
from .po_syntax import decode, scan_po

WIDTH = 100
DEFAULT_TRANSLATOR = "FULL NAME <EMAIL@ADDRESS>"
BABEL_PLACEHOLDERS = ('"Report-Msgid-Bugs-To: EMAIL@ADDRESS\\n"\n',)


def expected_plurals(lang: str | None) -> int | None:
    return Catalog(locale=lang).num_plurals if lang else None


MsgstrLines = dict[int, int]  # the line of a message's msgid -> the line of its msgstr (or msgstr[0])


def read_catalog(path: pathlib.Path, lang: str | None, where: str | None = None) -> Catalog:
    """The catalog of a .po (or .pot) file; CatalogError lists every syntax problem found."""
    return read_catalog_scanned(path, lang, where)[0]


def read_catalog_scanned(
    path: pathlib.Path, lang: str | None, where: str | None = None
) -> tuple[Catalog, MsgstrLines]:
    """The catalog, and where each message's msgstr is (problems of a translation are given there)."""
    where = where or str(path)
    text, problems = decode(file_bytes(path, where), where)
    if text is None:
        raise CatalogError(problems)
    return read_scanned(text, lang, where)


def file_bytes(path: pathlib.Path, where: str) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        problem = Problem(f"cannot read the catalog: {error.strerror or error}", where, 1)
        raise CatalogError(problem) from error


def read_text(text: str, lang: str | None, where: str) -> Catalog:
    return read_scanned(text, lang, where)[0]


def read_scanned(text: str, lang: str | None, where: str) -> tuple[Catalog, MsgstrLines]:
    scan = scan_po(text, where, expected_plurals(lang))
    if scan.problems:
        raise CatalogError(scan.problems)
    # `#|` lines are blanked for Babel (it would keep them as comments): the scan has them, and line
    # numbers stay those of the file.
    lines = ["\n" if line.lstrip().startswith(("#|", "#~|")) else line for line in text.splitlines(True)]
    try:
        catalog = read_po(lines, locale=lang, abort_invalid=True)
    except PoFileError as error:
        raise CatalogError(Problem(str(error), where, error.lineno + 1)) from error
    except Exception as error:  # babel raises several kinds for a malformed file
        raise CatalogError(Problem(f"cannot read the catalog: {error}", where, 1)) from error
    for message in catalog:
        if message.id:
            previous = scan.previous_ids.get(message.lineno, ())
            message.previous_id = list(previous) if message.fuzzy else []
    return catalog, scan.msgstr_lines


def _entry_spans(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) 0-based line indexes of each entry: PO entries are separated by blank lines."""
    spans, start = [], None
    for index, line in enumerate(lines):
        if line.strip():
            start = index if start is None else start
        elif start is not None:
            spans.append((start, index - 1))
            start = None
    if start is not None:
        spans.append((start, len(lines) - 1))
    return spans


def read_catalog_lenient(
    path: pathlib.Path, lang: str | None, where: str | None = None
) -> tuple[Catalog, MsgstrLines, list[Problem]]:
    """For the build: a catalog whose broken entries are left out (their messages then show the source
    text), and the problems that left them out. A file that cannot be read in part (not UTF-8, a broken
    header, entries not separated by blank lines) still raises CatalogError."""
    where = where or str(path)
    return read_text_lenient(file_bytes(path, where), lang, where)


def _span_of(index: int, spans: list[tuple[int, int]]) -> tuple[int, int] | None:
    """The entry holding a problem's line (0-based), or the entry just above it: msgfmt, and so the
    scanner, names a string left open at the line after it, which may be the blank line that ends it."""
    above = None
    for span in spans:
        if span[0] <= index <= span[1]:
            return span
        if span[1] < index:
            above = span
    return above


def read_text_lenient(
    data: bytes, lang: str | None, where: str
) -> tuple[Catalog, MsgstrLines, list[Problem]]:
    """read_catalog_lenient of a file's bytes."""
    text, problems = decode(data, where)
    if text is None:
        raise CatalogError(problems)
    try:
        return (*read_scanned(text, lang, where), [])
    except CatalogError as error:
        problems = error.problems
    lines = text.splitlines(True)
    if any(problem.line is None for problem in problems):
        raise CatalogError(problems)
    every = _entry_spans(lines)
    spans = sorted({span for problem in problems if (span := _span_of(problem.line - 1, every))})
    if not spans or every[0] in spans or len(spans) * 2 > len(every):
        raise CatalogError(problems)  # the header (the plural forms depend on it), or most of the file
    for first, last in spans:
        for index in range(first, last + 1):
            lines[index] = "\n"
    try:
        catalog, msgstr_lines = read_scanned("".join(lines), lang, where)
    except CatalogError:
        raise CatalogError(problems) from None
    return catalog, msgstr_lines, problems


@dataclasses.dataclass(frozen=True)
class KeptCatalog:
    catalog: Catalog
    msgstr_lines: MsgstrLines
    problems: list[Problem]  # what left broken entries out (read_catalog_lenient)
    digest: str  # of everything the reading depends on: what is found of the catalog may be kept by it


def read_catalog_kept(path: pathlib.Path, lang: str | None, where: str | None = None,
                      cache_dir: pathlib.Path | None = None) -> KeptCatalog:
    """read_catalog_lenient's answer, as an earlier build read the same bytes: kept (pickled) in the
    build cache's catalogs/ (in cache_dir; None keeps nothing), keyed by the file's bytes, the language,
    the name problems give the file, the reading code and Babel's version. A catalog that cannot be read
    raises CatalogError and is not kept."""
    where = where or str(path)
    data = file_bytes(path, where)
    key = cache_key(data, lang or "", where, source_of(__file__), source_of(po_syntax.__file__),
                    babel.__version__)

    def read() -> bytes:
        return pickle.dumps(read_text_lenient(data, lang, where), pickle.HIGHEST_PROTOCOL)

    try:
        catalog, msgstr_lines, problems = pickle.loads(kept(cache_dir, "catalogs", f"{key}.pickle", read))
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
        catalog, msgstr_lines, problems = pickle.loads(read())  # a damaged entry: read the bytes again
    return KeptCatalog(catalog, msgstr_lines, problems, key)


def header_comment(catalog: Catalog) -> str:
    if catalog.locale is None:
        return ("# Every message of the Marquoir site, extracted from its French sources by `marquoir i18n\n"
                "# update`. Do not translate here: see TRANSLATING.md.")
    name = Locale.parse(str(catalog.locale)).english_name
    if str(catalog.locale) == "fr":
        return ("# French, the source language of the Marquoir site: msgstr stays empty (plural forms\n"
                "# are filled by `marquoir i18n update`). See TRANSLATING.md.")
    return f"# {name} translation of the Marquoir site, from its French sources. See TRANSLATING.md."


def tidy_header(catalog: Catalog) -> None:
    """Replace Babel's placeholders (FIRST AUTHOR, ORGANIZATION, LL@li.org...) by real values; what a
    translator or a PO editor wrote stays."""
    comment = catalog.header_comment or ""
    if not comment.strip("# \n") or any(word in comment for word in ("FIRST AUTHOR", "ORGANIZATION")):
        catalog.header_comment = header_comment(catalog)
    if catalog.locale is not None:
        name = Locale.parse(str(catalog.locale)).english_name
        if catalog.last_translator == DEFAULT_TRANSLATOR:
            catalog.last_translator = "Marquoir translators"
        if "LL@li.org" in catalog.language_team:
            catalog.language_team = f"{name} (Marquoir)"


def render_catalog(catalog: Catalog, width: int = WIDTH) -> bytes:
    """The .po text of a catalog: msgfmt-clean previous msgids, references without line numbers."""
    tidy_header(catalog)
    saved = []
    previous = {}
    for number, message in enumerate(catalog):
        saved.append((message, message.previous_id))
        if message.id and message.fuzzy and message.previous_id:
            marker = f"marquoir-previous-{number}"
            previous[f'#| msgid "{marker}"\n'] = tuple(message.previous_id)
            message.previous_id = [marker]
        else:
            message.previous_id = []
    try:
        out = []
        for chunk in generate_po(catalog, width=width, include_previous=True, include_lineno=False):
            if chunk in previous:
                out.extend(previous_lines(previous[chunk], width))
            else:
                out.append(chunk)
    finally:
        for message, previous_id in saved:
            message.previous_id = previous_id
    text = "".join(out)
    for placeholder in BABEL_PLACEHOLDERS:
        text = text.replace(placeholder, "", 1)
    return text.encode(catalog.charset or "utf-8", "backslashreplace")


def previous_lines(previous: tuple[str, ...], width: int = WIDTH) -> list[str]:
    """`#| msgid ...` lines, each continuation a whole quoted string behind its own `#| `."""
    lines = []
    for keyword, text in zip(("msgid", "msgid_plural"), previous, strict=False):
        first, *rest = normalize(text, width=width - 3).split("\n")
        lines.append(f"#| {keyword} {first}\n")
        lines.extend(f"#| {line}\n" for line in rest)
    return lines


def write_catalog(path: pathlib.Path, catalog: Catalog) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(render_catalog(catalog))

