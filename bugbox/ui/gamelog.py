"""The game log in each side panel: what happened, one line per event, newest at the bottom.

One widget for the three games, so they show and update their logs alike. It is also what a
screen reader hears of the game: the lines that come with one action (one event group: a
roll and its catch, a move and the tile taken) are announced together, as one message
(`speech.say`: heard by Orca 43 as by current Orca), unless the player switched announcements off in Settings
(`announce`). A log filled afresh (a game opened, an undo, another language) announces
nothing: that is no news, and a long game would flood the reader. The first event of a game
(after a log shown empty) is news, though: a game's first roll was silent.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QListWidget, QWidget

from .speech import say, speaker_of

#: The most lines one event group adds to a log (a move, the tile taken, whose turn it is).
FIRST_NEWS = 4


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
        #: The log was last shown empty (a game started, or undone to its start): the first
        #: lines after that are news, not a log filled afresh.
        self.was_empty = False

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """The window's speaker is made with the table, long before the first sentence."""
        super().showEvent(event)
        speaker_of(self.window())

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
            self.was_empty = not lines
            return
        if not grown:
            self.clear()
            count = 0
        # a game's first event group came after an empty log (FIRST_NEWS lines at most: a
        # longer log shown at once is a game opened, no news)
        first = grown and not count and self.was_empty and len(lines) <= FIRST_NEWS
        news = lines[count:] if grown and (count or first) else []
        self.was_empty = not lines
        self.addItems(lines[count:])
        if news and self.announce:
            self.announced = news
            say(self, " ".join(news))
        self.scrollToBottom()
        # Wrapped lines get their height only when laid out: scroll again once they have it.
        QTimer.singleShot(0, self, self.scrollToBottom)
