"""The player's progress through the tasks: solved or not, how many tries, when first solved.

Kept in one small JSON file in the data dir, so the browser can tick off solved tasks and
point at the next one after a restart. Like every bugbox file it is written atomically, and a
file that is not a progress file is moved aside (never overwritten) with one sentence for the
player; the tasks then simply start afresh. It is read record by record: one task's record
that does not validate costs that record alone (the file is kept aside whole, the rest
written anew, and the player told). A file from a newer bugbox (a higher version) is read as
far as this one understands it and never written, so going back a version loses nothing.
Qt-free, so the rules of keeping score can be tested without a window.

A solved mark belongs to a task's content. Shipped tasks are keyed by their id ("12B"), and
each record keeps a hash of the task's JSON (`content`, `summary.content_hash`): when a new
bugbox ships a changed task 12B, the old record no longer matches, so the task starts unsolved
instead of keeping a tick earned on another puzzle. Such records are moved to `retired` when
the file is read (and written so with the next change: reading alone never rewrites the
file), and the player is told (`changed`) until then, which is once for anyone who plays.
Records written before `content` existed keep their marks only for the two lessons, which did
not change; every other task of that set did.
A task loaded from the player's own file may reuse an id such as "12B" for something else
entirely, so it is keyed by its content alone ("custom-" and a hash of its JSON) and never
ticks off a shipped task by accident.
"""

from __future__ import annotations

import hashlib
import json
import logging
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ...core.disk_trouble import PROGRESS, DiskTrouble
from ...core.files import atomic_write_text, move_aside, read_capped
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from ...core.jsonshape import loads
from ...paths import data_dir
from .progress_line import LEGACY_UNCHANGED, content_hash
from .tasks import Task, shipped_tasks

log = logging.getLogger(__name__)

CTX = "Schaben"
PROGRESS_VERSION = 1
#: A progress file bigger than this is not ours (82 tasks take about 6 kB).
MAX_PROGRESS_BYTES = 1024 * 1024


def progress_path() -> Path:
    return data_dir() / "schaben-progress.json"


class TaskRecord(BaseModel):
    """One task's score: `tries` counts every start (a restart is a new try)."""

    model_config = ConfigDict(extra="ignore")

    solved: bool = False
    tries: int = Field(default=0, ge=0)
    first_solved: date | None = None
    #: For a shipped task: the hash of the content this record was earned on.
    content: str | None = None


class ProgressFile(BaseModel):
    # Unknown fields are ignored so that an older bugbox can read a newer file.
    model_config = ConfigDict(extra="ignore")

    version: int = PROGRESS_VERSION
    tasks: dict[str, TaskRecord] = Field(default_factory=dict)
    #: Records of shipped tasks that have changed since (kept, but they tick nothing off).
    retired: dict[str, TaskRecord] = Field(default_factory=dict)


def task_key(task: Task | dict[str, Any]) -> str:
    """The progress key of a task: its id for a shipped task, a content hash otherwise."""
    data = task.to_json() if isinstance(task, Task) else task
    shipped = {t.id: t for t in shipped_tasks()}
    task_id = data.get("id")
    if task_id in shipped and shipped[task_id].to_json() == data:
        return str(task_id)
    digest = hashlib.sha1(json.dumps(data, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
    return "custom-" + digest[:16]


def _records(raw: dict[str, Any]) -> tuple[ProgressFile, int]:
    """The task records of a progress file one by one, and how many did not validate: one bad
    record costs that record alone. `ValueError` when the file is no progress file at all."""
    out = ProgressFile()
    bad = 0
    for part in ("tasks", "retired"):
        records = raw.get(part, {})
        if not isinstance(records, dict):
            raise ValueError(f"{part} is no object")
        kept: dict[str, TaskRecord] = getattr(out, part)
        for key, value in records.items():
            try:
                if len(key) > 200:
                    raise ValueError("no task key")
                kept[key] = TaskRecord.model_validate(value)
            except (ValidationError, ValueError):
                bad += 1
    return out, bad


@lru_cache(maxsize=1)
def shipped_contents() -> dict[str, str]:
    """The content hash of each shipped task, by id."""
    return {str(t.id): content_hash(t.to_json()) for t in shipped_tasks()}


class Progress:
    """Read once, changed by the page, written after every change."""

    #: Where a failed write is told (the app's, set by the page); None: only logged.
    trouble: DiskTrouble | None = None

    def __init__(self, path: Path | None = None):
        self.path = path or progress_path()
        self.data = ProgressFile()
        #: What happened to a broken file, for the page to tell the player (once).
        self.notice: Message | None = None
        #: That solved tasks have changed since and start unsolved, for the page to tell.
        self.changed: Message | None = None
        #: A newer bugbox's file (or one with records that could not be kept aside): it is
        #: read, never written.
        self.read_only = False
        self._load()
        self._retire_changed()
        if self.read_only:  # a newer bugbox's ticks: its own tasks may differ; said once already
            self.changed = None

    def _load(self) -> None:
        if not self.path.exists():
            return
        try:
            # regular files only, never more than the cap (a FIFO or /dev/zero reports size 0);
            # nested deeper than any progress file, or no text: damaged (`jsonshape`)
            raw = loads(read_capped(self.path, MAX_PROGRESS_BYTES))
            version = raw.get("version", PROGRESS_VERSION) if isinstance(raw, dict) else None
            if not isinstance(version, int) or isinstance(version, bool):
                raise ValueError("no progress file")
        except (ValueError, OSError):
            self._damaged()
            return
        if version > PROGRESS_VERSION:
            # A newer bugbox's: left as it is, shown as far as this one understands it, never
            # written (an older bugbox must not turn it into its own format).
            self.read_only = True
            self.data, _bad = _records(raw)
            self.notice = msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Your Schaben jagen progress was saved by a newer bugbox; it is left as it is, and "
                    "what you solve now is not kept until you update bugbox.",
                ),
            )
            return
        try:
            self.data, bad = _records(raw)
        except ValueError:
            self._damaged()
            return
        if not bad:
            return
        try:  # the whole file kept for rescue, the good records written anew
            kept = move_aside(self.path)
        except OSError:
            self.read_only = True  # never written over: the records it holds are the player's
            self.notice = msg(
                CTX,
                translate(
                    "Schaben",
                    "%n of your Schaben jagen task records could not be read and are left out; "
                    "what you solve now is not kept until bugbox may write there.",
                    None,
                    bad,
                ),
                n=bad,
            )
            return
        self.notice = msg(
            CTX,
            translate(
                "Schaben",
                "%n of your Schaben jagen task records could not be read and are left out; the file was "
                "kept as {name}.",
                None,
                bad,
            ),
            n=bad,
            name=kept.name,
        )
        self.save()

    def _damaged(self) -> None:
        self.data = ProgressFile()
        try:
            kept = move_aside(self.path)
        except OSError:
            self.notice = msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Schaben", "Your Schaben jagen progress could not be read, so the tasks start afresh."
                ),
            )
            return
        self.notice = msg(
            CTX,
            QT_TRANSLATE_NOOP(
                "Schaben",
                "Your Schaben jagen progress file was damaged; it was kept as {name} and the tasks start afresh.",
            ),
            name=kept.name,
        )

    def _retire_changed(self) -> None:
        """Move the records of shipped tasks that have changed out of the way; say so once.

        Once: the file is written at once, so the next start finds nothing to retire (waiting
        for the next solved task or try would repeat the sentence at every start until then)."""
        current = shipped_contents()
        lost = touched = False
        for key, record in list(self.data.tasks.items()):
            if key not in current or record.content == current[key]:
                continue
            touched = True
            if record.content is None and key in LEGACY_UNCHANGED:
                self.data.tasks[key] = record.model_copy(update={"content": current[key]})
                continue
            del self.data.tasks[key]
            self.data.retired[f"{key}@{record.content or 'before-hashes'}"] = record
            lost = lost or record.solved
        if touched:
            self.save()
        if lost:
            self.changed = msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Schaben", "Some tasks have changed since you solved them, so they start unsolved again."
                ),
            )

    def save(self) -> None:
        """Write the file; a full disk costs the latest tick, never the game. A failure is
        told to the player once (`trouble`, core/disk_trouble.py), and again when it works.
        Not a file of a newer bugbox, nor one whose unreadable records could not be kept aside."""
        if self.read_only:
            return
        try:
            atomic_write_text(self.path, self.data.model_dump_json(indent=1) + "\n")
        except OSError as error:
            log.exception("could not write %s", self.path)
            if self.trouble is not None:
                self.trouble.failed(PROGRESS, error)
        else:
            if self.trouble is not None:
                self.trouble.worked(PROGRESS)

    def record(self, key: str) -> TaskRecord:
        return self.data.tasks.get(key, TaskRecord())

    def _changed(self, key: str, record: TaskRecord, **update: Any) -> None:
        content = shipped_contents().get(key)
        if content is not None:
            update["content"] = content
        self.data.tasks[key] = record.model_copy(update=update)

    def is_solved(self, key: str) -> bool:
        return self.record(key).solved

    def count_try(self, key: str) -> None:
        """A task was started (chosen in the browser, or started again)."""
        record = self.record(key)
        self._changed(key, record, tries=record.tries + 1)
        self.save()

    def mark_solved(self, key: str, today: date | None = None) -> None:
        """The task was solved; the first date it was solved on is kept."""
        record = self.record(key)
        first = record.first_solved or today or date.today()
        self._changed(key, record, solved=True, first_solved=first, tries=max(record.tries, 1))
        self.save()

    def solved_count(self, keys: list[str]) -> int:
        return sum(1 for key in keys if self.is_solved(key))

    def next_unsolved(self, keys: list[str]) -> str | None:
        """The first of `keys` (in task order) not solved yet: where to carry on."""
        return next((key for key in keys if not self.is_solved(key)), None)
