"""Files on the player's disk: written atomically, and never overwritten when broken.

A power cut while saving must leave either the old file or the new one, never half of each:
every write goes to a temporary file in the same folder, is flushed to disk, then renamed
over the target. A file that fails to load is moved aside as `<name>.broken-<timestamp>`, so
the player's data is kept for rescue and the app can carry on with defaults.

Reading is bounded too: a file's size on disk says nothing about a FIFO (it blocks for ever)
or `/dev/zero` (endless), both of which report size 0. So every file bugbox reads goes through
`read_capped`, which opens without blocking, refuses anything that is not a regular file and
never reads more than the cap + 1 bytes, whatever the size claims.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, Message, msg

#: How much `read_capped` asks the system for at a time.
_CHUNK = 256 * 1024


class NotARegularFile(OSError):
    """A FIFO, a device, a socket or a folder where a file was expected."""


class FileTooLarge(OSError):
    """A file longer than the reader's cap (it was not read to the end)."""


#: Added to every open: never wait (a FIFO with no writer, a device), never become the
#: controlling terminal, bytes as they are on Windows.
_NEVER_BLOCK = getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
#: What `open_regular(follow=False)` gets from the system for a symlink (Linux and macOS say
#: ELOOP, the BSDs EMLINK).
_SYMLINK_ERRORS = {getattr(errno, "ELOOP", -1), getattr(errno, "EMLINK", -1)}


def open_regular(path: Path | str, flags: int = os.O_RDONLY, *, follow: bool = True, mode: int = 0o644) -> int:
    """An open descriptor (`os.open` flags) of the regular file at `path`, and nothing else.

    The open never blocks: a FIFO with no writer opens at once for reading and fails at once
    (ENXIO) for writing, and either way is refused with `NotARegularFile`, as are devices,
    sockets and folders; the type is checked on the open descriptor, so the file cannot be
    swapped between the check and the use. With `follow` False a symlink in the last place
    of `path` is refused too, in the same step as the open (O_NOFOLLOW): for bugbox's own
    files (the log, caches, the lock's note), which nobody has a reason to link elsewhere.
    With `follow` True a link to a regular file is read (a player may link a save).
    """
    extra = _NEVER_BLOCK | (0 if follow else getattr(os, "O_NOFOLLOW", 0))
    if not follow and not hasattr(os, "O_NOFOLLOW") and os.path.islink(path):  # Windows: a check, then the open
        raise NotARegularFile(getattr(errno, "ELOOP", errno.EINVAL), "a symlink", str(path))
    try:
        fd = os.open(path, flags | extra, mode)
    except OSError as error:
        if not follow and error.errno in _SYMLINK_ERRORS:
            raise NotARegularFile(error.errno, "a symlink", str(path)) from None
        if error.errno in (getattr(errno, "ENXIO", -1), errno.EISDIR):  # a FIFO with no reader, a folder
            raise NotARegularFile(error.errno, "not a regular file", str(path)) from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotARegularFile(errno.EINVAL, "not a regular file", str(path))
    except BaseException:
        os.close(fd)
        raise
    return fd


def read_capped(path: Path | str, cap: int) -> bytes:
    """The bytes of the regular file at `path`, at most `cap` of them.

    Raises `NotARegularFile` for anything else (symlinks are followed, so a link to
    `/dev/zero` is refused as the device it is), `FileTooLarge` when the file holds more than
    `cap` bytes, and `OSError` when it cannot be opened. Opening is non-blocking
    (`open_regular`), so a FIFO with no writer cannot hold the caller up.
    """
    fd = open_regular(path)
    try:
        info = os.fstat(fd)
        if info.st_size > cap:
            raise FileTooLarge(errno.EFBIG, f"larger than {cap} bytes", str(path))
        chunks: list[bytes] = []
        got = 0
        while got <= cap:
            chunk = os.read(fd, min(_CHUNK, cap + 1 - got))
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
        if got > cap:  # it grew after fstat, or lied about its size
            raise FileTooLarge(errno.EFBIG, f"larger than {cap} bytes", str(path))
        return b"".join(chunks)
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of `data` to `fd` (a write may take only part of it); OSError when the
    system refuses (a full disk, a file size limit), after whatever part it took."""
    view = memoryview(data)
    while view:
        done = os.write(fd, view)
        if done <= 0:
            raise OSError(errno.EIO, "nothing was written")
        view = view[done:]


def append_capped(path: Path | str, data: bytes, cap: int) -> None:
    """Add `data` at the end of bugbox's own file at `path` (made when missing).

    For files bugbox keeps for itself (a cache), so a symlink there is refused like a FIFO or
    a device (`open_regular` with `follow` False). Raises `FileTooLarge`, writing nothing,
    when the file would grow past `cap` bytes.
    """
    fd = open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, follow=False)
    try:
        if os.fstat(fd).st_size + len(data) > cap:
            raise FileTooLarge(errno.EFBIG, f"would grow past {cap} bytes", str(path))
        write_all(fd, data)
    finally:
        os.close(fd)


def open_log(path: Path | str) -> int:
    """A descriptor for appending to the log at `path` (made when missing): a regular file of
    bugbox's own, never a symlink, never a FIFO that would hold the start up until someone
    reads it (`NotARegularFile` for all of those)."""
    return open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, follow=False)


def open_folder(path: Path | str) -> int:
    """A read-only descriptor of the folder at `path`, to hold an OS lock on (`core.lock`);
    `NotADirectoryError` for anything else, without blocking on a FIFO in its place."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | _NEVER_BLOCK)
    try:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            raise NotADirectoryError(errno.ENOTDIR, "not a folder", str(path))
    except BaseException:
        os.close(fd)
        raise
    return fd


def is_regular_file(path: Path | str) -> bool:
    """True for a regular file (following symlinks); never blocks, never raises."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def shown(value: Any, limit: int = 40) -> str:
    """Text from a file as it may appear in a message: control characters escaped (a newline
    or an escape sequence in a game id must not forge a line or clear the terminal), and cut
    short."""
    text = value if isinstance(value, str) else repr(value)
    out = []
    for char in text:
        if char.isprintable() or char == " ":
            out.append(char)
        else:
            out.append(char.encode("unicode_escape").decode("ascii"))
    text = "".join(out)
    return text if len(text) <= limit else text[: max(0, limit - 1)] + "…"


def write_problem(error: OSError) -> Message:
    """One sentence for the player on why a file could not be written."""
    number = getattr(error, "errno", None)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", -1), errno.EFBIG):
        return msg(
            "Files",
            QT_TRANSLATE_NOOP(
                "Files", "The disk is full, so the game could not be saved; free some space and save again."
            ),
        )
    if number in (errno.EROFS, errno.EACCES, errno.EPERM):
        return msg(
            "Files",
            QT_TRANSLATE_NOOP(
                "Files",
                "bugbox may not write in that folder, so the game could not be saved; please choose another folder.",
            ),
        )
    return msg("Files", QT_TRANSLATE_NOOP("Files", "The game could not be saved there; please choose another folder."))


#: Temp files of an atomic write are named `.<name>.<random>.tmp` beside their target.
TEMP_SUFFIX = ".tmp"
#: A temp file older than this was left by a write that failed or was killed between fsync and
#: rename (a write in progress lasts milliseconds).
STALE_TEMP_SECONDS = 600.0


def temp_prefix(path: Path) -> str:
    return f".{Path(path).name}."


def clean_stale_temps(folder: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Remove our temp files in `folder` (not below it) older than `older_than` seconds; one
    directory scan, never raises. Returns how many went."""
    removed = 0
    cutoff = time.time() - older_than
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                name = entry.name
                if not (name.startswith(".") and name.endswith(TEMP_SUFFIX) and name.count(".") >= 3):
                    continue
                try:
                    if entry.is_file(follow_symlinks=False) and entry.stat(follow_symlinks=False).st_mtime < cutoff:
                        os.unlink(entry.path)
                        removed += 1
                except OSError:
                    continue
    except OSError:
        pass
    return removed


def atomic_write_bytes(path: Path, data: bytes, durable: bool = True) -> None:
    """Write `data` to `path` so that readers see the old or the new content, nothing else.

    `durable` False skips the flush to the disk (a few milliseconds each): for caches, where a
    power cut may cost the file (it is made again) but never leaves half of it under its name.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        for attempt in range(5):
            try:
                os.replace(tmp, path)
                break
            except PermissionError:  # Windows: a virus scanner may hold the target briefly
                if attempt == 4:
                    raise
                time.sleep(0.05 * (attempt + 1))
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def atomic_write_text(path: Path, text: str) -> None:
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: Path, data: Any) -> None:
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def move_aside(path: Path) -> Path:
    """Keep a broken file for rescue under a new name and return that name."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{n}")
    os.replace(path, target)
    return target
