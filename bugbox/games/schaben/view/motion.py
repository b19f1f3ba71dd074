"""How one card plays out on the table: the events of `rules.apply`, as one animation.

The order is the rules' order (rule 5): the card is played, he walks or turns or a box comes
or goes, squashed cockroaches flatten, the line of sight flashes and caught cockroaches fly
into the vacuum, the cockroaches step or turn about, and the vacuum runs again. `CardMotion`
is the table's `Choreography` (ui/choreography.py): one method per kind of event, marked
with `@shows`; cockroaches squashed or vacuumed by one card go together (`take_following`).
"Task solved" and "task failed" show nothing here: the banner says so once the card has
played out. Motion follows docs/art-direction.md: eased, with a small overshoot or bounce,
never linear. Every duration goes through the page's `Animator`, so at speed "off" the whole
sequence ends inside `run` and the scene is re-synced from the new state straight after.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF

from ....ui import sounds
from ....ui.choreography import Choreography, shows
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
from .sounds import CARD_PLAYED, sound_of

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


class CardMotion(Choreography):
    """One played card (tray `slot`, the `order`-th card played) and everything that followed
    it, from the state the scene shows (the state before the card)."""

    sound_of = staticmethod(sound_of)  # what each event sounds like (view/sounds.py)

    def __init__(self, scene: SchabenScene, slot: int, order: int):
        super().__init__(scene.animator)
        self.scene = scene
        shown = scene.state
        if shown is None:
            raise ValueError("the scene shows no state to play the card from")
        #: Where he stands and looks as the events go by (the scene still shows the start).
        self.here = shown.exterminator
        self.facing: str = shown.facing
        self.rotation = scene.exterminator.rotation()
        self.add(sounds.cue_animation(self.animator, CARD_PLAYED, 0))
        self.add(play_card(scene, slot, order))

    @shows(ExterminatorMoved)
    def walk(self, event: ExterminatorMoved) -> None:
        a, ex = self.animator, self.scene.exterminator
        if len(event.path) == 1:
            # The zero-square play: he leans into the blocked way and stays.
            way = FACINGS[move_direction(CARDS.index(event.card), FACINGS.index(self.facing))]
            lean = centre(self.here) + STEP[way] * 18
            self.add(
                a.sequence(
                    a.prop(ex, b"pos", lean, 130), a.prop(ex, b"pos", centre(self.here), 260, curve=Ease.OutBounce)
                )
            )
            return
        self.here = event.path[-1]
        ms = 150 + 80 * (len(event.path) - 1)
        self.add(a.prop(ex, b"pos", centre(self.here), ms, curve=Ease.OutBack))

    @shows(ExterminatorTurned)
    def turn(self, event: ExterminatorTurned) -> None:
        self.rotation += TURNS[event.card]
        self.facing = event.to_facing
        self.add(self.animator.prop(self.scene.exterminator, b"rotation", self.rotation, 380, curve=Ease.OutBack))

    @shows(BoxPlaced)
    def box_placed(self, event: BoxPlaced) -> None:
        a = self.animator
        box = self.scene.new_box(event.square)
        box.setOpacity(0.0)
        box.setScale(1.7)
        self.add(a.parallel(a.prop(box, b"opacity", 1.0, 160), a.prop(box, b"scale", 1.0, 420, curve=Ease.OutBounce)))

    @shows(BoxRemoved)
    def box_removed(self, event: BoxRemoved) -> None:
        a = self.animator
        box = self.scene.boxes[event.square]
        self.add(a.parallel(a.prop(box, b"scale", 0.2, 300, curve=Ease.InBack), a.prop(box, b"opacity", 0.0, 300)))

    @shows(CockroachSquashed)
    def squashed(self, event: CockroachSquashed) -> None:
        """Every cockroach he steps on flattens at once."""
        a = self.animator
        flattened = []
        for squashed in [event, *self.take_following(lambda e: isinstance(e, CockroachSquashed))]:
            roach = self.scene.cockroaches[squashed.cockroach]
            flattened.append(
                a.sequence(
                    a.prop(roach, b"flat", 1.0, 260, start=0.0, curve=Ease.OutBounce),
                    a.pause(160),
                    a.prop(roach, b"opacity", 0.0, 220),
                )
            )
        self.add(a.parallel(*flattened))

    @shows(CockroachVacuumed)
    def vacuumed(self, event: CockroachVacuumed) -> None:
        """The line of sight flashes, and every cockroach caught in this phase flies into the
        vacuum together."""
        a, beam = self.animator, self.scene.beam
        beam.set_squares(list(event.line_of_sight))
        flash = a.sequence(
            a.prop(beam, b"opacity", 0.9, 150, start=0.0), a.pause(420), a.prop(beam, b"opacity", 0.0, 260)
        )
        caught = [event, *self.take_following(lambda e: isinstance(e, CockroachVacuumed) and e.phase == event.phase)]
        flies = []
        for one in caught:
            roach = self.scene.cockroaches[one.cockroach]
            flies.append(
                a.sequence(
                    a.pause(140),
                    a.parallel(
                        a.prop(roach, b"pos", centre(self.here), 420, curve=Ease.InBack),
                        a.prop(roach, b"scale", 0.15, 420, curve=Ease.InQuad),
                        a.prop(roach, b"rotation", roach.rotation() + 540, 420, curve=Ease.InCubic),
                    ),
                )
            )
        self.add(a.parallel(flash, *flies))

    @shows(CockroachesMoved)
    def crawled(self, event: CockroachesMoved) -> None:
        """All at once: a step forward, or a half turn where the way ahead is blocked."""
        a, scene = self.animator, self.scene
        layout = stack_layout([(m.cockroach, m.to_square) for m in event.moves])
        anims: list[QAbstractAnimation] = []
        for move in event.moves:
            roach = scene.cockroaches[move.cockroach]
            pos, _, _ = layout[move.cockroach]
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
        self.add(group)
