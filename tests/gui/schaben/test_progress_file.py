"""Keeping score: tries, the first day solved, and whose task is whose (no window needed)."""
import json
from datetime import date

from bugbox.games.schaben.progress import Progress, progress_path, shipped_key, task_key
from bugbox.games.schaben.summary import launcher_progress
from bugbox.games.schaben.tasks import shipped_tasks


def test_every_start_counts_a_try():
    progress = Progress()
    key = shipped_key("7A")
    progress.count_try(key)
    progress.count_try(key)
    assert Progress().record(key).tries == 2 and not Progress().is_solved(key)


def test_the_first_day_solved_is_kept_when_solved_again():
    progress = Progress()
    key = shipped_key("7A")
    progress.count_try(key)
    progress.mark_solved(key, today=date(2024, 5, 1))
    progress.mark_solved(key, today=date(2025, 1, 1))
    record = Progress().record(key)
    assert record.solved and record.first_solved == date(2024, 5, 1) and record.tries == 1


def test_a_shipped_task_is_keyed_by_its_id_and_content_and_a_changed_one_by_its_content():
    task = shipped_tasks()[10]
    assert task_key(task).startswith(task.id + "#") and task_key(task) == shipped_key(task.id)
    changed = task.model_copy(update={"cards": task.cards[:-1]})
    assert task_key(changed).startswith("custom-") and task_key(changed) != task_key(task)


def test_the_next_unsolved_task_follows_the_order():
    progress = Progress()
    progress.mark_solved("0A")
    assert progress.next_unsolved(["0A", "0B", "1A"]) == "0B"
    assert progress.solved_count(["0A", "0B"]) == 1


def test_a_file_from_a_newer_bugbox_is_not_overwritten():
    path = progress_path()
    path.write_text('{"version": 9, "tasks": {}}')
    progress = Progress()
    assert progress.notice is not None and not path.exists()
    kept = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert kept[0].read_text() == '{"version": 9, "tasks": {}}'


def test_writes_are_atomic_json():
    Progress().count_try("1A")
    assert progress_path().read_text().startswith("{")
    assert not [p for p in progress_path().parent.iterdir() if p.name.endswith(".tmp")]


def test_a_changed_task_starts_unsolved_and_the_player_is_told_once():
    old_mark = {"solved": True, "tries": 2, "first_solved": "2025-03-01"}
    progress_path().write_text(json.dumps({"version": 1, "tasks": {
        "0A": old_mark, "5B": old_mark, "5B#000000000000": old_mark, "custom-0123456789abcdef": old_mark}}))
    progress = Progress()
    assert progress.notice is not None and "changed" in progress.notice.english()
    assert progress.is_solved(shipped_key("0A"))          # the lesson did not change: its mark stays
    assert not progress.is_solved(shipped_key("5B"))      # 5B is another puzzle now
    assert progress.is_solved("custom-0123456789abcdef")  # the player's own tasks are untouched
    again = Progress()
    assert again.notice is None and set(again.data.retired) == {"5B", "5B#000000000000"}


def test_the_launcher_counts_what_the_browser_counts():
    progress = Progress()
    for task_id in ("0A", "3B", "40B"):
        progress.mark_solved(shipped_key(task_id))
    progress.mark_solved("5B")  # a bare id is no longer a key
    keys = [task_key(t) for t in shipped_tasks()]
    counted = Progress().solved_count(keys)
    assert launcher_progress().english() == f"{counted} of 82 tasks solved" == "3 of 82 tasks solved"
