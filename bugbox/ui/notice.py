"""A slim bar at the top of the window for one-sentence messages.

Refusals and file problems are told here instead of in modal boxes: the player reads the
sentence and goes on playing, and nothing waits for a click.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget


class NoticeBar(QFrame):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("notice")
        self.setStyleSheet("#notice { background: #FFF4CC; border-bottom: 1px solid #E6C200; }"
                           "#notice QLabel { color: #2B2B2B; }")
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

    def show_message(self, text: str, seconds: float = 12) -> None:
        self.label.setText(text)
        self.show()
        self._timer.start(int(seconds * 1000))

    def text(self) -> str:
        return self.label.text() if self.isVisible() else ""
