"""Runs of words a rules page or a player aid shares with the seed documents
(``<checkout>/../shared/seeds/*.txt``), or with the rulebooks and reviews the facts files quote
(``<checkout>/../shared/*-facts.md``, the words between quotation marks).

The project started from those documents and must copy no run of eight words or more from them, nor from
the quotations of the facts files, which carry facts but not sentences. Words
are compared without case, punctuation or spacing (``l’espèce`` and ``L'ESPÈCE`` are the same two words);
names and numbers are words too, and each text is also read without its numbers (a sentence copied
with other numbers in it is still copied). A run may cross from one block to the next (a heading and the
paragraph after it), as a reader sees them. Each word keeps where it came from, so a run is reported at
its file and line: the Markdown line for French, the Markdown line and the catalog entry for a
translation, the line of the built page for its text.
"""
from __future__ import annotations

import dataclasses
import html.parser
import pathlib
import re
import unicodedata

from site_builder.content.markdown_blocks import parse_document
from site_builder.rendering.markdown_render import plain_text
from site_builder.translations.catalogs import Translator
from site_builder.translations.po_files import read_catalog

RUN_LENGTH = 8
WORD = re.compile(r"[^\W_]+")


@dataclasses.dataclass(frozen=True)
class Passage:
    """A piece of text and where a reader would find it (`file:line`, with a note if any)."""

    where: str
    text: str


@dataclasses.dataclass(frozen=True)
class SharedRun:
    where: str  # where the run starts in the checked text
    seed: str  # `seeds/<file>:<line>` where it starts in the seed
    words: tuple[str, ...]

    def __str__(self) -> str:
        return f"{self.where}: {len(self.words)} words shared with {self.seed}: «{' '.join(self.words)}»"


def words(text: str) -> list[str]:
    return WORD.findall(unicodedata.normalize("NFKC", text).casefold())


def located_words(passages: list[Passage], numbers: bool = True) -> list[tuple[str, str]]:
    """(word, where) for every word of the passages, in order: one stream, as a page reads; without the
    numbers unless `numbers`."""
    return [(word, passage.where) for passage in passages for word in words(passage.text)
            if numbers or not word.isdigit()]


class Seeds:
    """Every run of RUN_LENGTH words of the seed documents, with the first place it occurs."""

    def __init__(self, folder: pathlib.Path, length: int = RUN_LENGTH):
        self.files = sorted(folder.glob("*.txt"))
        if not self.files:
            raise FileNotFoundError(f"no seed documents (*.txt) in {folder}")
        self._index([seed_passages(path) for path in self.files], length)

    def _index(self, documents: list[list[Passage]], length: int) -> None:
        """The runs of each document, one stream of words (a run never joins two documents)."""
        self.length = length
        # Runs by the words as written, and by the words less their numbers.
        self.runs: dict[tuple[str, ...], str] = {}
        self.runs_without_numbers: dict[tuple[str, ...], str] = {}
        for passages in documents:
            for runs, numbers in ((self.runs, True), (self.runs_without_numbers, False)):
                stream = located_words(passages, numbers)
                for start in range(len(stream) - length + 1):
                    runs.setdefault(self._window(stream, start), stream[start][1])

    def _window(self, stream: list[tuple[str, str]], start: int) -> tuple[str, ...]:
        return tuple(word for word, _ in stream[start:start + self.length])

    def shared_runs(self, passages: list[Passage]) -> list[SharedRun]:
        """The longest runs of RUN_LENGTH words or more the passages share with a seed, read with and
        without their numbers, in text order (a run found both ways is reported once)."""
        found = {}
        for runs, numbers in ((self.runs, True), (self.runs_without_numbers, False)):
            for run in self._runs_in(located_words(passages, numbers), runs):
                found.setdefault((run.where, run.seed), run)
        return list(found.values())

    def _runs_in(self, stream: list[tuple[str, str]], runs: dict[tuple[str, ...], str]) -> list[SharedRun]:
        found, start = [], 0
        while start <= len(stream) - self.length:
            key = self._window(stream, start)
            if key not in runs:
                start += 1
                continue
            end = start + self.length
            while end < len(stream) and self._window(stream, end + 1 - self.length) in runs:
                end += 1
            found.append(SharedRun(stream[start][1], runs[key], tuple(w for w, _ in stream[start:end])))
            start = end
        return found


class Quotations(Seeds):
    """Every run of RUN_LENGTH words quoted by the facts files (a rulebook's or a review's own words,
    between straight quotation marks or « »), with the facts file and line it is quoted at. Each quotation is
    a document of its own; a quotation across a table's cells (a stray mark) is not one."""

    def __init__(self, folder: pathlib.Path, length: int = RUN_LENGTH):
        self.files = sorted(folder.glob("*-facts.md"))
        if not self.files:
            raise FileNotFoundError(f"no facts files (*-facts.md) in {folder}")
        self._index([[quotation] for path in self.files for quotation in quotations(path)], length)


QUOTED = re.compile(r'"([^"\n]+)"|«([^»\n]+)»')


def seed_passages(path: pathlib.Path) -> list[Passage]:
    lines = path.read_text(encoding="utf-8").splitlines()
    return [Passage(f"seeds/{path.name}:{n}", line) for n, line in enumerate(lines, start=1)]


def quotations(path: pathlib.Path) -> list[Passage]:
    """The quoted words of a facts file, each at its `<file>:<line>`."""
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        for match in QUOTED.finditer(line):
            text = match.group(1) or match.group(2)
            if "|" not in text and "`" not in text:
                found.append(Passage(f"{path.name}:{number}", text))
    return found


def rules_files(root: pathlib.Path) -> list[pathlib.Path]:
    return sorted((root / "content").glob("*/rules.md"))


def aid_files(root: pathlib.Path) -> list[pathlib.Path]:
    """The games' player aids (content/<game>/aid.md): held to the same rule as the rules pages."""
    return sorted((root / "content").glob("*/aid.md"))


def catalog_path(root: pathlib.Path, lang: str) -> pathlib.Path:
    return root / "locales" / lang / "LC_MESSAGES" / "messages.po"


def rules_passages(root: pathlib.Path, path: pathlib.Path, lang: str, source_language: str) -> list[Passage]:
    """The text of one rules page in one language, block by block (front matter first), as plain text.
    A block is shown in its translation (found at its catalog line) or, untranslated, in French."""
    shown = path.relative_to(root).as_posix()
    document = parse_document(path.read_text(encoding="utf-8"), shown)
    catalog = read_catalog(catalog_path(root, lang), lang) if lang != source_language else None
    translator = Translator(lang, catalog, source_language)
    pieces = [(line, value) for _key, line, value in document.front_matter_messages()]
    pieces += [(block.line, block.message) for block in document.blocks]
    passages = []
    for line, message in pieces:
        lookup = translator.gettext(message)
        where = f"{shown}:{line}"
        if lang != source_language and lookup.translated:
            entry = catalog.get(message)
            where += f" ({lang}: {catalog_path(root, lang).relative_to(root).as_posix()}:{entry.lineno})"
        passages.append(Passage(where, plain_text(lookup.text)))
    return passages


class _TextLines(html.parser.HTMLParser):
    """The visible text of a page, with the line of the page each piece starts on."""

    SKIPPED = ("script", "style", "template", "head")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.pieces: list[tuple[int, str]] = []
        self._skipping: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIPPED:
            self._skipping.append(tag)

    def handle_endtag(self, tag):
        if self._skipping and self._skipping[-1] == tag:
            self._skipping.pop()

    def handle_data(self, data):
        if not self._skipping and data.strip():
            self.pieces.append((self.getpos()[0], data))


def page_passages(page: pathlib.Path, shown: str) -> list[Passage]:
    """The visible text of a built page (its <head> and scripts left out), line by line of the file."""
    parser = _TextLines()
    parser.feed(page.read_text(encoding="utf-8"))
    return [Passage(f"{shown}:{line}", text) for line, text in parser.pieces]
