"""The build, MkDocs style: gather (config, content, catalogs, games and their plug-ins, pages, assets),
check, render every page in memory, check the output (links, anchors, weight), and only then write.
Two builds of the same sources are byte-identical: no timestamps, everything sorted. Each stage is a
module of pipeline/ (gathering, checking, site_files, output_folder); this one runs them in order."""
from __future__ import annotations

import pathlib
from typing import Any

from ..config.site_config import SiteConfig
from ..exceptions import BuildError, Level, Problem
from ..pipeline.checking import check_output, check_site
from ..pipeline.gathering import gather_site
from ..pipeline.output_folder import write_files
from ..pipeline.site_files import render_site
from ..structure.build_memo import BuildMemo
from ..structure.site import BuildReport, Problems


def site_config(root=None, locales_dir=None) -> SiteConfig:
    kwargs: dict[str, Any] = {}
    if root is not None:
        kwargs["root"] = pathlib.Path(root)
    if locales_dir is not None:
        kwargs["locales_dir"] = pathlib.Path(locales_dir)
    return SiteConfig(**kwargs)


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
# untranslated ones: the deploy), True or "all" (fail on any problem, the untranslated or fuzzy
# messages of the languages declared complete included: CI).
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
