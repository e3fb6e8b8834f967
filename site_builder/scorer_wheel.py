"""A pure-Python wheel of the ``scorer`` package, built byte for byte the same from the same sources.

The site serves it under a URL holding its digest, so browsers may keep it forever; Pyodide unpacks it
with ``pyodide.unpackArchive(bytes, "wheel")``. No build backend is involved: the wheel is a zip file
with sorted entries, fixed timestamps and the three metadata files a wheel needs.
"""
from __future__ import annotations

import base64
import hashlib
import io
import pathlib
import zipfile
from dataclasses import dataclass

DISTRIBUTION = "marquoir_scorer"
TAG = "py3-none-any"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)
FILE_MODE = 0o644 << 16
DIGEST_LENGTH = 16


@dataclass(frozen=True)
class Wheel:
    filename: str
    data: bytes

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.data).hexdigest()

    @property
    def site_path(self) -> str:
        """Where the wheel goes inside the site: a folder named by the digest, then the wheel's name."""
        return f"scorer/{self.digest[:DIGEST_LENGTH]}/{self.filename}"

    @property
    def url(self) -> str:
        return "/" + self.site_path


def package_sources(package_dir: pathlib.Path) -> list[tuple[str, bytes]]:
    """(archive name, bytes) of every Python file of the package, sorted by archive name."""
    base = package_dir.parent
    files = [
        path
        for path in package_dir.rglob("*.py")
        if "__pycache__" not in path.parts and path.is_file()
    ]
    return sorted((path.relative_to(base).as_posix(), path.read_bytes()) for path in files)


def record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode("ascii")
    return f"sha256={digest}"


def metadata_text(version: str, summary: str) -> str:
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {DISTRIBUTION}\n"
        f"Version: {version}\n"
        f"Summary: {summary}\n"
        "Requires-Python: >=3.11\n"
    )


def wheel_text() -> str:
    return f"Wheel-Version: 1.0\nGenerator: marquoir\nRoot-Is-Purelib: true\nTag: {TAG}\n"


def wheel_entries(package_dir: pathlib.Path, version: str, summary: str) -> list[tuple[str, bytes]]:
    """Every entry of the wheel in archive order: the package, then METADATA, WHEEL and RECORD."""
    dist_info = f"{DISTRIBUTION}-{version}.dist-info"
    entries = package_sources(package_dir)
    entries.append((f"{dist_info}/METADATA", metadata_text(version, summary).encode("utf-8")))
    entries.append((f"{dist_info}/WHEEL", wheel_text().encode("utf-8")))
    record_lines = [f"{name},{record_hash(data)},{len(data)}" for name, data in entries]
    record_lines.append(f"{dist_info}/RECORD,,")
    entries.append((f"{dist_info}/RECORD", ("\n".join(record_lines) + "\n").encode("utf-8")))
    return entries


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


def build_scorer_wheel(
    package_dir: pathlib.Path, version: str, summary: str = "Arboretum scorer (Marquoir)"
) -> Wheel:
    """The wheel of the package at ``package_dir`` (a folder named ``scorer``)."""
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"{package_dir} is not a Python package")
    data = zip_bytes(wheel_entries(package_dir, version, summary))
    return Wheel(filename=f"{DISTRIBUTION}-{version}-{TAG}.whl", data=data)
