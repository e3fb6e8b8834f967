"""Markdown cut into translatable blocks, shared by the message extractor and the page renderer.

A document is front matter (`key: value` lines between `---` lines) and a CommonMark body (with tables).
Each heading, paragraph, list item paragraph, quote paragraph and table cell is one message, its inline
Markdown kept inside; headings carry a stable anchor `{#id}` that is not part of the message.
Fenced code blocks are not messages, nor a block of numbers only (such as `48`).

An author talks to translators with an HTML comment on the line before a block (as mdpo does):
`<!-- i18n: note text -->` adds the note to the messages of that block (a table, a list, a paragraph...),
`<!-- i18n: no-translate -->` keeps the block in French on every page (not a message; marked lang="fr").
The comments themselves are not shown.
"""
from __future__ import annotations

import dataclasses
import functools
import re

from markdown_it import MarkdownIt
from markdown_it.token import Token

from ..exceptions import ContentError, Problem

FRONT_MATTER_MESSAGES = ("title", "description", "tagline")
ANCHOR = re.compile(r"\s*\{#([A-Za-z0-9][A-Za-z0-9_-]*)\}\s*$")
DIRECTIVE = re.compile(r"^<!--\s*i18n:\s*(.*?)\s*-->$", re.DOTALL)
NO_TRANSLATE = "no-translate"
NUMBER_ONLY = re.compile(r"[\d\s.,+\-−–/%]*")  # nothing to translate: numbers, a score
FRONT_MATTER_LINE = re.compile(r"^([A-Za-z][A-Za-z0-9_-]*)\s*:\s*(.*?)\s*$")


@dataclasses.dataclass(frozen=True)
class FrontMatter:
    values: dict[str, str]
    lines: dict[str, int]  # key -> 1-based line in the file
    body_offset: int  # number of file lines before the Markdown body


@dataclasses.dataclass(frozen=True)
class Block:
    kind: str  # "heading", "paragraph", "list item", "quote paragraph", "table cell", "table header cell"
    line: int  # 1-based line in the source file
    message: str  # the source text, inline Markdown included
    token_index: int  # the inline token holding the text
    element_index: int  # the opening token of the element that shows it (gets lang="..." if untranslated)
    anchor: str | None = None
    level: int = 0  # heading level, 0 for other blocks
    note: str | None = None  # the author's note for translators (`<!-- i18n: ... -->`)
    translate: bool = True  # False under `<!-- i18n: no-translate -->`: shown in the source language


@dataclasses.dataclass(frozen=True)
class Fence:
    token_index: int
    info: str
    line: int  # 1-based line of the opening fence
    text: str


@dataclasses.dataclass(frozen=True)
class Document:
    path: str  # as shown in messages, relative to the repository root
    front_matter: FrontMatter
    tokens: list[Token]
    blocks: tuple[Block, ...]
    fences: tuple[Fence, ...]
    hidden: frozenset[int] = frozenset()  # token indexes of the i18n comments (not shown)

    @property
    def messages(self) -> tuple[Block, ...]:
        """The blocks that are messages (not under no-translate)."""
        return tuple(block for block in self.blocks if block.translate)

    def front_matter_messages(self) -> list[tuple[str, int, str]]:
        """(key, line, text) of the translatable front matter values, in file order."""
        fm = self.front_matter
        keys = [key for key in FRONT_MATTER_MESSAGES if fm.values.get(key)]
        return sorted(((key, fm.lines[key], fm.values[key]) for key in keys), key=lambda item: item[1])


@functools.cache
def site_markdown() -> MarkdownIt:
    """The one Markdown dialect of the site: CommonMark with tables, raw HTML shown as text. Built once
    and shared (parsing and rendering leave it as it is): never enable, disable or reconfigure it."""
    return MarkdownIt("commonmark", {"html": False}).enable("table")


def parse_front_matter(text: str, path: str) -> FrontMatter:
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        return FrontMatter({}, {}, 0)
    values: dict[str, str] = {}
    where: dict[str, int] = {}
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            return FrontMatter(values, where, number)
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        match = FRONT_MATTER_LINE.match(line)
        if not match:
            raise ContentError(Problem(f"front matter line is not `key: value`: {line!r}", path, number))
        key, value = match.groups()
        if key in values:
            raise ContentError(Problem(f"front matter key {key!r} given twice", path, number))
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key] = value
        where[key] = number
    raise ContentError(Problem("front matter is not closed by a `---` line", path, 1))


def normalise_inline(content: str) -> str:
    """One message per block: soft line breaks become spaces, hard breaks become `\\` + newline."""
    lines = content.split("\n")
    out = []
    for index, line in enumerate(lines):
        last = index == len(lines) - 1
        if last:
            out.append(line.strip())
        elif line.endswith("  ") or line.rstrip().endswith("\\"):
            out.append(line.rstrip().rstrip("\\").rstrip() + "\\\n")
        else:
            out.append(line.strip() + " ")
    return "".join(out).strip()


def split_anchor(text: str) -> tuple[str, str | None]:
    match = ANCHOR.search(text)
    if not match:
        return text, None
    return text[: match.start()], match.group(1)


def _block_kind(stack: list[tuple[str, int]]) -> tuple[str, int]:
    """What kind of block the innermost open elements make, and which token shows it."""
    kinds = [name for name, _ in stack]
    top_name, top_index = stack[-1]
    if top_name == "heading":
        return "heading", top_index
    if top_name == "th":
        return "table header cell", top_index
    if top_name == "td":
        return "table cell", top_index
    if "list_item" in kinds:
        return "list item", top_index
    if "blockquote" in kinds:
        return "quote paragraph", top_index
    return "paragraph", top_index


def parse_document(text: str, path: str) -> Document:
    front_matter = parse_front_matter(text, path)
    body = "\n".join(text.split("\n")[front_matter.body_offset :])
    tokens = site_markdown().parse(body)
    blocks: list[Block] = []
    fences: list[Fence] = []
    stack: list[tuple[str, int]] = []
    hidden: set[int] = set()
    pending: list[str] = []  # directives waiting for the next top-level block
    current: list[str] = []  # those of the top-level block being read
    last_line = front_matter.body_offset + 1
    for index, token in enumerate(tokens):
        if token.map:
            last_line = token.map[0] + front_matter.body_offset + 1
        directive = _directive(tokens, index)
        if directive is not None:
            pending.append(directive)
            hidden.update((index, index + 1, index + 2))
            continue
        if index in hidden:
            continue
        if not stack and token.nesting >= 0:
            current, pending = pending, []
        if token.nesting == 1:
            name = token.type[: -len("_open")]
            if name == "paragraph" and token.hidden and stack and stack[-1][0] == "list_item":
                stack.append((name, stack[-1][1]))  # tight list: the <li> shows the text
            else:
                stack.append((name, index))
        elif token.nesting == -1:
            stack.pop()
        elif token.type == "fence":
            fences.append(Fence(index, token.info.strip(), last_line, token.content))
        elif token.type == "inline" and stack:
            content, directives = token.content, current
            first, _, rest = content.partition("\n")
            directive = DIRECTIVE.match(first.strip())
            if directive and rest.strip() and len(stack) == 1:  # the comment on the paragraph's first line
                content, directives = rest, [*current, directive.group(1)]
            message = normalise_inline(content)
            if NUMBER_ONLY.fullmatch(message):
                continue
            kind, element = _block_kind(stack)
            anchor = None
            level = 0
            if kind == "heading":
                message, anchor = split_anchor(message)
                message = message.strip()
                level = int(tokens[element].tag[1:])
            notes = [text for text in directives if text != NO_TRANSLATE]
            blocks.append(Block(kind, last_line, message, index, element, anchor, level,
                                "; ".join(notes) or None, NO_TRANSLATE not in directives))
    return Document(path, front_matter, tokens, tuple(blocks), tuple(fences), frozenset(hidden))


def _directive(tokens: list[Token], index: int) -> str | None:
    """The text of `<!-- i18n: text -->` if tokens[index] opens a top-level paragraph holding only it."""
    token = tokens[index]
    if token.type != "paragraph_open" or token.level != 0 or index + 2 >= len(tokens):
        return None
    match = DIRECTIVE.match(tokens[index + 1].content.strip())
    return match.group(1) if match else None
