"""The log file: one current file and a few older ones, each kept under a size limit.

`logging.handlers.RotatingFileHandler` does the same, but importing `logging.handlers`
pulls in socket, pickle and queue for handlers bugbox never uses: about 10 ms of a start
that is benchmarked against a bare Qt window (tests/benchmarks/startup.py).

The log is opened like every file bugbox touches (`core.files.open_log`): never blocking, a
regular file only, never through a symlink. A FIFO in its place used to hold the start up
before the window until someone read it. Each line is one write of its own, so a full disk
costs the lines it refuses and nothing else: the first failure is said once on stderr, lines
are left out (and counted) while the disk stays full, a write is tried again every few
seconds, and once one goes through the log notes how many lines are missing. `logging`'s own answer was a
"Logging error" traceback on stderr for every line (136 of them in one game).

Names come from players and files: `Plain` escapes every control character in a line (an
escape sequence must not recolour or clear the terminal, a newline must not forge a line).
"""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from .core.files import NotARegularFile, open_log, write_all

#: The format of every line, in the file and on stderr.
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def escaped(text: str) -> str:
    """`text` with every control or otherwise invisible character written out (`\\x1b`,
    `\\u202e`); newlines stay, and the lines after the first are indented, so no text can
    pass for a line of the log of its own."""
    if text.isprintable():
        return text
    out = []
    for char in text:
        if char == "\n":
            out.append("\n    ")
        elif char.isprintable() or char == " ":
            out.append(char)
        else:
            out.append(char.encode("unicode_escape").decode("ascii"))
    return "".join(out)


def say(sentence: str) -> None:
    """One line on stderr, for what the log cannot hold; never raises (no terminal, a closed pipe)."""
    try:
        print(f"bugbox: {escaped(sentence)}", file=sys.stderr, flush=True)
    except (OSError, ValueError, AttributeError):
        pass


class Plain(logging.Formatter):
    """A formatter whose lines hold no control characters (see `escaped`); tracebacks too."""

    def format(self, record: logging.LogRecord) -> str:
        return escaped(super().format(record))


class SizedLogFile(logging.Handler):
    """Writes to `path`; once past `max_bytes` (by at most one record) the file becomes `path.1` (older ones shift up to
    `path.<backups>`, the oldest is dropped) and a fresh file is started."""

    #: After a refused write, how long lines are dropped before the next try.
    retry_seconds = 5.0

    def __init__(self, path: Path, max_bytes: int = 512_000, backups: int = 3):
        super().__init__()
        self.max_bytes = max_bytes
        self.backups = backups
        self.baseFilename = os.path.abspath(path)
        #: What happened to the file at start, for the log once it is in place (`app.py`).
        self.said: list[str] = []
        self._fd: int | None = None
        self._size = 0
        self._failed_at: float | None = None
        self._dropped = 0
        self._torn = False
        self._told = False
        try:
            info = os.lstat(self.baseFilename)
        except OSError:
            info = None  # no file yet
        if info is not None and os.path.isfile(self.baseFilename) and not os.path.islink(self.baseFilename):
            if info.st_size >= max_bytes:
                try:
                    self._shift()
                    name = os.path.basename(self.baseFilename)
                    self.said.append(f"the log from last time ({info.st_size:,} bytes) was moved to {name}.1")
                except OSError:
                    pass
        self._fd = self._open()  # opened now: an unwritable folder or a FIFO in its place fails here

    def _open(self) -> int:
        """Append to our own file only: a symlink in its place (to a file outside bugbox's
        folder, to /dev/zero) is removed and a fresh file made, never written through; a FIFO,
        a device or a folder there is left alone and refused (`NotARegularFile`)."""
        try:
            fd = open_log(self.baseFilename)
        except NotARegularFile:
            if not os.path.islink(self.baseFilename):
                raise
            target = os.readlink(self.baseFilename)
            os.unlink(self.baseFilename)
            fd = open_log(self.baseFilename)
            name = os.path.basename(self.baseFilename)
            self.said.append(f"{name} was a symlink to {target!r}; it was removed and a new log started")
        self._size = os.fstat(fd).st_size
        return fd

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record) + "\n"
        except Exception:  # noqa: BLE001 - a record that cannot be formatted: logging's own report
            self.handleError(record)
            return
        if self._failed_at is not None:
            if time.monotonic() - self._failed_at < self.retry_seconds:
                self._dropped += 1
                return
            gap = f"(the log could not be written for a while: {self._dropped} line(s) are missing here)\n"
            text = ("\n" if self._torn else "") + gap + text
        data = text.encode("utf-8", "backslashreplace")
        before = None
        try:
            if self._fd is None:
                self._fd = self._open()
            if self._size >= self.max_bytes:
                os.close(self._fd)
                self._fd = None  # if the shift fails, the next record reopens the file
                self._shift()
                self._fd = self._open()
            before = self._size
            write_all(self._fd, data)
            self._size += len(data)
        except OSError as error:
            torn = False
            if before is not None and self._fd is not None:
                try:
                    self._size = os.fstat(self._fd).st_size
                    torn = self._size != before  # part of the line went in
                except OSError:
                    pass
            self._refused(error, torn)
            return
        self._failed_at = None
        self._dropped = 0
        self._torn = False

    def _refused(self, error: OSError, torn: bool) -> None:
        """The disk refused a line: say so once (stderr, once a run), then leave lines out,
        counted, until a try after `retry_seconds` goes through."""
        if not self._told:
            self._told = True
            reason = error.strerror or type(error).__name__
            say(
                f"the log file {self.baseFilename} cannot be written ({reason}); "
                "log lines are left out until it can be again."
            )
        self._failed_at = time.monotonic()
        self._dropped += 1
        self._torn = self._torn or torn

    def close(self) -> None:
        self.acquire()
        try:
            fd, self._fd = self._fd, None
            if fd is not None:
                os.close(fd)
        finally:
            self.release()
            super().close()

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
