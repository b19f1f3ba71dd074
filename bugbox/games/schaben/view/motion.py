"""How one card plays out on the table: the events of `rules.apply`, as one animation.

The order is the rules' order (rule 5): the card is played, he walks or turns or a box comes
or goes, squashed cockroaches flatten, the line of sight flashes and caught cockroaches fly
into the vacuum, the cockroaches step or turn about, and the vacuum runs again. Motion
follows docs/art-direction.md: eased, with a small overshoot or bounce, never linear. Every duration goes
through the page's `Animator`, so at speed "off" the whole sequence ends inside `run` and the
scene is re-synced from the new state straight after.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from ..board import FACINGS
from ..events import (
    BoxPlaced,
    BoxRemoved,
    CockroachesMoved,
    CockroachSquashed,
    CockroachVacuumed,
    ExterminatorMoved,
    ExterminatorTurned,
)
from ..rules import CARDS, move_direction
from .pieces import ROTATION, STEP
from .scene import SchabenScene, centre, stack_layout

Ease = QEasingCurve.Type
TURNS = {"turn_left": -90.0, "turn_right": 90.0, "turn_around": 180.0}


def play_card(scene: SchabenScene, slot: int, order: int) -> QAbstractAnimation:
    """The played card lifts out of the tray and settles back, dimmed, with its number."""
    a = scene.animator
    card = scene.cards[slot]
    up = a.parallel(a.prop(card, b"pos", card.home + QPointF(0, -30), 170), a.prop(card, b"scale", 1.1, 170))
    up.finished.connect(lambda: card.set_order(order))
    down = a.parallel(
        a.prop(card, b"pos", card.home, 300, curve=Ease.OutBack), a.prop(card, b"scale", 1.0, 300, curve=Ease.OutBack)
    )
    return a.sequence(up, down)


def card_events(scene: SchabenScene, events: list, slot: int, order: int) -> QAbstractAnimation:
    """One animation for a played card and everything that followed it."""
    a = scene.animator
    seq = a.sequence(play_card(scene, slot, order))
    ex = scene.exterminator
    here = scene.state.exterminator
    facing = scene.state.facing
    rotation = ex.rotation()
    i = 0
    while i < len(events):
        event = events[i]
        if isinstance(event, ExterminatorMoved):
            if len(event.path) == 1:
                # The zero-square play: he leans into the blocked way and stays.
                way = FACINGS[move_direction(CARDS.index(event.card), FACINGS.index(facing))]
                lean = centre(here) + STEP[way] * 18
                seq.addAnimation(
                    a.sequence(
                        a.prop(ex, b"pos", lean, 130), a.prop(ex, b"pos", centre(here), 260, curve=Ease.OutBounce)
                    )
                )
            else:
                here = event.path[-1]
                ms = 150 + 80 * (len(event.path) - 1)
                seq.addAnimation(a.prop(ex, b"pos", centre(here), ms, curve=Ease.OutBack))
        elif isinstance(event, ExterminatorTurned):
            rotation += TURNS[event.card]
            facing = event.to_facing
            seq.addAnimation(a.prop(ex, b"rotation", rotation, 380, curve=Ease.OutBack))
        elif isinstance(event, BoxPlaced):
            box = scene._new_box(event.square)
            box.setOpacity(0.0)
            box.setScale(1.7)
            seq.addAnimation(
                a.parallel(a.prop(box, b"opacity", 1.0, 160), a.prop(box, b"scale", 1.0, 420, curve=Ease.OutBounce))
            )
        elif isinstance(event, BoxRemoved):
            box = scene.boxes[event.square]
            seq.addAnimation(
                a.parallel(a.prop(box, b"scale", 0.2, 300, curve=Ease.InBack), a.prop(box, b"opacity", 0.0, 300))
            )
        elif isinstance(event, CockroachSquashed):
            group = []
            while i < len(events) and isinstance(events[i], CockroachSquashed):
                roach = scene.cockroaches[events[i].cockroach]
                group.append(
                    a.sequence(
                        a.prop(roach, b"flat", 1.0, 260, start=0.0, curve=Ease.OutBounce),
                        a.pause(160),
                        a.prop(roach, b"opacity", 0.0, 220),
                    )
                )
                i += 1
            seq.addAnimation(a.parallel(*group))
            continue
        elif isinstance(event, CockroachVacuumed):
            phase = event.phase
            scene.beam.set_squares(list(event.line_of_sight))
            flash = a.sequence(
                a.prop(scene.beam, b"opacity", 0.9, 150, start=0.0),
                a.pause(420),
                a.prop(scene.beam, b"opacity", 0.0, 260),
            )
            flies = []
            while i < len(events) and isinstance(events[i], CockroachVacuumed) and events[i].phase == phase:
                roach = scene.cockroaches[events[i].cockroach]
                flies.append(
                    a.sequence(
                        a.pause(140),
                        a.parallel(
                            a.prop(roach, b"pos", centre(here), 420, curve=Ease.InBack),
                            a.prop(roach, b"scale", 0.15, 420, curve=Ease.InQuad),
                            a.prop(roach, b"rotation", roach.rotation() + 540, 420, curve=Ease.InCubic),
                        ),
                    )
                )
                i += 1
            seq.addAnimation(a.parallel(flash, *flies))
            continue
        elif isinstance(event, CockroachesMoved):
            seq.addAnimation(_cockroaches_move(scene, event))
        i += 1
    return seq


def _cockroaches_move(scene: SchabenScene, event: CockroachesMoved) -> QAbstractAnimation:
    """All at once: a step forward, or a half turn where the way ahead is blocked."""
    a = scene.animator
    layout = stack_layout([(m.cockroach, m.to_square) for m in event.moves])
    anims = []
    for move in event.moves:
        roach = scene.cockroaches[move.cockroach]
        pos, k, n = layout[move.cockroach]
        anims.append(a.prop(roach, b"pos", pos, 340, curve=Ease.OutBack))
        if not move.stepped:
            anims.append(a.prop(roach, b"rotation", ROTATION[move.from_facing] + 180, 340, curve=Ease.OutBack))
    group = a.parallel(*anims)

    def restack() -> None:
        for move in event.moves:
            _, k, n = layout[move.cockroach]
            roach = scene.cockroaches[move.cockroach]
            roach.set_count(n if k == n - 1 else 1)
            roach.setZValue(4 + k * 0.01)

    group.finished.connect(restack)
    return group
