"""The game review in the app (issue 40): "Review this game" at the end of a game and in
Records, the review running in the background with its progress and Cancel, the graph and the
costliest decisions, a click opening the replay at that position with the better choice.

The review plays with one future per choice here (`ReviewWindow.max_futures`): what is tested
is the window, not the precision.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.session import Session
from bugbox.review import keeping
from bugbox.ui import review_window
from bugbox.ui.review_window import ReviewOffer, ReviewWindow

GAME = next(spec for spec in registry.games() if spec.review_module is not None)
UNREVIEWABLE = [spec for spec in registry.games() if spec.review_module is None]


@pytest.fixture(autouse=True)
def quick_reviews(monkeypatch):
    monkeypatch.setattr(ReviewWindow, "workers", 1)
    monkeypatch.setattr(ReviewWindow, "max_futures", 1)
    monkeypatch.setattr(review_window, "review_seconds", lambda actions: 5.0)


def finish(qtbot, window, session: Session):
    """Start `session` in the window and play it to its end; returns the page."""
    window.start_session(session)
    page = window.current_page()
    flow = page.flow
    ai = ai_for(session.game_id)
    while not flow.session.is_over():
        qtbot.waitUntil(lambda: flow.can_act() or flow.session.is_over(), timeout=30000)
        if flow.session.is_over():
            break
        assert flow.submit(ai.choose_action(flow.state, Level.NORMAL, len(flow.session.actions)))
    qtbot.waitUntil(lambda: not flow.showing_events(), timeout=10000)
    return page


def a_game(seed: int = 1) -> Session:
    seats = (
        Seat(name="Ada", colour=GAME.seat_colours[0]),
        Seat(name="Bob", colour=GAME.seat_colours[1], computer=True, level=Level.NORMAL),
    )
    return Session(GAME.game_id, Setup(seats=seats, start_player=0, options=GAME.default_options()), seed)


def offer_of(page) -> ReviewOffer | None:
    return page.findChild(ReviewOffer, "review_this_game")


def reviewed(qtbot, review: ReviewWindow) -> ReviewWindow:
    qtbot.waitUntil(lambda: review.review is not None, timeout=120000)
    return review


def test_the_end_of_a_game_offers_its_review_which_shows_the_graph_and_the_costly_decisions(qtbot, make_window):
    window = make_window()
    window.start_session(a_game())
    page = window.current_page()
    offer = offer_of(page)
    assert offer is None or not offer.isVisible()  # not while the game runs
    page = finish(qtbot, window, page.flow.session)
    offer = offer_of(page)
    assert offer is not None and offer.isVisible() and offer.text() == "Review this game"
    qtbot.mouseClick(offer, Qt.MouseButton.LeftButton)
    review = reviewed(qtbot, offer.window_shown)
    session = page.flow.session
    assert review.progress.value() == review.progress.maximum() == 2 * len(session.states)
    assert review.stack.currentIndex() == 1
    assert len(review.graph.review.positions) == len(session.actions) + 1
    lines = [review.costly.item(i).text() for i in range(review.costly.count())]
    assert lines[0] == "Ada: the three costliest decisions"
    assert "Bob: the three costliest decisions" in lines
    decisions = [review.costly.item(i) for i in range(review.costly.count())]
    decisions = [item for item in decisions if item.data(Qt.ItemDataRole.UserRole) is not None]
    assert len(decisions) <= 6  # one future per choice: few costs, if any, are sure
    assert all(item.text().startswith("Move ") and "better" in item.text() for item in decisions)
    none = "No decision cost any win chance that the review could see."
    assert decisions or lines.count(none) == 2  # a seat with no sure cost says so
    key = keeping.fingerprint(GAME.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    assert keeping.kept(key) is not None  # kept for the next time
    review.close()


def test_a_click_on_a_costly_decision_opens_the_replay_there_with_the_better_choice(qtbot, make_window):
    """The review kept for this game has one costly decision (one future per choice makes none
    sure, so it is kept beforehand, as a finished review is)."""
    from tests.gui.ui.test_review_page import decision, made_review

    window = make_window()
    page = finish(qtbot, window, a_game(2))
    session = page.flow.session
    rules = session.rules
    index = next(i for i, state in enumerate(session.states[:-1]) if len(rules.legal_actions(state)) > 1)
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, made_review(session, (decision(session, index, 0.2, 0.5, 0.02),)))
    review = reviewed(qtbot, review_window.open_review(window.ctx, session, window))
    item = next(
        review.costly.item(i)
        for i in range(review.costly.count())
        if review.costly.item(i).data(Qt.ItemDataRole.UserRole) is not None
    )
    index = item.data(Qt.ItemDataRole.UserRole)
    review.costly.itemClicked.emit(item)
    replay = review.replay
    assert replay is not None and review.stack.currentWidget() is replay
    qtbot.waitUntil(lambda: replay.controller.position == index, timeout=5000)
    assert replay.advice.isVisible() and replay.advice.text().startswith(f"Move {index + 1}, ")
    assert "better" in replay.advice.text()
    assert not replay.buttons["play_on"].isVisible()
    qtbot.mouseClick(replay.buttons["close"], Qt.MouseButton.LeftButton)
    assert review.replay is None and review.stack.currentIndex() == 1


def test_cancel_stops_the_review_and_it_can_be_started_again(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(ReviewWindow, "max_futures", None)
    monkeypatch.setattr(review_window, "review_seconds", lambda actions: 600.0)
    window = make_window()
    page = finish(qtbot, window, a_game(3))
    review = review_window.open_review(window.ctx, page.flow.session, window)
    assert review.running() and review.cancel_button.isVisible()
    qtbot.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not review.running(), timeout=30000)
    assert review.review is None
    assert review.again_button.isVisible() and not review.cancel_button.isVisible()
    assert review.explain.text() == "The review was cancelled."
    review.close()


def test_records_reviews_a_kept_game_and_finds_the_review_kept_at_its_end(qtbot, make_window):
    window = make_window()
    page = finish(qtbot, window, a_game(4))
    first = reviewed(qtbot, review_window.open_review(window.ctx, page.flow.session, window))
    first.close()
    window.back_to_launcher()
    records = window.show_records()
    records.show_game(GAME.game_id)
    records.finish_loading()
    assert records.review_button.isEnabled() and records.review_button.text() == "Review this game"
    records.games.selectRow(0)
    qtbot.mouseClick(records.review_button, Qt.MouseButton.LeftButton)
    again = records.review_window
    assert again.worker is None and again.review is not None  # no second run: the kept one
    assert again.review.positions == first.review.positions
    again.close()


@pytest.mark.skipif(not UNREVIEWABLE, reason="every game can be reviewed")
def test_records_offers_no_review_for_a_game_without_computer_players(qtbot, make_window):
    window = make_window()
    records = window.show_records()
    records.show_game(UNREVIEWABLE[0].game_id)
    records.finish_loading()
    assert not records.review_button.isEnabled()


def test_the_replay_viewer_never_offers_a_review(qtbot, make_window):
    window = make_window()
    page = finish(qtbot, window, a_game(5))
    review = reviewed(qtbot, review_window.open_review(window.ctx, page.flow.session, window))
    review.open_position(review.review.decisions[0].action_index)
    offer = offer_of(review.replay.game_page)
    assert offer is None or not offer.isVisible()
    review.close()
