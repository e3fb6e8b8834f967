"""Rendering: the site as files in memory (their path -> bytes, or the path of a file to copy), every
page rendered in its language with its completion, then the sitemap, robots.txt, the service worker and
the host's rules; nothing is written here."""
from __future__ import annotations

import pathlib
from typing import Any

import jinja2

from ..exceptions import (
    BuildError,
    Problem,
)
from ..publishing import host_rules, offline
from ..rendering.page_context import (
    MessageLog,
    PageRender,
    completion_shown,
    mark_fallbacks,
    template_environment,
)
from ..rendering.sitemap import alternates_of, sitemap_xml
from ..structure.pages import Page
from ..structure.site import Site
from .kept_results import compiled_templates


def base_context(site: Site, page: Page, lang: str) -> dict[str, Any]:
    config = site.config
    alternates, x_default = alternates_of(site, page)
    return {
        "page": page,
        "html_lang": lang,
        "source_language": config.source_language,
        "alternates": alternates,
        "x_default": x_default,
        "canonical": config.base_url + page.url if page.in_sitemap and site.is_published(page) else None,
        # A language under its publication threshold: built to be read by its translators only.
        "preview": not site.is_published(page),
        "home_url": f"/{page.lang}/" if page.lang else "/",
        "base_url": config.base_url,
        "completion": None,
        "heading_lang": None,
        "tagline_lang": None,
    }


# A page names its completion ("Traduction : 87 %") in the template completion.html, whose ratio counts the
# messages of the rest of the page. Pages are rendered once, with that template standing as a slot; the
# ratio known, the slot is filled with completion.html rendered in the page's context (its message logged
# as well), as the include would have rendered it.
COMPLETION_TEMPLATE = "completion.html"
COMPLETION_SLOT = "\ue002"  # a private-use character, like the fallback marks: never in a page's text
SLOT_TEMPLATE = "{% if completion %}" + COMPLETION_SLOT + "{% endif %}"


def page_environment(env):
    """The environment pages are rendered in: `env` with the completion template as its slot."""
    slot = jinja2.DictLoader({COMPLETION_TEMPLATE: SLOT_TEMPLATE})
    return env.overlay(loader=jinja2.ChoiceLoader([slot, env.loader]))


def render_page(site: Site, page: Page, env, urls: dict[str, str], page_env=None) -> tuple[str, MessageLog]:
    lang = page.lang or site.config.source_language

    def asset_url(path: str) -> str:
        try:
            return urls[path]
        except KeyError:
            raise BuildError(Problem(f"no asset {path!r}", page.url)) from None

    log = MessageLog()
    render = PageRender(site, page, lang, site.translators[lang], log, env, asset_url)
    values = {**render.template_globals(), **base_context(site, page, lang)}
    values.update(offline.offline_context(render))  # the footer's offline line
    values.update(page.context(render))
    may_show_completion = bool(page.lang and page.lang != site.config.source_language)
    values["completion"] = may_show_completion
    html = (page_env or page_environment(env)).get_template(page.template).render(values)
    if may_show_completion:  # in the page's context, as an include sees it; None: the page says nothing
        values["completion"] = completion_shown(site, page, log.ratio)
        html = html.replace(COMPLETION_SLOT, env.get_template(COMPLETION_TEMPLATE).render(values))
    return mark_fallbacks(html, site.config.source_language), log


def render_site(site: Site) -> tuple[dict[str, bytes | pathlib.Path], dict[str, MessageLog]]:
    env = template_environment(site.config.templates_dir, {game.slug: game.plugin for game in site.games})
    env.bytecode_cache = compiled_templates(env, site.config.cache_dir)
    page_env = page_environment(env)
    urls = {asset.path: "/" + asset.published_path for asset in site.assets}
    files: dict[str, bytes | pathlib.Path] = {}
    logs = {}
    for page in sorted(site.pages, key=lambda page: page.url):
        html, logs[page.url] = render_page(site, page, env, urls, page_env)
        files[page.output_path] = html.encode("utf-8")
    for asset in site.assets:
        files[asset.published_path] = asset.data if asset.data is not None else pathlib.Path(asset.source)
    files["sitemap.xml"] = sitemap_xml(site).encode("utf-8")
    files["robots.txt"] = f"User-agent: *\nAllow: /\nSitemap: {site.config.base_url}/sitemap.xml\n".encode()
    files[offline.WORKER_PATH] = offline.service_worker(site, files)
    files.update(host_rules.host_files(site, always_fresh=[offline.WORKER_PATH]))
    return dict(sorted(files.items())), logs
