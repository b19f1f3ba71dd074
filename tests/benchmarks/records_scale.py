"""The Records page over 50,000 kept games: open, a lost cache rebuilt, and pruning to the limit.

    python tests/benchmarks/records_scale.py [--games 50000] [--home DIR] [--only open,rebuild,prune]
                                             [--rebuild-games N]

A folder of `--games` kept games is generated in a temporary BUGBOX_HOME, removed at the end
(or in `--home`, kept and reused when it already holds them): a few dozen real games of Voll
verasselt, Verflixxt! kompakt and Schaben jagen, played once by the computer, written many
times under other end times, each with its summary line in the cache, as `records.keep`
writes them (but without atomic writes, so 50,000 files take seconds, not minutes). One kept
game from a newer bugbox and one damaged file are among them.

Each measurement runs in a fresh process (offscreen Qt, the file cache warm) with a heartbeat:
a 5 ms QTimer on the GUI thread whose longest gap is the worst stall a player would feel.

- open: the Records page built and shown; the time to its first figures (the page usable) and
  to the last game counted, the longest stall, what the status line says.
- rebuild: the cache lost for `--rebuild-games` of the newest games (all by default): the time
  until every game is counted again, the longest stall.
- prune: the oldest beyond 2,000 (the default limit) removed the way the app does it: in the
  bugbox of before, by the next game kept, on the GUI thread; now by the pruner after the
  player's yes, with the Records page shown. Each mode works on its own copy of the folder.

It runs against an older bugbox as well (from that checkout): what it measures is looked up
by name, with the page's old attributes where the new ones are missing.

Not a test: pytest never collects this folder's scripts (nothing here is named test_*).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent


def build(home: Path, games: int) -> float:
    """Write `games` kept games and their cache lines into `home`; returns the seconds taken."""
    os.environ["BUGBOX_HOME"] = str(home)
    sys.path.insert(0, str(ROOT))
    from bugbox.core import records
    from bugbox.paths import records_dir

    began = time.perf_counter()
    folder = records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    from records import played_games  # this folder's records benchmark: the same games

    sessions = played_games()
    start = datetime(2020, 1, 1, tzinfo=UTC)
    lines = []
    derived: dict[int, dict] = {}  # the game's own figures, derived once per played game
    for number in range(games):
        index = number % len(sessions)
        session = sessions[index]
        finished = start + timedelta(minutes=number)
        data = records.entry_data(
            session, finished=finished, duration=60.0 + number % 900, help_used={"hints": number % 3}
        )
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n"
        name = records.entry_name(session.game_id, finished)
        (folder / name).write_text(text, encoding="utf-8")
        if index not in derived:
            derived[index] = records.summarize(session, data, name, 0)
        size = len(text.encode("utf-8"))
        summary = dict(derived[index], file=name, size=size, finished=data["finished"], duration=data["duration"])
        lines.append(dict(summary, help=data["help"]))
    newer = dict(data, version=records.ENTRY_VERSION + 1)  # a kept game from a newer bugbox
    name = records.entry_name("verasselt", start + timedelta(minutes=games + 1))
    (folder / name).write_text(json.dumps(newer), encoding="utf-8")
    name = records.entry_name("verflixxt", start + timedelta(minutes=games + 2))
    (folder / name).write_text('{"kind": "bugbox-finished-game", "version": 1, "save": [[[[', encoding="utf-8")
    records.cache_path().parent.mkdir(parents=True, exist_ok=True)
    records.cache_path().write_text(
        "".join(json.dumps(s, separators=(",", ":")) + "\n" for s in lines), encoding="utf-8"
    )
    return time.perf_counter() - began


PROBE = r"""
import json, os, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bugbox.ui.context import AppContext

class Heartbeat:
    def __init__(self):
        self.last = time.perf_counter()
        self.worst = 0.0
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self.beat)
        self.timer.start()
    def beat(self):
        now = time.perf_counter()
        self.worst = max(self.worst, now - self.last)
        self.last = now
    def reset(self):
        app.processEvents()
        self.last = time.perf_counter()
        self.worst = 0.0

def wait(until, seconds):
    end = time.perf_counter() + seconds
    while True:
        app.processEvents()  # at least once: a gap ends only when the heartbeat beats again
        if until() or time.perf_counter() >= end:
            break
        time.sleep(0.001)
    for _ in range(3):
        time.sleep(0.006)
        app.processEvents()
    return until()

mode = sys.argv[1]
ctx = AppContext()
ctx.settings
heart = Heartbeat()
out = {}
if mode in ("open", "rebuild"):
    from bugbox.ui.records_page import RecordsPage
    heart.reset()
    wall = time.perf_counter()
    page = RecordsPage(ctx)
    page.resize(1280, 800)
    page.show()
    def shown():
        if hasattr(page, "reading"):
            return page.reading is not None and page.reading.counted > 0
        return page.loaded is not None and bool(page.loaded.summaries)  # the bugbox of before
    def counted():
        if hasattr(page, "reading"):
            return not page.busy()
        return page.loaded is not None and not page.loaded.pending
    wait(shown, 600)
    out["first_figures_s"] = time.perf_counter() - wall
    out["stall_to_first_s"] = heart.worst
    heart.reset()
    wait(counted, 3600)
    out["all_counted_s"] = time.perf_counter() - wall
    out["stall_after_first_s"] = heart.worst
    out["games_counted"] = page.reading.counted if hasattr(page, "reading") else len(page.loaded.summaries)
    out["status"] = page.status.text()
    out["kept_label"] = page.games_label.text()
elif mode == "prune":
    from bugbox.core import records
    heart.reset()
    wall = time.perf_counter()
    pruner = None
    try:
        from bugbox.ui.records_pruning import pruner_of
        pruner = pruner_of(ctx)
    except ImportError:
        pass
    if pruner is None:  # the bugbox of before: the next game kept prunes on the GUI thread
        from bugbox.core.session import Session
        from bugbox.core.players import Seat, Setup
        from bugbox.core.registry import ai_for
        seats = (Seat(name="A", colour="red"), Seat(name="B", colour="blue", computer=True))
        session = Session("verasselt", Setup(seats=seats), 1)
        ai = ai_for("verasselt")
        while not session.is_over():
            session.play(ai.choose_action(session.state, seats[session.deciding_player()].level, len(session.actions)))
        heart.reset()
        wall = time.perf_counter()
        QTimer.singleShot(0, lambda: records.keep(session, limit=2000))
        wait(lambda: time.perf_counter() - wall > 0.5 and heart.worst > 0, 3600)
        wait(lambda: False, 0.2)
    else:  # the Records page shown (as when the player says yes there), its status following
        from bugbox.ui.records_page import RecordsPage
        page = RecordsPage(ctx)
        page.resize(1280, 800)
        page.show()
        wait(lambda: not page.busy(), 600)
        heart.reset()
        wall = time.perf_counter()
        pruner.prune_to(2000)
        wait(lambda: not pruner.busy(), 3600)
    out["prune_s"] = time.perf_counter() - wall
    out["stall_s"] = heart.worst
    out["left"] = len(records.entry_names(records.records_dir(), cap=None))
print(json.dumps(out))
"""


def probe(home: Path, mode: str) -> dict:
    env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, mode], env=env, cwd=ROOT, capture_output=True, check=False, text=True
    )
    if done.returncode:
        raise SystemExit(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def drop_cache_lines(home: Path, count: int | None) -> int:
    """Forget the summaries of `count` games (all when None): as a lost cache."""
    cache = home / "cache" / "records-summaries.jsonl"
    if not cache.exists():
        cache = next(home.rglob("records-summaries.jsonl"))
    lines = cache.read_text(encoding="utf-8").splitlines(keepends=True)
    if count is None or count >= len(lines):
        cache.unlink()
        return len(lines)
    cache.write_text("".join(lines[:-count]), encoding="utf-8")  # the newest games are missing
    return count


def warm(home: Path) -> None:
    """Read every file once, so each mode starts with the file cache warm (as for a player
    opening the page a second time in a day)."""
    for path in home.rglob("*"):
        if path.is_file():
            path.read_bytes()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50_000)
    parser.add_argument("--home", type=Path, default=None)
    parser.add_argument("--only", default="open,rebuild,prune")
    parser.add_argument("--rebuild-games", type=int, default=None)
    arguments = parser.parse_args()
    home = arguments.home or Path(tempfile.mkdtemp(prefix="bugbox-records-scale-"))
    home.mkdir(parents=True, exist_ok=True)
    marker = home / "generated.json"
    results: dict = {"games": arguments.games, "home": str(home)}
    if not marker.exists():
        results["build_s"] = build(home, arguments.games)
        marker.write_text(json.dumps({"games": arguments.games}))
    only = arguments.only.split(",")
    pristine = Path(tempfile.mkdtemp(prefix="bugbox-records-scale-copy-"))
    shutil.copytree(home, pristine / "home", symlinks=True)  # each mode starts from the same folder
    try:
        for mode in ("open", "rebuild", "prune"):
            if mode not in only:
                continue
            work = pristine / mode
            shutil.copytree(pristine / "home", work, symlinks=True)
            warm(work)
            if mode == "rebuild":
                results["rebuild_dropped"] = drop_cache_lines(work, arguments.rebuild_games)
            results[mode] = probe(work, mode)
            print(mode, json.dumps(results[mode], ensure_ascii=False), flush=True)
            shutil.rmtree(work, ignore_errors=True)
    finally:
        shutil.rmtree(pristine, ignore_errors=True)
        if arguments.home is None:  # generated for this run only (a --home is kept to reuse)
            shutil.rmtree(home, ignore_errors=True)
    print(json.dumps(results, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
