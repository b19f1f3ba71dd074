"""The end of a game of Verflixxt! kompakt: every player's score, taken apart, and the ranking.

Each row shows the sum of the plus tiles, the minus tiles Good Luck tiles turned round (as
the points they now bring), the minus tiles left over, and the total; these are the fields
of `tiles.Score`, so the screen shows exactly what the rules counted. The places and the
winners are the rules' (`rules.places`, `rules.winners`: ties share a place); this screen only
lists the seats best first, a tie in seat order.
The card floats over the table, which stays visible around it; "Show the table" hides it.
"""

from __future__ import annotations

from collections.abc import Callable

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

from ....ui import theme
from ....ui.i18n import Retranslating, translate
from ....ui.plaintext import PlainLabel, RichLabel, escaped
from ..rules import State, places, scores, winners

COLUMNS = ("rank", "player", "plus", "converted", "remaining", "total")


def points(value: int) -> str:
    """A score as printed: "+5", "−3" (a real minus sign), "0"."""
    return f"{value:+d}".replace("-", "\u2212") if value else "0"


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
        self.title = PlainLabel()
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
        self.note = PlainLabel()
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
        self._card_layout = inner
        inner.setContentsMargins(28, 22, 28, 22)
        inner.setSpacing(14)
        inner.addWidget(self.title)
        inner.addLayout(self.grid)
        inner.addWidget(self.note)
        inner.addLayout(buttons)
        self.card.setParent(self)
        # Where the card's middle should be, horizontally (the page says: over the course).
        self.centre_x: Callable[[], float] | None = None
        self.state: State | None = None
        # The shown numbers per seat: (place, plus, converted, remaining, total), for tests.
        self.rows: dict[int, tuple[int, int, int, int, int]] = {}
        self._cells: dict[tuple[int, int], QLabel] = {}
        self.retranslate()
        self.hide()

    def show_result(self, state: State) -> None:
        self.state = state
        self._fill()
        self.show()
        self.raise_()
        self.place_card()
        self.again.setFocus()

    def place_card(self) -> None:
        """Low over the course, so the finish with everybody home stays in sight above the
        card and the players' mats beside it."""
        self._card_layout.activate()
        size = self.card.sizeHint().expandedTo(self.card.minimumSizeHint())
        width = min(size.width(), self.width() - 16)
        height = min(size.height(), self.height() - 16)
        centre = self.centre_x() if self.centre_x is not None else self.width() / 2
        left = int(min(max(8.0, centre - width / 2), self.width() - width - 8))
        self.card.setGeometry(left, max(8, self.height() - height - 14), width, height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.place_card()

    def _cell(self, line: int, column: int) -> QLabel:
        """The label at (line, column), made once: line 0 is the heading, then one per place."""
        label = self._cells.get((line, column))
        if label is None:
            # the player's colour before the name, which goes in escaped
            label = RichLabel() if column == 1 and line else PlainLabel()
            label.setAlignment(Qt.AlignmentFlag.AlignRight if column >= 2 else Qt.AlignmentFlag.AlignLeft)
            if line == 0:
                label.setObjectName(f"head_{COLUMNS[column]}")
                label.setWordWrap(True)
            self.grid.addWidget(label, line, column)
            self._cells[(line, column)] = label
        return label

    def _fill(self) -> None:
        state = self.state
        if state is None:
            return
        heads = (
            translate("VerflixxtTable", "Place"),
            translate("VerflixxtTable", "Player"),
            translate("VerflixxtTable", "Plus tiles"),
            translate("VerflixxtTable", "Minus turned round"),
            translate("VerflixxtTable", "Minus left"),
            translate("VerflixxtTable", "Total"),
        )
        for column, text in enumerate(heads):
            label = self._cell(0, column)
            label.setText(text)
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        results = scores(state)
        best = set(winners(state))
        self.rows = {}
        place_of = places(state)
        order = sorted(range(len(place_of)), key=lambda seat: (place_of[seat], seat))
        for line, seat in enumerate(order, start=1):
            place = place_of[seat]
            s = results[seat]
            info = state.seats[seat]
            self.rows[seat] = (place, s.plus, s.converted_minus, s.remaining_minus, s.total)
            colour = theme.colour(info.colour).name(QColor.NameFormat.HexRgb)
            name = f'<span style="color:{colour}">{theme.SYMBOLS.get(info.colour, "")}</span> {escaped(info.name)}'
            cells = (
                f"{place}.",
                name,
                points(s.plus),
                points(s.converted_minus),
                points(s.remaining_minus),
                points(s.total),
            )
            for column, text in enumerate(cells):
                label = self._cell(line, column)
                label.setObjectName(f"{COLUMNS[column]}_{seat}")
                label.setText(text)
                font = PlainLabel().font()
                font.setBold(seat in best or column == 5)
                if column == 5:
                    font.setPointSizeF(font.pointSizeF() * 1.2)
                label.setFont(font)
                label.show()
        for (line, _), label in self._cells.items():
            if line > len(order):
                label.hide()
        names = [state.seats[seat].name for seat in sorted(best)]
        if len(names) == 1:
            self.title.setText(translate("VerflixxtTable", "{name} wins!").format(name=names[0]))
        else:
            self.title.setText(translate("VerflixxtTable", "A shared win: {names}").format(names=", ".join(names)))
        self.note.setText(
            translate(
                "VerflixxtTable",
                "Each Good Luck tile turned its owner's worst minus tile into as many plus points; "
                "Good Luck tiles with no minus tile left count nothing.",
            )
        )
        if self.isVisible():
            self.place_card()

    def retranslate(self) -> None:
        self.again.setText(translate("VerflixxtTable", "Play again"))
        self.table.setText(translate("VerflixxtTable", "Show the table"))
        self._fill()
