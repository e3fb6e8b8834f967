"""Checks of a catalog's translations against their source messages: the same placeholders, the same
link targets (and no `javascript:` or `data:` link), as many emphasis and code spans, no raw HTML added,
and the glossary's terms (GamePlugin.glossary) translated as the glossary translates them. Each problem
names the catalog file and the line of the message, like a compiler error; the build shows the French
text of a message that has one (translators(..., broken=...))."""
from __future__ import annotations

import dataclasses
import re
from collections import Counter

from babel.messages.catalog import Message

from ..content.markdown_blocks import site_markdown
from ..exceptions import Level, Problem
from .catalogs import LoadedCatalog, is_translated, message_key
from .po_syntax import quoted

PYTHON_FORMAT = re.compile(r"%(?:\([A-Za-z_][A-Za-z0-9_]*\))?[-#0 +]*\d*(?:\.\d+)?[sdifr%]")
BRACE_FORMAT = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}")
HTML_TAG = re.compile(r"</?\s*([A-Za-z][A-Za-z0-9-]*)[^>]*>")
# The characters without which an inline Markdown text holds no link, image, emphasis or code span
# (links and images need `[`, autolinks `<`, emphasis `*` or `_`, code spans a backtick).
INLINE_MARKUP = re.compile(r"[\[<*_`]")
# Markdown refuses to make these links (they would run code): found in the text itself, the whole
# target (`javascript:alert(1)`, parentheses nested once as Markdown allows).
UNSAFE_LINK = re.compile(r"\]\(\s*<?\s*((?:javascript|data|vbscript):(?:[^()\s]|\([^()\s]*\))*)",
                         re.IGNORECASE)


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


SPAN_NAMES = {"em_open": "emphasis spans", "strong_open": "strong emphasis spans",
              "code_inline": "code spans"}


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
                    f"number of {name} changed: {before['spans'][span]} in the source, "
                    f"{after['spans'][span]} in the translation"
                )
        unsafe = sorted(UNSAFE_LINK.findall(translation))
        if unsafe:
            problems.append(f"unsafe link target: {', '.join(quoted(target) for target in unsafe)}")
        source_tags = Counter(tag.lower() for tag in HTML_TAG.findall(source))
        added = Counter(tag.lower() for tag in HTML_TAG.findall(translation)) - source_tags
        if added:
            problems.append(f"raw HTML added: <{'>, <'.join(sorted(added))}>")
    return problems


def _term(text: str) -> re.Pattern:
    """A glossary term at the start of a word (so that "Érable" finds "érables"), any case."""
    return re.compile(r"(?<!\w)" + re.escape(text), re.IGNORECASE)


INFLECTED_ENDING = re.compile(r"(?<=\w{3})[aeo]$", re.IGNORECASE)
# A translator comment on a glossary entry listing the other forms a sentence may use ("Eichbäume",
# "Eichbaums"): GNU gettext, Poedit, Weblate and translate-toolkit all keep translator comments.
FORMS_COMMENT = re.compile(r"^\s*forms\s*:(.*)$", re.IGNORECASE)


def _translated_term(text: str) -> re.Pattern:
    """A glossary translation as a sentence may inflect it: each word found at the start of a word,
    a final a, e or o left free for gender and number ("Morado" finds "moradas")."""
    words = [INFLECTED_ENDING.sub("", word) for word in text.split()]
    return re.compile(r"(?<!\w)" + r"\w{0,3}\s+".join(re.escape(word) for word in words), re.IGNORECASE)


def _form(text: str) -> re.Pattern:
    """A form listed by the translator, found anywhere in a word: in a compound too ("Korkeichbäume")."""
    return re.compile(r"\s+".join(re.escape(word) for word in text.split()), re.IGNORECASE)


def accepted_forms(message: Message) -> tuple[str, ...]:
    """The glossary translation, then the forms its entry's `# forms: a, b` comment lists."""
    forms = [message.string]
    for comment in message.user_comments:
        match = FORMS_COMMENT.match(comment)
        if match:
            forms += [form.strip() for form in match.group(1).split(",") if form.strip()]
    return tuple(dict.fromkeys(forms))


@dataclasses.dataclass(frozen=True)
class GlossaryEntry:
    """A glossary term as one catalog translates it."""

    french: str
    pattern: re.Pattern  # the French term in a source text
    forms: tuple[str, ...]  # the translation, then the accepted forms
    line: int | None  # the glossary entry's line in the catalog

    def found_in(self, translation: str) -> bool:
        first, *others = self.forms
        return bool(_translated_term(first).search(translation)
                    or any(_form(form).search(translation) for form in others))

    def problem(self) -> str:
        tried = ", ".join(quoted(form) for form in self.forms)
        where = f" (line {self.line})" if self.line else ""
        return (f"glossary term {quoted(self.french)} is {quoted(self.forms[0])} in this catalog's glossary: "
                f"none of its forms found in the translation (tried {tried}); use one, or add the form used "
                f"to the `# forms:` comment of the glossary entry{where}")


def glossary_of(loaded: LoadedCatalog, terms) -> dict[str, GlossaryEntry]:
    """French term -> its entry, for each glossary term the catalog translates."""
    found = {}
    for context, french in terms:
        message = loaded.catalog.get(french, context=context)
        if is_translated(message) and not check_message(message):
            found[french] = GlossaryEntry(french, _term(french), accepted_forms(message), message.lineno)
    return found


def missing_terms(message: Message, glossary: dict[str, GlossaryEntry], terms) -> tuple[str, ...]:
    """The glossary terms (French) the message's source holds and its translation does not."""
    if (message.context, message.id) in terms:
        return ()
    missing = set()
    for source, translation in _pairs(message):
        for entry in glossary.values():
            if entry.pattern.search(source) and not entry.found_in(translation):
                missing.add(entry.french)
    return tuple(sorted(missing))


@dataclasses.dataclass(frozen=True)
class Findings:
    """What the checks say of one message, before it is placed at a line: its problems, and the
    glossary terms it lacks (worded with the glossary entry's own line, which moves as the file does)."""

    problems: tuple[str, ...]
    missing_terms: tuple[str, ...]


def message_findings(message: Message, catalog, glossary: dict[str, GlossaryEntry], terms) -> Findings:
    found = check_message(message) + [str(error) for error in message.check(catalog)]
    return Findings(tuple(found), missing_terms(message, glossary, terms))


def message_signature(message: Message) -> tuple:
    """Everything of a message its findings depend on (not its line)."""
    def frozen(value):
        return tuple(value) if isinstance(value, (list, tuple)) else value

    return (frozen(message.id), frozen(message.string), message.context, tuple(sorted(message.flags)))


def computed(key, make):
    """The default `remember` of catalog_problems: nothing kept, every answer made."""
    return make()


def catalog_problems(loaded: LoadedCatalog, terms=(), remember=computed) -> list[tuple[object, Problem]]:
    """(message key, problem at the message's line) for every problem of a translated message: a broken
    translation, which the page shows in French. `remember(key, make)` may give an answer made before
    for the same key (the preview keeps them from one build to the next: commands/serve)."""
    terms = set(terms)
    glossary = glossary_of(loaded, terms)
    shared = ("message-findings", loaded.catalog.plural_expr, loaded.catalog.num_plurals,
              tuple((entry.french, entry.forms) for entry in glossary.values()),
              tuple(sorted(terms, key=repr)))
    problems = []
    for message in loaded.catalog:
        if not message.id or not is_translated(message):
            continue
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        short = quoted(msgid if len(msgid) <= 60 else msgid[:57] + "...")
        findings = remember(
            (shared, message_signature(message)),
            lambda message=message: message_findings(message, loaded.catalog, glossary, terms),
        )
        found = [*findings.problems,
                 *sorted({glossary[french].problem() for french in findings.missing_terms})]
        line = loaded.translation_line(message)
        problems += [
            (message_key(message),
             Problem(f"{problem} (msgid {short})", loaded.display_path, line, Level.BROKEN))
            for problem in found
        ]
    return problems


def check_catalog(loaded: LoadedCatalog, terms=()) -> list[Problem]:
    """Problems of every translated (non-fuzzy) message."""
    return [problem for _key, problem in catalog_problems(loaded, terms)]
