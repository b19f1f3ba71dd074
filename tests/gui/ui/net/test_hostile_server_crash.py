"""At most one crash dialog at a time (issue 36): 60 bad messages from a table server once
stacked 60 "Something went wrong inside bugbox" dialogs, one per error, each in the event
loop of the one before. The app's own crash handler (bugbox/app.py) shows one; errors while
it is open go to the log only, and the next error after it closed gets a dialog again."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bugbox.app import install_crash_handler


def _boxes() -> list[QMessageBox]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox) and w.isVisible()]


@pytest.mark.qt_no_exception_capture
def test_errors_while_the_crash_dialog_is_open_go_to_the_log(qtbot, caplog):
    before = sys.excepthook
    install_crash_handler(None, smoke=False)
    seen: list[int] = []

    def fail(number: int) -> None:
        raise RuntimeError(f"bad message {number}")

    def look_and_close() -> None:
        seen.append(len(_boxes()))
        for box in _boxes():
            box.done(0)

    try:
        with caplog.at_level(logging.WARNING, logger="bugbox"):
            for number in range(60):  # each after the dialog is open
                QTimer.singleShot(20 + number, lambda n=number: fail(n))
            QTimer.singleShot(400, look_and_close)
            qtbot.waitUntil(lambda: bool(seen), timeout=10000)
            qtbot.wait(200)
            assert seen == [1]
            assert not _boxes()
            assert caplog.text.count("the crash dialog is open already") == 59
            # closed: the next error has its dialog
            QTimer.singleShot(10, lambda: fail(61))
            QTimer.singleShot(300, look_and_close)
            qtbot.waitUntil(lambda: len(seen) == 2, timeout=10000)
            assert seen == [1, 1]
    finally:
        sys.excepthook = before
