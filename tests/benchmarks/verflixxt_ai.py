"""Verflixxt! kompakt computer players: win rates per level and decision times.

    python tests/benchmarks/verflixxt_ai.py [--games 2000] [--jobs 2] [--wurminator] [--seed 0]
        [--match "hard vs 2 normal" ...]

Three match-ups of seeded 3-player games, each level rotated through all seats (the start
player is random, from the game's seed):

- hard vs normal vs normal, and normal vs easy vs easy: the level under test must win more
  than its 1/3 share;
- hard vs normal vs easy at one table: the levels must finish in that order.

A shared win counts as 1/k of a win for each of the k winners. Intervals are 95% Wilson score
intervals. Decision times are per `choose_action` call that had a real choice (more than one
legal action), measured in the worker processes; p50/p95 per level, both as wall time and
as CPU time of the deciding process. On a busy machine (other jobs, or more `--jobs` than
cores) the wall time mostly measures waiting for a core; the CPU time is what a decision costs
on an idle core, and is what the 200 ms budget for hard is checked against.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tables import percentile, wilson

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verflixxt import ai, rules

COLOURS = ("red", "blue", "green")
MATCHUPS = {
    "hard vs 2 normal": (Level.HARD, Level.NORMAL, Level.NORMAL),
    "normal vs 2 easy": (Level.NORMAL, Level.EASY, Level.EASY),
    "hard vs normal vs easy": (Level.HARD, Level.NORMAL, Level.EASY),
}


Times = dict[str, list[tuple[float, float]]]


def play(job: tuple[int, tuple[Level, ...], bool]) -> tuple[list[float], Times]:
    """One game; the levels are rotated by the seed so each sits in every seat equally often.
    Returns the win share of each level in `levels` order, and (wall, cpu) decision times by level."""
    seed, levels, wurminator = job
    shift = seed % len(levels)
    seating = [(i + shift) % len(levels) for i in range(len(levels))]  # seat -> index in levels
    seats = tuple(
        Seat(name=f"P{s}", colour=COLOURS[s], computer=True, level=levels[seating[s]]) for s in range(len(levels))
    )
    state = rules.new_game(Setup(seats=seats, options={"wurminator": wurminator}), seed)
    times: Times = {}
    step = 0
    while not rules.is_over(state):
        seat = state.current
        level = seats[seat].level
        choice = len(rules.legal_actions(state)) > 1
        start, cpu = time.perf_counter(), time.process_time()
        action = ai.choose_action(state, level, seed * 1_000_003 + step)
        if choice:
            times.setdefault(level.value, []).append((time.perf_counter() - start, time.process_time() - cpu))
        state, _ = rules.apply(state, action)
        step += 1
    winners = rules.winners(state)
    share = [0.0] * len(levels)
    for seat in winners:
        share[seating[seat]] += 1 / len(winners)
    return share, times


def run(games: int, jobs: int, wurminator: bool, base_seed: int, only: list[str] | None = None) -> int:
    failures = 0
    all_times: Times = {}
    variant = "Wurminator variant" if wurminator else "basic game"
    print(f"Verflixxt! kompakt, {variant}: {games} seeded 3-player games per match-up\n")
    print(f"{'match-up':<24} {'level':<7} {'win rate':>9}  {'95% interval':<17}")
    with Pool(jobs) as pool:
        for name, levels in MATCHUPS.items():
            if only and name not in only:
                continue
            seeds = range(base_seed, base_seed + games)
            results = pool.map(play, [(s, levels, wurminator) for s in seeds], chunksize=8)
            shares = [0.0] * len(levels)
            for share, times in results:
                shares = [a + b for a, b in zip(shares, share, strict=True)]
                for level, values in times.items():
                    all_times.setdefault(level, []).extend(values)
            rows = []
            for index, level in enumerate(levels):
                if level in levels[:index]:
                    continue
                seats = levels.count(level)
                rate = (
                    shares[index] / games
                    if seats == 1
                    else sum(shares[i] for i, lv in enumerate(levels) if lv is level) / (games * seats)
                )
                low, high = wilson(rate * games * seats, games * seats)
                rows.append((level, rate, low, high))
                print(f"{name:<24} {level.value:<7} {rate:9.3f}  [{low:.3f}, {high:.3f}]")
            ranked = [row[0] for row in sorted(rows, key=lambda r: -r[1])]
            expected = [lv for lv in (Level.HARD, Level.NORMAL, Level.EASY) if lv in levels]
            under_test = rows[0]
            ok = ranked == expected and under_test[2] > 1 / 3
            failures += not ok
            print(f"{'':<24} {'-> ' + ('as expected' if ok else 'NOT as expected')}")
    print(
        f"\n{'level':<7} {'decisions':>10} {'wall p50':>9} {'wall p95':>9} {'cpu p50':>8} {'cpu p95':>8}"
        "  (ms per decision)"
    )
    for level in ("easy", "normal", "hard"):
        values = all_times.get(level, [])
        if values:
            wall, cpu = [w for w, _ in values], [c for _, c in values]
            print(
                f"{level:<7} {len(values):>10} {1000 * statistics.median(wall):9.2f} "
                f"{1000 * percentile(wall, 0.95):9.2f} {1000 * statistics.median(cpu):8.2f} "
                f"{1000 * percentile(cpu, 0.95):8.2f}"
            )
    hard = [c for _, c in all_times.get("hard", [])]
    if hard and percentile(hard, 0.95) >= 0.2:
        print("hard: p95 CPU time per decision is over 200 ms")
        failures += 1
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--wurminator", action="store_true", help="play the Wurminator variant")
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument(
        "--match", action="append", choices=list(MATCHUPS), help="play only this match-up (repeatable); all by default"
    )
    args = parser.parse_args()
    return run(args.games, args.jobs, args.wurminator, args.seed, args.match)


if __name__ == "__main__":
    sys.exit(main())
