"""The builder's layers, read from its own imports: each package imports only the packages below it
(the model no pipeline module, translations no rendering...), no import circle, no folder over about
ten modules, and the core names no game."""
from __future__ import annotations

import ast
import pathlib
import re

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "site_builder"
MAX_MODULES = 10

# What each package may never import (by the package's first name under site_builder).
FORBIDDEN = {
    "exceptions": {"commands", "config", "structure", "plugins", "translations", "content", "rendering",
                   "publishing", "pyodide", "games"},
    "config": {"commands", "structure", "plugins", "translations", "content", "rendering", "publishing",
               "pyodide", "games"},
    "structure": {"commands", "rendering", "publishing", "pyodide", "games"},
    "plugins": {"commands", "translations", "content", "rendering", "publishing", "pyodide", "games"},
    "translations": {"commands", "rendering", "publishing", "pyodide", "games"},
    "content": {"commands", "rendering", "publishing", "pyodide", "games"},
    "pyodide": {"commands", "translations", "content", "rendering", "publishing", "games"},
    "rendering": {"commands", "publishing", "games"},
    "publishing": {"commands", "games"},
    "games": {"commands"},
}
# The model's modules that are data types only: the pipeline stages of those packages are not for it.
MODEL_MAY_IMPORT = {"content.markdown_blocks", "translations.catalogs", "plugins.interface"}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    place = PACKAGE / name.replace(".", "/")
    return place.with_suffix(".py").exists() or (place / "__init__.py").exists()


def imports_of(path: pathlib.Path) -> set[str]:
    """The site_builder modules a file imports, as dotted names under site_builder."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = [*base, *(node.module.split(".") if node.module else [])]
            elif node.module and node.module.startswith("site_builder"):
                target = node.module.split(".")[1:]
            else:
                continue
            names = [".".join([*target, alias.name]) for alias in node.names]
            found.update(name for name in names if is_module(name))
            if target:
                found.add(".".join(target))
        elif isinstance(node, ast.Import):
            found.update(alias.name[len("site_builder."):] for alias in node.names
                         if alias.name.startswith("site_builder."))
    return {name for name in found if name}


def modules() -> dict[str, set[str]]:
    return {module_name(path): imports_of(path) for path in sorted(PACKAGE.rglob("*.py"))
            if module_name(path)}


GRAPH = modules()


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_each_package_imports_only_what_lies_below_it(module):
    top = module.split(".")[0]
    forbidden = FORBIDDEN.get(top, set())
    wrong = sorted(name for name in GRAPH[module] if name.split(".")[0] in forbidden)
    assert not wrong, f"site_builder.{module} imports {wrong}, which {top}/ may not import"


def test_the_model_imports_no_pipeline_module():
    for module, imported in GRAPH.items():
        if module.startswith("structure"):
            outside = {name for name in imported
                       if name.split(".")[0] not in {"structure", "config", "exceptions"}}
            assert outside <= MODEL_MAY_IMPORT | {name.split(".")[0] for name in MODEL_MAY_IMPORT}, (
                module, sorted(outside - MODEL_MAY_IMPORT))


def test_translations_import_no_rendering_and_the_core_no_game():
    for module, imported in GRAPH.items():
        if module.startswith("translations"):
            assert not {name for name in imported if name.startswith("rendering")}, module
        if not module.startswith("games"):
            assert not {name for name in imported if name.startswith("games.")}, module


def test_no_import_circle():
    graph = {module: {name for name in imported if name in GRAPH and name != module}
             for module, imported in GRAPH.items()}
    state: dict[str, str] = {}
    chain: list[str] = []

    def visit(module: str) -> None:
        state[module] = "open"
        chain.append(module)
        for name in sorted(graph[module]):
            if state.get(name) == "open":
                cycle = chain[chain.index(name):] + [name]
                raise AssertionError("import circle: " + " -> ".join(cycle))
            if name not in state:
                visit(name)
        chain.pop()
        state[module] = "done"

    for module in sorted(graph):
        if module not in state:
            visit(module)


def test_no_folder_holds_more_than_about_ten_modules():
    for folder in [PACKAGE, *sorted(p for p in PACKAGE.rglob("*") if p.is_dir() and p.name != "__pycache__")]:
        count = len([path for path in folder.glob("*.py") if path.name != "__init__.py"])
        count += len(list(folder.glob("*.mjs")))
        assert count <= MAX_MODULES, f"{folder.relative_to(PACKAGE.parent)} holds {count} modules"


def test_the_core_names_no_game():
    games = re.compile(r"arboretum|lost.cities|sushi.go", re.IGNORECASE)
    for path in sorted(PACKAGE.rglob("*")):
        parts = path.relative_to(PACKAGE).parts
        if path.is_file() and "games" not in parts and "__pycache__" not in parts:
            text = path.read_text(encoding="utf-8", errors="replace")
            assert not games.search(text), f"{path.relative_to(PACKAGE.parent)} names a game"


def test_the_reader_sees_the_layers_it_checks():
    """The test reads real edges (it would pass on nothing otherwise)."""
    assert "structure.pages" in GRAPH["rendering.scorer_pages"]
    assert "exceptions" in GRAPH["commands.build"]
    assert "plugins.interface" in GRAPH["plugins.loading"]
