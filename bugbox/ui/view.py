"""A graphics view that keeps its scene fitted to the window, sharp and with kept aspect."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from . import accessible, art


def cover_rect(rect: QRectF, aspect: float) -> QRectF:
    """The smallest rectangle of `aspect` (width / height) that covers `rect`, centred on it:
    where a table's felt or wood goes so it fills the view whatever the window's shape."""
    width, height = rect.width(), rect.height()
    if width / height > aspect:
        height = width / aspect
    else:
        width = height * aspect
    return QRectF(rect.center().x() - width / 2, rect.center().y() - height / 2, width, height)


def visible_rect(scene: QGraphicsScene, rect: QRectF) -> QRectF:
    """`rect` united with all that the scene's views show (beside it when a window's shape
    differs from the scene's)."""
    visible = QRectF(rect)
    for view in scene.views():
        visible = visible.united(view.mapToScene(view.viewport().rect()).boundingRect())
    return visible


#: The keys that walk through the table's decisions (every game alike), and the one that
#: does the focused decision (Space too, where the game has no other use for it).
NEXT_DECISION = (Qt.Key.Key_PageDown,)
PREVIOUS_DECISION = (Qt.Key.Key_PageUp,)
PRESS_DECISION = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
FIRST_DECISION = Qt.Key.Key_Home


class FittingView(QGraphicsView):
    """The view of a game's table. Keys go to the page first (`on_key` returns True when it
    used the key), so each game's keys are decided by its page, not by the view.

    The view also holds what a screen reader reads of the table (`described_table`, see
    ui/accessible.py, kept up to date by the page). Page Down and Page Up walk through the
    decisions on it (Home goes to the first), Return does the focused one, and the focused one
    is drawn ringed."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None):
        accessible.install()  # before the view exists: its interface is the table's
        super().__init__(scene, parent)
        self.described_table = accessible.DescribedTable(self)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.on_key: Callable[[QKeyEvent], bool] | None = None
        art.reserve_cache()  # items with DeviceCoordinateCache keep their pictures there
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMouseTracking(True)
        scene.sceneRectChanged.connect(lambda _rect: self.fit())

    def fit(self) -> None:
        if self.scene() is not None:
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
            # A cached background is kept in viewport pixels and, on a resize, Qt only draws
            # the newly uncovered strip: after a new fit the old picture sat 40 px off.
            if self.cacheMode() & QGraphicsView.CacheModeFlag.CacheBackground:
                self.resetCachedContent()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self._decision_key(event):
            event.accept()
            return
        if self.on_key is not None and self.on_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def _decision_key(self, event: QKeyEvent) -> bool:
        """Page Down / Page Up: the next or previous decision, Home: the first; Return: the
        focused one."""
        table = self.described_table
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if not plain:
            return False
        key = event.key()
        if key == FIRST_DECISION:
            table.focus_key = None
            table.move_focus(1)
            self.viewport().update()
            return True
        if key in NEXT_DECISION or key in PREVIOUS_DECISION:
            table.move_focus(1 if key in NEXT_DECISION else -1)
            self.viewport().update()
            return True
        if key in PRESS_DECISION and table.focused() is not None:
            table.press_focused()
            self.viewport().update()
            return True
        return False

    def show_described(self, name: str, parts: list[accessible.Part]) -> None:
        """What the table holds now, for the screen reader (and the focus ring)."""
        before = self.described_table.focused()
        self.described_table.update(name, parts)
        after = self.described_table.focused()
        if (before is None) != (after is None) or (after is not None and after != before):
            self.viewport().update()

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        """The focused decision, ringed black and white (dashed), so it shows on any part of
        any table and is not taken for the games' own yellow rings (whose turn, what may be
        moved)."""
        super().drawForeground(painter, rect)
        part = self.described_table.focused()
        if part is None or part.rect is None or not self.hasFocus():
            return
        ring = part.rect.adjusted(-9, -9, 9, 9)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0), 12))
        painter.drawRoundedRect(ring, 10, 10)
        dashes = QPen(QColor(255, 255, 255), 6)
        dashes.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(dashes)
        painter.drawRoundedRect(ring, 10, 10)
        painter.restore()

    def focusInEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        self.viewport().update()
