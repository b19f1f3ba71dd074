"""A slim bar at the top of the window for one-sentence messages.

Refusals and file problems are told here instead of in modal boxes: the player reads the
sentence and goes on playing, and nothing waits for a click.

It is built at start, so it paints itself instead of using a style sheet (see launcher).
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from . import palette


class NoticeBar(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("notice")
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.WindowText, QColor(palette.INK))
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE))
        self.setPalette(colours)
        self.setAutoFillBackground(True)
        self.label = QLabel()
        self.label.setWordWrap(True)
        close = QToolButton()
        close.setText("✕")
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addWidget(self.label, 1)
        layout.addWidget(close)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.hide()

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        edge = QPainterPath()  # a path, not fillRect: see the launcher's docstring
        edge.addRect(QRectF(0, self.height() - 1, self.width(), 1))
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE_EDGE))
        QPainter(self).fillPath(edge, colours.window())

    def show_message(self, text: str, seconds: float = 12) -> None:
        self.label.setText(text)
        self.show()
        self._timer.start(int(seconds * 1000))

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""
