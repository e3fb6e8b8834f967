"""A pure-Python wheel of one game's scorer package (``scorer.mygame``, with the ``__init__.py`` of
every parent package), built byte for byte the same from the same sources.

The site serves it under a folder named by its digest, so browsers may keep it forever; Pyodide
unpacks it with ``pyodide.unpackArchive(bytes, "wheel")``. No build backend is involved: the wheel is
a zip file with sorted entries, fixed timestamps and the three metadata files a wheel needs.
``with_bytecode`` adds the package's modules compiled by Pyodide's own Python (``__pycache__``,
unchecked hash), so that the page imports the scorer without compiling it.
"""
from __future__ import annotations

import base64
import hashlib
import io
import pathlib
import zipfile
from dataclasses import dataclass

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
    """`scorer.lost_cities` -> `marquoir_scorer_lost_cities`."""
    return "marquoir_" + package.replace(".", "_")


def package_sources(root: pathlib.Path, package: str) -> list[tuple[str, bytes]]:
    """(archive name, bytes) of every Python file of the package under ``root``, of its parents'
    ``__init__.py`` and of the top package's shared package (``scorer/common``), sorted by archive name."""
    parts = package.split(".")
    package_dir = root.joinpath(*parts)
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"{package_dir} is not a Python package")
    shared = root / parts[0] / SHARED_PACKAGE
    folders = [package_dir]
    if (shared / "__init__.py").is_file() and shared != package_dir:
        folders.append(shared)
    files = [
        path for folder in folders for path in folder.rglob("*.py")
        if "__pycache__" not in path.parts and path.is_file()
    ]
    files += [root.joinpath(*parts[:depth], "__init__.py") for depth in range(1, len(parts))]
    return sorted((path.relative_to(root).as_posix(), path.read_bytes()) for path in files)


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


def wheel_entries(root: pathlib.Path, package: str, version: str, summary: str) -> list[tuple[str, bytes]]:
    """Every entry of the wheel in archive order: the package, then METADATA, WHEEL and RECORD."""
    distribution = distribution_name(package)
    dist_info = f"{distribution}-{version}.dist-info"
    metadata = [
        (f"{dist_info}/METADATA", metadata_text(distribution, version, summary).encode("utf-8")),
        (f"{dist_info}/WHEEL", wheel_text().encode("utf-8")),
    ]
    return with_record(package_sources(root, package), metadata, dist_info)


def with_bytecode(data: bytes, bytecode: dict[str, bytes]) -> bytes:
    """The wheel ``data`` with more files in its package (``scorer/__pycache__/x.cpython-314.pyc``:
    bytes), RECORD rewritten; the same wheel and files give the same bytes."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        entries = [(name, archive.read(name)) for name in archive.namelist()]
    record = next(name for name, _data in entries if name.endswith(".dist-info/RECORD"))
    dist_info = record.rsplit("/", 1)[0]
    inside = [(name, value) for name, value in entries if name.startswith(dist_info + "/")]
    files = [(name, value) for name, value in entries if not name.startswith(dist_info + "/")]
    metadata = [(name, value) for name, value in inside if name != record]
    clash = sorted(set(bytecode) & {name for name, _value in entries})
    if clash:
        raise ValueError(f"the wheel already holds {clash}")
    return zip_bytes(with_record(files + sorted(bytecode.items()), metadata, dist_info))


def zip_bytes(entries: list[tuple[str, bytes]]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = FILE_MODE
            info.create_system = 3  # Unix, whatever machine builds it
            archive.writestr(info, data, compresslevel=9)
    return buffer.getvalue()


def build_scorer_wheel(root: pathlib.Path, package: str, version: str) -> Wheel:
    """The wheel of the dotted ``package`` found under ``root`` (``root/scorer/mygame``)."""
    data = zip_bytes(wheel_entries(root, package, version, f"{package} (Marquoir)"))
    return Wheel(filename=f"{distribution_name(package)}-{version}-{TAG}.whl", data=data)
