"""A notice never covers a control nor a text of the page (issue 32): "Task solved!", "Saved."
and "Exported." lay over the side panel's title, and in the replay viewer over its whole bar
(Start, Step, Play, Close) for their 12 seconds.

Every visible widget of the window that a player reads or uses (buttons, boxes, lists, the
table's view, labels) is found and its rectangle, clipped to what its scroll areas show,
compared with the notice bar's: they must not overlap, on every game page in English and
German (longer sentences, more lines) and in the replay viewer.
"""

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session

#: What a player uses or reads: a notice over any of these hides it.
SEEN = (
    QAbstractButton,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QAbstractItemView,
    QAbstractScrollArea,
    QLabel,
)


def _on_window(widget: QWidget, window: QWidget) -> QRect:
    """The part of `widget` inside all its ancestors (a scroll area shows part of its
    content), in the window's coordinates."""
    rect = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        rect = rect.intersected(QRect(parent.mapTo(window, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect


def covered(window) -> list[str]:
    """What the shown notice bar lies over: every visible widget a player uses or reads,
    outside the bar, whose shown part meets the bar's rectangle."""
    notice = window.notice
    assert notice.isVisible() and notice.text()
    bar = QRect(notice.mapTo(window, QPoint(0, 0)), notice.size())
    hidden = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, SEEN) or not widget.isVisible() or widget is notice or notice.isAncestorOf(widget):
            continue
        if isinstance(widget, QLabel) and not (widget.text() or widget.pixmap() and not widget.pixmap().isNull()):
            continue  # an empty label shows nothing
        if widget.window() is not window:
            continue
        shown = _on_window(widget, window)
        if shown.isEmpty():
            continue
        if shown.intersects(bar):
            name = widget.objectName() or type(widget).__name__
            text = widget.text() if hasattr(widget, "text") and isinstance(widget.text(), str) else ""
            hidden.append(f"{name} {text[:30]!r} at {shown.getRect()}")
    return hidden


def _setup(game_id: str) -> Setup:
    """Up to three seats (a person, then computers) with every option on; a solo game's sample."""
    spec = registry.spec(game_id)
    if spec.max_players == 1:
        return spec.sample()
    names = ("Anna", "Ben", "Carla")
    seats = tuple(
        Seat(name=names[i], colour=spec.seat_colours[i], computer=i > 0, level=Level.EASY)
        for i in range(min(3, spec.max_players))
    )
    return Setup(seats=seats, start_player=0, options={key: True for key in spec.default_options()})


SIZES = [(1024, 768), (1920, 1080)]


def _played(game_id: str, moves: int = 12) -> Session:
    """A game some moves in (what its computer player or, without one, the first legal action
    would do), for the viewer."""
    session = Session(game_id, _setup(game_id), 1)
    ai = registry.ai_for(game_id)
    for turn in range(moves):
        if session.is_over():
            break
        if ai is not None:
            session.play(ai.choose_action(session.state, Level.EASY, turn))
        else:
            session.play(session.rules.legal_actions(session.state)[0])
    return session


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_no_notice_covers_a_control_on_a_game_page(make_window, qtbot, game_id, language, size):
    window = make_window(language=language)
    window.resize(*size)
    window.start_session(Session(game_id, _setup(game_id), 1))
    page = window.current_page()
    qtbot.waitUntil(lambda: page.flow is not None and not page.animating, timeout=5000)
    qtbot.wait(50)
    bare = page.table_view().mapTo(window, QPoint(0, 0)), page.table_view().size()
    window.tell("Saved.", source=page)  # as Game > Save says it
    qtbot.wait(50)
    assert covered(window) == []
    # a long sentence, two standing ones (a full disk): more lines, still nothing covered
    window.tell("The autosave cannot be written: the disk is full. " * 3, 0, kind="autosave")
    window.tell("Finished games cannot be kept for Records: the disk is full. " * 2, 0, kind="records")
    qtbot.wait(50)
    assert covered(window) == []
    assert (page.table_view().mapTo(window, QPoint(0, 0)), page.table_view().size()) == bare  # the table stays
    window.notice.close_all()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_no_notice_covers_the_replay_viewers_bar(make_window, qtbot, game_id, size):
    window = make_window()
    window.resize(*size)
    window.open_replay(_played(game_id), None)
    viewer = window.replay_page
    qtbot.waitUntil(lambda: window.stack.currentWidget() is viewer, timeout=5000)
    window.tell("Exported.")  # as the viewer's Export says it
    qtbot.wait(50)
    assert covered(window) == []
    assert all(not b.visibleRegion().isEmpty() for b in viewer.buttons.values() if b.isVisible())
