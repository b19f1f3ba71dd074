"""The table's view: the scene fitted into the window with its shape kept, the felt covering
the whole view whatever the window's shape, and keys offered to the page first."""

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from bugbox.ui.view import FittingView, cover_rect


def test_the_cover_has_the_aspect_asked_and_covers_the_rect():
    rect = QRectF(0, 0, 1600, 900)
    for aspect in (1.0, 4 / 3, 2.5):
        cover = cover_rect(rect, aspect)
        assert abs(cover.width() / cover.height() - aspect) < 1e-9
        assert cover.contains(rect) and cover.center() == rect.center()
        assert cover.width() == rect.width() or cover.height() == rect.height()  # the smallest such


def test_the_scene_is_fitted_with_its_shape_kept(qtbot):
    scene = QGraphicsScene(0, 0, 400, 200)
    view = FittingView(scene)
    qtbot.addWidget(view)
    scene.setParent(view)  # kept as long as the view
    view.resize(800, 800)
    view.show()
    qtbot.waitExposed(view)
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(scene.sceneRect().adjusted(1, 1, -1, -1))
    assert abs(view.transform().m11() - view.transform().m22()) < 1e-9  # not stretched
    assert view.transform().m11() > 1.5  # grown to the window's width


def test_keys_go_to_the_page_first(qtbot):
    scene = QGraphicsScene(0, 0, 100, 100)
    view = FittingView(scene)
    qtbot.addWidget(view)
    scene.setParent(view)  # kept as long as the view
    seen = []
    view.on_key = lambda event: seen.append(event.key()) or event.key() == Qt.Key.Key_Space
    space = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ")
    view.keyPressEvent(space)
    assert seen == [Qt.Key.Key_Space] and space.isAccepted()
    other = QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier, "a")
    view.keyPressEvent(other)
    assert seen[-1] == Qt.Key.Key_A
