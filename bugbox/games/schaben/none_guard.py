"""A guard against a PySide6 6.12.0 bug that ends long sessions on Python 3.11.

The 6.12.0 wheels drop one reference to `None` on every Qt call that returns nothing
(`setPos`, `drawRect`, `setText` ...; upstream PYSIDE-3474). From Python 3.12 on `None` is
immortal and nothing happens, but on 3.11 its reference count runs down with every painted
frame, and once it reaches zero the interpreter aborts with "Fatal Python error:
none_dealloc: deallocating None". An animated card play paints enough frames to use up the
few thousand spare references within a handful of cards.

The guard measures whether the running PySide6 has the bug and, only then, gives `None` a
reference count that no session can use up, which is what 3.12 does by design. The real fix
is a PySide6 release without the bug (or Python 3.12+); then this does nothing.
"""
from __future__ import annotations

import ctypes
import sys

_applied = False


def leaks_none() -> bool:
    """True when a Qt call returning nothing takes a reference away from `None`."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    before = sys.getrefcount(None)
    for _ in range(100):
        point.setX(1.0)
    return before - sys.getrefcount(None) >= 90


def keep_none_alive() -> bool:
    """Apply the guard once if it is needed; True when it was applied (now or before)."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython" or hasattr(sys, "gettotalrefcount"):
        return False  # None is immortal, or the object layout is not the plain one
    if not leaks_none():
        return False
    # ob_refcnt is the first field of every object in a release build of CPython 3.11.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 60
    _applied = True
    return True
