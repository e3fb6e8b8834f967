"""Running a `node --test` file of tests/browser/ (a game's `<game>/node/`, the core's `node/`) against
modules as the build published them."""
from __future__ import annotations

import os
import pathlib
import shutil
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
BROWSER_TESTS = ROOT / "tests" / "browser"


def node() -> str:
    found = shutil.which("node")
    assert found, "Node.js is missing: ./dev installs it"
    return found


def published(built_site: pathlib.Path, game: str, stem: str) -> str:
    """The path of a module a game's page loads (its name without the digest, such as "state") in the
    built site: the game's own (assets/<game>/), else the scorer-page kit's (assets/scorer/)."""
    folders = [built_site / "assets" / game, built_site / "assets" / "scorer"]
    found = [module for folder in folders for module in folder.glob(f"{stem}.*.mjs")]
    assert found, f"no module {stem} for {game}"
    return str(found[0])


def run_node_tests(script: str, **env: str) -> str:
    """Runs tests/browser/<script> (such as "arboretum/node/state_test.mjs") with `node --test`, with
    `env` added to the environment (the modules' paths); fails unless tests ran and all passed. Returns
    what they printed."""
    run = subprocess.run(
        [node(), "--test", str(BROWSER_TESTS / script)],
        capture_output=True, text=True, timeout=120, cwd=ROOT, check=False, env={**os.environ, **env},
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "# fail 0" in run.stdout and "# pass 0" not in run.stdout
    return run.stdout
