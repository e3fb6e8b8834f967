"""The problem codes the Skull King tests meet, kept so that a last test can check every code the
package defines has a test (:func:`met`). Under pytest-xdist the modules may run in other processes: a
run of the modules in a process of their own then writes the codes to the file named by CODES_FILE."""

from __future__ import annotations

import os

from scorer import skull_king as sk

CODES_FILE = "MARQUOIR_MET_CODES"
MET: set[str] = set()


def met(problems: list[dict]) -> list[dict]:
    """Note the codes of `problems` (and check each has its own English words); the problems."""
    for problem in problems:
        MET.add(problem["code"])
        if os.environ.get(CODES_FILE):
            with open(os.environ[CODES_FILE], "a", encoding="utf-8") as kept:
                kept.write(problem["code"] + "\n")
        line = sk.describe(problem)
        assert not line.startswith(problem["code"]) and len(line.splitlines()) == 1, line
    return problems
