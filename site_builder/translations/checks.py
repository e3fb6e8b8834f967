"""Checks of a catalog's translations against their source messages: the same placeholders, the same
link targets (and no `javascript:` or `data:` link), as many emphasis and code spans, no raw HTML added,
and the glossary's terms (GamePlugin.glossary) translated as the glossary translates them. Each problem
names the catalog file and the line of the message, like a compiler error; the build shows the French
text of a message that has one (translators(..., broken=...))."""
from __future__ import annotations

import re
from collections import Counter

from babel.messages.catalog import Message

from ..content.markdown_blocks import site_markdown
from ..exceptions import Level, Problem
from .catalogs import LoadedCatalog, is_translated, message_key

PYTHON_FORMAT = re.compile(r"%(?:\([A-Za-z_][A-Za-z0-9_]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]")
BRACE_FORMAT = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
HTML_TAG = re.compile(r"</?\s*([A-Za-z][A-Za-z0-9-]*)[^>]*>")
# The characters without which an inline Markdown text holds no link, image, emphasis or code span
# (links and images need `[`, autolinks `<`, emphasis `*` or `_`, code spans a backtick).
INLINE_MARKUP = re.compile(r"[\[<*_`]")
# Markdown refuses to make these links (they would run code): found in the text itself.
UNSAFE_LINK = re.compile(r"\]\(\s*<?\s*((?:javascript|data|vbscript):[^)\s]*)", re.IGNORECASE)


def placeholders(text: str) -> Counter:
    found = Counter(match.group(0) for match in PYTHON_FORMAT.finditer(text) if match.group(0) != "%%")
    found.update(BRACE_FORMAT.findall(text))
    return found


def markdown_shape(text: str) -> dict[str, Counter]:
    """Link targets, counts of emphasis, strong emphasis and code spans of an inline Markdown text."""
    links: Counter = Counter()
    spans: Counter = Counter()
    if not INLINE_MARKUP.search(text):  # most messages: plain text, nothing to parse
        return {"links": links, "spans": spans}
    for block in site_markdown().parseInline(text):
        for token in block.children or []:
            if token.type == "link_open":
                links[str(token.attrGet("href"))] += 1
            elif token.type == "image":
                links[str(token.attrGet("src"))] += 1
            elif token.type in ("em_open", "strong_open", "code_inline"):
                spans[token.type] += 1
    return {"links": links, "spans": spans}


SPAN_NAMES = {"em_open": "emphasis", "strong_open": "strong emphasis", "code_inline": "code span"}


def _pairs(message: Message) -> list[tuple[str, str]]:
    """(source, translation) pairs: every plural form is compared with the plural source."""
    if isinstance(message.id, (list, tuple)):
        singular, plural = message.id[0], message.id[1]
        return [(singular if index == 0 else plural, text) for index, text in enumerate(message.string)]
    return [(message.id, message.string)]


def check_message(message: Message) -> list[str]:
    problems = []
    for source, translation in _pairs(message):
        if not translation:
            continue
        if placeholders(source) != placeholders(translation):
            wanted = sorted(placeholders(source))
            got = sorted(placeholders(translation))
            problems.append(f"placeholders changed: source has {wanted}, translation has {got}")
        before, after = markdown_shape(source), markdown_shape(translation)
        if before["links"] != after["links"]:
            problems.append(
                f"link target changed: source links to {sorted(before['links'])}, "
                f"translation to {sorted(after['links'])}"
            )
        for span, name in SPAN_NAMES.items():
            if before["spans"][span] != after["spans"][span]:
                problems.append(
                    f"number of {name}s changed: {before['spans'][span]} in the source, "
                    f"{after['spans'][span]} in the translation"
                )
        unsafe = sorted(UNSAFE_LINK.findall(translation))
        if unsafe:
            problems.append(f"unsafe link target: {unsafe}")
        source_tags = Counter(tag.lower() for tag in HTML_TAG.findall(source))
        added = Counter(tag.lower() for tag in HTML_TAG.findall(translation)) - source_tags
        if added:
            problems.append(f"raw HTML added: <{'>, <'.join(sorted(added))}>")
    return problems


def _term(text: str) -> re.Pattern:
    """A glossary term at the start of a word (so that "Érable" finds "érables"), any case."""
    return re.compile(r"(?<!\w)" + re.escape(text), re.IGNORECASE)


INFLECTED_ENDING = re.compile(r"(?<=\w{3})[aeo]$", re.IGNORECASE)


def _translated_term(text: str) -> re.Pattern:
    """A glossary translation as a sentence may inflect it: each word found at the start of a word,
    a final a, e or o left free for gender and number ("Morado" finds "moradas")."""
    words = [INFLECTED_ENDING.sub("", word) for word in text.split()]
    return re.compile(r"(?<!\w)" + r"\w{0,3}\s+".join(re.escape(word) for word in words), re.IGNORECASE)


def glossary_of(loaded: LoadedCatalog, terms) -> dict[str, tuple[re.Pattern, str]]:
    """French term -> (its pattern, its translation) for each glossary term the catalog translates."""
    found = {}
    for context, french in terms:
        message = loaded.catalog.get(french, context=context)
        if is_translated(message) and not check_message(message):
            found[french] = (_term(french), message.string)
    return found


def check_glossary(message: Message, glossary: dict[str, tuple[re.Pattern, str]], terms) -> list[str]:
    if (message.context, message.id) in terms:
        return []
    problems = []
    for source, translation in _pairs(message):
        for french, (pattern, wanted) in glossary.items():
            if pattern.search(source) and not _translated_term(wanted).search(translation):
                problems.append(f"glossary term {french!r} is {wanted!r} in this catalog's glossary, "
                                "not found in the translation")
    return sorted(set(problems))


def catalog_problems(loaded: LoadedCatalog, terms=()) -> list[tuple[object, Problem]]:
    """(message key, problem at the message's line) for every problem of a translated message: a broken
    translation, which the page shows in French."""
    terms = set(terms)
    glossary = glossary_of(loaded, terms)
    problems = []
    for message in loaded.catalog:
        if not message.id or not is_translated(message):
            continue
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        short = msgid if len(msgid) <= 60 else msgid[:57] + "..."
        found = check_message(message) + [str(error) for error in message.check(loaded.catalog)]
        found += check_glossary(message, glossary, terms)
        problems += [
            (message_key(message),
             Problem(f"{problem} (msgid {short!r})", loaded.display_path, message.lineno, Level.BROKEN))
            for problem in found
        ]
    return problems


def check_catalog(loaded: LoadedCatalog, terms=()) -> list[Problem]:
    """Problems of every translated (non-fuzzy) message."""
    return [problem for _key, problem in catalog_problems(loaded, terms)]
