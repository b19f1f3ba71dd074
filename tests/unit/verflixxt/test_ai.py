"""Computer players: always a legal choice, reproducible, blind to the dice to come, and at
normal and hard level able to see the obvious tile to take or to avoid. (How well they play
is measured by tests/benchmarks/verflixxt_ai.py, not here.)"""

import random

import pytest

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verflixxt import ai, rules
from bugbox.games.verflixxt.rules import LeaveWurminator, Move, MoveWurminator, Roll

LEVELS = (Level.EASY, Level.NORMAL, Level.HARD)


def sample_states(games: int, players: int, wurminator: bool) -> list[rules.State]:
    seats = tuple(Seat(name=f"P{i}", colour=c) for i, c in enumerate(("red", "blue", "green", "yellow")))
    found = []
    for seed in range(games):
        state = rules.new_game(Setup(seats=seats[:players], options={"wurminator": wurminator}), seed)
        pick = random.Random(seed)
        while not rules.is_over(state):
            if len(rules.legal_actions(state)) > 1:
                found.append(state)
            state, _ = rules.apply(state, pick.choice(rules.legal_actions(state)))
    return found


@pytest.mark.parametrize(("players", "wurminator"), [(2, False), (3, True), (4, True)])
def test_every_level_chooses_a_legal_action(players, wurminator):
    for state in sample_states(2, players, wurminator)[::7]:
        legal = rules.legal_actions(state)
        for level in LEVELS:
            assert ai.choose_action(state, level, seed=3) in legal


def test_the_same_state_level_and_seed_give_the_same_choice():
    for state in sample_states(1, 3, True)[::5]:
        for level in LEVELS:
            assert ai.choose_action(state, level, 8) == ai.choose_action(state, level, 8)


def test_normal_and_hard_do_not_peek_at_the_dice_to_come():
    for state in sample_states(1, 3, True)[::5]:
        other_future = state.model_copy(update={"rng_state": state.rng_state ^ 0xDEADBEEF})
        for level in (Level.NORMAL, Level.HARD):
            assert ai.choose_action(state, level, 1) == ai.choose_action(other_future, level, 1)


def test_the_roll_and_a_forced_wurminator_move_are_taken_as_they_come(position):
    state = position(["+1", "+2"]).state([[0], [0]])
    assert all(ai.choose_action(state, level, 0) == Roll() for level in LEVELS)
    forced = position(["+1", "+2"]).state([[-1, 2], [2]], wurminator=0, die=1, phase="wurminator", due="must")
    assert all(ai.choose_action(forced, level, 0) == MoveWurminator() for level in LEVELS)


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_normal_and_hard_take_the_big_plus_tile(position, level):
    # Ann's pawn stands alone on the +8; her other pawn is on the start. Leaving takes the +8.
    state = position(["+8", "+1", "+2", "-6", "-7", "-8"]).state([[1, 0], [6], [6]], die=1, phase="move")
    assert ai.choose_action(state, level, 0) == Move(piece="pawn-0-0")


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_normal_and_hard_do_not_leave_a_big_minus_tile_alone(position, level):
    # Ann's first pawn stands alone on the -10: moving it would take the tile.
    state = position(["-10", "+1", "+2", "+3", "-1", "-2"]).state([[1, 0], [6], [6]], die=2, phase="move")
    assert ai.choose_action(state, level, 0) != Move(piece="pawn-0-0")


@pytest.mark.parametrize("level", [Level.NORMAL, Level.HARD])
def test_normal_and_hard_send_the_wurminator_onto_the_others(position, level):
    # Bob and Cid stand on the tile after the Wurminator; Ann is far ahead.
    state = position(["+1", "+2", "-3", "-4", "+5"]).state(
        [[5, -1], [1], [1]], wurminator=0, die=1, phase="wurminator", due="may"
    )
    assert ai.choose_action(state, level, 0) == MoveWurminator()
    assert LeaveWurminator() in rules.legal_actions(state)
