"""Hints off the GUI thread: the solver may search for seconds (up to its budget), and the
window must stay alive meanwhile (issue 19 item 1).

`HintRunner.ask(state)` starts the search in a worker thread and answers with `answered`
(state, result) on the GUI thread through a queued signal, as the controller does for
computer players. The result is the next `PlayCard`, None (no solution from here) or a
`solver.Undecided` (the budget ran out). `cancel()` sets the search's cancel flag and drops
its answer: the page calls it on every move, Undo, and when the player leaves the task.
"""
from __future__ import annotations

import logging
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from .. import solver

log = logging.getLogger(__name__)


class HintRunner(QObject):
    answered = Signal(object, object)     # state asked about, PlayCard | None | solver.Undecided
    busy_changed = Signal(bool)
    _done = Signal(object, object, int)   # from the worker thread: state, result, token

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._token = 0
        self._budget: solver.Budget | None = None
        self._done.connect(self._on_done)

    def busy(self) -> bool:
        return self._budget is not None

    def ask(self, state: Any, budget: solver.Budget | None = None) -> None:
        """Search for a hint from `state`; a search still running is cancelled first."""
        self._stop()
        self._token += 1
        token = self._token
        self._budget = budget = budget or solver.Budget()

        def search() -> None:
            result: Any
            try:
                result = solver.hint(state, budget)
            except solver.Undecided as undecided:
                result = undecided
            except Exception as error:  # noqa: BLE001 - reported on the GUI thread as undecided
                log.exception("hint search failed")
                result = solver.Undecided(0)
                result.__cause__ = error
            self._done.emit(state, result, token)

        threading.Thread(target=search, name="schaben-hint", daemon=True).start()
        self.busy_changed.emit(True)

    def cancel(self) -> None:
        """Stop the search (if any) and forget its answer."""
        if self._stop():
            self._token += 1
            self.busy_changed.emit(False)

    def _stop(self) -> bool:
        budget, self._budget = self._budget, None
        if budget is None:
            return False
        budget.cancel.set()
        return True

    def _on_done(self, state: Any, result: Any, token: int) -> None:
        if token != self._token or self._budget is None:
            return          # cancelled, or a newer question is on its way
        self._budget = None
        self.busy_changed.emit(False)
        if isinstance(result, solver.Undecided) and result.cancelled:
            return
        self.answered.emit(state, result)
