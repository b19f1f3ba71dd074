"""Issue 19 item 10: the log is never written through a symlink, and temp files of failed or
killed atomic writes are cleaned (ours only, never a write in progress)."""

import logging
import os
import time

from bugbox.core.files import clean_stale_temps
from bugbox.logfile import SizedLogFile


def test_the_log_is_never_appended_through_a_symlink(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("not bugbox's\n")
    folder = tmp_path / "log"
    folder.mkdir()
    path = folder / "bugbox.log"
    path.symlink_to(outside)
    handler = SizedLogFile(path)
    record = logging.LogRecord("bugbox", logging.INFO, __file__, 1, "a line of ours", None, None)
    handler.emit(record)
    handler.close()
    assert outside.read_text() == "not bugbox's\n"
    assert not path.is_symlink() and "a line of ours" in path.read_text()


def test_stale_temp_files_of_ours_are_cleaned_and_nothing_else(tmp_path):
    old = time.time() - 3600
    stale = tmp_path / ".verasselt.json.k2j3h4.tmp"
    fresh = tmp_path / ".settings.json.x8y7z6.tmp"  # a write in progress
    theirs = [tmp_path / "notes.tmp", tmp_path / ".hidden.tmp", tmp_path / "verasselt.json"]
    for path in [stale, fresh, *theirs]:
        path.write_text("x")
    for path in [stale, *theirs]:
        os.utime(path, (old, old))
    assert clean_stale_temps(tmp_path) == 1
    assert not stale.exists() and fresh.exists() and all(p.exists() for p in theirs)
    assert clean_stale_temps(tmp_path / "missing") == 0
