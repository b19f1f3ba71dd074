"""The side panel beside the table: who plays, their heaps and front yards, whose turn it is,
undo and the rules, and the game log.

Plain widgets in the system palette (DESIGN.md: the table brings its own background, the
chrome follows the desktop). The panel owns no logic: the page fills in its texts and
connects its buttons, and re-sets every text when the language changes.
"""
from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...ui.i18n import Retranslating, translate
from ...ui.theme import SYMBOLS
from ...ui.theme import colour as seat_colour

PANEL_WIDTH = 290


class SidePanel(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # One width whatever the texts say: a panel that grows and shrinks with its labels
        # resizes the table view, and every resize re-renders the table's cached art (the
        # felt alone takes 25 ms), a stall of 50-140 ms on every move (tests/benchmarks).
        self.setFixedWidth(PANEL_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.title = QLabel("Voll verasselt")
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.4)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.players = QLabel()
        self.players.setObjectName("verasselt_players")
        self.players.setTextFormat(Qt.TextFormat.RichText)
        self.players.setWordWrap(True)
        self.pile = QLabel()
        self.pile.setObjectName("verasselt_pile")

        self.undo = QPushButton()
        self.undo.setObjectName("verasselt_undo")
        self.rules = QPushButton()
        self.rules.setObjectName("verasselt_rules")
        self.again = QPushButton()
        self.again.setObjectName("verasselt_again")
        self.again.hide()
        row = QHBoxLayout()
        row.addWidget(self.undo)
        row.addWidget(self.rules)
        self.show_odds = QCheckBox()
        self.show_odds.setObjectName("verasselt_show_odds")

        self.log_title = QLabel()
        bold = self.log_title.font()
        bold.setBold(True)
        self.log_title.setFont(bold)
        self.log = QListWidget()
        self.log.setObjectName("verasselt_log")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.pile)
        layout.addLayout(row)
        layout.addWidget(self.again)
        layout.addWidget(self.show_odds)
        layout.addSpacing(6)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self._rows: list[tuple] = []
        self.retranslate()

    def set_players(self, rows: list[tuple[str, str, int, int, str]]) -> None:
        """One row per seat: (seat colour, name, heap, front yard, marker such as "▶")."""
        self._rows = rows
        head = (translate("VerasseltPage", "Player"), translate("VerasseltPage", "Heap"),
                translate("VerasseltPage", "Front yard"))
        cells = [f"<tr><th></th><th align='left'>{html.escape(head[0])}</th>"
                 f"<th align='right'>&nbsp;{html.escape(head[1])}</th>"
                 f"<th align='right'>&nbsp;{html.escape(head[2])}</th></tr>"]
        for colour, name, heap, yard, marker in rows:
            symbol = f"<span style='color:{seat_colour(colour).name()}'>{SYMBOLS.get(colour, '')}</span>"
            weight = "font-weight:bold;" if marker else ""
            cells.append(f"<tr><td style='{weight}'>{html.escape(marker)}&nbsp;</td>"
                         f"<td style='{weight}'>{symbol} {html.escape(name)}</td>"
                         f"<td align='right'>{heap}</td><td align='right'>{yard}</td></tr>")
        self.players.setText("<table cellspacing='2'>" + "".join(cells) + "</table>")

    def set_log(self, lines: list[str]) -> None:
        """Show these lines; when only new ones were added, append them (a long game's log
        is laid out again only when the language changes or a move is undone)."""
        shown = [self.log.item(i).text() for i in range(self.log.count())]
        if shown == lines:
            return
        if lines[:len(shown)] == shown:
            self.log.addItems(lines[len(shown):])
        else:
            self.log.clear()
            self.log.addItems(lines)
        self.log.scrollToBottom()
        # Wrapped lines get their height only when laid out: scroll again once they have it.
        QTimer.singleShot(0, self.log, self.log.scrollToBottom)

    def retranslate(self) -> None:
        self.undo.setText(translate("VerasseltPage", "&Undo"))
        self.undo.setToolTip(translate("VerasseltPage", "Take back your last boost or group choice (never a roll)"))
        self.rules.setText(translate("VerasseltPage", "&Rules"))
        self.again.setText(translate("VerasseltPage", "&Play again"))
        self.show_odds.setText(translate("VerasseltPage", "Show the bust chance"))
        self.log_title.setText(translate("VerasseltPage", "What happened"))
        if self._rows:
            self.set_players(self._rows)
