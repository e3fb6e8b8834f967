"""What a build keeps for the next one: files under one folder, the configuration's cache_dir (the
checkout's .cache/, ignored by git, unless it says otherwise), each named by
the digest of everything it is made from (the inputs' bytes, the code that makes it, the versions of
the libraries it calls), so an entry is never stale and never rewritten. Deleting .cache/ is always
safe: the next build makes its entries again.

An entry is written whole or not at all (a temporary file renamed over it) and begins with the digest
of its own bytes, checked at every read: an entry a full disk or a killed build left truncated or
damaged is never used, it is made again and replaced. Jinja's compiled templates (TemplateBytecodeCache)
are checked by Jinja's own header and by loading them: one that does not load is compiled again."""
from __future__ import annotations

import hashlib
import os
import pathlib
import sys
from collections.abc import Callable

import jinja2

CHECK = hashlib.sha256  # an entry's first DIGEST_SIZE bytes: the digest of the rest
DIGEST_SIZE = CHECK().digest_size

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
    """The bytes kept in <cache_dir>/<folder>/<key> by an earlier build, else make() kept there (no
    cache_dir keeps nothing)."""
    if cache_dir is None:
        return make()
    path = cache_dir / folder / key
    data = stored(path)
    if data is None:
        data = make()
        store(path, data)
    return data


def stored(path: pathlib.Path) -> bytes | None:
    """The bytes `store` wrote to path, or None: no entry, or one that is not whole (its digest differs)."""
    try:
        entry = path.read_bytes()
    except OSError:
        return None
    digest, data = entry[:DIGEST_SIZE], entry[DIGEST_SIZE:]
    return data if len(entry) >= DIGEST_SIZE and CHECK(data).digest() == digest else None


def store(path: pathlib.Path, data: bytes) -> None:
    """Keep data at path, after its digest, whole (written beside it, then renamed over it); a folder
    that cannot be written to only keeps nothing."""
    partial = path.with_name(f"{path.name}.{os.getpid()}.part")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(CHECK(data).digest() + data)
        partial.replace(path)
    except OSError:
        partial.unlink(missing_ok=True)


class TemplateBytecodeCache(jinja2.FileSystemBytecodeCache):
    """Jinja's cache of compiled templates (it writes each whole, by rename), with an entry that does
    not load (truncated in its header, its checksum or its code) compiled again instead of failing."""

    def load_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except Exception:  # a damaged entry: whatever reading it raised, the template is compiled again
            bucket.reset()
