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


def test_temp_files_a_killed_write_left_among_the_kept_games_are_cleaned(qtbot):
    """Issue 28 item 10: temp files of ours in records/ (a kept game or names.json whose write
    was killed) and beside the records' cache were never cleaned."""
    from bugbox.paths import records_dir

    old = time.time() - 3600
    left = [
        records_dir() / ".20260101-120000-000000-verasselt-a1b2c3.json.ab12cd.tmp",
        records_dir() / ".names.json.ef34gh.tmp",
        cache_dir() / ".records-summaries.jsonl.ij56kl.tmp",
    ]
    for path in left:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"half")
        os.utime(path, (old, old))
    in_progress = records_dir() / ".20260101-120001-000000-verasselt-d4e5f6.json.mn78op.tmp"
    in_progress.write_bytes(b"being written")
    kept_game = records_dir() / "20260101-120000-000000-verasselt-a1b2c3.json"
    kept_game.write_bytes(b"{}")
    os.utime(kept_game, (old, old))
    pixcache.clean_stale_files()
    qtbot.waitUntil(lambda: not any(p.exists() for p in left), timeout=5000)  # the records' folder: in a thread
    assert in_progress.exists() and kept_game.exists()
