"""The side panel beside the table: who plays, their heaps and front yards, whose turn it is,
undo and the rules, and the game log.

Plain widgets in the system palette (docs/architecture.md: the table brings its own background, the
chrome follows the desktop). The panel owns no logic: the page fills in its texts and
connects its buttons, and re-sets every text when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....ui.gamelog import GameLog
from ....ui.i18n import Retranslating, translate
from ....ui.launcher import game_title
from ....ui.plaintext import PlainLabel
from ....ui.side_panel import notice_room
from ....ui.theme import SYMBOLS
from ....ui.theme import colour as seat_colour

PANEL_WIDTH = 290
#: The narrowest the panel gets on a small screen (ui/side_panel.py), its texts still whole.
LEAST_WIDTH = 210


class PlayerTable(QWidget):
    """Who plays, with heap and front yard: one row per seat, the deciding one bold and marked.

    Painted, not a rich-text label: a label lays its HTML table out again as a text document
    at every change, 10-20 ms in the frame where a move lands, which made Voll verasselt
    drop frames (tests/benchmarks/frames.py: frames over 16 ms 0.9-1.1% -> 0-0.3%)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("verasselt_players")
        self._head: tuple[str, str, str] = ("", "", "")
        self.rows: list[tuple[str, str, int, int, str]] = []
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_rows(self, head: tuple[str, str, str], rows: list[tuple[str, str, int, int, str]]) -> None:
        if (head, rows) == (self._head, self.rows):
            return
        resized = len(rows) != len(self.rows)
        self._head, self.rows = head, list(rows)
        self.setAccessibleDescription(self.text())
        if resized:
            self.updateGeometry()
        self.update()

    def text(self) -> str:
        """The table as plain lines (for screen readers and tests)."""
        lines = ["\t".join(self._head)]
        lines += [
            f"{marker}{SYMBOLS.get(colour, '')} {name}\t{heap}\t{yard}".strip()
            for colour, name, heap, yard, marker in self.rows
        ]
        return "\n".join(lines)

    def _line(self) -> float:
        return QFontMetricsF(self.font()).lineSpacing() + 4

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(PANEL_WIDTH - 20, int(self._line() * (len(self.rows) + 1)) + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.sizeHint()

    def columns(self) -> tuple[float, float, float, float]:
        """Widths of the marker, heap, front-yard and name columns. Each number column is as
        wide as its own header or numbers need, and the name gets the rest: one width for
        both (the longer header's) left "Player 3" elided at 1280x800."""
        metrics = QFontMetricsF(self._bold())
        heap_w, yard_w = (
            max(metrics.horizontalAdvance(text) for text in [self._head[k]] + [str(row[k + 1]) for row in self.rows])
            + 8
            for k in (1, 2)
        )
        marker_w = metrics.horizontalAdvance("▶ ")
        return marker_w, heap_w, yard_w, self.width() - marker_w - heap_w - yard_w

    def _bold(self) -> QFont:
        bold = self.font()
        bold.setBold(True)
        return bold

    def elided(self) -> list[str]:
        """The names as the rows show them (tests: no name is cut at the usual sizes)."""
        *_, name_w = self.columns()
        shown = []
        for colour, name, _heap, _yard, marker in self.rows:
            font = self._bold() if marker else self.font()
            metrics = QFontMetricsF(font)
            symbol_w = metrics.horizontalAdvance(SYMBOLS.get(colour, "") + " ")
            shown.append(metrics.elidedText(name, Qt.TextElideMode.ElideRight, name_w - symbol_w))
        return shown

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        plain, bold = self.font(), self.font()
        bold.setBold(True)
        line = self._line()
        marker_w, heap_w, yard_w, name_w = self.columns()
        width = self.width()
        left, right = (
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        ink = self.palette().windowText().color()
        painter.setFont(bold)
        painter.setPen(ink)
        painter.drawText(QRectF(marker_w, 0, name_w, line), left, self._head[0])
        painter.drawText(QRectF(width - yard_w - heap_w, 0, heap_w, line), right, self._head[1])
        painter.drawText(QRectF(width - yard_w, 0, yard_w, line), right, self._head[2])
        for index, (colour, name, heap, yard, marker) in enumerate(self.rows):
            y = line * (index + 1)
            font = bold if marker else plain
            painter.setFont(font)
            painter.setPen(ink)
            painter.drawText(QRectF(0, y, marker_w, line), left, marker)
            symbol = SYMBOLS.get(colour, "")
            symbol_w = QFontMetricsF(font).horizontalAdvance(symbol + " ")
            painter.setPen(seat_colour(colour))
            painter.drawText(QRectF(marker_w, y, symbol_w, line), left, symbol)
            painter.setPen(ink)
            shown = QFontMetricsF(font).elidedText(name, Qt.TextElideMode.ElideRight, name_w - symbol_w)
            painter.drawText(QRectF(marker_w + symbol_w, y, name_w - symbol_w, line), left, shown)
            painter.drawText(QRectF(width - yard_w - heap_w, y, heap_w, line), right, str(heap))
            painter.drawText(QRectF(width - yard_w, y, yard_w, line), right, str(yard))


class SidePanel(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        # One width whatever the texts say: a panel that grows and shrinks with its labels
        # resizes the table view, and every resize re-renders the table's cached art (the
        # felt alone takes 25 ms), a stall of 50-140 ms on every move (tests/benchmarks).
        self.setFixedWidth(PANEL_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.title = PlainLabel()
        title_font = self.title.font()
        title_font.setPointSizeF(title_font.pointSizeF() * 1.4)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.players = PlayerTable()
        self.pile = PlainLabel()
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

        self.log_title = PlainLabel()
        bold = self.log_title.font()
        bold.setBold(True)
        self.log_title.setFont(bold)
        self.log = GameLog("verasselt_log")

        self.notice_room = notice_room()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.notice_room)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.pile)
        layout.addLayout(row)
        layout.addWidget(self.again)
        layout.addWidget(self.show_odds)
        layout.addSpacing(6)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self.retranslate()

    def set_players(self, rows: list[tuple[str, str, int, int, str]]) -> None:
        """One row per seat: (seat colour, name, heap, front yard, marker such as "▶")."""
        head = (
            translate("VerasseltPage", "Player"),
            translate("VerasseltPage", "Heap"),
            translate("VerasseltPage", "Front yard"),
        )
        self.players.set_rows(head, rows)

    def retranslate(self) -> None:
        self.title.setText(game_title("verasselt"))  # ムシがいっぱい in Japanese
        self.undo.setText(translate("VerasseltPage", "&Undo"))
        self.undo.setToolTip(translate("VerasseltPage", "Take back your last boost or group choice (never a roll)"))
        self.rules.setText(translate("VerasseltPage", "&Rules"))
        self.again.setText(translate("VerasseltPage", "&Play again"))
        self.show_odds.setText(translate("VerasseltPage", "Show the bust chance"))
        self.log_title.setText(translate("VerasseltPage", "What happened"))
        if self.players.rows:
            self.set_players(self.players.rows)  # the header in the new language
