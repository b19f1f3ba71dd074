"""The `bugbox` command as pip installs it (the gui-scripts entry point in the virtual
environment, README "Play it") reviews a game in worker processes.

Not marked slow, so every run has it. Outside a PyInstaller bundle multiprocessing starts its
workers with Python itself (`python -c "from multiprocessing.spawn import spawn_main" ...`),
which re-reads this script as `__mp_main__` and must not start bugbox again;
tests/packaging/test_bundle.py and test_deb.py check the bundle, whose workers are bugbox's own
executable (issue 44).
"""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from tests.tools import missing_tool

ROOT = Path(__file__).resolve().parents[2]
#: A finished game of Voll verasselt (68 actions) kept with the golden saves.
FINISHED = ROOT / "tests" / "golden" / "v1" / "verasselt-3p-one-card-per-bars-finished.save.json"
#: No --seconds: a review it stops short may leave positions out, and this one is short anyway.
QUICK_REVIEW = ("--json", "--workers", "2", "--max-futures", "1")


def test_the_installed_script_reviews_a_finished_game_in_two_worker_processes():
    script = shutil.which("bugbox", path=str(Path(sys.executable).parent))
    if script is None:
        missing_tool("no bugbox script beside this Python (pip install -e . makes it)")
    done = subprocess.run(
        [script, "review", str(FINISHED), *QUICK_REVIEW],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    review = json.loads(done.stdout)
    assert review["game"] == "verasselt"
    assert len(review["positions"]) == len(json.loads(FINISHED.read_text("utf-8"))["actions"]) + 1
    assert isinstance(review["decisions"], list)
