"""The launcher's line of progress ("5 of 82 tasks solved"), read cheaply.

The launcher asks for it once it has painted (bugbox/ui/launcher.py): this module takes only
the standard library and two small JSON files, never pydantic, the rules or the solver.
Counted like the browser counts: the shipped tasks (lessons included) solved in the progress
file (`progress.py`); a file that cannot be read counts nothing solved (the browser says why).
A solved mark belongs to a task's content, not its number (`content_key`), so a task that a
new bugbox changed starts unsolved; the key is made here because this module may not import
the task model, and `progress.py` takes it from here so the two can never disagree.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

from ...core.files import read_capped
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...paths import data_dir, resource

#: The shipped tasks file is ours and small; a cap all the same.
MAX_TASKS_BYTES = 4 * 1024 * 1024
#: As in progress.py, which this module must not import (pydantic); a test holds them equal.
MAX_PROGRESS_BYTES = 1024 * 1024
PROGRESS_FILE = "schaben-progress.json"


def content_key(task: dict[str, Any]) -> str:
    """A shipped task's progress key: its id and a hash of its canonical JSON ("12B#3f0c...")."""
    digest = hashlib.sha1(json.dumps(task, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
    return f"{task.get('id')}#{digest[:12]}"


def launcher_progress() -> Message | None:
    """"{solved} of {total} tasks solved" (the browser's own words), None when the shipped
    tasks cannot be read."""
    try:
        tasks = json.loads(read_capped(resource("schaben", "tasks.json"), MAX_TASKS_BYTES))["tasks"]
        keys = [content_key(task) for task in tasks]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    solved = 0
    try:
        records = json.loads(read_capped(data_dir() / PROGRESS_FILE, MAX_PROGRESS_BYTES)).get("tasks", {})
        if isinstance(records, dict):
            solved = sum(1 for key in keys if isinstance(records.get(key), dict) and records[key].get("solved") is True)
    except (OSError, ValueError, AttributeError, RecursionError):
        solved = 0
    return msg("SchabenPage", QT_TRANSLATE_NOOP("SchabenPage", "{solved} of {total} tasks solved"),
               solved=solved, total=len(keys))
