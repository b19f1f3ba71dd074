"""The table's pieces: a press and release in place is a click, a press that travels is a drag
(only for a draggable piece) ending in a drop that may snap back; a card shows its front or its
back; a die tumbles and always comes to rest on the face rolled, at the speeds people play."""

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from bugbox.ui import art
from bugbox.ui.animation import Animator
from bugbox.ui.items import DRAG_THRESHOLD, ArtItem, CardItem, DieItem


@pytest.fixture
def table(qtbot):
    view = QGraphicsView()
    scene = QGraphicsScene(0, 0, 400, 300, view)  # the view owns it, as a page owns its table
    view.setScene(scene)
    view.resize(420, 320)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    item = ArtItem(art.card("red"), 60, 90)
    item.setPos(100, 100)
    scene.addItem(item)
    return view, item


def on_screen(view, point: QPointF) -> QPoint:
    return view.mapFromScene(point)


def test_a_press_and_release_in_place_is_a_click(table, qtbot):
    view, item = table
    clicks, drops = [], []
    item.clicked.connect(lambda: clicks.append(1))
    item.dropped.connect(drops.append)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=on_screen(view, QPointF(100, 100)))
    assert clicks == [1] and drops == []


def test_a_draggable_piece_is_dragged_and_dropped_and_may_snap_back(table, qtbot):
    view, item = table
    item.draggable = True
    started, drops = [], []
    item.drag_started.connect(lambda: started.append(1))
    item.dropped.connect(drops.append)
    viewport = view.viewport()
    start, end = QPointF(100, 100), QPointF(100 + 10 * DRAG_THRESHOLD, 140)
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=on_screen(view, start))
    for step in range(1, 6):
        qtbot.mouseMove(viewport, on_screen(view, start + (end - start) * (step / 5)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=on_screen(view, end))
    assert started == [1] and len(drops) == 1
    assert (item.pos() - QPointF(100, 100)).manhattanLength() > 2 * DRAG_THRESHOLD
    item.snap_back()
    assert item.pos() == QPointF(100, 100)  # an illegal drop goes home


def test_a_piece_that_may_not_be_dragged_stays_and_counts_a_click(table, qtbot):
    view, item = table
    clicks = []
    item.clicked.connect(lambda: clicks.append(1))
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=on_screen(view, QPointF(100, 100)))
    qtbot.mouseMove(viewport, on_screen(view, QPointF(180, 100)))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=on_screen(view, QPointF(180, 100)))
    assert item.pos() == QPointF(100, 100) and clicks == [1]


def test_a_card_shows_its_front_or_its_back(table):
    view, _ = table
    card = CardItem(art.card("blue"), art.card("back"), 60, 90, face_up=False)
    view.scene().addItem(card)
    assert card.name == art.card("back") and not card.face_up
    card.set_face_up(True)
    assert card.name == art.card("blue") and card.face_up


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_a_die_tumbles_and_rests_on_the_face_rolled(table, qtbot, speed):
    view, _ = table
    animator = Animator(speed, view)  # a page's animator lives as long as its table
    die = DieItem(art.die("bars"), 40)
    view.scene().addItem(die)
    done = []
    flashed = [art.die("red"), art.die("blue"), art.die("green")]
    animator.run(die.tumble(animator, flashed, art.die("yellow")), lambda: done.append(1))
    qtbot.waitUntil(lambda: done == [1], timeout=5000)
    assert die.name == art.die("yellow") and die.rotation() == 0.0 and die.scale() == 1.0
