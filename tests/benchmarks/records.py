"""The Records page with 10,000 kept games: how long it takes to open, medians of fresh processes.

    python tests/benchmarks/records.py [--runs 7] [--games 10000]

An archive of `--games` finished games is kept the way bugbox keeps them (`records.keep`, which
writes the file and notes its summary in the cache) in a temporary BUGBOX_HOME: a few dozen
real games of Voll verasselt, Verflixxt! kompakt and Schaben jagen, played by the computer,
each kept many times under other times and names. Then, per run, a fresh process (the file
cache warm, as for a player opening the page a second time in a day) builds the page, shows
it and waits for its figures (read in a worker thread): the time from asking for the page to
its figures on screen, wall and CPU, and each other game's tab. Budget: the median under 1 s.
Its longest stall and 50,000 kept games: tests/benchmarks/records_scale.py.

Beside it, once: how quickly a lost cache is rebuilt by replaying kept games (games per
second), which the page does in slices on the event loop while it stays usable; and how long
keeping a game takes while the archive is built, over its first and its last thousand games
(keeping must not slow down as the folder fills: it lists the folder only when pruning may be
needed).

Not a test: pytest never collects this folder's scripts (nothing here is named test_*).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BUDGET_OPEN_S = 1.0

PLAYERS = ("Anna", "Ben", "carla", "Dario", "Emi", "ANNA")


def played_games() -> list:
    """A few dozen finished games, played by the computer (seeded); records_scale.py uses them too."""
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.registry import ai_for
    from bugbox.core.session import Session
    from bugbox.games.schaben.tasks import shipped_tasks

    played = []
    levels = (Level.EASY, Level.NORMAL, Level.HARD)
    for number in range(36):
        game_id = ("verasselt", "verflixxt")[number % 2]
        seats = tuple(
            Seat(
                name=PLAYERS[(number + k) % len(PLAYERS)],
                colour=("red", "blue", "green")[k],
                computer=k == 2,
                level=levels[number % 3],
            )
            for k in range(2 + number % 2)
        )
        setup = Setup(seats=seats, options={"wurminator": bool(number % 4 == 1)} if game_id == "verflixxt" else {})
        session = Session(game_id, setup, number)
        ai = ai_for(game_id)
        while not session.is_over():
            seat = session.deciding_player()
            session.play(ai.choose_action(session.state, seats[seat].level, len(session.actions)))
        played.append(session)
    for task in [t for t in shipped_tasks() if t.solution][:12]:
        setup = Setup(seats=(Seat(name="Player", colour="green"),), options={"task": task.to_json()})
        session = Session("schaben", setup, 0)
        for step in task.solution:
            session.play(step)
        played.append(session)
    return played


def build(home: Path, games: int) -> tuple[float, float]:
    """Keep `games` finished games in `home` (played once each, kept under many names); returns
    the mean seconds per game kept over the first and the last thousand."""
    os.environ["BUGBOX_HOME"] = str(home)
    sys.path.insert(0, str(ROOT))
    from bugbox.core import records

    played = played_games()
    start = datetime(2026, 1, 1, tzinfo=UTC)
    times = []
    for number in range(games):
        began = time.perf_counter()
        records.keep(
            played[number % len(played)],
            duration=60.0 + number % 900,
            limit=records.MAX_LIMIT,
            finished=start + timedelta(minutes=number),
            help_used={"hints": number % 3},
        )
        times.append(time.perf_counter() - began)
    sample = min(1000, len(times))
    return statistics.mean(times[:sample]), statistics.mean(times[-sample:])


PROBE = r"""
import json, sys, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bugbox.ui.context import AppContext
ctx = AppContext()
ctx.settings
wall, cpu = time.perf_counter(), time.process_time()
from bugbox.ui.records_page import RecordsPage
page = RecordsPage(ctx)
page.resize(1280, 800)
page.show()
page.finish_loading()  # read in a worker thread; the page answers meanwhile
app.processEvents()
assert page.reading is not None and page.reading.done and not page.reading.pending, "the cache missed"
opened = (time.perf_counter() - wall, time.process_time() - cpu)
tabs = []
for index in range(1, page.tabs.count()):
    wall = time.perf_counter()
    page.tabs.setCurrentIndex(index)
    app.processEvents()
    tabs.append(time.perf_counter() - wall)
print(json.dumps({"open_s": opened[0], "open_cpu_s": opened[1], "tab_s": max(tabs),
                  "games": page.reading.counted}))
"""


def probe(home: Path) -> dict:
    env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, cwd=ROOT, capture_output=True, check=True)
    return json.loads(done.stdout.decode().strip().splitlines()[-1])


def rebuild_rate(home: Path, sample: int = 300) -> float:
    """Games per second replayed when the cache is lost (a sample of the archive)."""
    from bugbox.core import records

    records.cache_path().unlink()
    loaded = records.load()
    loaded.pending = loaded.pending[:sample]
    loaded._stale = False
    start = time.process_time()
    records.replay_pending(loaded, 3600.0)
    return sample / (time.process_time() - start)


def measure(runs: int = 7, games: int = 10_000) -> dict:
    home = Path(tempfile.mkdtemp(prefix="bugbox-records-bench-"))
    start = time.perf_counter()
    keep_first, keep_last = build(home, games)
    built = time.perf_counter() - start
    probe(home)  # warm the file cache
    results = [probe(home) for _ in range(runs)]
    opens = sorted(r["open_s"] for r in results)
    out = {
        "games": results[0]["games"],
        "build_s": built,
        "runs": runs,
        "keep_first_ms": keep_first * 1000,
        "keep_last_ms": keep_last * 1000,
        "open_s": statistics.median(opens),
        "open_min_s": opens[0],
        "open_max_s": opens[-1],
        "open_cpu_s": statistics.median(r["open_cpu_s"] for r in results),
        "tab_s": statistics.median(r["tab_s"] for r in results),
    }
    out["rebuild_games_per_s"] = rebuild_rate(home)
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--games", type=int, default=10_000)
    arguments = parser.parse_args()
    r = measure(arguments.runs, arguments.games)
    print(json.dumps(r, indent=1))
    print(
        f"records page, {r['games']} games: open {r['open_s'] * 1000:.0f} ms median "
        f"({r['open_min_s'] * 1000:.0f}-{r['open_max_s'] * 1000:.0f} ms over {r['runs']} runs; "
        f"CPU {r['open_cpu_s'] * 1000:.0f} ms), another game's tab {r['tab_s'] * 1000:.0f} ms "
        f"(budget {BUDGET_OPEN_S:.0f} s) {'PASS' if r['open_s'] <= BUDGET_OPEN_S else 'FAIL'}"
    )
    print(f"lost cache rebuilt at {r['rebuild_games_per_s']:.0f} games/s of CPU")
    print(
        f"keeping a game: {r['keep_first_ms']:.1f} ms over the first thousand, "
        f"{r['keep_last_ms']:.1f} ms over the last (building took {r['build_s']:.0f} s)"
    )
