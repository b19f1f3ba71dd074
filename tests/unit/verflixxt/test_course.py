"""The course's mechanics on a working board: piece names the view can follow, steps counted
over the tiles still in the course (taken ones are skipped), the finish stopping a pawn, guards
moving only in company, and the Wurminator's duty after a roll."""

import pytest

from bugbox.games.verflixxt.course import Board, guard_id, parse_piece, pawn_id
from bugbox.games.verflixxt.tiles import FINISH, START
from tests.unit.verflixxt.conftest import tile_ids

COURSE = [START, *tile_ids(["+1", "+2", "-1", "+3", "L"]), FINISH]


def board(pawns=((START,), (START,)), guards=(), wurminator=None) -> Board:
    return Board(
        course=list(COURSE),
        pawns=[list(own) for own in pawns],
        guards=list(guards),
        wurminator=wurminator,
        taken=[[] for _ in pawns],
        names=tuple(f"P{i}" for i in range(len(pawns))),
    )


def test_piece_names_read_back_and_aliases_are_not_pieces():
    assert parse_piece(pawn_id(2, 1)) == ("pawn", 2, 1)
    assert parse_piece(guard_id(3)) == ("guard", 3, 0)
    assert parse_piece("wurminator") == ("wurminator", 0, 0)
    for alias in ("pawn-01-1", "pawn- 1-1", "pawn-+1-1", "guard-1-2", "bishop-1", "pawn-1"):
        assert parse_piece(alias) == ("", 0, 0), alias


def test_steps_skip_taken_tiles_and_stop_at_the_finish():
    b = board()
    assert b.walk(START, 2) == tuple(COURSE[1:3])
    b.course.remove(COURSE[1])  # a taken tile leaves a gap that is skipped
    assert b.walk(START, 2) == tuple(COURSE[2:4])
    assert b.walk(COURSE[-2], 6) == (FINISH,)  # the rest of the roll is forfeited


def test_a_guard_alone_stays_and_one_in_company_may_move():
    b = board(pawns=((COURSE[2],), (START,)), guards=(COURSE[2], COURSE[3]))
    assert b.guard_may_move(0) and not b.guard_may_move(1)
    assert b.movable(0) == [pawn_id(0, 0), guard_id(0)]


@pytest.mark.parametrize(("die", "wurminator", "due"), [(1, START, "must"), (2, START, "must"), (3, START, "no")])
def test_the_wurminator_in_last_place_must_move_on_a_one_or_two(die, wurminator, due):
    b = board(pawns=((COURSE[1],), (COURSE[2],)), wurminator=wurminator)
    assert b.wurminator_due(die) == due


def test_the_wurminator_beside_a_pawn_is_not_last_and_may_move():
    assert board(wurminator=START).wurminator_due(1) == "may"  # sharing the start with the pawns
    assert board().wurminator_due(1) == "no"  # not in this game


def test_players_home_are_skipped_and_the_game_ends_when_all_are():
    b = board(pawns=((FINISH,), (START,), (FINISH,)))
    assert b.pass_turn(1) == 1  # the others are home: he plays on
    assert not b.all_home()
    b.pawns[1] = [FINISH]
    assert b.all_home() and b.pass_turn(0) is None
