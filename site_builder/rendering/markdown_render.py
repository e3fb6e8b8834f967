"""A Markdown document rendered in one language: each block's source text is looked up in the catalog,
then its inline Markdown is rendered. Untranslated blocks keep the source text and say so with `lang`."""
from __future__ import annotations

import dataclasses
import html as html_module
import re
from collections.abc import Callable

from markdown_it.token import Token
from markupsafe import Markup

from ..content.markdown_blocks import Document, site_markdown
from ..translations.catalogs import Lookup, Recorder, Translator

ALIGN_STYLE = re.compile(r"^text-align:(left|right|center)$")
# Without these, inline Markdown is plain text (no escape, code, emphasis, link, image, autolink, entity
# or line break): the parser would give one text token holding it.
INLINE_SYNTAX = re.compile(r"[\\`*_\[\]!<&\n\r\0]")


@dataclasses.dataclass(frozen=True)
class TocEntry:
    anchor: str
    html: Markup
    level: int
    lang: str | None  # set when the heading shows the source text


@dataclasses.dataclass(frozen=True)
class RenderedDocument:
    html: Markup
    toc: tuple[TocEntry, ...]
    front_matter: dict[str, str]  # translated title/description/tagline, others as written
    untranslated_front_matter: frozenset[str]  # keys whose value shows the source text


def _strip_tags(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def render_inline(text: str) -> str:
    return site_markdown().renderInline(text)


def inline_tokens(text: str) -> list[Token]:
    """The tokens of a message's inline Markdown; plain text (most messages) is not parsed."""
    if not text or INLINE_SYNTAX.search(text):
        return site_markdown().parseInline(text)[0].children
    token = Token("text", "", 0)
    token.content = text
    return [token]


def _untranslated_lang(lookup, translator: Translator, source_language: str) -> str | None:
    if lookup.translated or translator.lang == source_language:
        return None
    return source_language


class _TokenEdits:
    """The document's tokens as one page shows them, leaving the document's own tokens as they are:
    a token is copied (with its own attributes) the first time it is changed, and replaced tokens
    only take another's place in this list. The document is parsed once and shown in every language."""

    def __init__(self, tokens: list[Token]):
        self.tokens = list(tokens)
        self._own: set[int] = set()

    def own(self, index: int) -> Token:
        """tokens[index], safe to change."""
        if index not in self._own:
            token = self.tokens[index]
            self.tokens[index] = token.copy(attrs=dict(token.attrs))
            self._own.add(index)
        return self.tokens[index]

    def replace(self, index: int, token: Token) -> None:
        self.tokens[index] = token
        self._own.add(index)


def render_document(
    document: Document,
    translator: Translator,
    source_language: str,
    record: Recorder,
    render_fence: Callable[[int], str] | None = None,
) -> RenderedDocument:
    """render_fence(token_index) returns the HTML of a special fence, or None to show it as code."""
    md = site_markdown()
    edits = _TokenEdits(document.tokens)
    toc = []
    for index in document.hidden:
        edits.replace(index, Token("html_block", "", 0))  # an i18n comment for translators: not shown
    for block in document.blocks:
        if block.translate:
            lookup = translator.gettext(block.message, record=record)
        else:
            lookup = Lookup(block.message, translator.lang == source_language)
        inline = edits.own(block.token_index)
        inline.children = inline_tokens(lookup.text)
        inline.content = lookup.text
        lang = _untranslated_lang(lookup, translator, source_language)
        if lang:
            edits.own(block.element_index).attrSet("lang", lang)
        if block.kind == "heading":
            anchor = block.anchor or re.sub(r"[^a-z0-9]+", "-", block.message.lower()).strip("-")
            edits.own(block.element_index).attrSet("id", anchor)
            if block.level == 2:
                html = md.renderer.renderInline(inline.children, md.options, {})
                toc.append(TocEntry(anchor, Markup(_strip_tags(html)), block.level, lang))
    for index, token in enumerate(edits.tokens):
        style = token.attrGet("style")
        if style is not None:
            match = ALIGN_STYLE.match(str(style))
            token = edits.own(index)
            token.attrs.pop("style")
            if match:
                token.attrSet("class", f"align-{match.group(1)}")
    if render_fence is not None:
        for fence in document.fences:
            html = render_fence(fence.token_index)
            if html is not None:
                edits.replace(fence.token_index, _html_block(html))
    front_matter = dict(document.front_matter.values)
    untranslated = set()
    for key, _line, value in document.front_matter_messages():
        lookup = translator.gettext(value, record=record)
        front_matter[key] = lookup.text
        if _untranslated_lang(lookup, translator, source_language):
            untranslated.add(key)
    html = md.renderer.render(_wrap_tables(edits), md.options, {})
    return RenderedDocument(Markup(html), tuple(toc), front_matter, frozenset(untranslated))


# A table's box takes the focus (to be scrolled by the arrow keys) as a region (WAI-ARIA: a focusable
# scroller is a landmark, not a bare div), named by the heading above it and its first column heading.
TABLE_WRAP_OPEN = '<div class="table-wrap" tabindex="0" role="region" aria-labelledby="{labels}">\n'
TABLE_WRAP_CLOSE = "</div>\n"


def _html_block(content: str) -> Token:
    token = Token("html_block", "", 0)
    token.content = content
    return token


def _wrap_tables(edits: _TokenEdits) -> list[Token]:
    """Each table sits in a box that scrolls sideways on its own, so a wide table never makes the page
    scroll and no word is cut in the middle to make it fit; the box is named by the heading above it
    (when there is one) and by the table's first column heading, given an id here."""
    wrapped: list[Token] = []
    tokens = edits.tokens
    heading, count = None, 0
    for index, token in enumerate(tokens):
        if token.type == "heading_open":
            heading = token.attrGet("id")
        if token.type == "table_open":
            count += 1
            labels = [str(heading)] if heading else []
            head = next((i for i in range(index, len(tokens)) if tokens[i].type == "th_open"), None)
            if head is not None:
                edits.own(head).attrSet("id", f"table-{count}-head")
                labels.append(f"table-{count}-head")
            wrapped.append(_html_block(TABLE_WRAP_OPEN.format(labels=" ".join(labels))))
        wrapped.append(tokens[index])
        if token.type == "table_close":
            wrapped.append(_html_block(TABLE_WRAP_CLOSE))
    return wrapped


def plain_text(markdown_text: str) -> str:
    """A message's text without its inline Markdown, for <title> and meta description."""
    return html_module.unescape(_strip_tags(render_inline(markdown_text))).strip()
