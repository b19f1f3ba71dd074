"""How close the review's figures come to a reference many times longer, and how stable its
verdict is across review seeds (issue 44).

    python tests/benchmarks/review_truth.py positions [--game verasselt] [--sample 10] [--reference 1920] [--jobs 2]
    python tests/benchmarks/review_truth.py seeds [--game verasselt] [--seeds 5] [--actions 100] [--jobs 2]

`positions`: the 100-action game of `review_regret.py timing`; `sample` positions evenly spread
over it are reviewed as the review judges them at the default depth (`review_game(only=...)`:
both rounds), and each position's own chances (the hard level's choice there) are played out
`reference` times on futures of another review seed. Prints each position's largest error
over the seats, and the mean and the worst with the reference's own 95 % margin beside them.

`seeds`: the same game reviewed whole at the default depth under `seeds` review seeds; prints
each seat's three costliest decisions per seed, and whether they agree (the same decisions, in
any order) across all seeds.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from review_regret import hundred_actions

from bugbox.review.estimate import REVIEW_SEED, Z, play
from bugbox.review.games import review_module
from bugbox.review.runner import review_game


def reference(task: tuple[str, int, int]) -> tuple[int, tuple[float, ...], tuple[float, ...]]:
    """Position `index`'s chances from `futures` playouts of the hard level's choice there, on
    another review seed: (index, chances, 95 % margins)."""
    game, index, futures = task
    session = hundred_actions(game)
    module = review_module(game)
    state = module.with_future(session.states[index], 0)
    rules = module.rules
    if rules.is_over(state):
        shares = module.shares(state)
        return index, shares, (0.0,) * len(shares)
    action = module.best_choice(state)
    runs = [play(module, state, action, k, REVIEW_SEED + 7_777_777) for k in range(futures)]
    seats = len(runs[0])
    means = tuple(sum(r[s] for r in runs) / futures for s in range(seats))
    margins = tuple(
        Z * (sum((r[s] - means[s]) ** 2 for r in runs) / (futures - 1) / futures) ** 0.5 for s in range(seats)
    )
    return index, means, margins


def positions(args: argparse.Namespace) -> None:
    session = hundred_actions(args.game)
    names = tuple(seat.name for seat in session.setup.seats)
    picked = [round(i * 99 / (args.sample - 1)) for i in range(args.sample)]
    started = time.perf_counter()
    review = review_game(args.game, names, list(session.states), session.action_dicts(), workers=args.jobs, only=picked)
    print(f"reviewed {len(picked)} positions in {time.perf_counter() - started:.0f} s", flush=True)
    with ProcessPoolExecutor(args.jobs) as pool:
        truths = dict(
            (index, (chances, margins))
            for index, chances, margins in pool.map(reference, [(args.game, i, args.reference) for i in picked])
        )
    errors = []
    for position in review.positions:
        chances, margins = truths[position.action_index]
        error = max(abs(a - b) for a, b in zip(position.win_chances, chances, strict=True))
        inside = all(
            abs(a - b) <= m + r
            for a, b, m, r in zip(position.win_chances, chances, position.margins, margins, strict=True)
        )
        errors.append(error)
        print(
            f"  position {position.action_index:3}: review {[round(c, 3) for c in position.win_chances]}"
            f" ±{max(position.margins):.3f} ({position.futures} futures), reference {[round(c, 3) for c in chances]}"
            f" ±{max(margins):.3f}; error {error:.3f}{'' if inside else '  OUTSIDE both margins'}",
            flush=True,
        )
    print(
        f"{args.game}: mean error {sum(errors) / len(errors):.3f}, worst {max(errors):.3f} over {len(errors)} positions"
    )


def seeds(args: argparse.Namespace) -> None:
    session = hundred_actions(args.game)
    names = tuple(seat.name for seat in session.setup.seats)
    states, actions = list(session.states)[: args.actions + 1], session.action_dicts()[: args.actions]
    tops: list[list[frozenset[int]]] = []
    for n in range(args.seeds):
        started = time.perf_counter()
        review = review_game(args.game, names, states, actions, workers=args.jobs, review_seed=REVIEW_SEED + 1000 * n)
        top = [frozenset(d.action_index for d in review.costliest_of(seat)) for seat in range(len(names))]
        tops.append(top)
        print(f"  seed {n}: {[sorted(t) for t in top]} in {time.perf_counter() - started:.0f} s", flush=True)
    agree = [all(t[seat] == tops[0][seat] for t in tops) for seat in range(len(names))]
    print(f"{args.game}: the three costliest agree across {args.seeds} seeds for {sum(agree)} of {len(agree)} seats")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="what", required=True)
    p = sub.add_parser("positions")
    p.add_argument("--game", default="verasselt")
    p.add_argument("--sample", type=int, default=10)
    p.add_argument("--reference", type=int, default=1920)
    p.add_argument("--jobs", type=int, default=2)
    s = sub.add_parser("seeds")
    s.add_argument("--game", default="verasselt")
    s.add_argument("--seeds", type=int, default=5)
    s.add_argument("--actions", type=int, default=100)
    s.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    positions(args) if args.what == "positions" else seeds(args)


if __name__ == "__main__":
    main()
