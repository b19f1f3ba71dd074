"""The log file: one current file and a few older ones, each kept under a size limit.

`logging.handlers.RotatingFileHandler` does the same, but importing `logging.handlers`
pulls in socket, pickle and queue for handlers bugbox never uses: about 10 ms of a start
that is benchmarked against a bare Qt window (tests/benchmarks/startup.py).
"""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path


class SizedLogFile(logging.FileHandler):
    """Writes to `path`; once past `max_bytes` (by at most one record) the file becomes `path.1` (older ones shift up to
    `path.<backups>`, the oldest is dropped) and a fresh file is started."""

    def __init__(self, path: Path, max_bytes: int = 512_000, backups: int = 3):
        self.max_bytes = max_bytes
        self.backups = backups
        self.baseFilename = os.path.abspath(path)
        try:
            if os.path.getsize(self.baseFilename) >= max_bytes:
                self._shift()
        except OSError:
            pass  # no file yet
        super().__init__(path, mode="a", encoding="utf-8")  # opened now: an unwritable folder fails here

    def _open(self):
        """Append to our own file only: a symlink in its place (to a file outside bugbox's
        folder) is removed and a fresh file made, never written through (O_NOFOLLOW where the
        system has it, so the check and the open are one step)."""
        flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0)
        for _ in range(2):
            if os.path.islink(self.baseFilename):
                os.unlink(self.baseFilename)
            try:
                fd = os.open(self.baseFilename, flags, 0o644)
                break
            except OSError as error:
                if error.errno != getattr(errno, "ELOOP", -1):
                    raise
        else:
            raise OSError(getattr(errno, "ELOOP", 0), "the log file is a symlink", self.baseFilename)
        return os.fdopen(fd, "a", encoding=self.encoding, errors=self.errors)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.stream.tell() >= self.max_bytes:
                self.stream.close()
                self.stream = None  # if the shift fails, the next record reopens the file
                self._shift()
                self.stream = self._open()
        except OSError:
            self.handleError(record)
            return
        super().emit(record)

    def _shift(self) -> None:
        base = self.baseFilename
        for number in range(self.backups - 1, 0, -1):
            older = f"{base}.{number}"
            if os.path.exists(older):
                os.replace(older, f"{base}.{number + 1}")
        if self.backups > 0:
            os.replace(base, f"{base}.1")
        else:
            os.remove(base)
