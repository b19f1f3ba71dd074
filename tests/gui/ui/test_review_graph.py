"""The review's graph: each seat's line where its chances put it, in its colour."""

from __future__ import annotations

from bugbox.review.model import Position, Review
from bugbox.ui.review_graph import ReviewGraph
from bugbox.ui.theme import colour

REVIEW = Review(
    game="somegame",
    seats=("Ada", "Bob"),
    positions=(
        Position(0, (0.5, 0.5), (0.1, 0.1)),
        Position(1, (0.8, 0.2), (0.1, 0.1)),
        Position(2, (1.0, 0.0), (0.0, 0.0)),
    ),
    decisions=(),
)


def test_a_chance_of_one_is_at_the_top_and_none_at_the_bottom(qtbot):
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 300)
    graph.show_review(REVIEW, ("red", "blue"), [])
    top, bottom = graph.point(2, 1.0), graph.point(2, 0.0)
    start = graph.point(0, 0.5)
    assert top.y() < start.y() < bottom.y()
    assert start.x() < top.x() == bottom.x()
    assert 0 < top.y() and bottom.y() < graph.height()


def test_each_seats_line_is_drawn_in_its_colour(qtbot):
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 300)
    graph.show_review(REVIEW, ("red", "blue"), [(1, 0)])
    image = graph.grab().toImage()
    for seat, name in enumerate(("red", "blue")):
        middle = graph.point(1, REVIEW.positions[1].win_chances[seat])
        between = graph.point(0, 0.5)
        spot = (middle + between) / 2  # halfway along the line's first stretch
        want = colour(name)
        found = [image.pixelColor(int(spot.x()) + dx, int(spot.y()) + dy) for dx in range(-3, 4) for dy in range(-3, 4)]
        assert any(
            abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 60 for c in found
        ), name


def test_it_is_named_for_a_screen_reader(qtbot):
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    assert graph.accessibleName() == "Each player's chance to win, move by move"


def _differs(image, spot, base) -> bool:
    found = image.pixelColor(int(spot.x()), int(spot.y()))
    return abs(found.red() - base.red()) + abs(found.green() - base.green()) + abs(found.blue() - base.blue()) > 20


def test_each_line_has_a_shaded_band_as_wide_as_its_margin(qtbot):
    """The chances are estimates: a band of ±1.96 standard errors around each line (here
    0.1: ±0.196), shaded in the seat's colour; outside it the graph is bare."""
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 300)
    graph.show_review(REVIEW, ("red", "blue"), [])
    image = graph.grab().toImage()
    base = graph.palette().base().color()
    inside = graph.point(0, 0.5 + 0.15)  # within the band at the set-up (both seats at 0.5)
    outside = graph.point(0, 0.5 + 0.3)
    inside.setX(inside.x() + 3)
    outside.setX(outside.x() + 3)
    assert _differs(image, inside, base)
    assert not _differs(image, outside, base)
    assert graph.band(0).boundingRect().height() > 0


def test_the_move_axis_is_numbered_from_the_set_up_to_the_end(qtbot):
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 300)
    long = Review(
        game="somegame",
        seats=("Ada", "Bob"),
        positions=tuple(Position(i, (0.5, 0.5), (0.0, 0.0)) for i in range(113)),
        decisions=(),
    )
    graph.show_review(long, ("red", "blue"), [])
    moves = graph.numbered_moves()
    assert moves[0] == 0 and moves[-1] == 112 and 4 <= len(moves) <= 12
    assert len({b - a for a, b in zip(moves[:-2], moves[1:-1], strict=True)}) == 1  # evenly
    image = graph.grab().toImage()
    base = graph.palette().base().color()
    below = graph.point(0, 0.0)  # the "0" under the axis's left end (the caption is centred)
    assert any(_differs(image, below + type(below)(dx, dy), base) for dx in range(-4, 5) for dy in range(6, 22))


def test_players_ending_at_the_same_chance_each_show_their_symbol(qtbot):
    """Two players both at nothing at the end showed one symbol: the other lay under it."""
    graph = ReviewGraph()
    qtbot.addWidget(graph)
    graph.resize(500, 300)
    three = Review(
        game="somegame",
        seats=("Ada", "Bob", "Carla"),
        positions=(Position(0, (0.3, 0.3, 0.4), (0.1,) * 3), Position(1, (0.0, 1.0, 0.0), (0.0,) * 3)),
        decisions=(),
    )
    graph.show_review(three, ("red", "blue", "green"), [])
    spots = graph.end_symbols()
    height = graph.fontMetrics().height()
    assert abs(spots[0].y() - spots[2].y()) >= height
    assert abs(spots[1].y() - graph.point(1, 1.0).y()) < 1  # one alone stays at its line's end
    assert all(spot.y() <= graph.point(1, 0.0).y() + height / 2 for spot in spots)
