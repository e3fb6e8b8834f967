"""Every game's scorer under a seeded fuzzer (tests/scorer/fuzz_inputs.py): a few thousand hostile
inputs per game, each answered without raising, within 1 s of processor time and 100 MB (tracemalloc's
peak), with an envelope json.dumps can write and English lines of one line each; for a sample, run
through ``python -m scorer`` too, the command line agreeing with the library. The slowest inputs of a
longer run: benchmarks/bench_scorer_fuzz.py."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys
import time
import tracemalloc

import fuzz_inputs
import pytest

import scorer
from scorer import cli

ROOT = pathlib.Path(__file__).resolve().parents[2]
SEED = 18
INPUTS = 2_500
CLI_EVERY = 250  # one input in this many also goes through the command line
MOST_SECONDS = 1.0
MOST_BYTES = 100 * 2**20


def measured(data) -> tuple[dict, float, int]:
    """The envelope, the processor seconds of scoring (not wall time: the machine is shared) and the peak
    bytes allocated (tracemalloc's), from one traced run. Tracing only slows what it watches, so a
    traced time under MOST_SECONDS says the untraced one is too; a slower input is timed again untraced."""
    tracemalloc.start()
    try:
        start = time.process_time()
        envelope = scorer.score(data)
        seconds = time.process_time() - start
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    if seconds >= MOST_SECONDS:
        start = time.process_time()
        scorer.score(data)
        seconds = time.process_time() - start
    return envelope, seconds, peak


def english_lines(data, envelope: dict) -> list[str]:
    """The command line's words for the envelope's problems (warnings first, as it prints them)."""
    package = scorer.game_package(scorer.game_name(data))
    if package is None:
        return []
    problems = envelope["warnings"] + ([] if envelope["ok"] else envelope["errors"])
    return [package.describe(problem) for problem in problems]


def check_envelope(label: str, data, envelope: dict) -> None:
    json.dumps(envelope)  # raises for what JSON cannot write (huge integers, cycles)
    assert envelope["ok"] in (True, False), label
    keys = {"ok", "result", "warnings"} if envelope["ok"] else {"ok", "errors", "warnings"}
    assert set(envelope) == keys, label
    if not envelope["ok"]:
        codes = [problem["code"] for problem in envelope["errors"]]
        assert codes and "internal_error" not in codes, (label, envelope["errors"][:3])
    for line in english_lines(data, envelope):
        assert len(line.splitlines()) == 1 and line.isprintable(), (label, line)


def json_text(data) -> str | None:
    """The input as a file's text, or None when JSON cannot hold it (huge integers, deep nesting)."""
    try:
        return json.dumps(data)  # ASCII: a lone surrogate is written \\ud800, as a file may
    except (ValueError, RecursionError):
        return None


def check_command_line(label: str, text: str, tmp_path: pathlib.Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(text, encoding="ascii")
    completed = subprocess.run(
        [sys.executable, "-m", "scorer", str(path)], capture_output=True, cwd=ROOT, timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )  # fmt: skip
    assert b"Traceback" not in completed.stderr, label
    stderr = completed.stderr.decode("utf-8").splitlines()
    if len(text) > cli.LARGEST_FILE:
        assert completed.returncode == 2 and len(stderr) == 1 and "larger than" in stderr[0], label
        return
    data = json.loads(text, parse_int=cli.read_integer)  # the data as the command line reads it
    package = scorer.game_package(scorer.game_name(data))
    if package is None:
        assert completed.returncode == 2 and completed.stdout == b"", label
        assert len(stderr) == 1 and ": unknown game " in stderr[0], (label, stderr)
        return
    if len(text) > package.LIMITS.file:
        assert completed.returncode == 2 and len(stderr) == 1 and "larger than" in stderr[0], label
        return
    envelope = scorer.score(data)
    words = english_lines(data, envelope)
    warnings = [f"warning: {line}" for line in words[: len(envelope["warnings"])]]
    if envelope["ok"]:
        assert completed.returncode == 0, (label, stderr)
        expected = json.dumps(envelope["result"], indent=2, ensure_ascii=False) + "\n"
        assert completed.stdout.decode("utf-8", errors="surrogateescape") == expected.encode(
            "utf-8", errors="backslashreplace"
        ).decode("utf-8"), label
        assert stderr == [line.encode("utf-8", "backslashreplace").decode() for line in warnings], label
    else:
        assert completed.returncode == 2 and completed.stdout == b"", label
        errors = [f"error: {line}" for line in words[len(envelope["warnings"]) :]]
        assert stderr == [line.encode("utf-8", "backslashreplace").decode() for line in warnings + errors], (
            label
        )


@pytest.mark.parametrize("game", fuzz_inputs.GAMES)
def test_every_input_is_answered_quickly_in_little_memory(game, tmp_path):
    slowest = (0.0, "")
    largest = (0, "")
    check_command_line(f"{game} base", json.dumps(fuzz_inputs.BASES[game]()), tmp_path)  # a scored game
    sampled = 0
    for index, (label, data) in enumerate(fuzz_inputs.inputs(game, SEED, INPUTS)):
        envelope, seconds, peak = measured(data)
        check_envelope(label, data, envelope)
        slowest = max(slowest, (seconds, label))
        largest = max(largest, (peak, label))
        if index % CLI_EVERY == 0:
            text = json_text(data)
            if text is not None:
                check_command_line(label, text, tmp_path)
                sampled += 1
    assert slowest[0] < MOST_SECONDS, slowest
    assert largest[0] < MOST_BYTES, largest
    assert sampled >= INPUTS // CLI_EVERY // 2
