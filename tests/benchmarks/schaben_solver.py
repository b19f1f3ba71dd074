"""Timing of the Schaben jagen solver on the shipped task set (not a unit test: it times).

    python tests/benchmarks/schaben_solver.py [TASKS.json]

Prints the median and slowest time to solve each shipped task, the slowest proof that a
strict subset of a task's cards does not solve it, and the slowest "no solution" verdict from
a position reached in play: every hard task after every first card that ruins it.
The issue's targets: median solve < 100 ms, a hard unsolvable position < 2 s.
"""

from __future__ import annotations

import statistics
import sys

from schaben_times import dead_ends as find_dead_ends
from tables import ROOT, timed  # noqa: F401 - ROOT sets sys.path

from bugbox.games.schaben import solver
from bugbox.games.schaben.tasks import load_file, shipped_tasks


def main(argv: list[str]) -> int:
    tasks = load_file(argv[0]) if argv else shipped_tasks()
    solve_times, proof_times = [], []
    for task in tasks:
        steps, _, seconds = timed(solver.solve, task)
        assert steps is not None, task.id
        solve_times.append((seconds, task.id))
        needed, _, seconds = timed(solver.needs_every_card, task)
        assert needed, task.id
        proof_times.append((seconds, task.id))
    dead_ends = [(seconds, task_id, action) for seconds, task_id, action, _ in find_dead_ends(tasks)]
    print(f"{len(tasks)} tasks")
    print(
        f"solve: median {1000 * statistics.median(t for t, _ in solve_times):.1f} ms, "
        f"slowest {1000 * max(solve_times)[0]:.1f} ms ({max(solve_times)[1]})"
    )
    print(
        f"needs every card: total {sum(t for t, _ in proof_times):.2f} s, "
        f"slowest {1000 * max(proof_times)[0]:.1f} ms ({max(proof_times)[1]})"
    )
    worst = max(dead_ends, key=lambda item: item[0])
    print(
        f"no solution after a wrong first card: {len(dead_ends)} positions, median "
        f"{1000 * statistics.median(t for t, _, _ in dead_ends):.1f} ms, slowest {1000 * worst[0]:.1f} ms "
        f"({worst[1]} after {worst[2].card} {worst[2].to or worst[2].place or worst[2].remove or ''})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
