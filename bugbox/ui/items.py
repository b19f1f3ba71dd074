"""Base graphics items for cards, dice and pieces, drawn from the SVG art set.

Items are `QGraphicsObject`s so `pos`, `rotation`, `opacity` and `scale` animate with
`QPropertyAnimation`. Geometry is centred on the item's origin, so rotating a die or flipping
a card turns it about its middle without transform-origin bookkeeping.

Every drag has a click-only equivalent: an item emits `clicked` for a press and release in
place, and, when `draggable`, `dropped(scene_pos)` after a drag. The page decides what a drop
means (the model judges it); an illegal drop calls `snap_back()`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from . import art
from .theme import HIGHLIGHT

DRAG_THRESHOLD = 6.0  # scene units a press must travel before it counts as a drag


_SMOOTH = QPainter.RenderHint.SmoothPixmapTransform


def draw_art(painter: QPainter, name: str, rect: QRectF, memo: list | None = None, at_rest: bool = True) -> None:
    """Draw the asset `name` into `rect` (item coordinates) from a pixmap, never from the SVG.

    An item `at_rest` (at its resting scale, not turning or squashed: a card lying, or flying
    without growing) is drawn from a pixmap made with exactly the screen pixels `rect` covers,
    its corner put on a whole pixel, without smoothing: each of its pixels lands on one screen
    pixel, as sharp as the SVG, and the raster engine takes its cheapest path (smooth scaling,
    or handing the draw to Qt's helper threads, cost several times as much a repaint).

    An item in motion (a die tumbling, a card in mid-flip or growing) changes size every
    frame, and a picture made per frame would be an SVG render per frame; it is drawn from a
    picture at its zoom rounded up to a quarter octave instead, so a whole animation needs two
    or three pictures. Only a turning item is smoothed: a card that grows or flips while it
    flies is scaled by at most a quarter octave, which nobody sees in motion, while smoothing
    every flying card made the frames of a relayout slower. The figures are in the README,
    "Performance" (tests/benchmarks/frames.py measures them).

    `memo` (a list an item keeps) remembers the last transform's pixmap and target, so a
    repaint of a card that has not moved costs one comparison in Python.
    """
    t = painter.worldTransform()
    device = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
    key = (
        name,
        t.m11(),
        t.m12(),
        t.m21(),
        t.m22(),
        t.dx(),
        t.dy(),
        device,
        rect.x(),
        rect.y(),
        rect.width(),
        rect.height(),
        at_rest,
    )
    if memo and memo[0] == key:
        _, target, pix, source, smooth = memo
    else:
        target, pix, source, smooth = _placement(name, rect, t, device, at_rest)
        if memo is not None:
            memo[:] = (key, target, pix, source, smooth)
    if not smooth:
        smooth = painter.testRenderHint(_SMOOTH)
        painter.setRenderHint(_SMOOTH, False)
        painter.drawPixmap(target, pix, source)
        painter.setRenderHint(_SMOOTH, smooth)
    else:
        painter.drawPixmap(target, pix, source)


def _placement(name: str, rect: QRectF, t, device: float, at_rest: bool):
    """(target rect, pixmap, source rect, smoothed?) for `draw_art`."""
    if at_rest and t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
        sx, sy = t.m11() * device, t.m22() * device
        width, height = max(1, round(rect.width() * sx)), max(1, round(rect.height() * sy))
        pix = art.pixmap(name, width, height, 1.0)
        # the corner on a whole device pixel, in item coordinates
        left = (round((t.dx() + rect.left() * t.m11()) * device) / device - t.dx()) / t.m11()
        top = (round((t.dy() + rect.top() * t.m22()) * device) / device - t.dy()) / t.m22()
        return QRectF(left, top, width / sx, height / sy), pix, QRectF(0, 0, width, height), False
    zoom = max(abs(t.m11()) + abs(t.m21()), abs(t.m12()) + abs(t.m22()), 0.25) * device
    step = 2 ** (math.ceil(math.log2(zoom) * 4 - 1e-9) / 4)
    pix = art.pixmap(name, int(round(rect.width())), int(round(rect.height())), step)
    turning = t.m12() != 0 or t.m21() != 0
    return QRectF(rect), pix, QRectF(0, 0, pix.width(), pix.height()), turning


class ArtItem(QGraphicsObject):
    """One SVG asset at a given size, clickable, optionally draggable and highlightable."""

    clicked = Signal()
    dropped = Signal(QPointF)
    drag_started = Signal()
    hovered = Signal(bool)  # the mouse came (True) or went (False): pages preview a move

    def __init__(self, name: str, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._name = name
        self._w = float(width)
        self._h = float(height)
        self._rects()
        self._glow = 0.0
        self._glow_colour = QColor(HIGHLIGHT)
        self.draggable = False
        self.home = QPointF()
        self._press_scene: QPointF | None = None
        self._press_offset = QPointF()
        self._dragging = False
        #: The scale the item rests at; while its scale differs it is in motion (`draw_art`).
        self.target_scale = 1.0
        self._memo: list = []  # draw_art's last placement
        self.setAcceptHoverEvents(True)
        # Most pieces lie still: Qt keeps each as a picture and repaints it only on a change.
        # A game with many moving pieces may paint straight instead (NoCache; see `draw_art`).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

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
        self._rects()
        self.update()

    def _rects(self) -> None:
        """Work out the rectangles once: Qt asks for `boundingRect` several times per item at
        every repaint, so it must cost no more than returning a stored rectangle."""
        self._art_rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        margin = 6.0
        self._bounds = self._art_rect.adjusted(-margin, -margin, margin, margin)

    def art_rect(self) -> QRectF:
        return QRectF(self._art_rect)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._bounds  # Qt copies it

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_glow(painter)
        draw_art(painter, self._name, self._art_rect, self._memo, self.at_rest())

    def paint_glow(self, painter: QPainter) -> None:
        """The ring around the art while the item glows."""
        if self._glow > 0:
            colour = QColor(self._glow_colour)
            colour.setAlphaF(min(1.0, self._glow))
            painter.setPen(QPen(colour, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._art_rect.adjusted(-3, -3, 3, 3), 6, 6)

    def at_rest(self) -> bool:
        """Not growing, turning or squashed (it may be flying): see `draw_art`."""
        return self.scale() == self.target_scale and self.rotation() == 0 and self.transform().isIdentity()

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

    # mouse: hover, click, or drag when draggable -----------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.hovered.emit(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.hovered.emit(False)
        super().hoverLeaveEvent(event)

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

    def __init__(
        self,
        front: str,
        back: str,
        width: float,
        height: float,
        face_up: bool = True,
        parent: QGraphicsItem | None = None,
    ):
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
        # A tumbling die turns every frame, so a cached picture of it would be made anew each
        # time: it paints straight until it settles, then is a cached picture again.
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        spin = animator.prop(self, b"rotation", 0.0, normal_ms, start=-360.0 * 2, curve=QEasingCurve.Type.OutBack)
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
        group.finished.connect(lambda: self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache))
        return group
