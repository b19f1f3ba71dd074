"""The review's graph: each player's chance to win, move by move, over the whole game.

One line per seat in the seat's colour, with the seat's symbol at its end and in the legend
(colour is never the only cue), the costliest decisions marked as rings on the line of the
player who made them. Plain painting on a widget: it scales with the window and follows the
system palette like the other panels.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..review.model import Review
from .i18n import Retranslating, translate
from .theme import SYMBOLS, colour


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
        self.review, self.colours, self.marked = review, colours, marked
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.setAccessibleName(translate("Review", "Each player's chance to win, move by move"))
        self.update()

    def _plot(self) -> QRectF:
        metrics = QFontMetrics(self.font())
        left = self.MARGIN + metrics.horizontalAdvance("100 %") + 6
        bottom = self.MARGIN + metrics.height() * 2 + 6
        return QRectF(left, self.MARGIN + metrics.height() // 2, self.width() - left - self.MARGIN - 16, 0).adjusted(
            0, 0, 0, self.height() - bottom - self.MARGIN
        )

    def point(self, index: int, chance: float) -> QPointF:
        """Where a position's chance lies on the widget."""
        plot = self._plot()
        last = max(1, len(self.review.positions) - 1) if self.review else 1
        return QPointF(plot.left() + plot.width() * index / last, plot.bottom() - plot.height() * chance)

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
            label = translate("Review", "{value} %").format(value=step * 25)
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
        caption = translate("Review", "Move (0 is the set-up, {total} the end)").format(total=total)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height() * 2),
            int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
            caption,
        )
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
            end = self.point(total, review.positions[-1].win_chances[seat])
            painter.drawText(QPointF(end.x() + 3, end.y() + metrics.ascent() / 2), SYMBOLS.get(name, ""))
        for index, seat in self.marked:
            if index < len(review.positions):
                name = self.colours[seat] if seat < len(self.colours) else ""
                painter.setPen(QPen(colour(name), 2))
                painter.setBrush(palette.base())
                painter.drawEllipse(self.point(index, review.positions[index].win_chances[seat]), 5, 5)
