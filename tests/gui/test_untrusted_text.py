"""Issue 28, item 1: a name, an id or a field from outside is shown as the characters it holds.

Each game is played with every player name, task id, file name and kept-game field set to
strings such as `<b>Mallory</b>`, `<img src=/dev/zero>` and `<a href=x>Yoyo</a>`, and the
Records page, the replay viewer, the rename dialog, the Schaben task browser, a message box
and the notice bar are opened; every label, tooltip, dialog and scene text item must show the
literal text (`untrusted_scenes.py` says how it looks).

Before the fix Qt read those names as HTML: `<b>` showed bold, and `<img src=/dev/zero>` made Qt
read /dev/zero until the process was out of memory (on a machine without a limit the kernel
killed it after filling 23 GB); `<img src=fifo>` blocked the GUI for ever. So the scenes run in
a child process with a memory cap and a time limit: without the fix this test fails with the
child's own words (killed, out of memory, or hung), and never takes the test run down with it.
"""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from bugbox.core import registry

ROOT = Path(__file__).resolve().parents[2]
SCENES = Path(__file__).with_name("untrusted_scenes.py")
#: A scene takes 3-20 s alone; a child that hangs (a FIFO read by the rich-text renderer) has its
#: Python stacks written out after `STACKS` seconds and is stopped after `TIME_LIMIT`.
STACKS, TIME_LIMIT = 150, 180


def run_scene(name: str, folder: Path) -> tuple[int | None, str]:
    """Run `untrusted_scenes.py::test_<name>` in a child pytest in `folder` (where `fifo` is a
    FIFO); its exit status (None: it hung and was stopped) and the end of what it said."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env.pop("PYTEST_XDIST_WORKER", None)
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-q",
        "-n",
        "0",
        "-x",
        "-o",
        f"faulthandler_timeout={STACKS}",
        "--rootdir",
        str(ROOT),
        "-c",
        str(ROOT / "pyproject.toml"),
        f"{SCENES}::test_{name}",
    ]
    child = subprocess.Popen(
        command,
        cwd=folder,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,  # its own process group: stopped as a whole when it hangs
    )
    try:
        out, _ = child.communicate(timeout=TIME_LIMIT)
        status: int | None = child.returncode
    except subprocess.TimeoutExpired:
        os.killpg(child.pid, signal.SIGKILL)
        out, _ = child.communicate()
        status = None
    return status, out[-6000:]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="the FIFO in a name needs a POSIX system")
@pytest.mark.parametrize("scene", list(registry.GAMES))
def test_names_ids_and_fields_from_outside_are_shown_as_literal_text_everywhere(scene, tmp_path):
    os.mkfifo(tmp_path / "fifo")  # what `<img src=fifo>` would open, relative to the child's folder
    status, said = run_scene(scene, tmp_path)
    if status is None:
        pytest.fail(f"the {scene} scene hung (a name was read as HTML and Qt opened a FIFO):\n{said}")
    if status < 0 or status in (134, 137):
        pytest.fail(f"the {scene} scene was killed (status {status}; a name read as HTML exhausts memory):\n{said}")
    assert status == 0, f"the {scene} scene failed (status {status}):\n{said}"
