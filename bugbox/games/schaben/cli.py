"""`bugbox schaben ...`: the solver and the generator on the command line.

Like the standalone solvers of Simon Tatham's puzzles, the same solver that gives hints in
the app answers here, so a player (or a test) can check a hand-written task without a window:

    bugbox schaben solve FILE [--json] [--count] [--max-positions N] [--seconds S]
                                          solve a task file or each task of a set;
                                          --count: how many solutions instead
    bugbox schaben check FILE             validate a task or set file
    bugbox schaben generate (--difficulty easy|medium|hard | --level 1-5) --seed N
                                          a new task on stdout, its grade on stderr

Exit codes: 0 done (every task solved / the file is valid), 1 some task has no solution or
the file has problems (the first few dozen listed one per line on stderr, then how many more),
2 wrong usage, 3 some task could not be decided within the solver's limit (each task gets
its own budget: `--max-positions`, `--seconds`; it then says "could not decide within the
limit" for that task instead of running for minutes).
Output cut short by its reader (`bugbox schaben solve FILE | head`) ends the command quietly
with exit code 1 (no BrokenPipeError traceback), as Python's documentation advises.
`solve` ignores stored solutions (it finds its own), so a task with a wrong or missing
solution can still be solved; `check` demands id, difficulty and a solution that works.
"""

from __future__ import annotations

import argparse
import json
import sys

from ...core.files import shown
from .generator import DIFFICULTIES, generate
from .rules import PlayCard
from .solver import DEFAULT_NODES, DEFAULT_SECONDS, Budget, Undecided, solve
from .tasks import TaskError, load_file, step_json
from .techniques import card_orders, count_solutions, grade
from .tricks import LEVELS

#: What each technique level adds, for `generate`'s report.
LEVEL_NAMES = {
    1: "straight moves and vacuum",
    2: "timing the cockroaches' moves",
    3: "turning to vacuum",
    4: "zero moves and bouncing cockroaches off him",
    5: "boxes and stacks",
}


def describe(step: PlayCard) -> str:
    """A solution step in a few words: "left to A4", "box on B2", "box off C3", "turn_around"."""
    if step.to is not None:
        return f"{step.card} to {step.to}"
    if step.place is not None:
        return f"{step.card} on {step.place}"
    if step.remove is not None:
        return f"{step.card} off {step.remove}"
    return step.card


def _report(error: TaskError) -> int:
    for problem in error.problems:
        print(problem.english(), file=sys.stderr)
    return 1


UNDECIDED = "could not decide within the limit"


def _solve(path: str, as_json: bool, nodes: int = DEFAULT_NODES, seconds: float | None = DEFAULT_SECONDS) -> int:
    try:
        tasks = load_file(path, strict=False, check_solution=False)
    except TaskError as error:
        return _report(error)
    results = []
    for position, task in enumerate(tasks, start=1):
        label = task.id or (f"#{position}" if len(tasks) > 1 else "task")
        try:
            steps, decided = solve(task, budget=Budget(nodes=nodes, seconds=seconds)), True
        except Undecided:
            steps, decided = None, False
        results.append((label, steps, decided))
        if not as_json:  # the id comes from the file: escaped, so it cannot forge a line (JSON escapes it anyway)
            answer = (
                UNDECIDED if not decided else "no solution" if steps is None else ", ".join(describe(s) for s in steps)
            )
            print(f"{shown(label)}: {answer}")
    if as_json:
        print(
            json.dumps(
                {
                    "tasks": [
                        {
                            "id": label,
                            "decided": decided,
                            "solution": None if steps is None else [step_json(s) for s in steps],
                        }
                        for label, steps, decided in results
                    ]
                },
                indent=1,
            )
        )
    if not all(decided for _, _, decided in results):
        return 3
    return 0 if all(steps is not None for _, steps, _ in results) else 1


def _count(path: str, nodes: int, seconds: float | None) -> int:
    """Each task's number of solutions (box squares that act alike merged) and card orders."""
    try:
        tasks = load_file(path, strict=False, check_solution=False)
    except TaskError as error:
        return _report(error)
    undecided = False
    for position, task in enumerate(tasks, start=1):
        label = task.id or (f"#{position}" if len(tasks) > 1 else "task")
        try:
            n = count_solutions(task, budget=Budget(nodes=nodes, seconds=seconds))
            orders = card_orders(task, budget=Budget(nodes=nodes, seconds=seconds))
            answer = f"{n} solution(s), {orders} card order(s)"
        except Undecided:
            undecided, answer = True, UNDECIDED
        print(f"{shown(label)}: {answer}")
    return 3 if undecided else 0


def _check(path: str) -> int:
    try:
        tasks = load_file(path, strict=True)
    except TaskError as error:
        return _report(error)
    print(f"{path}: {len(tasks)} task(s), all valid")
    return 0


def main(argv: list[str]) -> int:
    try:
        code = _main(argv)
        sys.stdout.flush()  # here, so a closed pipe is seen inside the try, not at interpreter exit
        return code
    except BrokenPipeError:
        # The reader has gone (`| head`): point stdout at /dev/null so the flush at exit is
        # silent too, and stop without a traceback.
        import os

        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 1


def _main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bugbox schaben", description="Schaben jagen tasks on the command line.")
    commands = parser.add_subparsers(dest="command", required=True)
    solve_cmd = commands.add_parser("solve", help="print a solution (or 'no solution') for each task in FILE")
    solve_cmd.add_argument("file")
    solve_cmd.add_argument("--json", action="store_true", help="print the solutions as JSON")
    solve_cmd.add_argument(
        "--count",
        action="store_true",
        help="print how many solutions each task has (box squares that act alike merged)",
    )
    solve_cmd.add_argument(
        "--max-positions",
        type=int,
        default=DEFAULT_NODES,
        metavar="N",
        help=f"give up on a task after N positions (default {DEFAULT_NODES})",
    )
    solve_cmd.add_argument(
        "--seconds",
        type=float,
        default=DEFAULT_SECONDS,
        metavar="S",
        help=f"give up on a task after S seconds (default {DEFAULT_SECONDS:g})",
    )
    check_cmd = commands.add_parser("check", help="validate a task or task set file")
    check_cmd.add_argument("file")
    gen_cmd = commands.add_parser("generate", help="print a new task")
    which = gen_cmd.add_mutually_exclusive_group(required=True)
    which.add_argument("--difficulty", choices=DIFFICULTIES)
    which.add_argument("--level", type=int, choices=LEVELS, help="technique level 1-5 (sets the difficulty)")
    gen_cmd.add_argument("--seed", type=int, required=True)
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:  # argparse has printed the usage
        return 2 if stop.code else 0
    if args.command == "solve":
        if args.max_positions < 1 or not args.seconds > 0:
            print("bugbox schaben: --max-positions and --seconds must be positive", file=sys.stderr)
            return 2
        if args.count:
            return _count(args.file, args.max_positions, args.seconds)
        return _solve(args.file, args.json, args.max_positions, args.seconds)
    if args.command == "check":
        return _check(args.file)
    task = generate(
        args.difficulty, args.seed, lv=args.level, task_id=f"{args.difficulty or f'level{args.level}'}-{args.seed}"
    )
    print(json.dumps(task.to_json(), indent=1))
    found = grade(task)
    # stderr, so that stdout stays a task file `check` accepts
    print(
        f"grade: level {found.level} ({LEVEL_NAMES[found.level]}), hardness {found.hardness:.2f}; "
        f"requires: {', '.join(found.tricks) or 'nothing beyond straight moves'}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
