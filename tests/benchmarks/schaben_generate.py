"""How fast the Schaben jagen generator makes puzzles, and whether they are good ones.

    python tests/benchmarks/schaben_generate.py [--seeds 20] [--difficulty hard]

For each difficulty (or the one asked): `generate(difficulty, seed)` for seeds 1..N, the
median and slowest wall and CPU time per task, and for the tasks made the share with exactly
one solution (box squares that act alike merged), the most solutions, how many box-card tasks
are still solvable with a box card played as a pass, the levels reached and how many tasks
require each trick. The issue's target: median time to a unique hard task under 10 s on
the 2-core machine. `measure()` returns the figures for run.py.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from tables import ROOT, median, timed  # noqa: F401 - ROOT sets sys.path

from bugbox.games.schaben import techniques
from bugbox.games.schaben.generator import DIFFICULTIES, generate
from bugbox.games.schaben.tricks import TRICKS

TARGET_HARD_S = 10.0


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


def measure(seeds: int = 20, difficulties: tuple[str, ...] = DIFFICULTIES) -> dict:
    out = {}
    for difficulty in difficulties:
        times, made = [], []
        for seed in range(1, seeds + 1):
            task, wall, cpu = timed(generate, difficulty, seed)
            times.append((wall, cpu))
            made.append(task)
        counts = [techniques.count_solutions(t) for t in made]
        grades = [techniques.grade(t) for t in made]
        out[difficulty] = {
            "seeds": seeds,
            "median_s": median(w for w, _ in times),
            "median_cpu_s": median(c for _, c in times),
            "max_s": max(w for w, _ in times),
            "median_s_ci95": median_interval([w for w, _ in times]),
            "median_cpu_s_ci95": median_interval([c for _, c in times]),
            "unique": sum(1 for n in counts if n == 1),
            "max_solutions": max(counts),
            "box_pass": sum(1 for t in made if techniques.box_pass_solvable(t)),
            "levels": {lv: sum(1 for g in grades if g.level == lv) for lv in sorted({g.level for g in grades})},
            "tricks": {name: sum(1 for g in grades if name in g.tricks) for name in TRICKS},
        }
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--difficulty", choices=DIFFICULTIES)
    args = parser.parse_args()
    figures = measure(args.seeds, (args.difficulty,) if args.difficulty else DIFFICULTIES)
    print(json.dumps(figures, indent=1))
    if "hard" in figures:
        hard = figures["hard"]
        verdict = "ok" if hard["median_s"] < TARGET_HARD_S else "over"
        low, high = hard["median_s_ci95"]
        print(
            f"generator hard: median {hard['median_s']:.2f} s per unique task (95% interval {low:.2f}-{high:.2f} s; "
            f"cpu {hard['median_cpu_s']:.2f} s, n={hard['seeds']}, target < {TARGET_HARD_S:g} s: {verdict})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
