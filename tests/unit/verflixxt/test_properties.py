"""Properties of whole games: random seeded play through the rules, checked at every step."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from bugbox.core.errors import IllegalAction
from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.rules import LeaveWurminator, Move, MoveWurminator, Roll
from bugbox.games.verflixxt.tiles import PATH_TILE_IDS

COLOURS = ("red", "blue", "green", "yellow")
#: Far more actions than any game needs: 10 pawns crossing 28 tiles, plus guards and Wurminator.
MAX_ACTIONS = 3000

games = st.tuples(st.integers(0, 2**64 - 1), st.integers(2, 4), st.booleans(), st.integers(0, 2**32))


def make_setup(players: int, wurminator: bool) -> Setup:
    seats = tuple(Seat(name=f"P{i}", colour=COLOURS[i]) for i in range(players))
    return Setup(seats=seats, options={"wurminator": wurminator})


def every_action(state: rules.State) -> list:
    """Every action one could try, legal or not."""
    return [Roll(), MoveWurminator(), LeaveWurminator()] + [Move(piece=p) for p in rules.pieces(state)]


def random_game(seed: int, players: int, wurminator: bool, chooser: int):
    setup = make_setup(players, wurminator)
    state = rules.new_game(setup, seed)
    pick = random.Random(chooser)
    states, actions = [state], []
    while not rules.is_over(state):
        assert len(actions) < MAX_ACTIONS, "the game does not end"
        action = pick.choice(rules.legal_actions(state))
        state, _ = rules.apply(state, action)
        states.append(state)
        actions.append(action)
    return setup, states, actions


@settings(max_examples=25, deadline=None)
@given(games)
def test_every_game_ends_with_all_26_tiles_accounted_for(game):
    _, states, _ = random_game(*game)
    for state in states:
        in_play = [t for t in state.course[1:-1]] + [t for own in state.taken for t in own]
        assert sorted(in_play) == sorted(PATH_TILE_IDS)
        for piece in rules.pieces(state):
            assert rules.position(state, piece) in state.course
    assert all(
        rules.position(states[-1], p) == state.course[-1] for p in rules.pieces(states[-1]) if p.startswith("pawn")
    )


@settings(max_examples=15, deadline=None)
@given(games)
def test_illegal_actions_raise_and_change_nothing(game):
    _, states, _ = random_game(*game)
    for state in states[::3]:
        legal = rules.legal_actions(state)
        before = state.model_dump_json()
        for action in every_action(state):
            if action in legal:
                continue
            try:
                rules.apply(state, action)
            except IllegalAction as refusal:
                assert refusal.reason.context == "Verflixxt" and refusal.reason.english()
            else:
                raise AssertionError(f"{action} was allowed but is not listed as legal")
            assert state.model_dump_json() == before


@settings(max_examples=15, deadline=None)
@given(games)
def test_states_round_trip_through_json_and_games_replay_from_seed_and_actions(game):
    setup, states, actions = random_game(*game)
    for state in states:
        assert rules.State.model_validate_json(state.model_dump_json()) == state
    dicts = [rules.ACTION_ADAPTER.dump_python(a, mode="json") for a in actions]
    replayed = Session.replay(rules.GAME_ID, setup, game[0], dicts)
    assert replayed.state == states[-1]
    assert [rules.ACTION_ADAPTER.validate_python(d) for d in dicts] == actions


@settings(max_examples=15, deadline=None)
@given(games)
def test_legal_actions_are_deterministic_distinct_and_all_of_them_apply(game):
    _, states, _ = random_game(*game)
    for state in states[::2]:
        legal = rules.legal_actions(state)
        assert legal == rules.legal_actions(state)
        assert len(set(map(repr, legal))) == len(legal)
        for action in legal:
            rules.apply(state, action)
