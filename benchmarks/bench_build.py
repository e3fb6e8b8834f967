"""Time of a full build and of its phases, as games are added, against the build as it was.

Run: .venv/bin/python benchmarks/bench_build.py [--rounds N] [--baseline COMMIT]

Three sites are built, each in a fresh process (what `./dev build` does), with the disk cache warm
(each first built once, not counted), in turn (A B C A B C ...) as this machine's cores are noisy:

- "baseline": the two games at COMMIT (f8b4bb1 by default: the build before it was made faster),
  extracted with `git archive` into a temporary folder;
- "today": the games of this checkout (their number in its name);
- "one more": a temporary copy of this checkout with one more game, Lost Cities copied under the slug
  copied-cities: its rules, its plug-in and its scorer package (the slug and package names replaced
  throughout), and in every catalog a copy of each of its messages under a context of its own (so the
  catalogs are read and checked as with another game's messages).

Each build runs the phases commands/build.py runs, in order (gather, check, render, output checks,
write: the modules of site_builder/pipeline/, as commands/build.py imports them), timed from outside.
Prints the median time of each phase, the whole build's and the process's (start and imports
included), and the median of the per-round ratios against the baseline. The goal: three games' build
(or more) in at most half of the baseline's two-game time.
"""
from __future__ import annotations

import argparse
import dataclasses
import importlib
import importlib.metadata
import json
import pathlib
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
BASELINE = "f8b4bb1"
PHASES = ("gather", "check", "render", "output checks", "write")
COPIED_FROM, COPIED_TO = ("lost-cities", "lost_cities"), ("copied-cities", "copied_cities")
COPY_CONTEXT = "copied-cities"  # the context of the catalogs' copies of the copied game's messages
TEXT_SUFFIXES = {".py", ".html", ".mjs", ".css", ".md", ".json"}


# ---------------------------------------------------------------- one build, in the measured tree


def build_module():
    """The build's module in the tree on sys.path: site_builder/commands/build.py, or before the
    builder was laid out by role, site_builder/build.py."""
    try:
        return importlib.import_module("site_builder.commands.build")
    except ModuleNotFoundError:
        return importlib.import_module("site_builder.build")


def tree_plugins(root: pathlib.Path, names: list[str]) -> dict:
    """The game plug-ins for a build of root, by slug: those registered as entry points (the venv's, which
    may name games newer than an old tree) whose game has rules in root, and those given as
    `module:attribute`."""
    found = {}
    for entry in importlib.metadata.entry_points(group="marquoir.games"):
        if (root / "content" / entry.name / "rules.md").is_file():
            plugin = entry.load()
            found[plugin.slug] = plugin
    for name in names:
        module, _, attribute = name.partition(":")
        plugin = getattr(importlib.import_module(module), attribute)
        found[plugin.slug] = plugin
    return found


def run_one_build(root: pathlib.Path, output: pathlib.Path, plugins: list[str]) -> dict[str, float]:
    """The phases of one build of root, each timed; nothing of the build itself is changed. Loading the
    plug-ins (what the build does first when none are given) counts in the gather phase."""
    started = time.perf_counter()
    build = build_module()
    config = build.site_config(root)
    times = {"imports": time.perf_counter() - started}
    started = time.perf_counter()
    config = dataclasses.replace(config, plugins=tree_plugins(root, plugins))
    loading = time.perf_counter() - started
    problems = build.Problems()

    def timed(phase, call, *args):
        start = time.perf_counter()
        result = call(*args)
        times[phase] = time.perf_counter() - start
        return result

    site = timed("gather", build.gather_site, config, problems)
    times["gather"] += loading
    timed("check", build.check_site, site, problems)
    if problems.errors:
        raise SystemExit("\n".join(str(problem) for problem in problems.errors))
    files, logs = timed("render", build.render_site, site)
    timed("output checks", build.check_output, site, files, logs, problems)
    if problems.errors:
        raise SystemExit("\n".join(str(problem) for problem in problems.errors))
    timed("write", build.write_files, files, output)
    times["build"] = sum(times[phase] for phase in PHASES)
    times["files"] = len(files)
    return times


def runner_main(argv: list[str]) -> None:
    """`bench_build.py --run ROOT OUTPUT [PLUGIN...]`: one build of ROOT, its times printed as JSON."""
    root, output, *plugins = argv
    sys.path.insert(0, root)  # this tree's site_builder, before the one installed in the venv
    print(json.dumps(run_one_build(pathlib.Path(root), pathlib.Path(output), plugins)))


# ---------------------------------------------------------------- the trees


def link_runtime(tree: pathlib.Path) -> None:
    """The npm packages (Pyodide) of this checkout and a copy of its disk cache (trimmed stdlib)."""
    (tree / "node_modules").symlink_to(ROOT / "node_modules")
    if (ROOT / ".cache").exists():
        shutil.copytree(ROOT / ".cache", tree / ".cache", symlinks=True)


def baseline_tree(commit: str, target: pathlib.Path) -> pathlib.Path:
    target.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", "--format=tar", commit],
                             capture_output=True, check=True).stdout
    with tempfile.TemporaryFile() as file:
        file.write(archive)
        file.seek(0)
        with tarfile.open(fileobj=file) as tar:
            tar.extractall(target, filter="data")
    link_runtime(target)
    return target


def checkout_copy(target: pathlib.Path) -> pathlib.Path:
    """This checkout's files as they are (tracked, and new ones not ignored)."""
    listed = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others",
                             "--exclude-standard"], capture_output=True, check=True).stdout
    for name in sorted(set(listed.decode().split("\0")) - {""}):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name, follow_symlinks=False)
    link_runtime(target)
    return target


def renamed(text: str) -> str:
    for old, new in zip(COPIED_FROM, COPIED_TO, strict=True):
        text = text.replace(old, new)
    return text


def copy_renamed(source: pathlib.Path, target: pathlib.Path) -> None:
    shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
    for path in target.rglob("*"):
        if path.is_file() and path.suffix in TEXT_SUFFIXES:
            path.write_text(renamed(path.read_text(encoding="utf-8")), encoding="utf-8")


def copy_catalog_messages(catalog) -> None:
    """A copy of each message of the copied game: its context renamed if it names the game (the copy's
    pages look it up), else under COPY_CONTEXT (read and checked as a third game's message would be)."""
    slug, package = COPIED_FROM
    for message in list(catalog):
        places = [path for path, _line in message.locations]
        if not message.id or not any(f"/{slug}/" in path or f"/{package}/" in path for path in places):
            continue
        context = renamed(message.context) if message.context and slug in message.context else COPY_CONTEXT
        catalog.add(message.id, message.string, [(renamed(path), line) for path, line in message.locations],
                    flags=message.flags, auto_comments=message.auto_comments,
                    user_comments=message.user_comments, context=context)


def one_more_game_tree(target: pathlib.Path) -> tuple[pathlib.Path, list[str]]:
    """This checkout with Lost Cities copied as one more game; the plug-in to register for it."""
    sys.path.insert(0, str(ROOT))
    from site_builder.translations.po_files import read_catalog, write_catalog

    tree = checkout_copy(target)
    (slug, package), (new_slug, new_package) = COPIED_FROM, COPIED_TO
    copy_renamed(tree / "content" / slug, tree / "content" / new_slug)
    copy_renamed(tree / "site_builder" / "games" / package, tree / "site_builder" / "games" / new_package)
    copy_renamed(tree / "scorer" / package, tree / "scorer" / new_package)
    for po in sorted((tree / "locales").glob("*/LC_MESSAGES/messages.po")):
        catalog = read_catalog(po, po.parts[-3])
        copy_catalog_messages(catalog)
        write_catalog(po, catalog)
    return tree, [f"site_builder.games.{new_package}:plugin"]


# ---------------------------------------------------------------- measuring


@dataclasses.dataclass
class Site:
    name: str
    root: pathlib.Path
    plugins: list[str]
    runs: list[dict] = dataclasses.field(default_factory=list)

    def build(self, output: pathlib.Path) -> dict:
        command = [sys.executable, __file__, "--run", str(self.root), str(output), *self.plugins]
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.root, check=False)
        if done.returncode != 0:
            raise SystemExit(f"{self.name}: the build failed\n{done.stdout}{done.stderr}")
        times = json.loads(done.stdout.strip().splitlines()[-1])
        times["process"] = time.perf_counter() - started
        return times

    def median(self, key: str) -> float:
        return statistics.median(run[key] for run in self.runs)


def game_count(root: pathlib.Path) -> int:
    return len(list((root / "content").glob("*/rules.md")))


def report(sites: list[Site], baseline: Site) -> str:
    keys = [*PHASES, "build", "imports", "process"]
    width = max(len(key) for key in keys)
    column = max(12, *(len(site.name) for site in sites))
    lines = [f"{'median (s)':<{width}} " + " ".join(f"{site.name:>{column}}" for site in sites)]
    for key in keys:
        lines.append(f"{key:<{width}} " + " ".join(f"{site.median(key):{column}.3f}" for site in sites))
    lines.append(f"{'files':<{width}} " + " ".join(f"{site.runs[0]['files']:{column}d}" for site in sites))
    lines.append("")
    for site in sites:
        if site is baseline:
            continue
        for key in ("build", "process"):
            ratios = [run[key] / base[key] for run, base in zip(site.runs, baseline.runs, strict=True)]
            lines.append(f"{site.name} / {baseline.name}, {key}: median of {len(ratios)} interleaved ratios "
                         f"{statistics.median(ratios):.2f} (from {min(ratios):.2f} to {max(ratios):.2f})")
    return "\n".join(lines)


def main() -> None:
    if sys.argv[1:2] == ["--run"]:
        runner_main(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--baseline", default=BASELINE)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-build-") as temp:
        temp = pathlib.Path(temp)
        more, plugins = one_more_game_tree(temp / "more")
        baseline = Site(f"at {args.baseline}", baseline_tree(args.baseline, temp / "baseline"), [])
        games = game_count(ROOT)
        sites = [baseline, Site(f"today: {games} games", ROOT, []),
                 Site(f"one more: {games + 1}", more, plugins)]
        for site in sites:  # warms the disk cache (the scorers' trimmed standard library)
            site.build(temp / "out" / "warm")
        for _ in range(args.rounds):
            for site in sites:
                site.runs.append(site.build(temp / "out" / "site"))
        print(f"{args.rounds} rounds, each site built in a fresh process in turn, disk cache warm")
        print(report(sites, baseline))
        print(f"goal: three games or more / {baseline.name} (two games) at most 0.50")


if __name__ == "__main__":
    main()
