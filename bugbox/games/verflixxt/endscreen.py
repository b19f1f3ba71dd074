"""The end of a game of Verflixxt! kompakt: every player's score, taken apart, and the ranking.

Each row shows the sum of the plus tiles, the minus tiles Good Luck tiles turned round (as
the points they now bring), the minus tiles left over, and the total; these are the fields
of `tiles.Score`, so the screen shows exactly what the rules counted. Ties share a place.
The card floats over the table, which stays visible around it; "Show the table" hides it.
"""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ui import theme
from ...ui.i18n import Retranslating, translate
from .rules import State, scores, winners

COLUMNS = ("rank", "player", "plus", "converted", "remaining", "total")


def ranking(totals: list[int]) -> list[tuple[int, int]]:
    """(place, seat) best first; equal totals share a place (1, 1, 3)."""
    order = sorted(range(len(totals)), key=lambda seat: (-totals[seat], seat))
    out = []
    for index, seat in enumerate(order):
        place = out[-1][0] if index and totals[seat] == totals[order[index - 1]] else index + 1
        out.append((place, seat))
    return out


def points(value: int) -> str:
    return f"{value:+d}" if value else "0"


class EndScreen(Retranslating, QWidget):
    play_again = Signal()
    show_table = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("verflixxt_end")
        self.card = QFrame()
        self.card.setObjectName("verflixxt_end_card")
        self.card.setFrameShape(QFrame.Shape.StyledPanel)
        self.card.setAutoFillBackground(True)
        self.card.setBackgroundRole(QPalette.ColorRole.Window)
        self.title = QLabel()
        self.title.setObjectName("verflixxt_end_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(8)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setObjectName("verflixxt_end_note")
        self.again = QPushButton()
        self.again.setObjectName("verflixxt_play_again")
        self.again.setDefault(True)
        self.table = QPushButton()
        self.table.setObjectName("verflixxt_show_table")
        self.again.clicked.connect(self.play_again)
        self.table.clicked.connect(self.show_table)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.table)
        buttons.addWidget(self.again)
        inner = QVBoxLayout(self.card)
        inner.setContentsMargins(28, 22, 28, 22)
        inner.setSpacing(14)
        inner.addWidget(self.title)
        inner.addLayout(self.grid)
        inner.addWidget(self.note)
        inner.addLayout(buttons)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.state: State | None = None
        #: The shown numbers per seat: (place, plus, converted, remaining, total), for tests.
        self.rows: dict[int, tuple[int, int, int, int, int]] = {}
        self.retranslate()
        self.hide()

    def show_result(self, state: State) -> None:
        self.state = state
        self._fill()
        self.show()
        self.raise_()
        self.again.setFocus()

    def _fill(self) -> None:
        state = self.state
        if state is None:
            return
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.deleteLater()
        heads = (translate("VerflixxtTable", "Place"), translate("VerflixxtTable", "Player"),
                 translate("VerflixxtTable", "Plus tiles"), translate("VerflixxtTable", "Minus turned round"),
                 translate("VerflixxtTable", "Minus left"), translate("VerflixxtTable", "Total"))
        for column, text in enumerate(heads):
            label = QLabel(text)
            label.setObjectName(f"head_{COLUMNS[column]}")
            bold = label.font()
            bold.setBold(True)
            label.setFont(bold)
            label.setAlignment(Qt.AlignmentFlag.AlignRight if column >= 2 else Qt.AlignmentFlag.AlignLeft)
            label.setWordWrap(True)
            self.grid.addWidget(label, 0, column)
        results = scores(state)
        best = set(winners(state))
        self.rows = {}
        for line, (place, seat) in enumerate(ranking([s.total for s in results]), start=1):
            s = results[seat]
            info = state.seats[seat]
            self.rows[seat] = (place, s.plus, s.converted_minus, s.remaining_minus, s.total)
            colour = theme.colour(info.colour).name(QColor.NameFormat.HexRgb)
            name = f'<span style="color:{colour}">{theme.SYMBOLS.get(info.colour, "")}</span> {_escape(info.name)}'
            cells = (f"{place}.", name, points(s.plus), points(s.converted_minus),
                     points(s.remaining_minus), points(s.total))
            for column, text in enumerate(cells):
                label = QLabel(text)
                label.setObjectName(f"{COLUMNS[column]}_{seat}")
                label.setTextFormat(Qt.TextFormat.RichText if column == 1 else Qt.TextFormat.PlainText)
                label.setAlignment(Qt.AlignmentFlag.AlignRight if column >= 2 else Qt.AlignmentFlag.AlignLeft)
                if seat in best or column == 5:
                    font = label.font()
                    font.setBold(True)
                    if column == 5:
                        font.setPointSizeF(font.pointSizeF() * 1.2)
                    label.setFont(font)
                self.grid.addWidget(label, line, column)
        names = [state.seats[seat].name for seat in sorted(best)]
        if len(names) == 1:
            self.title.setText(translate("VerflixxtTable", "{name} wins!").format(name=names[0]))
        else:
            self.title.setText(translate("VerflixxtTable", "A shared win: {names}").format(names=", ".join(names)))
        self.note.setText(translate(
            "VerflixxtTable", "Each Good Luck tile turned its owner's worst minus tile into as many plus points; "
                              "Good Luck tiles with no minus tile left count nothing."))

    def retranslate(self) -> None:
        self.again.setText(translate("VerflixxtTable", "Play again"))
        self.table.setText(translate("VerflixxtTable", "Show the table"))
        self._fill()


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
