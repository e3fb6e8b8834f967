"""Finding the game plug-ins (entry points of the group marquoir.games) and checking each against
its declaration (plugins/interface.py): every problem of every plug-in is collected, named by its
plug-in, and raised at once as a PluginError; a third party's failing import is one of them, never a
traceback."""
from __future__ import annotations

import importlib
import importlib.util
from importlib.metadata import entry_points

from ..exceptions import PluginError, Problem
from .interface import ENTRY_POINT_GROUP, GamePlugin, ScorerSpec


def load_plugins() -> dict[str, GamePlugin]:
    """Every registered game plug-in by slug, each checked; PluginError lists every problem."""
    found: dict[str, GamePlugin] = {}
    problems: list[Problem] = []
    for entry in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda entry: entry.name):
        where = f"game plug-in {entry.name} ({entry.value})"
        try:
            plugin = entry.load()
        except Exception as error:  # a third party's import: reported with the others, never raised
            problems.append(Problem(f"cannot be loaded: {type(error).__name__}: {error}", where))
            continue
        if entry.name in found:
            problems.append(Problem(f"two game plug-ins are registered as {entry.name}", where))
            continue
        if not isinstance(plugin, GamePlugin):
            problems.append(Problem("is not a GamePlugin", where))
            continue
        if plugin.slug != entry.name:
            problems.append(Problem(f"declares the slug {plugin.slug!r}", where))
        found[entry.name] = plugin
    problems += plugins_problems(found)
    if problems:
        raise PluginError(problems)
    return found


def checked_plugins(plugins: dict[str, GamePlugin]) -> dict[str, GamePlugin]:
    """Plug-ins given directly (a test's, a config's), checked as registered ones are."""
    problems = plugins_problems(plugins)
    if problems:
        raise PluginError(problems)
    return dict(plugins)


def plugins_problems(plugins: dict[str, GamePlugin]) -> list[Problem]:
    return [problem for slug, plugin in sorted(plugins.items()) for problem in plugin_problems(slug, plugin)]


def plugin_problems(slug: str, plugin: GamePlugin) -> list[Problem]:
    """What a plug-in declares but does not have: templates, modules, its scorer package's interface."""
    where = f"game plug-in {slug}"
    templates = [handler.template for handler in plugin.fences]
    if plugin.scorer is not None:
        templates.append(plugin.scorer.template)
    problems = [Problem(text, where) for text in template_problems(slug, plugin, templates)]
    if plugin.scorer is not None:
        problems += [Problem(text, where) for text in scorer_problems(plugin.scorer)]
    bgg_id = plugin.bgg_id
    if bgg_id is not None and (isinstance(bgg_id, bool) or not isinstance(bgg_id, int) or bgg_id <= 0):
        problems.append(Problem(f"declares bgg_id {bgg_id!r}: BoardGameGeek's ids are whole numbers above 0",
                                where))
    return problems


def template_problems(slug: str, plugin: GamePlugin, templates: list[str]) -> list[str]:
    if not templates:
        return []
    if plugin.templates_dir is None or not plugin.templates_dir.is_dir():
        return [f"declares the templates {', '.join(templates)} but has no templates folder "
                f"({plugin.templates_dir})"]
    problems = []
    for template in templates:
        prefix, _, name = template.partition("/")
        if prefix != slug or not name:
            problems.append(f"template {template!r} is not named `{slug}/<name>.html`")
        elif not (plugin.templates_dir / name).is_file():
            problems.append(f"template {template!r} is missing: no {plugin.templates_dir / name}")
    return problems


def scorer_problems(spec: ScorerSpec) -> list[str]:
    problems = []
    entry = spec.static_dir / spec.entry_module
    if not entry.is_file():
        problems.append(f"scorer page module {spec.entry_module} is missing: no {entry}")
    module, failure = import_scorer(spec.package)
    if module is None:
        return problems + [failure]
    if not callable(getattr(module, spec.function, None)):
        problems.append(f"scorer package {spec.package} has no function {spec.function}()")
    english, failure = import_scorer(f"{spec.package}.english")
    if english is None or not callable(getattr(english, "describe", None)):
        problems.append(f"scorer package {spec.package} has no english.describe(problem) (the command "
                        "line's words for its problems)")
    if getattr(module, "LIMITS", None) is None:
        problems.append(f"scorer package {spec.package} declares no LIMITS (what it reads at most)")
    counts = getattr(module, "PLAYER_COUNTS", None)
    if not counts or not all(isinstance(count, int) and count > 0 for count in counts):
        problems.append(f"scorer package {spec.package} declares no PLAYER_COUNTS (the numbers of players "
                        "it scores)")
    return problems


def import_scorer(name: str):
    """(module, None), or (None, why it cannot be imported)."""
    try:
        if importlib.util.find_spec(name) is None:
            return None, f"scorer package {name} cannot be imported: no such module on the import path"
        return importlib.import_module(name), None
    except Exception as error:  # the package's own import: any failure is the plug-in's problem
        return None, f"scorer package {name} cannot be imported: {type(error).__name__}: {error}"


def glossary_terms(plugins) -> tuple[tuple[str, str], ...]:
    """Every game's glossary terms as (msgctxt, French), sorted."""
    found = {(term.context, term.text) for plugin in plugins.values() for term in plugin.glossary}
    return tuple(sorted(found))
