"""The launcher's line of progress ("5 of 82 tasks solved"), read cheaply.

The launcher asks for it once it has painted (bugbox/ui/launcher.py): this module takes only
the standard library and two small JSON files, never pydantic, the rules or the solver.
Counted like the browser counts: the shipped tasks (lessons included) solved in the progress
file (`progress.py`); a file that cannot be read counts nothing solved (the browser says why).
A solved mark belongs to a task's content, not its number: a record counts only if it keeps
the hash of the task as shipped now (`content_hash`), so a task that a new bugbox changed
starts unsolved. The hash is made here because this module may not import the task model,
and `progress.py` takes it from here so the two can never disagree.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from ...core.files import read_capped
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.jsonshape import loads
from ...paths import data_dir, resource

#: Shipped tasks whose content did not change when records began to keep their task's hash:
#: a record of theirs without a hash still counts (progress.py adds the hash when it reads it).
LEGACY_UNCHANGED = ("0A", "0B")
#: The shipped tasks file is ours and small; a cap all the same.
MAX_TASKS_BYTES = 4 * 1024 * 1024
#: As in progress.py, which this module must not import (pydantic); a test holds them equal.
MAX_PROGRESS_BYTES = 1024 * 1024
PROGRESS_FILE = "schaben-progress.json"


def content_hash(task: dict[str, Any]) -> str:
    """A hash of a task's canonical JSON: what a solved mark of a shipped task was earned on."""
    return hashlib.sha1(json.dumps(task, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()[:16]


def launcher_progress() -> Message | None:
    """ "{solved} of {total} tasks solved" (the browser's own words), None when the shipped
    tasks cannot be read."""
    try:
        tasks = json.loads(read_capped(resource("schaben", "tasks.json"), MAX_TASKS_BYTES))["tasks"]
        shipped = {task["id"]: content_hash(task) for task in tasks}
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    solved = 0
    try:
        records = loads(read_capped(data_dir() / PROGRESS_FILE, MAX_PROGRESS_BYTES)).get("tasks", {})
        if isinstance(records, dict):
            solved = sum(
                1
                for key, content in shipped.items()
                if isinstance(records.get(key), dict)
                and records[key].get("solved") is True
                and records[key].get("content") in (content, None if key in LEGACY_UNCHANGED else content)
            )
    except (OSError, ValueError, AttributeError, RecursionError):
        solved = 0
    return msg(
        "SchabenPage",
        QT_TRANSLATE_NOOP("SchabenPage", "{solved} of {total} tasks solved"),
        solved=solved,
        total=len(shipped),
    )
