"""The start reads nothing without a cap and waits on nothing (issue 28 item 2).

The real start (`bugbox.app.main` in its own process, `BUGBOX_HOME` in a temp dir) with
settings.json, the log and a cached launcher cover each replaced by a FIFO, a symlink to
/dev/zero and a 150 MB file. Before the fix settings.json as a FIFO hung the start for ever,
as a link to /dev/zero it filled the memory (3.7 GiB when the test stopped it), a 150 MB one
cost 345 MiB; a FIFO as the log hung the start before the window; a cached cover as a FIFO
hung it, as /dev/zero ran out of memory, 150 MB cost 230 MiB. Now each start answers (the
window is up and the settings checked) within 3 s, under 150 MiB at its peak, and says what
it did in one sentence: in the notice bar (and the log) for settings, on stderr for a log it
cannot use, in the log for the rest.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MIB = 1024 * 1024
BIG = 150_000_000
#: The start's peak memory must stay under this (a plain start: about 90 MiB).
MAX_PEAK = 150 * MIB

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="FIFOs, /dev/zero and /proc's VmHWM")

#: The app's own start; it quits once the window is up and the settings were checked after the
#: first paint (the deferred `AppContext.load`), i.e. once bugbox answers.
DRIVER = r"""
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))  # a regression fails, not the machine
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])

def answered():
    from bugbox.ui.mainwindow import MainWindow
    for widget in app.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible() and widget.ctx._settings is not None:
            QTimer.singleShot(0, app.quit)
            return
    QTimer.singleShot(20, answered)

def peak():  # this process's own high-water mark, bytes
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            print("peak", int(line.split()[1]) * 1024, flush=True)

QTimer.singleShot(0, answered)
from bugbox.app import main
code = main([])
peak()
sys.exit(code)
"""


def _high_water(pid: int) -> int:
    """The process's peak resident memory so far (VmHWM, bytes); 0 once it is gone. Not
    `ru_maxrss`: Linux carries that over an exec, so a child forked from a big pytest
    would report pytest's size."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    return 0


def start(home: Path, seconds: float = 30) -> tuple[float, int, int, str]:
    """(wall seconds, peak RSS in bytes, exit status, stderr) of one start; killed after `seconds`.
    The peak is the driver's own VmHWM as it quits, or the last one seen here before a kill."""
    env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    started = time.monotonic()
    child = subprocess.Popen(
        [sys.executable, "-c", DRIVER], env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert child.stderr is not None and child.stdout is not None
    os.set_blocking(child.stderr.fileno(), False)
    err = b""
    peak = 0
    while True:
        peak = max(peak, _high_water(child.pid))
        pid, status = os.waitpid(child.pid, os.WNOHANG)
        err += child.stderr.read() or b""
        if pid:
            break
        if time.monotonic() - started > seconds:
            child.kill()
            _, status = os.waitpid(child.pid, 0)
            break
        time.sleep(0.02)
    took = time.monotonic() - started
    err += child.stderr.read() or b""
    reported = child.stdout.read().decode("ascii", "replace").split("peak ")[-1].strip()
    if reported.isdigit():
        peak = max(peak, int(reported))
    child.stdout.close()
    child.stderr.close()
    child.returncode = os.waitstatus_to_exitcode(status)  # reaped here: keep Popen from waiting again
    return took, peak, child.returncode, err.decode("utf-8", "replace")


@pytest.fixture(scope="module")
def seasoned(tmp_path_factory) -> tuple[Path, float]:
    """A home after one plain start (the covers are cached), and how long that start took."""
    home = tmp_path_factory.mktemp("seasoned")
    start(home)  # the first start renders and caches the covers
    took, peak, code, err = start(home)
    assert code == 0, err
    assert sorted((home / "cache" / "art").glob("*.pixels")), "the covers were not cached"
    print(f"plain start: {took:.2f} s, peak {peak / MIB:.0f} MiB")
    return home, took


def spoil(path: Path, kind: str) -> None:
    if path.is_symlink() or path.exists():
        path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    else:
        with path.open("wb") as handle:  # sparse: 150 MB to every reader, little on the disk
            handle.write(b'{"language": "de", "pad": "')
            handle.truncate(BIG)


def log_text(home: Path) -> str:
    log = home / "log" / "bugbox.log"
    if log.is_symlink() or not log.is_file():
        return ""
    return log.read_text("utf-8", "replace")


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "150MB"])
@pytest.mark.parametrize("target", ["settings", "log", "cover"])
def test_a_start_with_a_hostile_file_answers_quickly_in_little_memory_and_says_what_it_did(
    seasoned, tmp_path, target, kind
):
    template, plain = seasoned
    home = tmp_path / "home"
    shutil.copytree(template, home, symlinks=True)
    (home / "log" / "bugbox.log").write_text("")  # this start's lines only
    for old in (home / "log").glob("bugbox.log.*"):
        old.unlink()
    cover = sorted((home / "cache" / "art").glob("*.pixels"))[0]
    path = {
        "settings": home / "config" / "settings.json",
        "log": home / "log" / "bugbox.log",
        "cover": cover,
    }[target]
    spoil(path, kind)

    took, peak, code, err = start(home)
    print(f"{target} as {kind}: {took:.2f} s, peak {peak / MIB:.0f} MiB (plain start {plain:.2f} s)")

    assert code == 0, f"exit {code} after {took:.1f} s: {err[-2000:]}"
    assert took < max(3.0, 2.5 * plain), f"took {took:.1f} s (a plain start {plain:.1f} s)"
    assert peak < MAX_PEAK, f"peak {peak / MIB:.0f} MiB"
    assert "Traceback" not in err and "Logging error" not in err, err
    log = log_text(home)
    if target == "settings":
        if kind == "150MB":
            [kept] = (home / "config").glob("settings.json.broken-*")
            assert kept.stat().st_size == BIG
            assert (
                f"notice: Your settings file is far too large to be bugbox's; it was kept as {kept.name} and the "
                "default settings are used." in log
            )
        else:
            assert "notice: Your settings file is not an ordinary file; bugbox is using the default settings." in log
    elif target == "log":
        if kind == "fifo":
            assert path.exists() and not path.is_file(), "the FIFO was not left alone"
            said = [line for line in err.splitlines() if line.startswith("bugbox:")]
            assert said == [
                f"bugbox: {path} is not a regular file; it was left alone and nothing is logged in this run."
            ]
        elif kind == "dev-zero":
            assert not path.is_symlink()
            assert "bugbox.log was a symlink to '/dev/zero'; it was removed and a new log started" in log
        else:
            assert (home / "log" / "bugbox.log.1").stat().st_size == BIG
            assert f"the log from last time ({BIG:,} bytes) was moved to bugbox.log.1" in log
    else:
        why = "was larger than a picture of its size" if kind == "150MB" else "was not a regular file"
        assert f"the cached picture {path.name} {why}; it is drawn again and replaced" in log
        assert path.is_file() and not path.is_symlink() and path.stat().st_size < 2 * MIB  # drawn again
    shutil.rmtree(home, ignore_errors=True)  # 150 MB files are not kept for pytest's last three runs
