"""A guard against a PySide6 6.12.0 bug that ends long sessions on Python 3.11: `True`.

Like the reference to `None` that Schaben jagen's `none_guard` deals with, the 6.12.0 wheels
drop one reference to `True` on every `Signal.emit()` made from Python (measured: 100 emits
take 100 references). From Python 3.12 on the booleans are immortal and nothing happens; on
3.11 their count runs down with every emitted signal (the controller, the animator and every
click emit some), and once it reaches zero the interpreter aborts with "Fatal Python error:
bool_dealloc: deallocating True or False" — a few thousand signals in, i.e. within a game or
two, or while the process shuts down.

The guard measures whether the running PySide6 has the bug and, only then, gives `True` and
`False` a reference count that no session can use up, which is what 3.12 does by design.
The real fix is a PySide6 release without the bug (or Python 3.12+); then this does nothing.
"""
from __future__ import annotations

import ctypes
import sys

_applied = False


def leaks_true() -> bool:
    """True when emitting a signal from Python takes a reference away from `True`."""
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(100):
        probe.ping.emit()
    return before - sys.getrefcount(True) >= 90


def keep_bools_alive() -> bool:
    """Apply the guard once if it is needed; True when it was applied (now or before)."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython" or hasattr(sys, "gettotalrefcount"):
        return False  # the booleans are immortal, or the object layout is not the plain one
    if not leaks_true():
        return False
    # ob_refcnt is the first field of every object in a release build of CPython 3.11.
    for value in (True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += 1 << 60
    _applied = True
    return True
