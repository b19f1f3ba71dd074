"""The Wurminator variant, case by case (docs/rules-decisions.md §3 rule 7).

Positions: the course as tile labels, pieces on places of it (0 start, -1 finish); the
`rolled` fixture rolls a chosen number through the rules. See conftest.py.
"""

import pytest

from bugbox.core.errors import IllegalAction
from bugbox.games.verflixxt import events as ev
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.rules import LeaveWurminator, Move, MoveWurminator
from bugbox.games.verflixxt.tiles import FINISH, START


def play(state, *actions):
    events = []
    for action in actions:
        state, more = rules.apply(state, action)
        events += more
    return state, events


# --- may, before or after, or not at all -------------------------------------------------
@pytest.mark.parametrize("die", [3, 4, 5, 6])
def test_the_wurminator_does_not_move_on_three_to_six(position, rolled, die):
    pos = position(["+1", "-1", "+2", "-2", "+3", "-3", "+4", "-4"])
    state = rolled(pos.state([[0], [0]], wurminator=0), die)
    assert state.wurminator_due == "no"
    assert rules.legal_actions(state) == [Move(piece="pawn-0-0")]
    with pytest.raises(IllegalAction, match="roll of 1 or 2"):
        rules.apply(state, MoveWurminator())


@pytest.mark.parametrize("die", [1, 2])
def test_on_one_or_two_the_wurminator_may_move_before_the_own_move(position, rolled, die):
    pos = position(["+1", "+2", "+3"])
    state = rolled(pos.state([[0], [0]], wurminator=0), die)
    assert state.wurminator_due == "may"
    assert rules.legal_actions(state) == [Move(piece="pawn-0-0"), MoveWurminator()]
    state, events = play(state, MoveWurminator())
    assert state.wurminator == pos.at(die) and state.phase == "move" and state.current == 0
    assert rules.legal_actions(state) == [Move(piece="pawn-0-0")]
    with pytest.raises(IllegalAction, match="already moved"):
        rules.apply(state, MoveWurminator())
    state, _ = play(state, Move(piece="pawn-0-0"))
    assert state.current == 1 and state.phase == "roll"


def test_the_wurminator_may_move_after_the_own_move(position, rolled):
    pos = position(["+1", "+2", "+3"])
    state = rolled(pos.state([[0], [0]], wurminator=0), 2)
    state, _ = play(state, Move(piece="pawn-0-0"))
    assert state.phase == "wurminator" and state.current == 0
    assert rules.legal_actions(state) == [MoveWurminator(), LeaveWurminator()]
    with pytest.raises(IllegalAction):
        rules.apply(state, Move(piece="pawn-0-0"))
    after, events = play(state, MoveWurminator())
    assert after.wurminator == pos.at(2) and after.current == 1


def test_the_wurminator_may_be_left_standing(position, rolled):
    state = rolled(position(["+1", "+2"]).state([[0], [0]], wurminator=0), 1)
    state, events = play(state, Move(piece="pawn-0-0"), LeaveWurminator())
    assert state.wurminator == START and state.current == 1
    assert ev.WurminatorLeft(0, "Ann") in events


def test_leaving_it_standing_is_decided_after_the_own_move(position, rolled):
    state = rolled(position(["+1", "+2"]).state([[0], [0]], wurminator=0), 1)
    with pytest.raises(IllegalAction, match="Move your piece first"):
        rules.apply(state, LeaveWurminator())


# --- must, when last ---------------------------------------------------------------------
def test_in_last_place_the_wurminator_must_move(position, rolled):
    state = rolled(position(["+1", "+2", "+3"]).state([[1], [2]], wurminator=0), 1)
    assert state.wurminator_due == "must"
    assert MoveWurminator() in rules.legal_actions(state)  # before ...
    state, _ = play(state, Move(piece="pawn-0-0"))
    assert rules.legal_actions(state) == [MoveWurminator()]  # ... or after, but not never
    with pytest.raises(IllegalAction, match="must move"):
        rules.apply(state, LeaveWurminator())


def test_sharing_a_tile_with_a_pawn_is_not_last_place(position, rolled):
    state = rolled(position(["+1", "+2"]).state([[1], [2]], wurminator=1), 1)
    assert state.wurminator_due == "may"


def test_pawns_on_the_finish_count_as_ahead(position, rolled):
    state = rolled(position(["+1", "+2"]).state([[-1], [2]], wurminator=1), 1)
    assert state.wurminator_due == "must"


def test_guards_do_not_count_for_last_place(position, rolled):
    state = rolled(position(["+1", "+2", "+3"]).state([[2], [3]], guards=[0], wurminator=1), 2)
    assert state.wurminator_due == "must"


def test_last_place_is_judged_at_the_roll(position, rolled):
    # The pawn beside the Wurminator moves away first: the Wurminator is now behind everyone,
    # but the roll found it in company, so it may still stay.
    state = rolled(position(["+1", "+2", "+3"]).state([[1], [3]], wurminator=1), 1)
    state, _ = play(state, Move(piece="pawn-0-0"))
    assert rules.legal_actions(state) == [MoveWurminator(), LeaveWurminator()]


# --- the bite ----------------------------------------------------------------------------
def test_each_pawn_caught_costs_its_owner_the_lowest_free_minus_tile_roller_first(position, rolled):
    pos = position(["+1", "-3", "-1", "-2", "+4"])
    state = rolled(pos.state([[1], [5], [1, 1]], current=2, wurminator=0), 1)
    state, events = play(state, MoveWurminator())
    minus_1, minus_2, minus_3 = pos.at(3), pos.at(4), pos.at(2)
    bites = [e for e in events if isinstance(e, ev.PenaltyTileGiven)]
    assert bites == [
        ev.PenaltyTileGiven(minus_1, 2, "Cid"),
        ev.PenaltyTileGiven(minus_2, 2, "Cid"),
        ev.PenaltyTileGiven(minus_3, 0, "Ann"),
    ]
    assert state.taken == ((minus_3,), (), (minus_1, minus_2))


def test_minus_tiles_with_a_piece_on_them_are_not_free(position, rolled):
    pos = position(["+1", "-1", "-2", "-3"])
    state = rolled(pos.state([[1], [2]], guards=[3], wurminator=0), 1)  # -1 has Bob, -2 a guard
    state, _ = play(state, MoveWurminator())
    assert state.taken[0] == (pos.at(4),)


def test_of_equal_minus_tiles_the_one_nearest_the_start_goes_first(position, rolled):
    pos = position(["+1", "-2", "+3", "-2"])
    state = rolled(pos.state([[1], [3]], wurminator=0), 1)
    state, _ = play(state, MoveWurminator())
    assert state.taken[0] == (pos.at(2),)


def test_with_no_free_minus_tile_the_own_lowest_goes_back_before_the_finish(position, rolled):
    pos = position(["+1", "+2", "-5"], taken=[["-4", "-1", "-7"]])
    state = rolled(pos.state([[1], [3]], wurminator=0), 1)  # Bob stands on the -5
    minus_1 = pos.taken[0][1]
    state, events = play(state, MoveWurminator())
    assert ev.MinusTileReturned(minus_1, 0, "Ann") in events
    assert state.course[-2:] == (minus_1, FINISH)
    assert state.taken[0] == (pos.taken[0][0], pos.taken[0][2])


def test_with_no_minus_tile_anywhere_nothing_happens(position, rolled):
    pos = position(["+1", "+2"], taken=[["+5"]])
    state = rolled(pos.state([[1], [2]], wurminator=0), 1)
    after, events = play(state, MoveWurminator())
    assert ev.NothingToReturn(0, "Ann") in events
    assert after.taken == state.taken and after.course == state.course


def test_a_tile_put_back_is_not_handed_out_again_by_the_same_bite(position, rolled):
    pos = position(["+1", "+2"], taken=[["-5", "-1"], ["-3"]])
    state = rolled(pos.state([[1, 1], [1]], wurminator=0), 1)
    minus_5, minus_1, minus_3 = pos.taken[0] + pos.taken[1]
    state, events = play(state, MoveWurminator())
    assert state.taken == ((), ())
    assert state.course[-4:] == (minus_1, minus_5, minus_3, FINISH)


def test_the_movers_own_pawns_are_caught_too(position, rolled):
    pos = position(["+1", "-1"])
    state = rolled(pos.state([[1, 0], [0]], wurminator=0), 1)
    state, _ = play(state, MoveWurminator())
    assert state.taken == ((pos.at(2),), ())


def test_pawns_and_guards_moving_onto_the_wurminator_trigger_nothing(position, rolled):
    pos = position(["+1", "-1", "+2"])
    state = rolled(pos.state([[0], [1]], guards=[1], wurminator=2), 2)
    for piece in ("pawn-0-0", "guard-0"):
        after, events = play(state, Move(piece=piece))
        assert after.taken == ((), ()) and after.course == state.course
        assert not any(isinstance(e, ev.PenaltyTileGiven | ev.MinusTileReturned) for e in events)


def test_reaching_the_finish_sends_the_wurminator_back_to_the_start_at_once(position, rolled):
    pos = position(["+1", "-1"])
    state = rolled(pos.state([[-1, 0], [-1]], wurminator=2), 2)
    state, events = play(state, MoveWurminator())
    assert state.wurminator == START
    assert events[0].path == (FINISH,) and events[1] == ev.WurminatorBackToStart()
    assert state.taken == ((), ())  # neither the pawns on the finish nor the one on the start pay


def test_a_guard_may_move_with_the_wurminator(position, rolled):
    state = rolled(position(["+1", "+2"]).state([[0], [0]], guards=[1], wurminator=1), 4)
    assert Move(piece="guard-0") in rules.legal_actions(state)


def test_a_pawn_leaving_a_tile_shared_with_the_wurminator_takes_nothing(position, rolled):
    pos = position(["+1", "+2", "+3"])
    state = rolled(pos.state([[1], [0]], wurminator=1), 4)
    state, events = play(state, Move(piece="pawn-0-0"))
    assert state.taken[0] == () and pos.at(1) in state.course


def test_the_wurminator_never_takes_a_tile(position, rolled):
    pos = position(["+1", "+2", "+3"])
    state = rolled(pos.state([[3], [3]], wurminator=1), 1)
    state, _ = play(state, MoveWurminator())
    assert pos.at(1) in state.course and state.taken == ((), ())


def test_a_pending_wurminator_move_lapses_when_the_game_ends(position, rolled):
    state = rolled(position(["+1"]).state([[1], [-1]], wurminator=0), 1)
    assert state.wurminator_due == "must"
    state, events = play(state, Move(piece="pawn-0-0"))
    assert rules.is_over(state) and isinstance(events[-1], ev.GameOver)
