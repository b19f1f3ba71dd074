"""A slim bar at the top of the window for one-sentence messages.

Refusals and file problems are told here instead of in modal boxes: the player reads the
sentence and goes on playing, and nothing waits for a click.

Most sentences go after 12 seconds. A standing sentence stays above them until the player
closes the bar or the condition ends: that a kind of file can no longer be written (the
autosave, a finished game's record, Schaben jagen's progress or puzzles, the settings:
core/disk_trouble.py) is one per kind, told once when it stops (a refused move's reason must
not wipe it a moment later) and followed by one passing sentence when it works again. Two kinds
failing at once (a full disk) stand one above the other.

A sentence about the table expires with the situation it describes: the page that told it
(`told_by`) says when its situation changes (a move applied, a move taken back, a new game or
task: `expire`), and leaving that page (`left_for`) ends it too; "Task solved!" is not shown
on the next task, nor a refused move's reason after a legal move. A hotseat hand-over
("Your turn, Ben") is the table's own banner, never a sentence here: it said the same twice.
Sentences about files and the autosave are told by nobody and only pass.

No notice covers a control or a text (issue 32: "Task solved!", "Saved." and "Exported." lay
over the side panel's title, and over the replay viewer's whole bar). A game's table has its
own room for the bar at the top of its side panel (`dock_in`, `GamePage.notice_place`): the
bar pushes the panel's texts down there, the log gives way, and the table never moves when a
sentence comes or goes. Elsewhere the bar floats over the top edge of the window's content
(`float_over`) and says how much room it takes (`room_changed`): a page whose own buttons sit
at its top edge (the replay viewer, Records, Schaben's task browser) is moved down below it.

Every sentence shown is also said to a screen reader (`speech.say`), unless
the player switched announcements off (`announcing`): a refused move, a file that cannot be
written, and at a table across computers who closed the table and that the connection is back
are told here, and a blind player must not have to find the bar. News the table itself shows
(who lost the connection, who came back) is only said (`announce`), not shown a second time.

It is built at start, so it paints itself instead of using a style sheet (see launcher).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QToolButton, QVBoxLayout, QWidget

from . import palette
from .plaintext import PlainLabel
from .speech import say


class NoticeBar(QFrame):
    #: The height the bar now takes over the top of the content (0 once it is hidden).
    room_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None, announcing: Callable[[], bool] = lambda: True):
        super().__init__(parent)
        self._room = 0
        self.announcing = announcing  # Settings: "Announce what happens to screen readers"
        self.announced: list[str] = []  # what was said to a screen reader (tests read it)
        self.setObjectName("notice")
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.WindowText, QColor(palette.INK))
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE))
        self.setPalette(colours)
        self.setAutoFillBackground(True)
        self.standing = PlainLabel()  # stays until closed or cleared: one line per kind
        self._standing: dict[str, str] = {}
        self.standing.setWordWrap(True)
        self.standing.hide()
        self.label = PlainLabel()  # passes after its seconds
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
        self._lines = lines
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 4, 4)
        layout.addLayout(lines, 1)
        layout.addWidget(close)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pass)
        self._source: QObject | None = None  # who told the passing sentence (None: nobody)
        self._area: QWidget | None = None
        self._holder: QWidget | None = None  # the page's room the bar sits in (`dock_in`)
        self.hide()

    # floating over the content -----------------------------------------------------------
    def float_over(self, area: QWidget) -> None:
        """Float over the top edge of `area` (its width, its own height) outside any layout."""
        self._area = area
        self.setParent(area)
        area.installEventFilter(self)
        self._place()

    def dock_in(self, holder: QWidget | None) -> None:
        """Sit in `holder`, the room a page keeps for notices (the top of a game's side panel,
        shown only while the bar is), or with None float over the area's top edge again."""
        if holder is self._holder:
            return
        shown = not self.isHidden()
        old, self._holder = self._holder, holder
        if holder is None:
            self.setParent(self._area)
        else:
            layout = holder.layout()
            if layout is None:
                layout = QVBoxLayout(holder)
                layout.setContentsMargins(0, 0, 0, 0)
            layout.addWidget(self)
        if old is not None:
            old.hide()
        self.setVisible(shown)  # a new parent hides a widget
        self._place()
        self._tell_room(self._floating_height())

    @property
    def docked(self) -> bool:
        """In a page's own room (nothing to move aside for it)."""
        return self._holder is not None

    def setVisible(self, visible: bool) -> None:  # noqa: N802 - Qt override
        super().setVisible(visible)
        if self._holder is not None:  # the room is there only while a sentence is
            self._holder.setVisible(visible)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if watched is self._area and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        if self._holder is not None:
            self._lines.invalidate()  # a second line: its layout measures it again
            self.updateGeometry()
            return
        if self._area is None:
            return
        width = self._area.width()
        layout = self.layout()
        if layout is not None:  # a line's new text (a second standing line) is not measured yet
            self._lines.invalidate()
            layout.invalidate()
        height = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() else -1
        self.setGeometry(0, 0, width, height if height > 0 else self.sizeHint().height())
        self.raise_()

    def room(self) -> int:
        """The height the bar takes over the content now: 0 when hidden."""
        return self._room

    def _tell_room(self, room: int) -> None:
        if room != self._room:
            self._room = room
            self.room_changed.emit(room)

    def _floating_height(self) -> int:
        """The room taken over the content: none when hidden or in a page's own room."""
        return self.height() if self.isVisible() and self._holder is None else 0

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._tell_room(self._floating_height())

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().hideEvent(event)
        self._tell_room(0)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.isVisible():
            self._tell_room(self._floating_height())

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        edge = QPainterPath()  # a path, not fillRect: see the launcher's docstring
        edge.addRect(QRectF(0, self.height() - 1, self.width(), 1))
        colours = self.palette()
        colours.setColor(QPalette.ColorRole.Window, QColor(palette.NOTE_EDGE))
        QPainter(self).fillPath(edge, colours.window())

    def show_message(self, text: str, seconds: float = 12, kind: str = "") -> None:
        """Show `text` for `seconds`; 0 makes it the standing sentence of `kind` instead."""
        if seconds <= 0:
            self._standing[kind] = text
            self.standing.setText("\n".join(self._standing.values()))
            self.standing.show()
        else:
            self.label.setText(text)
            self.label.show()
            self._source = None
            self._timer.start(int(seconds * 1000))
        self.show()
        self._place()
        self.announce(text)

    def announce(self, text: str) -> None:
        """Say `text` to a screen reader only (news a sighted player sees on the table, such as
        who left a table across computers or came back), unless announcements are off."""
        if self.announcing():
            self.announced.append(text)
            del self.announced[:-20]
            say(self, text)

    # expiring with the situation -------------------------------------------------------------
    def told_by(self, source: QObject | None) -> None:
        """The passing sentence just shown describes `source`'s situation (a game page)."""
        if not self.label.isHidden():
            self._source = source

    def expire(self, source: QObject) -> None:
        """`source`'s situation changed: a sentence it told is no longer true."""
        if self._source is not None and self._source is source and not self.label.isHidden():
            self._timer.stop()
            self._pass()

    def left_for(self, current: QObject | None) -> None:
        """Another page is shown: a sentence told by any other page has gone with it."""
        if self._source is not None and self._source is not current:
            self.expire(self._source)

    def clear_standing(self, kind: str | None = None) -> None:
        """The standing sentence of `kind` is no longer true (None: all of them)."""
        if kind is None:
            self._standing.clear()
        else:
            self._standing.pop(kind, None)
        if self._standing:
            self.standing.setText("\n".join(self._standing.values()))
            self._place()
            return
        self.standing.hide()
        self.standing.clear()
        if self.label.isHidden():
            self.hide()
        else:
            self._place()

    def close_all(self) -> None:
        """The player closed the bar: the standing sentence too has been read."""
        self._timer.stop()
        self.label.hide()
        self.clear_standing()
        self.hide()

    def _pass(self) -> None:
        self.label.hide()
        self._source = None
        if self.standing.isHidden():
            self.hide()
        else:
            self._place()

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
