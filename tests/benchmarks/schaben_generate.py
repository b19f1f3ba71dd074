"""How fast the Schaben jagen generator makes puzzles, and whether they are good ones.

    python tests/benchmarks/schaben_generate.py [--seeds 50] [--difficulty hard] [--compare]

For each difficulty (or the one asked): `generate(difficulty, seed)` for seeds 1..N, the
median, p95 and slowest wall and CPU time per task (the p95 with a bootstrap 95% interval,
the median with a distribution-free one), and for the tasks made the share with exactly one
solution (box squares that act alike merged), the most solutions, how many box-card tasks are
still solvable with a box card played as a pass, the levels reached, the median hardness and
how many tasks require each trick.

Targets: a unique hard task in under 10 s (median; issue 20) and "New puzzle" at "Difficult"
in under 5 s for 95 of 100 players (p95 over 50 seeds on the 2-core machine; issue 32).
`--compare` also times the patience the shipped set was made with (`generator.SET_PATIENCE`,
each candidate's uniqueness searches up to 200,000 positions each) on the same seeds,
interleaved seed by seed so that the machine's load hits both alike. `measure()` returns the
figures for run.py.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys

from tables import ROOT, median, percentile, timed  # noqa: F401 - ROOT sets sys.path

from bugbox.games.schaben import techniques
from bugbox.games.schaben.generator import DIFFICULTIES, PUZZLE_PATIENCE, SET_PATIENCE, generate
from bugbox.games.schaben.tricks import TRICKS

TARGET_HARD_S = 10.0
TARGET_HARD_P95_S = 5.0


def median_interval(values: list[float]) -> tuple[float, float]:
    """A distribution-free interval of at least 95% for the median: the order statistics
    k and n+1-k with k the largest such that P(Binomial(n, 1/2) < k) <= 2.5%."""
    ordered = sorted(values)
    n = len(ordered)
    k, below = 0, 0.0
    while True:
        nxt = below + math.comb(n, k) / 2**n
        if nxt > 0.025:
            break
        below, k = nxt, k + 1
    if k == 0:
        return ordered[0], ordered[-1]
    return ordered[k - 1], ordered[n - k]


def bootstrap_interval(values: list[float], q: float = 0.95, rounds: int = 10_000) -> tuple[float, float]:
    """A 95% percentile-bootstrap interval for the q-quantile (nearest rank) of `values`:
    the quantile of `rounds` resamples with replacement, their 2.5th and 97.5th percentiles.
    Seeded, so the same times give the same interval."""
    rng = random.Random(2026)
    estimates = sorted(percentile(rng.choices(values, k=len(values)), q) for _ in range(rounds))
    return estimates[int(0.025 * rounds)], estimates[int(0.975 * rounds) - 1]


def _times(times: list[tuple[float, float]]) -> dict:
    walls, cpus = [w for w, _ in times], [c for _, c in times]
    return {
        "median_s": median(walls),
        "median_cpu_s": median(cpus),
        "p95_s": percentile(walls, 0.95),
        "p95_cpu_s": percentile(cpus, 0.95),
        "max_s": max(walls),
        "max_cpu_s": max(cpus),
        "median_s_ci95": median_interval(walls),
        "median_cpu_s_ci95": median_interval(cpus),
        "p95_s_ci95": bootstrap_interval(walls),
        "p95_cpu_s_ci95": bootstrap_interval(cpus),
        "wall_s": walls,
        "cpu_s": cpus,
    }


def measure(seeds: int = 50, difficulties: tuple[str, ...] = DIFFICULTIES, compare: bool = False) -> dict:
    out = {}
    for difficulty in difficulties:
        times, made, before = [], [], []
        for seed in range(1, seeds + 1):
            task, wall, cpu = timed(generate, difficulty, seed)
            times.append((wall, cpu))
            made.append(task)
            if compare:
                _, wall, cpu = timed(lambda d, s: generate(d, s, patience=SET_PATIENCE), difficulty, seed)
                before.append((wall, cpu))
        counts = [techniques.count_solutions(t) for t in made]
        grades = [techniques.grade(t) for t in made]
        out[difficulty] = {
            "seeds": seeds,
            "patience": PUZZLE_PATIENCE._asdict(),
            **_times(times),
            "unique": sum(1 for n in counts if n == 1),
            "max_solutions": max(counts),
            "box_pass": sum(1 for t in made if techniques.box_pass_solvable(t)),
            "levels": {lv: sum(1 for g in grades if g.level == lv) for lv in sorted({g.level for g in grades})},
            "median_hardness": statistics.median(g.hardness for g in grades),
            "tricks": {name: sum(1 for g in grades if name in g.tricks) for name in TRICKS},
        }
        if compare:
            out[difficulty]["set_patience"] = {"patience": SET_PATIENCE._asdict(), **_times(before)}
    return out


def _line(name: str, f: dict, n: int) -> str:
    low, high = f["p95_s_ci95"]
    clow, chigh = f["p95_cpu_s_ci95"]
    return (
        f"{name}: median {f['median_s']:.2f} s, p95 {f['p95_s']:.2f} s (95% interval {low:.2f}-{high:.2f} s), "
        f"slowest {f['max_s']:.2f} s; CPU median {f['median_cpu_s']:.2f} s, p95 {f['p95_cpu_s']:.2f} s "
        f"({clow:.2f}-{chigh:.2f} s), slowest {f['max_cpu_s']:.2f} s; n={n}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=50)
    parser.add_argument("--difficulty", choices=DIFFICULTIES)
    parser.add_argument("--compare", action="store_true", help="also time the shipped set's patience")
    args = parser.parse_args()
    figures = measure(args.seeds, (args.difficulty,) if args.difficulty else DIFFICULTIES, args.compare)
    shown = {d: {k: v for k, v in f.items() if k not in ("wall_s", "cpu_s")} for d, f in figures.items()}
    print(json.dumps(shown, indent=1))
    if "hard" in figures:
        hard = figures["hard"]
        verdict = "ok" if hard["p95_s"] < TARGET_HARD_P95_S and hard["median_s"] < TARGET_HARD_S else "over"
        target = f"; target p95 < {TARGET_HARD_P95_S:g} s: {verdict}"
        print(_line("generator hard, New puzzle", hard, hard["seeds"]) + target)
        if "set_patience" in hard:
            print(_line("generator hard, the shipped set's patience", hard["set_patience"], hard["seeds"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
