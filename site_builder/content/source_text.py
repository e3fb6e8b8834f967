"""A content file's text, or a problem naming it: a file that cannot be opened (permission denied, gone)
or that is not UTF-8 (its line: the first byte that is not) is a ContentError, never a traceback."""
from __future__ import annotations

import pathlib

from ..exceptions import ContentError, Problem


def read_source(path: pathlib.Path, shown: str) -> str:
    """The file's text as open(..., encoding="utf-8") reads it (newlines made \\n); `shown`: its name
    in problems."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ContentError(Problem(f"cannot be read: {error.strerror or error}", shown)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise ContentError(Problem(f"is not UTF-8 text (byte {data[error.start]:#04x}): save it as UTF-8",
                                   shown, line)) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")
