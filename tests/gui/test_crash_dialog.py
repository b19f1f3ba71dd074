"""The crash dialog (bugbox/app.py) promises an autosave only when one was written (issue 46:
a network game's crash said "Your game was autosaved", and nothing was). A game on a table
whose autosave is on disk is promised; no game, or a game whose autosave was discarded, is
not; a failed write is said as failed (tests/robustness/test_hostile_disk.py)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QMessageBox

from bugbox.app import install_crash_handler
from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session


@pytest.fixture
def crash(monkeypatch):
    """Raise inside the app's crash handler; the dialog's text."""
    import weakref

    from bugbox.ui.flow.autosave import Autosaver

    # only this test's tables count: a window an earlier test of this worker left open may
    # still hold an autosave on disk
    monkeypatch.setattr(Autosaver, "_on_tables", weakref.WeakSet())
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append(text))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # restored after the test
    install_crash_handler(None, smoke=False)

    def crashed() -> str:
        try:
            raise RuntimeError("boom")
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        return shown.pop()

    return crashed


def test_without_a_game_on_a_table_nothing_is_promised(make_window, crash):
    make_window()
    text = crash()
    assert "Something went wrong inside bugbox" in text
    assert "autosaved" not in text


def test_a_game_whose_autosave_is_on_disk_is_promised_and_one_without_is_not(make_window, crash):
    window = make_window()
    setup = Setup(seats=(Seat(name="Ann", colour="red"), Seat(name="Ben", colour="blue")))
    session = Session("verasselt", setup, seed=7)
    session.play(session.rules.legal_actions(session.state)[0])
    window.start_session(session)
    saver = window.current_controller().autosaver
    saver.write()
    assert saver.on_disk()
    assert "was autosaved" in crash()
    saver.discard()
    assert "autosaved" not in crash()
