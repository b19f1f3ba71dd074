"""`bugbox review FILE [--json] [--seconds S]`: the review of a save, printed.

FILE is a save, an autosave or a kept game of Records (which wraps a save); finished or not.
The text output gives each position's win chances with their 95 % margin and every decision
that cost win chance; `--json` prints exactly the shape of `model.Review.as_json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .model import Review


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bugbox review",
        description="Review a saved game: each seat's chance to win at every position, and the "
        "decisions that cost the most win chance.",
    )
    parser.add_argument("file", type=Path, help="a save, an autosave or a kept game (JSON)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument("--seconds", type=float, default=60.0, help="time to spend on the whole review (default: 60)")
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
    from .estimate import MAX_FUTURES
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
    if args.seconds <= 0 or (args.max_futures is not None and args.max_futures < 1):
        print("bugbox review: --seconds and --max-futures must be more than 0.", file=sys.stderr)
        return 2
    seats = tuple(seat.name for seat in save.setup.seats)
    review = review_game(
        save.game,
        seats,
        list(session.states),
        list(save.actions),
        seconds=args.seconds,
        workers=args.workers,
        max_futures=args.max_futures or MAX_FUTURES,
    )
    if args.json:
        print(json.dumps(review.as_json(), ensure_ascii=False))
    else:
        print(text(review))
    return 0


def text(review: Review) -> str:
    """The review for a terminal: the chances per position, then the costly decisions."""
    names = review.seats
    lines = [f"{review.game}: {len(review.positions) - 1} actions, reviewed in {review.seconds:.1f} s"]
    lines.append("win chances (95 % margin) before each action:")
    lines.append("  #    " + "  ".join(f"{name[:12]:>16}" for name in names))
    for p in review.positions:
        cells = "  ".join(f"{c:7.1%} ±{1.96 * e:5.1%}".rjust(16) for c, e in zip(p.win_chances, p.errors, strict=True))
        lines.append(f"  {p.action_index:<4} {cells}")
    lines.append(f"decisions: {len(review.decisions)}; the costliest:")
    for rank, i in enumerate(review.costliest, start=1):
        d = review.decisions[i]
        lines.append(
            f"  {rank}. action {d.action_index}, {names[d.seat]}: chose {_action(d.chosen)}, best {_action(d.best)}:"
            f" {d.win_chance_chosen:.1%} instead of {d.win_chance_best:.1%}"
            f" (cost {d.regret:.1%} ±{1.96 * d.regret_error:.1%})"
        )
    return "\n".join(lines)


def _action(action: dict[str, Any]) -> str:
    fields = ", ".join(f"{key}={value}" for key, value in action.items() if key != "kind")
    return f"{action.get('kind')}({fields})"
