"""Qt settings that must be in place before the QApplication exists.

`QT_NO_GUI_THREADPOOL`: Qt's raster engine hands every large fill or image draw to a pool
of helper threads and waits for them. For a game table that is mostly cards of 100-200
pixels drawn over a cached background, the hand-off costs more than the drawing: whole
Voll verasselt repaints went from 5.5-6.1 ms to 4.0-5.4 ms without the pool
(tests/benchmarks/frames.py, 2 cores), and the kernel's thread wake-ups were a fifth of the
profile. Qt reads the variable once, when it first wants the pool; a value the player set
is kept (Qt only asks whether it is set).

Imports nothing, so the start can call it before PySide6 is loaded.
"""

from __future__ import annotations

import os


def prepare_environment() -> None:
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
