"""Waiting for a change of the sources, through watchfiles: the file system's own events on Linux
(inotify), macOS (FSEvents) and Windows (ReadDirectoryChangesW), and its poll where there are none (a
network drive, a container's mount) or when WATCHFILES_FORCE_POLLING is set. The watcher of
`marquoir serve` still compares snapshots of the files (what changed is decided there); this only says
when to look, so that a saved file is seen within a few milliseconds.

A save is often several writes (a PO editor writes, renames, touches): events are grouped until none
came for STEP_MS (at most DEBOUNCE_MS after the first), so that one save is one rebuild and the page
still holds the change well within half a second."""
from __future__ import annotations

import pathlib
import threading
from collections.abc import Iterator

import watchfiles

STEP_MS = 10  # a save's writes closer than this are one change
DEBOUNCE_MS = 200  # the longest a change waits for the writes after it
IDLE_LOOK_MS = 2000  # without an event, a look anyway (in case one was missed)


def source_changes(folders: list[pathlib.Path], stop: threading.Event, poll_ms: int = 250,
                   force_polling: bool | None = None) -> Iterator[bool]:
    """Yields True when a file under the folders may have changed, False after IDLE_LOOK_MS without
    an event; ends once `stop` is set. Folders that do not exist are not watched (a restart adds
    them). `poll_ms`: the poll's period where the library polls."""
    existing = [str(folder) for folder in folders if folder.exists()]
    if not existing:
        while not stop.wait(IDLE_LOOK_MS / 1000):
            yield False
        return
    changes = watchfiles.watch(
        *existing, stop_event=stop, debounce=DEBOUNCE_MS, step=STEP_MS, rust_timeout=IDLE_LOOK_MS,
        yield_on_timeout=True, force_polling=force_polling, poll_delay_ms=poll_ms, raise_interrupt=False,
    )
    for changed in changes:
        yield bool(changed)
