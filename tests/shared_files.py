"""The one way the tests reach `../shared/` (the rules facts, the reference games, the seeds): read at
test time beside the checkout, as CI lays it, never copied into the repository. A missing file fails
the test that needs it with a sentence saying what is missing and where it was looked for."""
from __future__ import annotations

import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared"


def shared_path(*parts: str) -> pathlib.Path:
    """A file or folder of ../shared/, which must exist."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(
            f"{path} is missing: the tests read ../shared/{'/'.join(parts)} beside the checkout "
            f"({ROOT}); CI lays shared/ there, a developer's machine needs the same folder"
        )
    return path
