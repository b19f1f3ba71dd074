"""Verflixxt's endgame solved exactly (`endgame`): every seat plays for the win."""

from __future__ import annotations

import pytest

from bugbox.core.players import Seat
from bugbox.games.verflixxt import endgame, rules
from bugbox.games.verflixxt.course import Board
from bugbox.games.verflixxt.tiles import FINISH, START

MINUS_TWO = 10  # the -2 tile
#: 22 each: 8 + 7 + 4 + 3, and 6 + 5 + 2 + 1 with a Good Luck tile turning the -8 round.
TIED = ((8, 7, 4, 3), (6, 5, 2, 1, 22, 16))


def tied_on_minus_two(phase: str = "roll", die: int = 0) -> rules.State:
    """Ada's last pawn stands on the -2 tile with two guards, the finish next; the score is tied:
    if the pawn walks on and leaves a guard behind, the tile stays and the win is shared."""
    seats = (Seat(name="Ada", colour="red"), Seat(name="Ben", colour="blue"))
    return rules.State(
        seats=seats,
        course=(START, MINUS_TWO, FINISH),
        pawns=((MINUS_TWO, FINISH, FINISH), (FINISH, FINISH, FINISH)),
        guards=(MINUS_TWO, MINUS_TWO, FINISH, FINISH, FINISH, FINISH),
        taken=TIED,
        current=0,
        phase=phase,  # type: ignore[arg-type]
        die=die,
        rng_state=1,
    )


def test_the_tied_endgame_is_a_shared_win_whatever_the_die():
    board = rules.board(tied_on_minus_two())
    assert endgame.small(board)
    assert endgame.value(board, 0) == (0.5, 0.5)


def test_walking_both_guards_off_first_loses_it():
    """The playing-for-points mistake: the guards walked on, the pawn leaves the tile alone."""
    board = rules.board(tied_on_minus_two())
    board.guards[0] = board.guards[1] = FINISH
    assert endgame.value(board, 0) == (0.0, 1.0)


def test_a_board_with_the_wurminator_is_never_solved():
    board = rules.board(tied_on_minus_two())
    board.wurminator = START
    assert not endgame.small(board)


def test_a_large_board_is_left_to_the_playouts():
    board = Board(
        list((START, *range(1, 27), FINISH)), [[START] * 3, [START] * 3], [1, 2, 3, 4, 5, 6], None, [[], []], ("A", "B")
    )
    assert endgame.places_left(board) == (6, 6 * 27 + sum(27 - n for n in range(1, 7)))
    assert not endgame.small(board)


@pytest.mark.parametrize("die", range(1, 7))
def test_after_a_roll_the_seat_to_move_takes_its_best_way(die):
    board = rules.board(tied_on_minus_two())
    assert endgame.after_roll(board, 0, die) == (0.5, 0.5)
