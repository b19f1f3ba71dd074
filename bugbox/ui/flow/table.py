"""The network side of a turn flow: what a game refereed at a table server adds to the turns,
kept beside `TurnFlow` (flow/turns.py) rather than inside it.

A game at a table server sends this computer's decisions to the server (`referee`) and waits
for its answer (`awaiting`); its people elsewhere may be away or played for by the computer;
a spectator only watches; and while the connection is lost nothing is decided here at all:
a choice made then would be sent once the connection is back, long after the player has
forgotten it (issue 37: a blind roll carried out 40 s later). `held()` says why the table is
held, and the page shows that sentence where it shows whom the table waits for.

A game played at this computer has no `TableSide`; its flow asks nothing of one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg

#: What the table says while the connection to the server is lost (nothing chosen counts).
DISCONNECTED = msg(
    "Network",
    QT_TRANSLATE_NOOP(
        "Network", "The connection to the table is lost: nothing can be played until bugbox has reconnected."
    ),
)


class TableSide:
    """One flow's network state (see the module docstring); `changed` is called whenever what
    may be done or whom the table waits for changes (the flow re-emits its `changed`)."""

    def __init__(self, changed: Callable[[], None]):
        self._changed = changed
        #: Where a decision made here goes (the server); its answer comes as `show` or `refuse`.
        self.referee: Callable[[Any], None] | None = None
        #: A decision was sent to the referee and is not answered yet.
        self.awaiting = False
        #: Seats played elsewhere whose person has lost the connection (the prompts say so).
        self.away: frozenset[int] = frozenset()
        #: Seats of people elsewhere that the computer plays meanwhile (the host let it).
        self.played_for: frozenset[int] = frozenset()
        #: This computer is connected to the table's server.
        self.connected = True

    def set_away(self, seats: frozenset[int], played_for: frozenset[int] = frozenset()) -> None:
        if seats != self.away or played_for != self.played_for:
            self.away, self.played_for = seats, played_for
            self._changed()

    def set_connected(self, connected: bool) -> None:
        """The connection was lost or is back. A decision sent before it was lost is not
        awaited any more: the server's table, sent again on the comeback, says what stands."""
        if connected != self.connected:
            self.connected = connected
            self.awaiting = False
            self._changed()

    def held(self) -> Message | None:
        """Why nothing may be decided here now (None: nothing holds the table)."""
        return None if self.connected else DISCONNECTED
