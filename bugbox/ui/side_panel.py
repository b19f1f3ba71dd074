"""What the games' side panels share: a room at their top where the notice bar sits instead of
covering their texts, and a width that gives way before the table does on a small screen.

A notice (ui/notice.py) floated over the top of the window and lay over the panel's title
("Task solved!", "Saved."); in the panel's own room it pushes the panel's texts down, the log
gives way, and the table keeps its place.

The panels had one width at every window size (290-330 px): at 1024x768 that was a third of
the window, and the table, which must keep its shape, was drawn at half its size (pawns about
10 px, the mats' captions 6 px). The panel now takes at most `PANEL_SHARE` of the page's
width, down to its least width, so on a laptop the table keeps most of the window. The width
depends on the page's width only, never on the panel's texts: a panel growing with its labels
would resize the table at every move (see the Voll verasselt panel).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

#: The largest share of a game page's width that its side panel takes.
PANEL_SHARE = 0.22


def notice_room() -> QWidget:
    """The room at the top of a side panel for the notice bar, shown only while it holds it
    (`NoticeBar.dock_in`)."""
    room = QWidget()
    room.setObjectName("notice_room")
    layout = QVBoxLayout(room)
    layout.setContentsMargins(0, 0, 0, 4)
    room.hide()
    return room


def panel_width(page_width: int, preferred: int, least: int) -> int:
    """The side panel's width on a page `page_width` wide: its `preferred` width where the
    window has room, else `PANEL_SHARE` of the page, never under `least`."""
    return max(least, min(preferred, round(page_width * PANEL_SHARE)))


def fit_title(label: QLabel, room: float, largest: float, least: float) -> None:
    """Give a panel's title the largest of the system font's sizes times `largest` ... `least`
    (in steps of a tenth) at which its text fits `room` pixels: a narrow panel draws its title
    a little smaller instead of cutting it, and never under `least` times the system font."""
    base = QApplication.font().pointSizeF()
    font = label.font()
    factor = largest
    while factor > least:
        font.setPointSizeF(base * factor)
        if QFontMetricsF(font).horizontalAdvance(label.text()) <= room:
            break
        factor = round(factor - 0.1, 2)
    font.setPointSizeF(base * max(factor, least))
    if font != label.font():
        label.setFont(font)


class GivingWay(QObject):
    """Keeps `panel` at `panel_width` of `page`'s width, at every resize of the page."""

    def __init__(self, page: QWidget, panel: QWidget, preferred: int, least: int):
        super().__init__(page)
        self.page, self.panel = page, panel
        self.preferred, self.least = preferred, least
        page.installEventFilter(self)
        self.fit()

    def fit(self) -> None:
        width = panel_width(self.page.width(), self.preferred, self.least)
        if width != self.panel.width() or self.panel.minimumWidth() != width:
            self.panel.setFixedWidth(width)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.page and event.type() == QEvent.Type.Resize:
            self.fit()
        return False
