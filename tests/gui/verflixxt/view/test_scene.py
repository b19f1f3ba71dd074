"""What a newcomer needs to read the Verflixxt table (issue 18): every player's mat fits the
window at every size, the course keeps its start and its shape when tiles are taken, and
pieces sharing a tile stand apart enough to be seen and clicked."""

import math

import pytest
from PySide6.QtCore import QPointF

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import START
from bugbox.games.verflixxt.view.pieces import TILE_SIZE
from bugbox.games.verflixxt.view.scene import SLOTS, Layout, piece_spots, tile_point

FOUR = ("human", "normal", "human", "hard")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_four_mats_fit_the_window_at_every_size(table_at, qtbot, size):
    t = table_at(FOUR, 3, lambda s: len(s.course) <= 22, wurminator=True)
    t.window.resize(*size)
    qtbot.wait(50)
    viewport = t.view.viewport().rect()
    assert len(t.scene.mats) == 4
    for mat in t.scene.mats:
        shown = t.view.mapFromScene(mat.sceneBoundingRect()).boundingRect()
        assert viewport.contains(shown), (size, mat.seat, shown, viewport)


def test_the_start_and_the_tiles_before_a_gap_stay_put(table_at):
    t = table_at(FOUR, 5, lambda s: len(s.course) <= 24, wurminator=True)
    state = t.state
    places = Layout.of(state).places()
    assert places[START] == SLOTS - 1 and t.scene.tiles[START].pos() == tile_point(SLOTS - 1)
    # slot i for the i-th tile left: consecutive tiles lie one step apart along the track
    for a, b in zip(state.course[:-2], state.course[1:-1], strict=True):
        pa, pb = t.scene.tiles[a].pos(), t.scene.tiles[b].pos()
        assert places[a] == places[b] + 1
        assert math.dist(pa.toTuple(), pb.toTuple()) < TILE_SIZE * 1.3
    # the road between the innermost tile and the finish holds no tile: it is drawn faded
    innermost = min(places[tile] for tile in state.course[1:-1])
    assert innermost > 1 and t.scene.track.reach == innermost
    # taking a tile moves only the tiles after it, by one slot
    gone = state.course[5]
    later = Layout(list(state.course), dict(Layout.of(state).where), [list(x) for x in state.taken])
    later.course.remove(gone)
    after = later.places()
    for index, tile in enumerate(state.course[:-1]):
        if tile == gone:
            continue
        assert after[tile] == (places[tile] if index < 5 else places[tile] + 1)


def test_pieces_on_one_tile_can_each_be_seen_and_clicked(table):
    t = table(FOUR, seed=2, wurminator=True)
    spots = piece_spots(Layout.of(t.state))
    on_start = [p for p in rules.pieces(t.state) if rules.position(t.state, p) == rules.position(t.state, "pawn-0-0")]
    assert len(on_start) >= 8
    centres = [spots[p][0] for p in on_start]
    for i, a in enumerate(centres):
        for b in centres[i + 1 :]:
            assert math.dist(a.toTuple(), b.toTuple()) >= 14
    for piece in on_start:
        assert t.clickable_point(t.scene.pieces[piece]) is not None, piece
    assert isinstance(centres[0], QPointF)
