"""Where the main window was: its size, position, state and the page shown, from the last run.

The window remembers its place in `Settings.window`: the normal geometry, whether it was
maximised or full screen, and the page shown ("<game>/<autosave>" for an unfinished game on
its table, so the next start continues exactly that one). The start reads it with plain JSON
(`peek_window`, no pydantic before the first paint) and ignores a position that lies off
every screen (a window saved on a larger or a second monitor).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication

DEFAULT_SIZE = (1280, 800)
WINDOW_STATES = ("normal", "maximized", "fullscreen")
#: How much of the window's top strip (where the title bar is) must lie on a screen for a saved
#: position to be used: enough to grab it and drag it back.
VISIBLE_STRIP = (64, 24)


def peek_window(settings_file: Path) -> dict[str, Any] | None:
    """The saved window place (`core.settings.WindowPlace` as plain data), read without pydantic
    at start; every value is checked here again, anything wrong reads as "not saved". Read
    within the settings' cap, regular files only (`core.language.peek_setting`)."""
    from ..core.language import peek_setting

    data = peek_setting(settings_file, "window")
    if not isinstance(data, dict):
        return None
    numbers: list[int] = []
    for key in ("x", "y", "width", "height"):
        value = data.get(key)
        if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 100_000:
            return None
        numbers.append(value)
    x, y, width, height = numbers
    if width < 1 or height < 1:
        return None
    state = data.get("state") if data.get("state") in WINDOW_STATES else "normal"
    page = data.get("page") if isinstance(data.get("page"), str) else "launcher"
    return {"x": x, "y": y, "width": width, "height": height, "state": state, "page": page}


def on_a_screen(rect: QRect) -> bool:
    """Whether enough of the window's top strip lies on one of the screens to grab it."""
    strip = QRect(rect.x(), rect.y(), rect.width(), VISIBLE_STRIP[1])
    for screen in QGuiApplication.screens():
        seen = screen.availableGeometry().intersected(strip)
        wide, high = min(VISIBLE_STRIP[0], rect.width()), min(VISIBLE_STRIP[1], rect.height())
        if seen.width() >= wide and seen.height() >= high:
            return True
    return False
