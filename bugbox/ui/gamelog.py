"""The game log in each side panel: what happened, one line per event, newest at the bottom.

One widget for the three games, so they show and update their logs alike.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QListWidget, QWidget


class GameLog(QListWidget):
    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)

    def lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def show_lines(self, lines: list[str]) -> None:
        """Show `lines`. When they only grew, the new ones are appended: a long game has
        hundreds, and laying them all out again at every move would be slow. The log is
        rebuilt when its lines changed (a move undone, another language)."""
        count = self.count()
        # The last lines shown are checked, not all: enough to see an undo or a new language.
        grown = count <= len(lines) and all(self.item(i).text() == lines[i] for i in range(max(0, count - 3), count))
        if grown and count == len(lines):
            return
        if not grown:
            self.clear()
            count = 0
        self.addItems(lines[count:])
        self.scrollToBottom()
        # Wrapped lines get their height only when laid out: scroll again once they have it.
        QTimer.singleShot(0, self, self.scrollToBottom)
