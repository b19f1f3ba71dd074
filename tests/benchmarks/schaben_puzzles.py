"""How good the Schaben jagen tasks of a file are as puzzles (not a unit test: slow, exact).

    python tests/benchmarks/schaben_puzzles.py [TASKS.json] [--quiet]

For each task (the tutorials 0A/0B are left out, they have targets): its label, technique
level and hardness (-log2 of the chance a random play solves it), the solutions with box
squares that act alike merged, the orders of card kinds that solve it, whether it is still
solvable with a box card played as a pass, and the tricks it requires. Then the summary the
issue asks about: the share of tasks with exactly one solution, the most solutions, how many
box-card tasks survive a box card played as a pass, Spearman's rank correlation between the
task order and the hardness (overall and per label), and how many tasks require each trick.
Exhaustive: every count is a full search (a few minutes on the old set's hard tasks).
"""

from __future__ import annotations

import statistics
import sys
import time

from tables import ROOT  # noqa: F401 - ROOT sets sys.path

from bugbox.games.schaben import techniques
from bugbox.games.schaben.tasks import Task, load_file, shipped_tasks
from bugbox.games.schaben.tricks import TRICKS


def ranks(values: list[float]) -> list[float]:
    """Ranks 1..n, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            out[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return out


def spearman(xs: list[float], ys: list[float]) -> float:
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    var = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return cov / var if var else float("nan")


def measure(task: Task) -> dict:
    grade = techniques.grade(task)
    return {
        "id": task.id,
        "label": task.difficulty,
        "level": grade.level,
        "hardness": grade.hardness,
        "solutions": techniques.count_solutions(task),
        "orders": techniques.card_orders(task),
        "box_cards": task.cards.count("box"),
        "box_pass": techniques.box_pass_solvable(task),
        "tricks": grade.tricks,
        "stacked": len({c.square for c in task.cockroaches}) < len(task.cockroaches),
    }


def summary(rows: list[dict]) -> list[str]:
    out = []
    n = len(rows)
    unique = sum(1 for r in rows if r["solutions"] == 1)
    out.append(
        f"tasks: {n}; exactly one solution (merged): {unique} ({100 * unique / n:.0f}%), "
        f"at most 3: {sum(1 for r in rows if r['solutions'] <= 3)}; "
        f"max {max(r['solutions'] for r in rows)}"
    )
    for label in ("easy", "medium", "hard"):
        part = [r for r in rows if r["label"] == label]
        if part:
            out.append(
                f"  {label}: {len(part)} tasks, unique {sum(1 for r in part if r['solutions'] == 1)}, "
                f"median solutions {statistics.median(r['solutions'] for r in part)}, "
                f"levels {sorted({r['level'] for r in part})}"
            )
    boxed = [r for r in rows if r["box_cards"]]
    out.append(
        f"box-card tasks: {len(boxed)}; still solvable with a box card as a pass: "
        f"{sum(1 for r in boxed if r['box_pass'])}"
    )
    order = list(range(n))
    out.append(f"Spearman(task order, hardness): overall {spearman(order, [r['hardness'] for r in rows]):+.3f}")
    for label in ("easy", "medium", "hard"):
        idx = [i for i, r in enumerate(rows) if r["label"] == label]
        if len(idx) > 2:
            out.append(f"  {label}: {spearman(idx, [rows[i]['hardness'] for i in idx]):+.3f}")
    grade_key = [r["level"] * 1000 + r["hardness"] for r in rows]
    out.append(f"Spearman(task order, level then hardness): {spearman(order, grade_key):+.3f}")
    out.append(
        "tasks requiring each trick: "
        + ", ".join(f"{name} {sum(1 for r in rows if name in r['tricks'])}" for name in TRICKS)
    )
    firsts = []
    for name in TRICKS:
        first = next((r for r in rows if name in r["tricks"]), None)
        if first is not None:
            firsts.append(f"{name} {first['id']} ({' '.join(first['tricks'])})")
    out.append("first task requiring each trick: " + "; ".join(firsts))
    out.append(
        f"tasks starting with stacked cockroaches: {sum(1 for r in rows if r['stacked'])} "
        f"({sum(1 for r in rows if r['stacked'] and r['label'] == 'hard')} hard)"
    )
    out.append("levels: " + ", ".join(f"{lv}: {sum(1 for r in rows if r['level'] == lv)}" for lv in range(1, 6)))
    return out


def main(argv: list[str]) -> int:
    quiet = "--quiet" in argv
    files = [a for a in argv if not a.startswith("--")]
    tasks = load_file(files[0]) if files else shipped_tasks()
    tasks = [t for t in tasks if t.target is None]
    rows = []
    started = time.monotonic()
    for task in tasks:
        row = measure(task)
        rows.append(row)
        if not quiet:
            print(
                f"{row['id']:>4} {row['label']:<6} L{row['level']} hard {row['hardness']:6.2f} "
                f"solutions {row['solutions']:>7} orders {row['orders']:>3} "
                f"box-pass {'yes' if row['box_pass'] else 'no ':<3} {'stacked ' if row['stacked'] else ''}"
                f"{' '.join(row['tricks'])}",
                flush=True,
            )
    print("\n".join(summary(rows)))
    print(f"({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
