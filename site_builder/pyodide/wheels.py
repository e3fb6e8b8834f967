"""A pure-Python wheel of one game's scorer package (``scorer.mygame``, with the ``__init__.py`` of
every parent package), built byte for byte the same from the same sources.

The site serves it under a folder named by its digest, so browsers may keep it forever; Pyodide
unpacks it with ``pyodide.unpackArchive(bytes, "wheel")``. No build backend is involved: the wheel is
a zip file with sorted entries, fixed timestamps and the three metadata files a wheel needs.
``with_bytecode`` puts in each module's place that module compiled by Pyodide's own Python
(``name.pyc`` instead of ``name.py``: a sourceless module, unchecked hash, no docstrings), so that the
page imports the scorer without compiling it and downloads no source it does not run (a third of the
wheel). Each zip made is kept in the build cache's wheels/ (structure/build_cache.py; the
configuration's cache_dir), keyed by its entries, this module's source and zlib's version.
"""
from __future__ import annotations

import base64
import hashlib
import importlib.util
import io
import pathlib
import zipfile
import zlib
from dataclasses import dataclass

from ..exceptions import AssetError, Problem
from ..structure.build_cache import cache_key, kept, source_of
from ..structure.pages import content_digest

TAG = "py3-none-any"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)
FILE_MODE = 0o644 << 16
SITE_FOLDER = "scorer"
SHARED_PACKAGE = "common"  # the top package's code every game may share (scorer/common), shipped with each


@dataclass(frozen=True)
class Wheel:
    filename: str
    data: bytes

    @property
    def site_path(self) -> str:
        """Where the wheel goes inside the site: a folder named by its digest, then the wheel's name."""
        return f"{SITE_FOLDER}/{content_digest(self.data)}/{self.filename}"

    @property
    def url(self) -> str:
        return "/" + self.site_path


def distribution_name(package: str) -> str:
    """`scorer.mygame` -> `marquoir_scorer_mygame`."""
    return "marquoir_" + package.replace(".", "_")


def package_dir(package: str) -> pathlib.Path:
    """The folder of an importable package, found by its import spec wherever it is installed."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise AssetError(Problem(f"{package} is not an importable Python package"))
    return pathlib.Path(next(iter(spec.submodule_search_locations)))


def package_files(package: str) -> list[tuple[str, pathlib.Path]]:
    """(archive name, file) of every Python module of the package, named from its dotted name."""
    folder = package_dir(package)
    prefix = package.replace(".", "/")
    return [
        (f"{prefix}/{path.relative_to(folder).as_posix()}", path)
        for path in folder.rglob("*.py")
        if "__pycache__" not in path.parts and path.is_file()
    ]


def package_sources(package: str) -> list[tuple[str, bytes]]:
    """(archive name, bytes) of every Python file of the package, of its parents' ``__init__.py`` and of
    the top package's shared package (``scorer.common``), sorted by archive name; each is found by its
    import spec, so a game's scorer may be installed anywhere on the import path."""
    parts = package.split(".")
    files = package_files(package)
    shared = f"{parts[0]}.{SHARED_PACKAGE}"
    if shared != package and importlib.util.find_spec(shared) is not None:
        files += package_files(shared)
    for depth in range(1, len(parts)):
        parent = ".".join(parts[:depth])
        origin = importlib.util.find_spec(parent).origin
        files.append((f"{parent.replace('.', '/')}/__init__.py", pathlib.Path(origin)))
    return sorted((name, path.read_bytes()) for name, path in files)


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"sha256={digest}"


def metadata_text(distribution: str, version: str, summary: str) -> str:
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {distribution}\n"
        f"Version: {version}\n"
        f"Summary: {summary}\n"
        "Requires-Python: >=3.11\n"
    )


def wheel_text() -> str:
    return f"Wheel-Version: 1.0\nGenerator: marquoir\nRoot-Is-Purelib: true\nTag: {TAG}\n"


def with_record(files: list[tuple[str, bytes]], metadata: list[tuple[str, bytes]],
                dist_info: str) -> list[tuple[str, bytes]]:
    """The wheel's entries in archive order: the package's files sorted, its metadata, then RECORD."""
    entries = sorted(files) + metadata
    record_lines = [f"{name},{record_hash(data)},{len(data)}" for name, data in entries]
    record_lines.append(f"{dist_info}/RECORD,,")
    return entries + [(f"{dist_info}/RECORD", ("\n".join(record_lines) + "\n").encode("utf-8"))]


def wheel_entries(package: str, version: str, summary: str) -> list[tuple[str, bytes]]:
    """Every entry of the wheel in archive order: the package, then METADATA, WHEEL and RECORD."""
    distribution = distribution_name(package)
    dist_info = f"{distribution}-{version}.dist-info"
    metadata = [
        (f"{dist_info}/METADATA", metadata_text(distribution, version, summary).encode("utf-8")),
        (f"{dist_info}/WHEEL", wheel_text().encode("utf-8")),
    ]
    return with_record(package_sources(package), metadata, dist_info)


def with_bytecode(data: bytes, bytecode: dict[str, bytes], cache_dir: pathlib.Path | None = None) -> bytes:
    """The wheel ``data`` with each module given bytecode for (``scorer/x.pyc``: bytes) in place of its
    source ``scorer/x.py``, RECORD rewritten; the same wheel and files give the same bytes."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        entries = [(name, archive.read(name)) for name in archive.namelist()]
    record = next(name for name, _data in entries if name.endswith(".dist-info/RECORD"))
    dist_info = record.rsplit("/", 1)[0]
    inside = [(name, value) for name, value in entries if name.startswith(dist_info + "/")]
    metadata = [(name, value) for name, value in inside if name != record]
    clash = sorted(set(bytecode) & {name for name, _value in entries})
    if clash:
        raise AssetError(Problem(f"the wheel already holds {clash}"))
    replaced = {name[:-4] + ".py" for name in bytecode if name.endswith(".pyc")}
    files = [(name, value) for name, value in entries
             if not name.startswith(dist_info + "/") and name not in replaced]
    return zip_bytes(with_record(sorted(files + list(bytecode.items())), metadata, dist_info), cache_dir)


def zip_bytes(entries: list[tuple[str, bytes]], cache_dir: pathlib.Path | None = None) -> bytes:
    """The zip of the entries, in their order; made once for the same entries."""
    parts = [part for name, data in entries for part in (name.encode("utf-8"), data)]
    key = cache_key(source_of(__file__), zlib.ZLIB_RUNTIME_VERSION, *parts)
    return kept(cache_dir, "wheels", f"{key}.zip", lambda: made_zip(entries))


def made_zip(entries: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            # stored, as the trimmed standard library is: the host's brotli over the whole file makes
            # it a third smaller than deflate entry by entry, and nothing is inflated at unpacking
            info.compress_type = zipfile.ZIP_STORED
            info.external_attr = FILE_MODE
            info.create_system = 3  # Unix, whatever machine builds it
            archive.writestr(info, data)
    return buffer.getvalue()


def build_scorer_wheel(package: str, version: str, cache_dir: pathlib.Path | None = None) -> Wheel:
    """The wheel of the dotted ``package`` (``scorer.mygame``), wherever it is importable from."""
    data = zip_bytes(wheel_entries(package, version, f"{package} (Marquoir)"), cache_dir)
    return Wheel(filename=f"{distribution_name(package)}-{version}-{TAG}.whl", data=data)
