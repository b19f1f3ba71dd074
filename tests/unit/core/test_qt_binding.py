"""Regression guard for PYSIDE-3474: PySide6 6.12.0 on Python 3.11 dropped a reference to
`None` on every Qt call returning nothing, and after a few animated card plays Python aborted
("Fatal Python error: none_dealloc"). bugbox pins a PySide6 without it; this test fails if a
future pin brings the leak back."""

import sys

from PySide6.QtCore import QObject


def test_qt_calls_returning_nothing_keep_none_alive():
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(2000):
        probe.setObjectName("probe")
    assert before - sys.getrefcount(None) < 100


def test_signals_emitted_from_python_keep_true_alive():
    from PySide6.QtCore import Signal

    class Probe(QObject):
        flag = Signal(bool)

    probe = Probe()
    probe.flag.connect(lambda value: None)
    before = sys.getrefcount(True)
    for _ in range(2000):
        probe.flag.emit(True)
    assert before - sys.getrefcount(True) < 100
