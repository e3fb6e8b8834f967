"""What a build keeps for the next one: files under one folder, the configuration's cache_dir (the
checkout's .cache/, ignored by git, unless it says otherwise), each named by
the digest of everything it is made from (the inputs' bytes, the code that makes it, the versions of
the libraries it calls), so an entry is never stale and never rewritten. Deleting .cache/ is always
safe: the next build makes its entries again."""
from __future__ import annotations

import hashlib
import os
import pathlib
import sys
from collections.abc import Callable


def cache_key(*parts: bytes | str) -> str:
    """The sha256 of the parts (each length-prefixed, so that no two lists of parts share a key) and of
    the Python running the build."""
    digest = hashlib.sha256(sys.version.encode("utf-8"))
    for part in parts:
        data = part.encode("utf-8") if isinstance(part, str) else part
        digest.update(len(data).to_bytes(8, "big"))
        digest.update(data)
    return digest.hexdigest()


def source_of(module_file: str) -> bytes:
    """A module's own source (pass its __file__): part of the key of what its code makes."""
    return pathlib.Path(module_file).read_bytes()


def kept(cache_dir: pathlib.Path | None, folder: str, key: str, make: Callable[[], bytes]) -> bytes:
    """The bytes kept in <cache_dir>/<folder>/<key> by an earlier build, else make() kept there (written
    whole, by rename; a checkout that cannot be written to only keeps nothing, nor does no cache_dir)."""
    if cache_dir is None:
        return make()
    path = cache_dir / folder / key
    try:
        return path.read_bytes()
    except OSError:
        pass
    data = make()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.part")
        partial.write_bytes(data)
        partial.replace(path)
    except OSError:
        pass
    return data
