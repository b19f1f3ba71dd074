"""A Schaben jagen task file of 6,000 tasks loaded in the task browser: the longest stall of the
window, and the time until its cards are there.

    python tests/benchmarks/schaben_task_file.py [--tasks 6000]

A fresh process (offscreen Qt) shows the browser at 1280x800 and loads the file the way the
"Load tasks from a file…" button does; a 5 ms QTimer on the GUI thread beats meanwhile, and
its longest gap is the worst stall a player would feel. Then the window is resized once (the
card grid lays itself out again). Prints one JSON object.

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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent

PROBE = r"""
import json, sys, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bugbox.games.schaben.progress import Progress
from bugbox.games.schaben.view.browser import TaskBrowser

last = [time.perf_counter()]
worst = [0.0]
def beat():
    now = time.perf_counter()
    worst[0] = max(worst[0], now - last[0])
    last[0] = now
heart = QTimer(); heart.setInterval(5); heart.timeout.connect(beat); heart.start()
browser = TaskBrowser(Progress())
browser.resize(1280, 800)
browser.show()
for _ in range(20):
    app.processEvents()
path = Path(sys.argv[1])
last[0] = time.perf_counter(); worst[0] = 0.0
began = time.perf_counter()
if hasattr(browser, "read_tasks_file"):
    QTimer.singleShot(0, lambda: browser.read_tasks_file(path))
    app.processEvents()
    while browser.reader.busy() or not browser.custom_grid.cards:
        app.processEvents()
        time.sleep(0.001)
else:  # the bugbox of before: the button's load, on the GUI thread
    QTimer.singleShot(0, lambda: browser.load_tasks(path))
    while not browser.custom_grid.cards:
        app.processEvents()
        time.sleep(0.001)
for _ in range(20):
    app.processEvents()
loaded = time.perf_counter() - began
stall = worst[0]
last[0] = time.perf_counter(); worst[0] = 0.0
browser.resize(1000, 700)
for _ in range(20):
    app.processEvents()
print(json.dumps({"cards_s": loaded, "stall_s": stall, "resize_stall_s": worst[0],
                  "cards": len(browser.custom_grid.cards), "tasks": len(browser.custom)
                  + getattr(browser, "left_out", 0),
                  "note": browser.custom_note.text() if hasattr(browser, "custom_note")
                  and not browser.custom_note.isHidden() else ""}))
"""


def task_file(path: Path, count: int) -> Path:
    sys.path.insert(0, str(ROOT))
    from bugbox.games.schaben.tasks import shipped_tasks

    tasks = [t for t in shipped_tasks() if t.solution]
    items = [dict(tasks[n % len(tasks)].to_json(), id=f"T{n}") for n in range(count)]
    path.write_text(json.dumps({"tasks": items}))
    return path


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tasks", type=int, default=6000)
    arguments = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="bugbox-task-file-"))
    path = task_file(home / "tasks.json", arguments.tasks)
    env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(path)], env=env, cwd=ROOT, capture_output=True, text=True, check=False
        )
        size = path.stat().st_size
    finally:
        shutil.rmtree(home, ignore_errors=True)
    if done.returncode:
        raise SystemExit(done.stderr[-3000:])
    result = json.loads(done.stdout.strip().splitlines()[-1])
    result["file_mb"] = round(size / 1e6, 2)
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
