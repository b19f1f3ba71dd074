"""The basic game, one rule per test (docs/rules-decisions.md §3 rules 1-6), on hand-built courses.

Positions are written as a course of tile labels; pieces stand on places of that course
(0 is the start, -1 the finish). See conftest.py.
"""

import pytest

from bugbox.core.errors import IllegalAction, LoadError
from bugbox.core.players import Seat, Setup
from bugbox.games.verflixxt import events as ev
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.rules import LeaveWurminator, Move, MoveWurminator, Roll
from bugbox.games.verflixxt.tiles import FINISH, PATH_TILE_IDS, START, TILE

SEATS = tuple(
    Seat(name=name, colour=colour)
    for name, colour in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green"), ("Dee", "yellow"))
)


def setup(players=3, **kw):
    return Setup(seats=SEATS[:players], **kw)


def play(state, action):
    return rules.apply(state, action)


# --- 1. setup ----------------------------------------------------------------------------
def test_course_is_start_the_26_path_tiles_shuffled_and_finish():
    a = rules.new_game(setup(), seed=1)
    b = rules.new_game(setup(), seed=2)
    assert a.course[0] == START and a.course[-1] == FINISH
    assert sorted(a.course[1:-1]) == sorted(PATH_TILE_IDS)
    assert a.course != b.course


def test_guards_stand_on_the_first_six_positive_tiles_from_the_start():
    state = rules.new_game(setup(), seed=7)
    positives = [t for t in state.course[1:-1] if TILE[t].positive]
    assert state.guards == tuple(positives[:6])


@pytest.mark.parametrize(("players", "pawns"), [(2, 3), (3, 2), (4, 2)])
def test_two_players_get_three_pawns_more_players_two(players, pawns):
    state = rules.new_game(setup(players), seed=3)
    assert state.pawns == tuple((START,) * pawns for _ in range(players))
    assert state.taken == ((),) * players


def test_start_player_is_the_one_chosen_or_settled_by_the_seed():
    assert rules.new_game(setup(start_player=2), seed=5).current == 2
    randoms = {rules.new_game(setup(), seed=s).current for s in range(30)}
    assert randoms == {0, 1, 2}
    assert rules.new_game(setup(), seed=11).current == rules.new_game(setup(), seed=11).current


def test_wurminator_starts_on_the_start_only_in_the_variant():
    assert rules.new_game(setup(), seed=1).wurminator is None
    assert rules.new_game(setup(options={"wurminator": True}), seed=1).wurminator == START


@pytest.mark.parametrize(
    "bad",
    [
        Setup(seats=SEATS[:1]),
        Setup(seats=SEATS + (Seat(name="Eve", colour="purple"),)),
        Setup(seats=(SEATS[0], Seat(name="Red too", colour="red"))),
        Setup(seats=(SEATS[0], Seat(name="Ola", colour="orange"))),
        Setup(seats=SEATS[:2], start_player=2),
        Setup(seats=SEATS[:2], options={"speed": 3}),
        Setup(seats=SEATS[:2], options={"wurminator": "yes"}),
    ],
)
def test_setups_the_game_cannot_start_from_are_refused(bad):
    with pytest.raises(LoadError):
        rules.check_setup(bad)


# --- 2. a turn ---------------------------------------------------------------------------
def test_a_turn_starts_with_rolling_the_die():
    state = rules.new_game(setup(), seed=1)
    assert rules.legal_actions(state) == [Roll()]
    with pytest.raises(IllegalAction):
        play(state, Move(piece=rules.pawn_id(state.current, 0)))


def test_the_roll_comes_from_the_rng_in_the_state():
    state = rules.new_game(setup(), seed=1)
    once, events = play(state, Roll())
    again, _ = play(state, Roll())
    assert once == again and 1 <= once.die <= 6 and once.rng_state != state.rng_state
    assert events == [ev.DieRolled(state.current, SEATS[state.current].name, once.die)]
    assert once.phase == "move" and rules.reveals_chance(Roll())


def test_after_the_roll_the_player_may_move_his_own_pawns_or_a_guard_in_company(position):
    pos = position(["+1", "+2", "-3", "+4"])
    state = pos.state([[0, 1], [0, 2]], guards=[2, 3], die=1, phase="move")
    assert rules.legal_actions(state) == [Move(piece="pawn-0-0"), Move(piece="pawn-0-1"), Move(piece="guard-0")]


def test_only_one_roll_per_turn(position):
    state = position(["+1"]).state([[0], [0]], die=3, phase="move")
    with pytest.raises(IllegalAction):
        play(state, Roll())


def test_a_player_cannot_move_another_players_pawn(position):
    state = position(["+1", "+2"]).state([[0], [0]], die=1, phase="move")
    with pytest.raises(IllegalAction, match="another player"):
        play(state, Move(piece="pawn-1-0"))


@pytest.mark.parametrize(
    "piece", ["pawn-0-7", "pawn-9-0", "guard-3", "wurminator", "king", "pawn-x-1", "pawn-0-00", "pawn-+0-0", "guard- 0"]
)
def test_pieces_that_do_not_exist_cannot_move(position, piece):
    state = position(["+1", "+2"]).state([[0], [0]], guards=[1], die=1, phase="move")
    with pytest.raises(IllegalAction):
        play(state, Move(piece=piece))


def test_turn_passes_clockwise(position):
    state = position(["+1", "+2", "+3"]).state([[0], [0], [0]], current=2, die=1, phase="move")
    after, events = play(state, Move(piece="pawn-2-0"))
    assert after.current == 0 and after.phase == "roll"
    assert events[-1] == ev.TurnPassed(0, "Ann")


# --- 3. counting -------------------------------------------------------------------------
def test_start_and_finish_count_as_tiles(position):
    pos = position(["+1", "+2"])
    after, events = play(pos.state([[0], [0]], die=1, phase="move"), Move(piece="pawn-0-0"))
    assert after.pawns[0] == (pos.at(1),)
    after, _ = play(pos.state([[2], [0]], die=1, phase="move"), Move(piece="pawn-0-0"))
    assert after.pawns[0] == (FINISH,)


def test_gaps_are_skipped(position):
    pos = position(["+1", "+3", "-4"], taken=[["+2"]])  # the +2 was taken: a gap between +1 and +3
    after, events = play(pos.state([[0], [0]], die=2, phase="move"), Move(piece="pawn-0-0"))
    assert after.pawns[0] == (pos.at(2),)
    moved = events[0]
    assert moved == ev.PieceMoved(0, "Ann", "pawn-0-0", START, (pos.at(1), pos.at(2)), pos.at(2))


def test_a_higher_roll_stops_on_the_finish(position):
    pos = position(["+1", "+2", "+3"])
    after, events = play(pos.state([[2], [0]], die=6, phase="move"), Move(piece="pawn-0-0"))
    assert after.pawns[0] == (FINISH,)
    assert events[0].path == (pos.at(3), FINISH)


def test_a_pawn_on_the_finish_cannot_move(position):
    state = position(["+1"]).state([[-1, 0], [0]], die=2, phase="move")
    assert Move(piece="pawn-0-0") not in rules.legal_actions(state)
    with pytest.raises(IllegalAction, match="already on the finish"):
        play(state, Move(piece="pawn-0-0"))


# --- 4. taking tiles ---------------------------------------------------------------------
def test_a_pawn_leaving_a_tile_alone_takes_it(position):
    pos = position(["+5", "-2", "+1"])
    after, events = play(pos.state([[1], [0]], die=1, phase="move"), Move(piece="pawn-0-0"))
    assert after.taken[0] == (pos.at(1),)
    assert pos.at(1) not in after.course
    assert ev.TileTaken(pos.at(1), 0, "Ann") in events


def test_a_pawn_leaving_a_tile_shared_with_another_pawn_takes_nothing(position):
    pos = position(["+5", "-2", "+1"])
    for other in ([[1, 1], [0]], [[1], [1]]):  # own second pawn, or another player's pawn
        after, events = play(pos.state(other, die=1, phase="move"), Move(piece="pawn-0-0"))
        assert after.taken[0] == () and pos.at(1) in after.course
        assert not any(isinstance(e, ev.TileTaken) for e in events)


def test_a_pawn_leaving_a_tile_shared_with_a_guard_takes_nothing(position):
    pos = position(["+5", "-2", "+1"])
    after, _ = play(pos.state([[1], [0]], guards=[1], die=1, phase="move"), Move(piece="pawn-0-0"))
    assert after.taken[0] == () and pos.at(1) in after.course


def test_the_start_is_never_taken(position):
    pos = position(["+5"])
    after, _ = play(pos.state([[0], [1]], die=1, phase="move"), Move(piece="pawn-0-0"))
    assert after.course[0] == START and after.taken[0] == ()


def test_the_last_pawn_on_a_tile_takes_it_after_the_others_left(position):
    pos = position(["+5", "+7"])
    state = pos.state([[1], [1]], die=1, phase="move")
    state, _ = play(state, Move(piece="pawn-0-0"))  # Ann leaves: Bob still there
    state = state.model_copy(update={"phase": "move", "die": 2})
    state, _ = play(state, Move(piece="pawn-1-0"))  # Bob leaves last: he takes the +5
    assert state.taken == ((), (pos.at(1),))


# --- guards ------------------------------------------------------------------------------
def test_a_guard_alone_cannot_move(position):
    state = position(["+5", "+1"]).state([[0], [0]], guards=[1], die=1, phase="move")
    assert Move(piece="guard-0") not in rules.legal_actions(state)
    with pytest.raises(IllegalAction, match="guard only moves"):
        play(state, Move(piece="guard-0"))


def test_guards_with_only_guards_cannot_move(position):
    state = position(["+5", "+1"]).state([[0], [0]], guards=[1, 1], die=1, phase="move")
    assert [a for a in rules.legal_actions(state) if a.piece.startswith("guard")] == []


def test_a_guard_with_a_pawn_of_any_player_may_move(position):
    pos = position(["+5", "+1", "-3"])
    state = pos.state([[0], [1]], guards=[1], die=2, phase="move")
    after, events = play(state, Move(piece="guard-0"))
    assert after.guards == (pos.at(3),)
    assert events[0] == ev.PieceMoved(0, "Ann", "guard-0", pos.at(1), (pos.at(2), pos.at(3)), pos.at(3))


def test_a_guard_never_takes_a_tile(position):
    pos = position(["+5", "+1"])
    after, _ = play(pos.state([[1], [1]], guards=[1], die=1, phase="move"), Move(piece="guard-0"))
    state = after.model_copy(update={"phase": "move", "die": 1, "current": 0})
    after, _ = play(state, Move(piece="pawn-0-0"))  # the guard left; Bob's pawn is still there
    assert after.taken == ((), ()) and pos.at(1) in after.course


def test_a_guard_on_the_finish_stays_there(position):
    state = position(["+5"]).state([[-1, 0], [-1]], guards=[-1], die=1, phase="move")
    with pytest.raises(IllegalAction, match="guard is already on the finish"):
        play(state, Move(piece="guard-0"))


# --- 5. and 6. finishing -----------------------------------------------------------------
def test_players_with_all_pawns_on_the_finish_are_skipped(position):
    state = position(["+5", "+1"]).state([[1], [-1], [0]], die=1, phase="move")
    after, events = play(state, Move(piece="pawn-0-0"))
    assert after.current == 2
    assert events[-2:] == [ev.TurnSkipped(1, "Bob"), ev.TurnPassed(2, "Cid")]


def test_a_player_whose_last_pawn_arrives_is_finished(position):
    state = position(["+5", "+1"]).state([[-1, 2], [0]], die=1, phase="move")
    _, events = play(state, Move(piece="pawn-0-1"))
    assert ev.PlayerFinished(0, "Ann") in events


def test_the_game_ends_when_every_pawn_is_on_the_finish(position):
    pos = position(["+5", "-1"], taken=[["+8"], ["-3"]])
    state = pos.state([[-1, 2], [-1]], die=3, phase="move")
    after, events = play(state, Move(piece="pawn-0-1"))
    assert rules.is_over(after) and rules.deciding_player(after) is None
    assert rules.legal_actions(after) == []
    assert events[-1] == ev.GameOver((8 - 1, -3), (0,), ("Ann",))
    with pytest.raises(IllegalAction):
        play(after, Roll())


def test_ties_are_shared_wins(position):
    pos = position(["+5"], taken=[["+3", "-1"], ["+2"], ["-3"]])
    state = pos.state([[-1], [-1], [1]], current=2, die=1, phase="move")
    after, events = play(state, Move(piece="pawn-2-0"))  # Cid takes the +5: 2 points, like the others
    assert rules.winners(after) == (0, 1, 2)
    assert events[-1].winner_names == ("Ann", "Bob", "Cid")


def test_the_wurminator_actions_do_not_exist_in_the_basic_game(position):
    state = position(["+5"]).state([[0], [0]], die=1, phase="move")
    assert MoveWurminator() not in rules.legal_actions(state)
    for action in (MoveWurminator(), LeaveWurminator()):
        with pytest.raises(IllegalAction):
            play(state, action)
