"""Keeping score: tries, the first day solved, and whose task is whose (no window needed)."""
from datetime import date

from bugbox.games.schaben.progress import Progress, progress_path, task_key
from bugbox.games.schaben.tasks import shipped_tasks


def test_every_start_counts_a_try():
    progress = Progress()
    progress.count_try("7A")
    progress.count_try("7A")
    assert Progress().record("7A").tries == 2 and not Progress().is_solved("7A")


def test_the_first_day_solved_is_kept_when_solved_again():
    progress = Progress()
    progress.count_try("7A")
    progress.mark_solved("7A", today=date(2024, 5, 1))
    progress.mark_solved("7A", today=date(2025, 1, 1))
    record = Progress().record("7A")
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
