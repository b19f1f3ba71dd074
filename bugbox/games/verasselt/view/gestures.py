"""What the player does at the table: dice picked, cards clicked, dragged or chosen with Tab,
groups chosen, keys pressed; each ends as an action the page `submit`s to the rules.

A mixin of `VerasseltPage`, which owns the scene, the turn flow and `refresh`; what it uses of
the page is the Protocol `TablePage`, so mypy checks both sides. Piling up and the forced
refill are decisions of several cards at once: the player puts cards where he wants them (they
stay marked until sent), and the action is submitted once every card has its place, or when he
presses "Rest to heap". A trial `rules.apply` on the current state tells at once if a card may
not go somewhere, and why: the rules decide, not the view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from ....core.errors import IllegalAction
from ....core.i18n import Message
from .. import rules
from ..cards import COLOURS, Cards
from ..rules import Action, Boost, ChooseGroup, Phase, PileUp, RefillHub, Roll, State, Stop
from .pieces import BugCard
from .scene import RING_DECIDES as FOCUS
from .scene import Zone

if TYPE_CHECKING:
    from ....ui.animation import Animator
    from .motion import Mover
    from .scene import TableScene

#: The phases in which the active player rolls (and may boost the group first).
ROLL_PHASES: Final[tuple[Phase, ...]] = ("boost_or_roll", "decide")
#: Where a card is put before the decision is sent ("yard", "heap", "hub"); None: not put;
#: False in a query: any.
Staged = str | None


class TablePage(Protocol):
    """What the gestures use of the page (`VerasseltPage` with its `GamePage` base)."""

    scene: TableScene
    animator: Animator
    mover: Mover
    selection: set[int]  # the dice chosen for the next roll

    @property
    def state(self) -> State | None: ...
    def can_act(self) -> bool: ...
    def submit(self, action: Action) -> bool: ...
    def decider(self) -> int | None: ...
    def refresh(self) -> None: ...
    def play_again(self) -> None: ...
    def dismiss_handover(self) -> None: ...
    def tell(self, reason: Message) -> None: ...


if TYPE_CHECKING:
    _Page = TablePage
else:
    _Page = object


class Gestures(_Page):
    """The page's input handling (see the module docstring)."""

    focus_card: BugCard | None  # the card Tab has ringed for Space (the page sets None first)

    def _acting_state(self) -> State | None:
        """The state, when a person here may act on it now; else None."""
        state = self.state
        return state if state is not None and self.can_act() else None

    # the player's moves --------------------------------------------------------------------
    def toggle_die(self, index: int) -> None:
        state = self._acting_state()
        if state is None or state.phase not in ROLL_PHASES:
            return
        self.selection ^= {index}
        self.refresh()

    def roll_selected(self) -> None:
        """Roll the chosen dice; too few are refused by the rules, with their reason."""
        self.submit(Roll(dice=tuple(sorted(self.selection))))

    def roll_all(self) -> None:
        self.submit(Roll(dice=tuple(range(len(self.scene.dice)))))

    def _zone_clicked(self, zone: Zone) -> None:
        state = self._acting_state()
        if state is None:
            return
        if state.phase == "choose_group" and zone in ("hub", "prev"):
            self.submit(ChooseGroup(group="hub" if zone == "hub" else "catch"))
        elif state.phase == "pile_up" and zone == ("heap", self.decider()):
            self.rest_to_heap()

    def _card_clicked(self, card: BugCard) -> None:
        state = self._acting_state()
        if state is None:
            return
        zone = self._zone_of(card)
        if state.phase == "choose_group" and zone in ("hub", "prev"):
            self._zone_clicked(zone)
        elif state.phase in ROLL_PHASES and zone == ("yard", state.active):
            self._boost(card)
        elif state.phase == "pile_up" and zone == "receipt":
            self._stage_receipt(card, None if card.staged else "yard")
        elif state.phase == "forced_refill" and zone == ("yard", state.active):
            self._stage_refill(card, None if card.staged else "hub")

    def _card_dropped(self, card: BugCard, pos: QPointF) -> None:
        state = self._acting_state()
        if state is None:
            self.snap_back()
            return
        zone, target = self._zone_of(card), self.scene.zone_at(pos)
        if state.phase in ROLL_PHASES and zone == ("yard", state.active) and target == self.scene.group_zone():
            self._boost(card, dropped=True)
        elif state.phase == "pile_up" and zone == "receipt" and state.receipt is not None:
            receiver = state.receipt.player
            places: dict[Zone | None, Staged] = {("yard", receiver): "yard", ("heap", receiver): "heap", "catch": None}
            how = places.get(target, card.staged)
            if how == card.staged:
                self.snap_back()
            else:
                self._stage_receipt(card, how, dropped=True)
        elif state.phase == "forced_refill" and zone == ("yard", state.active):
            refill: dict[Zone | None, Staged] = {"hub": "hub", ("yard", state.active): None}
            how = refill.get(target, card.staged)
            if how == card.staged:
                self.snap_back()
            else:
                self._stage_refill(card, how, dropped=True)
        else:
            self.snap_back()

    def _boost(self, card: BugCard, dropped: bool = False) -> None:
        card.staged = "group"
        if dropped:
            card.target = QPointF(card.pos())
        self.submit(Boost(cards=Cards.from_colours([card.colour])))

    def _stage_receipt(self, card: BugCard, how: Staged, dropped: bool = False) -> None:
        """Put a received card into the front yard, onto the heap, or back (`how` None)."""
        if how == "yard":
            trial = Cards.from_colours([c.colour for c in self._receipt_cards("yard")] + [card.colour])
            reason = self._trial(PileUp(front_yard=trial))
            if reason is not None:
                self.tell(reason)
                self.snap_back()
                return
        card.staged = how
        card.set_marked(how is not None)
        self._relayout(card if dropped else None)
        if not self._receipt_cards(None):
            self.rest_to_heap()
        else:
            self.refresh()

    def rest_to_heap(self) -> None:
        """Pile up: the cards put into the front yard go there, all the others to the heap."""
        state = self._acting_state()
        if state is None or state.phase != "pile_up":
            return
        self.submit(PileUp(front_yard=Cards.from_colours([c.colour for c in self._receipt_cards("yard")])))

    def _stage_refill(self, card: BugCard, how: Staged, dropped: bool = False) -> None:
        state = self.state
        if state is None:
            return
        staged = self._yard_cards(state.active, "hub")
        if how == "hub" and len(staged) >= self._refill_need():
            self.snap_back()
            return
        card.staged = how
        card.set_marked(how is not None)
        self._relayout(card if dropped else None)
        staged = self._yard_cards(state.active, "hub")
        if len(staged) == self._refill_need():
            self.submit(RefillHub(cards=Cards.from_colours([c.colour for c in staged])))
        else:
            self.refresh()

    def _refill_need(self) -> int:
        """How many cards the forced refill takes from the front yard (the rules' choices)."""
        state = self.state
        choices = rules.legal_actions(state) if state is not None else []
        first = choices[0] if choices else None
        return first.cards.total if isinstance(first, RefillHub) else 0

    def _trial(self, action: Action) -> Message | None:
        """Ask the rules whether `action` would be accepted now, without doing it."""
        state = self.state
        if state is None:
            return None
        try:
            rules.apply(state, action)
        except IllegalAction as error:
            return error.reason
        return None

    # where cards are -----------------------------------------------------------------------
    def _zone_of(self, card: BugCard) -> Zone | None:
        for zone, by_colour in self.scene.zones.items():
            if card in by_colour[card.colour]:
                return zone
        return None

    def _yard_cards(self, seat: int, staged: Staged | bool = False) -> list[BugCard]:
        """The cards in a front yard; with `staged`, only those put there (None: not put)."""
        cards = [c for colour in COLOURS for c in self.scene.zones[("yard", seat)][colour]]
        return cards if staged is False else [c for c in cards if c.staged == staged]

    def _receipt_cards(self, staged: Staged | bool = False) -> list[BugCard]:
        """The cards got back; with `staged`, only those put where it says (None: not put)."""
        cards = [c for colour in COLOURS for c in self.scene.zones["receipt"][colour]]
        return cards if staged is False else [c for c in cards if c.staged == staged]

    def _relayout(self, dropped: BugCard | None = None) -> None:
        if dropped is not None:
            dropped.target = QPointF(dropped.pos())
        self.animator.run(self.mover.relayout([dropped] if dropped is not None else [], ms=240))

    def snap_back(self) -> None:
        """Everything dragged goes back where it belongs."""
        for card in self.scene.all_cards():
            if card.pos() != card.target:
                self.animator.run(self.animator.prop(card, b"pos", card.target, 200))

    # keys ----------------------------------------------------------------------------------
    def _key(self, event: QKeyEvent) -> bool:
        """1-7 pick dice, R rolls them, A rolls all, S stops, H and C choose the group (H also
        piles the rest onto the heap), Enter does the obvious, Space or Enter close the
        hand-over, N plays again after the end, Escape drops the dice chosen. Tab walks
        through the cards that may be moved now and Space moves the one ringed, as a click."""
        key = event.key()
        if self.scene.handover.isVisible():
            if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.dismiss_handover()
                return True
            return False
        state = self.state
        if state is None:
            return False
        if rules.is_over(state):
            if key in (Qt.Key.Key_N, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.play_again()
                return True
            return False
        if not self.can_act():
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._move_focus(-1 if key == Qt.Key.Key_Backtab else 1)
            return True
        if key == Qt.Key.Key_Space and self.focus_card is not None:
            self._card_clicked(self.focus_card)
            return True
        phase = state.phase
        if phase in ROLL_PHASES:
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_7:
                self.toggle_die(key - Qt.Key.Key_1)
            elif key in (Qt.Key.Key_R, Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.roll_selected()
            elif key == Qt.Key.Key_A:
                self.roll_all()
            elif key == Qt.Key.Key_S and phase == "decide":
                self.submit(Stop())
            elif key == Qt.Key.Key_Escape:
                self.selection.clear()
                self.refresh()
            else:
                return False
            return True
        if phase == "choose_group" and key in (Qt.Key.Key_H, Qt.Key.Key_C):
            self.submit(ChooseGroup(group="hub" if key == Qt.Key.Key_H else "catch"))
            return True
        if phase == "pile_up" and key in (Qt.Key.Key_H, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.rest_to_heap()
            return True
        return False

    def _movable_cards(self) -> list[BugCard]:
        cards = [c for c in self.scene.all_cards() if c.draggable]
        return sorted(cards, key=lambda c: (c.target.y(), c.target.x()))

    def _move_focus(self, step: int) -> None:
        cards = self._movable_cards()
        if not cards:
            return
        index = cards.index(self.focus_card) + step if self.focus_card in cards else (0 if step > 0 else -1)
        self._set_focus_card(cards[index % len(cards)])

    def _set_focus_card(self, card: BugCard | None) -> None:
        if self.focus_card is not None and self.focus_card is not card:
            self.focus_card.set_glow(0.0)
        self.focus_card = card
        if card is not None:
            card.set_glow(1.0, FOCUS)
