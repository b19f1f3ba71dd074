"""The kitchen's squares and rays: names as on a chess board (A1 bottom left), facings N E S W,
and sets of squares as bit masks that shift and flood without wrapping round an edge."""

import pytest

from bugbox.games.schaben.board import (
    NEXT,
    RAY,
    SQUARES,
    E,
    N,
    S,
    W,
    facing_index,
    flood,
    is_square,
    mask_of,
    shift,
    square_index,
    square_name,
    squares_of,
)


def test_squares_are_named_as_in_the_rulebook():
    assert square_name(0) == "A1" and square_name(6) == "G1" and square_name(48) == "G7"
    assert [square_index(square_name(i)) for i in range(SQUARES)] == list(range(SQUARES))


@pytest.mark.parametrize("name", ["H1", "A8", "A0", "a1", "A", "A11", "", 3])
def test_anything_else_is_not_a_square(name):
    assert not is_square(name)
    with pytest.raises(ValueError):
        square_index(name)


def test_facings_and_their_letters():
    assert [facing_index(letter) for letter in "NESW"] == [N, E, S, W]
    with pytest.raises(ValueError):
        facing_index("X")


def test_neighbours_and_rays_stop_at_the_edge():
    a1 = square_index("A1")
    assert NEXT[a1][N] == square_index("A2") and NEXT[a1][W] == -1 and NEXT[a1][S] == -1
    assert [square_name(i) for i in RAY[square_index("D4")][E]] == ["E4", "F4", "G4"]
    assert RAY[square_index("G7")][N] == ()


def test_a_shift_east_does_not_wrap_onto_the_next_row():
    g1 = mask_of([square_index("G1")])
    assert shift(g1, E) == 0
    assert shift(mask_of([square_index("A1")]), W) == 0
    assert squares_of(shift(mask_of([square_index("C3")]), N)) == [square_index("C4")]


def test_a_flood_covers_every_square_beyond_to_the_edge():
    beyond = flood(mask_of([square_index("B2")]), E)
    assert [square_name(i) for i in squares_of(beyond)] == ["C2", "D2", "E2", "F2", "G2"]
    assert flood(mask_of([square_index("B7")]), N) == 0


def test_masks_and_square_lists_convert_both_ways():
    squares = [3, 17, 48]
    assert squares_of(mask_of(squares)) == squares
