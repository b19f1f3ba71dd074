"""`Session` keeps the events of each action (issue 17): the pages' logs read them instead of
applying the history again, so they must be exactly what `apply` gave, after undo and after a
save is replayed."""

from __future__ import annotations

import random

import pytest

from bugbox.core.players import Seat, Setup
from bugbox.core.registry import GAMES
from bugbox.core.session import Session


def _setup(game_id: str) -> Setup:
    spec = GAMES[game_id]
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True) for i in range(spec.max_players))
    return Setup(seats=seats, start_player=0, options=spec.default_options())


def _reapplied(session: Session) -> list[list]:
    return [
        session.rules.apply(before, action)[1] for before, action in zip(session.states, session.actions, strict=False)
    ]


@pytest.mark.parametrize("game_id", [g for g in GAMES if GAMES[g].max_players > 1])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_events_are_kept_through_play_undo_and_replay(game_id, seed):
    session = Session(game_id, _setup(game_id), seed)
    rng = random.Random(seed)
    undos = 0
    while not session.is_over() and len(session.actions) < 300:
        events = session.play(rng.choice(session.rules.legal_actions(session.state)))
        assert session.events[-1] is events
        if rng.random() < 0.2 and session.undo():
            undos += 1
        assert len(session.events) == len(session.actions) == len(session.states) - 1
    assert session.events == _reapplied(session)
    assert [events for _, events in session.history()] == session.events
    replayed = Session.replay(game_id, session.setup, seed, session.action_dicts())
    assert replayed.events == session.events
    assert undos > 0


def test_a_refused_action_keeps_no_events():
    from bugbox.core.errors import IllegalAction

    game_id = next(g for g in GAMES if GAMES[g].max_players > 1)
    session = Session(game_id, _setup(game_id), 5)
    legal = session.rules.legal_actions(session.state)
    session.play(legal[0])
    before = (list(session.actions), list(session.events))
    with pytest.raises(IllegalAction):
        session.play(legal[0])  # the first decision again: its moment has passed
    assert (session.actions, session.events) == before
