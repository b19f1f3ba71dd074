"""What a finished Schaben jagen task adds to the Records page.

Its figures are read from the kept session alone: the task (id and difficulty travel in the
setup), whether it was solved, how many cards were played, and the hints and solution views
the page reported while it was played (kept beside the game).
"""

from __future__ import annotations

from typing import Any


def summarize(session: Any) -> dict[str, Any]:
    state = session.state
    task = session.setup.options.get("task")
    task = task if isinstance(task, dict) else {}
    solved = getattr(state, "status", "") == "solved"
    task_id = task.get("id")
    difficulty = task.get("difficulty")
    return {
        "seats": [{"place": 1 if solved else 2, "score": int(getattr(state, "caught", 0)), "stats": {}}],
        "stats": {
            "task": str(task_id) if task_id is not None else "",
            "solved": solved,
            "difficulty": difficulty if difficulty in ("easy", "medium", "hard") else "lesson",
            "cards": len(session.actions),
            "turns": len(session.actions),
        },
    }


def turn_starts(session: Any) -> list[int]:
    """Every card played is a turn of its own."""
    return list(range(len(session.actions)))
