"""Waiting for a change of the sources: Linux's inotify through ctypes (the standard library has no
binding), else a short poll. The watcher of `marquoir serve` still compares snapshots of the files
(what changed is decided there); this only says when to look, so that a saved file is seen within a few
milliseconds instead of at the next poll.

inotify watches folders, not trees: every folder under the watched ones is added, and a folder made
later is added when its creation is seen. Anything missed (a folder made and filled at once) is caught
by the snapshot taken after every wake-up and by the fallback look every `idle` seconds."""
from __future__ import annotations

import ctypes
import ctypes.util
import os
import pathlib
import select
import struct
import sys

IN_MODIFY = 0x002
IN_ATTRIB = 0x004
IN_CLOSE_WRITE = 0x008
IN_MOVED_FROM = 0x040
IN_MOVED_TO = 0x080
IN_CREATE = 0x100
IN_DELETE = 0x200
IN_DELETE_SELF = 0x400
IN_ISDIR = 0x40000000
IN_NONBLOCK = 0o4000
IN_CLOEXEC = 0o2000000
MASK = (IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
        | IN_DELETE_SELF)
EVENT = struct.Struct("iIII")  # wd, mask, cookie, len (then len bytes of name)


def _libc():
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.inotify_init1, libc.inotify_add_watch  # noqa: B018 - present on every Linux libc
    except (OSError, AttributeError):
        return None
    return libc


class SourceEvents:
    """wait(timeout) returns when a file under the folders may have changed, or after timeout."""

    def __init__(self, folders: list[pathlib.Path]):
        self._libc = _libc()
        self._fd = -1
        self._folders: dict[int, pathlib.Path] = {}
        if self._libc is not None:
            fd = self._libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
            if fd >= 0:
                self._fd = fd
                for folder in folders:
                    self._add_tree(folder)

    @property
    def uses_events(self) -> bool:
        return self._fd >= 0

    def _add_tree(self, folder: pathlib.Path) -> None:
        if not folder.is_dir():
            return
        for path in [folder, *(p for p in folder.rglob("*") if p.is_dir() and "__pycache__" not in p.parts)]:
            wd = self._libc.inotify_add_watch(self._fd, os.fsencode(path), MASK)
            if wd >= 0:
                self._folders[wd] = path

    def wait(self, timeout: float, settle: float = 0.02) -> bool:
        """True when events came (read, then `settle` seconds more so that a save's several writes are
        one change), False at the timeout. Without inotify, sleeps `timeout` and says True."""
        if self._fd < 0:
            select.select([], [], [], timeout)
            return True
        ready, _, _ = select.select([self._fd], [], [], timeout)
        if not ready:
            return False
        self._read()
        while select.select([self._fd], [], [], settle)[0]:
            self._read()
        return True

    def _read(self) -> None:
        try:
            data = os.read(self._fd, 64 * 1024)
        except BlockingIOError:
            return
        offset = 0
        while offset + EVENT.size <= len(data):
            wd, mask, _cookie, length = EVENT.unpack_from(data, offset)
            name = data[offset + EVENT.size: offset + EVENT.size + length].rstrip(b"\0")
            offset += EVENT.size + length
            if mask & IN_ISDIR and mask & (IN_CREATE | IN_MOVED_TO) and wd in self._folders:
                self._add_tree(self._folders[wd] / os.fsdecode(name))

    def close(self) -> None:
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1
