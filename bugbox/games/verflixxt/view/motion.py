"""One action's events, played out on the table as one animation.

`rules.apply` tells what happened in order (the die, a piece's way tile by tile, the tiles
taken, the Wurminator's bite); this module turns that into motion. It follows a running copy
of the scene's `Layout`, changed event by event, so every flight ends where the next state
will put the item: when the page re-syncs from the state after the animation, nothing jumps.

Motion per docs/art-direction.md: the die tumbles and settles with a bounce; pieces hop tile by tile on small
arcs; taken tiles lift and fly on an arc to their owner's mat, shrinking as they go; then the
course closes its gap, every tile sliding *along* the spiral (fractional places lie on the
curve) with the pieces riding on them. At speed "off" everything ends inside `Animator.run`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF, QVariantAnimation

from ....ui import art
from ....ui.choreography import Choreography, shows
from ....ui.theme import NEGATIVE
from .. import events as ev
from ..course import WURMINATOR, parse_piece
from ..tiles import FINISH, START, score
from .pieces import MAT_TILE, TILE_SIZE
from .scene import Layout, VerflixxtScene, mat_spots, piece_size, piece_spots, tile_point
from .sounds import sound_of

Ease = QEasingCurve.Type
HOP_MS = 190
FLIGHT_MS = 560
REFLOW_MS = 520


def _smooth(f: float) -> float:
    return f * f * (3 - 2 * f)


def drive(
    scene: VerflixxtScene, normal_ms: float, step: Callable[[float], None], curve: Ease = Ease.InOutCubic
) -> QVariantAnimation:
    """An animation that calls `step(t)` for t from 0 to 1 (eased), and `step(1.0)` at its end
    (a zero-length animation never reports a value, only that it finished)."""
    anim = QVariantAnimation(scene.animator)
    anim.setDuration(scene.animator.ms(normal_ms))
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setEasingCurve(curve)
    anim.valueChanged.connect(lambda value: step(float(value)))
    anim.finished.connect(lambda: step(1.0))
    return anim


def call(scene: VerflixxtScene, fn: Callable[[], None]) -> QAbstractAnimation:
    """A moment in a sequence: runs `fn` when the animations before it are done."""
    pause = scene.animator.pause(0)
    pause.finished.connect(fn)
    return pause


def _arc(start: QPointF, end: QPointF, height: float, t: float) -> QPointF:
    """A point on a parabola from `start` to `end`, `height` above the straight line."""
    return start + (end - start) * t - QPointF(0, height * 4 * t * (1 - t))


def _bezier(start: QPointF, control: QPointF, end: QPointF, t: float) -> QPointF:
    return start * ((1 - t) ** 2) + control * (2 * (1 - t) * t) + end * (t * t)


class Motion(Choreography):
    """Builds the animation for one list of events, starting from `layout`."""

    sound_of = staticmethod(sound_of)  # what each event sounds like (view/sounds.py)

    def __init__(self, scene: VerflixxtScene, layout: Layout, seats: int):
        super().__init__(scene.animator)
        self.scene = scene
        self.layout = layout.copy()
        self.seats = seats

    # the die -----------------------------------------------------------------------------
    @shows(ev.DieRolled)
    def roll(self, event: ev.DieRolled) -> None:
        die = self.scene.die
        faces = [art.verflixxt_die((event.value + 2 * k) % 6 + 1) for k in range(1, 7)]
        die.set_glow(False)
        self.seq.addAnimation(die.tumble(self.animator, faces, art.verflixxt_die(event.value)))

    # pieces --------------------------------------------------------------------------------
    def _stand(self, tile: int, piece: str) -> QPointF:
        """Where a piece passing over `tile` stands for a moment: alone, mid-tile."""
        _, height = piece_size(piece)
        point = tile_point(self.layout.places()[tile])
        return point + QPointF(0, TILE_SIZE / 2 + 4 - height / 2)

    @shows(ev.PieceMoved)
    def move(self, event: ev.PieceMoved) -> None:
        before = piece_spots(self.layout)
        points = [before[event.piece][0]] + [self._stand(tile, event.piece) for tile in event.path]
        self.layout.where[event.piece] = event.end
        after = piece_spots(self.layout)
        points[-1] = after[event.piece][0]
        item = self.scene.pieces[event.piece]
        hops = len(points) - 1

        def hop(t: float) -> None:
            u = min(t * hops, hops - 1e-9)
            i = int(u)
            item.setPos(_arc(points[i], points[i + 1], 34.0, _smooth(u - i)))

        def lift() -> None:
            item.set_glow(False)
            item.setZValue(200)

        self.seq.addAnimation(call(self.scene, lift))
        self.seq.addAnimation(drive(self.scene, HOP_MS * hops + 60, hop, Ease.Linear))
        settle = [self.animator.prop(item, b"scale", 1.0, 260, start=1.18, curve=Ease.OutBack)]
        for piece, (pos, _) in after.items():
            if piece != event.piece and before[piece][0] != pos:
                settle.append(self.animator.prop(self.scene.pieces[piece], b"pos", pos, 240, curve=Ease.OutBack))
        self.seq.addAnimation(self.animator.parallel(*settle))
        self.seq.addAnimation(call(self.scene, lambda: self._restack(after)))
        what, seat, _ = parse_piece(event.piece)
        if what == "pawn" and event.end == FINISH:
            self.seq.addAnimation(call(self.scene, lambda: self._pawn_home(seat)))

    def _restack(self, spots: dict[str, tuple[QPointF, float]]) -> None:
        for piece, (_, z) in spots.items():
            self.scene.pieces[piece].setZValue(z)

    def _pawn_home(self, seat: int) -> None:
        mat = self.scene.mats[seat]
        mat.set_info(
            pawns_home=sum(
                1 for p, t in self.layout.where.items() if t == FINISH and parse_piece(p)[:2] == ("pawn", seat)
            )
        )

    @shows(ev.WurminatorBackToStart)
    def back_to_start(self, event: ev.WurminatorBackToStart) -> None:
        before = piece_spots(self.layout)
        self.layout.where[WURMINATOR] = START
        after = piece_spots(self.layout)
        item = self.scene.pieces[WURMINATOR]
        start, end = before[WURMINATOR][0], after[WURMINATOR][0]
        self.seq.addAnimation(self.animator.pause(150))
        self.seq.addAnimation(drive(self.scene, 700, lambda t: item.setPos(_arc(start, end, 220.0, t))))
        self.seq.addAnimation(call(self.scene, lambda: self._restack(after)))
        self._settle_others(before, after, WURMINATOR)

    def _settle_others(self, before: dict, after: dict, moved: str) -> None:
        moves = [
            self.animator.prop(self.scene.pieces[p], b"pos", pos, 240, curve=Ease.OutBack)
            for p, (pos, _) in after.items()
            if p != moved and before[p][0] != pos
        ]
        if moves:
            self.seq.addAnimation(self.animator.parallel(*moves))

    @shows(ev.NothingToReturn)
    def shrug(self, event: ev.NothingToReturn) -> None:
        """Caught, but nothing to pay: the Wurminator wobbles, disappointed."""
        item = self.scene.pieces.get(WURMINATOR)
        if item is not None:
            self.seq.addAnimation(
                self.animator.sequence(
                    self.animator.prop(item, b"rotation", -12.0, 110),
                    self.animator.prop(item, b"rotation", 10.0, 120),
                    self.animator.prop(item, b"rotation", 0.0, 220, curve=Ease.OutBack),
                )
            )

    @shows(ev.TurnPassed)
    def turn(self, event: ev.TurnPassed) -> None:
        def mark() -> None:
            for mat in self.scene.mats:
                mat.set_info(current=mat.seat == event.player)

        self.seq.addAnimation(call(self.scene, mark))

    # tiles ---------------------------------------------------------------------------------
    @shows(ev.TileTaken, ev.PenaltyTileGiven)
    def take(self, event: ev.TileTaken | ev.PenaltyTileGiven) -> None:
        """The tile lifts, flies to its new owner's mat, and the course closes the gap."""
        item = self.scene.tiles[event.tile]
        old_places = self.layout.places()
        old_mat = mat_spots(event.player, self.seats, self.layout.taken[event.player])
        start = tile_point(old_places[event.tile])
        self.layout.course.remove(event.tile)
        self.layout.taken[event.player].append(event.tile)
        new_mat = mat_spots(event.player, self.seats, self.layout.taken[event.player])
        end = new_mat[event.tile][0]
        control = QPointF((start.x() + end.x()) / 2, min(start.y(), end.y()) - 220)
        shrink = MAT_TILE / TILE_SIZE

        def fly(t: float) -> None:
            item.setPos(_bezier(start, control, end, t))
            lift = 1.0 + 0.25 * 4 * t * (1 - t)
            item.setScale((1 - t) * lift + t * shrink * lift)

        def up() -> None:
            item.setZValue(300)
            if isinstance(event, ev.PenaltyTileGiven):
                item.set_glow(True, NEGATIVE)

        def landed() -> None:
            item.setZValue(5)
            item.set_glow(False)
            self._mat_done(event.player, new_mat)

        self.seq.addAnimation(call(self.scene, up))
        if isinstance(event, ev.PenaltyTileGiven):
            self.seq.addAnimation(
                self.animator.sequence(
                    self.animator.prop(item, b"scale", 1.25, 180, curve=Ease.OutBack),
                    self.animator.prop(item, b"rotation", -8.0, 80),
                    self.animator.prop(item, b"rotation", 8.0, 100),
                    self.animator.prop(item, b"rotation", 0.0, 80),
                )
            )
        flight = self.animator.parallel(
            drive(self.scene, FLIGHT_MS, fly), self._mat_slide(old_mat, new_mat, event.tile)
        )
        reflow = self.animator.sequence(self.animator.pause(FLIGHT_MS * 0.45), self._reflow(old_places))
        self.seq.addAnimation(self.animator.parallel(flight, reflow))
        self.seq.addAnimation(call(self.scene, landed))

    @shows(ev.MinusTileReturned)
    def give_back(self, event: ev.MinusTileReturned) -> None:
        """No minus tile left to hand out: the player's own lowest one flies back into the
        course, directly before the finish, and the course makes room for it."""
        item = self.scene.tiles[event.tile]
        old_places = self.layout.places()
        old_mat = mat_spots(event.player, self.seats, self.layout.taken[event.player])
        start = old_mat[event.tile][0]
        self.layout.taken[event.player].remove(event.tile)
        self.layout.course.insert(len(self.layout.course) - 1, event.tile)
        new_mat = mat_spots(event.player, self.seats, self.layout.taken[event.player])
        end = tile_point(self.layout.places()[event.tile])
        control = QPointF((start.x() + end.x()) / 2, min(start.y(), end.y()) - 220)
        shrink = MAT_TILE / TILE_SIZE

        def fly(t: float) -> None:
            item.setPos(_bezier(start, control, end, t))
            item.setScale(shrink + (1 - shrink) * t)

        def up() -> None:
            item.setZValue(300)
            item.set_converted(False)

        def landed() -> None:
            item.setZValue(1)
            self._mat_done(event.player, new_mat)

        self.seq.addAnimation(call(self.scene, up))
        self.seq.addAnimation(
            self.animator.parallel(
                self._reflow(old_places, skip=event.tile),
                drive(self.scene, FLIGHT_MS, fly),
                self._mat_slide(old_mat, new_mat, event.tile),
            )
        )
        self.seq.addAnimation(call(self.scene, landed))

    def _mat_slide(self, old: dict, new: dict, moving: int) -> QAbstractAnimation:
        slides = [
            self.animator.prop(self.scene.tiles[tile], b"pos", pos, 320, curve=Ease.OutBack)
            for tile, (pos, _) in new.items()
            if tile != moving and tile in old and old[tile][0] != pos
        ]
        return self.animator.parallel(*slides)

    def _mat_done(self, seat: int, spots: dict) -> None:
        for tile, (_, converted) in spots.items():
            self.scene.tiles[tile].set_converted(converted)
        mat = self.scene.mats[seat]
        mat.set_info(score_total=score(self.layout.taken[seat]).total)

    def _reflow(self, old_places: dict[int, int], skip: int | None = None) -> QAbstractAnimation:
        """Every tile slides from its old place to its new one along the spiral, carrying the
        pieces that stand on it."""
        new_places = self.layout.places()
        moving = {
            tile: (old_places[tile], place)
            for tile, place in new_places.items()
            if tile != skip and tile in old_places and old_places[tile] != place
        }
        if not moving:
            return self.animator.pause(0)
        spots = piece_spots(self.layout)
        riders = [
            (self.scene.pieces[piece], tile, spots[piece][0] - tile_point(new_places[tile]))
            for piece, tile in self.layout.where.items()
            if tile in moving
        ]
        tiles = self.scene.tiles

        def slide(t: float) -> None:
            points = {}
            for tile, (a, b) in moving.items():
                points[tile] = tile_point(a + (b - a) * t)
                tiles[tile].setPos(points[tile])
            for item, tile, offset in riders:
                item.setPos(points[tile] + offset)

        return drive(self.scene, REFLOW_MS, slide, Ease.InOutCubic)


def animate(scene: VerflixxtScene, layout: Layout, seats: int, events: list) -> QAbstractAnimation:
    """The whole animation of one action's events."""
    return Motion(scene, layout, seats).play(events)
