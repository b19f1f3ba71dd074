"""The player's own new puzzles: tasks the generator made on request, kept between sessions.

"New puzzle" in the browser asks the generator (in the background) for a task of a chosen
difficulty; it is added here and played like a shipped task, with hints, the stored solution
and progress (keyed by its content, see `progress.task_key`). The list is one task set file
in the data dir, written atomically; a file that does not load is moved aside (never
overwritten) and the list starts empty, as with the progress file. Qt-free: the view only
calls `PuzzleList.add` with what `make_puzzle` returned in a worker thread.
"""
from __future__ import annotations

import logging
import secrets
import threading
from pathlib import Path

from ...core.files import atomic_write_text, move_aside
from ...paths import data_dir
from .generator import generate
from .tasks import Task, TaskError, dump_set, load_file

log = logging.getLogger(__name__)

#: More would make the browser a scroll through hundreds of cards; the oldest go first.
MAX_PUZZLES = 200


def puzzles_path() -> Path:
    return data_dir() / "schaben-puzzles.json"


def new_seed() -> int:
    """A seed nobody chose: each "New puzzle" is another puzzle (the generator is
    deterministic for a seed, so the seed is drawn here, not inside it)."""
    return secrets.randbits(31)


def make_puzzle(difficulty: str, seed: int, number: int, cancel: threading.Event | None = None) -> Task:
    """A new task of `difficulty` named "P{number}"; raises a cancelled `solver.Undecided`
    when `cancel` is set before it is found."""
    return generate(difficulty, seed, task_id=f"P{number}", cancel=cancel)


class PuzzleList:
    """The generated tasks, oldest first; `add` writes the file at once."""

    def __init__(self, path: Path | None = None):
        self.path = path or puzzles_path()
        self.tasks: list[Task] = []
        if self.path.exists():
            try:
                self.tasks = load_file(self.path, strict=True)
            except TaskError:
                self.tasks = []
                try:
                    move_aside(self.path)
                except OSError:
                    log.exception("could not move %s aside", self.path)

    def next_number(self) -> int:
        numbers = [int(t.id[1:]) for t in self.tasks if t.id and t.id[1:].isdigit()]
        return max(numbers, default=0) + 1

    def add(self, task: Task) -> None:
        self.tasks = (self.tasks + [task])[-MAX_PUZZLES:]
        try:
            atomic_write_text(self.path, dump_set(self.tasks))
        except OSError:
            log.exception("could not write %s", self.path)
