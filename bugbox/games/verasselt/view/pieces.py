"""The pieces on the Voll verasselt table: bug cards that fly and flip, dice that can be
picked, face-down stacks with a count, buttons and the big messages over the table.

All are `QGraphicsObject`s (via the toolkit's `ArtItem`) so their properties animate. None of
them knows a rule: they show what the scene tells them and report clicks and drops.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ....ui import art
from ....ui.items import ArtItem, CardItem, DieItem, draw_art
from ....ui.theme import HIGHLIGHT, INK, NEGATIVE, PAPER

SELECTED = QColor(HIGHLIGHT)
DANGER = QColor(NEGATIVE)
#: Numbers and marks lie above every piece at rest (cards 10-12, dice 30, buttons 40) and
#: under a piece in flight (60), the stamps (80) and the hand-over and end cards (90).
BADGE_Z = 50.0
#: The darkening behind the hand-over and end cards.
DIMMING = QColor(20, 30, 26, 150)


def font(pixels: float, bold: bool = False) -> QFont:
    """The table's font at a pixel size. Shared, so never change the one returned (copy it):
    painting made a new QFont for every die and button at every repaint."""
    return _font(max(1, int(pixels)), bool(bold))


@lru_cache(maxsize=64)
def _font(pixels: int, bold: bool) -> QFont:
    f = QFont()
    f.setPixelSize(pixels)
    f.setBold(bold)
    return f


class Badge(QGraphicsObject):
    """A small sign that must be read whatever lies around its piece: a die's number, the "+"
    of a card placed but not decided, a heap's count. It is an item of its own above the
    pieces, kept on its piece by `follow`: painted by the piece itself it lay under the frame of
    the next die, under the next card of an overlapping front yard, and under a card dropped
    on the heap (issue 32). It takes no clicks: they reach the piece below."""

    def __init__(self, rect: QRectF, radius: float, pixels: float, pen: float = 2.0):
        super().__init__()
        self._rect = QRectF(rect)
        self._bounds = self._rect.adjusted(-pen, -pen, pen, pen)
        self._radius = radius
        self._pixels = pixels
        self._pen = pen
        self.text = ""
        self.fill = QColor(PAPER)
        self.setZValue(BADGE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.hide()

    def set_text(self, text: str, fill: QColor | None = None) -> None:
        fill = QColor(PAPER) if fill is None else QColor(fill)
        if text != self.text or fill != self.fill:
            self.text, self.fill = text, fill
            self.update()

    def follow(self, piece: QGraphicsItem, anchor: QPointF, shown: bool) -> None:
        """Sit on `piece` at `anchor` (the piece's own coordinates), at its scale, in its
        scene; shown while `shown` and the piece is."""
        scene = piece.scene()
        if self.scene() is not scene:
            if self.scene() is not None:
                self.scene().removeItem(self)
            if scene is not None:
                scene.addItem(self)
        visible = shown and scene is not None and piece.isVisible()
        if visible:
            self.setPos(piece.mapToScene(anchor))
            self.setScale(piece.scale())
        self.setVisible(visible)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(INK, self._pen))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self._rect, self._radius, self._radius)
        painter.setFont(font(self._pixels, True))
        painter.setPen(INK)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.text)


#: The changes after which a piece puts its badge back on itself.
_FOLLOWED = frozenset(
    {
        QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged,
        QGraphicsItem.GraphicsItemChange.ItemScaleHasChanged,
        QGraphicsItem.GraphicsItemChange.ItemRotationHasChanged,
        QGraphicsItem.GraphicsItemChange.ItemTransformHasChanged,
        QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged,
        QGraphicsItem.GraphicsItemChange.ItemSceneHasChanged,
    }
)


class BugCard(CardItem):
    """One bug card. `flip` runs 0 -> 1 to turn it over (face down <-> face up) in flight;
    `target` is where the scene wants it once the running animation is over."""

    def __init__(
        self, colour: str, width: float, height: float, face_up: bool = True, parent: QGraphicsItem | None = None
    ):
        super().__init__(art.card(colour), art.card("back"), width, height, face_up, parent)
        self.colour = colour
        self.target = QPointF()
        #: Where the page has put the card for a decision not yet sent ("yard", "heap", "hub").
        self.staged: str | None = None
        self._flip = 1.0
        self._flip_to_face_up = face_up
        self._marked = False
        self.badge: Badge | None = None  # the "+" while marked (`set_marked`)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # turning over ------------------------------------------------------------------------
    def start_flip(self, face_up: bool) -> None:
        """Prepare `flip` to run from 0 to 1 and end showing `face_up`."""
        self._flip_to_face_up = face_up
        self._flip = 0.0

    def _get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        self._flip = float(value)
        # The card narrows to an edge, shows its other side past half way and widens again.
        squeeze = max(0.04, abs(math.cos(math.pi * self._flip)))
        self.setTransform(QTransform.fromScale(squeeze, 1.0) if self._flip < 1.0 else QTransform())
        wanted = self._flip_to_face_up if self._flip >= 0.5 else not self._flip_to_face_up
        if wanted != self.face_up:
            self.set_face_up(wanted)

    flip = Property(float, _get_flip, set_flip)

    def set_marked(self, marked: bool) -> None:
        """A small "+" badge: the card is placed there, but not yet decided. It sits at the
        card's top left, the part that stays in sight where cards overlap in a row (the next
        card lies over the right part), on a `Badge` above the cards."""
        if marked == self._marked:
            return
        self._marked = marked
        if marked and self.badge is None:
            w, _h = self.size()
            r = w * 0.17
            self.badge = Badge(QRectF(-r, -r, 2 * r, 2 * r), r, r * 1.5)
            self.badge.set_text("+", SELECTED)
        # the card tells its badge where it goes only while it has one to show
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, marked)
        self._place_badge()

    @property
    def marked(self) -> bool:
        return self._marked

    def _place_badge(self) -> None:
        if self.badge is not None:
            w, h = self.size()
            r = w * 0.17
            self.badge.follow(self, QPointF(-w / 2 + r * 0.6, -h / 2 + r * 0.6), self._marked)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:  # noqa: N802 - Qt override
        if change in _FOLLOWED and self.badge is not None:
            self._place_badge()
        return super().itemChange(change, value)


class BugDie(DieItem):
    """A bug die with its number (for the keys 1-7) and a ring when it is chosen for a roll."""

    def __init__(self, index: int, face: str, size: float, parent: QGraphicsItem | None = None):
        super().__init__(art.die(face), size, parent)
        self.index = index
        self.face = face
        self.target = QPointF()
        self.selected = False
        self.show_number = False
        self.danger = False
        #: The number, on a badge above the dice: painted by the die itself, the frame of a
        #: chosen die beside it covered it.
        self.badge = Badge(QRectF(-10, -10, 20, 20), 10, 14, pen=1.5)
        self.badge.set_text(str(index + 1))
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    def set_face(self, face: str) -> None:
        self.face = face
        self.final_art = art.die(face)
        self.set_art(self.final_art)

    def set_selected(self, selected: bool) -> None:
        self.selected = selected
        self._refresh_glow()

    def set_show_number(self, show: bool) -> None:
        if show != self.show_number:
            self.show_number = show
            self._place_badge()

    def set_danger(self, danger: bool) -> None:
        self.danger = danger
        self._refresh_glow()

    def _refresh_glow(self) -> None:
        if self.danger:
            self.set_glow(1.0, DANGER)
        elif self.selected:
            self.set_glow(1.0, SELECTED)
        else:
            self.set_glow(0.0)
        self._place_badge()

    def _place_badge(self) -> None:
        w, h = self.size()
        self.badge.set_text(str(self.index + 1), SELECTED if self.selected else None)
        # not while the die tumbles: a number circling round it reads as nothing
        self.badge.follow(self, QPointF(-w / 2 + 3, -h / 2 + 3), self.show_number and self.rotation() == 0)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:  # noqa: N802 - Qt override
        if change in _FOLLOWED:
            self._place_badge()
        return super().itemChange(change, value)


class Stack(QGraphicsObject):
    """A face-down pile of cards with its count: the draw pile, or a player's heap."""

    clicked = Signal()

    def __init__(self, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._w, self._h = width, height
        self.count = 0
        self.glow = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        #: The count, on a badge above the cards: a card put on the heap (staged, not yet
        #: decided) lay over it when the stack painted it.
        self.badge = Badge(QRectF(-24, -16, 48, 32), 14, 22)
        self.badge.set_text("0")
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()
        self.badge.set_text(str(count))

    def badge_anchor(self) -> QPointF:
        return QPointF(0, self.card_rect().bottom() - 24)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:  # noqa: N802 - Qt override
        if change in _FOLLOWED:
            self.badge.follow(self, self.badge_anchor(), True)
        return super().itemChange(change, value)

    def set_glow(self, on: bool) -> None:
        if on != self.glow:
            self.glow = on
            self.update()

    def card_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.card_rect().adjusted(-10, -14, 10, 10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        if self.glow:
            painter.setPen(QPen(SELECTED, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -9, 5, 5), 8, 8)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawRoundedRect(rect, 8, 8)
        else:
            layers = min(3, 1 + (self.count - 1) // 4)
            for layer in range(layers - 1, -1, -1):
                draw_art(painter, art.card("back"), rect.translated(-2 * layer, -3 * layer))
        # the count is on `badge`, above the cards

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        self.clicked.emit()


class Button(QGraphicsObject):
    """A push button on the table: paper with an ink outline, its key shown in a corner."""

    clicked = Signal()
    HEIGHT = 44.0

    def __init__(self, name: str, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.setObjectName(name)
        self.text = ""
        self.shortcut = ""
        self.primary = False
        self._enabled = True
        self._hover = False
        self._width = 120.0
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        # Outline and text cost ~0.8 ms a paint; a button changes only on hover or a new text.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, text: str, key: str = "") -> None:
        self.prepareGeometryChange()
        self.text, self.shortcut = text, key
        metrics = QFontMetricsF(font(19, True))
        self._width = metrics.horizontalAdvance(text) + 36 + (26 if key else 0)
        self.update()

    def width(self) -> float:
        return self._width

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self.setOpacity(1.0 if enabled else 0.45)
        self.update()

    def is_enabled(self) -> bool:
        return self._enabled and self.isVisible()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self._width, self.HEIGHT)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        fill = QColor(SELECTED if self.primary else PAPER)
        if self._hover and self._enabled:
            fill = fill.lighter(108)
        painter.setPen(QPen(INK, 3))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 14, 14)
        painter.setPen(INK)
        painter.setFont(font(19, True))
        text_rect = rect.adjusted(14, 0, -(30 if self.shortcut else 14), 0)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.shortcut:
            key = QRectF(rect.right() - 30, rect.center().y() - 11, 22, 22)
            painter.setPen(QPen(INK, 1.5))
            painter.setBrush(QColor(0, 0, 0, 18))
            painter.drawRoundedRect(key, 5, 5)
            painter.setFont(font(13, True))
            painter.drawText(key, Qt.AlignmentFlag.AlignCenter, self.shortcut)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hover = True
        self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 - Qt override
        self._hover = False
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._enabled and self.boundingRect().contains(event.pos()):
            self.clicked.emit()


class Stamp(QGraphicsObject):
    """ "Bugged up!": a big tilted stamp over the table while a bust is shown."""

    def __init__(self, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.text = ""
        self.setRotation(-7)
        self.setZValue(80)
        self.setOpacity(0.0)
        self.hide()

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        width = QFontMetricsF(font(64, True)).horizontalAdvance(self.text) + 80
        return QRectF(-width / 2, -60, width, 120)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.boundingRect().adjusted(8, 8, -8, -8)
        painter.setPen(QPen(DANGER, 8))
        painter.setBrush(QColor(251, 246, 236, 235))
        painter.drawRoundedRect(rect, 22, 22)
        painter.setFont(font(64, True))
        painter.setPen(DANGER)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Overlay(QGraphicsObject):
    """A card of paper over the darkened table: the hotseat hand-over and the end screen.

    `lines` are (text, pixel size, bold) drawn centred from the top; `rows` is an optional
    table (the ranking). While shown it catches every click: a hand-over is dismissed by one.
    """

    dismissed = Signal()

    def __init__(self, table: QRectF, width: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._table = QRectF(table)
        self._width = width
        self._height = 260.0
        self.lines: list[tuple[str, float, bool]] = []
        self._heights: list[float] = []
        self.rows: list[tuple[str, ...]] = []
        self.header: tuple[str, ...] = ()
        self.highlight_rows: set[int] = set()
        self.modal = True  # catches every click (the hand-over)
        self.dim = True  # darkens the table behind the card
        self.setZValue(90)
        self.hide()

    def set_content(
        self,
        lines: Sequence[tuple[str, float, bool]],
        header: tuple[str, ...] = (),
        rows: Sequence[tuple[str, ...]] | None = None,
        highlight: set[int] | None = None,
        extra: float = 0.0,
    ) -> None:
        self.prepareGeometryChange()
        self.lines, self.header, self.rows = list(lines), header, list(rows or [])
        self.highlight_rows = set(highlight or ())
        self._heights = [self._line_height(text, size, bold) for text, size, bold in lines]
        height = 40 + sum(self._heights)
        if rows:
            height += 20 + 40 * (len(rows) + 1)
        self._height = height + 30 + extra
        self.update()

    def _line_height(self, text: str, size: float, bold: bool) -> float:
        """The height of `text` wrapped to the card's width: a long German or Japanese sentence
        takes two or three lines, and the card grows for them instead of drawing them over the
        title."""
        width = self._width - 48
        wrapped = QFontMetricsF(font(size, bold)).boundingRect(
            QRectF(0, 0, width, 10_000), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap), text
        )
        return max(size * 1.6, wrapped.height() + size * 0.6)

    def card_rect(self) -> QRectF:
        c = self._table.center()
        return QRectF(c.x() - self._width / 2, c.y() - self._height / 2 - 40, self._width, self._height)

    def content_bottom(self) -> float:
        return self.card_rect().bottom() - 30

    def dimmed_rect(self) -> QRectF:
        """What the darkening covers: the table and a table's width and height beyond each
        edge. A view whose shape differs from the table's shows felt beside it (above and
        below it in a narrow window); darkening the table alone left those bands bright."""
        w, h = self._table.width(), self._table.height()
        return self._table.adjusted(-w, -h, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.dimmed_rect()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.dimmed_rect() if self.modal else self.card_rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.dim:
            painter.fillRect(self.dimmed_rect(), DIMMING)
        rect = self.card_rect()
        painter.setPen(QPen(INK, 5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 26, 26)
        y = rect.top() + 30
        for (text, size, bold), h in zip(self.lines, self._heights, strict=True):
            painter.setFont(font(size, bold))
            painter.setPen(INK)
            painter.drawText(
                QRectF(rect.left() + 24, y, rect.width() - 48, h),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                text,
            )
            y += h
        if self.rows:
            y += 14
            widths = [0.14, 0.46, 0.2, 0.2]
            left = rect.left() + 40
            inner = rect.width() - 80
            for number, row in enumerate([self.header, *self.rows]):
                if number - 1 in self.highlight_rows and number:
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(SELECTED.red(), SELECTED.green(), SELECTED.blue(), 150))
                    painter.drawRoundedRect(QRectF(left - 8, y + 2, inner + 16, 36), 10, 10)
                painter.setPen(INK)
                painter.setFont(font(17 if number == 0 else 22, number > 0 and number - 1 in self.highlight_rows))
                x = left
                for cell, share in zip(row, widths, strict=False):
                    align = Qt.AlignmentFlag.AlignVCenter | (
                        Qt.AlignmentFlag.AlignLeft if share > 0.4 else Qt.AlignmentFlag.AlignCenter
                    )
                    painter.drawText(QRectF(x, y, inner * share, 40), align, cell)
                    x += inner * share
                y += 40

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        if self.modal:
            self.dismissed.emit()


class Mat(ArtItem):
    """A mat on the table (a hub row, a catch row, a front yard, a heap's place).

    Its picture is part of the table's cached background (`TableScene.drawBackground`), so a
    repaint does not blend 18 large half-transparent pictures again; the item catches the
    clicks on it and draws its ring while it glows (a pulse redraws only the ring)."""

    def __init__(self, name: str, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(name, width, height, parent)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # it mostly paints nothing: no picture to keep

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_glow(painter)


class SeatArea(QGraphicsObject):
    """The place of one player at the table: a darker patch of felt, ringed while it is his
    turn (yellow) or his decision out of turn (white). The patch is part of the cached
    background (`paint_patch`); the item draws the ring."""

    PATCH = QColor(0, 0, 0, 55)

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.ring: QColor | None = None
        self.setZValue(-50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # The ring changes once a turn, but stroking it cost 0.3-13 ms at every repaint.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def set_ring(self, colour: QColor | None) -> None:
        if colour != self.ring:
            self.ring = colour
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint_patch(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.PATCH)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, 16, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.ring is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.ring, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._rect, 16, 16)
