"""Babel extractor for the site's Markdown: one message per block (see markdown_blocks), with the kind of
block and the author's note (`<!-- i18n: ... -->`) as comments; no-translate blocks are left out.

Registered as the `marquoir_markdown` extraction method (pyproject entry point); `marquoir i18n update`
calls it for every file under content/.
"""
from __future__ import annotations

from collections.abc import Iterator

from ..content.markdown_blocks import parse_document

FRONT_MATTER_COMMENTS = {
    "title": "page title (front matter)",
    "description": "page description for search engines (front matter)",
    "tagline": "tagline (front matter)",
}


def block_comment(kind: str, anchor: str | None) -> str:
    if anchor:
        return f"{kind}, anchor #{anchor} (not part of the message)"
    return kind


def extract_markdown(fileobj, keywords, comment_tags, options) -> Iterator[tuple[int, None, str, list[str]]]:
    """Yield (line, funcname, message, comments) for each translatable block of a Markdown file."""
    raw = fileobj.read()
    text = raw.decode(options.get("encoding", "utf-8")) if isinstance(raw, bytes) else raw
    path = getattr(fileobj, "name", "<markdown>")
    document = parse_document(text, str(path))
    for key, line, value in document.front_matter_messages():
        yield line, None, value, [FRONT_MATTER_COMMENTS[key]]
    for block in document.messages:
        note = [f"Note: {block.note}"] if block.note else []
        yield block.line, None, block.message, [block_comment(block.kind, block.anchor), *note]
