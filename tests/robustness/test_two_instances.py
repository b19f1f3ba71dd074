"""Two bugboxes on the same files lose nothing (issue 19 item 7): settings, Schaben progress and
the autosave were overwritten by whichever of two running bugboxes wrote last. Now the first
start owns the data folder (bugbox/ui/instance.py) and a later start hands over to it.

Real processes: the test process is the running bugbox (its main window, its lock, its local
server) and `python -m bugbox FILE` is started beside it; a bugbox killed with SIGKILL leaves
a stale lock that the next start takes over; a lock holder that never answers gets one
sentence and exit 1.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bugbox.core.autosaves import newest
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.games.schaben.progress import Progress, progress_path
from bugbox.games.verflixxt import rules
from bugbox.paths import data_dir, log_dir, settings_path
from bugbox.ui.instance import LOCK_NAME, NoAnswer, claim

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "v1" / "verasselt-2p-mid-pile-up.save.json"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and sockets")


def _env() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen")  # BUGBOX_HOME: this test's home


def _bugbox(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "bugbox", *args],
        env=_env(),
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _lock_pid() -> int:
    return int((data_dir() / LOCK_NAME).read_text().split("\n", 1)[0])


def _owner(window):
    """Make the test process the running bugbox, wired as bugbox/app.py wires it."""
    owner = claim(data_dir(), seconds=2)
    assert owner is not None and owner.lock is not None
    assert owner.listen()
    owner.wake.connect(window.come_forward)
    window.closing.connect(owner.stop_listening)
    return owner


def _play_verflixxt(qtbot, window, moves: int) -> None:
    seats = (
        Seat(name="Anna", colour="red", computer=False, level=Level.NORMAL),
        Seat(name="Bert", colour="blue", computer=False, level=Level.NORMAL),
    )
    window.start_session(Session("verflixxt", Setup(seats=seats), 11))
    page = window.current_page()
    for _ in range(moves):
        qtbot.waitUntil(lambda: page.flow.can_act(), timeout=5000)
        page.flow.submit(rules.legal_actions(page.flow.state)[0])
    qtbot.waitUntil(lambda: page.flow.can_act(), timeout=5000)


def _files() -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in (settings_path(), newest("verflixxt"), progress_path())}


@pytest.mark.qt_log_ignore("This plugin does not support raise")  # the offscreen platform's window
def test_a_second_start_brings_the_first_forward_opens_its_file_and_writes_nothing(qtbot, make_window, tmp_path):
    window = make_window()
    owner = _owner(window)
    try:
        _play_verflixxt(qtbot, window, 5)
        window.ctx.update_settings(show_odds=False)
        progress = Progress()
        progress.mark_solved("0A")
        before = _files()
        assert json.loads(before[str(progress_path())])["tasks"]["0A"]["solved"]
        woken: list[Path | None] = []
        owner.wake.connect(woken.append)
        save = tmp_path / "theirs.json"
        shutil.copyfile(GOLDEN, save)

        started = time.monotonic()
        second = _bugbox(str(save))
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
        took = time.monotonic() - started
        out, err = second.communicate()
        assert second.returncode == 0, err
        assert woken == [save.resolve()]
        qtbot.waitUntil(lambda: window.current_page() is not None and window.current_page().game_id == "verasselt")
        assert window.current_controller().save_path == save.resolve()
        assert _files() == before, "the second start wrote the owner's files"
        assert _lock_pid() == os.getpid()
        print(f"second start handed over in {took:.2f} s")

        # --smoke never hands over and never writes: it paints and exits 0 beside the owner
        smoke = _bugbox("--smoke")
        qtbot.waitUntil(lambda: smoke.poll() is not None, timeout=30000)
        assert smoke.returncode == 0, smoke.communicate()[1]
        smoke.communicate()
        assert len(woken) == 1 and _files() == before

        # the owner goes on: its games, settings and progress are all still there
        assert Progress().is_solved("0A")
        assert window.ctx.settings.show_odds is False
        window.resume("verflixxt")
        assert len(window.current_controller().session.actions) == 5
    finally:
        owner.release()
    assert not (data_dir() / LOCK_NAME).exists()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_deleting_bugbox_lock_does_not_let_a_second_bugbox_own_the_files(qtbot, make_window, tmp_path):
    """Issue 28 item 7: `bugbox.lock` deleted under a running bugbox (a clean-up tool, a
    player tidying the folder). The second start used to take a fresh lock and run as a second
    owner of the same files; now the lock is the OS's, on the folder, and it hands over."""
    window = make_window()
    owner = _owner(window)
    try:
        window.ctx.update_settings(show_odds=False)
        woken: list[Path | None] = []
        owner.wake.connect(woken.append)
        (data_dir() / LOCK_NAME).unlink()
        before = {str(p): p.read_bytes() for p in (settings_path(),)}
        save = tmp_path / "theirs.json"
        shutil.copyfile(GOLDEN, save)

        second = _bugbox(str(save))
        try:
            qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
        finally:
            if second.poll() is None:  # it owns the files too: the bug
                second.kill()
            out, err = second.communicate()
        assert second.returncode == 0, err
        assert woken == [save.resolve()]
        assert {str(p): p.read_bytes() for p in (settings_path(),)} == before
        assert not (data_dir() / LOCK_NAME).exists(), "the second start wrote a lock note of its own"
    finally:
        owner.release()


def _wait_for_owner(process: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    log = log_dir() / "bugbox.log"
    while time.monotonic() < deadline:
        assert process.poll() is None, process.communicate()
        if log.exists() and "answers later starts" in log.read_text(errors="replace"):
            return
        time.sleep(0.05)
    raise AssertionError("the first bugbox never started answering")


def test_a_bugbox_killed_with_sigkill_does_not_block_the_next_start(qtbot, make_window):
    first = _bugbox()
    try:
        _wait_for_owner(first)
        assert _lock_pid() == first.pid
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate()
    assert (data_dir() / LOCK_NAME).exists()  # left behind, with a dead PID in it

    window = make_window()
    started = time.monotonic()
    owner = _owner(window)  # the stale lock and the stale socket are taken over at once
    try:
        assert time.monotonic() - started < 1.0
        assert _lock_pid() == os.getpid()
    finally:
        owner.release()


HOLDER = r"""
import sys, time
from pathlib import Path
from bugbox.core import lock
held = lock.take(Path(sys.argv[1]))
assert held is not None
print("locked", flush=True)
time.sleep(60)
"""


def test_an_owner_that_never_answers_gets_one_sentence_and_nothing_is_written():
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(data_dir())], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        with pytest.raises(NoAnswer):
            claim(data_dir(), seconds=0.5)
        started = time.monotonic()
        second = _bugbox()
        out, err = second.communicate(timeout=60)
        took = time.monotonic() - started
        assert second.returncode == 1
        lines = [line for line in err.splitlines() if line.strip()]
        assert lines == [
            "bugbox: bugbox is already running but does not answer; close it (or wait for it) and start bugbox again."
        ], err
        assert took < 15
        assert not settings_path().exists() and newest("verflixxt") is None
        assert _lock_pid() == holder.pid
    finally:
        holder.kill()
        holder.communicate()


def test_a_second_claim_in_the_same_process_is_refused(qapp):
    first = claim(data_dir(), seconds=1)
    assert first is not None and first.lock is not None
    try:
        smoke = claim(data_dir(), hand_over=False)  # --smoke: goes on without the lock
        assert smoke is not None and smoke.lock is None
        with pytest.raises(NoAnswer):  # nobody listens: the first never called listen()
            claim(data_dir(), seconds=0.3)
    finally:
        first.release()
    again = claim(data_dir(), seconds=1)
    assert again is not None and again.lock is not None
    again.release()
