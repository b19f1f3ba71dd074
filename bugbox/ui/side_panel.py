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

from PySide6.QtWidgets import QVBoxLayout, QWidget

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
