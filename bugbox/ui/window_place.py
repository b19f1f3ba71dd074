"""Where the main window was: its size, position, state and the page shown, from the last run.

The window remembers its place in `Settings.window`: the normal geometry, whether it was
maximised or full screen, and the page shown ("<game>/<autosave>" for an unfinished game on
its table, so the next start continues exactly that one). The start reads it with plain JSON
(`peek_window`, no pydantic before the first paint) and ignores a position that lies off
every screen (a window saved on a larger or a second monitor).

A place that no longer fits its screen is fitted (`fitted`): a window saved at 1280x800 and
reopened on a 1024x768 screen hung over its right and bottom edges, out of reach, and the
first start's 1280x800 did the same on a small laptop. The window is moved onto the screen
and made no larger than the screen's free area (without the task bar or the panels).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

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


def fitted(rect: QRect, area: QRect) -> QRect:
    """`rect` made no larger than `area` and moved, as little as it must, to lie on it."""
    width, height = min(rect.width(), area.width()), min(rect.height(), area.height())
    x = min(max(rect.x(), area.left()), area.left() + area.width() - width)
    y = min(max(rect.y(), area.top()), area.top() + area.height() - height)
    return QRect(x, y, width, height)


def screen_of(rect: QRect) -> QScreen:
    """The screen holding most of `rect` (the primary screen when none holds any of it)."""
    best, most = QGuiApplication.primaryScreen(), 0
    for screen in QGuiApplication.screens():
        seen = screen.availableGeometry().intersected(rect)
        area = seen.width() * seen.height() if not seen.isEmpty() else 0
        if area > most:
            best, most = screen, area
    return best


def fitted_place(rect: QRect) -> QRect:
    """A saved window place fitted to the screen it is on (`fitted`)."""
    return fitted(rect, screen_of(rect).availableGeometry())


def fitted_size(size: tuple[int, int]) -> QSize:
    """A window size no larger than the primary screen's free area (the first start's size,
    or a saved size whose position was off every screen)."""
    area = QGuiApplication.primaryScreen().availableGeometry()
    return QSize(min(size[0], area.width()), min(size[1], area.height()))


def fit_on_screen(window: QWidget) -> None:
    """Once shown, the window with its frame (title bar, borders) and at least its minimum size
    lies on its screen's free area: moved, and shrunk where it can be."""
    frame, inner = window.frameGeometry(), window.geometry()
    target = fitted(frame, screen_of(frame).availableGeometry())
    if target == frame:
        return
    extra_w, extra_h = frame.width() - inner.width(), frame.height() - inner.height()
    window.setGeometry(
        target.x() + inner.x() - frame.x(),
        target.y() + inner.y() - frame.y(),
        max(target.width() - extra_w, window.minimumWidth()),
        max(target.height() - extra_h, window.minimumHeight()),
    )
