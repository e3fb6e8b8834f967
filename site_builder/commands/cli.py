"""The `marquoir` command line: a thin layer over the build and catalog functions."""
from __future__ import annotations

import argparse
import os
import pathlib
import sys

from ..config.site_config import RULES_PAGE_GZIP_LIMIT, SiteConfig
from ..exceptions import BuildError, CatalogError, MarquoirError, Problem, failures_located, internal_problem


def _config(args) -> SiteConfig:
    kwargs = {}
    if getattr(args, "root", None):
        kwargs["root"] = pathlib.Path(args.root)
    if getattr(args, "locales", None):
        kwargs["locales_dir"] = pathlib.Path(args.locales)
    return SiteConfig(**kwargs)


def _print_problems(title: str, problems: list[Problem]) -> None:
    print(title, file=sys.stderr)
    for problem in problems:
        print(f"  {problem.report_line}", file=sys.stderr)


def command_build(args) -> int:
    from ..publishing.size_report import format_report
    from .build import build_site

    config = _config(args)
    try:
        with failures_located(config.root):
            report = build_site(output_dir=pathlib.Path(args.output), strict=args.strict, quiet=args.quiet,
                                config=config)
    except BuildError as error:
        _print_problems(f"Build failed ({len(error.problems)} problem(s)), nothing written:", error.problems)
        return 1
    if not args.quiet:
        print(format_report(list(report.sizes), RULES_PAGE_GZIP_LIMIT))
        print(f"{len(report.files)} files written to {report.output_dir}, {len(report.warnings)} problem(s)")
    return 0


def command_serve(args) -> int:
    from .serve import serve

    serve(_config(args), port=args.port, strict=args.strict)
    return 0


def command_i18n(args) -> int:
    from . import i18n as maintenance

    if (args.language or args.keep_obsolete) and args.action != "update":
        print(f"marquoir i18n {args.action}: -l and --keep-obsolete go with `update` only", file=sys.stderr)
        return 2
    try:
        return _i18n_action(args, _config(args), maintenance)
    except CatalogError as error:
        _print_problems(f"{len(error.problems)} catalog problem(s), no catalog written:", error.problems)
        return 1


def _i18n_action(args, config: SiteConfig, maintenance) -> int:
    if args.action == "update":
        languages = tuple(args.language) if args.language else None
        report = maintenance.update_catalogs(config, languages=languages, keep_obsolete=args.keep_obsolete)
        for line in report:
            print(line)
        return 0
    if args.action == "stats":
        print(maintenance.format_stats(maintenance.catalog_stats(config)))
        return 0
    if args.action == "compile":
        for line in maintenance.compile_catalogs(config):
            print(line)
        return 0
    problems = maintenance.check_translations(config)
    if problems:
        _print_problems(f"{len(problems)} translation problem(s):", problems)
        return 1
    print("Translations check: no problem.")
    return 0


def command_golden(args) -> int:
    from .golden import write_golden

    try:
        for line in write_golden(_config(args)):
            print(line)
    except BuildError as error:
        _print_problems("Build failed, golden files unchanged:", error.problems)
        return 1
    return 0


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="marquoir", description="Build and translate the Marquoir site.")
    top.add_argument("--root", help="repository root (default: this checkout)")
    top.add_argument("--locales", help="catalogs folder (default: ROOT/locales)")
    commands = top.add_subparsers(dest="command", required=True)

    build = commands.add_parser("build", help="render the whole site")
    build.add_argument("-o", "--output", default="_site", help="output folder (default: _site)")
    build.add_argument("--strict", nargs="?", const="all", default=False, choices=["all", "errors"],
                       help="--strict: fail on any problem, the untranslated or fuzzy messages of the "
                            "languages declared complete (COMPLETE_LANGUAGES) included (CI); "
                            "--strict=errors: fail on broken translations and errors, never on an "
                            "untranslated message (the deploy)")
    build.add_argument("--quiet", action="store_true", help="print nothing unless the build fails")
    build.set_defaults(run=command_build)

    serve = commands.add_parser("serve", help="build, serve on 127.0.0.1 and rebuild on change")
    serve.add_argument("--port", type=int, default=8000)
    serve.add_argument("--strict", nargs="?", const="all", default=False, choices=["all", "errors"])
    serve.set_defaults(run=command_serve)

    i18n = commands.add_parser("i18n", help="translation catalogs")
    i18n.add_argument("action", choices=["update", "stats", "check", "compile"],
                      help="update: extract and merge catalogs; stats: progress per language; "
                           "check: syntax and translation checks; compile: write .mo files")
    i18n.add_argument("-l", "--language", action="append", metavar="LANG",
                      help="update: this language's catalog only (and the template); may be repeated")
    i18n.add_argument("--keep-obsolete", action="store_true",
                      help="update: keep the obsolete messages (#~) instead of dropping them")
    i18n.set_defaults(run=command_i18n)

    golden = commands.add_parser("golden", help="regenerate tests/golden/ from a fresh build")
    golden.set_defaults(run=command_golden)
    return top


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130
    except MarquoirError as error:  # what a command did not word itself (a plug-in that cannot load...)
        _print_problems(f"marquoir {args.command}: {len(error.problems)} problem(s):", error.problems)
        return 1
    except Exception as error:  # a bug: one sentence, the traceback only when asked for
        if os.environ.get(DEBUG_VARIABLE):
            raise
        print(f"marquoir {args.command}: {internal_problem(error).report_line}", file=sys.stderr)
        return 2


DEBUG_VARIABLE = "MARQUOIR_DEBUG"  # set (to anything): an internal error shows its traceback


if __name__ == "__main__":
    sys.exit(main())
