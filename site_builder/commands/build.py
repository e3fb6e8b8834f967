"""The build, MkDocs style: gather (config, content, catalogs, games and their plug-ins, pages, assets),
check, render every page in memory, check the output (links, anchors, weight), and only then write.
Two builds of the same sources are byte-identical: no timestamps, everything sorted."""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import pathlib
import pickle
import shutil
import tempfile
from typing import Any

import babel
import jinja2
import markdown_it

from .. import exceptions
from ..config.site_config import RULES_PAGE_GZIP_LIMIT, SiteConfig
from ..content import markdown_blocks
from ..content.examples import read_examples
from ..content.game_index import read_game, unmatched_plugins, unmatched_rules
from ..content.markdown_blocks import Document, parse_document
from ..content.source_text import read_source
from ..exceptions import (
    AssetError,
    BuildError,
    CatalogError,
    ContentError,
    Level,
    ModuleError,
    PluginError,
    Problem,
    RuntimeMissing,
    StdlibError,
)
from ..plugins.interface import GamePlugin
from ..plugins.loading import checked_plugins, glossary_terms, load_plugins
from ..publishing import host_rules, offline
from ..publishing.link_check import check_links
from ..publishing.size_report import measure_pages
from ..rendering import aid_pages, app_manifest, scorer_pages
from ..rendering.content_pages import core_pages
from ..rendering.page_context import (
    MessageLog,
    PageRender,
    completion_shown,
    format_completion,
    mark_fallbacks,
    template_environment,
)
from ..rendering.script_comments import without_comment_lines
from ..rendering.sitemap import alternates_of, sitemap_xml
from ..structure.build_cache import TemplateBytecodeCache, cache_key, kept, source_of
from ..structure.build_memo import BuildMemo
from ..structure.pages import Asset, Page, static_assets
from ..structure.site import BuildReport, Game, Problems, Site
from ..translations import catalogs as catalogs_module
from ..translations import checks as translation_checks
from ..translations.catalogs import (
    LoadedCatalog,
    is_translated,
    load_catalogs_for_build,
    message_key,
    translators,
)
from ..translations.checks import catalog_problems, computed
from ..translations.po_syntax import quoted

# ---------------------------------------------------------------- gather


def content_path(config: SiteConfig, path: pathlib.Path) -> str:
    """A content file's name in messages and catalogs: relative to the repository root."""
    return path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)


def read_documents(config: SiteConfig, memo: BuildMemo | None = None) -> dict[str, Document]:
    remember = memo.remember if memo is not None else computed
    documents = {}
    for path in sorted(config.content_dir.rglob("*.md")):
        relative = content_path(config, path)
        text = read_source(path, relative)
        documents[relative] = remember(
            ("document", relative, text), lambda text=text, relative=relative: kept_document(text, relative)
        )
    home = content_path(config, config.content_dir / "index.md")
    if home not in documents:
        raise ContentError(Problem("missing (the text of the home pages)", home))
    return documents


def kept_document(text: str, relative: str) -> Document:
    """parse_document(text, relative), as an earlier build parsed the same text with the same code and
    markdown-it (kept pickled in .cache/documents/)."""
    key = cache_key(text, relative, markdown_it.__version__, source_of(markdown_blocks.__file__))
    data = kept("documents", f"{key}.pickle",
                lambda: pickle.dumps(parse_document(text, relative), pickle.HIGHEST_PROTOCOL))
    try:
        return pickle.loads(data)
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
        return parse_document(text, relative)  # a damaged entry: parsed again


def game_plugins(config: SiteConfig) -> dict[str, GamePlugin]:
    return checked_plugins(config.plugins) if config.plugins is not None else load_plugins()


def read_games(
    config: SiteConfig, documents: dict[str, Document], plugins: dict[str, GamePlugin], problems: Problems
) -> tuple[Game, ...]:
    """A game per content/<slug>/rules.md, with its plug-in and its player aid (aid.md) if any."""
    slugs = [path.parent.name for path in sorted(config.content_dir.glob("*/rules.md"))]
    problems.add(*unmatched_rules(slugs, plugins), *unmatched_plugins(slugs, plugins))

    def text(slug: str, name: str) -> Document | None:
        return documents.get(content_path(config, config.content_dir / slug / name))

    return tuple(read_game(slug, text(slug, "rules.md"), plugins[slug], text(slug, "aid.md"))
                 for slug in slugs if slug in plugins)


def gather_assets(site: Site) -> tuple[Asset, ...]:
    """The core's static files, the service worker's registration, the scorer pages' files and what
    each game publishes."""
    assets = static_assets(site.config.static_dir) + offline.assets(site) + app_manifest.assets(site)
    assets += scorer_pages.assets(site)
    for game in site.games:
        assets.extend(game.plugin.published_assets())
    return tuple(without_comment_lines_of_styles(asset) for asset in assets)


def without_comment_lines_of_styles(asset: Asset) -> Asset:
    """A stylesheet as published: without the lines holding only a comment (script_comments reads CSS
    as it reads a script: its strings and comments are written alike)."""
    if not asset.path.endswith(".css"):
        return asset
    text = asset.data.decode("utf-8") if asset.data is not None else asset.source.read_text(encoding="utf-8")
    return dataclasses.replace(asset, data=without_comment_lines(text).encode("utf-8"), source=None)


def refused_translations(
    config: SiteConfig, catalogs, plugins, problems: Problems, memo: BuildMemo | None = None
) -> dict[str, set]:
    """By language, the messages whose translation is broken: each is a problem, and shows in French."""
    refused: dict[str, set] = {}
    for lang in config.translations:
        if lang in catalogs:
            found = kept_catalog_problems(catalogs[lang], glossary_terms(plugins), memo)
            refused[lang] = {key for key, _ in found}
            problems.add(*(problem for _, problem in found))
    return refused


# What the checks of a catalog's translations run: their answer is kept for the same catalog and terms
# while none of these changes (with Babel's and markdown-it's versions).
CHECKING_MODULES = (translation_checks, catalogs_module, markdown_blocks, exceptions)


def kept_catalog_problems(
    loaded: LoadedCatalog, terms, memo: BuildMemo | None = None
) -> list[tuple[object, Problem]]:
    """catalog_problems(loaded, terms), as an earlier build found them for the same catalog (its
    LoadedCatalog.digest) and glossary, kept in .cache/catalog-checks/ as JSON. With a memo (builds
    one after another in one process: the preview), each message is checked once and its findings
    remembered instead, so that a save re-checks only the messages it changed."""
    if memo is not None:
        return catalog_problems(loaded, terms, memo.remember)
    if loaded.digest is None:
        return catalog_problems(loaded, terms)
    terms = sorted(set(terms), key=repr)
    key = cache_key(loaded.digest, repr(terms), babel.__version__, markdown_it.__version__,
                    *(source_of(module.__file__) for module in CHECKING_MODULES))

    def check() -> bytes:
        found = [[list(key) if isinstance(key, tuple) else key, problem.text, problem.path, problem.line,
                  problem.level.value] for key, problem in catalog_problems(loaded, terms)]
        return json.dumps(found, ensure_ascii=False).encode("utf-8")

    found = json.loads(kept("catalog-checks", f"{key}.json", check))
    return [(tuple(key) if isinstance(key, list) else key, Problem(text, path, line, Level(level)))
            for key, text, path, line, level in found]


def catalog_completion(catalog, refused: set) -> float:
    """The share of the catalog's messages that are translated and not refused by a check."""
    messages = [message for message in catalog if message.id]
    done = [m for m in messages if is_translated(m) and message_key(m) not in refused]
    return len(done) / len(messages) if messages else 1.0


def publication(config: SiteConfig, completion: dict[str, float], problems: Problems) -> tuple[str, ...]:
    """The languages at or over their threshold; a note for each one left out."""
    published = []
    for lang in config.languages:
        ratio = completion.get(lang, 1.0 if lang == config.source_language else 0.0)
        if ratio >= config.threshold(lang):
            published.append(lang)
        else:
            problems.add(Problem(
                f"{lang} is {format_completion(ratio, 'en')} translated, under its publication "
                f"threshold of {format_completion(config.threshold(lang), 'en')}: its pages are built "
                f"for preview (/{lang}/) but left out of the language switcher, hreflang, the sitemap "
                "and the redirects of /",
                level=Level.NOTE,
            ))
    return tuple(published)


def gather_site(config: SiteConfig, problems: Problems, memo: BuildMemo | None = None) -> Site:
    try:
        plugins = game_plugins(config)
        catalogs, unreadable = load_catalogs_for_build(config)
        documents = read_documents(config, memo)
        games = read_games(config, documents, plugins, problems)
    except (CatalogError, ContentError, PluginError) as error:
        raise BuildError(error.problems) from error
    problems.add(*(problem.at(Level.BROKEN) for problem in unreadable))
    refused = refused_translations(config, catalogs, plugins, problems, memo)
    completion = {lang: catalog_completion(catalogs[lang].catalog, refused.get(lang, set()))
                  for lang in config.translations if lang in catalogs}
    published = publication(config, completion, problems)
    home = documents[content_path(config, config.content_dir / "index.md")]
    site = Site(config, catalogs, translators(config, catalogs, refused), documents, home, games,
                read_examples(games, problems), published_languages=published, completion=completion)
    pages = core_pages(site) + aid_pages.pages(site) + scorer_pages.pages(site)
    try:
        assets = gather_assets(site)
    except (RuntimeMissing, StdlibError, ModuleError, AssetError) as error:
        raise BuildError(problems.errors + error.problems) from error
    return dataclasses.replace(site, pages=tuple(pages), assets=assets)


# ---------------------------------------------------------------- check


def check_site(site: Site, problems: Problems) -> None:
    seen: dict[str, str] = {}
    outputs = [(page.output_path, f"page {page.url}") for page in site.pages]
    outputs += [(asset.published_path, f"asset {asset.path}") for asset in site.assets]
    outputs += [(name, name) for name in ("sitemap.xml", "robots.txt", offline.WORKER_PATH,
                                          host_rules.HEADERS_FILE, host_rules.REDIRECTS_FILE)]
    logical: set[str] = set()
    for asset in site.assets:
        if asset.path in logical:
            problems.add(Problem(f"asset {asset.path} is given twice"))
        logical.add(asset.path)
    for path, what in outputs:
        if path in seen:
            problems.add(Problem(f"{what} and {seen[path]} would both be written to {path}"))
        seen[path] = what
    for document in site.documents.values():
        check_anchors(document, problems)


def check_anchors(document: Document, problems: Problems) -> None:
    """Headings need their own stable anchor `{#id}`, unique in the page, the same in every language."""
    seen: dict[str, int] = {}
    for block in document.blocks:
        if block.kind != "heading":
            continue
        if block.anchor is None:
            problems.add(Problem("heading without a stable anchor: add {#some-id} at its end",
                                 document.path, block.line, Level.WARNING))
        elif block.anchor in seen:
            problems.add(Problem(f"anchor #{block.anchor} already used on line {seen[block.anchor]}",
                                 document.path, block.line))
        else:
            seen[block.anchor] = block.line


def _short(msgid: str) -> str:
    return msgid if len(msgid) <= 60 else msgid[:57] + "..."


def untranslated_warnings(site: Site, logs: dict[str, MessageLog]) -> dict[str, list[Problem]]:
    """By language, every untranslated or fuzzy message of its catalog (in file order), and every
    message a page showed that its catalog lacks (the catalogs need `marquoir i18n update`)."""
    return {lang: catalog_warnings(site.catalogs[lang]) + missing_messages(site, logs, lang)
            for lang in site.config.translations}


def catalog_warnings(loaded) -> list[Problem]:
    warnings = []
    for message in sorted((m for m in loaded.catalog if m.id), key=lambda m: m.lineno or 0):
        msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
        if message.fuzzy:
            text = f"fuzzy translation: {quoted(_short(msgid))}"
        elif not is_translated(message):
            text = f"untranslated: {quoted(_short(msgid))}"
        else:
            continue
        warnings.append(Problem(text, loaded.display_path, message.lineno, Level.WARNING))
    return warnings


def missing_messages(site: Site, logs: dict[str, MessageLog], lang: str) -> list[Problem]:
    loaded = site.catalogs[lang]
    shown = set()
    for page in site.pages:
        if page.lang == lang:
            shown.update(key for key, translated in logs[page.url].used.items() if not translated)
    warnings = []
    for key in sorted(shown, key=lambda key: key if isinstance(key, tuple) else ("", key)):
        context, msgid = key if isinstance(key, tuple) else (None, key)
        if loaded.catalog.get(msgid, context=context) is None:
            text = f"not in the catalog (run `marquoir i18n update`): {quoted(_short(msgid))}"
            warnings.append(Problem(text, loaded.display_path, level=Level.WARNING))
    return warnings


def add_translation_warnings(site: Site, found: dict[str, list[Problem]], problems: Problems) -> None:
    """Strictness by publication: an untranslated or fuzzy message is a warning (which --strict fails on)
    in a published language only; in a language built for preview it fails nothing, whatever its share."""
    for lang, warnings in found.items():
        if lang in site.published_languages:
            problems.add(*warnings)
        else:
            problems.preview.extend(warnings)


# ---------------------------------------------------------------- render


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
    values.update(page.context(render))
    may_show_completion = bool(page.lang and page.lang != site.config.source_language)
    values["completion"] = may_show_completion
    html = (page_env or page_environment(env)).get_template(page.template).render(values)
    if may_show_completion:  # in the page's context, as an include sees it; None: the page says nothing
        values["completion"] = completion_shown(site, page, log.ratio)
        html = html.replace(COMPLETION_SLOT, env.get_template(COMPLETION_TEMPLATE).render(values))
    return mark_fallbacks(html, site.config.source_language), log


# The environment's settings that change what a template compiles to: the compiled templates kept between
# builds are kept apart for each set of them (Jinja keys its cache by template and source only).
COMPILING_SETTINGS = (
    "block_start_string", "block_end_string", "variable_start_string", "variable_end_string",
    "comment_start_string", "comment_end_string", "line_statement_prefix", "line_comment_prefix",
    "trim_blocks", "lstrip_blocks", "newline_sequence", "keep_trailing_newline", "autoescape", "optimized",
    "newstyle_gettext",
)


def compiled_templates(env: jinja2.Environment, root: pathlib.Path) -> jinja2.BytecodeCache:
    """Templates compiled by an earlier build, kept in .cache/jinja/<settings>/ (as the trimmed standard
    library is): Jinja recompiles any template whose source changed; a change of the environment's
    compiling settings, extensions or Jinja's version uses another folder."""
    settings = [jinja2.__version__, sorted(env.extensions), env.finalize is not None]
    settings += [getattr(env, name, None) for name in COMPILING_SETTINGS]
    settings += sorted((key, value) for key, value in env.policies.items()
                       if value is None or isinstance(value, (str, bool, int)))
    digest = hashlib.sha256(repr(settings).encode("utf-8")).hexdigest()[:16]
    folder = root / ".cache" / "jinja" / digest
    folder.mkdir(parents=True, exist_ok=True)
    return TemplateBytecodeCache(str(folder))


def render_site(site: Site) -> tuple[dict[str, bytes | pathlib.Path], dict[str, MessageLog]]:
    env = template_environment(site.config.templates_dir, {game.slug: game.plugin for game in site.games})
    env.bytecode_cache = compiled_templates(env, site.config.root)
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


# ---------------------------------------------------------------- write


def write_files(files: dict[str, bytes | pathlib.Path], output_dir: pathlib.Path, link: bool = False) -> None:
    """Write into a fresh folder beside the output, then swap it in: a failed write leaves the old site.
    With `link` (the preview's builds, each in a folder of its own that nothing edits), a file copied
    from elsewhere (the runtime's, 10 MB) is a hard link to it where the file system allows."""
    output_dir = output_dir.resolve()
    output_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = pathlib.Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.", dir=output_dir.parent))
    try:
        folders: set[pathlib.Path] = set()
        for path, content in files.items():
            target = staging / path
            if target.parent not in folders:
                target.parent.mkdir(parents=True, exist_ok=True)
                folders.add(target.parent)
            if isinstance(content, pathlib.Path):
                copy_file(content, target, link)
            else:
                target.write_bytes(content)
        for folder in [staging, *sorted(p for p in staging.rglob("*") if p.is_dir())]:
            os.chmod(folder, 0o755)
        if output_dir.exists():
            old = pathlib.Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.old.", dir=output_dir.parent))
            os.rename(output_dir, old / "site")
            os.rename(staging, output_dir)
            shutil.rmtree(old)
        else:
            os.rename(staging, output_dir)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise


def copy_file(source: pathlib.Path, target: pathlib.Path, link: bool) -> None:
    if link:
        try:
            os.link(source, target)
            return
        except OSError:  # another file system, or one without hard links: copied
            pass
    shutil.copyfile(source, target)


# ---------------------------------------------------------------- the whole build


def site_config(root=None, locales_dir=None) -> SiteConfig:
    kwargs: dict[str, Any] = {}
    if root is not None:
        kwargs["root"] = pathlib.Path(root)
    if locales_dir is not None:
        kwargs["locales_dir"] = pathlib.Path(locales_dir)
    return SiteConfig(**kwargs)


def check_output(site: Site, files, logs, problems: Problems):
    add_translation_warnings(site, untranslated_warnings(site, logs), problems)
    problems.add(*check_links(files, site.config.base_url))
    sizes = measure_pages(site, files)
    for line in sizes:
        if line.gzip_total > RULES_PAGE_GZIP_LIMIT:
            problems.add(Problem(
                f"{line.gzip_total} bytes compressed with its CSS, over the {RULES_PAGE_GZIP_LIMIT} byte "
                "limit of a rules page",
                line.url,
            ))
    return sizes


def build_site(
    output_dir: pathlib.Path | str = "_site",
    root: pathlib.Path | str | None = None,
    locales_dir: pathlib.Path | str | None = None,
    strict: bool | str = False,
    quiet: bool = False,
    config: SiteConfig | None = None,
    print_fn=print,
    memo: BuildMemo | None = None,
    link_files: bool = False,
) -> BuildReport:
    """Build the whole site into output_dir. Raises BuildError (nothing written) on any error; on any
    broken translation too when strict is "errors" (the deploy), and on any warning as well when strict
    is True or "all" (CI). Not strict, a broken translation is a warning and its message shows in French.
    `memo`: what the builds before this one in the same process kept (the preview passes its own), and
    `link_files`: files copied from elsewhere are hard links to them (write_files)."""
    config = config or site_config(root, locales_dir)
    level = STRICT_LEVELS[strict]
    problems = Problems()
    site = gather_site(config, problems, memo)
    check_site(site, problems)
    if problems.errors:
        raise BuildError(problems.errors + problems.broken + problems.warnings)
    files, logs = render_site(site)
    sizes = check_output(site, files, logs, problems)
    broken, warnings = problems.broken, problems.warnings
    if problems.errors or (level >= 1 and broken) or (level >= 2 and warnings):
        raise BuildError(problems.errors + broken + (warnings if level >= 2 else []))
    write_files(files, pathlib.Path(output_dir), link_files)
    if memo is not None:
        memo.finish_build()
    report = BuildReport(pathlib.Path(output_dir), tuple(files), tuple(broken + warnings),
                         tuple(sizes), tuple(problems.notes), tuple(problems.preview))
    if not quiet:
        notes = [note.report_line for note in problems.notes]
        said = "\n".join([*notes, summarise_warnings([*broken, *warnings])]).strip()
        if said:
            print_fn(said)
    return report


# strict: False (write whatever the translations), "errors" (fail on broken translations, never on
# untranslated ones: the deploy), True or "all" (fail on any problem: CI).
STRICT_LEVELS = {False: 0, None: 0, "errors": 1, True: 2, "all": 2}


def summarise_warnings(warnings: list[Problem], limit: int = 15) -> str:
    """Every error (a broken translation), then the first `limit` warnings and how many more."""
    errors = [warning for warning in warnings if warning.level is not Level.WARNING]
    rest = [warning for warning in warnings if warning.level is Level.WARNING]
    lines = [problem.report_line for problem in errors + rest[:limit]]
    if len(rest) > limit:
        lines.append(
            f"... and {len(rest) - limit} more warnings "
            "(`marquoir build --strict` lists them all and fails; "
            "`marquoir i18n stats` counts untranslated messages)"
        )
    return "\n".join(lines)
