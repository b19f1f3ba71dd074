"""A slim bar at the top of the window for one-sentence messages.

Refusals and file problems are told here instead of in modal boxes: the player reads the
sentence and goes on playing, and nothing waits for a click.

Most sentences go after 12 seconds. A standing sentence (`LASTING`) stays above them until the
player closes the bar or the condition ends: that autosaving stopped working is one, told once
when it stops (a hotseat game's "Your turn" must not wipe it a moment later) and followed by
one passing sentence when it works again (`GameController.autosave`).

It is built at start, so it paints itself instead of using a style sheet (see launcher).
"""
from __future__ import annotations

import errno

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from . import palette

CTX = "Autosave"
_FULL = QT_TRANSLATE_NOOP(
    "Autosave", "The disk is full, so this game is no longer being autosaved; free some space and "
                "autosaving resumes by itself.")
_FORBIDDEN = QT_TRANSLATE_NOOP(
    "Autosave", "bugbox may not write in its data folder, so this game is no longer being autosaved.")
_OTHER = QT_TRANSLATE_NOOP(
    "Autosave", "bugbox cannot write in its data folder, so this game is no longer being autosaved.")
_RESUMED = QT_TRANSLATE_NOOP("Autosave", "The game is being autosaved again.")
#: Source texts of the standing sentences, and of those that end them.
LASTING = frozenset({_FULL, _FORBIDDEN, _OTHER})
ENDS_LASTING = frozenset({_RESUMED})


def autosave_stopped(error: OSError) -> Message:
    """One sentence: this game is not being autosaved, and why (`error` from the writer)."""
    number = getattr(error, "errno", None)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", -1), errno.EFBIG):
        return msg(CTX, _FULL)
    if number in (errno.EROFS, errno.EACCES, errno.EPERM):
        return msg(CTX, _FORBIDDEN)
    return msg(CTX, _OTHER)


def autosave_resumed() -> Message:
    return msg(CTX, _RESUMED)


class NoticeBar(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("notice")
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.WindowText, QColor(palette.INK))
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE))
        self.setPalette(colours)
        self.setAutoFillBackground(True)
        self.standing = QLabel()   # stays until closed or cleared
        self.standing.setWordWrap(True)
        self.standing.hide()
        self.label = QLabel()      # passes after its seconds
        self.label.setWordWrap(True)
        self.label.hide()
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.clicked.connect(self.close_all)
        lines = QVBoxLayout()
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(2)
        lines.addWidget(self.standing)
        lines.addWidget(self.label)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addLayout(lines, 1)
        layout.addWidget(close)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pass)
        self.hide()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        edge = QPainterPath()  # a path, not fillRect: see the launcher's docstring
        edge.addRect(QRectF(0, self.height() - 1, self.width(), 1))
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE_EDGE))
        QPainter(self).fillPath(edge, colours.window())

    def show_message(self, text: str, seconds: float = 12) -> None:
        """Show `text` for `seconds`; 0 makes it the standing sentence instead."""
        if seconds <= 0:
            self.standing.setText(text)
            self.standing.show()
        else:
            self.label.setText(text)
            self.label.show()
            self._timer.start(int(seconds * 1000))
        self.show()

    def clear_standing(self) -> None:
        self.standing.hide()
        self.standing.clear()
        if self.label.isHidden():
            self.hide()

    def close_all(self) -> None:
        """The player closed the bar: the standing sentence too has been read."""
        self._timer.stop()
        self.label.hide()
        self.clear_standing()
        self.hide()

    def _pass(self) -> None:
        self.label.hide()
        if self.standing.isHidden():
            self.hide()

    def text(self) -> str:
        """The passing sentence shown, else the standing one, else ""."""
        if not self.isVisible():
            return ""
        for line in (self.label, self.standing):
            if not line.isHidden():
                return line.text()
        return ""

    def standing_text(self) -> str:
        return self.standing.text() if self.isVisible() and not self.standing.isHidden() else ""
