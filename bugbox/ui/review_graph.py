"""The review's graph: each player's chance to win, move by move, over the whole game.

One line per seat in the seat's colour, with the seat's symbol at its end and in the legend
(colour is never the only cue), around it a shaded band as wide as the estimate's 95 % margin
(±1.96 standard errors: nothing drawn is more certain than the review knows), the costliest
decisions marked as rings on the line of the player who made them. The move axis is numbered
as the review's list and the replay number moves: position n is the table after move n, 0 the
set-up (`review_text.move_number`). Plain painting on a widget: it scales with the window and
follows the system palette like the other panels.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..review.model import Review
from .i18n import Retranslating, translate
from .review_text import Z95, no_break
from .theme import SYMBOLS, colour

#: The steps the move axis is numbered in (times a power of ten), the smallest that fits.
STEPS = (1, 2, 5)
#: The band's opacity over the base colour.
BAND_ALPHA = 55


def axis_step(moves: int, labels: int) -> int:
    """The step between the numbered moves of an axis of `moves` moves with room for `labels`
    numbers: the smallest of 1, 2, 5, 10, 20, 50, ... that needs no more."""
    scale = 1
    while True:
        for step in STEPS:
            if moves / (step * scale) <= max(1, labels):
                return step * scale
        scale *= 10


class ReviewGraph(Retranslating, QWidget):
    """Win chance (0 to 100 %) over the positions of the game (0 to the number of actions)."""

    MARGIN = 8

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.review: Review | None = None
        self.colours: tuple[str, ...] = ()
        self.marked: list[tuple[int, int]] = []  # (action_index, seat) of the decisions marked
        self.setMinimumSize(360, 200)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setObjectName("review_graph")
        self.retranslate()

    def show_review(self, review: Review, colours: tuple[str, ...], marked: list[tuple[int, int]]) -> None:
        """Show `review`; `marked` holds (move number, seat) of the decisions ringed (drawn at
        the position after the move, where its cost shows)."""
        self.review, self.colours, self.marked = review, colours, marked
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Review", "Each player's chance to win, move by move"))
        self.update()

    def _plot(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        left = self.MARGIN + metrics.horizontalAdvance("100\u00a0%") + 6
        bottom = self.MARGIN + metrics.height() * 3 + 10
        return QRectF(left, self.MARGIN + metrics.height() // 2, self.width() - left - self.MARGIN - 16, 0).adjusted(
            0, 0, 0, self.height() - bottom - self.MARGIN
        )

    def point(self, index: int, chance: float) -> QPointF:
        """Where a position's chance lies on the widget."""
        plot = self._plot()
        last = max(1, len(self.review.positions) - 1) if self.review else 1
        return QPointF(plot.left() + plot.width() * index / last, plot.bottom() - plot.height() * chance)

    def numbered_moves(self) -> list[int]:
        """The positions numbered on the move axis: 0, every step, and the end."""
        if self.review is None:
            return []
        total = len(self.review.positions) - 1
        if total <= 0:
            return [0]
        metrics = QFontMetrics(self.font())
        step = axis_step(total, int(self._plot().width() / (metrics.horizontalAdvance(str(total)) + 24)))
        moves = list(range(0, total + 1, step))
        if moves[-1] != total:
            if (total - moves[-1]) < step / 2:  # too close to the end's number: the end wins
                moves.pop()
            moves.append(total)
        return moves

    def end_symbols(self) -> list[QPointF]:
        """Where each seat's symbol stands at the end of its line (the middle of its left
        edge): beside the line's end, moved up or down just enough that no two cover each
        other (two players both at nothing showed one symbol: the other lay under it)."""
        if self.review is None or not self.review.positions:
            return []
        total = len(self.review.positions) - 1
        height = QFontMetrics(self.font()).height()
        ends = [self.point(total, chance) for chance in self.review.positions[-1].win_chances]
        order = sorted(range(len(ends)), key=lambda seat: (ends[seat].y(), seat))
        spots = {seat: QPointF(ends[seat].x() + 3, ends[seat].y()) for seat in order}
        for before, seat in zip(order, order[1:], strict=False):
            spots[seat].setY(max(spots[seat].y(), spots[before].y() + height))
        lowest = self._plot().bottom()  # pushed below the axis (onto its numbers): moved up instead
        for below, seat in zip(reversed(order), list(reversed(order))[1:], strict=False):
            if below == order[-1]:
                spots[below].setY(min(spots[below].y(), lowest))
            spots[seat].setY(min(spots[seat].y(), spots[below].y() - height))
        return [spots[seat] for seat in range(len(ends))]

    def band(self, seat: int) -> QPainterPath:
        """The shaded band of a seat: its chance ±1.96 standard errors (within 0 and 1)."""
        path = QPainterPath()
        if self.review is None:
            return path
        positions = self.review.positions
        upper = [
            self.point(p.action_index, min(1.0, p.win_chances[seat] + Z95 * self._error(p.errors, seat)))
            for p in positions
        ]
        lower = [
            self.point(p.action_index, max(0.0, p.win_chances[seat] - Z95 * self._error(p.errors, seat)))
            for p in positions
        ]
        if not upper:
            return path
        path.moveTo(upper[0])
        for spot in upper[1:]:
            path.lineTo(spot)
        for spot in reversed(lower):
            path.lineTo(spot)
        path.closeSubpath()
        return path

    @staticmethod
    def _error(errors: tuple[float, ...], seat: int) -> float:
        return errors[seat] if seat < len(errors) else 0.0

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.base())
        plot = self._plot()
        text = palette.text().color()
        grid = QColor(text)
        grid.setAlpha(50)
        metrics = QFontMetrics(self.font())
        for step in range(5):
            y = plot.bottom() - plot.height() * step / 4
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            label = no_break(translate("Review", "{value}\u00a0%").format(value=step * 25))
            painter.drawText(
                QRectF(0, y - metrics.height() / 2, plot.left() - 6, metrics.height()),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                label,
            )
        review = self.review
        if review is None:
            return
        total = len(review.positions) - 1
        painter.setPen(text)
        for move in self.numbered_moves():
            x = self.point(move, 0).x()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.setPen(text)
            painter.drawText(
                QRectF(x - 40, plot.bottom() + 5, 80, metrics.height()),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                str(move),
            )
        caption = translate("Review", "Move (0 is the set-up, {total} the end)").format(total=total)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 6 + metrics.height(), plot.width(), metrics.height() * 2),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            caption,
        )
        for seat in range(len(review.seats)):
            name = self.colours[seat] if seat < len(self.colours) else ""
            shade = QColor(colour(name))
            shade.setAlpha(BAND_ALPHA)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(shade)
            painter.drawPath(self.band(seat))
        for seat in range(len(review.seats)):
            name = self.colours[seat] if seat < len(self.colours) else ""
            pen = QPen(colour(name), 2.5)
            path = QPainterPath()
            for position in review.positions:
                spot = self.point(position.action_index, position.win_chances[seat])
                if position.action_index == 0:
                    path.moveTo(spot)
                else:
                    path.lineTo(spot)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            spot = self.end_symbols()[seat]
            painter.drawText(QPointF(spot.x(), spot.y() + metrics.ascent() / 2), SYMBOLS.get(name, ""))
        for index, seat in self.marked:
            if index < len(review.positions):
                name = self.colours[seat] if seat < len(self.colours) else ""
                painter.setPen(QPen(colour(name), 2))
                painter.setBrush(palette.base())
                painter.drawEllipse(self.point(index, review.positions[index].win_chances[seat]), 5, 5)
