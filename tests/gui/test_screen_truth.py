"""The screen-truth check itself: it must see a change nobody asked Qt to paint, and only that."""

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene, QGraphicsView

from tests.conftest import screen_differs


class Patch(QGraphicsRectItem):
    """Paints itself in `colour`, read at paint time: changing it without `update()` is the
    classic stale-screen mistake."""

    colour = QColor("red")

    def paint(self, painter, option, widget=None):
        painter.fillRect(self.rect(), self.colour)


@pytest.fixture
def patch_view(qtbot):
    scene = QGraphicsScene(0, 0, 200, 120)
    patch = Patch(QRectF(20, 20, 80, 60))
    scene.addItem(patch)
    view = QGraphicsView(scene)
    view.resize(240, 160)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.waitUntil(lambda: screen_differs(view) is None)
    view.keep = scene
    return view, patch


def test_a_change_painted_through_update_reads_true(patch_view, screen_truth):
    view, patch = patch_view
    patch.colour = QColor("blue")
    patch.update()
    screen_truth(view)


def test_a_change_nobody_asked_to_paint_is_caught_as_stale(patch_view, qtbot):
    view, patch = patch_view
    patch.colour = QColor("blue")
    qtbot.wait(100)
    found = screen_differs(view)
    assert found is not None and "stale" in found
