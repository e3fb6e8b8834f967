"""The standard library the scorer pages boot Pyodide with: only the modules Pyodide really loads,
compiled to ``.pyc`` by Pyodide itself.

Pyodide's own ``python_stdlib.zip`` holds 600 source files and its start-up alone compiles 126 of them,
most of a boot. The build starts the pinned Pyodide under Node (node/stdlib_probe.mjs) and runs what the
page's worker runs: Pyodide's start-up, ``unpackArchive`` of each scorer wheel, the import of each
scorer package and of every standard-library module its sources name (at any depth, so that a module
imported only on a rare path is there too), and each game's sample games through ``toPy`` and the
page's ``fromPython``. It records which files of the standard library were loaded, compiles exactly
those inside Pyodide (``compileall``, ``legacy=True`` so each ``.pyc`` sits where its ``.py`` was,
``UNCHECKED_HASH``, ``optimize=2``: no docstrings and no asserts, a sixth smaller) and zips them,
sorted, with fixed dates: the same sources give the same bytes. The entries are stored, not deflated:
brotli over the whole file (the host's compression) makes it a third smaller than deflate entry by
entry, and nothing is inflated at import.

The same run compiles each scorer's own modules as unpacked from its wheel (``name.pyc`` in the place
of ``name.py``, unchecked hash, ``optimize=2``); the wheel the site serves carries them instead of the
sources (``wheels.with_bytecode``), so the page imports the scorer without compiling it. As that drops
asserts and docstrings, a scorer whose code has an ``assert`` or reads a ``__doc__`` is refused by the
build, named (``scorer_code_problems``).

One zip serves every game with a scorer (the union of their modules): one download, cached once,
whichever game a visitor scores first; the games share nearly all of it.

Before it is used the zip is checked: the same runs again, under Node, against the trimmed zip and
with the wheels as served, with every import nothing could find noted; a standard-library module
missing from it fails the build, named. A made zip and the scorers' bytecode are kept under
``pyodide-stdlib/`` in the build cache (the configuration's cache_dir, .cache/ by default), keyed by
the digest of the runtime, the scorer wheels, their sample games and the scripts that make it: a build
with nothing changed does not start Node.
"""
from __future__ import annotations

import ast
import base64
import dataclasses
import io
import json
import pathlib
import re
import shutil
import subprocess
import tempfile
import zipfile
from typing import Any

from ..exceptions import Problem, StdlibError, one_line
from ..structure.build_cache import store, stored
from ..structure.pages import content_digest
from .wheels import with_bytecode

HERE = pathlib.Path(__file__).resolve().parent
PACKAGE_DIR = HERE.parent  # site_builder/
PROBE = HERE / "node" / "stdlib_probe.mjs"
CONVERSION = PACKAGE_DIR / "static" / "scorer" / "py-values.mjs"
CACHE_FOLDER = "pyodide-stdlib"  # in the configuration's cache_dir
SOURCE_ZIP = "python_stdlib.zip"
LOCK_FILE = "pyodide-lock.json"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)
NODE_TIMEOUT = 300
NO_MODULE = re.compile(r"No module named '([\w.]+)'")
# The line naming what failed: "zipfile.BadZipFile: ...", "TypeError: ...", "Uncaught Error: ..."
ERROR_LINE = re.compile(r"(Uncaught )?([a-z_]\w*\.)*[A-Z]\w*: ")



@dataclasses.dataclass(frozen=True)
class ScorerRun:
    """One game's scorer as the page's worker runs it, with games to run it on."""

    package: str  # "scorer.mygame"
    function: str
    wheel: bytes
    sources: dict[str, bytes]  # the package's Python files by archive name
    games: list[Any]


def lock_info(runtime_dir: pathlib.Path) -> dict:
    """The `info` of Pyodide's lock file: with no package listed, the page gives it inline."""
    return json.loads((runtime_dir / LOCK_FILE).read_text(encoding="utf-8"))["info"]


def stdlib_modules(source_zip: bytes) -> set[str]:
    """Every module (dotted name) of a standard-library zip, from its .py or .pyc files."""
    names = set()
    with zipfile.ZipFile(io.BytesIO(source_zip)) as archive:
        for name in archive.namelist():
            stem, dot, ext = name.rpartition(".")
            if dot and ext in ("py", "pyc"):
                parts = stem.split("/")
                if parts[-1] == "__init__":
                    parts.pop()
                names.add(".".join(parts))
    return names


def imported_names(sources: dict[str, bytes]) -> set[str]:
    """Every absolute module name the sources import, at any depth (functions included)."""
    found: set[str] = set()
    for name, data in sources.items():
        for node in ast.walk(ast.parse(data, filename=name)):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def scorer_code_problems(runs: list[ScorerRun]) -> list[Problem]:
    """What the browser's bytecode (optimize=2) would silently drop: each `assert`, each `__doc__` read."""
    found = []
    for run in runs:
        for name, data in sorted(run.sources.items()):
            for node in ast.walk(ast.parse(data, filename=name)):
                if isinstance(node, ast.Assert):
                    found.append(Problem("an assert, which the scorer page's bytecode drops: raise an error "
                                         "instead", name, node.lineno))
                elif (isinstance(node, ast.Name) and node.id == "__doc__") or (
                        isinstance(node, ast.Attribute) and node.attr == "__doc__"):
                    found.append(Problem("reads a docstring, which the scorer page's bytecode drops",
                                         name, node.lineno))
    return found


def node_path() -> str:
    node = shutil.which("node")
    if not node:
        raise StdlibError(Problem("Node.js is missing: the build runs Pyodide under Node (./dev installs it)",
                                  "node"))
    return node


def run_probe(job: dict, folder: pathlib.Path) -> dict:
    job_file = folder / "job.json"
    job_file.write_text(json.dumps(job), encoding="utf-8")
    run = subprocess.run([node_path(), str(PROBE), str(job_file)], capture_output=True, text=True,
                         timeout=NODE_TIMEOUT, check=False)
    if run.returncode != 0:
        raise StdlibError(Problem(f"Pyodide under Node failed ({job['mode']}): {node_error(run.stderr)}"))
    return json.loads(run.stdout)


def node_error(stderr: str) -> str:
    """The line of Node's output that says what failed (the last naming an error: Python's own last
    line, or Node's), never the stack or the minified source Node quotes, at most 300 characters."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    named = [line for line in lines if ERROR_LINE.match(line)]
    if named:
        return one_line(named[-1])
    said = [line for line in lines if len(line) < 200 and not line.startswith("at ") and line.strip("^ ")]
    return f"it stopped without an error message{f' (at {said[-1]})' if said else ''}"


def probe_job(mode: str, runtime_dir: pathlib.Path, runs: list[ScorerRun], folder: pathlib.Path,
              stdlib_names: set[str], std_lib: pathlib.Path | None = None) -> dict:
    jobs = []
    for index, run in enumerate(runs):
        wheel = folder / f"scorer-{index}.whl"
        wheel.write_bytes(run.wheel)
        imports = sorted(name for name in imported_names(run.sources) if name in stdlib_names)
        jobs.append({"wheel": str(wheel), "module": run.package, "function": run.function,
                     "imports": imports, "games": run.games, "sources": sorted(run.sources)})
    return {
        "mode": mode,
        "indexURL": str(runtime_dir) + "/",
        "stdLib": str(std_lib) if std_lib else None,
        "lockInfo": lock_info(runtime_dir) if std_lib else None,
        "stdlibRoot": stdlib_root(runtime_dir),
        "jobs": jobs,
    }


def stdlib_root(runtime_dir: pathlib.Path) -> str:
    """Where Pyodide mounts its standard library zip: /lib/python3XY.zip."""
    major, minor = lock_info(runtime_dir)["python"].split(".")[:2]
    return f"/lib/python{major}{minor}.zip"


def zip_entries(files: dict[str, bytes]) -> list[tuple[str, bytes]]:
    """The zip's entries in archive order (sorted by name)."""
    return sorted(files.items())


def zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_STORED  # the host compresses the whole file better
            info.external_attr = 0o644 << 16
            info.create_system = 3
            archive.writestr(info, data)
    return buffer.getvalue()


@dataclasses.dataclass(frozen=True)
class CompiledPython:
    """What the scorer pages boot with: the trimmed standard library (a zip of .pyc) and each scorer's
    wheel with its modules compiled (by package), both made by Pyodide's own Python."""

    stdlib: bytes
    wheels: dict[str, bytes]


def record_and_compile(runtime_dir: pathlib.Path, runs: list[ScorerRun], folder: pathlib.Path,
                       stdlib_names: set[str]) -> tuple[bytes, dict[str, dict[str, bytes]]]:
    """The zip of the standard library's compiled modules, and each scorer's bytecode by package."""
    answer = run_probe(probe_job("record", runtime_dir, runs, folder, stdlib_names), folder)
    files = {name: base64.b64decode(data) for name, data in answer["files"].items()}
    return zip_bytes(zip_entries(files)), decoded_bytecode(answer["bytecode"])


def decoded_bytecode(encoded: dict[str, dict[str, str]]) -> dict[str, dict[str, bytes]]:
    """{package: {name: base64}} as the probe and the cache hold it -> {package: {name: bytes}}."""
    return {package: {name: base64.b64decode(data) for name, data in files.items()}
            for package, files in encoded.items()}


def compiled_wheels(runs: list[ScorerRun], bytecode: dict[str, dict[str, bytes]],
                    cache_dir: pathlib.Path | None = None) -> dict[str, bytes]:
    return {run.package: with_bytecode(run.wheel, bytecode[run.package], cache_dir) for run in runs}


def check_stdlib(runtime_dir: pathlib.Path, runs: list[ScorerRun], data: bytes) -> None:
    """Runs every scorer against the zip `data`; raises StdlibError naming what it lacks."""
    stdlib_names = stdlib_modules((runtime_dir / SOURCE_ZIP).read_bytes())
    with tempfile.TemporaryDirectory(prefix="marquoir-stdlib-") as temp:
        folder = pathlib.Path(temp)
        zip_path = folder / "stdlib.zip"
        zip_path.write_bytes(data)
        answer = run_probe(probe_job("verify", runtime_dir, runs, folder, stdlib_names, zip_path), folder)
    present = stdlib_modules(data)
    noted = set(answer["missing"]) | set(NO_MODULE.findall(answer["failure"] or ""))
    missing = sorted({name for name in noted if name in stdlib_names and name not in present})
    packages = ", ".join(run.package for run in runs)
    if missing:
        raise StdlibError(Problem(
            f"the trimmed standard library lacks {', '.join(missing)}, which the scorers ({packages}) "
            "import: delete .cache/pyodide-stdlib and build again"
        ))
    if answer["failure"]:
        raise StdlibError(Problem(f"the scorers ({packages}) fail on the trimmed standard library: "
                          f"{node_error(answer['failure'])}"))


def cache_key(runtime_dir: pathlib.Path, runtime_files: tuple[str, ...], runs: list[ScorerRun]) -> str:
    parts = [PROBE.read_bytes(), CONVERSION.read_bytes(), pathlib.Path(__file__).read_bytes()]
    parts += [(runtime_dir / name).read_bytes() for name in sorted(runtime_files)]
    for run in runs:
        parts += [run.package.encode(), run.function.encode(), run.wheel]
        parts.append(json.dumps(run.games, sort_keys=True).encode("utf-8"))
    return content_digest(*parts)


def read_cached(cache_dir: pathlib.Path, key: str, runs: list[ScorerRun]) -> CompiledPython | None:
    """The entry kept for the key, or None: absent, or damaged (build_cache checks each file's digest)."""
    folder = cache_dir / CACHE_FOLDER
    stdlib, bytecode = stored(folder / f"{key}.zip"), stored(folder / f"{key}.bytecode.json")
    if stdlib is None or bytecode is None:
        return None
    compiled = decoded_bytecode(json.loads(bytecode))
    if {run.package for run in runs} - set(compiled):
        return None
    return CompiledPython(stdlib, compiled_wheels(runs, compiled, cache_dir))


def write_cached(
    cache_dir: pathlib.Path, key: str, stdlib: bytes, bytecode: dict[str, dict[str, bytes]]
) -> None:
    """Each file whole, after its digest (build_cache.store)."""
    folder = cache_dir / CACHE_FOLDER
    text = json.dumps({package: {name: base64.b64encode(data).decode("ascii") for name, data in files.items()}
                       for package, files in bytecode.items()}, sort_keys=True)
    store(folder / f"{key}.bytecode.json", text.encode("utf-8"))
    store(folder / f"{key}.zip", stdlib)


def trimmed_stdlib(runtime_dir: pathlib.Path, runtime_files: tuple[str, ...],
                   runs: list[ScorerRun], cache_dir: pathlib.Path | None = None) -> CompiledPython:
    """The zip of compiled standard-library modules the scorers need and the scorers' wheels with
    their own modules compiled, from the cache (in cache_dir; None keeps nothing) or made now; checked
    under Node before first use."""
    key = cache_key(runtime_dir, runtime_files, runs)
    cached = read_cached(cache_dir, key, runs) if cache_dir is not None else None
    if cached is not None:
        return cached
    problems = scorer_code_problems(runs)
    if problems:
        raise StdlibError(problems)
    stdlib_names = stdlib_modules((runtime_dir / SOURCE_ZIP).read_bytes())
    with tempfile.TemporaryDirectory(prefix="marquoir-stdlib-") as temp:
        data, bytecode = record_and_compile(runtime_dir, runs, pathlib.Path(temp), stdlib_names)
    wheels = compiled_wheels(runs, bytecode, cache_dir)
    check_stdlib(runtime_dir, [dataclasses.replace(run, wheel=wheels[run.package]) for run in runs], data)
    if cache_dir is not None:
        write_cached(cache_dir, key, data, bytecode)
    return CompiledPython(data, wheels)
