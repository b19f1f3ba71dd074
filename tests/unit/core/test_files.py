"""Files on disk: atomic writes and broken files kept aside."""

import os

import pytest

from bugbox.core.files import atomic_write_text, move_aside


def test_atomic_write_replaces_the_whole_file(tmp_path):
    target = tmp_path / "save.json"
    atomic_write_text(target, "old")
    atomic_write_text(target, "new content")
    assert target.read_text() == "new content"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_failed_write_leaves_the_old_file_intact_and_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "save.json"
    atomic_write_text(target, "the good game")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError):
        atomic_write_text(target, "half a game")
    assert target.read_text() == "the good game"
    assert [p.name for p in tmp_path.iterdir()] == ["save.json"]


def test_broken_file_is_moved_aside_never_deleted(tmp_path):
    target = tmp_path / "settings.json"
    target.write_text("{broken")
    kept = move_aside(target)
    assert not target.exists()
    assert kept.read_text() == "{broken" and ".broken-" in kept.name
    target.write_text("{broken again")
    second = move_aside(target)
    assert second != kept and second.exists() and kept.exists()
