"""Task cards and the grid they lie in, as in the box's pile of task cards.

A card shows the task's number, its difficulty colour (green, orange, dark orange, with one
to three stars so colour is never the only cue) and a small drawing of the starting line-up
(exterminator green, cockroaches orange, boxes dark orange); a solved task is
ticked, the next one to play ringed. The grid lays the cards out in as many columns as fit
and lets the arrow keys walk between them. The browser (`browser.py`) decides which cards
there are and what choosing one does.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QAbstractButton, QScrollArea, QSizePolicy, QWidget

from ....core.i18n import Message
from ....ui.i18n import tr_message, translate
from ....ui.plaintext import plain_tip
from ....ui.theme import COLOURS, HIGHLIGHT, INK, PAPER, PAPER_RULE, POSITIVE, SLATE
from ..board import square_index
from ..events import DIFFICULTY_TITLES
from ..tasks import Task

DIFFICULTY_COLOURS = {
    "easy": QColor(COLOURS["green"]),
    "medium": QColor(COLOURS["yellow"]),
    "hard": QColor(COLOURS["red"]),
}
STARS = {"easy": 1, "medium": 2, "hard": 3}
CUSTOM_COLOUR = QColor(SLATE)
CARD_W, CARD_MAX_W, CARD_RATIO = 80, 132, 1.25
CARD_H = round(CARD_W * CARD_RATIO)
SPACING = 4
MARGIN = 4  # around a grid's cards


def task_title(task: Task) -> str:
    if task.id:
        return translate("SchabenPage", "Task {id}").format(id=task.id)
    return translate("SchabenPage", "Your own task")


class TaskCard(QAbstractButton):
    """One task as a clickable card; Enter or Space plays it, arrow keys move between cards.
    A card of the player's own new puzzles is `removable`: Delete asks to remove it."""

    remove_requested = Signal()

    def __init__(self, task: Task, key: str, label: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.task = task
        self.task_key = key
        self.label = label
        self.removable = False
        self.solved = False
        self.tries = 0
        self.first_solved = None
        self.is_next = False
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFixedSize(CARD_W, CARD_H)

    def set_progress(self, solved: bool, tries: int, first_solved, is_next: bool) -> None:
        self.solved, self.tries, self.first_solved, self.is_next = solved, tries, first_solved, is_next
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        difficulty = self.task.difficulty
        parts = [task_title(self.task) if self.task.id else self.label]
        if difficulty:
            parts.append(tr_message(Message("Schaben", DIFFICULTY_TITLES[difficulty])))
        if self.solved:
            parts.append(
                translate("SchabenPage", "solved on {date}").format(
                    date=self.first_solved.isoformat() if self.first_solved else "?"
                )
            )
        else:
            parts.append(translate("SchabenPage", "not solved yet"))
        if self.tries:
            parts.append(translate("SchabenPage", "%n try(s)", None, self.tries))
        if self.is_next:
            parts.append(translate("SchabenPage", "play this one next"))
        text = " · ".join(parts)
        self.setToolTip(plain_tip(text))  # the id may come from the player's own task file
        self.setAccessibleName(text)
        # else a screen reader reads the tooltip's markup as the description (`<p style=...`);
        # the same text as the name is not said twice (Orca leaves such a description out)
        self.setAccessibleDescription(text)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        colour = DIFFICULTY_COLOURS.get(self.task.difficulty or "", CUSTOM_COLOUR)
        if self.underMouse() or self.isDown():
            colour = colour.lighter(115)
        if self.is_next:
            p.setPen(QPen(QColor(HIGHLIGHT), 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(outer.adjusted(-1, -1, 1, 1), 11, 11)
        card = outer.adjusted(3, 3, -3, -3)
        p.setPen(QPen(INK, 2))
        p.setBrush(colour)
        p.drawRoundedRect(card, 8, 8)
        # the id, and stars for the difficulty
        scale = card.width() / 80
        font = QFont(self.font())
        font.setPixelSize(round(15 * scale))
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("white"))
        head = 20 * scale
        stars = "★" * STARS.get(self.task.difficulty or "", 0)
        small = QFont(font)
        small.setPixelSize(round(9 * scale))
        stars_width = QFontMetricsF(small).horizontalAdvance(stars) + 4 if stars else 0
        label = QFontMetricsF(font).elidedText(self.label, Qt.TextElideMode.ElideRight, card.width() - 10 - stars_width)
        p.drawText(
            QRectF(card.left() + 5, card.top() + 1, card.width() - 10, head),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            label,
        )
        p.setFont(small)
        p.drawText(
            QRectF(card.left() + 5, card.top() + 1, card.width() - 9, head),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            stars,
        )
        # the starting line-up
        side = min(card.width() - 10, card.height() - head - 8)
        board = QRectF(card.center().x() - side / 2, card.top() + head + 3, side, side)
        self._paint_line_up(p, board)
        if self.solved:
            tick = 24 * scale
            self._paint_tick(p, QRectF(card.right() - tick - 2, card.bottom() - tick - 2, tick, tick))
        if self.hasFocus():
            p.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(card.adjusted(-2, -2, 2, 2), 9, 9)

    def _paint_line_up(self, p: QPainter, board: QRectF) -> None:
        p.setPen(QPen(INK, 1))
        p.setBrush(PAPER)
        p.drawRect(board)
        cell = board.width() / 7

        def rect(square: str, inset: float) -> QRectF:
            i = square_index(square)
            col, row = i % 7, i // 7
            return QRectF(
                board.left() + col * cell + inset,
                board.top() + (6 - row) * cell + inset,
                cell - 2 * inset,
                cell - 2 * inset,
            )

        p.setPen(QPen(PAPER_RULE, 0.6))
        for k in range(1, 7):
            p.drawLine(QPointF(board.left() + k * cell, board.top()), QPointF(board.left() + k * cell, board.bottom()))
            p.drawLine(QPointF(board.left(), board.top() + k * cell), QPointF(board.right(), board.top() + k * cell))
        task = self.task
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(COLOURS["red"])
        for square in task.boxes:
            p.drawRect(rect(square, 0.5))
        if task.target:
            p.setPen(QPen(COLOURS["green"], 1.6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(rect(task.target, 1.2))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(COLOURS["yellow"])
        for roach in task.cockroaches:
            p.drawEllipse(rect(roach.square, 1.6))
        self._paint_figure(p, rect(task.exterminator.square, 0.8), task.exterminator.facing)

    @staticmethod
    def _paint_figure(p: QPainter, rect: QRectF, facing: str) -> None:
        """The exterminator as a green arrowhead pointing where he looks."""
        c = rect.center()
        r = rect.width() / 2
        angle = {"N": -90, "E": 0, "S": 90, "W": 180}[facing]

        def at(deg: float, radius: float) -> QPointF:
            return QPointF(c.x() + radius * math.cos(math.radians(deg)), c.y() + radius * math.sin(math.radians(deg)))

        path = QPainterPath(at(angle, r * 1.05))
        path.lineTo(at(angle + 140, r))
        path.lineTo(at(angle + 180, r * 0.35))
        path.lineTo(at(angle - 140, r))
        path.closeSubpath()
        p.setPen(QPen(INK, 0.8))
        p.setBrush(COLOURS["green"])
        p.drawPath(path)

    @staticmethod
    def _paint_tick(p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(INK, 2))
        p.setBrush(PAPER)
        p.drawEllipse(rect)
        w = rect.width()
        pen = QPen(POSITIVE, w * 0.13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        path = QPainterPath(QPointF(rect.left() + w * 0.26, rect.center().y() + w * 0.02))
        path.lineTo(QPointF(rect.center().x() - w * 0.06, rect.bottom() - w * 0.28))
        path.lineTo(QPointF(rect.right() - w * 0.24, rect.top() + w * 0.28))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The card in focus is always in sight: the arrow keys walk the whole list."""
        super().focusInEvent(event)
        area = self.parentWidget()
        while area is not None and not isinstance(area, QScrollArea):
            area = area.parentWidget()
        if area is not None:
            area.ensureWidgetVisible(self, 0, MARGIN)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        if event.key() == Qt.Key.Key_Delete and self.removable:
            self.remove_requested.emit()
            return
        grid = self.parent()
        if isinstance(grid, CardGrid) and grid.move_focus(self, event.key()):
            return
        super().keyPressEvent(event)


class CardGrid(QWidget):
    """Task cards in rows as wide as the grid allows: the block of full rows is centred, and a
    short row starts at its left edge, so one card sits where the first column of a full grid
    would (every grid of the browser has the same width and card size, so their columns line
    up).

    The grid places its cards itself and tells its parent the height it needs for a width
    (`heightForWidth`); it asks for no more width than one card. A QGridLayout asked for the
    width of its widest row: once a large window had laid the cards out 21 wide, the scroll
    area kept them that wide after the window shrank, and the cards beyond its right edge
    could not be reached (issue 32).
    """

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.cards: list[TaskCard] = []
        self.card_size = QSize(CARD_W, CARD_H)
        self._columns = 1
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_cards(self, cards: list[TaskCard]) -> None:
        # Hidden while the cards go in: each card shown in a visible grid laid the grid out
        # again, so a thousand cards cost a quarter of a second, 6,000 twelve seconds.
        shown = self.isVisible()
        if shown:
            self.hide()
        for card in self.cards:
            card.hide()
            card.deleteLater()
        self.cards = cards
        for card in cards:
            card.setParent(self)
            card.setFixedSize(self.card_size)
            card.show()  # the grid places them itself: no layout runs while it is hidden
        self._changed()
        if shown:
            self.show()

    def set_card_size(self, size: QSize) -> None:
        if size != self.card_size:
            self.card_size = size
            for card in self.cards:
                card.setFixedSize(size)
            self._changed()

    @property
    def columns(self) -> int:
        """How many cards a row holds at the grid's present width."""
        return self._columns

    def columns_for(self, width: int) -> int:
        return max(1, (width - 2 * MARGIN + SPACING) // (self.card_size.width() + SPACING))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        if not self.cards:
            return 0
        rows = -(-len(self.cards) // self.columns_for(width))
        return 2 * MARGIN + rows * (self.card_size.height() + SPACING) - SPACING

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        width = 2 * MARGIN + min(len(self.cards), 10) * (self.card_size.width() + SPACING)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        """One card: the grid is never what keeps its scroll area wide."""
        if not self.cards:
            return QSize(0, 0)
        return QSize(self.card_size.width() + 2 * MARGIN, self.card_size.height() + 2 * MARGIN)

    def _changed(self) -> None:
        self.updateGeometry()  # another height for the same width: the parent lays out again
        self.relayout()

    def relayout(self) -> None:
        """Place the cards for the grid's present width."""
        columns = self._columns = self.columns_for(self.width())
        w, h = self.card_size.width(), self.card_size.height()
        block = columns * (w + SPACING) - SPACING
        left = max(MARGIN, (self.width() - block) // 2)
        for i, card in enumerate(self.cards):
            row, column = divmod(i, columns)
            card.setGeometry(left + column * (w + SPACING), MARGIN + row * (h + SPACING), w, h)

    def move_focus(self, card: TaskCard, key: int) -> bool:
        step: int | None = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Up: -max(1, self.columns),
            Qt.Key.Key_Down: max(1, self.columns),
        }.get(Qt.Key(key))
        if step is None:
            return False
        index = self.cards.index(card) + step
        if 0 <= index < len(self.cards):
            self.cards[index].setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.relayout()


def fitting_card_size(width: int, height: int, counts: Sequence[int], extra: int = 0) -> QSize:
    """The largest task card (within bounds) that shows grids of `counts` cards, and `extra`
    pixels of headings and gaps between them, in width x height without scrolling; the
    smallest size when even that does not fit."""
    for card_w in range(CARD_MAX_W, CARD_W - 1, -2):
        card_h = round(card_w * CARD_RATIO)
        columns = max(1, (width - 2 * MARGIN + SPACING) // (card_w + SPACING))
        needed = extra + sum(2 * MARGIN + -(-n // columns) * (card_h + SPACING) - SPACING for n in counts if n)
        if needed <= height:
            return QSize(card_w, card_h)
    return QSize(CARD_W, round(CARD_W * CARD_RATIO))
