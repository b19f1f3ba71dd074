"""Voll verasselt computer players: win rates per level and decision times.

    python tests/benchmarks/verasselt_ai.py [--games 2000] [--jobs 2] [--seed 0] [--one-card-per-bars]

Three match-ups of seeded 3-player games; the seed picks one of the six seatings of the
levels (so each level sits before and after each other level equally often) and the start
player is random (from the game's seed):

- hard vs normal vs normal, and normal vs easy vs easy: the level under test must win more
  than its 1/3 share, with the whole 95% interval above it;
- hard vs normal vs easy at one table: the levels must finish in that order.

A shared win counts 1/k of a win for each of its k winners. Intervals are 95% Wilson score
intervals. Decision times are per `choose_action` call with more than one legal action,
measured in the worker processes (so they include warming the odds caches); p50/p95 per level.
A game still running after MAX_ACTIONS actions is counted as won by nobody and reported.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from itertools import permutations
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tables import percentile, wilson

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verasselt import ai, rules

COLOURS = ("red", "blue", "green")
MAX_ACTIONS = 20_000
MATCHUPS = {
    "hard vs 2 normal": (Level.HARD, Level.NORMAL, Level.NORMAL),
    "normal vs 2 easy": (Level.NORMAL, Level.EASY, Level.EASY),
    "hard vs normal vs easy": (Level.HARD, Level.NORMAL, Level.EASY),
}

SEATINGS = tuple(permutations(range(3)))

Job = tuple[int, tuple[Level, ...], bool]


def play(job: Job) -> tuple[list[float], dict[str, list[float]], int]:
    """One game. Returns the win share of each entry of `levels`, the decision times by
    level, and the number of actions played."""
    seed, levels, one_card = job
    seating = SEATINGS[seed % len(SEATINGS)]  # seat -> index in levels
    seats = tuple(
        Seat(name=f"P{seat}", colour=COLOURS[seat], computer=True, level=levels[seating[seat]])
        for seat in range(len(levels))
    )
    state = rules.new_game(Setup(seats=seats, options={"one_card_per_bars": one_card}), seed)
    times: dict[str, list[float]] = {}
    step = 0
    while not rules.is_over(state) and step < MAX_ACTIONS:
        seat = rules.deciding_player(state)
        assert seat is not None
        level = seats[seat].level
        start = time.perf_counter()
        action = ai.choose_action(state, level, seed * 1_000_003 + step)
        spent = time.perf_counter() - start
        if len(rules.legal_actions(state)) > 1:
            times.setdefault(level.value, []).append(spent)
        state, _ = rules.apply(state, action)
        step += 1
    share = [0.0] * len(levels)
    if rules.is_over(state):
        winners = rules.winners(state)
        for seat in winners:
            share[seating[seat]] += 1 / len(winners)
    return share, times, step


def run(games: int, jobs: int, base_seed: int, one_card: bool, matchups: dict[str, tuple[Level, ...]]) -> int:
    failures = 0
    all_times: dict[str, list[float]] = {}
    variant = "one card per double bars" if one_card else "two cards per double bars"
    print(f"Voll verasselt ({variant}): {games} seeded 3-player games per match-up\n")
    print(f"{'match-up':<24} {'level':<7} {'win rate':>9}  {'95% interval':<17} {'actions/game':>12}")
    with Pool(jobs) as pool:
        for name, levels in matchups.items():
            started = time.perf_counter()
            jobs_list = [(seed, levels, one_card) for seed in range(base_seed, base_seed + games)]
            results = pool.map(play, jobs_list, chunksize=4)
            shares = [0.0] * len(levels)
            unfinished = 0
            actions = 0
            for share, times, steps in results:
                shares = [a + b for a, b in zip(shares, share, strict=True)]
                unfinished += steps >= MAX_ACTIONS
                actions += steps
                for level, values in times.items():
                    all_times.setdefault(level, []).extend(values)
            rows = []
            for level in dict.fromkeys(levels):
                seats = levels.count(level)
                wins = sum(shares[i] for i, lv in enumerate(levels) if lv is level)
                rate = wins / (games * seats)
                low, high = wilson(wins, games * seats)
                rows.append((level, rate, low, high))
                print(f"{name:<24} {level.value:<7} {rate:9.3f}  [{low:.3f}, {high:.3f}]  {actions / games:12.0f}")
            ranked = [row[0] for row in sorted(rows, key=lambda r: -r[1])]
            expected = [lv for lv in (Level.HARD, Level.NORMAL, Level.EASY) if lv in levels]
            ok = ranked == expected and (len(rows) == 3 or rows[0][2] > 1 / 3) and not unfinished
            failures += not ok
            note = f", {unfinished} games unfinished" if unfinished else ""
            print(
                f"{'':<24} -> {'as expected' if ok else 'NOT as expected'}{note} "
                f"({time.perf_counter() - started:.0f} s)"
            )
    print(f"\n{'level':<7} {'decisions':>10} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for level in ("easy", "normal", "hard"):
        values = all_times.get(level, [])
        if values:
            print(
                f"{level:<7} {len(values):>10} {1000 * statistics.median(values):8.2f} "
                f"{1000 * percentile(values, 0.95):8.2f} {1000 * max(values):8.2f}"
            )
    hard = all_times.get("hard", [])
    if hard and percentile(hard, 0.95) >= 0.1:
        print("hard p95 is 100 ms or more")
        failures += 1
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument("--one-card-per-bars", action="store_true", help="play the rule variant")
    parser.add_argument(
        "--matchup", choices=sorted(MATCHUPS), action="append", help="run only this match-up (may be repeated)"
    )
    args = parser.parse_args()
    matchups = {name: MATCHUPS[name] for name in (args.matchup or MATCHUPS)}
    return run(args.games, args.jobs, args.seed, args.one_card_per_bars, matchups)


if __name__ == "__main__":
    sys.exit(main())
