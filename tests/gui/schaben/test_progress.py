"""Keeping score: tries, the first day solved, and whose task is whose (no window needed)."""

import json
from datetime import date

from bugbox.games.schaben.progress import Progress, progress_path, shipped_contents, task_key
from bugbox.games.schaben.progress_line import launcher_progress
from bugbox.games.schaben.tasks import shipped_tasks


def test_every_start_counts_a_try():
    progress = Progress()
    key = "7A"
    progress.count_try(key)
    progress.count_try(key)
    assert Progress().record(key).tries == 2 and not Progress().is_solved(key)


def test_the_first_day_solved_is_kept_when_solved_again():
    progress = Progress()
    key = "7A"
    progress.count_try(key)
    progress.mark_solved(key, today=date(2024, 5, 1))
    progress.mark_solved(key, today=date(2025, 1, 1))
    record = Progress().record(key)
    assert record.solved and record.first_solved == date(2024, 5, 1) and record.tries == 1


def test_a_shipped_task_is_keyed_by_its_id_and_a_changed_one_by_its_content():
    task = shipped_tasks()[10]
    assert task_key(task) == task.id
    changed = task.model_copy(update={"cards": task.cards[:-1]})
    assert task_key(changed).startswith("custom-") and task_key(changed) != task_key(task)


def test_the_next_unsolved_task_follows_the_order():
    progress = Progress()
    progress.mark_solved("0A")
    assert progress.next_unsolved(["0A", "0B", "1A"]) == "0B"
    assert progress.solved_count(["0A", "0B"]) == 1


def test_a_file_from_a_newer_bugbox_stays_where_it_is_shown_and_never_written():
    """Issue 28 item 8: it was moved aside as damaged, so going back a version hid the
    progress. Now it is left in place and read as far as this bugbox understands it."""
    path = progress_path()
    record = {"solved": True, "tries": 4, "content": shipped_contents()["3A"], "stars": 3}
    newer = json.dumps({"version": 9, "tasks": {"3A": record}, "badges": ["x"]})
    path.write_text(newer)
    progress = Progress()
    assert "newer bugbox" in progress.notice.english()
    assert progress.record("3A").tries == 4
    progress.mark_solved("7B")
    progress.count_try("8A")
    assert path.read_text() == newer  # never turned into this bugbox's format
    assert not [p for p in path.parent.iterdir() if ".broken-" in p.name]


def test_one_bad_record_costs_that_record_alone():
    """Issue 28 item 8: one record that did not validate lost every task's progress."""
    path = progress_path()
    content = shipped_contents()
    written = {
        "version": 1,
        "tasks": {
            "3A": {"solved": True, "tries": 2, "content": content["3A"]},
            "4A": {"tries": -5, "content": content["4A"]},
            "5A": {"tries": 1, "content": content["5A"]},
        },
    }
    path.write_text(json.dumps(written))
    progress = Progress()
    assert progress.is_solved("3A") and progress.record("5A").tries == 1 and progress.record("4A").tries == 0
    assert "1 of your Schaben jagen task records" in progress.notice.english()
    kept = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and json.loads(kept[0].read_text()) == written  # the whole file, for rescue
    assert set(json.loads(path.read_text())["tasks"]) == {"3A", "5A"}  # the good ones written anew


def test_writes_are_atomic_json():
    Progress().count_try("1A")
    assert progress_path().read_text().startswith("{")
    assert not [p for p in progress_path().parent.iterdir() if p.name.endswith(".tmp")]


def test_a_changed_task_starts_unsolved_and_the_player_is_told_once():
    old = {"solved": True, "tries": 2, "first_solved": "2025-03-01"}  # written before hashes
    other = dict(old, content="0123456789abcdef")  # earned on another 5A
    progress_path().write_text(
        json.dumps({"version": 1, "tasks": {"0A": old, "5B": old, "5A": other, "custom-0123456789abcdef": old}})
    )
    progress = Progress()
    assert progress.notice is None and "changed" in progress.changed.english()
    assert progress.is_solved("0A")  # the lesson did not change: its mark stays
    assert not progress.is_solved("5B") and not progress.is_solved("5A")  # other puzzles now
    assert progress.is_solved("custom-0123456789abcdef")  # the player's own tasks are untouched
    again = Progress()  # the next start, nothing played between
    assert again.changed is None and set(again.data.retired) == {"5B@before-hashes", "5A@0123456789abcdef"}
    again.mark_solved("5A")
    assert Progress().is_solved("5A") and Progress().changed is None


def test_the_launcher_counts_what_the_browser_counts():
    progress = Progress()
    for task_id in ("0A", "3B", "40B"):
        progress.mark_solved(task_id)
    data = json.loads(progress_path().read_text())
    data["tasks"]["4A"] = {"solved": True, "tries": 1, "content": "0123456789abcdef"}  # another 4A
    progress_path().write_text(json.dumps(data))
    assert launcher_progress().english() == "3 of 82 tasks solved"
    keys = [task_key(t) for t in shipped_tasks()]
    assert Progress().solved_count(keys) == 3
