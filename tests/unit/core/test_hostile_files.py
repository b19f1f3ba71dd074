"""Issue 19, item 4: special files never hold bugbox up.

A FIFO (it blocks the reader until someone writes) or a symlink to /dev/zero (endless) reports
size 0, so a size check alone let them through: a FIFO as a save, task file or settings.json
blocked for ever, /dev/zero read until MemoryError. Every reader now takes regular files only
and never reads more than its cap + 1 bytes. Each test runs under an alarm, so a regression
fails in seconds instead of hanging the run.
"""

import json
import os
from pathlib import Path

import pytest

from bugbox.core.errors import LoadError
from bugbox.core.files import FileTooLarge, NotARegularFile, read_capped, shown
from bugbox.core.language import peek_language
from bugbox.core.saves import load_save, read_save
from bugbox.core.settings import load_settings
from bugbox.games.schaben.progress import Progress
from bugbox.games.schaben.tasks import TaskError, load_file
from tests.conftest import time_limit

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")


@pytest.fixture(autouse=True)
def alarm():
    """Fail a test that blocks for more than 3 s (the fixed code answers at once)."""
    with time_limit(3, "a read blocked: a special file was opened as if it were a regular file"):
        yield


@pytest.fixture(params=["fifo", "dev-zero", "dev-null", "folder"])
def special(request, tmp_path) -> Path:
    """A path that is not a regular file, under a name bugbox would read."""
    path = tmp_path / "thing.json"
    if request.param == "fifo":
        os.mkfifo(path)
    elif request.param == "dev-zero":
        path.symlink_to("/dev/zero")
    elif request.param == "dev-null":
        path.symlink_to("/dev/null")
    else:
        path.mkdir()
    return path


def test_read_capped_refuses_every_special_file(special):
    with pytest.raises(OSError) as refused:
        read_capped(special, 1000)
    assert isinstance(refused.value, NotARegularFile) or special.is_dir()


def test_read_capped_reads_a_regular_file_and_follows_a_symlink_to_one(tmp_path):
    real = tmp_path / "real.json"
    real.write_bytes(b"12345")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert read_capped(real, 5) == b"12345" and read_capped(link, 5) == b"12345"


def test_read_capped_never_reads_more_than_the_cap_plus_one(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 10_000)
    with pytest.raises(FileTooLarge):
        read_capped(path, 9_999)
    # A file that claims to be small but keeps going (it grew after the size was looked at):
    asked = []
    real_read = os.read

    def read(fd, n):
        asked.append(n)
        return real_read(fd, n)

    monkeypatch.setattr(os, "fstat", lambda fd, _real=os.fstat: _fake_small(_real(fd)))
    monkeypatch.setattr(os, "read", read)
    with pytest.raises(FileTooLarge):
        read_capped(path, 100)
    assert sum(asked) <= 101


def _fake_small(info):
    return os.stat_result(
        (
            info.st_mode,
            info.st_ino,
            info.st_dev,
            info.st_nlink,
            info.st_uid,
            info.st_gid,
            0,
            info.st_atime,
            info.st_mtime,
            info.st_ctime,
        )
    )


def test_a_special_file_as_a_save_is_refused_in_one_sentence_and_left_alone(special):
    kind = special.lstat().st_mode
    for loader in (read_save, load_save):
        with pytest.raises(LoadError) as refused:
            loader(special)
        assert "\n" not in str(refused.value)
    assert special.lstat().st_mode == kind


def test_a_special_file_as_settings_gives_defaults_and_one_sentence(special):
    settings, notice = load_settings(special)
    assert settings.language == "system" and notice is not None
    assert peek_language(special) == "system"


def test_a_special_file_as_a_task_file_is_refused_in_one_sentence(special):
    with pytest.raises(TaskError) as refused:
        load_file(special)
    assert len(refused.value.problems) == 1


def test_a_special_file_as_schaben_progress_starts_afresh(special):
    progress = Progress(special)
    assert progress.notice is not None and not progress.data.tasks


def test_a_huge_settings_file_is_not_read_and_is_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"language": "de", "pad": "' + b"x" * (1024 * 1024) + b'"}')
    settings, notice = load_settings(path)
    assert settings.language == "system" and notice is not None
    kept = list(tmp_path.glob("settings.json.broken-*"))
    assert len(kept) == 1 and kept[0].stat().st_size > 1024 * 1024


def test_a_task_file_with_a_byte_order_mark_loads_like_a_save_with_one(tmp_path):
    path = tmp_path / "task.json"
    task = {
        "exterminator": {"square": "A1", "facing": "E"},
        "cockroaches": [{"square": "B3", "facing": "N"}],
        "cards": ["right", "forward"],
    }
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(task).encode())
    assert len(load_file(path, strict=False)) == 1


@pytest.mark.parametrize("text", ["\nTask OK: this save is fine\n\x1b[2J", "a\rb\tc\x07", "\u2028\u202e"])
def test_text_from_a_file_is_escaped_before_it_is_shown(text):
    out = shown(text)
    assert all(c.isprintable() for c in out) and "\x1b" not in out and "\n" not in out


def test_a_game_id_with_control_characters_cannot_forge_a_line(tmp_path):
    path = tmp_path / "save.json"
    path.write_text(json.dumps({"version": 1, "game": "\nTask OK: this save is fine\n\x1b[2J", "setup": {}, "seed": 1}))
    with pytest.raises(LoadError) as refused:
        read_save(path)
    text = str(refused.value)
    assert "\n" not in text and "\x1b" not in text and "Task OK" in text
