"""Reading a task file in a worker thread, so a big one never freezes the window.

Every task of a file is checked the way the rules would play it (its solution replayed), which
costs about half a millisecond a task; a file of 6,000 tasks froze the GUI for 13 seconds
(2.5 s of checking, the rest making a card per task). Now `TaskFileReader.read(path)` reads
and checks the file in a worker thread (`tasks.read_tasks`, the good tasks and the problems in
one pass), reports how far it is (`progress`), and answers with `done` (path, TaskReading,
progress keys) on the GUI thread through a queued signal. A newer `read` or `cancel` drops the answer of the one
before, as the solver's runner does (`hints.SolverRunner`).
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..progress import task_key
from ..tasks import TaskReading, read_tasks

log = logging.getLogger(__name__)


class TaskFileReader(QObject):
    progress = Signal(int, int)  # entries checked, entries in the file
    done = Signal(object, object, object)  # the path, its TaskReading, the progress key of each task
    _step = Signal(int, int, int)  # from the worker: done, of, token
    _read = Signal(object, object, object, int)  # from the worker: path, reading, keys, token

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._token = 0
        self._busy = False
        self._step.connect(self._on_step)
        self._read.connect(self._on_read)

    def busy(self) -> bool:
        return self._busy

    def read(self, path: Path, shown: int) -> None:
        """Read and check the file at `path` in the background (a reading before is dropped);
        the progress keys of its first `shown` tasks are worked out there too (a hash of each
        task's JSON: 90 ms for 500 tasks)."""
        self._token += 1
        token = self._token
        self._busy = True

        def work() -> None:
            keys: list[str] = []
            try:
                reading = read_tasks(path, strict=False, progress=lambda done, of: self._step.emit(done, of, token))
                keys = [task_key(task) for task in reading.tasks[:shown]]
            except Exception:
                log.exception("reading the task file failed")
                reading = TaskReading()
            self._read.emit(path, reading, keys, token)

        threading.Thread(target=work, name="schaben-task-file", daemon=True).start()

    def cancel(self) -> None:
        self._token += 1
        self._busy = False

    def _on_step(self, done: int, of: int, token: int) -> None:
        if token == self._token:
            self.progress.emit(done, of)

    def _on_read(self, path: Path, reading: TaskReading, keys: list[str], token: int) -> None:
        if token != self._token:
            return
        self._busy = False
        self.done.emit(path, reading, keys)
