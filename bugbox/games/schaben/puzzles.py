"""The player's own new puzzles: tasks the generator made on request, kept between sessions.

"New puzzle" in the browser asks the generator (in the background) for a task of a chosen
difficulty; it is added here and played like a shipped task, with hints, the stored solution
and progress (keyed by its content, see `progress.task_key`). The list is one task set file
in the data dir, written atomically. It is read entry by entry: a puzzle that does not load
(a duplicate id, a field this bugbox does not know) costs that puzzle alone. The file is then
moved aside whole (never overwritten, so the puzzle can be rescued), the good puzzles are
written anew, and the player is told in one sentence (`notice`); a file that is no task set
at all leaves the list empty, told the same way. Once a puzzle has been
removed, a small numbers file beside it keeps its number from being given again. Qt-free: the view only
calls `PuzzleList.add` with what `make_puzzle` returned in a worker thread, and
`PuzzleList.remove` when the player throws a puzzle away.
"""

from __future__ import annotations

import logging
import secrets
import threading
from pathlib import Path

from ...core.disk_trouble import PUZZLES, DiskTrouble
from ...core.files import atomic_write_json, atomic_write_text, move_aside, read_capped, shown
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from ...core.jsonshape import loads
from ...paths import data_dir
from .generator import generate
from .rules import CTX
from .tasks import Task, dump_set, read_tasks

log = logging.getLogger(__name__)

#: More would make the browser a scroll through hundreds of cards; the oldest go first.
MAX_PUZZLES = 200
#: The numbers file holds one small object; anything larger is not ours.
MAX_NUMBERS_BYTES = 4096


def puzzles_path() -> Path:
    return data_dir() / "schaben-puzzles.json"


def numbers_path(path: Path) -> Path:
    """Beside the list: the highest number of a removed puzzle (see `PuzzleList.next_number`).
    Not in the list file itself: that is a task set file, which holds only "tasks"."""
    return path.with_name(path.stem + "-numbers.json")


def puzzle_number(task: Task) -> int | None:
    """3 for "P3"; None for an id that is not a puzzle number."""
    if task.id and task.id[:1] == "P" and task.id[1:].isdigit():
        return int(task.id[1:])
    return None


def new_seed() -> int:
    """A seed nobody chose: each "New puzzle" is another puzzle (the generator is
    deterministic for a seed, so the seed is drawn here, not inside it)."""
    return secrets.randbits(31)


def make_puzzle(difficulty: str, seed: int, number: int, cancel: threading.Event | None = None) -> Task:
    """A new task of `difficulty` named "P{number}"; raises a cancelled `solver.Undecided`
    when `cancel` is set before it is found."""
    return generate(difficulty, seed, task_id=f"P{number}", cancel=cancel)


class PuzzleList:
    """The generated tasks, oldest first; `add` and `remove` write the file at once."""

    #: Where a failed write is told (the app's, set by the page); None: only logged.
    trouble: DiskTrouble | None = None

    def __init__(self, path: Path | None = None):
        self.path = path or puzzles_path()
        self.tasks: list[Task] = []
        #: What happened to puzzles that could not be read, for the page to tell (once).
        self.notice: Message | None = None
        #: False while a file with unreadable puzzles could not be moved aside: it is then
        #: never written over (the puzzles in it are the player's to rescue).
        self.writable = True
        if self.path.exists():
            self._load()
        #: The highest number a removed puzzle had (0: none removed yet).
        self.removed_up_to = self._read_removed_up_to()

    def _load(self) -> None:
        reading = read_tasks(self.path, strict=True)
        self.tasks = reading.tasks[-MAX_PUZZLES:]
        if not reading.problems:
            return
        bad = max(1, reading.left_out)
        log.warning("%d of the new puzzles cannot be read: %s", bad, reading.problems[0].english())
        try:
            kept = move_aside(self.path)
        except OSError:
            log.exception("could not move %s aside", self.path)
            self.writable = False
            self.notice = msg(
                CTX,
                translate(
                    "Schaben",
                    "%n of your new puzzles could not be read and are left out; the list is not changed "
                    "until bugbox may write it. {problem}",
                    None,
                    bad,
                ),
                n=bad,
                problem=reading.problems[0],
            )
            return
        if not reading.entries:  # no task set at all
            self.notice = msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Schaben", "Your new puzzles could not be read; the file was kept as {name}. {problem}"
                ),
                name=shown(kept.name, 80),
                problem=reading.problems[0],
            )
            return
        self.notice = msg(
            CTX,
            translate(
                "Schaben",
                "%n of your new puzzles could not be read and are left out; the whole list was kept as {name}. "
                "{problem}",
                None,
                bad,
            ),
            n=bad,
            name=shown(kept.name, 80),
            problem=reading.problems[0],
        )
        self._write()  # the good ones, so they are there at the next start too

    def _read_removed_up_to(self) -> int:
        """What the numbers file says; 0 when there is none or it is not ours (at worst a
        number is then given again, see `next_number`: never a reason to stop the game)."""
        try:
            data = loads(read_capped(numbers_path(self.path), MAX_NUMBERS_BYTES))
        except (OSError, ValueError):
            return 0
        value = data.get("removed_up_to") if isinstance(data, dict) else None
        return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0

    def next_number(self) -> int:
        """The number of the next new puzzle: one past any puzzle listed or ever removed.

        A number is never given twice. Progress alone would not need it: a record is keyed by
        the hash of the task's whole JSON (`progress.task_key`), id and line-up included, so
        a new "P5" with another line-up starts afresh whatever its number. But the same task
        made again (same difficulty and seed, so the same JSON) would pick up the removed
        puzzle's tries and tick; and the player would meet a "P5" that is not the P5 they
        threw away, beside a saved game, "Back to Task P5" or a kept game of the old one.
        So `remove` keeps the highest removed number beside the list (`numbers_path`).
        Puzzles dropped by `MAX_PUZZLES` are the oldest and never the highest number."""
        numbers = [n for n in map(puzzle_number, self.tasks) if n is not None]
        return max(numbers + [self.removed_up_to], default=0) + 1

    def add(self, task: Task) -> None:
        self.tasks = (self.tasks + [task])[-MAX_PUZZLES:]
        self._write()

    def remove(self, task: Task) -> bool:
        """Take `task` out of the list and write the file at once; False when it is not listed.

        Its number is never given again (`next_number`): the numbers file is written first,
        so a failure between the two writes at worst skips a number. With the last puzzle gone
        the file goes too (a task set file needs a task; an empty one would be read as
        broken and moved aside).

        Nothing else changes. A game in progress holds its own copy of the task (the
        session's `setup.options["task"]`, and so the autosave), never a reference into this
        list: removing the puzzle being played, or one whose game is saved, leaves that
        game as it is. It plays on, Undo and Start again work, "Continue last game" resumes
        it, and it counts tries and the solved tick as before; only its card is gone. Its
        progress record stays in the progress file, keyed by content, and no other puzzle
        will ever have that key."""
        if task not in self.tasks:
            return False
        number = puzzle_number(task)
        self.tasks = [t for t in self.tasks if t != task]
        if number is not None and number >= self.next_number():  # else a listed one counts on
            self.removed_up_to = number
            try:
                atomic_write_json(numbers_path(self.path), {"removed_up_to": number})
            except OSError as error:
                log.exception("could not write %s", numbers_path(self.path))
                self._told(error)
        self._write()
        return True

    def _write(self) -> None:
        """The list to its file, atomically; a full disk costs the change, never the game. A
        failure is told to the player once (`trouble`), and again when it works."""
        if not self.writable:
            log.warning("%s holds puzzles that could not be read and is not written over", self.path)
            return
        try:
            if self.tasks:
                atomic_write_text(self.path, dump_set(self.tasks))
            else:
                self.path.unlink(missing_ok=True)
        except OSError as error:
            log.exception("could not write %s", self.path)
            self._told(error)
        else:
            if self.trouble is not None:
                self.trouble.worked(PUZZLES)

    def _told(self, error: OSError) -> None:
        if self.trouble is not None:
            self.trouble.failed(PUZZLES, error)
