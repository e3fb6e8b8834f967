"""The builder's layers, read from its own imports: the packages are in one order, bottom to top, and
each imports only packages below it (no import runs back up), no import circle, no folder over about
ten modules, and the core names no game. An import under `if TYPE_CHECKING:` (a type named for
annotations only, never imported when the build runs) is exempt from the order and the circle."""
from __future__ import annotations

import ast
import pathlib
import re

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "site_builder"
MAX_MODULES = 10

# The layers, bottom to top, by the first name under site_builder (a package or a module). Each may
# import only the layers below it.
LAYERS = (
    "exceptions",    # the one exception family and Problem
    "config",        # where the sources are, the languages, the cache folder
    "structure",     # the model: pages, assets, the gathered site, the build cache, the memo
    "plugins",       # what a game plug-in declares, and how plug-ins are found
    "pyodide",       # the runtime, the trimmed standard library, the scorer wheels
    "content",       # Markdown blocks, front matter, worked examples (parsing, no rendering)
    "translations",  # catalogs: reading, checking, extraction
    "rendering",     # pages in every language, Markdown rendered, ES modules, sitemap, manifest
    "game",          # the one door of a game's plug-in to the core (its facade)
    "games",         # the game plug-ins
    "publishing",    # what a host needs beside the pages: offline, host rules, link check, sizes
    "pipeline",      # the build's stages: gathering, checking, site files, writing
    "commands",      # the command line and what it runs (build, serve, i18n, golden)
    "__main__",
)
# Beside, not above: layers the order puts below one that still may not import them.
SIDEWAYS = {
    "content": {"pyodide"},
    "translations": {"pyodide"},
}
FORBIDDEN = {layer: set(LAYERS[index:]) - {layer} | SIDEWAYS.get(layer, set())
             for index, layer in enumerate(LAYERS)}


def module_name(path: pathlib.Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_module(name: str) -> bool:
    place = PACKAGE / name.replace(".", "/")
    return place.with_suffix(".py").exists() or (place / "__init__.py").exists()


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def import_nodes(tree: ast.Module) -> tuple[list[ast.stmt], list[ast.stmt]]:
    """The file's import statements: those the build runs, and those under `if TYPE_CHECKING:`."""
    annotations = {id(node) for block in ast.walk(tree)
                   if isinstance(block, ast.If) and is_type_checking(block.test)
                   for statement in block.body for node in ast.walk(statement)}
    imports = [node for node in ast.walk(tree) if isinstance(node, (ast.Import, ast.ImportFrom))]
    return ([node for node in imports if id(node) not in annotations],
            [node for node in imports if id(node) in annotations])


def imports_of(path: pathlib.Path, annotations_only: bool = False) -> set[str]:
    """The site_builder modules a file imports, as dotted names under site_builder: those imported when
    it runs, or (annotations_only) those named under `if TYPE_CHECKING:` only."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    found = set()
    run, annotations = import_nodes(ast.parse(path.read_text(encoding="utf-8")))
    for node in annotations if annotations_only else run:
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
        else:
            found.update(alias.name[len("site_builder."):] for alias in node.names
                         if alias.name.startswith("site_builder."))
    return {name for name in found if name}


def modules(annotations_only: bool = False) -> dict[str, set[str]]:
    return {module_name(path): imports_of(path, annotations_only) for path in sorted(PACKAGE.rglob("*.py"))
            if module_name(path)}


GRAPH = modules()
ANNOTATIONS = modules(annotations_only=True)


def test_every_module_is_in_a_layer():
    """A new package or top module takes its place in LAYERS (and the docs' architecture page)."""
    assert not {module.split(".")[0] for module in GRAPH} - set(LAYERS)


@pytest.mark.parametrize("module", sorted(GRAPH))
def test_each_package_imports_only_what_lies_below_it(module):
    top = module.split(".")[0]
    forbidden = FORBIDDEN[top]
    wrong = sorted(name for name in GRAPH[module] if name.split(".")[0] in forbidden)
    assert not wrong, f"site_builder.{module} imports {wrong}, which {top}/ may not import"


def test_the_core_imports_no_game():
    """The order puts the plug-ins below publishing, the pipeline and the commands: none of them, nor
    anything else of the core, imports a game (the build finds them through their entry points)."""
    for module, imported in GRAPH.items():
        if not module.startswith("games"):
            assert not {name for name in (imported | ANNOTATIONS[module]) if name.startswith("games")}, module


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
    games = re.compile(r"arboretum|lost.cities|sushi.go|skull.king", re.IGNORECASE)
    for path in sorted(PACKAGE.rglob("*")):
        parts = path.relative_to(PACKAGE).parts
        if path.is_file() and "games" not in parts and "__pycache__" not in parts:
            text = path.read_text(encoding="utf-8", errors="replace")
            assert not games.search(text), f"{path.relative_to(PACKAGE.parent)} names a game"


def test_the_reader_sees_the_layers_it_checks():
    """The test reads real edges (it would pass on nothing otherwise), and tells the imports under
    `if TYPE_CHECKING:` from those the build runs."""
    assert "structure.pages" in GRAPH["rendering.scorer_pages"]
    assert "exceptions" in GRAPH["commands.build"]
    assert "plugins.interface" in GRAPH["plugins.loading"]
    assert "pipeline.gathering" in GRAPH["commands.build"]
    assert "plugins.interface" in ANNOTATIONS["structure.site"]
    assert "plugins.interface" not in GRAPH["structure.site"]
    assert FORBIDDEN["structure"] >= {"plugins", "content", "translations", "rendering", "commands"}
