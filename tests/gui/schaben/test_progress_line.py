"""Issue 18: the launcher's Schaben jagen tile shows the progress the browser shows, read after
the first paint (tests/gui/test_startup_path.py holds the start light) from a cheap reader."""

from bugbox.games.schaben import progress as full
from bugbox.games.schaben import progress_line
from bugbox.games.schaben.progress import Progress
from bugbox.games.schaben.tasks import shipped_tasks


def test_the_cheap_reader_reads_the_file_the_progress_keeps():
    assert progress_line.MAX_PROGRESS_BYTES == full.MAX_PROGRESS_BYTES
    assert full.progress_path().name == progress_line.PROGRESS_FILE


def test_the_schaben_tile_shows_how_many_tasks_are_solved(make_window, qtbot):
    ids = [task.id for task in shipped_tasks()]
    progress = Progress()
    for key in ids[:5]:
        progress.mark_solved(key)
    progress.count_try("custom-0123")  # the player's own tasks do not count
    window = make_window()
    tile = window.launcher.tiles["schaben"]
    assert tile.progress.isVisible() and tile.progress.height() > 0  # reserved before the text comes
    qtbot.waitUntil(lambda: tile.progress.text() == f"5 of {len(ids)} tasks solved", timeout=3000)
    assert not window.launcher.tiles["verasselt"].progress.isVisible()
    top = tile.play_button.y()
    Progress().mark_solved(ids[5])
    window.play("schaben")
    window.back_to_launcher()
    assert tile.progress.text() == f"6 of {len(ids)} tasks solved"
    assert tile.play_button.y() == top
    window.ctx.translations.apply("de")
    qtbot.waitUntil(lambda: "6" in tile.progress.text() and "tasks" not in tile.progress.text(), timeout=3000)


def test_an_unreadable_progress_file_counts_nothing(make_window, qtbot):
    full.progress_path().parent.mkdir(parents=True, exist_ok=True)
    full.progress_path().write_text("{not json")
    window = make_window()
    tile = window.launcher.tiles["schaben"]
    qtbot.waitUntil(lambda: tile.progress.text().startswith("0 of "), timeout=3000)
