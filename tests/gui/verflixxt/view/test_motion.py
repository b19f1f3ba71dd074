"""The animations end exactly where the next state puts everything, so nothing ever jumps
when the page re-syncs; and the course closes its gaps along the spiral, not across it."""

import math

from PySide6.QtCore import QPointF

from bugbox.core.players import Seat, Setup
from bugbox.core.rng import Rng, seed_state
from bugbox.games.verflixxt import events as ev
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.view import motion
from bugbox.games.verflixxt.view.scene import Layout, VerflixxtScene, tile_point
from bugbox.ui.animation import Animator

COLOURS = ("red", "blue", "green", "yellow")


def random_game(seed: int, players: int = 4, wurminator: bool = True):
    """(state before, events, state after) for every action of a game of seeded random choices."""
    setup = Setup(
        seats=tuple(Seat(name=f"P{i}", colour=COLOURS[i]) for i in range(players)),
        start_player=0,
        options={"wurminator": wurminator},
    )
    state = rules.new_game(setup, seed)
    rng = Rng(seed_state(seed))
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        after, events = rules.apply(state, legal[rng.below(len(legal))])
        yield state, events, after
        state = after


def picture(scene: VerflixxtScene) -> dict:
    tiles = {
        t: (round(i.pos().x(), 3), round(i.pos().y(), 3), round(i.scale(), 4), i.converted)
        for t, i in scene.tiles.items()
        if i.isVisible()
    }
    pieces = {p: (round(i.pos().x(), 3), round(i.pos().y(), 3), round(i.scale(), 4)) for p, i in scene.pieces.items()}
    mats = [(m.pawns_home, m.score_total, m.current) for m in scene.mats]
    return {"tiles": tiles, "pieces": pieces, "mats": mats}


def test_every_animation_ends_where_the_new_state_puts_everything(qapp):
    """Seed 3 brings every kind of event: takes, bites, a minus tile put back, the Wurminator
    sent back to the start, a bite with nothing to pay."""
    scene = VerflixxtScene(Animator("off"))
    seen = set()
    for before, events, after in random_game(3):
        scene.set_table(before, False)
        scene.show_state(before)
        scene.animator.run(motion.animate(scene, scene.layout, len(before.seats), events))
        animated = picture(scene)
        scene.show_state(after)
        if after.phase == "over":
            animated["mats"] = picture(scene)["mats"]  # nobody's turn any more
        assert animated == picture(scene), events
        seen |= {type(e) for e in events}
    assert {
        ev.TileTaken,
        ev.PenaltyTileGiven,
        ev.MinusTileReturned,
        ev.WurminatorBackToStart,
        ev.NothingToReturn,
    } <= seen


def test_the_course_closes_a_gap_along_the_spiral_and_the_start_stays(qapp):
    scene = VerflixxtScene(Animator("normal"))
    for before, events, _ in random_game(3, wurminator=False):
        taken = [e for e in events if isinstance(e, ev.TileTaken)]
        if taken and 2 < before.course.index(taken[0].tile) < len(before.course) - 2:
            after_gap = before.course[before.course.index(taken[0].tile) + 1]
            if any(rules.position(before, p) == after_gap and p != events[0].piece for p in rules.pieces(before)):
                break
    scene.set_table(before, False)
    scene.show_state(before)
    layout = Layout.of(before)
    m = motion.Motion(scene, layout, len(before.seats))
    moved = events[0]
    m.layout.where[moved.piece] = moved.end
    old = m.layout.places()
    m.layout.course.remove(taken[0].tile)
    m.layout.taken[taken[0].player].append(taken[0].tile)
    reflow = m._reflow(old)
    assert m.layout.places()[before.course[0]] == old[before.course[0]]  # the start stays
    gap = before.course.index(taken[0].tile)
    start_tile = before.course[gap + 1]  # the tile after the gap moves up a slot
    a, b = old[start_tile], m.layout.places()[start_tile]
    assert b == a + 1
    reflow.setCurrentTime(reflow.duration() // 2)
    halfway = scene.tiles[start_tile].pos()
    on_curve = tile_point(a + 0.5)
    straight = (tile_point(a) + tile_point(b)) / 2
    assert math.dist((halfway.x(), halfway.y()), (on_curve.x(), on_curve.y())) < 1.0
    assert math.dist((on_curve.x(), on_curve.y()), (straight.x(), straight.y())) > 3.0
    # a piece on the tile rides along with it, keeping its place on the tile
    rider = next(p for p, t in m.layout.where.items() if t == start_tile)
    offset = scene.pieces[rider].pos() - halfway
    reflow.setCurrentTime(reflow.duration())
    assert scene.tiles[start_tile].pos() == tile_point(b)
    assert scene.pieces[rider].pos() - tile_point(b) == offset
    assert isinstance(offset, QPointF)
