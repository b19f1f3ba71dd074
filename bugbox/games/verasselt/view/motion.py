"""How the events of one action play out on the table, as one animation.

`rules.apply` tells what happened in order (events.py); for each event this module moves
the scene's own card items from zone to zone (the scene's bookkeeping changes at once) and
animates them from where they were to where the scene's layout now puts them. Cards that
change zones fly on an arc, turn over when they come from the pile or go to a heap, and land
with a small bounce; cards that only make room slide. Dice tumble where they lie, settle on
their rolled faces, then slide next to the rows of their colours (docs/art-direction.md: eased, never linear).

Every duration goes through the page's `Animator`, so at speed "off" the whole sequence ends
inside `Animator.run`; the page then re-syncs the scene from the new state anyway.

`Choreographer` is the game's `Choreography` (ui/choreography.py): one method per event class,
marked `@shows(...)`. `Mover` holds what those methods move cards with; the page also uses it
for a card the player drops or puts somewhere before the decision is sent.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPointF
from PySide6.QtGui import QColor

from ....ui import art
from ....ui.animation import Animator
from ....ui.choreography import Choreography, shows
from ..cards import COLOURS, FACES, Cards
from ..events import (
    Bust,
    CardsBoosted,
    CardsCaught,
    CatchPiledUp,
    CatchReceived,
    DiceRolled,
    GroupChosen,
    HubRefilled,
    HubReplenished,
    Stopped,
    TurnStarted,
)
from .pieces import DANGER, SELECTED, BugCard, Mat
from .scene import Piece, TableScene, Zone
from .sounds import sound_of

Ease = QEasingCurve.Type
FLIGHT_MS = 420
SLIDE_MS = 300
STAGGER_MS = 90
TUMBLE_MS = 760


def call(animator: Animator, fn: Callable[[], None]) -> QAbstractAnimation:
    """A step that does `fn` when the sequence reaches it (also at speed "off")."""
    step = animator.pause(0)
    step.finished.connect(fn)
    return step


def arc(
    animator: Animator, card: Piece, start: QPointF, end: QPointF, ms: float, scale: float, start_scale: float
) -> QAbstractAnimation:
    """A flight on a curve: up and over, eased in and out, landing with a small bounce."""
    flight = animator.prop(card, b"pos", end, ms, start=start, curve=Ease.InOutCubic)
    distance = (end - start).manhattanLength()
    control = (start + end) / 2 - QPointF(0, 40 + 0.22 * distance)
    # Keep the top of the curve (half way to the control point) on the table.
    control.setY(max(control.y(), 130 - (start.y() + end.y()) / 2))
    for k in range(1, 10):
        t = k / 10
        point = start * (1 - t) ** 2 + control * (2 * t * (1 - t)) + end * t * t
        flight.setKeyValueAt(t, point)
    grow = animator.prop(
        card, b"scale", max(scale, start_scale) * 1.12, ms * 0.55, start=start_scale, curve=Ease.OutQuad
    )
    land = animator.prop(card, b"scale", scale, ms * 0.45, curve=Ease.OutBack)
    return animator.parallel(flight, animator.sequence(grow, land))


class Mover:
    """Moves the scene's own cards between zones and animates them to the scene's layout."""

    def __init__(self, scene: TableScene, animator: Animator):
        self.scene = scene
        self.animator = animator

    def move(self, source: Zone, target: Zone, cards: Cards, prefer: str | None = None) -> list[BugCard]:
        moved: list[BugCard] = []
        for colour in COLOURS:
            if cards[colour]:
                taken = self.scene.take(source, colour, cards[colour], prefer)
                self.scene.put(target, taken)
                moved += taken
        for card in moved:
            card.staged = None
        return moved

    def relayout(self, flyers: Sequence[Piece] = (), stagger: float = 0.0, ms: float = FLIGHT_MS) -> QAbstractAnimation:
        """Animate everything to the scene's layout: `flyers` fly (one after another when
        `stagger` is set), the others slide."""
        anims: list[QAbstractAnimation] = []
        order = {card: k for k, card in enumerate(flyers)}
        for item, place in self.scene.layout().items():
            moved = item.target != place.pos or item.target_scale != place.scale
            if not moved and item not in order:
                continue
            start, start_scale = QPointF(item.target), item.target_scale
            item.target, item.target_scale = QPointF(place.pos), place.scale
            if item in order:
                lift = call(self.animator, partial(item.setZValue, 60))
                settle = call(self.animator, partial(item.setZValue, place.z))
                flight = arc(self.animator, item, start, place.pos, ms, place.scale, start_scale)
                steps = [self.animator.pause(stagger * order[item])] if stagger else []
                anims.append(self.animator.sequence(*steps, lift, flight, settle))
            else:
                anims.append(
                    self.animator.parallel(
                        self.animator.prop(item, b"pos", place.pos, SLIDE_MS, start=start, curve=Ease.OutBack),
                        self.animator.prop(item, b"scale", place.scale, SLIDE_MS, start=start_scale),
                    )
                )
                item.setZValue(place.z)
        return self.animator.parallel(*anims)

    def draw(self, colours: Sequence[str]) -> list[BugCard]:
        """New face-down cards on the pile, to be flown somewhere and turned face up."""
        cards = []
        for colour in colours:
            card = self.scene.new_card(colour, self.scene.pile.pos(), face_up=False)
            card.target_scale = self.scene.pile.scale()
            card.start_flip(True)
            cards.append(card)
        return cards

    def turn_over(self, cards: list[BugCard], stagger: float, ms: float = FLIGHT_MS) -> QAbstractAnimation:
        """Cards just drawn turn face up during their flight; the pile count drops as each leaves."""
        pile = self.scene.pile
        anims: list[QAbstractAnimation] = []
        for k, card in enumerate(cards):
            anims.append(
                self.animator.sequence(
                    self.animator.pause(stagger * k),
                    call(self.animator, lambda: pile.set_count(max(0, pile.count - 1))),
                    self.animator.prop(card, b"flip", 1.0, ms, start=0.0, curve=Ease.InOutQuad),
                )
            )
        return self.animator.parallel(*anims)

    def to_heap(self, seat: int, cards: list[BugCard], stagger: float = STAGGER_MS) -> QAbstractAnimation:
        """Cards fly onto a heap face down and become part of its count."""
        heap = self.scene.heaps[seat]
        geometry = self.scene.seats[seat]
        anims: list[QAbstractAnimation] = []
        for k, card in enumerate(cards):
            self.scene.leaving.append(card)
            start, start_scale = QPointF(card.target), card.target_scale
            card.target = geometry.heap_pos
            card.start_flip(False)

            def land(c: BugCard = card) -> None:
                c.hide()
                heap.set_count(heap.count + 1)

            anims.append(
                self.animator.sequence(
                    self.animator.pause(stagger * k),
                    call(self.animator, partial(card.setZValue, 60)),
                    self.animator.parallel(
                        arc(self.animator, card, start, geometry.heap_pos, FLIGHT_MS, geometry.scale, start_scale),
                        self.animator.prop(card, b"flip", 1.0, FLIGHT_MS, start=0.0),
                    ),
                    call(self.animator, land),
                )
            )
        return self.animator.parallel(*anims)

    def pulse(self, mat: Mat, colour: QColor, up_ms: float, down_ms: float) -> QAbstractAnimation:
        """A mat lights up in `colour` and fades. The colour is set when the pulse starts, not
        when it is built: a later event of the same action may light the same mat otherwise."""
        return self.animator.sequence(
            call(self.animator, lambda: mat.set_glow(0.0, colour)),
            self.animator.prop(mat, b"glow", 1.0, up_ms, start=0.0),
            self.animator.prop(mat, b"glow", 0.0, down_ms, curve=Ease.InQuad),
        )


class Choreographer(Mover, Choreography):
    """One action's events as one animation on `scene` (see the module docstring). Made anew
    for each action: `play(events)` returns its sequence.

    After each event it shows, the column labels, the rings and the names follow the event
    (`TableScene.refresh_labels`): the bookkeeping runs ahead while the animation is built, so
    the owners are noted then and passed on when the animation gets there."""

    sound_of = staticmethod(sound_of)  # what each event sounds like (view/sounds.py)

    def __init__(self, scene: TableScene, animator: Animator):
        Mover.__init__(self, scene, animator)
        Choreography.__init__(self, animator)
        self.stopped_by: int | None = None  # who stopped in this action (his catch stays)

    def after_event(self, event: Any) -> None:
        if type(event) in self.shown():
            self.add(call(self.animator, partial(self.scene.refresh_labels, self.scene.owners())))

    @shows(TurnStarted)
    def turn_started(self, event: TurnStarted) -> None:
        scene = self.scene
        flyers: list[BugCard] = []
        if any(scene.counts("catch")):
            scene.prev_owner = scene.active
            flyers = self.move("catch", "prev", Cards.from_counts(scene.counts("catch")))
        scene.active = event.player
        scene.group = None

        # the last player's bust frames end with his turn (when it is shown, not when built)
        def unframe_dice() -> None:
            for die in scene.dice:
                die.set_danger(False)

        unframe = call(self.animator, unframe_dice)
        self.add(self.animator.sequence(unframe, self.relayout(flyers, stagger=25, ms=360), self.animator.pause(120)))

    @shows(GroupChosen)
    def group_chosen(self, event: GroupChosen) -> None:
        self.scene.group = event.group
        zone = "prev" if event.group == "catch" else "hub"
        pulses = [self.pulse(mat, SELECTED, 160, 380) for mat in self.scene.row_mats[zone]]
        self.add(self.animator.parallel(self.relayout(), *pulses))

    @shows(CatchReceived)
    def catch_received(self, event: CatchReceived) -> None:
        scene = self.scene
        scene.receipt_owner = event.player
        flyers = self.move("prev", "receipt", event.cards)
        scene.prev_owner = None
        if self.stopped_by is not None and any(scene.counts("catch")):
            # The plunderer stopped: his own catch now lies as the previous catch, while the
            # plundered player piles up before the next turn starts.
            scene.prev_owner = self.stopped_by
            flyers += self.move("catch", "prev", Cards.from_counts(scene.counts("catch")))
        self.add(self.relayout(flyers, stagger=25, ms=380))

    @shows(CatchPiledUp)
    def catch_piled_up(self, event: CatchPiledUp) -> None:
        scene = self.scene
        yard = self.move("receipt", ("yard", event.player), event.front_yard, prefer="yard")
        heaped: list[BugCard] = []
        for colour in COLOURS:
            heaped += scene.take("receipt", colour, event.heap[colour], prefer="heap")
        if not any(scene.counts("receipt")):
            scene.receipt_owner = None
        self.add(
            self.animator.parallel(
                self.relayout(yard, stagger=STAGGER_MS),
                self.animator.sequence(
                    self.animator.pause(STAGGER_MS * len(yard)), self.to_heap(event.player, heaped, stagger=60)
                ),
            )
        )

    @shows(HubReplenished)
    def hub_replenished(self, event: HubReplenished) -> None:
        drawn = self.draw(event.drawn)
        self.scene.put("hub", drawn)
        self.add(self.animator.parallel(self.relayout(drawn, stagger=STAGGER_MS), self.turn_over(drawn, STAGGER_MS)))

    @shows(CardsBoosted)
    def cards_boosted(self, event: CardsBoosted) -> None:
        zone = "prev" if event.group == "catch" else "hub"
        flyers = self.move(("yard", event.player), zone, event.cards, prefer="group")
        self.add(self.relayout(flyers, stagger=STAGGER_MS))

    @shows(DiceRolled)
    def dice_rolled(self, event: DiceRolled) -> None:
        tumbles: list[QAbstractAnimation] = []
        for k, index in enumerate(event.rolled):
            die = self.scene.dice[index]
            final = event.faces[index]
            die.face = final
            # Faces flashed on the way: a fixed walk round the die, different for each die.
            flashes = [art.die(FACES[(index + 2 * step + k) % len(FACES)]) for step in range(6)]
            tumbles.append(
                self.animator.sequence(
                    self.animator.pause(45 * k), die.tumble(self.animator, flashes, art.die(final), TUMBLE_MS)
                )
            )
        self.add(self.animator.sequence(self.animator.parallel(*tumbles), self.animator.pause(260), self.relayout()))

    @shows(CardsCaught)
    def cards_caught(self, event: CardsCaught) -> None:
        flyers = self.move(self.scene.group_zone(), "catch", event.cards)
        self.add(self.animator.sequence(self.relayout(flyers, stagger=STAGGER_MS), self.animator.pause(120)))

    @shows(Bust)
    def bust(self, event: Bust) -> None:
        scene = self.scene
        zone = "prev" if event.group == "catch" else "hub"
        dice = [die for die in scene.dice if die.face in event.colours]
        mats = [scene.row_mats[zone][COLOURS.index(colour)] for colour in event.colours]

        def ready_mats() -> None:
            for mat in mats:
                mat.set_glow(0.0, DANGER)

        def frame_dice() -> None:
            for die in dice:
                die.set_danger(True)

        warn = self.animator.sequence(
            call(self.animator, ready_mats),
            self.animator.parallel(
                call(self.animator, frame_dice),
                *[self.animator.prop(mat, b"glow", 1.0, 220, start=0.0) for mat in mats],
            ),
        )
        stamp = scene.stamp
        show = self.animator.sequence(
            call(self.animator, stamp.show),
            self.animator.parallel(
                self.animator.prop(stamp, b"opacity", 1.0, 180, start=0.0),
                self.animator.prop(stamp, b"scale", 1.0, 420, start=1.8, curve=Ease.OutBack),
            ),
            self.animator.pause(650),
            self.animator.prop(stamp, b"opacity", 0.0, 260),
            call(self.animator, stamp.hide),
        )
        back = self.move("catch", zone, event.returned)
        back_anim = self.relayout(back, stagger=STAGGER_MS / 2)
        consolation = self.draw(event.consolation)
        scene.put(("yard", event.player), consolation)
        comfort = self.animator.parallel(
            self.relayout(consolation, stagger=STAGGER_MS * 2), self.turn_over(consolation, STAGGER_MS * 2)
        )
        fade = self.animator.parallel(*[self.animator.prop(mat, b"glow", 0.0, 300) for mat in mats])
        self.add(self.animator.sequence(warn, show, back_anim, comfort, fade))

    @shows(Stopped)
    def stopped(self, event: Stopped) -> None:
        self.stopped_by = event.player
        self.add(self.animator.parallel(*[self.pulse(mat, SELECTED, 150, 350) for mat in self.scene.row_mats["catch"]]))

    @shows(HubRefilled)
    def hub_refilled(self, event: HubRefilled) -> None:
        flyers = self.move(("yard", event.player), "hub", event.cards, prefer="hub")
        self.add(self.relayout(flyers, stagger=STAGGER_MS))
