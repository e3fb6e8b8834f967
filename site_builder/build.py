"""The build, MkDocs style: gather (config, content, catalogs, pages, assets), check, render in memory,
check the output (links, anchors, weight), and only then write. Two builds of the same sources are
byte-identical: no timestamps, everything sorted."""
from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import os
import pathlib
import shutil
import tempfile
from typing import Any

from .arboretum_examples import ArboretumExample, is_arboretum_fence, score_example
from .catalogs import CatalogError, LoadedCatalog, Translator, is_translated, load_catalogs, translators
from .config import RULES_PAGE_GZIP_LIMIT, SiteConfig
from .games import Game, read_game
from .link_check import check_links
from .markdown_blocks import ContentError, Document, parse_document
from .page_render import MessageLog, PageRender, format_completion, template_environment
from .pages import Asset, Page, static_assets
from .site_pages import core_pages
from .sitemap import alternates_of, sitemap_xml
from .size_report import SizeLine, measure_pages
from .translation_check import check_catalog


class BuildError(Exception):
    """The build refused to write: every problem found, one per line."""

    def __init__(self, problems: list[str]):
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclasses.dataclass
class Problems:
    errors: list[str] = dataclasses.field(default_factory=list)  # always fail the build
    warnings: list[str] = dataclasses.field(default_factory=list)  # fail it under --strict


@dataclasses.dataclass(frozen=True)
class Site:
    """Everything gathered before anything is rendered."""

    config: SiteConfig
    catalogs: dict[str, LoadedCatalog]
    translators: dict[str, Translator]
    documents: dict[str, Document]  # by path relative to the repository root
    home: Document  # content/index.md
    games: tuple[Game, ...]
    examples: dict[tuple[str, int], ArboretumExample]  # (document path, fence token index)
    pages: tuple[Page, ...]
    assets: tuple[Asset, ...]
    extensions: tuple[Any, ...] = ()  # the modules of config.extensions found


@dataclasses.dataclass(frozen=True)
class BuildReport:
    output_dir: pathlib.Path
    files: tuple[str, ...]
    warnings: tuple[str, ...]
    sizes: tuple[SizeLine, ...]


# ---------------------------------------------------------------- gather


def content_path(config: SiteConfig, path: pathlib.Path) -> str:
    """A content file's name in messages and catalogs: relative to the repository root."""
    return path.relative_to(config.root).as_posix() if path.is_relative_to(config.root) else str(path)


def read_documents(config: SiteConfig) -> dict[str, Document]:
    documents = {}
    for path in sorted(config.content_dir.rglob("*.md")):
        relative = content_path(config, path)
        documents[relative] = parse_document(path.read_text(encoding="utf-8"), relative)
    home = content_path(config, config.content_dir / "index.md")
    if home not in documents:
        raise ContentError(f"{home}: missing (the text of the home pages)")
    return documents


def read_games(config: SiteConfig, documents: dict[str, Document]) -> tuple[Game, ...]:
    games = []
    for path in sorted(config.content_dir.glob("*/rules.md")):
        games.append(read_game(path.parent.name, documents[content_path(config, path)]))
    return tuple(games)


def score_examples(
    documents: dict[str, Document], problems: Problems
) -> dict[tuple[str, int], ArboretumExample]:
    examples = {}
    fences = [(doc, fence) for doc in documents.values() for fence in doc.fences if is_arboretum_fence(fence)]
    if not fences:
        return examples
    try:
        from scorer.arboretum import score_arboretum
    except ImportError as error:
        problems.errors.append(f"cannot draw the arboretum examples: the scorer is not importable ({error})")
        return examples
    for document, fence in fences:
        try:
            examples[document.path, fence.token_index] = score_example(fence, document.path, score_arboretum)
        except ContentError as error:
            problems.errors.append(str(error))
    return examples


def extension_modules(config: SiteConfig, problems: Problems) -> list[Any]:
    modules = []
    for name in config.extensions:
        if importlib.util.find_spec(name) is None:
            problems.warnings.append(f"extension module {name} is missing: its pages are not built")
            continue
        modules.append(importlib.import_module(name))
    return modules


def gather_site(config: SiteConfig, problems: Problems) -> Site:
    try:
        catalogs = load_catalogs(config)
        documents = read_documents(config)
        games = read_games(config, documents)
    except (CatalogError, ContentError) as error:
        raise BuildError([str(error)]) from error
    examples = score_examples(documents, problems)
    home = documents[content_path(config, config.content_dir / "index.md")]
    site = Site(config, catalogs, translators(config, catalogs), documents, home, games, examples, (), ())
    modules = extension_modules(config, problems)
    pages = list(core_pages(site))
    extension_assets: list[Asset] = []
    for module in modules:
        pages.extend(getattr(module, "pages", lambda site: [])(site))
        extension_assets.extend(getattr(module, "assets", lambda site: [])(site))
    given = {asset.path for asset in extension_assets}
    assets = [asset for asset in static_assets(config.static_dir) if asset.path not in given]
    return dataclasses.replace(
        site, pages=tuple(pages), assets=tuple(assets + extension_assets), extensions=tuple(modules)
    )


# ---------------------------------------------------------------- check


def check_site(site: Site, problems: Problems) -> None:
    seen: dict[str, str] = {}
    outputs = [(page.output_path, f"page {page.url}") for page in site.pages]
    outputs += [(asset.published_path, f"asset {asset.path}") for asset in site.assets]
    outputs += [("sitemap.xml", "the sitemap"), ("robots.txt", "robots.txt")]
    logical: set[str] = set()
    for asset in site.assets:
        if asset.path in logical:
            problems.errors.append(f"asset {asset.path} is given twice")
        logical.add(asset.path)
    for path, what in outputs:
        if path in seen:
            problems.errors.append(f"{what} and {seen[path]} would both be written to {path}")
        seen[path] = what
    for document in site.documents.values():
        check_anchors(document, problems)
    for lang in site.config.translations:
        if lang in site.catalogs:
            problems.warnings.extend(check_catalog(site.catalogs[lang]))


def check_anchors(document: Document, problems: Problems) -> None:
    """Headings need their own stable anchor `{#id}`, unique in the page, the same in every language."""
    seen: dict[str, int] = {}
    for block in document.blocks:
        if block.kind != "heading":
            continue
        if block.anchor is None:
            problems.warnings.append(
                f"{document.path}:{block.line}: heading without a stable anchor: add {{#some-id}} at its end"
            )
        elif block.anchor in seen:
            problems.errors.append(
                f"{document.path}:{block.line}: anchor #{block.anchor} "
                f"already used on line {seen[block.anchor]}"
            )
        else:
            seen[block.anchor] = block.line


def _short(msgid: str) -> str:
    return msgid if len(msgid) <= 60 else msgid[:57] + "..."


def untranslated_warnings(site: Site, logs: dict[str, MessageLog]) -> list[str]:
    """Every untranslated or fuzzy message of each translation's catalog (in file order), and every
    message a page showed that its catalog lacks (the catalogs need `marquoir i18n update`)."""
    warnings = []
    for lang in site.config.translations:
        loaded = site.catalogs[lang]
        for message in sorted((m for m in loaded.catalog if m.id), key=lambda m: m.lineno or 0):
            msgid = message.id[0] if isinstance(message.id, (list, tuple)) else message.id
            where = f"{loaded.display_path}:{message.lineno}"
            if message.fuzzy:
                warnings.append(f"{where}: fuzzy translation: {_short(msgid)!r}")
            elif not is_translated(message):
                warnings.append(f"{where}: untranslated: {_short(msgid)!r}")
        shown = set()
        for page in site.pages:
            if page.lang == lang:
                shown.update(key for key, translated in logs[page.url].used.items() if not translated)
        for key in sorted(shown, key=lambda key: key if isinstance(key, tuple) else ("", key)):
            context, msgid = key if isinstance(key, tuple) else (None, key)
            if loaded.catalog.get(msgid, context=context) is None:
                warnings.append(
                    f"{loaded.display_path}: not in the catalog (run `marquoir i18n update`): "
                    f"{_short(msgid)!r}"
                )
    return warnings


# ---------------------------------------------------------------- render


def asset_urls(assets: tuple[Asset, ...]) -> dict[str, str]:
    return {asset.path: "/" + asset.published_path for asset in assets}


def base_context(site: Site, page: Page, lang: str) -> dict[str, Any]:
    config = site.config
    alternates, x_default = alternates_of(site, page)
    return {
        "page": page,
        "html_lang": lang,
        "source_language": config.source_language,
        "alternates": alternates,
        "x_default": x_default,
        "canonical": config.base_url + page.url if page.in_sitemap else None,
        "home_url": f"/{page.lang}/" if page.lang else "/",
        "base_url": config.base_url,
        "completion": None,
        "heading_lang": None,
        "tagline_lang": None,
    }


def render_page(site: Site, page: Page, env, urls: dict[str, str]) -> tuple[str, MessageLog]:
    lang = page.lang or site.config.source_language

    def asset_url(path: str) -> str:
        try:
            return urls[path]
        except KeyError:
            raise BuildError([f"page {page.url}: no asset {path!r}"]) from None

    log = MessageLog()
    render = PageRender(site, page, lang, site.translators[lang], log, env, asset_url)
    values = {**render.template_globals(), **base_context(site, page, lang)}
    values.update(page.context(render))
    template = env.get_template(page.template)
    template.render(values)  # first pass: learns which messages the page shows
    if page.lang and page.lang != site.config.source_language:
        values["completion"] = format_completion(log.ratio, page.lang)
    return template.render(values), log


def render_site(site: Site) -> tuple[dict[str, bytes | pathlib.Path], dict[str, MessageLog]]:
    env = template_environment(site.config.templates_dir)
    urls = asset_urls(site.assets)
    files: dict[str, bytes | pathlib.Path] = {}
    logs = {}
    for page in sorted(site.pages, key=lambda page: page.url):
        html, logs[page.url] = render_page(site, page, env, urls)
        files[page.output_path] = html.encode("utf-8")
    for asset in site.assets:
        files[asset.published_path] = asset.data if asset.data is not None else pathlib.Path(asset.source)
    files["sitemap.xml"] = sitemap_xml(site).encode("utf-8")
    files["robots.txt"] = f"User-agent: *\nAllow: /\nSitemap: {site.config.base_url}/sitemap.xml\n".encode()
    files.update(derived_files(site, files))
    return dict(sorted(files.items())), logs


def derived_files(site: Site, files: dict[str, bytes | pathlib.Path]) -> dict[str, bytes]:
    """The files extensions make from the rendered site (see pages.py), each at a path of its own."""
    derived: dict[str, bytes] = {}
    for module in site.extensions:
        make = getattr(module, "derived_files", None)
        if make is None:
            continue
        for path, data in make(site, dict(files)).items():
            if path in files or path in derived:
                raise BuildError([f"{module.__name__} would overwrite {path}"])
            derived[path] = data
    return derived


# ---------------------------------------------------------------- write


def write_files(files: dict[str, bytes | pathlib.Path], output_dir: pathlib.Path) -> None:
    """Write into a fresh folder beside the output, then swap it in: a failed write leaves the old site."""
    output_dir = output_dir.resolve()
    output_dir.parent.mkdir(parents=True, exist_ok=True)
    staging = pathlib.Path(tempfile.mkdtemp(prefix=f".{output_dir.name}.", dir=output_dir.parent))
    try:
        for path, content in files.items():
            target = staging / path
            target.parent.mkdir(parents=True, exist_ok=True)
            if isinstance(content, pathlib.Path):
                shutil.copyfile(content, target)
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


def build_site(
    output_dir: pathlib.Path | str = "_site",
    root: pathlib.Path | str | None = None,
    locales_dir: pathlib.Path | str | None = None,
    strict: bool = False,
    quiet: bool = False,
    config: SiteConfig | None = None,
    print_fn=print,
) -> BuildReport:
    """Build the whole site into output_dir. Raises BuildError (nothing written) on any error, and on any
    warning when strict."""
    if config is None:
        kwargs: dict[str, Any] = {}
        if root is not None:
            kwargs["root"] = pathlib.Path(root)
        if locales_dir is not None:
            kwargs["locales_dir"] = pathlib.Path(locales_dir)
        config = SiteConfig(**kwargs)
    problems = Problems()
    site = gather_site(config, problems)
    check_site(site, problems)
    if problems.errors:
        raise BuildError(problems.errors + problems.warnings)
    files, logs = render_site(site)
    problems.warnings.extend(untranslated_warnings(site, logs))
    problems.warnings.extend(check_links(files, config.base_url))
    sizes = measure_pages(site, files)
    for line in sizes:
        if line.gzip_total > RULES_PAGE_GZIP_LIMIT:
            problems.errors.append(
                f"{line.url}: {line.gzip_total} bytes compressed with its CSS, over the "
                f"{RULES_PAGE_GZIP_LIMIT} byte limit of a rules page"
            )
    if problems.errors or (strict and problems.warnings):
        raise BuildError(problems.errors + [f"warning: {w}" for w in problems.warnings])
    write_files(files, pathlib.Path(output_dir))
    report = BuildReport(pathlib.Path(output_dir), tuple(files), tuple(problems.warnings), tuple(sizes))
    if not quiet:
        print_fn(summarise_warnings(problems.warnings))
    return report


def summarise_warnings(warnings: list[str], limit: int = 15) -> str:
    lines = [f"warning: {warning}" for warning in warnings[:limit]]
    if len(warnings) > limit:
        lines.append(
            f"... and {len(warnings) - limit} more warnings "
            "(`marquoir build --strict` lists them all and fails; "
            "`marquoir i18n stats` counts untranslated messages)"
        )
    return "\n".join(lines)
