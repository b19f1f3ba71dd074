"""What a player must be able to read on the Voll verasselt table stays in sight (issue 32):
the darkening behind "Your turn" and the end screen covers the whole view, not only the
table, so no bright bands stay above and below it in a narrow window; a die's number is not
hidden by the frame of a chosen die beside it; the "+" of a card put in an overlapping front
yard is not hidden by the next card; a heap's count is not hidden by a card put on the heap."""

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from bugbox.core.players import Level, Setup
from bugbox.core.session import Session
from bugbox.games.verasselt import ai
from bugbox.games.verasselt.cards import COLOURS
from bugbox.games.verasselt.rules import ChooseGroup, Roll, Stop
from bugbox.games.verasselt.view.pieces import Badge, BugCard, BugDie
from tests.gui.verasselt.conftest import seats


def _band_brightness(window, view) -> tuple[float, float]:
    """The mean brightness of the view's top and bottom three pixel rows as flushed to the
    screen (grabWindow: what the player sees, not a fresh render)."""
    for _ in range(10):
        QApplication.processEvents()
    shot = window.screen().grabWindow(window.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    viewport = view.viewport()
    origin = viewport.mapTo(window, QPoint(0, 0))
    means = []
    for rows in ((1, 2, 3), (viewport.height() - 4, viewport.height() - 3, viewport.height() - 2)):
        total, count = 0.0, 0
        for y in rows:
            for x in range(4, viewport.width() - 4, 7):
                colour = shot.pixelColor(origin.x() + x, origin.y() + y)
                total += colour.lightnessF()
                count += 1
        means.append(total / count)
    return means[0], means[1]


def _assert_darkened(before: tuple[float, float], after: tuple[float, float]) -> None:
    for edge, was, now in zip(("top", "bottom"), before, after, strict=True):
        assert now < 0.7 * was, f"the {edge} rows stay bright: lightness {was:.3f} -> {now:.3f}"


def _narrow(t) -> None:
    """A 1024x768 window: the table is narrower than the view is tall, so felt shows above
    and below it."""
    t.window.resize(1024, 768)
    for _ in range(10):
        QApplication.processEvents()
    shown = t.view.mapToScene(t.view.viewport().rect()).boundingRect()
    assert shown.top() < t.scene.sceneRect().top() - 40 and shown.bottom() > t.scene.sceneRect().bottom() + 40


@pytest.mark.parametrize("speed", ["normal"])
def test_the_your_turn_card_darkens_the_whole_view(table, speed):
    t = table(("human", "human"), seed=0, animation_speed=speed)
    _narrow(t)
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Anna"
    t.wait_for_human()
    t.wait_idle()
    bright = _band_brightness(t.window, t.view)
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.wait_for_human()
    t.play(Stop())
    t.wait_for_human()
    t.wait_idle()
    assert t.scene.handover.isVisible() and "Ben" in t.scene.handover.lines[0][0]
    _assert_darkened(bright, _band_brightness(t.window, t.view))


def test_the_end_screen_darkens_the_whole_view(make_window, qtbot):
    setup = Setup(seats=seats("computer", "computer"), start_player=0, options={})
    session = Session("verasselt", setup, 4)
    for turn in range(2000):
        if session.is_over():
            break
        session.play(ai.choose_action(session.state, Level.EASY, turn))
    assert session.is_over()
    window = make_window()
    window.resize(1024, 768)
    window.start_session(Session("verasselt", setup, 4))  # the same game, at its start
    page = window.current_page()
    qtbot.waitUntil(lambda: page.flow is not None and not page.animator.busy(), timeout=5000)
    bright = _band_brightness(window, page.view)
    window.start_session(session)  # ... and over
    page = window.current_page()
    qtbot.waitUntil(lambda: page.scene.end_screen.isVisible(), timeout=5000)
    _assert_darkened(bright, _band_brightness(window, page.view))


# numbers and badges ------------------------------------------------------------------------


def _uncovered(t, badge: Badge) -> None:
    """`badge` is shown and nothing lies over its middle: the topmost item there is the badge."""
    assert badge.isVisible() and badge.scene() is t.scene
    centre = badge.sceneBoundingRect().center()
    top = next(i for i in t.scene.items(centre) if i.isVisible())
    assert top is badge, (badge.text, top)


def _on_its_own(t, badge: Badge, piece) -> None:
    """The badge's middle is on a part of its piece that no other piece covers."""
    centre = badge.sceneBoundingRect().center()
    below = [i for i in t.scene.items(centre) if i.isVisible() and isinstance(i, BugCard | BugDie)]
    assert below and below[0] is piece, (badge.text, below[:2])


def test_every_die_number_stays_readable_beside_chosen_dice(table):
    t = table(("human", "human"), seed=0)
    t.wait_for_human()
    t.click(t.scene.handover)
    t.play(Roll(dice=(0, 1, 2, 3)))  # the dice lie in rows beside their colours, two lines each
    t.wait_for_human()
    for index in range(7):
        t.press(Qt.Key(Qt.Key.Key_1 + index))  # every die chosen: every one has its frame
        t.wait_idle()
    dice = t.scene.dice
    assert all(die.selected for die in dice)
    highest_die = max(die.zValue() for die in dice)
    for die in dice:
        assert die.show_number and die.badge.text == str(die.index + 1)
        assert die.badge.zValue() > highest_die
        assert die.sceneBoundingRect().contains(die.badge.sceneBoundingRect().center())
        _uncovered(t, die.badge)


def _cards_got_back(t) -> list[BugCard]:
    """Anna's catch comes back to her (Ben rolls for the hub): three cards to pile up, with
    four already in her front yard."""
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Anna"
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.play(Stop())
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Ben"
    t.play(ChooseGroup(group="hub"))
    t.wait_for_human()
    t.click(t.scene.handover)
    received = [c for colour in COLOURS for c in t.scene.zones["receipt"][colour]]
    assert len(received) == 3 and t.state.front_yards[0].total == 4
    return received


def test_the_plus_of_a_card_in_a_full_front_yard_stays_in_sight(table):
    t = table(("human", "human"), seed=0)
    received = _cards_got_back(t)
    t.drag(received[0], t.scene.zone_centre(("yard", 0)))
    t.drag(received[1], t.scene.zone_centre(("yard", 0)))
    t.wait_idle()
    yard = [c for colour in COLOURS for c in t.scene.zones[("yard", 0)][colour]] + received[:2]
    assert len(yard) == 6  # the front yard is full: its cards overlap
    cards = sorted(yard, key=lambda c: c.pos().x())
    assert any(a.sceneBoundingRect().intersects(b.sceneBoundingRect()) for a, b in zip(cards, cards[1:], strict=False))
    assert [c.staged for c in received] == ["yard", "yard", None]
    for card in received[:2]:
        assert card.marked and card.badge is not None and card.badge.text == "+"
        _uncovered(t, card.badge)
        _on_its_own(t, card.badge, card)


def test_the_heap_count_stays_in_sight_under_a_card_put_on_the_heap(table):
    t = table(("human", "human"), seed=0)
    received = _cards_got_back(t)
    heap = t.scene.heaps[0]
    t.drag(received[2], t.scene.zone_centre(("heap", 0)))  # put on the heap, not yet decided
    t.wait_idle()
    assert [c.staged for c in received] == [None, None, "heap"]
    assert received[2].sceneBoundingRect().contains(heap.badge.sceneBoundingRect())  # it lies over the count
    assert heap.badge.text == str(heap.count)
    _uncovered(t, heap.badge)
