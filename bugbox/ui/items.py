"""Base graphics items for cards, dice and pieces, drawn from the SVG art set.

Items are `QGraphicsObject`s so `pos`, `rotation`, `opacity` and `scale` animate with
`QPropertyAnimation`. Geometry is centred on the item's origin, so rotating a die or flipping
a card turns it about its middle without transform-origin bookkeeping.

Every drag has a click-only equivalent: an item emits `clicked` for a press and release in
place, and, when `draggable`, `dropped(scene_pos)` after a drag. The page decides what a drop
means (the model judges it); an illegal drop calls `snap_back()`.
"""
from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import art
from .theme import HIGHLIGHT

DRAG_THRESHOLD = 6.0  # scene units a press must travel before it counts as a drag


class ArtItem(QGraphicsObject):
    """One SVG asset at a given size, clickable, optionally draggable and highlightable."""

    clicked = Signal()
    dropped = Signal(QPointF)
    drag_started = Signal()

    def __init__(self, name: str, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._name = name
        self._w = float(width)
        self._h = float(height)
        self._glow = 0.0
        self._glow_colour = QColor(HIGHLIGHT)
        self.draggable = False
        self.home = QPointF()
        self._press_scene: QPointF | None = None
        self._press_offset = QPointF()
        self._dragging = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    # geometry and painting -------------------------------------------------------------
    @property
    def name(self) -> str:
        return self._name

    def set_art(self, name: str) -> None:
        if name != self._name:
            self._name = name
            self.update()

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = float(width), float(height)
        self.update()

    def art_rect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        margin = 6.0
        return self.art_rect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._glow > 0:
            colour = QColor(self._glow_colour)
            colour.setAlphaF(min(1.0, self._glow))
            painter.setPen(QPen(colour, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.art_rect().adjusted(-3, -3, 3, 3), 6, 6)
        art.renderer(self._name).render(painter, self.art_rect())

    # glow, animatable ------------------------------------------------------------------
    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        # Only a real change repaints: update() throws away the item's cached pixmap, so a
        # scene that re-states every glow after each move would re-render all its SVGs.
        value = float(value)
        if value != self._glow:
            self._glow = value
            self.update()

    glow = Property(float, _get_glow, _set_glow)

    def set_glow(self, on: bool | float, colour: QColor | None = None) -> None:
        if colour is not None and QColor(colour) != self._glow_colour:
            self._glow_colour = QColor(colour)
            if self._glow > 0:
                self.update()
        self._set_glow(float(on))

    # mouse: click, or drag when draggable ------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press_scene = event.scenePos()
        self._press_offset = self.pos() - event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self._press_scene is None or not self.draggable:
            return
        delta = event.scenePos() - self._press_scene
        if not self._dragging and (abs(delta.x()) + abs(delta.y())) >= DRAG_THRESHOLD:
            self._dragging = True
            self.home = QPointF(self.pos())
            self.setZValue(self.zValue() + 1000)
            self.drag_started.emit()
        if self._dragging:
            self.setPos(event.scenePos() + self._press_offset)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self._press_scene is None:
            return
        was_dragging = self._dragging
        self._press_scene = None
        self._dragging = False
        if was_dragging:
            self.setZValue(self.zValue() - 1000)
            self.dropped.emit(event.scenePos())
        else:
            self.clicked.emit()

    def snap_back(self, animator=None) -> None:
        """Return to where the drag began (an illegal drop)."""
        if animator is None:
            self.setPos(self.home)
        else:
            animator.run(animator.prop(self, b"pos", self.home, 200))


class CardItem(ArtItem):
    """A card with a front and a back; `face_up` picks which one is painted."""

    def __init__(self, front: str, back: str, width: float, height: float,
                 face_up: bool = True, parent: QGraphicsItem | None = None):
        self.front, self.back = front, back
        super().__init__(front if face_up else back, width, height, parent)
        self._face_up = face_up

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        self._face_up = face_up
        self.set_art(self.front if face_up else self.back)


class DieItem(ArtItem):
    """A die; `tumble` spins it through random-looking faces and settles on the rolled one."""

    def __init__(self, face_art: str, size: float, parent: QGraphicsItem | None = None):
        super().__init__(face_art, size, size, parent)
        self.final_art = face_art

    def tumble(self, animator, faces: list[str], final: str, normal_ms: float = 700):
        """Return an animation group: rotation with a squash, face changes, then a small bounce.

        `faces` is the sequence of faces flashed while tumbling (chosen by the caller, e.g.
        derived from the event so it is deterministic); the die always ends on `final`.
        """
        from PySide6.QtCore import QEasingCurve, QVariantAnimation

        self.final_art = final
        spin = animator.prop(self, b"rotation", 0.0, normal_ms, start=-360.0 * 2,
                             curve=QEasingCurve.Type.OutBack)
        squash = animator.prop(self, b"scale", 1.0, normal_ms, start=0.75, curve=QEasingCurve.Type.OutElastic)
        flips = QVariantAnimation(animator)
        flips.setDuration(animator.ms(normal_ms))
        flips.setStartValue(0)
        flips.setEndValue(max(1, len(faces)))
        seq = list(faces) + [final]

        def show(value) -> None:
            index = min(int(value), len(seq) - 1)
            self.set_art(seq[index])

        flips.valueChanged.connect(show)
        flips.finished.connect(lambda: self.set_art(final))
        group = animator.parallel(spin, squash, flips)
        group.finished.connect(lambda: self.set_art(final))
        return group
