"""The slowest and the most memory-hungry inputs of every game's scorer, over a larger fuzz run than the
test's (the same seeded generator, tests/scorer/fuzz_inputs.py).

Run: .venv/bin/python benchmarks/bench_scorer_fuzz.py [--inputs N] [--seed S] [--top K]

For each game, scores N inputs through ``scorer.score`` (what the command line and the page's worker
call), timing each in processor time (``process_time``: this machine's cores are shared, and wall time
counts the other processes) and, in a second pass, measuring its peak allocation
(``tracemalloc``, which slows the code it measures: the times come from the first pass). Prints the
K slowest inputs and the K with the largest peak, their problem codes, and the goals of issue 18:
every input within 1 s and 100 MB.
"""

from __future__ import annotations

import argparse
import sys
import time
import tracemalloc
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "scorer")]

import fuzz_inputs  # noqa: E402

import scorer  # noqa: E402

MOST_SECONDS = 1.0
MOST_BYTES = 100 * 2**20


def first_codes(envelope: dict) -> str:
    if envelope["ok"]:
        return f"scored, {len(envelope['warnings'])} warning(s)"
    codes = Counter(problem["code"] for problem in envelope["errors"])
    return ", ".join(f"{code} ×{count}" for code, count in codes.most_common(3))


def timed(game: str, seed: int, count: int) -> list[tuple[float, str, str]]:
    found = []
    for label, data in fuzz_inputs.inputs(game, seed, count):
        start = time.process_time()
        envelope = scorer.score(data)
        found.append((time.process_time() - start, label, first_codes(envelope)))
    return found


def measured(game: str, seed: int, count: int) -> list[tuple[int, str, str]]:
    found = []
    for label, data in fuzz_inputs.inputs(game, seed, count):
        tracemalloc.start()
        envelope = scorer.score(data)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        found.append((peak, label, first_codes(envelope)))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inputs", type=int, default=10_000, help="inputs per game (default 10000)")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--top", type=int, default=5)
    arguments = parser.parse_args()
    scorer.score({})  # imports done before the first measure
    met = True
    for game in fuzz_inputs.GAMES:
        times = sorted(timed(game, arguments.seed, arguments.inputs), reverse=True)
        peaks = sorted(measured(game, arguments.seed, arguments.inputs), reverse=True)
        total = sum(seconds for seconds, _, _ in times)
        print(f"{game}: {arguments.inputs} inputs, {total:.2f} s in all, median "
              f"{times[len(times) // 2][0] * 1e3:.2f} ms")  # fmt: skip
        print("  slowest:")
        for seconds, label, codes in times[: arguments.top]:
            print(f"    {seconds * 1e3:8.1f} ms  {label}  ({codes})")
        print("  largest peak allocation:")
        for peak, label, codes in peaks[: arguments.top]:
            print(f"    {peak / 2**20:8.2f} MB  {label}  ({codes})")
        worst_time, worst_peak = times[0][0], peaks[0][0]
        ok = worst_time < MOST_SECONDS and worst_peak < MOST_BYTES
        met = met and ok
        print(f"  goal (every input under {MOST_SECONDS:.0f} s and {MOST_BYTES // 2**20} MB): "
              f"{'met' if ok else 'NOT MET'}")  # fmt: skip
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
