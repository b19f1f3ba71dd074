"""Thinking time: how long a player waits for each computer level, and for a Schaben hint.

    python tests/benchmarks/thinking.py [--games 6] [--seed 0]

A computer player is measured at the largest table of its game (5 seats in Voll verasselt,
4 with the Wurminator in Verflixxt!), every seat at the level under test, because that is
where it has the most to weigh. A decision is one `ai.choose_action` call with more than one
legal action (the same definition as the win-rate scripts verasselt_ai.py and verflixxt_ai.py,
which measure 3-player tables); the seed is derived the way the game controller derives it.
Schaben jagen has no computer opponent; what a player waits for there is the hint, so the
hint is timed from every position along the solution of every shipped task.

Each decision is timed on the wall clock and on the CPU clock of the thinking thread. The
controller thinks in its own thread, so on an idle machine the player waits the CPU time; on
a loaded one the wall time also holds the time spent waiting for a core.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys

from tables import GAME_IDS, MAX_SEATS, ROOT, Clock, percentile, setup  # noqa: F401 - ROOT sets sys.path

from bugbox.core.game import rules_for
from bugbox.core.players import Level

MAX_ACTIONS = 5000
#: Games per level by default: the hard levels cost the most, the easy ones nothing.
DEFAULT_GAMES = {Level.EASY: 6, Level.NORMAL: 6, Level.HARD: 6}


def decisions(game_id: str, level: Level, games: int, base_seed: int = 0) -> dict:
    """Wall and CPU seconds of every decision of `level` in `games` seeded games."""
    rules = rules_for(game_id)
    ai = importlib.import_module(f"bugbox.games.{game_id}.ai")
    wall: list[float] = []
    cpu: list[float] = []
    for seed in range(base_seed, base_seed + games):
        state = rules.new_game(setup(game_id, [level] * MAX_SEATS[game_id], start_player=None), seed)
        step = 0
        while not rules.is_over(state) and step < MAX_ACTIONS:
            choice = len(rules.legal_actions(state)) > 1
            with Clock() as clock:
                action = ai.choose_action(state, level, (seed * 1_000_003 + step) % 2**63)
            if choice:
                wall.append(clock.wall)
                cpu.append(clock.cpu)
            state, _ = rules.apply(state, action)
            step += 1
    return summary(wall, cpu, games=games, seats=MAX_SEATS[game_id])


def hints() -> dict:
    """Wall and CPU seconds of `solver.hint` at every position along every shipped solution."""
    from bugbox.games.schaben import rules, solver
    from bugbox.games.schaben.tasks import shipped_tasks

    wall: list[float] = []
    cpu: list[float] = []
    tasks = shipped_tasks()
    for task in tasks:
        state = task.start_state()
        for step in task.solution:
            with Clock() as clock:
                solver.hint(state)
            wall.append(clock.wall)
            cpu.append(clock.cpu)
            state, _ = rules.apply(state, step)
    return summary(wall, cpu, tasks=len(tasks))


def summary(wall: list[float], cpu: list[float], **about: int) -> dict:
    return {
        "decisions": len(wall),
        **about,
        "p50_ms": 1000 * percentile(wall, 0.5),
        "p95_ms": 1000 * percentile(wall, 0.95),
        "max_ms": 1000 * max(wall, default=float("nan")),
        "cpu_p50_ms": 1000 * percentile(cpu, 0.5),
        "cpu_p95_ms": 1000 * percentile(cpu, 0.95),
        "cpu_max_ms": 1000 * max(cpu, default=float("nan")),
    }


def measure(games: int | None = None, base_seed: int = 0, only: tuple[str, ...] = GAME_IDS) -> dict:
    result: dict[str, dict] = {}
    for game_id in only:
        if game_id == "schaben":
            result["schaben"] = {"hint": hints()}
            continue
        try:
            importlib.import_module(f"bugbox.games.{game_id}.ai")
        except ModuleNotFoundError as missing:
            result[game_id] = {"missing": str(missing)}
            continue
        result[game_id] = {
            level.value: decisions(game_id, level, games or DEFAULT_GAMES[level], base_seed) for level in Level
        }
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, help="games per level (default: %(default)s)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", choices=GAME_IDS, action="append")
    args = parser.parse_args()
    result = measure(args.games, args.seed, tuple(args.game or GAME_IDS))
    print(json.dumps(result, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
