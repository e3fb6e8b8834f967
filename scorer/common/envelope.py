"""The envelope every scorer's entry point answers with, and the guard that keeps it so."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from .limits import internal_error


def refused(errors: list[dict], warnings: list[dict]) -> dict:
    return {"ok": False, "errors": errors, "warnings": warnings}


def never_raises(entry_point: Callable[..., dict]) -> Callable[..., dict]:
    """The entry point, answering ``internal_error`` {error} instead of raising (a bug in the scorer:
    the tests check it never happens; a user sees a line, never a traceback)."""

    @functools.wraps(entry_point)
    def guarded(*args: Any, **kwargs: Any) -> dict:
        try:
            return entry_point(*args, **kwargs)
        except Exception as error:
            return refused([internal_error(error)], [])

    return guarded
