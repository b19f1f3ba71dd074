"""Schaben jagen solver times for the benchmark table.

    python tests/benchmarks/schaben_times.py [--runs 3]

- all tasks: solving every shipped task (80 numbered tasks and the 2 test tasks) one after the
  other; the median total of `--runs` runs.
- hard unsolvable position: the positions after each wrong first card of each hard task are
  searched once (as schaben_solver.py does); the one whose "no solution" verdict took longest
  is then timed `--runs` times more, median.

The generator has its own script, schaben_generate.py (time to a hard task with exactly one
solution, and what the tasks made are like). schaben_solver.py (the solver engineer's script)
prints more detail on the same positions.
"""

from __future__ import annotations

import argparse
import json
import sys

from tables import ROOT, median, timed  # noqa: F401 - ROOT sets sys.path

from bugbox.games.schaben import rules, solver
from bugbox.games.schaben.tasks import shipped_tasks


def solve_all(tasks) -> tuple[float, float]:
    wall = cpu = 0.0
    for task in tasks:
        steps, w, c = timed(solver.solve, task)
        assert steps is not None, task.id
        wall += w
        cpu += c
    return wall, cpu


def dead_ends(tasks):
    """(cpu seconds, task id, action, position) of every hard position after a wrong first card."""
    found = []
    for task in tasks:
        if task.difficulty != "hard":
            continue
        start = task.start_state()
        for action in rules.legal_actions(start):
            state, _ = rules.apply(start, action)
            if state.status != "playing":
                continue
            steps, _, cpu = timed(solver.solve, state)
            if steps is None:
                found.append((cpu, task.id, action, state))
    return found


def measure(runs: int = 3) -> dict:
    tasks = shipped_tasks()
    totals = [solve_all(tasks) for _ in range(runs)]
    ends = dead_ends(tasks)
    _, task_id, action, worst = max(ends, key=lambda item: item[0])
    proofs = []
    for _ in range(runs):
        steps, wall, cpu = timed(solver.solve, worst)
        assert steps is None
        proofs.append((wall, cpu))
    return {
        "tasks": len(tasks),
        "solve_all_s": median(w for w, _ in totals),
        "solve_all_cpu_s": median(c for _, c in totals),
        "dead_ends": len(ends),
        "hardest_dead_end": f"{task_id} after {action.card} {action.to or action.place or action.remove or ''}".strip(),
        "unsolvable_ms": 1000 * median(w for w, _ in proofs),
        "unsolvable_cpu_ms": 1000 * median(c for _, c in proofs),
        "runs": runs,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    print(json.dumps(measure(args.runs), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
