"""The hand-over socket is this user's alone (issue 28 items 6 and 10).

A later start hands its FILE to the running bugbox over a local socket. That socket was a
predictable name in the shared temp folder (`bugbox-<hash>`): another user who took the name
first received the path of every file the player opened, and the file never opened. And a
temp folder nothing could be made in (a read-only TMPDIR) left the owner deaf, so every later
start waited 10 s and said the first "does not answer". Now the socket lies in a folder only
this user can enter (`bugbox.paths.runtime_dir`) and both ends check who the other is.

Real processes and real sockets: the squatter is a plain listening socket of this test; the
bugboxes are `python -m bugbox` (or the test process with its main window as the owner, wired
as bugbox/app.py wires it). As root, the bugboxes of the first test run as the user "nobody",
because root may delete any squatter's socket and so would not show the old bug.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest

from bugbox.paths import data_dir
from bugbox.ui import instance
from bugbox.ui.instance import claim
from tests.tools import missing_tool

ROOT = Path(__file__).resolve().parents[3]
GOLDEN = ROOT / "tests" / "golden" / "v1" / "verasselt-2p-mid-pile-up.save.json"
NOBODY = 65534

pytestmark = pytest.mark.skipif(not sys.platform.startswith(("linux", "darwin")), reason="POSIX local sockets")


def old_name(folder: Path, temp: Path) -> Path:
    """Where bugbox before issue 28 put its socket: the temp folder, a name anyone can work out."""
    key = str(Path(folder).resolve())
    return temp / ("bugbox-" + hashlib.sha1(key.encode("utf-8", "surrogateescape")).hexdigest()[:16])


class Squatter:
    """A listening socket at `path` (anyone may connect) that keeps whatever it is sent."""

    def __init__(self, path: Path):
        self.path = path
        self.received: list[bytes] = []
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self.sock.bind(str(path))
            os.chmod(path, 0o777)
            self.sock.listen(8)
            self.sock.settimeout(0.1)
        except OSError:
            self.sock.close()
            raise
        self._stop = False
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        deadline = time.monotonic() + 120
        while not self._stop and time.monotonic() < deadline:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            with conn:
                conn.settimeout(2)
                try:
                    self.received.append(conn.recv(65536))
                    conn.sendall(b"ok\n")  # what bugbox's owner answers
                except OSError:
                    pass

    def close(self) -> None:
        self._stop = True
        self._thread.join(timeout=5)
        self.sock.close()


@pytest.fixture
def short_tmp() -> Path:
    """A folder with a short path: a socket's whole path must fit in 104 bytes, which pytest's
    own temp folders (and macOS's TMPDIR) can pass on their own."""
    folder = Path(tempfile.mkdtemp(prefix="bb-", dir="/tmp"))
    yield folder
    for path in folder.rglob("*"):  # the tests make some read-only or another user's
        try:
            os.chmod(path, 0o755, follow_symlinks=False)
        except (OSError, NotImplementedError):
            pass
    shutil.rmtree(folder, ignore_errors=True)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "XDG_RUNTIME_DIR"}
    env.update(QT_QPA_PLATFORM="offscreen", **extra)
    return env


def _save_in(folder: Path) -> Path:
    save = folder / "secret-plans.json"
    shutil.copyfile(GOLDEN, save)
    return save


def _log_lines(home: Path, part: str) -> list[str]:
    log = home / "log" / "bugbox.log"
    try:
        return [line for line in log.read_text("utf-8", "replace").splitlines() if part in line]
    except OSError:
        return []


def test_a_squatter_at_the_old_name_receives_nothing_and_the_file_reaches_the_owner(short_tmp):
    """Another user binds the old name first. Before: the owner could not listen (it may not
    remove another's socket), the later start sent the file's path to the squatter and exited
    0; the file never opened. Now the squatter is never asked."""
    as_root = os.geteuid() == 0
    base = short_tmp
    temp = base / "tmp"  # the victim's TMPDIR, where the old name lay
    temp.mkdir()
    home = base / "home"
    home.mkdir()
    victim = [sys.executable]
    if as_root:  # the victim is "nobody"; root squats
        if shutil.which("setpriv") is None:
            missing_tool("running as root without setpriv (util-linux) to start a bugbox as another user")
        os.chmod(base, 0o755)
        shutil.chown(home, NOBODY, NOBODY)
        victim = ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", sys.executable]
    env = _env(BUGBOX_HOME=str(home), TMPDIR=str(temp), HOME=str(home))
    probe = subprocess.run(
        [*victim, "-c", "from bugbox.paths import data_dir; print(data_dir())"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if probe.returncode != 0:
        missing_tool(f"the user nobody cannot run this Python: {probe.stderr.strip()[-200:]}")
    squatter = Squatter(old_name(Path(probe.stdout.strip()), temp))
    if not as_root:
        os.chmod(temp, 0o555)  # the victim may not remove the squatter's socket
    first = subprocess.Popen(
        [*victim, "-m", "bugbox"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        deadline = time.monotonic() + 60
        while not _log_lines(home, "answer") and time.monotonic() < deadline:
            assert first.poll() is None
            time.sleep(0.05)
        save = _save_in(home)
        if as_root:
            shutil.chown(save, NOBODY, NOBODY)
        second = subprocess.run(
            [*victim, "-m", "bugbox", str(save)], env=env, cwd=ROOT, capture_output=True, text=True, timeout=60
        )
        assert second.returncode == 0, second.stderr
        deadline = time.monotonic() + 10
        while not _log_lines(home, "to open") and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        first.kill()
        first.communicate()
        squatter.close()
    assert squatter.received == [], "the squatter received a path"
    assert any(str(save) in line for line in _log_lines(home, "to open")), _log_lines(home, "answer")


def _owner(window):
    owner = claim(data_dir(), seconds=2)
    assert owner is not None and owner.lock is not None
    assert owner.listen()
    owner.wake.connect(window.come_forward)
    window.closing.connect(owner.stop_listening)
    return owner


def _hand_over(qtbot, owner, tmp_path) -> tuple[int, str, float]:
    """A later start with a FILE beside the owner (this process, whose event loop must run
    meanwhile): its exit status, its stderr, how long it took; the owner was asked to open it."""
    woken: list[Path | None] = []
    owner.wake.connect(woken.append)
    save = _save_in(tmp_path)
    env = _env(**{k: os.environ[k] for k in ("XDG_RUNTIME_DIR", "TMPDIR") if k in os.environ})
    started = time.monotonic()
    second = subprocess.Popen(
        [sys.executable, "-m", "bugbox", str(save)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=30000)
    finally:
        if second.poll() is None:
            second.kill()
        _out, err = second.communicate()
    took = time.monotonic() - started
    if second.returncode == 0:
        try:
            qtbot.waitUntil(lambda: woken == [save.resolve()], timeout=5000)
        except qtbot.TimeoutError:
            raise AssertionError("the later start said it handed over, but the owner was never asked") from None
    return second.returncode, err, took


@pytest.mark.qt_log_ignore("This plugin does not support raise")
@pytest.mark.parametrize("kind", ["open to all", "another user's"])
def test_a_runtime_folder_that_is_not_ours_alone_is_not_used(
    qtbot, make_window, tmp_path, short_tmp, monkeypatch, kind
):
    """XDG_RUNTIME_DIR that others may enter or that belongs to someone else. Whoever controls
    a folder can swap a socket in it for their own; so the owner and the later start both pass
    it by (for bugbox's own private folder), the swap finds nothing of bugbox's there, and the
    file still reaches the owner."""
    if kind == "another user's" and os.geteuid() != 0:
        missing_tool("only root can make a folder that belongs to another user (CI runs as root)")
    runtime = short_tmp / "runtime"
    (runtime / "bugbox").mkdir(parents=True)
    os.chmod(runtime / "bugbox", 0o777)
    if kind == "open to all":
        os.chmod(runtime, 0o777)
    else:
        os.chmod(runtime, 0o700)
        shutil.chown(runtime, NOBODY, NOBODY)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    window = make_window()
    owner = _owner(window)
    served = Path(owner.server.fullServerName())
    target = runtime / "bugbox" / served.name
    if served == target:  # the folder's other user swaps bugbox's socket for theirs
        served.unlink()
    squatter = Squatter(target)
    try:
        code, err, _took = _hand_over(qtbot, owner, tmp_path)
        assert code == 0, err
    finally:
        owner.release()
        squatter.close()
    assert squatter.received == [], "a folder others control held the socket"
    assert served.parent != runtime / "bugbox"


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_private_runtime_folder_is_used_and_the_hand_over_works(qtbot, make_window, tmp_path, short_tmp, monkeypatch):
    runtime = short_tmp / "runtime"
    runtime.mkdir(mode=0o700)
    os.chmod(runtime, 0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    window = make_window()
    owner = _owner(window)
    try:
        socket_path = Path(owner.server.fullServerName())
        assert socket_path.parent == runtime / "bugbox"
        assert stat.S_IMODE((runtime / "bugbox").stat().st_mode) == 0o700
        code, err, _took = _hand_over(qtbot, owner, tmp_path)
        assert code == 0, err
    finally:
        owner.release()


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_read_only_temp_folder_does_not_make_a_later_start_wait(qtbot, make_window, tmp_path, monkeypatch):
    """Issue 28 item 10: TMPDIR where nothing can be made. The owner could not listen and a
    later start waited 10 s, then said the first "does not answer"; now it hands over."""
    if os.geteuid() == 0 and Path("/proc/self").is_dir():
        monkeypatch.setenv("TMPDIR", "/proc/self")  # not even root can make a socket there
    else:
        stuck = tmp_path / "read-only"
        stuck.mkdir()
        os.chmod(stuck, 0o555)
        monkeypatch.setenv("TMPDIR", str(stuck))
    window = make_window()
    owner = _owner(window)
    try:
        code, err, took = _hand_over(qtbot, owner, tmp_path)
        assert code == 0 and "does not answer" not in err, err
        print(f"handed over in {took:.2f} s with a read-only TMPDIR")
    finally:
        owner.release()


def test_peer_uid_names_the_user_at_the_other_end(short_tmp):
    left, right = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
    with left, right:
        assert instance.peer_uid(left.fileno()) == os.getuid()
    if os.geteuid() != 0:
        return
    # root: a process of the user "nobody" connects to a socket root listens on
    folder = short_tmp
    os.chmod(folder, 0o755)
    path = folder / "s"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind(str(path))
        os.chmod(path, 0o777)
        server.listen(1)
        server.settimeout(30)
        if shutil.which("setpriv") is None:
            return
        connect = f"import socket, time; s = socket.socket(socket.AF_UNIX); s.connect({str(path)!r}); time.sleep(2)"
        client = subprocess.Popen(
            ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", sys.executable, "-c", connect]
        )
        try:
            conn, _ = server.accept()
            with conn:
                assert instance.peer_uid(conn.fileno()) == NOBODY
        finally:
            client.kill()
            client.communicate()
