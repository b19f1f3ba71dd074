"""Verflixxt! kompakt: fit the hard level's weights (`judging.HARD_BASIC`, `HARD_WURMINATOR`).

    nice -n 10 python tests/benchmarks/verflixxt_fit.py [--games 20000] [--jobs 2]

Plays seeded heads-up self-play games (normal players that make a random move 15% of the time,
so that the games also visit positions a careful player would avoid; odd game numbers with the
Wurminator), and at the end of every turn notes each player's `judging.prospects` and the final
score. The weights are the least-squares fit of the final score difference (the player who just
moved minus the other) on the difference of the two players' prospects, one fit per variant,
over the games whose number is not a multiple of 5; the others are held out, and the share of
the final difference the fit explains there (R squared) is printed beside that of the normal
level's hand-set judgement.

Plain Python, no numpy: each game adds its rows to the normal equations (a 16 x 16 sum), which
are solved at the end; a prospect that never varies (the Wurminator's bite in the basic game)
gets weight 0. 20,000 games take under two minutes on two cores. The output is the Python to
paste into judging.py.
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verflixxt import ai, judging, rules
from bugbox.games.verflixxt.tiles import score

NAMES = list(judging.Prospects._fields)
WIDTH = len(NAMES)
RANDOM_MOVES = 0.15

#: Per variant and split: [X'X, X'y, y'y, rows, sum of y, normal's (sum of squared error)].
Sums = dict[tuple[bool, bool], list]


def empty() -> list:
    return [[[0.0] * WIDTH for _ in range(WIDTH)], [0.0] * WIDTH, 0.0, 0, 0.0, 0.0]


def play(number: int) -> Sums:
    """One self-play game; its rows, already summed into the normal equations."""
    wurminator = number % 2 == 1
    moves = random.Random(number)
    seats = tuple(Seat(name=f"P{s}", colour=("red", "blue")[s], computer=True) for s in range(2))
    state = rules.new_game(Setup(seats=seats, options={"wurminator": wurminator}), number + 1_000_000)
    ends: list[tuple[rules.State, int]] = []
    step = 0
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        elif moves.random() < RANDOM_MOVES:
            action = moves.choice(legal)
        else:
            action = ai.choose_action(state, Level.NORMAL, number * 1000 + step)
        mover = state.current
        state, _ = rules.apply(state, action)
        step += 1
        if state.phase == "roll":
            ends.append((state, mover))
    final = [score(own).total for own in state.taken]
    sums = empty()
    for position, mover in ends:
        board = rules.board(position)
        around = judging._Surroundings.of(board)
        mine = judging.prospects(board, mover, around)
        other = judging.prospects(board, 1 - mover, around)
        row = [a - b for a, b in zip(mine, other, strict=True)]
        target = final[mover] - final[1 - mover]
        xtx, xty = sums[0], sums[1]
        for i, a in enumerate(row):
            if a:
                xty[i] += a * target
                line = xtx[i]
                for j in range(i, WIDTH):
                    line[j] += a * row[j]
        sums[2] += target * target
        sums[3] += 1
        sums[4] += target
        sums[5] += (target - judging.standing(board, mover, judging.NORMAL)) ** 2
    return {(wurminator, number % 5 == 0): sums}


def add(total: Sums, part: Sums) -> None:
    for key, sums in part.items():
        into = total.setdefault(key, empty())
        for i in range(WIDTH):
            into[1][i] += sums[1][i]
            for j in range(WIDTH):
                into[0][i][j] += sums[0][i][j]
        for k in (2, 3, 4, 5):
            into[k] += sums[k]


def solve(xtx: list[list[float]], xty: list[float]) -> list[float]:
    """Least squares from the normal equations (upper triangle filled), by Gaussian
    elimination with partial pivoting; prospects that never vary get weight 0."""
    full = [[xtx[min(i, j)][max(i, j)] for j in range(WIDTH)] for i in range(WIDTH)]
    live = [i for i in range(WIDTH) if full[i][i] > 0]
    a = [[full[i][j] for j in live] + [xty[i]] for i in live]
    n = len(live)
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    weights = [0.0] * WIDTH
    for k, i in enumerate(live):
        weights[i] = a[k][n] / a[k][k]
    return weights


def explained(sums: list, weights: list[float]) -> tuple[float, float]:
    """R squared on these rows of the fitted weights and of normal's judgement."""
    xtx, xty, yty, rows, total = sums[:5]
    full = [[xtx[min(i, j)][max(i, j)] for j in range(WIDTH)] for i in range(WIDTH)]
    fitted = sum(w * sum(full[i][j] * weights[j] for j in range(WIDTH)) for i, w in enumerate(weights))
    error = yty - 2 * sum(w * v for w, v in zip(weights, xty, strict=True)) + fitted
    spread = yty - total * total / rows
    return 1 - error / spread, 1 - sums[5] / spread


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    total: Sums = {}
    with Pool(args.jobs) as pool:
        for part in pool.imap_unordered(play, range(args.games), chunksize=50):
            add(total, part)
    for wurminator, name in ((False, "HARD_BASIC"), (True, "HARD_WURMINATOR")):
        fit, held_out = total[(wurminator, False)], total[(wurminator, True)]
        weights = solve(fit[0], fit[1])
        r2, r2_normal = explained(held_out, weights)
        print(
            f"# {fit[3]} turn ends to fit, {held_out[3]} held out: R squared {r2:.3f} "
            f"(normal's judgement {r2_normal:.3f})"
        )
        print(f"{name} = Weights(")
        print("    " + ", ".join(f"{n}={round(w, 3) + 0.0}" for n, w in zip(NAMES, weights, strict=True)) + ")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
