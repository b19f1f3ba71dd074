"""Rules speed: random-playout games per second, per game.

    python tests/benchmarks/playouts.py [--seconds 1.5] [--runs 3]

A playout starts a seeded game (3 seats; for Schaben jagen a shipped task, in turn) and plays
uniformly random legal actions until the game is over, through `legal_actions` and `apply`
only: the speed at which the rules let a computer player, a test or a replay look ahead.
Each run plays seeded games one after another until `--seconds` of CPU time are spent (a
Voll verasselt playout is thousands of actions, a Schaben jagen one a handful); the figure is
the median rate of `--runs` runs, on the CPU clock (the wall rate is shown next to it).
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from tables import GAME_IDS, ROOT, Clock, median, setup  # noqa: F401 - ROOT sets sys.path

from bugbox.core.game import rules_for

MAX_ACTIONS = 5000
SEATS = 3


def new_state(game_id: str, seed: int, tasks: tuple):
    rules = rules_for(game_id)
    if game_id == "schaben":
        task = tasks[seed % len(tasks)]
        return task.start_state()
    return rules.new_game(setup(game_id, [None] * SEATS, options={}, start_player=None), seed)


def playout(game_id: str, state, rng: random.Random) -> int:
    """Random legal actions until the end; the number of actions played."""
    rules = rules_for(game_id)
    steps = 0
    while not rules.is_over(state) and steps < MAX_ACTIONS:
        state, _ = rules.apply(state, rng.choice(rules.legal_actions(state)))
        steps += 1
    return steps


def run(game_id: str, seconds: float, first_seed: int, tasks: tuple) -> dict:
    rng = random.Random(first_seed)
    games = actions = 0
    wall = cpu = 0.0
    while cpu < seconds or games < 3:
        state = new_state(game_id, first_seed + games, tasks)
        with Clock() as clock:
            actions += playout(game_id, state, rng)
        wall += clock.wall
        cpu += clock.cpu
        games += 1
    return {
        "games_per_s": games / cpu,
        "wall_games_per_s": games / wall,
        "actions_per_s": actions / cpu,
        "actions_per_game": actions / games,
        "games": games,
    }


def measure(seconds: float = 1.5, runs: int = 3, only: tuple[str, ...] = GAME_IDS) -> dict:
    tasks: tuple = ()
    if "schaben" in only:
        from bugbox.games.schaben.tasks import shipped_tasks

        tasks = shipped_tasks()
    result = {}
    for game_id in only:
        rounds = [run(game_id, seconds, 100_000 * r, tasks) for r in range(runs)]
        result[game_id] = {key: median(r[key] for r in rounds) for key in rounds[0]}
        result[game_id].update(runs=runs, games=sum(r["games"] for r in rounds))
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=1.5, help="CPU seconds per run")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--game", choices=GAME_IDS, action="append")
    args = parser.parse_args()
    print(json.dumps(measure(args.seconds, args.runs, tuple(args.game or GAME_IDS)), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
