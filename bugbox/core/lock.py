"""The data folder's owner, held by the operating system for as long as its process lives.

The lock used to be `bugbox.lock` itself (a QLockFile): a file that counted by existing.
Deleting it (a clean-up tool, a player tidying the folder) while bugbox ran let a second
bugbox own the same files, and a settings change, a solved mark and a new puzzle were lost.
A lock on the file does not help alone: once the file is deleted, the next start makes a new
one and locks that. So the lock is held on what the two bugboxes would share, the open data
folder itself (`flock`, POSIX). It is released by the system the moment the process ends,
however it ends (a crash, kill -9, a power cut): there is no stale lock to judge. `flock`
locks belong to the open folder, not the process, so a second claim in the same process is
refused as well.

`bugbox.lock` stays beside the files as a note of who holds the lock (the process id, for
people and tests); it is not the lock and deleting it changes nothing.

- Windows cannot lock a folder, but a file held open there cannot be deleted either: the lock
  is `msvcrt.locking` on the open `bugbox.lock`.
- A folder that cannot be locked (some network file systems) falls back to a `flock` on the
  open `bugbox.lock`; that is logged, and there deleting the note frees the lock again.
"""

from __future__ import annotations

import errno
import logging
import os
import sys
from pathlib import Path

from .files import open_folder, open_regular, read_capped, write_all

log = logging.getLogger(__name__)

#: The note of who holds the lock, in the data folder.
NOTE_NAME = "bugbox.lock"
#: Windows locks a byte range: one byte far past the note's text, so the note stays readable.
_WINDOWS_BYTE = 1 << 30


class Held:
    """A lock this process holds; `release` gives it back (so does the process's end)."""

    def __init__(self, fd: int, note: Path, windows: bool = False):
        self._fd: int | None = fd
        self.note = note
        self._windows = windows

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if not self._windows:
            _forget_note(self.note)  # still ours: the lock is held until the close below
        try:
            if self._windows:
                import msvcrt

                os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
                msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            pass
        finally:
            os.close(fd)
        if self._windows:
            _forget_note(self.note)


def take(folder: Path) -> Held | None:
    """Hold the lock of `folder`: a `Held`, or None when another process holds it.

    Raises `OSError` when the folder cannot be locked at all (then nothing can be written
    there either, and the caller goes on without it)."""
    folder = Path(folder)
    note = folder / NOTE_NAME
    if sys.platform == "win32":
        held = _take_windows(note)
    else:
        held = _take_posix(folder, note)
    if held is not None:
        _write_note(note)
    return held


def _take_posix(folder: Path, note: Path) -> Held | None:
    import fcntl

    fd = open_folder(folder)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except OSError as error:  # this file system cannot lock a folder: lock the note instead
        os.close(fd)
        log.warning("cannot lock the folder %s (%s); locking %s instead", folder, error.strerror, note.name)
        fd = open_regular(note, os.O_RDWR | os.O_CREAT, follow=False)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        except OSError:
            os.close(fd)
            raise
    return Held(fd, note)


def _take_windows(note: Path) -> Held | None:
    import msvcrt

    fd = open_regular(note, os.O_RDWR | os.O_CREAT, follow=False)
    try:
        os.lseek(fd, _WINDOWS_BYTE, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
    except OSError as error:
        os.close(fd)
        if error.errno in (errno.EACCES, getattr(errno, "EDEADLOCK", errno.EACCES), errno.EDEADLK):
            return None
        raise
    return Held(fd, note, windows=True)


def _write_note(note: Path) -> None:
    """Who holds the lock, for people and tests: the process id and the computer's name."""
    try:
        host = os.uname().nodename if hasattr(os, "uname") else os.environ.get("COMPUTERNAME", "")
        fd = open_regular(note, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, follow=False)
        try:
            write_all(fd, f"{os.getpid()}\nbugbox\n{host}\n".encode("utf-8", "replace"))
        finally:
            os.close(fd)
    except OSError as error:  # a symlink, a FIFO, a full disk: the lock is held all the same
        log.info("could not write %s: %s", note, error.strerror)


def _forget_note(note: Path) -> None:
    try:
        if note.is_file() and not note.is_symlink():
            note.unlink()
    except OSError:
        pass


def holder(folder: Path) -> int | None:
    """The process id in the note of `folder`'s lock, if one is there (for messages and tests)."""
    try:
        return int(read_capped(Path(folder) / NOTE_NAME, 4096).split(b"\n", 1)[0])
    except (OSError, ValueError):
        return None
