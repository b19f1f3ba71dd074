"""The game log in each side panel: what happened, one line per event, newest at the bottom.

One widget for the three games, so they show and update their logs alike. It is also what a
screen reader hears of the game: the lines that come with one action (one event group: a
roll and its catch, a move and the tile taken) are announced together, as one message
(`QAccessibleAnnouncementEvent`), unless the player switched announcements off in Settings
(`announce`). A log filled afresh (a game opened, an undo, another language) announces
nothing: that is no news, and a long game would flood the reader.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QListWidget, QWidget


class GameLog(QListWidget):
    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.announce = True  # Settings: "Announce what happens to screen readers"
        self.announced: list[str] = []  # what was announced last (tests read it)

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
        news = lines[count:] if grown and count else []
        self.addItems(lines[count:])
        if news and self.announce:
            self.announced = news
            if QAccessible.isActive():
                QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, " ".join(news)))
        self.scrollToBottom()
        # Wrapped lines get their height only when laid out: scroll again once they have it.
        QTimer.singleShot(0, self, self.scrollToBottom)
