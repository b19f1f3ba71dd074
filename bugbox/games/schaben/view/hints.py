"""Solver calls off the GUI thread: the solver may search for seconds (up to its budget), and
the window must stay alive meanwhile (issue 19 item 1).

`SolverRunner.run(question, search)` calls `search(budget)` in a worker thread and answers
with `answered` (question, result) on the GUI thread through a queued signal, as the
controller does for computer players. The result is what `search` returned, or a
`solver.Undecided` (the budget ran out). `cancel()` sets the search's cancel flag and drops
its answer: the page calls it on every move, Undo, and when the player leaves the task.

The page keeps two: `HintRunner` (the next card from a position) and one for "Show
solution" (`playback.find_solution`).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from .. import solver

log = logging.getLogger(__name__)


class SolverRunner(QObject):
    answered = Signal(object, object)  # the question asked, the search's result | solver.Undecided
    busy_changed = Signal(bool)
    _done = Signal(object, object, int)  # from the worker thread: question, result, token

    def __init__(self, name: str = "schaben-solver", parent: QObject | None = None):
        super().__init__(parent)
        self._name = name
        self._token = 0
        self._budget: solver.Budget | None = None
        self._done.connect(self._on_done)

    def busy(self) -> bool:
        return self._budget is not None

    def run(self, question: Any, search: Callable[[solver.Budget], Any], budget: solver.Budget | None = None) -> None:
        """Call `search(budget)` in the background; a search still running is cancelled first.
        `question` comes back with the answer (the page checks it still fits the table)."""
        self._stop()
        self._token += 1
        token = self._token
        self._budget = budget = budget or solver.Budget()

        def work() -> None:
            result: Any
            try:
                result = search(budget)
            except solver.Undecided as undecided:
                result = undecided
            except Exception as error:
                log.exception("solver search failed")
                result = solver.Undecided(0)
                result.__cause__ = error
            self._done.emit(question, result, token)

        threading.Thread(target=work, name=self._name, daemon=True).start()
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

    def _on_done(self, question: Any, result: Any, token: int) -> None:
        if token != self._token or self._budget is None:
            return  # cancelled, or a newer question is on its way
        self._budget = None
        self.busy_changed.emit(False)
        if isinstance(result, solver.Undecided) and result.cancelled:
            return
        self.answered.emit(question, result)


class HintRunner(SolverRunner):
    """The next card from a position: `answered` (state, PlayCard | None | solver.Undecided)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__("schaben-hint", parent)

    def ask(self, state: Any, budget: solver.Budget | None = None) -> None:
        """Search for a hint from `state`; a search still running is cancelled first."""
        self.run(state, lambda b: solver.hint(state, budget=b), budget)
