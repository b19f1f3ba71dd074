"""Where each game's figures come from: its own records module, found through the registry,
says where its turns begin, which is what the replay viewer's "next turn" steps by."""

import pytest

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.records.models import game_module, turn_starts
from bugbox.core.session import Session

PLAYED_BY_COMPUTERS = [g for g in registry.GAMES if registry.spec(g).ai() is not None]


def finished(game_id: str, seed: int = 5) -> Session:
    spec = registry.spec(game_id)
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i]) for i in range(spec.min_players))
    session = Session(game_id, Setup(seats=seats, options=spec.default_options()), seed)
    ai = registry.ai_for(game_id)
    while not session.is_over() and len(session.actions) < 3000:
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    assert session.is_over()
    return session


@pytest.mark.parametrize("game_id", PLAYED_BY_COMPUTERS)
def test_turns_begin_with_the_first_action_and_follow_in_order(game_id):
    session = finished(game_id)
    starts = turn_starts(session)
    assert starts[0] == 0
    assert starts == sorted(set(starts)) and starts[-1] < len(session.actions)
    assert 1 < len(starts) < len(session.actions)  # turns of several actions each


def test_each_game_names_its_own_records_module():
    for game_id in registry.GAMES:
        module = game_module(game_id)
        assert module is not None and module.__name__ == registry.spec(game_id).records_module


def test_a_game_unknown_to_the_registry_has_no_records_module():
    assert game_module("no-such-game") is None
