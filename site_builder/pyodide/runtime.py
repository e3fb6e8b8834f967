"""The self-hosted Pyodide runtime: where the pinned npm package lies and which of its files the site serves.

The package must hold the five files a default boot needs (RUNTIME_FILES); the site publishes only the
three that run the interpreter (PUBLISHED_FILES) and, in place of Pyodide's standard library and lock
file, the build's trimmed standard library (pyodide/stdlib.py, named `stdlib-<digest>.zip`; the page
gives the lock file inline). They go under ``pyodide/<digest>/`` (pages.digest_folder), so that other
files get new URLs and the old ones can be cached forever.
"""
from __future__ import annotations

import json
import pathlib
from dataclasses import dataclass

from ..exceptions import Problem, RuntimeMissing
from ..structure.pages import Asset, content_digest, digest_folder

#: The files a browser fetches to boot Pyodide 314 (the lock file must sit beside the runtime script).
RUNTIME_FILES: tuple[str, ...] = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
PACKAGE = "pyodide"
LOGICAL_FOLDER = "pyodide"
#: What the scorer pages fetch of it (the standard library comes from the build, the lock file inline).
PUBLISHED_FILES: tuple[str, ...] = RUNTIME_FILES[:3]
STDLIB = "stdlib.zip"  # the logical name of the trimmed standard library: pyodide/stdlib.zip
ENTRY = "pyodide.mjs"  # what the worker imports; its folder is Pyodide's indexURL


@dataclass(frozen=True)
class PyodideRuntime:
    version: str
    source_dir: pathlib.Path
    files: tuple[str, ...] = RUNTIME_FILES

    def site_dir(self, stdlib: bytes = b"") -> str:
        """The folder of the runtime inside the built site, named by the digest of its files."""
        files = [(name, (self.source_dir / name).read_bytes()) for name in PUBLISHED_FILES]
        return digest_folder(LOGICAL_FOLDER, files + [(STDLIB, stdlib)])

    def assets(self, stdlib: bytes) -> list[Asset]:
        """Every file to publish: logical path `pyodide/<name>`, published in the digest folder; the
        standard library `stdlib` as `stdlib-<digest>.zip` there."""
        folder = self.site_dir(stdlib)
        found = [
            Asset(f"{LOGICAL_FOLDER}/{name}", source=self.source_dir / name, immutable=True,
                  published=f"{folder}/{name}")
            for name in PUBLISHED_FILES
        ]
        published = f"{folder}/stdlib-{content_digest(stdlib)}.zip"
        found.append(Asset(f"{LOGICAL_FOLDER}/{STDLIB}", data=stdlib, immutable=True, published=published))
        return found


def pinned_version(root: pathlib.Path) -> str | None:
    """The version package.json pins for pyodide, or None when there is no pin."""
    manifest = root / "package.json"
    if not manifest.is_file():
        return None
    dependencies = json.loads(manifest.read_text(encoding="utf-8")).get("dependencies", {})
    return dependencies.get(PACKAGE)


def locate_runtime(root: pathlib.Path) -> PyodideRuntime:
    """The installed runtime under ``root/node_modules/pyodide``, checked against the pin."""
    source = root / "node_modules" / PACKAGE
    manifest = source / "package.json"
    if not manifest.is_file():
        raise RuntimeMissing(Problem(f"{source} is missing: run `npm ci` (./dev does it)"))
    version = json.loads(manifest.read_text(encoding="utf-8"))["version"]
    pinned = pinned_version(root)
    if pinned is not None and pinned != version:
        raise RuntimeMissing(Problem(
            f"node_modules holds pyodide {version} but package.json pins {pinned}: run `npm ci`"
        ))
    absent = [name for name in RUNTIME_FILES if not (source / name).is_file()]
    if absent:
        raise RuntimeMissing(Problem(f"{source} lacks {', '.join(absent)}: run `npm ci`"))
    return PyodideRuntime(version=version, source_dir=source)
