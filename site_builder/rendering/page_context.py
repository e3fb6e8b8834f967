"""Rendering one page in one language: the Jinja2 environment (i18n extension, gettext callables that
record which messages a page used and whether each was translated) and the object handed to a page's
context builder.

Every message shown in the source language on a page of another language (untranslated, fuzzy, or
refused by a check) is marked, whatever asked for it (a template, a plug-in's Python): the lookups put
it between two private-use characters, and mark_fallbacks turns them into `<span lang="fr">` in the
page's text (and drops them where a tag cannot go: attributes, <title>). A LocaleValue (a date, a
percentage) given to a message is formatted in the language the message is shown in."""
from __future__ import annotations

import dataclasses
import json
import math
import pathlib
import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import jinja2
from babel.numbers import format_percent
from markupsafe import Markup, escape

from ..translations.catalogs import Translator

if TYPE_CHECKING:
    from ..plugins.interface import GamePlugin
    from ..structure.pages import Page
    from ..structure.site import Site

JINJA_OPTIONS = {"trim_blocks": True, "lstrip_blocks": True}
FALLBACK_OPEN = "\ue000"
FALLBACK_CLOSE = "\ue001"
_PIECES = re.compile(r"(<[^>]*>)")
_RAW_TEXT = ("title", "script", "style", "textarea")


@dataclasses.dataclass(frozen=True)
class LocaleValue:
    """A value a message formats in its own language: format(locale) gives the text (or Markup)."""

    format: Callable[[str], Any]

    def __str__(self) -> str:  # outside a message: never expected, but never a crash
        return str(self.format("en"))


def marked(text, translated: bool):
    """The text, between the fallback marks when it shows the source language."""
    if translated:
        return text
    if isinstance(text, Markup):
        return Markup(FALLBACK_OPEN) + text + Markup(FALLBACK_CLOSE)
    return f"{FALLBACK_OPEN}{text}{FALLBACK_CLOSE}"


def mark_fallbacks(html: str, source_language: str) -> str:
    """The fallback marks of a rendered page as `<span lang="...">`, or dropped where no tag can go."""
    if FALLBACK_OPEN not in html:
        return html
    out = []
    raw: str | None = None  # the raw-text element we are in (<title>...)
    for piece in _PIECES.split(html):
        if piece.startswith("<"):
            name = re.match(r"</?\s*([A-Za-z0-9-]*)", piece).group(1).lower()
            if raw is None and name in _RAW_TEXT and not piece.startswith("</"):
                raw = name
            elif raw == name and piece.startswith("</"):
                raw = None
            out.append(_unmark(piece))
        elif raw is not None:
            out.append(_unmark(piece))
        else:
            out.append(piece.replace(FALLBACK_OPEN, f'<span lang="{source_language}">')
                       .replace(FALLBACK_CLOSE, "</span>"))
    return "".join(out)


def _unmark(text: str) -> str:
    """Without the marks, also as JSON escapes them (a message in a data- attribute, `|tojson`)."""
    for mark in (FALLBACK_OPEN, FALLBACK_CLOSE):
        text = text.replace(mark, "")
        escaped = json.dumps(mark)[1:-1]
        text = text.replace(escaped, "").replace(escaped.upper().replace("\\U", "\\u"), "")
    return text


def resolve(variables: dict, lang: str) -> dict:
    return {key: value.format(lang) if isinstance(value, LocaleValue) else value
            for key, value in variables.items()}


class TemplateFiles(jinja2.FileSystemLoader):
    """Templates read from a folder; one that is not UTF-8 is a template error at its line (the first
    byte that is not), as a syntax error is."""

    def get_source(self, environment, template):
        try:
            return super().get_source(environment, template)
        except UnicodeDecodeError as error:
            path = next(pathlib.Path(folder) / template for folder in self.searchpath
                        if (pathlib.Path(folder) / template).is_file())
            line = error.object.count(b"\n", 0, error.start) + 1
            raise jinja2.TemplateSyntaxError(f"is not UTF-8 text (byte {error.object[error.start]:#04x}): "
                                             "save it as UTF-8", line, template, str(path)) from None


def template_loader(templates_dir: pathlib.Path, plugins: dict[str, GamePlugin]) -> jinja2.BaseLoader:
    """The core's templates by name, and each game's as `<slug>/<name>`."""
    games = {
        slug: TemplateFiles(str(plugin.templates_dir))
        for slug, plugin in sorted(plugins.items())
        if plugin.templates_dir is not None
    }
    return jinja2.ChoiceLoader([TemplateFiles(str(templates_dir)), jinja2.PrefixLoader(games)])


def template_environment(templates_dir: pathlib.Path, plugins: dict[str, GamePlugin]) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=template_loader(templates_dir, plugins),
        autoescape=True,
        extensions=["jinja2.ext.i18n"],
        undefined=jinja2.StrictUndefined,
        keep_trailing_newline=True,
        **JINJA_OPTIONS,
    )
    env.policies["ext.i18n.trimmed"] = True
    env.newstyle_gettext = True  # gettext does the %(name)s formatting, escaping the values
    return env


class MessageLog:
    """The messages one page used, and which of them showed a translation."""

    def __init__(self):
        self.used: dict[Any, bool] = {}

    def record(self, key, translated: bool) -> None:
        self.used[key] = self.used.get(key, True) and translated

    @property
    def ratio(self) -> float:
        if not self.used:
            return 1.0
        return sum(self.used.values()) / len(self.used)


def shown_language(translator: Translator, lookup) -> str:
    return translator.lang if lookup.translated else translator.source_locale.language


def format_lookup(translator: Translator, lookup, variables: dict, autoescape: bool = False):
    """The message with its variables (LocaleValues in the message's language), marked if a fallback."""
    variables = resolve(variables, shown_language(translator, lookup))
    text = escape(lookup.text) if autoescape else lookup.text
    if variables or autoescape:
        text = text % variables
    return marked(text, lookup.translated)


def gettext_callables(translator: Translator, log: MessageLog) -> dict[str, Callable]:
    """Newstyle gettext functions for templates, passed in the render context (no global install)."""

    def finish(context, lookup, variables: dict) -> str:
        # Unlike Jinja's own gettext, a translation is escaped: a catalog cannot inject markup.
        return format_lookup(translator, lookup, variables, context.eval_ctx.autoescape)

    @jinja2.pass_context
    def gettext(context, message, **variables):
        return finish(context, translator.gettext(message, record=log.record), variables)

    @jinja2.pass_context
    def pgettext(context, msgctxt, message, **variables):
        return finish(context, translator.gettext(message, msgctxt, record=log.record), variables)

    @jinja2.pass_context
    def ngettext(context, singular, plural, num, **variables):
        variables.setdefault("num", num)
        return finish(context, translator.ngettext(singular, plural, num, record=log.record), variables)

    @jinja2.pass_context
    def npgettext(context, msgctxt, singular, plural, num, **variables):
        variables.setdefault("num", num)
        lookup = translator.ngettext(singular, plural, num, msgctxt, record=log.record)
        return finish(context, lookup, variables)

    return {
        "gettext": gettext, "_": gettext, "pgettext": pgettext, "ngettext": ngettext, "npgettext": npgettext,
    }


def format_completion(ratio: float, lang: str | None = None):
    """Rounded down, so that a page missing one message never claims 100 %; without lang, a LocaleValue
    (formatted in the language its sentence is shown in)."""
    value = math.floor(ratio * 100) / 100
    if lang is None:
        return LocaleValue(lambda locale: format_percent(value, locale=locale))
    return format_percent(value, locale=lang)


def completion_shown(site: Site, page: Page, ratio: float) -> dict[str, LocaleValue | None] | None:
    """What a page says of its own translation, a translator's figure a reader has no use for: nothing
    on a page of the source language or on a wholly translated page of a published language; the share
    of this page's messages translated (`ratio`) on a page that shows some French; and on the preview of
    a language under its threshold, the catalog's share too (the figure `i18n stats` gives)."""
    lang = page.lang
    if not lang or lang == site.config.source_language:
        return None
    preview = not site.is_published(page)
    if ratio >= 1 and not preview:
        return None
    catalog = format_completion(site.completion.get(lang, 0.0)) if preview else None
    return {"page": format_completion(ratio), "catalog": catalog}


@dataclasses.dataclass
class PageRender:
    """Handed to a page's context builder: the site, the page, its language and lookups that count."""

    site: Site
    page: Page
    lang: str
    translator: Translator
    log: MessageLog
    env: jinja2.Environment
    asset_url: Callable[[str], str]

    def gettext(self, message: str, **variables) -> str:
        """The message in the page's language, marked (see mark_fallbacks) when it shows in French."""
        lookup = self.translator.gettext(message, record=self.log.record)
        return format_lookup(self.translator, lookup, variables)

    def pgettext(self, msgctxt: str, message: str, **variables) -> str:
        lookup = self.translator.gettext(message, msgctxt, record=self.log.record)
        return format_lookup(self.translator, lookup, variables)

    def term(self, declared) -> str:
        """A plug-in's `pgettext(msgctxt, French)` term (plugins/messages.py) in the page's language."""
        return self.pgettext(declared.context, declared.text)

    def ngettext(self, singular: str, plural: str, num: int, **variables) -> str:
        variables.setdefault("num", num)
        lookup = self.translator.ngettext(singular, plural, num, record=self.log.record)
        return format_lookup(self.translator, lookup, variables)

    def template_globals(self) -> dict[str, Any]:
        callables = gettext_callables(self.translator, self.log)
        return {**callables, "asset_url": self.asset_url, "lang": self.lang}

    def render_partial(self, name: str, **context) -> Markup:
        template = self.env.get_template(name)
        return Markup(template.render({**self.template_globals(), **context}))
