"""The review page (issue 44) and what it opens: a review made by hand for a real finished
game (no playouts), so each test looks at the page alone, quickly.

The numbering used everywhere: move n is the game's n-th action (from 1); the position after
move n is n on the graph's axis (0 is the set-up); the replay opened from move n shows the
position before it.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review import keeping
from bugbox.review.model import Decision, Position, Review
from bugbox.ui.review_window import ReviewWindow

GAME = next(spec for spec in registry.games() if spec.review_module is not None)
REVIEWABLE = [spec.game_id for spec in registry.games() if spec.review_module is not None]


def finished(game_id: str = GAME.game_id, seed: int = 1) -> Session:
    """A real game played to its end by the computer (a tenth of a second)."""
    spec = registry.spec(game_id)
    seats = (
        Seat(name="Ada", colour=spec.seat_colours[0]),
        Seat(name="Bob", colour=spec.seat_colours[1], computer=True, level=Level.NORMAL),
    )
    session = Session(game_id, Setup(seats=seats, start_player=0, options=spec.default_options()), seed)
    ai = registry.ai_for(game_id)
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


def decision(
    session: Session, index: int, chosen: float, best: float, error: float, regret: float | None = None
) -> Decision:
    """A decision at action `index` of `session` whose best choice was the one taken later
    by the computer (any legal action of that position does)."""
    actions = session.action_dicts()
    return Decision(
        action_index=index,
        seat=session.states[index].active if hasattr(session.states[index], "active") else 0,
        chosen=actions[index],
        best=actions[index],
        win_chance_chosen=chosen,
        win_chance_best=best,
        regret=best - chosen if regret is None else regret,  # paired over futures: not quite the difference
        regret_error=error,
        alternatives=3,
        futures=40,
    )


def made_review(session: Session, decisions: tuple[Decision, ...] = ()) -> Review:
    """Ada's chance climbs from a half to all; each chance known within 0.05."""
    count = len(session.actions)
    positions = []
    for index in range(count + 1):
        ada = 0.5 + 0.5 * index / count
        error = 0.0 if index == count else 0.05
        positions.append(Position(index, (ada, 1 - ada), (error, error)))
    return Review(
        game=session.game_id, seats=("Ada", "Bob"), positions=tuple(positions), decisions=decisions, seconds=3.0
    )


def open_page(qtbot, ctx, session: Session, review: Review) -> ReviewWindow:
    """The review window of `session`, showing `review` (kept, as a finished review is)."""
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, review)
    window = ReviewWindow(ctx, session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.review is not None and window.worker is None
    return window


def costly_lines(window: ReviewWindow) -> list[str]:
    items = [window.costly.item(i) for i in range(window.costly.count())]
    return [item.text() for item in items if item.data(Qt.ItemDataRole.UserRole) is not None]


def settle() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


# the numbers -------------------------------------------------------------------------------------
def test_the_shown_chances_and_cost_add_up_as_shown_with_the_margin(qtbot, make_window):
    """0.504 instead of 0.274 was shown "50 % instead of 27 %: it cost 24 %"."""
    session = finished()
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, 5, 0.274, 0.504, 0.02, 0.236),))
    )
    (line,) = costly_lines(window)
    numbers = re.search(
        r"Win chance (\d+)\u00a0% instead of (\d+)\u00a0%: it cost (\d+)\u00a0% \(±(\d+)\u00a0%\)", line
    )
    assert numbers is not None, line
    chosen, best, cost, margin = map(int, numbers.groups())
    assert (chosen, best) == (27, 50)
    assert best - chosen == cost
    assert margin == 4  # 1.96 x 0.02 = 3.9 %: rounded up, never narrower than known


def test_a_cost_whose_interval_reaches_nothing_is_not_listed(qtbot, make_window):
    session = finished()
    sure = decision(session, 5, 0.30, 0.50, 0.02)  # 20 % ± 3.9 %
    unsure = decision(session, 9, 0.40, 0.45, 0.03)  # 5 % ± 5.9 %: maybe nothing
    window = open_page(qtbot, make_window().ctx, session, made_review(session, (sure, unsure)))
    lines = costly_lines(window)
    assert len(lines) == 1 and lines[0].startswith("Move 6:")


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_no_line_breaks_before_a_percent_sign(qtbot, make_window, language):
    """In German "%" wrapped onto a line of its own."""
    session = finished()
    window = open_page(
        qtbot,
        make_window(language=language).ctx,
        session,
        made_review(session, (decision(session, 5, 0.2, 0.5, 0.02),)),
    )
    texts = [window.costly.item(i).text() for i in range(window.costly.count())]
    texts += [window.precision.text(), window.assumes.text(), window.graph.accessibleDescription()]
    window.open_position(5)
    texts += [window.replay.advice.text(), window.replay.where.text()]
    assert any("%" in text for text in texts)
    for text in texts:
        assert not re.search(r"\s%", text.replace("\u00a0%", "").replace("\u202f%", "")), text


def test_the_move_in_the_list_is_the_move_the_replay_names(qtbot, make_window):
    """ "Move 42" opened a replay headed "Move 41 of 112"."""
    session = finished()
    total = len(session.actions)
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, 41, 0.2, 0.5, 0.02),))
    )
    (line,) = costly_lines(window)
    assert line.startswith("Move 42:")
    window.open_position(41)
    replay = window.replay
    qtbot.waitUntil(lambda: replay.controller.position == 41, timeout=5000)
    assert replay.advice.text().startswith("Move 42, ")
    assert replay.where.text().startswith(f"Before move 42 of {total}")
    assert "Move 41" not in replay.where.text()
    replay.go(42)  # one step on: the move itself
    assert replay.where.text().startswith(f"Move 42 of {total}")


# the replay's table interface outlives it --------------------------------------------------------
def test_the_tables_accessible_interface_outlives_a_closed_replay(qtbot, make_window):
    """Closing the replay through AT-SPI crashed: `RuntimeError: libshiboken: Internal C++
    object (TableView) already deleted` in the interface's `state`: while the view is being
    destroyed (its Python side already gone), Qt still asks its interface (the screen reader
    is told of the focus and the hiding). Asked there, the interface says it is invalid."""
    window = make_window()
    viewer = window.open_replay(finished(), None)
    view = viewer.game_page.table_view()
    asked: list[object] = []
    interface = None

    def dying() -> None:  # connected first: called before Qt drops the interface
        try:
            child = interface.child(0)
            asked.append(
                (
                    interface.isValid(),
                    interface.state().invalid,
                    interface.rect().isEmpty(),
                    interface.text(QAccessible.Text.Name),
                    interface.parent(),
                    interface.window(),
                    interface.focusChild(),
                    interface.childAt(1, 1),
                    interface.childCount(),
                    child,
                )
            )
        except RuntimeError as error:
            asked.append(error)

    view.destroyed.connect(dying)
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface.isValid() and interface.childCount() > 0
    part = interface.child(0)
    part_asked: list[object] = []
    view.destroyed.connect(lambda: part_asked.append((part.state().invalid, part.rect().isEmpty(), part.window())))
    del view
    window.close_replay()
    settle()
    assert asked == [(False, True, True, "", None, None, None, None, 0, None)]
    assert part_asked == [(True, True, None)]
