"""The network side of a turn flow (ui/flow/table.py), on every game's real page: while the
connection to the table's server is lost the table's actions are off and the table says why,
nothing chosen meanwhile is sent once the connection is back, and a decision made while
connected goes to the referee (the server) instead of being played here.

The referee here is a list that keeps what it is sent: what the flow hands to the network is
all this module decides; the real server is in tests/gui/ui/net/test_disconnected.py."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsTextItem, QGraphicsView, QLabel

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import GAMES, ai_for
from bugbox.core.session import Session

LOST = "The connection to the table is lost: nothing can be played until bugbox has reconnected."
TABLE_GAMES = sorted(game for game, spec in GAMES.items() if spec.max_players > 1)


def shown_texts(page) -> list[str]:
    """Every sentence the page shows: its labels and the texts drawn on its table."""
    texts = [label.text() for label in page.findChildren(QLabel) if label.isVisible()]
    for view in page.findChildren(QGraphicsView):
        texts += [i.toPlainText() for i in view.scene().items() if isinstance(i, QGraphicsTextItem) and i.isVisible()]
    return texts


def at_a_table(make_window, qtbot, game: str):
    """A game with the person here to decide first, its decisions going to `sent`."""
    spec = GAMES[game]
    seats = tuple(
        Seat(name=("Anna", "Ben", "Carla", "Dieter", "Emi")[i], colour=spec.seat_colours[i], computer=i > 0)
        for i in range(spec.min_players)
    )
    window = make_window()
    window.start_session(Session(game, Setup(seats=seats, start_player=0, options=spec.default_options()), 1))
    page = window.current_page()
    qtbot.waitUntil(page.can_act, timeout=10_000)
    sent: list[object] = []
    page.flow.referee = sent.append
    return page, sent


def a_decision(page):
    ai = ai_for(page.game_id)
    assert ai is not None
    return ai.choose_action(page.flow.state, Level.EASY, 0)


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_while_the_connection_is_lost_the_table_is_off_says_why_and_sends_nothing_later(make_window, qtbot, game):
    page, sent = at_a_table(make_window, qtbot, game)
    assert LOST not in shown_texts(page)
    played = len(page.session.actions)
    page.flow.table_side().set_connected(False)
    qtbot.waitUntil(lambda: not page.can_act(), timeout=5_000)
    qtbot.waitUntil(lambda: LOST in shown_texts(page), timeout=5_000)
    view = page.table_view()
    assert not view.described_table.decisions(), "the screen reader is offered nothing to do"
    assert not page.submit(a_decision(page)), "a click while the connection is lost counts"
    assert sent == [] and not page.flow.table.awaiting
    page.flow.table_side().set_connected(True)
    qtbot.waitUntil(page.can_act, timeout=5_000)
    qtbot.waitUntil(lambda: LOST not in shown_texts(page), timeout=5_000)
    assert sent == [], "the choice made while disconnected was sent after all"
    assert len(page.session.actions) == played


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_a_decision_goes_to_the_referee_and_the_table_waits_for_its_answer(make_window, qtbot, game):
    page, sent = at_a_table(make_window, qtbot, game)
    played = len(page.session.actions)
    action = a_decision(page)
    assert page.submit(action)
    assert sent == [action]
    assert len(page.session.actions) == played, "a refereed decision is not played here by itself"
    qtbot.waitUntil(lambda: not page.can_act(), timeout=5_000)
    assert not page.submit(action), "a second click while the answer is awaited is sent again"
    assert sent == [action]
    # the connection drops before the answer: nothing is awaited any more, the table is held
    page.flow.table_side().set_connected(False)
    assert not page.flow.table.awaiting
    page.flow.table_side().set_connected(True)
    qtbot.waitUntil(page.can_act, timeout=5_000)
