"""The tricks a play uses, grouped in the levels a player learns them in: a level knows its own
tricks and every lower level's, and a set of tricks needs the lowest level that knows them all."""

from bugbox.games.schaben.board import E, N, square_index
from bugbox.games.schaben.rules import BOX, CARDS, MOVE_TURNS, TURN_TURNS
from bugbox.games.schaben.tricks import (
    ALL_TRICKS,
    LEVELS,
    PLACE,
    REMOVE,
    STACK,
    TIMING,
    TURN,
    ZERO,
    allowed_at,
    level_of,
    names,
    play_tricks,
)


def test_each_level_knows_the_tricks_below_it():
    assert allowed_at(1) == 0
    assert allowed_at(2) == TIMING and allowed_at(3) == TIMING | TURN
    assert allowed_at(max(LEVELS)) == ALL_TRICKS
    assert [allowed_at(level) for level in LEVELS] == sorted(allowed_at(level) for level in LEVELS)


def test_a_set_of_tricks_needs_the_lowest_level_that_knows_them_all():
    assert level_of(0) == 1
    assert level_of(TURN) == 3
    assert level_of(TIMING | STACK) == 5
    assert names(TURN | PLACE) == ["turn", "place"]


def test_a_move_card_played_to_his_own_square_is_a_zero_move():
    a1 = square_index("A1")
    forward = CARDS.index("forward")
    assert forward in MOVE_TURNS
    assert play_tricks(a1, N, (), 0, forward, a1) & ZERO
    assert not play_tricks(a1, N, (), 0, forward, square_index("A3")) & ZERO


def test_a_turn_card_is_the_turn_trick_and_a_box_card_places_or_removes():
    a1, c3 = square_index("A1"), square_index("C3")
    turn = CARDS.index("turn_left")
    assert turn in TURN_TURNS
    assert play_tricks(a1, E, (), 0, turn, a1) & TURN
    assert play_tricks(a1, E, (), 0, BOX, c3) & PLACE
    assert play_tricks(a1, E, (), 1 << c3, BOX, c3) & REMOVE
