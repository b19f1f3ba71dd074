"""Temp files of the covers' disk cache (issue 19 item 10): a failed write leaves none, and
those a killed start left behind are cleaned after the next start's first paint."""

import errno
import os
import time

from bugbox.paths import cache_dir, data_dir
from bugbox.ui import pixcache


def temps(folder):
    return sorted(p.name for p in folder.glob("*.tmp")) if folder.is_dir() else []


def test_a_cover_cache_write_on_a_full_disk_leaves_no_temp_file(qapp, monkeypatch):
    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)  # the rename of the atomic write
    pixmap = pixcache.cached_pixmap("covers/verasselt", 64, 40)
    assert not pixmap.isNull()
    assert temps(cache_dir() / "art") == []


def test_temp_files_a_killed_write_left_are_cleaned(qapp):
    old = time.time() - 3600
    art = cache_dir() / "art"
    art.mkdir(parents=True, exist_ok=True)
    autosave = data_dir() / "autosave"
    autosave.mkdir(parents=True, exist_ok=True)
    left = [
        art / ".verasselt_cover-64x40@1-1-2.pixels.ab12cd.tmp",
        autosave / ".verasselt.json.ef34gh.tmp",
        data_dir() / ".schaben-progress.json.ij56kl.tmp",
    ]
    for path in left:
        path.write_bytes(b"half")
        os.utime(path, (old, old))
    in_progress = autosave / ".verflixxt.json.mn78op.tmp"
    in_progress.write_bytes(b"being written")
    pixcache.clean_stale_files()
    assert not any(p.exists() for p in left) and in_progress.exists()
