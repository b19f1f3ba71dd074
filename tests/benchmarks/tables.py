"""The tables the benchmarks play at, and the small statistics they share.

Every figure of `run.py` comes from seeded games, so two runs on the same code measure the
same positions; only the clock differs. Each timing is taken twice, on the wall clock and on
the CPU clock of the thread that did the work: the machine the benchmarks run on is shared
and often loaded, which stretches wall times (the process waits for a core) but not the CPU
time a decision or a frame costs. The budgets say which clock they use (see run.py).
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bugbox.core.players import Level, Seat, Setup  # noqa: E402

GAME_IDS = ("verasselt", "schaben", "verflixxt")
TITLES = {"verasselt": "Voll verasselt", "schaben": "Schaben jagen", "verflixxt": "Verflixxt! kompakt"}
COLOURS = {
    "verasselt": ("red", "yellow", "green", "blue", "purple"),
    "verflixxt": ("red", "blue", "green", "yellow"),
}
NAMES = ("Anna", "Bert", "Carla", "Dario", "Emil")
#: The largest table of each game, where a computer player has the most to think about.
MAX_SEATS = {"verasselt": 5, "verflixxt": 4}
#: The options that give the computer players the most to consider: the Wurminator is a
#: second piece to plan for in Verflixxt!; Voll verasselt plays its standard rules.
HEAVY_OPTIONS: dict[str, dict[str, Any]] = {"verasselt": {}, "verflixxt": {"wurminator": True}}


def setup(
    game_id: str, levels: Iterable[Level | None], options: dict[str, Any] | None = None, start_player: int | None = 0
) -> Setup:
    """A table of `game_id`; a seat whose level is None is a human."""
    seats = tuple(
        Seat(
            name=NAMES[i],
            colour=COLOURS[game_id][i],
            computer=level is not None,
            level=level if level is not None else Level.NORMAL,
        )
        for i, level in enumerate(levels)
    )
    return Setup(seats=seats, start_player=start_player, options=HEAVY_OPTIONS[game_id] if options is None else options)


class Clock:
    """Seconds of a block: `with Clock() as c: ...`, then `c.wall`, `c.cpu` (this thread's CPU
    time) and `c.proc` (the whole process's: Qt's raster engine paints large images with
    helper threads, so a repaint costs more CPU than the GUI thread alone spends)."""

    def __enter__(self) -> Clock:
        self._wall = time.perf_counter()
        self._cpu = time.thread_time()
        self._proc = time.process_time()
        return self

    def __exit__(self, *exc: object) -> None:
        self.wall = time.perf_counter() - self._wall
        self.cpu = time.thread_time() - self._cpu
        self.proc = time.process_time() - self._proc


def timed(function: Callable[..., Any], *args: Any) -> tuple[Any, float, float]:
    """`function(*args)`, its wall seconds and its CPU seconds (this thread)."""
    with Clock() as clock:
        result = function(*args)
    return result, clock.wall, clock.cpu


def percentile(values: list[float], q: float) -> float:
    """The q-quantile by the nearest-rank rule (p95 of 20 values is the 19th smallest)."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = max(1, -(-len(ordered) * q // 1))  # ceil(n * q), at least 1
    return ordered[int(rank) - 1]


def median(values: Iterable[float]) -> float:
    values = list(values)
    return statistics.median(values) if values else float("nan")


def load_average() -> list[float]:
    try:
        return [round(x, 2) for x in os.getloadavg()]
    except OSError:
        return []


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95% for z = 1.96) of a win rate `wins / n`."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half
