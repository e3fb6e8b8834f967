"""ES modules published as fingerprinted files whose imports name each other's fingerprinted names.

Modules import one another as `./name.mjs` (the only forms used: `from "./x.mjs"`, `import "./x.mjs"`,
`import("./x.mjs")`). A change in one module gives new names to it and to every module importing it,
so each can be cached forever.
"""
from __future__ import annotations

import pathlib
import re
from collections.abc import Mapping

from ..exceptions import ModuleError, Problem
from ..structure.pages import Asset
from .script_comments import without_comment_lines

RELATIVE_IMPORT = re.compile(
    r"""(?P<head>\bfrom\s*|\bimport\s*\(?\s*)(?P<quote>["'])\./(?P<name>[\w.-]+\.mjs)(?P=quote)"""
)



def module_imports(text: str) -> list[str]:
    return [match.group("name") for match in RELATIVE_IMPORT.finditer(text)]


def module_assets(
    sources: dict[str, str], prefix: str, where: str = "", elsewhere: Mapping[str, str] | None = None,
    cache_dir: pathlib.Path | None = None,
) -> list[Asset]:
    """Every module of `sources` (file name -> text) as a fingerprinted asset under `prefix`, without
    its comment lines (script_comments). A module
    may also import one of `elsewhere` (file name -> its published address, relative to `prefix`:
    modules published once for every page, the scorer-page kit's), which it then names by that address."""
    elsewhere = elsewhere or {}
    published: dict[str, str] = {}
    result: list[Asset] = []

    def address(name: str) -> str:
        return f"./{published[name]}" if name in published else elsewhere[name]

    def publish(name: str, chain: tuple[str, ...]) -> None:
        if name in published:
            return
        if name in chain:
            raise ModuleError(Problem(f"import cycle {' -> '.join((*chain, name))}", f"{where}{name}"))
        if name not in sources:
            raise ModuleError(Problem(f"imports ./{name}, which does not exist", f"{where}{chain[-1]}"))
        code = without_comment_lines(sources[name], cache_dir)
        for dependency in module_imports(code):
            if dependency not in elsewhere or dependency in sources:
                publish(dependency, (*chain, name))
        text = RELATIVE_IMPORT.sub(
            lambda m: f"{m.group('head')}{m.group('quote')}{address(m.group('name'))}{m.group('quote')}",
            code,
        )
        asset = Asset(prefix + name, data=text.encode("utf-8"), fingerprint=True)
        published[name] = asset.published_path.rsplit("/", 1)[-1]
        result.append(asset)

    for name in sorted(sources):
        publish(name, ())
    return result


def imported_closure(sources: dict[str, str], roots: list[str]) -> list[str]:
    """The modules `roots` load, with everything they import, sorted."""
    found: set[str] = set()
    waiting = list(roots)
    while waiting:
        name = waiting.pop()
        if name not in found and name in sources:
            found.add(name)
            waiting.extend(module_imports(sources[name]))
    return sorted(found)
