"""Rendering one page in one language: the Jinja2 environment (i18n extension, gettext callables that
record which messages a page used and whether each was translated) and the object handed to a page's
context builder."""
from __future__ import annotations

import dataclasses
import math
import pathlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import jinja2
from babel.numbers import format_percent
from markupsafe import Markup, escape

from .catalogs import Translator

if TYPE_CHECKING:
    from .model import Site
    from .pages import Page
    from .plugins import GamePlugin

JINJA_OPTIONS = {"trim_blocks": True, "lstrip_blocks": True}


def template_loader(templates_dir: pathlib.Path, plugins: dict[str, GamePlugin]) -> jinja2.BaseLoader:
    """The core's templates by name, and each game's as `<slug>/<name>`."""
    games = {
        slug: jinja2.FileSystemLoader(str(plugin.templates_dir))
        for slug, plugin in sorted(plugins.items())
        if plugin.templates_dir is not None
    }
    return jinja2.ChoiceLoader([jinja2.FileSystemLoader(str(templates_dir)), jinja2.PrefixLoader(games)])


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


def gettext_callables(translator: Translator, log: MessageLog) -> dict[str, Callable]:
    """Newstyle gettext functions for templates, passed in the render context (no global install)."""

    def finish(context, text: str, variables: dict) -> str:
        # Unlike Jinja's own gettext, a translation is escaped: a catalog cannot inject markup.
        if context.eval_ctx.autoescape:
            text = escape(text)
        return text % variables

    @jinja2.pass_context
    def gettext(context, message, **variables):
        return finish(context, translator.gettext(message, record=log.record).text, variables)

    @jinja2.pass_context
    def pgettext(context, msgctxt, message, **variables):
        return finish(context, translator.gettext(message, msgctxt, record=log.record).text, variables)

    @jinja2.pass_context
    def ngettext(context, singular, plural, num, **variables):
        variables.setdefault("num", num)
        return finish(context, translator.ngettext(singular, plural, num, record=log.record).text, variables)

    @jinja2.pass_context
    def npgettext(context, msgctxt, singular, plural, num, **variables):
        variables.setdefault("num", num)
        text = translator.ngettext(singular, plural, num, msgctxt, record=log.record).text
        return finish(context, text, variables)

    return {
        "gettext": gettext, "_": gettext, "pgettext": pgettext, "ngettext": ngettext, "npgettext": npgettext,
    }


def format_completion(ratio: float, lang: str) -> str:
    """Rounded down, so that a page missing one message never claims 100 %."""
    return format_percent(math.floor(ratio * 100) / 100, locale=lang)


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
        text = self.translator.gettext(message, record=self.log.record).text
        return text % variables if variables else text

    def pgettext(self, msgctxt: str, message: str, **variables) -> str:
        text = self.translator.gettext(message, msgctxt, record=self.log.record).text
        return text % variables if variables else text

    def ngettext(self, singular: str, plural: str, num: int, **variables) -> str:
        variables.setdefault("num", num)
        return self.translator.ngettext(singular, plural, num, record=self.log.record).text % variables

    def template_globals(self) -> dict[str, Any]:
        callables = gettext_callables(self.translator, self.log)
        return {**callables, "asset_url": self.asset_url, "lang": self.lang}

    def render_partial(self, name: str, **context) -> Markup:
        template = self.env.get_template(name)
        return Markup(template.render({**self.template_globals(), **context}))
