"""What the build's own stages keep in the build cache for the next build (structure/build_cache.py):
each Markdown file as parsed, each catalog's translation checks, the compiled templates."""
from __future__ import annotations

import hashlib
import json
import pathlib
import pickle

import babel
import jinja2
import markdown_it

from .. import exceptions
from ..content import markdown_blocks
from ..content.markdown_blocks import Document, parse_document
from ..exceptions import (
    Level,
    Problem,
)
from ..structure.build_cache import TemplateBytecodeCache, cache_key, kept, source_of
from ..structure.build_memo import BuildMemo
from ..translations import catalogs as catalogs_module
from ..translations import checks as translation_checks
from ..translations.catalogs import (
    LoadedCatalog,
)
from ..translations.checks import catalog_problems


def kept_document(text: str, relative: str, cache_dir: pathlib.Path | None = None) -> Document:
    """parse_document(text, relative), as an earlier build parsed the same text with the same code and
    markdown-it (kept pickled in the cache's documents/)."""
    key = cache_key(text, relative, markdown_it.__version__, source_of(markdown_blocks.__file__))
    data = kept(cache_dir, "documents", f"{key}.pickle",
                lambda: pickle.dumps(parse_document(text, relative), pickle.HIGHEST_PROTOCOL))
    try:
        return pickle.loads(data)
    except (pickle.UnpicklingError, EOFError, AttributeError, ImportError, IndexError, TypeError, ValueError):
        return parse_document(text, relative)  # a damaged entry: parsed again


# What the checks of a catalog's translations run: their answer is kept for the same catalog and terms
# while none of these changes (with Babel's and markdown-it's versions).
CHECKING_MODULES = (translation_checks, catalogs_module, markdown_blocks, exceptions)


def kept_catalog_problems(
    loaded: LoadedCatalog, terms, memo: BuildMemo | None = None, cache_dir: pathlib.Path | None = None
) -> list[tuple[object, Problem]]:
    """catalog_problems(loaded, terms), as an earlier build found them for the same catalog (its
    LoadedCatalog.digest) and glossary, kept in the cache's catalog-checks/ as JSON. With a memo (builds
    one after another in one process: the preview), each message is checked once and its findings
    remembered instead, so that a save re-checks only the messages it changed."""
    if memo is not None:
        return catalog_problems(loaded, terms, memo.remember)
    if loaded.digest is None or cache_dir is None:
        return catalog_problems(loaded, terms)
    terms = sorted(set(terms), key=repr)
    key = cache_key(loaded.digest, repr(terms), babel.__version__, markdown_it.__version__,
                    *(source_of(module.__file__) for module in CHECKING_MODULES))

    def check() -> bytes:
        found = [[list(key) if isinstance(key, tuple) else key, problem.text, problem.path, problem.line,
                  problem.level.value] for key, problem in catalog_problems(loaded, terms)]
        return json.dumps(found, ensure_ascii=False).encode("utf-8")

    found = json.loads(kept(cache_dir, "catalog-checks", f"{key}.json", check))
    return [(tuple(key) if isinstance(key, list) else key, Problem(text, path, line, Level(level)))
            for key, text, path, line, level in found]



# The environment's settings that change what a template compiles to: the compiled templates kept between
# builds are kept apart for each set of them (Jinja keys its cache by template and source only).
COMPILING_SETTINGS = (
    "block_start_string", "block_end_string", "variable_start_string", "variable_end_string",
    "comment_start_string", "comment_end_string", "line_statement_prefix", "line_comment_prefix",
    "trim_blocks", "lstrip_blocks", "newline_sequence", "keep_trailing_newline", "autoescape", "optimized",
    "newstyle_gettext",
)


def compiled_templates(
    env: jinja2.Environment, cache_dir: pathlib.Path | None
) -> jinja2.BytecodeCache | None:
    """Templates compiled by an earlier build, kept in the cache's jinja/<settings>/ (as the trimmed
    standard library is; no cache_dir, none): Jinja recompiles any template whose source changed; a
    change of the environment's compiling settings, extensions or Jinja's version uses another folder."""
    if cache_dir is None:
        return None
    settings = [jinja2.__version__, sorted(env.extensions), env.finalize is not None]
    settings += [getattr(env, name, None) for name in COMPILING_SETTINGS]
    settings += sorted((key, value) for key, value in env.policies.items()
                       if value is None or isinstance(value, (str, bool, int)))
    digest = hashlib.sha256(repr(settings).encode("utf-8")).hexdigest()[:16]
    folder = cache_dir / "jinja" / digest
    folder.mkdir(parents=True, exist_ok=True)
    return TemplateBytecodeCache(str(folder))
