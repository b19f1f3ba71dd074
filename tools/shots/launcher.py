#!/usr/bin/env python3
"""Screenshots of the launcher in the three languages (the README shows the English one).

    python tools/shots/launcher.py [--out DIR] [--lang en de ja] [--size 1280x800] [--compact]

Writes `launcher_<lang>_1280x800.png` from a real main window offscreen, with a throw-away
home so the player's own files are never touched.
"""

from __future__ import annotations

import sys

from common import arguments, report, save, windows


def main(argv: list[str]) -> int:
    args = arguments(__doc__, argv, sizes=("1280x800",))
    written: list = []
    for lang, width, height, window in windows(args.lang, args.size):
        save(window, args.out / f"launcher_{lang}_{width}x{height}.png", args.compact, written)
    return report(written)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
