"""The computer players at this computer: they think off the GUI thread, and their moves are
paced so people can follow them.

`ComputerPlayers` answers the flow's `waiting(seat)` for the seats the computer plays. The
decision is made in a worker thread (the window never blocks: a hard player may look ahead for
a quarter of a second), then played after a pause that scales with the animation speed. A
decision that arrives after the table moved on (an undo, a new game, the page closing) is
dropped: each question carries a token, and any reset makes every older token stale.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.game import AiModule
from .turns import Decider, TurnFlow

log = logging.getLogger(__name__)

#: Pause before a computer's move at "normal" speed, so people see what it does.
COMPUTER_PAUSE_MS = 650


class ComputerPlayers(QObject):
    """Plays the flow's `Decider.COMPUTER` seats with `ai` at each seat's level."""

    _decided = Signal(object, int, int)  # from the thinking thread: action, seat, token

    def __init__(
        self,
        flow: TurnFlow,
        ai: Callable[[], AiModule[Any, Any]],
        speed_factor: Callable[[], float],
        parent: QObject | None = None,
    ):
        super().__init__(parent or flow)
        self.flow = flow
        self._ai_loader = ai
        self._ai: AiModule[Any, Any] | None = None
        self._speed_factor = speed_factor
        self._token = 0
        self._thinking = False
        self._decided.connect(self._on_decided)
        flow.waiting.connect(self._think)
        flow.reset.connect(self._forget)

    def thinking(self) -> bool:
        return self._thinking

    def _forget(self) -> None:
        """The table jumped (undo, load): a decision on its way is for a position gone."""
        self._token += 1
        self._thinking = False

    def _think(self, seat: int) -> None:
        flow = self.flow
        if flow.decider(seat) is not Decider.COMPUTER or self._thinking:
            return
        if self._ai is None:
            self._ai = self._ai_loader()
        ai = self._ai
        self._thinking = True
        self._token += 1
        token = self._token
        session = flow.session
        state = session.state
        level = session.setup.seats[seat].level
        seed = (session.seed * 1_000_003 + len(session.actions)) % (2**63)
        flow.thinking.emit(seat)

        def think() -> None:
            try:
                action = ai.choose_action(state, level, seed)
            except Exception:
                log.exception("computer player failed")
                action = None
            self._decided.emit(action, seat, token)

        threading.Thread(target=think, name="computer-player", daemon=True).start()

    def _on_decided(self, action: Any, seat: int, token: int) -> None:
        if token != self._token or self.flow.stopped:
            return
        delay = int(COMPUTER_PAUSE_MS * self._speed_factor())

        def play() -> None:
            if token != self._token:
                return
            self._thinking = False
            if action is not None:
                self.flow.play(action, seat)

        if delay <= 0:
            play()
        else:
            QTimer.singleShot(delay, self, play)
