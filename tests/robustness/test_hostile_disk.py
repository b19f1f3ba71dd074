"""Issue 19, item 5: a full disk or a folder bugbox may not write in gets one sentence.

Ctrl+S to an existing save on a full disk raised, and the crash dialog then said "Your game
was autosaved", which was untrue; Continue on a damaged autosave in a read-only data folder
raised on every try. We run as root in CI, where a read-only folder does not stop a write, so
the disk is made full by making the atomic writer's `os.replace` or `os.fsync` fail with ENOSPC
or EROFS, and an unwritable target is a path whose parent is a regular file.
"""

import errno
import os
import sys

import pytest

from bugbox.core import files
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import save_session, unsaved
from bugbox.core.session import Session

SETUP = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")), start_player=0)


def fail_with(number: int):
    def fail(*args, **kwargs):
        raise OSError(number, os.strerror(number))

    return fail


@pytest.fixture
def game(window):
    session = Session("verasselt", SETUP, seed=7)
    for _ in range(3):
        session.play(session.rules.legal_actions(session.state)[0])
    window.start_session(session)
    return window


def test_ctrl_s_on_a_full_disk_says_so_keeps_the_old_save_and_the_game_goes_on(game, tmp_path, monkeypatch):
    path = tmp_path / "mine.json"
    page = game.current_page()
    game.controllers[page.game_id].save_as(path)
    before = path.read_bytes()
    monkeypatch.setattr(files.os, "replace", fail_with(errno.ENOSPC))
    game.save()  # raised OSError before the fix
    assert "disk is full" in game.notice.text()
    assert path.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == ["mine.json"]
    assert path in unsaved()
    monkeypatch.undo()
    game.save()
    assert game.notice.text() == "Saved." and path not in unsaved()


def test_ctrl_s_in_a_read_only_folder_says_so(game, tmp_path, monkeypatch):
    path = tmp_path / "mine.json"
    game.current_controller().save_as(path)
    monkeypatch.setattr(files.tempfile, "mkstemp", fail_with(errno.EROFS))
    game.save()
    assert "may not write in that folder" in game.notice.text()


def test_save_as_under_a_file_instead_of_a_folder_says_so(game, tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file")
    monkeypatch.setattr(game.files, "ask_path", lambda *a, **k: blocker / "game.json")  # the file dialog's answer
    game.save_as()
    assert "could not be saved" in game.notice.text()
    assert blocker.read_text() == "a file"


def test_continue_on_a_damaged_autosave_in_a_read_only_data_folder_explains_every_time(window, monkeypatch):
    from bugbox.paths import autosave_folder

    path = autosave_folder("verasselt") / "20250301-101500.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{damaged")
    monkeypatch.setattr(files.os, "replace", fail_with(errno.EROFS))
    for _ in range(2):
        window.resume("verasselt")  # raised OSError from move_aside before the fix
        assert "not valid JSON" in window.notice.text() and "stays where it is" in window.notice.text()
    assert path.read_bytes() == b"{damaged" and window.current_page() is None


def test_the_crash_dialog_promises_an_autosave_only_when_the_last_one_worked(game, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from bugbox.app import install_crash_handler

    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_crash_handler(None, smoke=False)
    session = game.current_controller().session

    def crash() -> str:
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        return shown.pop()

    with monkeypatch.context() as full:
        full.setattr(files.os, "fsync", fail_with(errno.ENOSPC))
        game.current_controller().autosaver.write()  # logged, not raised
        assert game.current_controller().autosaver.path in unsaved()
        assert "could not be autosaved" in crash()
    save_session(session, game.current_controller().autosaver.path)
    text = crash()
    assert "was autosaved" in text and "could not" not in text
