"""The turns of one game on the table: who decides, applying actions, undo, and the page's hand-shake.

`TurnFlow` is the one turn flow of the box, for every game and every kind of seat. It holds
the game's `Session` (the Qt-free midend) and knows who decides each seat:

- a person here (`Decider.HERE`): the page offers the choices and `submit`s what was chosen;
- the computer (`Decider.COMPUTER`) or a person on another computer (`Decider.ELSEWHERE`): the
  flow says `waiting(seat)`, and the part that plays that seat answers with `play` (the
  computer players of `computer.py`; the network seats of the next issue);
- nobody (`Decider.NOBODY`): a replay, where an outside referee (`replay.py`'s driver, later
  the table server) has already applied every action and the flow only `show`s it.

The hand-shake with the page is the same in every case, and it is the only one:

    recorded()               ->  an action was applied or taken back: the autosave writes now,
                                 before anything else hears of it
    applied(action, events)  ->  the page animates the events  ->  flow.ready()
    refused(reason)          ->  the page shows the reason, snaps things back; nothing changed
    reset()                  ->  the state jumped (start, undo, load, a replay's jump): re-sync
    waiting(seat)            ->  a seat played elsewhere (computer, network) decides now
    thinking(seat)           ->  that seat is thinking (the page may say so)
    finished()               ->  the last action was applied, before its events are shown:
                                 records are kept now, so a kill during the animation loses nothing
    game_over()              ->  the page has shown the end
    changed()                ->  what may be done (act, undo) may have changed: menus re-read

Nothing is applied while the events of the last action are being shown (`showing_events`), so
the page never has to guard against an action arriving mid-animation.

What a game at a table server adds (a referee elsewhere, people away, the connection) lives
beside the flow in its `table` (flow/table.py); a game played here has none.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...core.errors import IllegalAction
from ...core.i18n import Message
from ...core.players import Setup
from ...core.session import Session
from .table import TableSide

AnySession = Session[Any, Any, Any]


class Decider(enum.Enum):
    """Who decides for a seat."""

    HERE = "here"  # a person at this computer
    COMPUTER = "computer"  # a computer player at this computer
    ELSEWHERE = "elsewhere"  # a person at another computer (network play)
    NOBODY = "nobody"  # a replay: the actions are known already


def deciders_for(setup: Setup) -> tuple[Decider, ...]:
    """The deciders of a game played at this computer: each computer seat by the computer,
    every other by a person here."""
    return tuple(Decider.COMPUTER if seat.computer else Decider.HERE for seat in setup.seats)


class TurnFlow(QObject):
    """One game's turns: see the module docstring for the hand-shake."""

    recorded = Signal()  # the session changed (an action applied or taken back): write it down
    applied = Signal(object, list)  # action, events: animate them, then call ready()
    refused = Signal(object)  # Message: why the action was not allowed
    reset = Signal()  # the state jumped: re-sync without animation
    waiting = Signal(int)  # a seat not decided here decides now
    thinking = Signal(int)  # that seat started thinking
    finished = Signal()  # the last action was applied (its events not shown yet)
    game_over = Signal()  # the end has been shown
    changed = Signal()  # acting or undoing may have changed

    def __init__(
        self,
        session: AnySession,
        deciders: Sequence[Decider] | None = None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.deciders = tuple(deciders) if deciders is not None else deciders_for(session.setup)
        if len(self.deciders) != len(session.setup.seats):
            raise ValueError("one decider per seat")
        self._busy = False  # an action's events are being shown
        self._stopped = False
        #: The network side of a game refereed at a table server (flow/table.py); None here.
        self.table: TableSide | None = None

    # a game at a table server (flow/table.py) ---------------------------------------------
    def table_side(self) -> TableSide:
        """The flow's network side, made the first time a table server plays a part."""
        if self.table is None:
            self.table = TableSide(self.changed.emit)
        return self.table

    @property
    def referee(self) -> Callable[[Any], None] | None:
        """Where a person's decision goes instead of being applied here (a table server);
        the answer comes as `show` or `refuse`."""
        return self.table.referee if self.table is not None else None

    @referee.setter
    def referee(self, referee: Callable[[Any], None] | None) -> None:
        self.table_side().referee = referee

    @property
    def watching(self) -> bool:
        """A game watched live from another computer (a spectator): nobody decides here,
        and it is no replay."""
        return self.table is not None and all(d is Decider.NOBODY for d in self.deciders)

    def played_elsewhere(self) -> frozenset[int]:
        """The seats decided on another computer: those of a game across computers not played
        here, and every seat for a spectator (who watches people elsewhere, not a replay)."""
        watching = self.watching
        return frozenset(
            seat for seat, d in enumerate(self.deciders) if d is Decider.ELSEWHERE or (watching and d is Decider.NOBODY)
        )

    @property
    def away(self) -> frozenset[int]:
        return self.table.away if self.table is not None else frozenset()

    @property
    def played_for(self) -> frozenset[int]:
        return self.table.played_for if self.table is not None else frozenset()

    def held(self) -> Message | None:
        """Why nothing may be decided here now (the connection to the table is lost), or None."""
        return self.table.held() if self.table is not None else None

    # what is on the table ----------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def shown_state(self) -> Any:
        """The state the table shows: while an action's events are being shown, the state
        before it, so what a side panel counts (the draw pile, a heap, whose turn) changes when
        the board has got there, not when the referee decided (the panel ran ahead of the
        animation: "Draw pile: 52" beside a pile of 60)."""
        states = self.session.states
        return states[-2] if self._busy and len(states) >= 2 else states[-1]

    @property
    def game_id(self) -> str:
        return self.session.game_id

    def is_over(self) -> bool:
        return self.session.is_over()

    def decider(self, seat: int | None) -> Decider | None:
        return self.deciders[seat] if seat is not None and 0 <= seat < len(self.deciders) else None

    def deciding_seat(self) -> int | None:
        return self.session.deciding_player()

    @property
    def read_only(self) -> bool:
        """Nobody decides here at all: a replay, or a game watched live (the page shows no
        controls to act with)."""
        return self.watching or all(d is Decider.NOBODY for d in self.deciders)

    def people_here(self) -> list[int]:
        """The seats played by people at this computer (a hand-over greets them by name)."""
        return [seat for seat, d in enumerate(self.deciders) if d is Decider.HERE]

    def showing_events(self) -> bool:
        """The page is still showing the events of the last action (it calls `ready()`)."""
        return self._busy

    def can_act(self) -> bool:
        """A person here decides now, and the table shows the state as it is."""
        return (
            not self._stopped
            and not self.watching
            and not self._busy
            and not (self.table is not None and (self.table.awaiting or self.table.held() is not None))
            and self.decider(self.session.deciding_player()) is Decider.HERE
            and not self.session.is_over()
        )

    # actions -----------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """A person here decided. Refusals are emitted with the reason; nothing changes."""
        if not self.can_act():
            return False
        table = self.table
        if table is not None and table.referee is not None:
            table.awaiting = True
            table.referee(action)
            self.changed.emit()
            return True
        return self._apply(action)

    def refuse(self, reason: Message) -> None:
        """The referee elsewhere refused the decision sent to it: nothing changed."""
        if self.table is not None:
            self.table.awaiting = False
        self.refused.emit(reason)
        self.changed.emit()

    def set_away(self, seats: frozenset[int], played_for: frozenset[int] = frozenset()) -> None:
        """`seats`: people elsewhere who lost the connection; `played_for`: those among the
        people elsewhere whose seats the computer plays meanwhile."""
        self.table_side().set_away(seats, played_for)

    def play(self, action: Any, seat: int) -> bool:
        """The decision of a seat played elsewhere (computer, network), for `seat`; ignored
        when it is not that seat's decision any more (an undo, a reset came between)."""
        if self._stopped or self._busy or self.session.is_over():
            return False
        if seat != self.session.deciding_player() or self.decider(seat) not in (Decider.COMPUTER, Decider.ELSEWHERE):
            return False
        return self._apply(action)

    def _apply(self, action: Any) -> bool:
        try:
            events = self.session.play(action)
        except IllegalAction as error:
            self.refused.emit(error.reason)
            return False
        self._show(action, events)
        return True

    def show(self, session: AnySession, action: Any, events: list[Any]) -> None:
        """An outside referee applied `action` (a replay's next step): show it, as if played."""
        if self._busy:
            return
        if self.table is not None:
            self.table.awaiting = False
        self.session = session
        self._show(action, events)

    def _show(self, action: Any, events: list[Any]) -> None:
        self._busy = True
        self.recorded.emit()
        if self.session.is_over():
            self.finished.emit()
        self.applied.emit(action, events)
        self.changed.emit()

    def ready(self) -> None:
        """The page has shown the last events: on with whoever decides next."""
        self._busy = False
        self.changed.emit()
        if self.session.is_over():
            self.game_over.emit()
            return
        self._ask()

    def start(self) -> None:
        """Show the game as it is and let whoever decides first play."""
        self._stopped = False
        self._busy = False
        self.reset.emit()
        self.ready()

    def jump(self, session: AnySession) -> None:
        """Show another moment of the game (a replay's jump) without animation."""
        self.session = session
        self._busy = False
        if self.table is not None:
            self.table.awaiting = False
        self.reset.emit()
        self.changed.emit()

    def stop(self) -> None:
        """The page is closing or starts another game: decisions still on their way are ignored."""
        self._stopped = True

    @property
    def stopped(self) -> bool:
        return self._stopped

    def _ask(self) -> None:
        seat = self.session.deciding_player()
        if self._stopped or seat is None:
            return
        if self.decider(seat) in (Decider.COMPUTER, Decider.ELSEWHERE):
            self.waiting.emit(seat)

    # undo --------------------------------------------------------------------------------
    def undo_depth(self) -> int:
        """How many actions an undo takes back: back to before the last decision of a person
        here, with the computer's moves after it; 0 when there is none to take back (a roll or
        a draw stands in the way, or nobody here decided since). An Undo that is enabled always
        changes what the table shows."""
        if self._busy or self._stopped or not self.people_here():
            return 0
        if any(d is Decider.ELSEWHERE for d in self.deciders):
            return 0  # a network game: the table's referee alone changes it
        session = self.session
        rules = session.rules
        for depth in range(1, len(session.actions) + 1):
            action = session.actions[-depth]
            if rules.reveals_chance(action):
                return 0
            if self.decider(rules.deciding_player(session.states[-depth - 1])) is Decider.HERE:
                return depth
        return 0

    def can_undo(self) -> bool:
        return self.undo_depth() > 0

    def undo(self) -> bool:
        """Take back the last decision of a person here (and the computer's moves after it)."""
        depth = self.undo_depth()
        if depth == 0:
            return False
        for _ in range(depth):
            self.session.undo()
        self.recorded.emit()
        self.reset.emit()
        self.changed.emit()
        self._ask()
        return True
