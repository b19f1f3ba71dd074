"""The animator tells the page when the table is at rest, at every speed: `done` runs once,
after the animation has left the running set, also when Qt stops an animation early."""
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from bugbox.ui.animation import Animator


class Dot(QGraphicsObject):
    def boundingRect(self):  # noqa: N802 - Qt override
        from PySide6.QtCore import QRectF

        return QRectF(0, 0, 4, 4)

    def paint(self, painter, option, widget=None):
        pass


@pytest.fixture
def dot(qapp):
    scene = QGraphicsScene()
    item = Dot()
    scene.addItem(item)
    yield item, scene


@pytest.mark.parametrize("speed", ["off", "fast", "normal"])
def test_done_sees_the_table_at_rest(qtbot, dot, speed):
    item, _scene = dot
    animator = Animator(speed)
    seen = []
    animator.run(animator.prop(item, b"pos", QPointF(50, 20), 120),
                 lambda: seen.append((animator.busy(), item.pos())))
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [(False, QPointF(50, 20))]
    qtbot.wait(50)
    assert len(seen) == 1


def test_an_animation_whose_piece_leaves_the_table_still_ends(qtbot, dot):
    item, scene = dot
    animator = Animator("normal")
    seen = []
    group = animator.parallel(animator.prop(item, b"pos", QPointF(80, 0), 400))
    animator.run(group, lambda: seen.append(animator.busy()))
    qtbot.wait(60)
    assert animator.busy()
    group.stop()          # what Qt does when the animated piece is gone
    assert seen == [False] and not animator.busy()


def test_closing_the_table_in_the_middle_of_an_animation_raises_nothing(qtbot, dot):
    item, _scene = dot
    animator = Animator("normal")
    seen = []
    animator.run(animator.parallel(animator.prop(item, b"pos", QPointF(80, 0), 400)), lambda: seen.append(1))
    qtbot.wait(30)
    animator.deleteLater()        # the page goes, with its running animations
    qtbot.wait(30)                # an exception in a slot would fail the test (pytest-qt)
    assert seen == []
