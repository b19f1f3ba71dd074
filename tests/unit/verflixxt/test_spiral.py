"""The course laid out as a spiral around the finish: the finish in the middle and the start
at the outer end never move, consecutive places lie one step apart along the curve, and pieces
sharing a tile each keep their head visible."""

import math

import pytest

from bugbox.games.verflixxt.spiral import Spiral, cluster, places

SPIRAL = Spiral(cx=500.0, cy=400.0, first=80.0, ring=70.0, step=60.0)


def distance(a, b) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def test_the_finish_is_the_centre_and_places_grow_outwards():
    assert SPIRAL.place(0) == (500.0, 400.0)
    radii = [distance(SPIRAL.place(p), (500.0, 400.0)) for p in range(1, 40)]
    assert radii[0] == pytest.approx(80.0, abs=1e-6)
    assert radii == sorted(radii)


def test_neighbouring_places_are_about_a_step_apart():
    for place in range(1, 40):
        gap = distance(SPIRAL.place(place), SPIRAL.place(place + 1))
        assert 0.9 * 60.0 < gap <= 60.0 + 1e-6  # a chord is a little shorter than its arc


def test_a_fractional_place_lies_between_its_neighbours_on_the_curve():
    mid = SPIRAL.place(10.5)
    assert distance(mid, SPIRAL.place(10)) == pytest.approx(distance(mid, SPIRAL.place(11)), rel=0.05)


def test_when_a_tile_is_taken_the_start_and_the_finish_stay_put():
    full = places(12)
    shorter = places(11, slots=12)
    assert full[0] == shorter[0] == 11  # the start: the outer end of the full course
    assert full[-1] == shorter[-1] == 0  # the finish
    assert shorter[:5] == full[:5]  # tiles before the gap stay in their slots


def test_pieces_sharing_a_tile_stand_in_rows_from_the_front():
    spots = cluster([30.0] * 5, [20.0] * 5, tile=60.0, per_row=3)
    assert [s.row for s in spots] == [0, 0, 0, 1, 1]
    front = [s.dx for s in spots[:3]]
    assert front == sorted(front) and len(set(front)) == 3  # side by side, none hidden behind another
    assert spots[3].dy < spots[0].dy  # the back row stands higher
    assert cluster([30.0], [20.0], tile=60.0)[0].dx == 0.0  # alone: in the middle
