"""Real full and read-only disks for the tests, which run as root.

Root writes through `chmod 0500`, so a folder made read-only that way proves nothing in CI.
Instead a tiny tmpfs is mounted over the folder: filled up it answers every write with ENOSPC,
remounted read-only it answers with EROFS, for root too, exactly as a full USB stick or a
read-only home does. Each test mounts its own under its own temp dir (so xdist workers never
share one) and unmounts it at the end, lazily if something still holds it.

Where mounting is not allowed (not root, no CAP_SYS_ADMIN in a container) the same disk is
simulated: the atomic writer's `fsync` fails with ENOSPC (full), or creating, replacing and
removing files under the folder fail with EROFS (read-only). `Disk.real` says which, and the
tests print it, so a run never passes off a simulation as the real thing.
`BUGBOX_SIMULATE_DISKS=1` simulates even where mounting works (to try the fallback).
"""

from __future__ import annotations

import errno
import os
import subprocess
import tempfile
from pathlib import Path

import pytest


def _run(*args: str) -> bool:
    try:
        done = subprocess.run(list(args), capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0


class Disk:
    """A small disk mounted at `path` (which must be empty): `fill`, `read_only`, `repair`."""

    def __init__(self, path: Path, size: str = "4m"):
        self.path = Path(path)
        self.path.mkdir(parents=True, exist_ok=True)
        self.monkeypatch = pytest.MonkeyPatch()  # its own: `repair` undoes only the disk's
        self.filler = self.path / ".filler"
        simulate = os.environ.get("BUGBOX_SIMULATE_DISKS") == "1"  # to try the fallback as root
        self.real = (
            not simulate
            and os.geteuid() == 0
            and _run("mount", "-t", "tmpfs", "-o", f"size={size},mode=0755", "tmpfs", str(path))
        )
        self.state = "writable"

    def __str__(self) -> str:
        kind = "a real tmpfs" if self.real else "a SIMULATED disk (no tmpfs mounted, or BUGBOX_SIMULATE_DISKS=1)"
        return f"{kind} at {self.path}"

    # breaking it --------------------------------------------------------------------------
    def fill(self) -> None:
        """No byte left: every write that needs a block fails with ENOSPC."""
        if self.real:
            # unbuffered: every write reaches the disk at once, and the last ones take the last
            # bytes (a 64 KiB block that does not fit leaves room a smaller write still takes)
            with open(self.filler, "ab", buffering=0) as handle:
                for size in (65536, 4096, 1):
                    try:
                        for _ in range(1_000_000):
                            handle.write(b"\0" * size)
                    except OSError as error:
                        assert error.errno == errno.ENOSPC, error
        else:

            def no_space(_fd):
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

            self.monkeypatch.setattr(os, "fsync", no_space)
        self.state = "full"

    def read_only(self) -> None:
        """Nothing can be created, replaced or removed on it (EROFS), for root too."""
        if self.real:
            assert _run("mount", "-o", "remount,ro", str(self.path)), "could not remount read-only"
        else:
            inside = str(self.path)

            def guarded(real):
                def call(*args, **kwargs):
                    paths = [str(a) for a in args[:2] if isinstance(a, str | os.PathLike)]
                    paths += [str(kwargs.get("dir", ""))]
                    if any(p.startswith(inside) for p in paths if p):
                        raise OSError(errno.EROFS, os.strerror(errno.EROFS), paths[0])
                    return real(*args, **kwargs)

                return call

            self.monkeypatch.setattr(tempfile, "mkstemp", guarded(tempfile.mkstemp))
            self.monkeypatch.setattr(os, "replace", guarded(os.replace))
            self.monkeypatch.setattr(os, "unlink", guarded(os.unlink))
        self.state = "read-only"

    def repair(self) -> None:
        """Writable again, with room (the filler goes)."""
        if self.real:
            if self.state == "read-only":
                assert _run("mount", "-o", "remount,rw", str(self.path)), "could not remount read-write"
            self.filler.unlink(missing_ok=True)
        else:
            self.monkeypatch.undo()
        self.state = "writable"

    def unmount(self) -> None:
        self.monkeypatch.undo()
        if self.real and not _run("umount", str(self.path)):
            _run("umount", "-l", str(self.path))
