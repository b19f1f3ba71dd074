"""Issue 28 item 7: the data folder's lock is held by the system, not by a file that exists.

With the old lock (QLockFile's `bugbox.lock`), deleting the file while bugbox ran let a second
bugbox own the same files. Now the lock is an OS lock on the open data folder: deleting the
note changes nothing, and the lock of a process that died is free at once. (Two whole
bugboxes: tests/robustness/test_two_instances.py.)
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from bugbox.core import lock

HOLD = r"""
import sys, time
from pathlib import Path
from bugbox.core import lock
held = lock.take(Path(sys.argv[1]))
print("locked" if held is not None else "refused", flush=True)
time.sleep(60)
"""


def test_a_second_take_is_refused_even_after_the_note_is_deleted(tmp_path):
    first = lock.take(tmp_path)
    assert first is not None
    try:
        assert lock.holder(tmp_path) == os.getpid()
        assert lock.take(tmp_path) is None
        (tmp_path / lock.NOTE_NAME).unlink()  # a clean-up tool, a player tidying the folder
        assert lock.take(tmp_path) is None, "deleting bugbox.lock freed the lock"
    finally:
        first.release()
    again = lock.take(tmp_path)
    assert again is not None
    again.release()
    assert not (tmp_path / lock.NOTE_NAME).exists()


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_lock_of_a_killed_process_is_free_at_once_and_a_living_one_holds(tmp_path):
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        assert lock.holder(tmp_path) == holder.pid
        (tmp_path / lock.NOTE_NAME).unlink()
        assert lock.take(tmp_path) is None
    finally:
        holder.send_signal(signal.SIGKILL)
        holder.communicate()
    taken = lock.take(tmp_path)  # no stale lock to judge: the system let go with the process
    assert taken is not None and lock.holder(tmp_path) == os.getpid()
    taken.release()


def test_a_symlink_or_fifo_as_the_note_does_not_stop_the_lock(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("not bugbox's\n")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / lock.NOTE_NAME).symlink_to(outside)
    held = lock.take(folder)
    assert held is not None and outside.read_text() == "not bugbox's\n"
    assert lock.take(folder) is None
    held.release()
    if hasattr(os, "mkfifo"):
        (folder / lock.NOTE_NAME).unlink()
        os.mkfifo(folder / lock.NOTE_NAME)
        held = lock.take(folder)  # never blocks on the FIFO
        assert held is not None
        held.release()
