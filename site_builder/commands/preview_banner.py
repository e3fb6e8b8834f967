"""What `marquoir serve` adds to the pages it serves, never written into a build: a banner listing the
problems of the page's catalog (its broken translations, each `error: file:line: ...`, then its
untranslated and fuzzy messages folded away), and the failure of the last build; before any build
succeeded, an error page listing the problems instead of the site.

Inline styles: the preview is served without the published Content-Security-Policy."""
from __future__ import annotations

import re

from markupsafe import escape

from ..exceptions import Level, Problem

BANNER_ID = "marquoir-preview-problems"
BODY = re.compile(r"<body\b[^>]*>", re.IGNORECASE)
BOX = ("font: 15px/1.4 system-ui, sans-serif; background: #fff4e5; color: #4a2700; border-bottom: 3px "
       "solid #c25400; padding: 0.5rem 1rem; margin: 0; max-height: 45vh; overflow: auto")
ITEM = "font: 13px/1.35 ui-monospace, monospace; margin: 0.15rem 0; overflow-wrap: anywhere"


def _items(problems: list[Problem]) -> str:
    return "".join(f'<li style="{ITEM}">{escape(problem.report_line)}</li>' for problem in problems)


def _list(problems: list[Problem]) -> str:
    return f'<ul style="margin: 0.25rem 0; padding-left: 1.2rem">{_items(problems)}</ul>'


def failure_section(failure: tuple[Problem, ...]) -> str:
    if not failure:
        return ""
    return (f"<p><strong>The last build failed ({len(failure)} problem(s)): this page is from the last "
            f"good build.</strong></p>{_list(list(failure))}")


def catalog_section(problems: tuple[Problem, ...], catalog: str) -> str:
    mine = [problem for problem in problems if problem.path == catalog]
    errors = [problem for problem in mine if problem.level is not Level.WARNING]
    warnings = [problem for problem in mine if problem.level is Level.WARNING]
    parts = []
    if errors:
        parts.append(f"<p><strong>{len(errors)} broken translation(s) in {escape(catalog)}</strong> "
                     f"(each message shows in French until it is fixed):</p>{_list(errors)}")
    if warnings:
        parts.append(f"<details><summary>{len(warnings)} untranslated or fuzzy message(s) in "
                     f"{escape(catalog)}</summary>{_list(warnings)}</details>")
    return "".join(parts)


def problems_banner(preview, catalog: str | None) -> str:
    """The banner of a page whose catalog is `catalog` (None: a page of no language), or ""."""
    inner = failure_section(preview.failure)
    if catalog is not None:
        inner += catalog_section(preview.problems, catalog)
    if not inner:
        return ""
    return (f'<aside id="{BANNER_ID}" lang="en" role="status" style="{BOX}">'
            '<p style="margin: 0"><em>Preview (marquoir serve), not part of the site:</em></p>'
            f"{inner}</aside>")


def with_banner(html: str, banner: str) -> str:
    """The page with the banner first in its body."""
    if not banner:
        return html
    match = BODY.search(html)
    at = match.end() if match else 0
    return html[:at] + banner + html[at:]


def error_page(problems: tuple[Problem, ...]) -> str:
    """Served for every page until a build succeeds; reloads itself every two seconds."""
    return ('<!doctype html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<meta http-equiv="refresh" content="2"><title>Build failed · marquoir serve</title></head>'
            f'<body><aside id="{BANNER_ID}" lang="en" role="alert" style="{BOX}">'
            f"<p><strong>The build failed ({len(problems)} problem(s)); nothing to serve yet.</strong> "
            "Fix them and save: the site is served as soon as a build succeeds.</p>"
            f"{_list(list(problems))}</aside></body></html>")
