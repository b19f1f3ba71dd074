"""One bugbox per data folder: the first start owns the files, a later start hands over.

Two running bugboxes wrote the same settings.json, Schaben progress and autosaves, and each
overwrote what the other had written (a solved task, one of two running games lost). Merging
every write would still lose a game: there is one autosave per game. So one process owns the
player's files:

- At start (after the QApplication, before the window) `claim` takes the data folder's OS
  lock (`core/lock.py`: held on the open folder, so deleting `bugbox.lock`, which only notes
  the holder, frees nothing). The system releases it when the process ends, however it ends
  (kill -9, a crash, a power cut), so a later start takes it over at once.
- After the first paint the owner listens on a `QLocalServer` whose socket lies in a folder
  only this user can enter (`paths.runtime_dir`: `$XDG_RUNTIME_DIR/bugbox`, else one of
  bugbox's own; never a guessable name in the shared temp folder, where another user could
  take the name first and receive the paths this player opens). Both ends check that the
  other is this user (`peer_uid`). A later start that finds the lock taken connects, asks
  the owner to come to the front (and to open the FILE it was given, or to join the table of
  the INVITE: a `bugbox://` link clicked in a chat starts bugbox with it), and exits 0 having
  written nothing. Until the owner answers it keeps trying, and takes the lock itself if the
  owner quits meanwhile (a start during the first one's start or close).
- When no owner answers within `HAND_OVER_SECONDS` (it hangs, or the lock belongs to another
  computer sharing this home folder), the later start says so in one sentence and exits.

`QtNetwork` is imported only after the first paint in the owner, so the start stays within
its budget (tests/benchmarks/startup.py); the lock itself costs a few file operations.
"""

from __future__ import annotations

import json
import logging
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..core import lock as folder_lock

if TYPE_CHECKING:  # QtNetwork is imported after the first paint (see the module docstring)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

#: The note of the lock's holder in the data folder (`core/lock.py`; not the lock itself).
LOCK_NAME = folder_lock.NOTE_NAME
#: How long a later start tries to reach the owner (or to get the lock) before it gives up.
HAND_OVER_SECONDS = 10.0
#: A request is one line of JSON; anything longer is not from bugbox.
MAX_REQUEST = 64 * 1024
#: The longest invite handed over (as `bugbox.net.invite.MAX_INVITE`).
MAX_INVITE = 512
_HELLO = "bugbox-1"


def server_name(folder: Path) -> str | None:
    """The local server's socket for a data folder (the same for every start of this user): a
    path in this user's private folder (`paths.runtime_dir`), or None when there is none. On
    Windows a pipe name, which Qt restricts to this user (`UserAccessOption`)."""
    import hashlib  # not at start: only the owner's listen (after the first paint) and a later start

    try:
        key = str(Path(folder).resolve())
    except OSError:
        key = str(folder)
    name = "bugbox-" + hashlib.sha1(key.encode("utf-8", "surrogateescape")).hexdigest()[:16]
    if sys.platform == "win32":
        return name
    from ..paths import runtime_dir

    private = runtime_dir()
    return str(private / name) if private is not None else None


def peer_uid(descriptor: int) -> int | None:
    """The user id of the process at the other end of a connected local socket, or None where
    the system does not say (then the private folder alone keeps other users out)."""
    import socket
    import struct

    if descriptor < 0 or sys.platform == "win32":
        return None
    try:
        with socket.socket(fileno=os.dup(descriptor)) as end:
            if hasattr(socket, "SO_PEERCRED"):  # Linux: struct ucred {pid, uid, gid}
                return int(struct.unpack("3i", end.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))[1])
            if sys.platform == "darwin" or "bsd" in sys.platform:  # struct xucred {version, uid, ...}
                local_peercred = getattr(socket, "LOCAL_PEERCRED", 0x001)
                return int(struct.unpack_from("=II", end.getsockopt(0, local_peercred, 76))[1])
    except (OSError, struct.error, ValueError):
        return None
    return None


def _same_user(socket: QLocalSocket) -> bool:
    """Whether the other end of `socket` (a QLocalSocket) runs as this user, where that can be known."""
    uid = peer_uid(int(socket.socketDescriptor()))
    return uid is None or uid == os.getuid()


class Owner(QObject):
    """This process owns the data folder: it holds the lock and answers later starts."""

    #: A later start asked for the window; the argument is a file to open, or None.
    wake = Signal(object)
    #: A later start was given an invite (text, at most `MAX_INVITE` characters): join its table.
    invited = Signal(str)

    def __init__(self, folder: Path, lock: folder_lock.Held | None, parent: QObject | None = None):
        super().__init__(parent)
        self.folder = folder
        self.lock = lock
        self.server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, bytes] = {}  # what each later start has sent so far

    def listen(self) -> bool:
        """Answer later starts (called after the first paint: it imports QtNetwork)."""
        if self.lock is None or self.server is not None:
            return False
        from PySide6.QtNetwork import QLocalServer

        name = server_name(self.folder)
        if name is None:
            log.warning("cannot answer later starts: no folder of this user's own to put the socket in")
            return False
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        # A socket left by a killed owner is ours to remove: we hold the lock now.
        QLocalServer.removeServer(name)
        if not server.listen(name):
            log.warning("cannot answer later starts on %s: %s", name, server.errorString())
            return False
        server.newConnection.connect(self._accept)
        self.server = server
        log.info("this bugbox owns %s and answers later starts on %s", self.folder, name)
        return True

    def stop_listening(self) -> None:
        """The window is closing (`MainWindow.closing`): a later start must wait for the lock,
        not be answered by a bugbox about to quit."""
        if self.server is not None:
            self.server.close()
            self.server = None

    def release(self) -> None:
        self.stop_listening()
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def _accept(self) -> None:
        server = self.server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if not _same_user(socket):
                log.warning("refused a connection from another user on the local server")
                socket.abort()
                socket.deleteLater()
                continue
            self._buffers[socket] = b""
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))
            self._read(socket)

    def _forget(self, socket: QLocalSocket) -> None:
        self._buffers.pop(socket, None)
        socket.deleteLater()

    def _read(self, socket: QLocalSocket) -> None:
        if socket not in self._buffers:
            return
        data = self._buffers[socket] + bytes(socket.readAll().data())
        if b"\n" not in data:
            if len(data) > MAX_REQUEST:
                socket.abort()
            else:
                self._buffers[socket] = data
            return
        line = data.split(b"\n", 1)[0]
        del self._buffers[socket]
        try:
            request = json.loads(line)
            if not isinstance(request, dict) or request.get("hello") != _HELLO:
                raise ValueError("not a bugbox request")
            name = request.get("open")
            path = Path(name) if isinstance(name, str) and name else None
            invite = request.get("invite")
            invite = invite if isinstance(invite, str) and 0 < len(invite) <= MAX_INVITE else None
        except (ValueError, RecursionError):
            log.warning("ignored a request that is not bugbox's on the local server")
            socket.abort()
            return
        socket.write(b"ok\n")
        socket.flush()
        socket.disconnectFromServer()
        log.info("a later start asked for this window%s", f" and to open {path}" if path else "")
        if invite is not None:
            self.invited.emit(invite)  # the window comes forward with the join dialog
        else:
            self.wake.emit(path)


def _lock(folder: Path) -> tuple[folder_lock.Held | None, bool]:
    """(the lock, True) when taken; (None, True) when the folder cannot hold one, so nothing
    can be written there either and this start goes on; (None, False) when another holds it."""
    try:
        held = folder_lock.take(folder)
    except OSError as error:
        log.warning("cannot take the lock of %s (%s); going on without it", folder, error.strerror or error)
        return None, True
    return held, held is not None


def _ask_owner(folder: Path, file: Path | None, invite: str | None = None) -> bool:
    """Ask the owner to come forward (and open `file`, or join `invite`'s table); True once
    it said ok."""
    from PySide6.QtNetwork import QLocalSocket

    name = server_name(folder)
    if name is None:
        return False
    socket = QLocalSocket()
    socket.connectToServer(name)
    try:
        if not socket.waitForConnected(500):
            return False
        if not _same_user(socket):  # the paths this player opens go to this player's bugbox only
            log.warning("the local server %s belongs to another user; nothing was sent", name)
            return False
        request = {"hello": _HELLO, "open": str(file.resolve()) if file is not None else None, "invite": invite}
        socket.write(json.dumps(request).encode("utf-8") + b"\n")
        if not socket.waitForBytesWritten(1000):
            return False
        answer = b""
        deadline = time.monotonic() + 3
        while b"\n" not in answer and time.monotonic() < deadline:
            socket.waitForReadyRead(200)
            answer += bytes(socket.readAll().data())
            if socket.state() == QLocalSocket.LocalSocketState.UnconnectedState:
                break
        return answer.startswith(b"ok\n")
    finally:
        socket.abort()


def claim(
    folder: Path | None,
    file: Path | None = None,
    hand_over: bool = True,
    seconds: float | None = None,
    invite: str | None = None,
) -> Owner | None:
    """Own the data folder, or hand over to its owner.

    Returns the `Owner` (with or without a lock: a folder that cannot hold one cannot be
    written either), or None when the owner was reached and this start should exit. Raises
    `NoAnswer` when the folder is owned but nobody answered in time. With `hand_over` False
    (`--smoke`, which writes nothing) a taken lock is simply not ours and the start goes on.
    """
    if folder is None:
        return Owner(Path("."), None)
    deadline = time.monotonic() + (HAND_OVER_SECONDS if seconds is None else seconds)
    while True:
        lock, ours = _lock(folder)
        if ours:
            return Owner(folder, lock)
        if not hand_over:
            return Owner(folder, None)
        if _ask_owner(folder, file, invite):
            return None
        if time.monotonic() >= deadline:
            raise NoAnswer(folder / LOCK_NAME)
        time.sleep(0.1)


class NoAnswer(Exception):
    """The data folder is owned by a bugbox that did not answer."""


def tell_no_answer(lock_file: Path) -> int:
    """One sentence for a later start that could not reach the owner; the exit status."""
    from .i18n import translate

    text = translate(
        "Instance", "bugbox is already running but does not answer; close it (or wait for it) and start bugbox again."
    )
    log.warning("the owner of %s did not answer a later start", lock_file)
    print(f"bugbox: {text}", file=sys.stderr)
    if QCoreApplication.instance() is not None and not _headless():
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(None, "bugbox", text)
    return 1


def _headless() -> bool:
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in ("offscreen", "minimal")


def deferred_listen(owner: Owner) -> None:
    """Start answering once the first paint is done (QtNetwork is not imported before it)."""
    QTimer.singleShot(0, owner.listen)
