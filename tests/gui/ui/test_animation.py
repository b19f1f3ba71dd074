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


@pytest.fixture
def owner(qapp):
    """What owns an animator in the app: a page. Deleted by Qt after the test, as a page is."""
    from PySide6.QtCore import QObject

    page = QObject()
    yield page
    page.deleteLater()


@pytest.mark.parametrize("speed", ["off", "fast", "normal"])
def test_done_sees_the_table_at_rest(qtbot, dot, owner, speed):
    item, _scene = dot
    animator = Animator(speed, owner)
    seen = []
    animator.run(animator.prop(item, b"pos", QPointF(50, 20), 120), lambda: seen.append((animator.busy(), item.pos())))
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [(False, QPointF(50, 20))]
    qtbot.wait(50)
    assert len(seen) == 1


def test_an_animation_whose_piece_leaves_the_table_still_ends(qtbot, dot, owner):
    item, scene = dot
    animator = Animator("normal", owner)
    seen = []
    slide = animator.prop(item, b"pos", QPointF(80, 0), 400)
    group = animator.parallel(slide)
    animator.run(group, lambda: seen.append(animator.busy()))
    qtbot.wait(60)
    assert animator.busy()
    group.removeAnimation(slide)  # its last animation gone, the group stops at 0, unfinished
    slide.deleteLater()
    qtbot.waitUntil(lambda: bool(seen), timeout=1000)
    assert seen == [False] and not animator.busy()


def test_closing_the_window_in_the_middle_of_a_move_raises_nothing(make_window, qtbot):
    """The player closes bugbox while the dice still tumble: the animations die with the page."""
    from bugbox.core.players import Seat, Setup
    from bugbox.core.session import Session

    window = make_window(animation_speed="normal")
    seats = (Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue", computer=True))
    window.start_session(Session("verasselt", Setup(seats=seats, start_player=0), 3))
    page = window.current_page()
    page.roll_all()
    qtbot.wait(50)
    assert page.animator.busy()
    window.close()
    page.setParent(None)
    page.deleteLater()  # the page goes with its animator and the animations still running
    qtbot.wait(200)  # an exception in a slot or a crash would end the test here
