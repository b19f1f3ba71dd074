"""A guard against a second PySide6 6.12.0 reference bug: `Signal.emit()` loses `True`.

Every `emit()` from Python returns `True` without taking a reference for it (the same family
as PYSIDE-3474, which `bugbox.games.schaben.none_guard` handles for `None`). On Python 3.12+
`True` and `False` are immortal and nothing happens; on 3.11 `True` starts with a few hundred
references, a game of Verflixxt emits several signals per action (the controller's `applied`,
the animator's `idle`, the scene's clicks ...), and once the count reaches zero the interpreter
aborts with "Fatal Python error: bool_dealloc".

The guard measures whether the running PySide6 has the bug and, only then, gives `True` and
`False` a reference count no session can use up, which is what 3.12 does by design.
"""
from __future__ import annotations

import ctypes
import sys

_applied = False


def emit_loses_true() -> bool:
    """True when emitting a signal from Python takes a reference away from `True`."""
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(True)
    for _ in range(50):
        probe.ping.emit()
    lost = before - sys.getrefcount(True)
    if lost > 0:  # give back what the measurement took
        ctypes.c_ssize_t.from_address(id(True)).value += lost
    return lost >= 45


def keep_bools_alive() -> bool:
    """Apply the guard once if it is needed; True when it was applied (now or before)."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython" or hasattr(sys, "gettotalrefcount"):
        return False  # the booleans are immortal, or the object layout is not the plain one
    if not emit_loses_true():
        return False
    # ob_refcnt is the first field of every object in a release build of CPython 3.11.
    for value in (True, False):
        ctypes.c_ssize_t.from_address(id(value)).value += 1 << 60
    _applied = True
    return True
