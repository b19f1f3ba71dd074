"""A graphics view that keeps its scene fitted to the window, sharp and with kept aspect."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from . import art


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


class FittingView(QGraphicsView):
    """The view of a game's table. Keys go to the page first (`on_key` returns True when it
    used the key), so each game's keys are decided by its page, not by the view."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
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
        if self.on_key is not None and self.on_key(event):
            event.accept()
            return
        super().keyPressEvent(event)
