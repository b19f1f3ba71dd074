"""The pieces on the kitchen table: figures, square markers, the line of sight, tray cards,
and the banner that says how a task ended.

Everything here is drawn in the floor's own units (a square is 100 x 100, see
`bugbox.ui.art.FLOOR_GRID`), so the scene can place pieces with `square_rect_named` and the
fitting view scales the lot. Pieces only show things; what a click means is the page's
business, and whether a play is allowed is the rules' business.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ....ui import art
from ....ui.items import ArtItem
from ....ui.theme import COLOURS, HIGHLIGHT, HIGHLIGHT_EDGE, INK, PAPER, POSITIVE

SQUARE = art.FLOOR_SQUARE
#: Facing letter -> rotation in degrees (the art faces north; Qt turns clockwise).
ROTATION = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}
#: Unit steps on the floor (scene y grows downwards, rows grow upwards).
STEP = {"N": QPointF(0, -1), "E": QPointF(1, 0), "S": QPointF(0, 1), "W": QPointF(-1, 0)}

CHOICE_COLOURS = {
    "walk": QColor(HIGHLIGHT),
    "stay": QColor(HIGHLIGHT),
    "place": QColor(COLOURS["green"]),
    "remove": QColor(COLOURS["red"]),
}
HINT_COLOUR = QColor(COLOURS["blue"])


class Figure(ArtItem):
    """The exterminator, a cockroach or a box. `flat` squashes it (0 = upright, 1 = flat),
    in the figure's own axes, so a cockroach flattens along its body whichever way it looks."""

    def __init__(self, name: str, size: float, parent: QGraphicsItem | None = None):
        super().__init__(name, size, size, parent)
        self._flat = 0.0
        self._count = 1

    def _get_flat(self) -> float:
        return self._flat

    def _set_flat(self, value: float) -> None:
        self._flat = float(value)
        self.setTransform(QTransform.fromScale(1 + 0.35 * self._flat, max(0.05, 1 - 0.85 * self._flat)))

    flat = Property(float, _get_flat, _set_flat)

    def set_flat(self, value: float) -> None:
        """Upright again (0) or squashed (1), without an animation."""
        self._set_flat(value)

    def set_count(self, count: int) -> None:
        """How many cockroaches this one tops (a stack shows its size in a badge)."""
        if count != self._count:
            self._count = count
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        if self._count > 1:
            # The badge stays upright whichever way the cockroach looks.
            painter.save()
            painter.rotate(-self.rotation())
            rect = QRectF(self._w * 0.18, -self._h * 0.52, 30, 30)
            painter.setPen(QPen(INK, 2.5))
            painter.setBrush(PAPER)
            painter.drawEllipse(rect)
            font = QFont()
            font.setPixelSize(19)
            font.setBold(True)
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._count))
            painter.restore()


class SquareMarker(QGraphicsObject):
    """What one square offers right now: a choice for the selected card (walk there, stay,
    place a box, remove a box), the hint, the keyboard cursor, or the tutorial target.
    Each choice has its own symbol as well as its colour."""

    def __init__(self, square: str, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.square = square
        self.choice: str | None = None
        self.hint = False
        self.focus = False
        self.target = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.setVisible(False)  # shown only while it has something to show (see set_state)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-SQUARE / 2, -SQUARE / 2, SQUARE, SQUARE)

    def set_state(
        self, choice: str | None = None, hint: bool | None = None, focus: bool | None = None, target: bool | None = None
    ) -> None:
        new = (
            choice,
            self.hint if hint is None else hint,
            self.focus if focus is None else focus,
            self.target if target is None else target,
        )
        if new == (self.choice, self.hint, self.focus, self.target):
            return  # the scene re-states all 49 markers often; a repaint of each would cost a frame
        self.choice, self.hint, self.focus, self.target = new
        # Most squares show nothing most of the time: hidden, they cost a frame nothing (49
        # empty markers cost about 1 ms of every full repaint at 1920x1080).
        self.setVisible(choice is not None or any(new[1:]))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        inner = self.boundingRect().adjusted(5, 5, -5, -5)
        if self.target:
            self._paint_target(painter, inner)
        if self.choice is not None:
            colour = QColor(CHOICE_COLOURS[self.choice])
            fill = QColor(colour)
            fill.setAlphaF(0.45 if self.choice in ("walk", "stay") else 0.22)
            painter.setPen(QPen(colour.darker(135), 4))
            painter.setBrush(fill)
            painter.drawRoundedRect(inner, 12, 12)
            self._paint_symbol(painter, colour.darker(160))
        if self.hint:
            painter.setPen(QPen(HINT_COLOUR, 7, Qt.PenStyle.SolidLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(-1, -1, 1, 1), 14, 14)
        if self.focus:
            painter.setPen(QPen(INK, 5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner.adjusted(3, 3, -3, -3), 10, 10)

    def _paint_symbol(self, painter: QPainter, colour: QColor) -> None:
        """A small corner symbol, so colour is never the only cue."""
        rect = QRectF(SQUARE / 2 - 34, SQUARE / 2 - 34, 26, 26)
        painter.setPen(QPen(colour, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = rect.center()
        if self.choice == "place":
            painter.drawLine(QPointF(c.x() - 10, c.y()), QPointF(c.x() + 10, c.y()))
            painter.drawLine(QPointF(c.x(), c.y() - 10), QPointF(c.x(), c.y() + 10))
        elif self.choice == "remove":
            painter.drawLine(QPointF(c.x() - 10, c.y()), QPointF(c.x() + 10, c.y()))
        elif self.choice == "stay":
            # a circular arrow: he stays where he is
            painter.drawArc(rect.adjusted(2, 2, -2, -2), 60 * 16, 290 * 16)
            painter.drawLine(QPointF(c.x() + 6, c.y() - 13), QPointF(c.x() + 12, c.y() - 6))
        else:
            painter.drawEllipse(c, 5, 5)

    def _paint_target(self, painter: QPainter, inner: QRectF) -> None:
        painter.setPen(QPen(POSITIVE, 5, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, 12, 12)
        # a little flag in the corner
        pole = QPointF(-SQUARE / 2 + 20, -SQUARE / 2 + 14)
        painter.setPen(QPen(INK, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(pole, pole + QPointF(0, 34))
        flag = QPainterPath(pole)
        flag.lineTo(pole + QPointF(24, 8))
        flag.lineTo(pole + QPointF(0, 16))
        flag.closeSubpath()
        painter.setBrush(POSITIVE)
        painter.setPen(QPen(INK, 2.5))
        painter.drawPath(flag)


class SightBeam(QGraphicsObject):
    """His line of sight as a soft beam over the squares; flashes when the vacuum runs."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._rects: list[QRectF] = []
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(2)
        self.setOpacity(0.0)

    def set_squares(self, squares: list[str]) -> None:
        self.prepareGeometryChange()
        self._rects = [art.square_rect_named(s).adjusted(14, 14, -14, -14) for s in squares]
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        out = QRectF()
        for rect in self._rects:
            out = out.united(rect)
        return out.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(HIGHLIGHT)
        fill.setAlphaF(0.55)
        painter.setPen(QPen(HIGHLIGHT_EDGE, 2.5, Qt.PenStyle.DashLine))
        painter.setBrush(QBrush(fill))
        for rect in self._rects:
            painter.drawRoundedRect(rect, 18, 18)


class TrayCard(ArtItem):
    """One movement card of the task. Once played it stays in its place, dimmed, with a badge
    saying when it was played, so the tray doubles as a record of the cards so far."""

    def __init__(self, kind: str, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(art.schaben_card(kind), width, height, parent)
        self.kind = kind
        self.slot = -1
        self.order = 0  # 0: still in hand; n: played as the n-th card
        self.setZValue(6)

    def set_order(self, order: int) -> None:
        self.setCursor(Qt.CursorShape.ArrowCursor if order else Qt.CursorShape.PointingHandCursor)
        if order != self.order:  # update() throws away the cached card: its SVG is rendered again
            self.order = order
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.order:
            super().paint(painter, option, widget)
            return
        painter.save()
        painter.setOpacity(0.38)
        art.renderer(self._name).render(painter, self.art_rect())
        painter.restore()
        rect = QRectF(-22, -22, 44, 44)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, 3))
        painter.setBrush(PAPER)
        painter.drawEllipse(rect)
        font = QFont()
        font.setPixelSize(26)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.order))


class Banner(QGraphicsObject):
    """A big message over the kitchen: task solved, or failed."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._width = width
        self._title = ""
        self._text = ""
        self._good = True
        self.setZValue(50)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        """A click puts the banner away, so the final position can be studied."""
        self.hide()
        event.accept()

    def set_message(self, title: str, text: str, good: bool) -> None:
        self._title, self._text, self._good = title, text, good
        self.update()

    @property
    def title(self) -> str:
        return self._title

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self._width / 2, -85, self._width, 170)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setPen(QPen(INK, 5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 26, 26)
        stripe = QRectF(rect.left(), rect.top(), rect.width(), 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(POSITIVE if self._good else COLOURS["red"])
        painter.drawRoundedRect(stripe.adjusted(20, 10, -20, 0), 5, 5)
        font = QFont()
        font.setPixelSize(46)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(
            QRectF(rect.left() + 20, rect.top() + 26, rect.width() - 40, 62), Qt.AlignmentFlag.AlignCenter, self._title
        )
        font.setPixelSize(25)
        font.setBold(False)
        painter.setFont(font)
        painter.drawText(
            QRectF(rect.left() + 24, rect.top() + 90, rect.width() - 48, 66),
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
            self._text,
        )
