"""Where bugbox's files are: everything of the player's under `$BUGBOX_HOME` when it is set
(each test has its own), the shipped data found in a source checkout, a folder that cannot be
made noted rather than stopping the start, and the hand-over socket's folder private."""

import os
import stat
import sys

import pytest

from bugbox import paths


def test_the_players_files_live_under_bugbox_home():
    home = os.environ["BUGBOX_HOME"]
    for folder in (paths.config_dir(), paths.data_dir(), paths.log_dir(), paths.cache_dir(), paths.records_dir()):
        assert str(folder).startswith(home) and folder.is_dir()
    assert paths.settings_path().parent == paths.config_dir()
    assert paths.autosave_folder("some-game") == paths.autosave_dir() / "some-game"


def test_the_shipped_resources_and_translations_are_found():
    assert paths.resources_dir().is_dir()
    assert paths.translations_dir().is_dir()
    assert paths.resource("rules").is_dir()


def test_a_folder_that_cannot_be_made_is_noted_not_raised(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("BUGBOX_HOME", str(blocker))
    try:
        assert not paths.usable("data")
        assert "data" in paths.unusable
    finally:
        paths.unusable.clear()
    monkeypatch.setenv("BUGBOX_HOME", str(tmp_path / "fine"))
    assert paths.usable("data") and "data" not in paths.unusable


@pytest.mark.skipif(sys.platform == "win32", reason="the hand-over socket's folder is POSIX only")
def test_the_socket_folder_is_private_and_a_shared_runtime_folder_is_passed_over(tmp_path, monkeypatch):
    shared = tmp_path / "runtime"
    shared.mkdir(mode=0o777)
    shared.chmod(0o777)  # open to everyone: not a place for the socket
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    folder = paths.runtime_dir()
    assert folder is not None and not str(folder).startswith(str(shared))
    mode = os.lstat(folder).st_mode
    assert stat.S_ISDIR(mode) and mode & 0o077 == 0 and os.lstat(folder).st_uid == os.getuid()
