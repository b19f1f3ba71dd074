"""A task file of thousands of tasks (issue 28 item 9): it froze the window for 13 seconds at
6,000 tasks, all on the GUI thread, and made a card of every one. Now it is read and checked
in a worker thread while the browser shows how far it is, at most `MAX_SHOWN` tasks become
cards, and the browser says how many it left out. Small numbers here;
tests/benchmarks/schaben_task_file.py measures 6,000."""

import json
import threading

from bugbox.games.schaben.tasks import shipped_tasks
from bugbox.games.schaben.view import browser as browser_module
from bugbox.games.schaben.view import task_loading


def task_file(path, count: int):
    tasks = [t for t in shipped_tasks() if t.solution]
    items = [dict(tasks[n % len(tasks)].to_json(), id=f"T{n}") for n in range(count)]
    items.insert(3, {"id": "oops", "exterminator": {"square": "H9", "facing": "N"}, "cards": ["fly"]})
    path.write_text(json.dumps({"tasks": items}))
    return path


def test_a_big_task_file_is_read_in_the_background_and_what_is_not_shown_is_said(table, tmp_path, monkeypatch):
    monkeypatch.setattr(browser_module, "MAX_SHOWN", 40)
    read_on = set()
    read_tasks = task_loading.read_tasks

    def noting(*args, **kwargs):
        read_on.add(threading.current_thread() is threading.main_thread())
        return read_tasks(*args, **kwargs)

    monkeypatch.setattr(task_loading, "read_tasks", noting)
    t = table()
    t.page.new_game_request()
    browser = t.page.browser
    path = task_file(tmp_path / "many.json", 150)
    browser.read_tasks_file(path)  # as the "Load tasks from a file…" button does
    assert browser.reader.busy() and browser.reading_label.isVisible()
    assert browser.reading_label.text().startswith("Reading many.json")
    t.qtbot.waitUntil(lambda: not browser.reader.busy(), timeout=60000)
    assert read_on == {False}
    assert not browser.reading_label.isVisible()
    assert [c.task.id for c in browser.custom_grid.cards] == [f"T{n}" for n in range(40)]
    assert browser.custom_note.isVisible()
    assert browser.custom_note.text() == "Only the first 40 of the 150 good tasks in many.json are shown."
    assert "Task oops" in browser.errors.text()  # the problems of the whole file, as before


def test_a_small_task_file_says_nothing_was_left_out(table, tmp_path):
    t = table()
    t.page.new_game_request()
    browser = t.page.browser
    assert len(browser.load_tasks(task_file(tmp_path / "few.json", 5))) == 5
    assert not browser.custom_note.isVisible() and len(browser.custom_grid.cards) == 5
