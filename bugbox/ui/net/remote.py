"""A game at a table server, as this computer takes part in it: the network counterpart of
`GameController` (ui/controller.py).

The server referees: it alone applies actions, and this side shows the events it sends. So the
flow (`TurnFlow`) runs over a mirror of the game (`Session.mirror`: the public states as they
come, the seed unknown) and its seats are decided here (`Decider.HERE`, the seats this
computer holds a token for) or elsewhere (everybody else, the server's computer players too).
A decision made here goes to the server (`flow.referee`); its `played` comes back to every
seat alike and is shown the way any applied action is. Messages that arrive while the page
still shows the last events wait their turn, so the table never skips a step. A spectator's
flow has nobody deciding here: the page is read-only, as in the replay viewer.

When the game ends the server sends the whole save (setup, seed, actions); it is kept in
Records on this computer like any finished game, and can be replayed there.

What arrives here has passed the trust boundary (bugbox/net/trust.py) on the link's thread.
Should the table still fail on it, the link is left with one sentence (`told`), the table
stays as it was and the seats stay kept: a server's message never reaches the crash dialog.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.i18n import QT_TRANSLATE_NOOP, msg
from ...core.players import Level, Seat, Setup
from ...core.session import Session
from ...net import protocol as wire
from ..flow.turns import Decider, TurnFlow
from .link import TableLink

log = logging.getLogger(__name__)

AnySession = Session[Any, Any, Any]

#: How long a person's seat is without a connection before the table says they are away
#: (seconds). A connection comes and goes for many reasons that are over in moments: the host
#: starting bugbox again, on another port too, is found by the guests in 7-15 s; until then
#: each side sees the other's seat unconnected. Nothing is said, and the computer is offered no
#: seat, before bugbox knows somebody is really away (issue 45).
AWAY_GRACE = 20.0


class RemoteGame(QObject):
    """One table at a server, seen from this computer (see the module docstring)."""

    table_changed = Signal()  # the seats or the table's status changed (the lobby shows them)
    started = Signal()  # the game began (or was found running): its flow is ready for the page
    kept = Signal(object)  # Path: the finished game was kept in Records
    told = Signal(object)  # Message: something to tell the player (a refusal outside the game)

    def __init__(self, link: TableLink, parent: QObject | None = None):
        super().__init__(parent)
        self.link = link
        self.code: str | None = None
        self.game_id: str | None = None
        self.tokens: dict[int, str] = {}  # the seats held here, with their secret tokens
        self.host_token: str | None = None
        self.table: wire.Table | None = None
        self.seats: list[wire.SeatInfo] = []
        self.flow: TurnFlow | None = None
        self.watching = False
        self.over: wire.GameOver | None = None
        self._kept_game = False  # the finished game is kept in Records here
        self._pending: deque[wire.Played] = deque()
        self._catching_up: int | None = None  # the actions the server has, while missed ones come
        self._started_at = time.monotonic()
        #: How long a seat is unconnected before it counts as away (`AWAY_GRACE`, read now: tests
        #: set less).
        self.away_grace = AWAY_GRACE
        self._unconnected_since: dict[int, float] = {}  # the seats seen unconnected, since when
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.timeout.connect(self._grace_over)
        link.seen = self.seen
        link.lost.connect(self._connection_lost)
        link.received.connect(self._received)
        link.distrusted.connect(self.told)
        link.noted.connect(self.told)

    # what the lobby and the window ask ------------------------------------------------------
    @property
    def status(self) -> str:
        return self.table.status if self.table is not None else "waiting"

    @property
    def finished(self) -> bool:
        """The game at this table has ended (as the table said, or as shown here)."""
        return (
            self.status == "over"
            or self.over is not None
            or self._kept_game
            or (self.flow is not None and self.flow.is_over())
        )

    def seen(self) -> int:
        """How many actions this side has been told of (what a comeback asks the server from)."""
        return len(self.flow.session.actions) if self.flow is not None else 0

    def names(self) -> list[str]:
        return [seat.name or "" for seat in self.seats]

    # messages ------------------------------------------------------------------------------
    def _received(self, message: Any) -> None:
        try:
            self._take(message)
        except Exception:  # noqa: BLE001 - whatever a server's message does here: leave it
            self._give_up()

    def _give_up(self) -> None:
        from ...net.trust import NOT_BELIEVED

        log.exception("a message from the table server could not be shown; leaving the server")
        self._pending.clear()
        self.link.abandon(NOT_BELIEVED)

    def _take(self, message: Any) -> None:
        if isinstance(message, wire.Created):
            self.code, self.host_token = message.code, message.host
        elif isinstance(message, wire.Joined):
            self.code = message.code
            self.tokens[message.seat] = message.token
            self.link.holds = (message.code, tuple(self.tokens.values()), self.seen)
        elif isinstance(message, wire.Table):
            self._table(message)
        elif isinstance(message, wire.Seats) and message.code == self.code:
            self.seats = list(message.seats)
            self._update_away()
            self.table_changed.emit()
        elif isinstance(message, wire.Played) and message.code == self.code:
            self._pending.append(message)
            self._pump()
        elif isinstance(message, wire.Missed) and message.code == self.code:
            self._missed(message)
        elif isinstance(message, wire.GameOver) and message.code == self.code:
            self.over = message
            self._pump()
        elif isinstance(message, wire.Error):
            self._error(message)

    def _table(self, table: wire.Table) -> None:
        if self.code is not None and table.code != self.code:
            return
        self.code, self.game_id, self.table = table.code, table.game, table
        self.seats = list(table.seats)
        if table.state is not None:
            self._mirror(table)
        self._update_away()
        self.table_changed.emit()

    def _mirror(self, table: wire.Table) -> None:
        """The game as the server has it now: when it starts, when this side joins a running
        game (to watch it) and when it comes back after a lost connection. The actions it
        has not seen follow in `missed`; they join the log without being played out."""
        state = wire.believed(table, "state")
        flow = self.flow
        known = flow.session if flow is not None else None
        if known is not None and len(known.actions) == table.actions:
            return  # back with nothing missed: the table is as shown
        held = set(table.you)
        if not held <= set(self.tokens):
            raise ValueError(f"the server decides seats {sorted(held - set(self.tokens))} here, without their tokens")
        self.watching = not held
        if self.watching:  # a spectator watches again after a lost connection (link.py)
            self.link.holds = (table.code, (), self.seen)
        deciders = tuple(
            Decider.HERE if seat in held else Decider.NOBODY if self.watching else Decider.ELSEWHERE
            for seat in range(len(table.seats))
        )
        mirror: AnySession = Session.mirror(table.game, self._setup(table), state)
        if known is not None:  # the history seen so far stays; the rest comes in `missed`
            mirror.actions, mirror.events = list(known.actions), list(known.events)
        self._pending.clear()
        self._catching_up = table.actions
        if flow is None:
            self.flow = flow = TurnFlow(mirror, deciders, self)
            flow.referee = self._send_decision
            flow.changed.connect(self._pump)
            self.started.emit()
        else:
            flow.deciders = deciders
        flow.jump(mirror)
        self._caught_up()

    @staticmethod
    def _setup(table: wire.Table) -> Setup:
        return Setup(
            seats=tuple(
                Seat(
                    name=info.name or "?",
                    colour=info.colour,
                    computer=info.player == "computer",
                    level=info.level or Level.NORMAL,
                )
                for info in table.seats
            ),
            options=dict(table.options),
        )

    def _missed(self, missed: wire.Missed) -> None:
        flow = self.flow
        if flow is None:
            return
        session = flow.session
        for step in missed.actions:
            if step.index != len(session.actions):
                continue  # seen already
            session.record_unseen(wire.believed(step, "action"), list(wire.believed(step, "events")))
        self._caught_up()

    def _caught_up(self) -> None:
        """All the missed actions are in: the page shows the table with the whole log."""
        flow = self.flow
        if flow is None or self._catching_up is None or len(flow.session.actions) < self._catching_up:
            return
        self._catching_up = None
        flow.jump(flow.session)
        self._pump()

    def _send_decision(self, action: Any) -> None:
        flow = self.flow
        assert flow is not None and self.code is not None
        seat = flow.deciding_seat()
        token = self.tokens.get(seat) if seat is not None else None
        if token is None:
            return
        data = flow.session.rules.ACTION_ADAPTER.dump_python(action, mode="json")
        self.link.act(self.code, token, len(flow.session.actions), data)

    def _pump(self) -> None:
        """Show the next action the server applied, once the page has shown the last one."""
        try:
            self._show_next()
        except Exception:  # noqa: BLE001 - as in `_received`
            self._give_up()

    def _show_next(self) -> None:
        flow = self.flow
        if flow is None or flow.showing_events() or self._catching_up is not None:
            return
        while self._pending:
            played = self._pending.popleft()
            session = flow.session
            if played.index < len(session.actions):
                continue  # seen already (it came in `missed` too)
            action = wire.believed(played, "action")
            events = list(wire.believed(played, "events"))
            session.record(action, events, wire.believed(played, "state"))
            flow.show(session, action, events)
            return
        if self.over is not None and flow.is_over():
            over, self.over = self.over, None
            self._keep(over)

    def away_seats(self) -> list[wire.SeatInfo]:
        """The people away from the table: unconnected for `away_grace` at least, and nobody
        plays their seats meanwhile."""
        now = time.monotonic()
        return [
            seat
            for seat in self.seats
            if seat.seat in self._unconnected_since and now - self._unconnected_since[seat.seat] >= self.away_grace
        ]

    def _update_away(self) -> None:
        now = time.monotonic()
        unconnected = {s.seat for s in self.seats if s.player == "person" and not s.connected and not s.taken_over}
        for seat in list(self._unconnected_since):
            if seat not in unconnected:
                del self._unconnected_since[seat]
        for seat in unconnected:
            self._unconnected_since.setdefault(seat, now)
        waiting = [since + self.away_grace - now for since in self._unconnected_since.values()]
        waiting = [left for left in waiting if left > 0]
        if waiting:  # the table is asked again when the next of them has been away long enough
            self._grace.start(max(1, round(min(waiting) * 1000) + 1))
        else:
            self._grace.stop()
        if self.flow is not None:
            self.flow.set_away(
                frozenset(s.seat for s in self.away_seats()),
                frozenset(s.seat for s in self.seats if s.player == "person" and s.taken_over),
            )

    def _connection_lost(self, _reason: object = None) -> None:
        """Nothing is known of the others while this side is unconnected: who is away is
        judged afresh, from the table as it is when the connection is back."""
        self._unconnected_since.clear()
        self._grace.stop()

    def _grace_over(self) -> None:
        """A seat has now been unconnected for the grace: the table shows and says it."""
        self._update_away()
        self.table_changed.emit()

    def _error(self, error: wire.Error) -> None:
        from ...net.reasons import render

        reason = render(error.reason)
        if error.request == "act" and self.flow is not None:
            self.flow.refuse(reason)
        else:
            self.told.emit(reason)

    def _keep(self, over: wire.GameOver) -> None:
        """The finished game in Records on this computer, from the save the server sent."""
        from ...core import records
        from ...core.errors import LoadError
        from ...core.saves import session_from_save
        from ..flow.keeping import game_length

        try:
            save, session = session_from_save(over.save)
            # the game's length, not this process's: the same on every computer (flow/keeping.py);
            # its id from the save, the same on every computer too: a game kept already (the
            # table rejoined after its end) is not kept again (records/archive.py)
            path = records.keep(session, created=save.created, duration=game_length(save.created), game=save.key)
            self._know_every_position(session)
        except (LoadError, OSError, ValueError):
            log.exception("the finished network game could not be kept")
            self.told.emit(
                msg("Network", QT_TRANSLATE_NOOP("Network", "The finished game could not be kept in Records."))
            )
            return
        self._kept_game = True
        self.kept.emit(path)

    def _know_every_position(self, whole: AnySession) -> None:
        """A table this side came back to mid-game knew the states only from then on; the
        save that ends the game replays every one, so the finished table shows that game, its
        whole log and "Review this game" (a review needs every position)."""
        flow = self.flow
        mirror = flow.session if flow is not None else None
        if flow is None or mirror is None or not flow.is_over() or len(mirror.states) == len(mirror.actions) + 1:
            return
        if whole.action_dicts() == mirror.action_dicts():  # the save was checked to replay this game (trust.py)
            flow.jump(whole)

    def leave(self) -> None:
        for token in self.tokens.values():
            if self.code is not None:
                self.link.leave(self.code, token)
        self.link.holds = None
