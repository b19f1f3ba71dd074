"""`bugbox review FILE [--json] [--depth N] [--seconds S]`: the review of a save, printed.

FILE is a save, an autosave or a kept game of Records (which wraps a save); finished or not.
The review is a function of the game and its depth (futures per position), the same on every
computer; `--seconds` only sets a time limit, and a review it stops says so. The text output
gives each position's win chances with their 95 % margin and the decisions that surely cost
win chance; `--json` prints exactly the shape of `model.Review.as_json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .estimate import DEPTH, MAX_FACTOR
from .model import Review


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bugbox review",
        description="Review a saved game: each seat's chance to win at every position, and the "
        "decisions that cost the most win chance.",
    )
    parser.add_argument("file", type=Path, help="a save, an autosave or a kept game (JSON)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument(
        "--depth",
        type=int,
        default=None,
        help=f"futures per position in the first round; doubtful ones get up to {MAX_FACTOR} times as many"
        f" (default: the game's own, {DEPTH} or fewer where its playouts cost more)",
    )
    parser.add_argument(
        "--seconds", type=float, default=None, help="stop after this many seconds, and say so (default: no limit)"
    )
    parser.add_argument("--workers", type=int, default=None, help="worker processes (default: one per core, up to 4)")
    parser.add_argument(
        "--max-futures", type=int, default=None, help="at most this many futures per position (a quick, rough review)"
    )
    return parser.parse_args(argv)


def load(path: Path) -> tuple[Any, Any]:
    """The save in FILE and its replayed session; a kept game of Records holds its save."""
    from ..core.records.archive import looks_like_entry, read_entry
    from ..core.saves import load_save, parse_save

    if looks_like_entry(path):
        entry, session = read_entry(path)
        return parse_save(entry["save"]), session
    return load_save(path)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    from ..core.errors import LoadError
    from .games import reviewable
    from .runner import review_game

    try:
        save, session = load(args.file)
    except LoadError as error:
        print(f"bugbox review: {error}", file=sys.stderr)
        return 2
    if not reviewable(save.game):
        print(f"bugbox review: games of {save.game} cannot be reviewed.", file=sys.stderr)
        return 2
    if (
        (args.depth is not None and args.depth < 1)
        or (args.seconds is not None and args.seconds <= 0)
        or (args.max_futures is not None and args.max_futures < 1)
    ):
        print("bugbox review: --depth, --seconds and --max-futures must be more than 0.", file=sys.stderr)
        return 2
    seats = tuple(seat.name for seat in save.setup.seats)
    review = review_game(
        save.game,
        seats,
        list(session.states),
        list(save.actions),
        seconds=args.seconds,
        workers=args.workers,
        max_futures=args.max_futures,
        depth=args.depth,
    )
    if args.json:
        print(json.dumps(review.as_json(), ensure_ascii=False))
    else:
        print(text(review))
    return 0


def text(review: Review) -> str:
    """The review for a terminal: the chances per position, then the costly decisions."""
    names = review.seats
    lines = [
        f"{review.game}: {len(review.positions) - 1} actions, depth {review.depth} futures,"
        f" reviewed in {review.seconds:.1f} s"
    ]
    if review.stopped_early:
        lines.append("stopped early by the time limit: not every position was played to its depth")
    lines.append(f"assumes: {review.assumes}")
    lines.append("win chances (95 % margin; = exact) before each action (move numbers count from 1):")
    lines.append("  move " + "  ".join(f"{name[:12]:>16}" for name in names))
    for p in review.positions:
        cells = "  ".join(_chance(c, m, p.exact).rjust(16) for c, m in zip(p.win_chances, p.margins, strict=True))
        lines.append(f"  {p.action_index + 1:<4} {cells}")
    lines.append(f"decisions: {len(review.decisions)}; the costliest (surely costly, at most three):")
    for rank, i in enumerate(review.costliest, start=1):
        d = review.decisions[i]
        chosen, best = round(d.win_chance_chosen * 1000), round(d.win_chance_best * 1000)
        margin = "exact" if d.exact else f"±{d.regret_margin:.1%}, {d.futures} futures"
        lines.append(
            f"  {rank}. move {d.action_index + 1}, {names[d.seat]}: chose {_action(d.chosen)}, best {_action(d.best)}:"
            f" {chosen / 10:.1f}% instead of {best / 10:.1f}% (cost {(best - chosen) / 10:.1f}%, {margin})"
        )
    return "\n".join(lines)


def _chance(chance: float, margin: float, exact: bool) -> str:
    return f"{chance:7.1%}  =    " if exact else f"{chance:7.1%} ±{margin:5.1%}"


def _action(action: dict[str, Any]) -> str:
    fields = ", ".join(f"{key}={value}" for key, value in action.items() if key != "kind")
    return f"{action.get('kind')}({fields})"
